"""Team events (MTR 8) and Two-Headed Giant (MTR 9) through the services, end to end."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from mtrdesk.core.results import ResultError
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.services_support import settings, team_event


def seat_of(services: Services, event_id: int) -> dict[int, tuple[int | None, str | None]]:
    return {e.id: (e.team, e.seat) for e in services.players.list_entries(event_id)}


def report_all(services: Services, event_id: int, rng: random.Random, choices: list[str]) -> None:
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing:
        services.rounds.report(
            event_id, current.number, match.table, rng.choice(choices), match.seat
        )


# --- settings and registration ---


def test_the_structure_is_stored_and_fixed_once_round_one_is_paired(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    summary = services.events.get(event_id)
    assert summary.settings.structure is Structure.TEAM_OF_TWO
    assert (summary.team_count, summary.active_teams, summary.player_count) == (4, 4, 8)
    # Appendix E: teams count as players; its four-team row is two rounds.
    assert summary.recommended_rounds == 2
    services.events.update(
        event_id, summary.settings.with_changes(structure=Structure.TEAM_OF_THREE)
    )
    services.events.update(event_id, summary.settings)
    services.rounds.pair_next(event_id)
    with pytest.raises(ServiceError) as refused:
        services.events.update(
            event_id, summary.settings.with_changes(structure=Structure.INDIVIDUAL)
        )
    assert refused.value.problem is Problem.STRUCTURE_FIXED


def test_two_headed_giant_matches_are_one_game_and_teams_of_two_have_no_playoff(
    services: Services,
) -> None:
    # MTR 9.1: "Two-Headed Giant matches consist of one game."
    event_id, _ = services.events.create(
        settings(structure=Structure.TWO_HEADED_GIANT, games_to_win=2)
    )
    assert services.events.get(event_id).settings.games_to_win == 1
    # MTR 3.2 / 2.5: a playoff for three-person teams and 2HG, not for teams of two.
    with pytest.raises(ServiceError) as refused:
        services.events.create(settings(structure=Structure.TEAM_OF_TWO, playoff=Playoff.TOP4))
    assert refused.value.problem is Problem.TEAM_PLAYOFF_TEAMS_OF_TWO
    with pytest.raises(ServiceError) as refused:
        services.events.create(
            settings(structure=Structure.TEAM_OF_THREE, playoff=Playoff.DRAFT_TOP8)
        )
    assert refused.value.problem is Problem.NOT_FOR_TEAMS
    assert list(refused.value.details["what"]) == ["playoff"]


def test_registration_refuses_what_mtr_8_2_forbids(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 2)
    ok = [TeamMember("新", "一"), TeamMember("新", "二"), TeamMember("新", "三")]

    def refusal(name: str, members: list[TeamMember]) -> ServiceError:
        with pytest.raises(ServiceError) as refused:
            services.teams.add(event_id, name, members)
        return refused.value

    assert refusal("  ", ok).problem is Problem.TEAM_NAME_EMPTY
    assert refusal("ｔｅａｍ００", ok).problem is Problem.TEAM_NAME_TAKEN  # NFKC, case
    wrong = refusal("Three", ok[:2])
    assert (wrong.problem, wrong.details["size"], wrong.details["expected"]) == (
        Problem.TEAM_WRONG_SIZE,
        2,
        3,
    )
    empty = refusal("Three", [ok[0], TeamMember(), ok[2]])
    assert (empty.problem, list(empty.details["seats"])) == (Problem.TEAM_EMPTY_SEAT, ["B"])
    # MTR 8.2: "Individuals may be members of more than one team, though not during the
    # same tournament": a member of Team00 (by player ID) in a new team...
    taken = refusal("Three", [TeamMember("T00A", "Test", player_id="T00A"), ok[1], ok[2]])
    assert (taken.problem, taken.details["team"]) == (Problem.TEAM_PLAYER_TWICE, "Team00")
    # ... or one player in two seats.
    twice = refusal(
        "Three", [TeamMember("X", player_id="X1"), ok[1], TeamMember("X", player_id="X1")]
    )
    assert (twice.problem, twice.details["team"]) == (Problem.TEAM_PLAYER_TWICE, None)
    # Nothing of the refused teams was entered.
    assert len(services.players.list_entries(event_id)) == 6
    with pytest.raises(ServiceError) as individual:
        services.teams.add(services.events.create(settings())[0], "Solo", ok)
    assert individual.value.problem is Problem.NOT_A_TEAM_EVENT


def test_a_team_is_edited_before_round_one_and_fixed_after(services: Services) -> None:
    event_id, (first, _) = team_event(services, Structure.TEAM_OF_TWO, 2)
    team = services.teams.get(first)
    a, b = team.members
    assert a is not None and b is not None
    # Swap the seats and replace nobody: both stay entered.
    services.teams.edit(
        first, "Renamed", [TeamMember(entry_id=b.entry), TeamMember(entry_id=a.entry)]
    )
    team = services.teams.get(first)
    assert team.name == "Renamed"
    assert [m.entry for m in team.members if m is not None] == [b.entry, a.entry]
    # Replace seat B: the replaced player leaves the event (never played).
    services.teams.edit(
        first, "Renamed", [TeamMember(entry_id=b.entry), TeamMember("Sub", "Player")]
    )
    names = [e.display_name for e in services.players.list_entries(event_id)]
    assert "T00A Test" not in names and "Sub Player" in names
    services.teams.add(event_id, "Third", [TeamMember("C1"), TeamMember("C2")])
    services.teams.remove(services.teams.list_teams(event_id)[-1].id)
    assert len(services.players.list_entries(event_id)) == 4
    services.rounds.pair_next(event_id)
    with pytest.raises(ServiceError) as fixed:
        services.teams.edit(first, "Late", [TeamMember("x"), TeamMember("y")])
    assert fixed.value.problem is Problem.TEAMS_FIXED
    with pytest.raises(ServiceError) as late:
        services.players.add(event_id, "Late", "Player")
    assert late.value.problem is Problem.TEAMS_FIXED


def test_pairing_refuses_players_without_a_team(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 2)
    services.players.add(event_id, "Loose", "Player")
    with pytest.raises(ServiceError) as refused:
        services.rounds.pair_next(event_id)
    assert refused.value.problem is Problem.PLAYERS_WITHOUT_TEAM
    assert list(refused.value.details["names"]) == ["Loose Player"]


# --- teams of three (MTR 8.2) ---


def test_three_player_teams_a_small_event_by_hand(services: Services) -> None:
    """Four teams, two rounds; every number below is worked out by hand."""
    event_id, _ = services.events.create(settings(structure=Structure.TEAM_OF_THREE))
    for name in ("Red", "Blue", "Green", "Gold"):
        members = [TeamMember(f"{name}{s}", player_id=f"{name}{s}") for s in "ABC"]
        services.teams.add(event_id, name, members)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    assert [(t.table, t.team1_name, t.team2_name) for t in first.teams] == [
        (1, "Red", "Gold"),
        (2, "Blue", "Green"),
    ]
    # MTR 8.2: player A plays player A, B plays B, C plays C, posted 1A, 1B, 1C.
    assert [(m.label, m.player1_name, m.player2_name) for m in first.teams[0].seats] == [
        ("1A", "RedA", "GoldA"),
        ("1B", "RedB", "GoldB"),
        ("1C", "RedC", "GoldC"),
    ]
    for label, result in [("1A", "2-0"), ("1B", "0-2"), ("1C", "2-1")]:
        services.rounds.report(event_id, 1, 1, result, label[1])
    # A team result appears once every seat is in: Red won two seats of three.
    red_gold = services.rounds.current_round(event_id).teams[0]
    assert red_gold.result is not None and red_gold.result.to_text() == "2-1"
    for label, result in [("2A", "2-1"), ("2B", "1-2"), ("2C", "1-1-1")]:
        services.rounds.report(event_id, 1, 2, result, label[1])
    blue_green = services.rounds.current_round(event_id).teams[1]
    assert blue_green.result is not None and blue_green.result.to_text() == "1-1-1"  # a draw

    second, _ = services.rounds.pair_next(event_id, seed=2)
    assert [(t.team1_name, t.points1, t.team2_name, t.points2) for t in second.teams] == [
        ("Red", 3, "Green", 1),
        ("Blue", 1, "Gold", 0),
    ]
    for label, result in [("1A", "0-2"), ("1B", "0-2"), ("1C", "2-0"), ("2A", "2-0")]:
        services.rounds.report(event_id, 2, int(label[0]), result, label[1])
    services.rounds.report(event_id, 2, 2, "0-0-3", "B")  # an intentional draw (MTR 2.4)
    services.rounds.report(event_id, 2, 2, "0-0-3", "C")
    # Green beat Red 2-1 in seats; Blue beat Gold with one seat won and two drawn.
    assert [t.result.to_text() for t in services.rounds.current_round(event_id).teams] == [
        "1-2",
        "1-0-2",
    ]

    rows = services.standings.team_standings(event_id)
    # Points: Green D+W 4, Blue D+W 4, Red W+L 3, Gold L+L 0. MW%: Red 3/6, Blue and
    # Green 4/6, Gold 0 raised to the 0.33 floor. OMW%: Green (Blue 2/3 + Red 1/2)/2 =
    # 7/12; Blue (Green 2/3 + Gold 0.33)/2 = 299/600; Red (Gold 0.33 + Green 2/3)/2 =
    # 299/600; Gold (Red 1/2 + Blue 2/3)/2 = 7/12. Appendix C: no game points.
    assert [(r.rank, r.name, r.points, r.record, r.omwp) for r in rows] == [
        (1, "Green", 4, "1-0-1", Fraction(7, 12)),
        (2, "Blue", 4, "1-0-1", Fraction(299, 600)),
        (3, "Red", 3, "1-1-0", Fraction(299, 600)),
        (4, "Gold", 0, "0-2-0", Fraction(7, 12)),
    ]
    assert rows[0].members == ("GreenA", "GreenB", "GreenC")
    assert not hasattr(rows[0], "gwp")
    assert services.events.get(event_id).stage is Stage.FINISHED
    # Standings after round 1: Red 3, Blue and Green 1, Gold 0.
    assert [(r.name, r.points) for r in services.standings.team_standings(event_id, 1)] == [
        ("Red", 3),
        ("Blue", 1),
        ("Green", 1),
        ("Gold", 0),
    ]


def test_eight_teams_of_three_three_rounds_with_a_drop(services: Services) -> None:
    event_id, teams = team_event(services, Structure.TEAM_OF_THREE, 8)
    rng = random.Random(5)
    seats = seat_of(services, event_id)
    dropped_team = None
    for number in (1, 2, 3):
        view, _ = services.rounds.pair_next(event_id)
        assert view.number == number
        paired = [t for t in view.teams if t.team2 is not None]
        for team_match in paired:
            assert [m.seat for m in team_match.seats] == ["A", "B", "C"]
            for match in team_match.seats:
                # MTR 8.2: each seat meets the same seat of the other team.
                first, second = seats[match.player1], seats[match.player2]
                assert first[1] == second[1] == match.seat
                assert (first[0], second[0]) == (team_match.team1, team_match.team2)
                assert match.table == team_match.table
        if number == 1:
            assert len(paired) == 4 and len(view.matches) == 12
        else:  # seven teams: one team bye, a bye for each of its seats
            byes = [t for t in view.teams if t.team2 is None]
            assert len(byes) == 1 and byes[0].kind is MatchKind.BYE
            assert dropped_team not in {t.team1 for t in view.teams} | {t.team2 for t in view.teams}
        with pytest.raises(ServiceError) as seat_needed:
            services.rounds.report(event_id, number, paired[0].table, "2-0")
        assert seat_needed.value.problem is Problem.SEAT_NEEDED
        report_all(services, event_id, rng, ["2-0", "2-1", "1-2", "0-2", "1-1-1"])
        if number == 1:
            # MTR 8.2: one member drops, the whole team is dropped.
            dropped_team = teams[3]
            member = services.teams.get(dropped_team).members[1]
            assert member is not None
            services.players.drop(member.entry)
            team = services.teams.get(dropped_team)
            assert team.dropped_after_round == 1
            assert {m.dropped_after_round for m in team.members if m is not None} == {1}
            assert services.events.get(event_id).active_teams == 7
    rows = services.standings.team_standings(event_id)
    assert len(rows) == 8
    gone = next(r for r in rows if r.entry == dropped_team)
    assert gone.dropped_after_round == 1 and gone.rounds_played == 1
    assert services.events.get(event_id).stage is Stage.FINISHED


def test_two_player_teams_play_two_seats(services: Services) -> None:
    event_id, teams = team_event(services, Structure.TEAM_OF_TWO, 5)
    rng = random.Random(2)
    for _ in range(3):
        view, _ = services.rounds.pair_next(event_id)
        assert all(len(t.seats) == 2 for t in view.teams)
        assert sum(1 for t in view.teams if t.team2 is None) == 1  # five teams: a bye
        report_all(services, event_id, rng, ["2-0", "0-2", "1-1-1"])
    rows = services.standings.team_standings(event_id)
    assert sorted(r.entry for r in rows) == sorted(teams)
    # 1-1 in seats is a team draw: one point each (the module docstring of core.teams).
    for row in rows:
        assert row.points == 3 * row.wins + row.draws
        assert row.rounds_played == 3
    # Two seats with one drawn and one won is a team win.
    view = services.rounds.list_rounds(event_id)[0]
    for team_match in view.teams:
        if team_match.result is not None and team_match.team2 is not None:
            wins, losses, draws = (
                team_match.result.wins1,
                team_match.result.wins2,
                team_match.result.draws,
            )
            assert wins + losses + draws == 2


# --- Two-Headed Giant (MTR 9) ---


def test_two_headed_giant_six_teams_one_game_matches(services: Services) -> None:
    event_id, teams = team_event(services, Structure.TWO_HEADED_GIANT, 6)
    summary = services.events.get(event_id)
    assert summary.settings.games_to_win == 1 and summary.recommended_rounds == 3
    results = {1: ["1-0", "0-1", "1-0"], 2: ["1-0", "1-0", "0-0-1"], 3: ["0-1", "1-0-1", "1-0"]}
    for number in (1, 2, 3):
        view, _ = services.rounds.pair_next(event_id)
        # One match per pair of teams (MTR 9.1: all four players in one game), no seats.
        assert len(view.matches) == len(view.teams) == 3
        assert all(t.seats == () and t.match_id is not None for t in view.teams)
        names = {services.teams.get(t).name for t in teams}
        assert {m.player1_name for m in view.matches} <= names
        if number == 1:
            with pytest.raises(ResultError):
                services.rounds.report(event_id, 1, 1, "2-0")  # one game wins the match
        for table, result in enumerate(results[number], 1):
            services.rounds.report(event_id, number, table, result)
        for team_match in services.rounds.current_round(event_id).teams:
            assert team_match.result is not None
    rows = services.standings.team_standings(event_id)
    assert len(rows) == 6
    assert sum(r.wins for r in rows) == 8 and sum(r.draws for r in rows) == 2
    assert all(r.points == 3 * r.wins + r.draws for r in rows)
    assert [r.rank for r in rows] == [1, 2, 3, 4, 5, 6]
    assert services.events.get(event_id).stage is Stage.FINISHED
    # A 2HG team drops as one: both players (MTR 8.2, which MTR 9 teams follow).
    services.teams.drop(teams[0])
    team = services.teams.get(teams[0])
    assert team.dropped_after_round == 3
    assert {m.dropped_after_round for m in team.members if m is not None} == {3}
    with pytest.raises(ServiceError) as again:
        services.teams.drop(teams[0])
    assert again.value.problem is Problem.ALREADY_DROPPED


def test_team_hand_edits_are_refused(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4)
    view, _ = services.rounds.pair_next(event_id)
    with pytest.raises(ServiceError) as refused:
        services.rounds.set_pairing(event_id, view.matches[0].player1, view.matches[1].player1)
    assert refused.value.problem is Problem.NOT_FOR_TEAMS
    assert services.rounds.pairing_notes(event_id, 1) == {}
    # Pair again works for teams.
    again, _ = services.rounds.repair_current(event_id)
    assert len(again.teams) == 2


def test_players_entered_first_are_formed_into_teams(services: Services) -> None:
    """Players imported (or entered) before the teams are put in seats by entry or by
    roster player; the entry is kept, not entered twice."""
    event_id, _ = services.events.create(settings(structure=Structure.TEAM_OF_TWO))
    preview = services.players.preview_csv("family,given,player id\n山田,太郎,A1\n佐藤,花子,A2\n")
    services.players.import_csv(event_id, preview)
    first, second = services.players.list_entries(event_id)
    assert first.team is None
    roster = services.players.search_roster("A2")[0]
    team_id, _ = services.teams.add(
        event_id, "和", [TeamMember(entry_id=first.id), TeamMember(roster_id=roster.id)]
    )
    entries = services.players.list_entries(event_id)
    assert [(e.id, e.team, e.seat) for e in entries] == [
        (first.id, team_id, "A"),
        (second.id, team_id, "B"),
    ]


def test_team_rounds_explain_team_pair_downs_and_byes(services: Services) -> None:
    """Notes in a team event are about teams, the units paired (MTR 8.2): five teams of
    three give a team bye; after round 1 the odd group of winners sends one team down."""
    from mtrdesk.core.swiss.explain import NoteKind, Reason

    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 5)
    services.rounds.pair_next(event_id, seed=1)
    notes = services.rounds.pairing_notes(event_id, 1)
    byes = [n for found in notes.values() for n in found if n.kind is NoteKind.BYE]
    assert [n.reason for n in byes] == [Reason.RANDOM]
    report_all(services, event_id, random.Random(2), ["2-0"])
    view, _ = services.rounds.pair_next(event_id, seed=2)
    notes = services.rounds.pairing_notes(event_id, 2)
    downs = [n for found in notes.values() for n in found if n.kind is NoteKind.PAIR_DOWN]
    assert [(n.points, n.reason) for n in downs] == [((3, 0), Reason.ODD_COUNT)]
    # Keyed by each team match's first seat match, where the Rounds tab shows the team.
    leads = {t.seats[0].id for t in view.teams if t.seats}
    assert set(notes) <= leads

    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 3)
    services.rounds.pair_next(event_id, seed=1)
    view = services.rounds.current_round(event_id)
    notes = services.rounds.pairing_notes(event_id, 1)
    bye = next(m for m in view.matches if m.kind is MatchKind.BYE)
    assert notes[bye.id][0].kind is NoteKind.BYE
