"""The teams of one event (``core.event.state.EventState``, MTR 8, 9): whose team an entry
plays for, a seat-based round grouped by team match, the team result of its seats, when a
team dropped (MTR 8.2), which teams take part (MTR 2.10) and the stored rows read by team
(a Two-Headed Giant row names the teams, MTR 9.1).

Pure computations over the event's values, read by the team rounds, views and files.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.core.event.state import EventState, MatchState, RoundState, TeamState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.teams.team import Team, TeamKind, team_drops, team_match_result
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord

__all__ = [
    "core_team",
    "seat_groups",
    "standing_teams",
    "stored_team_records",
    "team_dropped_after",
    "team_members_of",
    "team_name",
    "team_of_entry",
    "team_result",
    "unreported_seats",
]


def team_of_entry(state: EventState) -> dict[EntryId, int]:
    """Each team member's team id."""
    return {p: team.id for team in state.teams.values() for p in team.players}


def team_name(state: EventState, entry: EntryId | None) -> str | None:
    """The name of the team ``entry`` plays for (``None`` for no entry or no team)."""
    if entry is None:
        return None
    team = state.entries[entry].team if entry in state.entries else None
    return state.teams[team].name if team in state.teams else None


def team_result(seats: Iterable[MatchState], team1_players: set[EntryId]) -> MatchResult | None:
    """The team result from the seat results, from the side of the team holding
    ``team1_players`` (``core.teams.team.team_match_result``)."""
    results = []
    for seat in seats:
        result = seat.result
        if result is not None and seat.player1 not in team1_players:
            result = result.swapped()
        results.append(result)
    return team_match_result(results)


def seat_groups(
    state: EventState, rnd: RoundState
) -> list[tuple[int, int | None, tuple[MatchState, ...]]]:
    """A seat-based round's matches grouped by team match: (team 1, team 2, seat matches
    A first). Paired seats share their team match's table; a team's byes (and unopposed
    losses) have no table and group by team. Team 1 holds the seat-A row's player 1."""
    team_of = team_of_entry(state)
    groups: dict[tuple[object, ...], list[MatchState]] = {}
    for m in rnd.matches:
        key: tuple[object, ...] = (
            ("table", m.table)
            if m.table is not None
            else ("team", team_of.get(m.player1), m.kind.value)
        )
        groups.setdefault(key, []).append(m)
    found = []
    for matches in groups.values():
        matches.sort(key=lambda m: m.seat)
        lead = matches[0]
        team1 = team_of.get(lead.player1)
        if team1 is None:
            continue
        team2 = None if lead.player2 is None else team_of.get(lead.player2)
        found.append((team1, team2, tuple(matches)))
    return found


def core_team(team: TeamState) -> Team:
    """The team as ``core.teams.team`` reads it (MTR 8.2: members by seat)."""
    return Team(team.id, team.name, team.members)


def team_dropped_after(state: EventState) -> dict[int, int]:
    """Each dropped team with the round after which it dropped: its first member's drop
    (MTR 8.2: "If a player drops from the tournament, the entire team is dropped")."""
    drops = {
        e.id: e.dropped_after_round
        for e in state.entries.values()
        if e.dropped_after_round is not None
    }
    return team_drops((core_team(t) for t in state.teams.values()), drops)


def standing_teams(state: EventState) -> list[TeamState]:
    """Teams that took part: all but those dropped before round 1 (MTR 2.10) and teams
    without members."""
    gone = {t for t, after in team_dropped_after(state).items() if after == 0}
    return [t for t in state.teams.values() if t.players and t.id not in gone]


def stored_team_records(state: EventState, rounds: Iterable[RoundState]) -> list[MatchRecord]:
    """The stored rows of ``rounds`` as records; 2HG rows name the teams, not players."""
    records = [m.record for r in rounds for m in r.matches]
    if state.team_kind is not TeamKind.TWO_HEADED_GIANT:
        return records
    team_of = team_of_entry(state)
    return [
        MatchRecord(
            r.round,
            team_of[r.player1],
            None if r.player2 is None else team_of[r.player2],
            r.result,
            r.kind,
            r.table,
        )
        for r in records
    ]


def team_members_of(state: EventState, entry_id: EntryId) -> tuple[EntryId, ...]:
    """The members of ``entry_id``'s team by seat (a 2HG match row names seat A, MTR 9.1);
    the entry alone when it plays for no team."""
    team_id = state.entries[entry_id].team if entry_id in state.entries else None
    team = state.teams.get(team_id) if team_id is not None else None
    return team.players if team is not None else (entry_id,)


def unreported_seats(rnd: RoundState, table: int) -> list[str]:
    """The seat letters of the team match at ``table`` still being played (MTR 8.2)."""
    return [
        m.seat
        for m in sorted(rnd.matches, key=lambda m: m.seat)
        if m.kind is MatchKind.PAIRED and m.table == table and m.result is None
    ]
