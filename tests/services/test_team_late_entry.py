"""A team registered after round 1 is paired enters late, as a player does: a loss without
an opponent for every round already paired, then paired from the next round."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.services_support import team_event


def finish_round(services: Services, event_id: int) -> None:
    view = services.rounds.current_round(event_id)
    assert view is not None
    for m in view.missing:
        services.rounds.report(event_id, view.number, m.table, "2-1", m.seat)


def late_members(prefix: str, size: int) -> list[TeamMember]:
    return [TeamMember(f"{prefix}{s}", "Late", player_id=f"{prefix}{s}") for s in "ABC"[:size]]


def test_a_late_team_takes_losses_and_is_paired_from_the_next_round(
    services: Services,
) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 6)
    services.rounds.pair_next(event_id, seed=1)
    finish_round(services, event_id)
    services.rounds.pair_next(event_id, seed=2)  # round 2 paired, not reported
    team_id, changes = services.teams.add(event_id, "Late", late_members("L", 3))
    assert changes.pairings and changes.standings
    team = services.teams.get(team_id)
    entries = {e.id: e for e in services.players.list_entries(event_id)}
    members = [m.entry for m in team.members if m is not None]
    assert [entries[m].late_entry_round for m in members] == [3, 3, 3]
    # One late-entry loss per seat in rounds 1 and 2: a team loss each round.
    for number in (1, 2):
        view = services.rounds.list_rounds(event_id)[number - 1]
        rows = [m for m in view.matches if m.player1 in members]
        assert sorted((m.kind, m.seat) for m in rows) == [
            (MatchKind.LATE_ENTRY_LOSS, "A"),
            (MatchKind.LATE_ENTRY_LOSS, "B"),
            (MatchKind.LATE_ENTRY_LOSS, "C"),
        ]
        late = next(t for t in view.teams if t.team1 == team_id)
        assert late.kind is MatchKind.LATE_ENTRY_LOSS and late.team2 is None
    finish_round(services, event_id)
    row = next(r for r in services.standings.team_standings(event_id) if r.name == "Late")
    assert (row.points, row.record, row.rounds_played) == (0, "0-2-0", 2)
    third, _ = services.rounds.pair_next(event_id, seed=3)
    # Seven teams: the late team is paired (MTR 8.2 seats) or takes the bye.
    mine = next(t for t in third.teams if team_id in (t.team1, t.team2))
    assert mine.kind in (MatchKind.PAIRED, MatchKind.BYE)
    log = [e for e in services.rounds.audit_log(event_id) if e.action == "team.add"]
    assert log[-1].detail["late_entry_round"] == 3
    # Seats stay fixed for a late team too (MTR 8.2).
    with pytest.raises(ServiceError) as fixed:
        services.teams.edit(team_id, "Renamed", late_members("M", 3))
    assert fixed.value.problem is Problem.TEAMS_FIXED


def test_a_late_two_headed_giant_team_loses_one_game_per_round(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4)
    services.rounds.pair_next(event_id, seed=1)
    team_id, _ = services.teams.add(event_id, "Late", late_members("G", 2))
    view = services.rounds.current_round(event_id)
    late = [t for t in view.teams if t.team1 == team_id]
    # MTR 9.1: one game per team match, so one loss row for the team.
    assert [(t.kind, t.result.to_text()) for t in late] == [(MatchKind.LATE_ENTRY_LOSS, "0-2")]
    assert sum(1 for m in view.matches if m.kind is MatchKind.LATE_ENTRY_LOSS) == 1


def test_late_registration_refusals(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    services.rounds.pair_next(event_id, seed=1)
    # MTR 8.2: a player of a team of this event cannot join another team.
    with pytest.raises(ServiceError) as twice:
        services.teams.add(
            event_id, "Twice", [TeamMember("T00A", "Test", player_id="T00A"), TeamMember("N")]
        )
    assert twice.value.problem is Problem.TEAM_PLAYER_TWICE
    with pytest.raises(ServiceError) as empty:
        services.teams.add(event_id, "Half", [TeamMember("Only"), TeamMember()])
    assert empty.value.problem is Problem.TEAM_EMPTY_SEAT
    finish_round(services, event_id)
    services.rounds.pair_next(event_id, seed=2)  # round 2 of 2 (Appendix E: 4 teams)
    with pytest.raises(ServiceError) as complete:
        services.teams.add(event_id, "Too late", late_members("Z", 2))
    assert complete.value.problem is Problem.SWISS_COMPLETE
    assert [t.name for t in services.teams.list_teams(event_id)] == [
        "Team00",
        "Team01",
        "Team02",
        "Team03",
    ]
    assert len(services.players.list_entries(event_id)) == 8


def test_pairing_the_round_again_takes_the_late_team_in(services: Services) -> None:
    """As for a player: while no result of the current round is in, "Pair again" pairs
    the late team in that round instead of giving it the loss."""
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    services.rounds.pair_next(event_id, seed=1)
    team_id, _ = services.teams.add(event_id, "Late", late_members("R", 2))
    view, _ = services.rounds.repair_current(event_id, seed=2)
    mine = next(t for t in view.teams if team_id in (t.team1, t.team2))
    assert mine.kind in (MatchKind.PAIRED, MatchKind.BYE)
    assert not any(m.kind is MatchKind.LATE_ENTRY_LOSS for m in view.matches)
    assert services.teams.get(team_id).late_entry_round is None


def test_a_late_team_and_a_hand_edit_survive_an_event_file(services: Services) -> None:
    from mtrdesk.services.event_file.interchange import export_event, import_event

    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 6)
    services.rounds.pair_next(event_id, seed=1)
    finish_round(services, event_id)
    second, _ = services.rounds.pair_next(event_id, seed=2)
    ids = {t.name: t.id for t in services.teams.list_teams(event_id)}
    first_match, other = second.teams[0], second.teams[1]
    services.teams.swap(event_id, first_match.team1, other.team1)
    services.teams.add(event_id, "Late", late_members("F", 3))
    copy = import_event(services, export_event(services, event_id))
    rows = services.standings.team_standings(copy)
    assert [(r.name, r.record) for r in rows if r.name == "Late"] == [("Late", "0-2-0")]
    teams = {t.name: t for t in services.teams.list_teams(copy)}
    assert teams["Late"].late_entry_round == 3
    swapped = services.rounds.current_round(copy).teams
    assert [(t.team1_name, t.team2_name) for t in swapped[:2]] == [
        (next(n for n, i in ids.items() if i == other.team1), first_match.team2_name),
        (next(n for n, i in ids.items() if i == first_match.team1), other.team2_name),
    ]
