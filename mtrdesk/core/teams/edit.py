"""Hand-made changes to a paired team round: two teams change places (MTR 8.2, 9.1).

An organizer sometimes has to change a team round after pairing it (a team paired against
the team it played last round, teammates' friends at one table...). The change is made
at team level, because the team is the unit paired (MTR 8.2, docs/pairing-spec.md): two
teams exchange their places, each taking the other's opponent (or the bye). The seat
matches are then rebuilt, so the team members designated as "player A" still play each
other, "player B" each other, and so on (MTR 8.2). A Two-Headed Giant match stays one
game between the two teams (MTR 9.1).

Tables stay where they were: the team taking another team's place takes its table too.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence

from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.teams.pairing import TeamPairing, expand_pairing
from mtrdesk.core.teams.team import Team, TeamKind
from mtrdesk.core.tournament import EntryId

__all__ = ["SwapProblem", "TeamSwapError", "member_swaps", "swap_in_pairings", "team_pairs"]


class SwapProblem(enum.Enum):
    """Why two teams cannot change places."""

    #: A team that is not in the round's team matches (or has no team record).
    NOT_PAIRED = "not_paired"
    #: Both teams are in the same team match: exchanging them changes nothing.
    SAME_MATCH = "same_match"


class TeamSwapError(ValueError):
    """Two teams that cannot change places; ``problem`` says why, ``team`` which one."""

    def __init__(self, problem: SwapProblem, team: EntryId | None = None) -> None:
        super().__init__(problem.value if team is None else f"{problem.value}: team {team}")
        self.problem = problem
        self.team = team


def _pairing_of(pairings: Sequence[TeamPairing], team: EntryId) -> int:
    for index, pairing in enumerate(pairings):
        if team in pairing.teams():
            return index
    raise TeamSwapError(SwapProblem.NOT_PAIRED, team)


def swap_in_pairings(
    pairings: Sequence[TeamPairing],
    first: EntryId,
    second: EntryId,
    teams: Mapping[EntryId, Team],
    kind: TeamKind,
) -> tuple[TeamPairing, ...]:
    """The round's team pairings after ``first`` and ``second`` change places.

    Either team may hold the bye: the other then gets it and the team with the bye takes
    its opponent. Seat matches are rebuilt from the teams' seats (MTR 8.2: A plays A), so
    the result passes ``core.teams.seat_check.check_seats``. Raises ``TeamSwapError`` for a team
    not in ``pairings`` or two teams of one match.
    """
    i, j = _pairing_of(pairings, first), _pairing_of(pairings, second)
    if i == j:
        raise TeamSwapError(SwapProblem.SAME_MATCH, first)
    exchange = {first: second, second: first}

    def moved(pairing: TeamPairing) -> TeamPairing:
        team1 = exchange.get(pairing.team1, pairing.team1)
        team2 = None if pairing.team2 is None else exchange.get(pairing.team2, pairing.team2)
        return expand_pairing(Pairing(pairing.table, team1, team2), teams, kind)

    return tuple(moved(p) if k in (i, j) else p for k, p in enumerate(pairings))


def member_swaps(first: Team, second: Team, kind: TeamKind) -> dict[EntryId, EntryId]:
    """Who takes whose place in the stored match rows when two teams change places.

    Seat-based events: each member gives their place to the other team's member of the
    same seat (MTR 8.2), so every seat match keeps its seat. Two-Headed Giant: the one
    match row names each team by its seat-A member (see ``services.teams.rounds``), so only
    those two change places.
    """
    seats = kind.seats[:1] if kind.shares_game else kind.seats
    swaps: dict[EntryId, EntryId] = {}
    for seat in seats:
        a, b = first.member(seat), second.member(seat)
        swaps[a], swaps[b] = b, a
    return swaps


def team_pairs(pairings: Sequence[TeamPairing]) -> list[tuple[EntryId, EntryId | None]]:
    """The round as the checker reads it: (team 1, team 2 or ``None`` for the bye)."""
    return [(p.team1, p.team2) for p in pairings]
