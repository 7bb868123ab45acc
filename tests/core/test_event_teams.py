"""The teams of one event as pure values (MTR 8.2, 9.1, 2.10): team drops, the teams in
the standings and a Two-Headed Giant round read by team."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event.state import EntryState, EventState, MatchState, RoundState, TeamState
from mtrdesk.core.event.teams import (
    core_team,
    standing_teams,
    stored_team_records,
    team_dropped_after,
    team_members_of,
    unreported_seats,
)
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.teams.team import Team
from mtrdesk.core.tournament import MatchKind, MatchRecord

WIN = MatchResult(2, 0, 0)


def entry(entry_id: int, team: int, dropped_after_round: int | None = None) -> EntryState:
    return EntryState(
        entry_id, entry_id, f"P{entry_id}", "", "", "", 0, dropped_after_round, None, team=team
    )


def event(
    structure: Structure,
    entries: list[EntryState],
    teams: list[TeamState],
    rounds: list[RoundState] | None = None,
) -> EventState:
    return EventState(
        id=1,
        settings=EventSettings(name="Teams", date=dt.date(2026, 1, 9), structure=structure),
        rounds_from_recommendation=False,
        entries={e.id: e for e in entries},
        rounds=tuple(rounds or ()),
        teams={t.id: t for t in teams},
    )


TEAMS = [TeamState(10, "Red", (1, 2)), TeamState(20, "Blue", (3, 4)), TeamState(30, "Empty", ())]


def test_a_team_is_read_by_seat() -> None:
    assert core_team(TeamState(10, "Red", (1, None))) == Team(10, "Red", (1, None))


def test_a_team_drops_with_its_first_member_to_drop_mtr_8_2() -> None:
    entries = [entry(1, 10, 3), entry(2, 10, 1), entry(3, 20), entry(4, 20)]
    state = event(Structure.TEAM_OF_TWO, entries, TEAMS)
    assert team_dropped_after(state) == {10: 1}
    assert [t.id for t in standing_teams(state)] == [10, 20]  # "Empty" has no members


def test_a_team_gone_before_round_1_is_not_in_the_standings_mtr_2_10() -> None:
    entries = [entry(1, 10, 0), entry(2, 10), entry(3, 20), entry(4, 20)]
    state = event(Structure.TEAM_OF_TWO, entries, TEAMS)
    assert team_dropped_after(state) == {10: 0}
    assert [t.id for t in standing_teams(state)] == [20]


def test_two_headed_giant_rows_name_the_teams_mtr_9_1() -> None:
    # One game per team match, stored between the seat-A members, who stand for the teams.
    match = MatchState(1, 1, False, 1, MatchKind.PAIRED, 1, 3, WIN)
    rnd = RoundState(1, 1, None, False, (match,))
    entries = [entry(1, 10), entry(2, 10), entry(3, 20), entry(4, 20)]
    two_headed = event(Structure.TWO_HEADED_GIANT, entries, TEAMS, [rnd])
    assert stored_team_records(two_headed, two_headed.swiss) == [
        MatchRecord(1, 10, 20, WIN, MatchKind.PAIRED, 1)
    ]
    seats = event(Structure.TEAM_OF_TWO, entries, TEAMS, [rnd])
    assert stored_team_records(seats, seats.swiss) == [match.record]


def test_a_deck_check_of_a_team_covers_its_members_mtr_9_1() -> None:
    entries = [entry(1, 10), entry(2, 10), entry(3, 20), entry(4, 20)]
    state = event(Structure.TWO_HEADED_GIANT, entries, TEAMS)
    assert team_members_of(state, 1) == (1, 2)
    assert team_members_of(state, 99) == (99,)  # no team: the entry alone


def test_the_seats_of_a_team_match_still_being_played_mtr_8_2() -> None:
    rows = (
        MatchState(1, 1, False, 4, MatchKind.PAIRED, 1, 3, WIN, "A"),
        MatchState(2, 1, False, 4, MatchKind.PAIRED, 2, 4, None, "C"),
        MatchState(3, 1, False, 4, MatchKind.PAIRED, 5, 6, None, "B"),
        MatchState(4, 1, False, 5, MatchKind.PAIRED, 7, 8, None, "A"),
    )
    assert unreported_seats(RoundState(1, 1, None, False, rows), 4) == ["B", "C"]
