"""The seats of a round's team matches checked (MTR 8.2, 9.1), whoever made the pairings.

MTR 8.2: "the team members designated as 'player A' play against each other, the team
members designated as 'player B' play against each other". The teams themselves are checked
as players by ``core.swiss.check.check_pairing``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.swiss.check import CheckError
from mtrdesk.core.teams.pairing import TeamPairing
from mtrdesk.core.teams.team import Seat, Team, TeamKind
from mtrdesk.core.tournament import EntryId


class SeatProblem(enum.Enum):
    """What is wrong with the seat matches of one team match."""

    #: A player of one seat against another seat's player (MTR 8.2: A plays A).
    WRONG_SEAT = "wrong_seat"
    #: A seat match held by someone who is not that team's player in that seat.
    WRONG_PLAYER = "wrong_player"
    #: A seat of the team match without its seat match: a member left out.
    MISSING_SEAT = "missing_seat"
    #: A seat played twice, or a Two-Headed Giant match split into seats (MTR 9.1).
    EXTRA_SEAT = "extra_seat"


@dataclass(frozen=True, slots=True)
class SeatViolation:
    """One seat problem in the team match ``team1`` against ``team2`` (``None``: the bye)."""

    problem: SeatProblem
    team1: EntryId
    team2: EntryId | None
    seat: Seat | None = None
    player: EntryId | None = None


def check_seats(
    teams: Iterable[Team], kind: TeamKind, pairings: Iterable[TeamPairing]
) -> tuple[SeatViolation, ...]:
    """Every seat problem of a round's team pairings (empty when every seat is right).

    A seat-based match must hold one seat match per seat of ``kind``, each between the two
    teams' players of that seat (MTR 8.2), and a bye gives every seat the bye. A
    Two-Headed Giant match is one game for both teams (MTR 9.1), so it holds no seat
    matches. Raises ``CheckError`` for a team id that is not in ``teams``.
    """
    by_id = {team.entry: team for team in teams}
    found: list[SeatViolation] = []
    for pairing in pairings:
        if any(entry not in by_id for entry in pairing.teams()):
            raise CheckError(f"unknown team in {pairing.teams()}")
        if kind.shares_game:
            found.extend(
                SeatViolation(SeatProblem.EXTRA_SEAT, pairing.team1, pairing.team2, seat.seat)
                for seat in pairing.seats
            )
            continue
        sides = (by_id[pairing.team1], None if pairing.team2 is None else by_id[pairing.team2])
        seen: set[Seat] = set()
        for seat in pairing.seats:
            if seat.seat in seen or seat.seat not in kind.seats:
                found.append(_seat(SeatProblem.EXTRA_SEAT, pairing, seat.seat))
                continue
            seen.add(seat.seat)
            for team, player in zip(sides, (seat.player1, seat.player2), strict=True):
                problem = _seat_problem(team, seat.seat, player)
                if problem is not None:
                    found.append(_seat(problem, pairing, seat.seat, player))
        found.extend(
            _seat(SeatProblem.MISSING_SEAT, pairing, seat)
            for seat in kind.seats
            if seat not in seen
        )
    return tuple(found)


def _seat_problem(team: Team | None, seat: Seat, player: EntryId | None) -> SeatProblem | None:
    """Why ``player`` may not sit in ``seat`` for ``team`` (``None``: the bye side)."""
    if team is None:
        return None if player is None else SeatProblem.WRONG_PLAYER
    if player is not None and seat.index < len(team.members) and team.members[seat.index] == player:
        return None
    return SeatProblem.WRONG_SEAT if player in team.players else SeatProblem.WRONG_PLAYER


def _seat(
    problem: SeatProblem, pairing: TeamPairing, seat: Seat | None, player: EntryId | None = None
) -> SeatViolation:
    return SeatViolation(problem, pairing.team1, pairing.team2, seat, player)
