"""The team playoff (MTR 8, 9, 10.4, 2.2, 2.5) through the services, Swiss to champion."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.events import Stage
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.services_support import settings
from tests.helpers.team_playoff import play_swiss, team_event


def test_three_person_team_event_from_swiss_through_top4_to_a_champion(
    services: Services,
) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 8)
    play_swiss(services, event_id, random.Random(5), "2-0")
    # The cut: the top 4 of the team standings (Appendix C), seeds on every member.
    standings = [row.entry for row in services.playoff.final_standings(event_id)]
    services.playoff.start(event_id)
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    view = services.playoff.bracket(event_id)
    assert view.teams and view.team_seats == "ABC"
    assert view.seeds == tuple(standings[:4])
    semis = view.rounds[0].matches
    # MTR 10.4: 1 v 4, 2 v 3; the higher seed chooses play or draw (MTR 2.2).
    assert [(m.seed1, m.seed2) for m in semis] == [(1, 4), (2, 3)]
    assert all(m.chooser == m.player1 and m.chooser_name == m.player1_name for m in semis)
    assert [s.label for s in semis[0].seats] == ["1A", "1B", "1C"]
    members = {e.team: e for e in services.players.list_entries(event_id) if e.seat == "A"}
    assert members[view.seeds[0]].team == view.seeds[0]
    number = semis[0].round
    # Table 1: the lower seed wins two seats of three and goes on (seat majority).
    services.playoff.report(event_id, number, 1, "2-1", "A")
    services.playoff.report(event_id, number, 1, "0-2", "B")
    assert services.playoff.bracket(event_id).rounds[0].matches[0].winner is None
    services.playoff.report(event_id, number, 1, "1-2", "C")
    first = services.playoff.bracket(event_id).rounds[0].matches[0]
    assert first.winner == first.player2 and first.result == MatchResult(1, 2, 0)
    # Table 2: the higher seed wins 3-0.
    for seat in "ABC":
        services.playoff.report(event_id, number, 2, "2-0", seat)
    view = services.playoff.bracket(event_id)
    assert len(view.rounds) == 2
    final = view.rounds[1].matches[0]
    assert (final.seed1, final.seed2) == (2, 4)
    assert final.chooser_name == final.player1_name
    for seat in "ABC":
        services.playoff.report(event_id, final.round, 1, "0-2", seat)
    view = services.playoff.bracket(event_id)
    assert view.finished and view.champion == final.player2
    assert view.champion_name == final.player2_name
    assert services.events.get(event_id).stage is Stage.FINISHED
    rows = services.playoff.final_standings(event_id)
    # Champion, finalist, then the semifinal losers by seed, then the rest by standings.
    assert [r.playoff_seed for r in rows[:4]] == [4, 2, 1, 3]
    assert rows[0].champion and rows[0].name == final.player2_name
    assert [r.entry for r in rows[4:]] == standings[4:]


def test_team_playoff_refusals(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 6)
    services.rounds.pair_next(event_id)
    with pytest.raises(ServiceError) as refused:
        services.playoff.start(event_id)
    assert refused.value.problem is Problem.SWISS_NOT_FINISHED
    play_swiss(services, event_id, random.Random(2), "2-1")
    current = services.rounds.current_round(event_id)
    assert current is not None
    # A Swiss result taken back: the cut waits for it.
    last = next(m for m in current.matches if m.table is not None)
    services.rounds.clear_result(last.id)
    with pytest.raises(ServiceError) as refused:
        services.playoff.start(event_id)
    assert refused.value.problem is Problem.RESULTS_MISSING
    services.rounds.report(event_id, current.number, last.table, "2-0", last.seat)
    services.playoff.start(event_id)
    number = services.playoff.bracket(event_id).rounds[0].number
    # MTR 2.5: a seat match of the playoff is played out, never drawn.
    for text in ("1-1", "1-1-1", "0-0-3"):
        with pytest.raises(ServiceError) as refused:
            services.playoff.report(event_id, number, 1, text, "B")
        assert refused.value.problem is Problem.SEAT_DRAW_IN_PLAYOFF
        assert refused.value.details["table"] == "1B"
    with pytest.raises(ServiceError) as refused:
        services.playoff.report(event_id, number, 1, "2-1")
    assert refused.value.problem is Problem.SEAT_NEEDED


def test_two_headed_giant_top4_one_game_matches_and_random_play_draw(
    services: Services,
) -> None:
    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 6)
    play_swiss(services, event_id, random.Random(9), "1-0")
    services.playoff.start(event_id)
    view = services.playoff.bracket(event_id)
    assert view.team_seats == ""
    semis = view.rounds[0].matches
    # MTR 9.3: a team determined at random chooses play or draw.
    assert all(m.chooser_random and not m.chooser_name and not m.seats for m in semis)
    number = semis[0].round
    with pytest.raises(ResultError) as drawn:  # MTR 2.5: no drawn playoff match
        services.playoff.report(event_id, number, 1, "0-0-1")
    assert drawn.value.problem is ResultProblem.DRAW_IN_PLAYOFF
    services.playoff.report(event_id, number, 1, "0-1")
    services.playoff.report(event_id, number, 2, "1-0")
    final = services.playoff.bracket(event_id).rounds[1].matches[0]
    assert (final.seed1, final.seed2) == (2, 4)
    services.playoff.report(event_id, final.round, 1, "1-0")
    view = services.playoff.bracket(event_id)
    assert view.champion == final.player1 and view.finished


def test_teams_of_two_cannot_announce_a_playoff(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4, Playoff.NONE)
    summary = services.events.get(event_id)
    with pytest.raises(ServiceError) as refused:
        services.events.update(event_id, summary.settings.with_changes(playoff=Playoff.TOP4))
    assert refused.value.problem is Problem.TEAM_PLAYOFF_TEAMS_OF_TWO


def _renumbered(document: dict[str, Any]) -> dict[str, Any]:
    """The document with entry and team ids by order (import renumbers them)."""
    doc = json.loads(json.dumps(document))
    player = {p["id"]: i for i, p in enumerate(doc["players"])}
    team = {t["id"]: i for i, t in enumerate(doc["teams"])}
    for t in doc["teams"]:
        t["id"] = team[t["id"]]
    for p in doc["players"]:
        p["id"], p["team"] = player[p["id"]], team[p["team"]]
    for rnd in doc["rounds"]:
        for m in rnd["matches"]:
            m["p1"] = player[m["p1"]]
            m["p2"] = None if m["p2"] is None else player[m["p2"]]
    doc["audit"] = []  # the audit names ids too, and the import adds its own line
    return doc


def test_a_team_playoff_comes_back_from_its_event_file(services: Services, tmp_path: Path) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 8, Playoff.TOP8)
    play_swiss(services, event_id, random.Random(4), "2-1")
    services.playoff.start(event_id)
    quarters = services.playoff.bracket(event_id).rounds[0].matches
    for match in quarters:
        for seat in "ABC":
            services.playoff.report(event_id, match.round, match.table or 0, "2-0", seat)
    semi = services.playoff.bracket(event_id).rounds[1].matches[0]
    services.playoff.report(event_id, semi.round, 1, "1-2", "A")  # a semifinal under way
    first = export_event(services, event_id)
    assert [r["playoff"] for r in first["rounds"]][-2:] == [True, True]
    assert sorted({p["playoff_seed"] for p in first["players"]} - {None}) == list(range(1, 9))
    with Services.open(tmp_path / "other.sqlite3") as other:
        imported = import_event(other, first)
        second = export_event(other, imported)
        view = other.playoff.bracket(imported)
        assert [m.player1_name for m in view.rounds[1].matches] == [
            m.player1_name for m in services.playoff.bracket(event_id).rounds[1].matches
        ]
        assert view.rounds[1].matches[0].seats[0].result == MatchResult(1, 2, 0)
        # The playoff goes on in the imported event.
        for seat in "BC":
            other.playoff.report(imported, semi.round, 1, "2-0", seat)
        assert other.playoff.bracket(imported).rounds[1].matches[0].winner is not None
    assert _renumbered(second) == _renumbered(first)


def test_a_team_that_drops_in_the_playoff_plays_out_its_round_then_gives_a_bye(
    services: Services,
) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 6)
    play_swiss(services, event_id, random.Random(7), "2-1")
    services.playoff.start(event_id)
    semis = services.playoff.bracket(event_id).rounds[0].matches
    leaving = semis[0].player2
    member = next(e for e in services.players.list_entries(event_id) if e.team == leaving)
    # MTR 8.2: a member's drop drops the team; MTR 2.10: nobody moves up into its place.
    services.players.drop(member.id)
    view = services.playoff.bracket(event_id)
    assert view.rounds[0].matches[0].player2 == leaving  # the paired round stands
    for table, text in ((1, "0-2"), (2, "2-0")):
        for seat in "ABC":
            services.playoff.report(event_id, semis[0].round, table, text, seat)
    view = services.playoff.bracket(event_id)
    # The dropped team won its semifinal but is gone: the other finalist has a bye.
    final = view.rounds[1].matches[0]
    assert final.is_bye and final.player1 == semis[1].player1
    assert view.finished and view.champion == semis[1].player1


def test_four_teams_play_two_rounds_of_single_elimination_only(services: Services) -> None:
    # Appendix E: "4 (Team/2HG Only) | 2 Single-Elimination Rounds (No Swiss)".
    event_id = services.events.create(
        settings(structure=Structure.TEAM_OF_THREE, elimination_only=True)
    )[0]
    teams = []
    for n in range(4):
        members = [TeamMember(f"E{n}{seat}", "Test") for seat in "ABC"]
        teams.append(services.teams.add(event_id, f"Elim{n}", members)[0])
    with pytest.raises(ServiceError) as refused:
        services.rounds.pair_next(event_id)
    assert refused.value.problem is Problem.ELIMINATION_ONLY
    services.playoff.start(event_id, seed=11)
    view = services.playoff.bracket(event_id)
    assert view.size == 4 and sorted(view.seeds) == sorted(teams)
    assert [(m.seed1, m.seed2) for m in view.rounds[0].matches] == [(1, 4), (2, 3)]
    assert view.rounds[0].number == 1  # no Swiss: the bracket is round 1
    for match in view.rounds[0].matches:
        for seat in "ABC":
            services.playoff.report(event_id, 1, match.table or 0, "2-0", seat)
    final = services.playoff.bracket(event_id).rounds[1].matches[0]
    assert final.round == 2 and (final.seed1, final.seed2) == (1, 2)
    for seat in "ABC":
        services.playoff.report(event_id, 2, 1, "0-2", seat)
    view = services.playoff.bracket(event_id)
    assert view.finished and view.champion == final.player2
    assert services.events.get(event_id).stage is Stage.FINISHED
    assert [r.entry for r in services.playoff.final_standings(event_id)][:2] == [
        final.player2,
        final.player1,
    ]


def test_single_elimination_only_team_fields(services: Services) -> None:
    with pytest.raises(ServiceError) as refused:
        services.events.create(settings(structure=Structure.TEAM_OF_TWO, elimination_only=True))
    assert refused.value.problem is Problem.TEAM_PLAYOFF_TEAMS_OF_TWO
    event_id = services.events.create(
        settings(structure=Structure.TWO_HEADED_GIANT, elimination_only=True)
    )[0]
    for n in range(3):
        services.teams.add(event_id, f"H{n}", [TeamMember(f"H{n}{s}", "Test") for s in "AB"])
    with pytest.raises(ServiceError) as refused:
        services.playoff.start(event_id)
    assert refused.value.problem is Problem.ELIMINATION_FIELD
    assert refused.value.details["teams"] and refused.value.details["players"] == 3
    for n in range(3, 6):
        services.teams.add(event_id, f"H{n}", [TeamMember(f"H{n}{s}", "Test") for s in "AB"])
    services.playoff.start(event_id, seed=3)
    view = services.playoff.bracket(event_id)
    # Six teams in a bracket of 8: seeds 1 and 2 have byes (Appendix E, MTR 2.10).
    assert view.size == 8 and [m.seed1 for m in view.rounds[0].matches if m.is_bye] == [1, 2]
