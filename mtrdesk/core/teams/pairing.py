"""Swiss pairing for team events (MTR 8.2) and Two-Headed Giant (MTR 9).

Teams are paired as units: each team is one ``SwissPlayer`` whose entry is the team id,
with the team's match points, the teams it has met, its byes and its place in the team
standings, so ``swiss.pair_swiss`` applies its whole objective (no rematch, point groups,
bye to the lowest-ranked team without one) to teams. A team bye is a bye for the team,
so every seat gets it.

A seat-based pairing is then expanded into seat matches: MTR 8.2, "the team members
designated as 'player A' play against each other, the team members designated as
'player B' play against each other, and so on". A Two-Headed Giant pairing stays one
match between the two teams (MTR 9.1: "All players from the two teams play in the same
game").

Table numbers (the MTR is silent): one number per team match, as ``pair_swiss`` gives
(1 for the top point group). Seat matches share their team match's number and are posted
with the seat letter, ``12A``, ``12B``, ``12C``: the two teams sit across one block of
tables, each in A-B-C order, which keeps teammates together (MTR 4.6 lets them talk) and
lets a judge find a team match by one number. A store whose tables are numbered one per
two-player game can post ``SeatPairing.consecutive_table`` instead (team table 12 of a
three-seat event is tables 34, 35, 36). 2HG needs one table per team match.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer, pair_swiss, players_for_pairing
from mtrdesk.core.teams.team import (
    Seat,
    Team,
    TeamError,
    TeamIssue,
    TeamKind,
    TeamProblem,
    validate_teams,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, PlayerPair, unopposed


@dataclass(frozen=True, slots=True)
class SeatPairing(PlayerPair):
    """One seat's match within a team pairing: player A against player A, and so on.

    ``table`` is the team match's table (``None`` for a bye); ``player1`` sits for
    ``TeamPairing.team1``. ``player2`` is ``None`` when the team has a bye.
    """

    table: int | None
    seat: Seat
    player1: EntryId
    player2: EntryId | None

    @property
    def is_bye(self) -> bool:
        return self.player2 is None

    @property
    def label(self) -> str | None:
        """The table as posted, team table and seat letter: ``12B``; ``None`` for a bye."""
        return None if self.table is None else f"{self.table}{self.seat.value}"

    def consecutive_table(self, team_size: int) -> int | None:
        """The table when every seat match has its own number, in team-table order."""
        if self.table is None:
            return None
        return (self.table - 1) * team_size + self.seat.index + 1


@dataclass(frozen=True, slots=True)
class TeamPairing:
    """One team match of a round; ``team2`` and ``table`` are ``None`` for the bye.

    ``seats`` holds the seat matches (A, B[, C]) of a seat-based event and is empty for
    Two-Headed Giant, whose teams play one game together.
    """

    table: int | None
    team1: EntryId
    team2: EntryId | None
    seats: tuple[SeatPairing, ...] = ()

    @property
    def is_bye(self) -> bool:
        return self.team2 is None

    def teams(self) -> tuple[EntryId, ...]:
        return (self.team1,) if self.team2 is None else (self.team1, self.team2)


def team_swiss_players(
    standings: Sequence[EntryId], history: Iterable[MatchRecord]
) -> tuple[SwissPlayer, ...]:
    """A ``SwissPlayer`` per team in ``standings`` (team ids, best first, dropped teams left
    out), from the team history (``teams.team_history``).

    Points are team match points (Appendix C: 3 per team match win, 1 per draw, a bye is a
    win); opponents are the teams met, unreported matches included; byes count pairing and
    awarded byes; rank is the place in ``standings``. The same rules as for players, so
    ``swiss.players_for_pairing`` computes it.
    """
    return players_for_pairing(standings, history)


def expand_pairing(pairing: Pairing, teams: Mapping[EntryId, Team], kind: TeamKind) -> TeamPairing:
    """A team-level ``Pairing`` as a ``TeamPairing``, with seat matches unless 2HG.

    A bye gives every member of the team a bye (one ``SeatPairing`` per seat with no
    opponent).
    """
    if kind.shares_game:
        return TeamPairing(pairing.table, pairing.player1, pairing.player2)
    first = teams[pairing.player1]
    second = None if pairing.player2 is None else teams[pairing.player2]
    seats = tuple(
        SeatPairing(
            pairing.table,
            seat,
            first.member(seat),
            None if second is None else second.member(seat),
        )
        for seat in kind.seats
    )
    return TeamPairing(pairing.table, pairing.player1, pairing.player2, seats)


def pair_teams(
    teams: Iterable[Team],
    kind: TeamKind,
    standings: Sequence[EntryId],
    history: Iterable[MatchRecord],
    round_number: int,
    rng: random.Random,
    *,
    allow_rematches: bool = True,
) -> tuple[TeamPairing, ...]:
    """Pair one Swiss round of teams and expand it into seat matches (see the module).

    ``standings`` are the ids of the teams to pair, best first (``team_standings.
    pairing_order``); ``history`` is the team history. Raises ``TeamError`` for invalid
    teams or a team id not registered, and ``swiss.NoLegalPairing`` as ``pair_swiss`` does.
    The result depends only on the input and the state of ``rng``.
    """
    by_id = {team.entry: team for team in validate_teams(teams, kind)}
    unknown = [entry for entry in standings if entry not in by_id]
    if unknown:
        raise TeamError([TeamIssue(TeamProblem.UNKNOWN_ENTRY, entry) for entry in unknown])
    players = team_swiss_players(standings, history)
    pairings = pair_swiss(players, round_number, rng, allow_rematches=allow_rematches)
    return tuple(expand_pairing(pairing, by_id, kind) for pairing in pairings)


def round_records(round_number: int, pairings: Iterable[TeamPairing]) -> tuple[MatchRecord, ...]:
    """The unreported match records a paired round starts with, as the store keeps them.

    Seat-based events get one record per seat match (players, the team table) and one
    ``BYE`` per seat of the team with the bye; ``teams.team_history`` folds them back into
    team matches. Two-Headed Giant gets one record per team match (team ids).
    """
    records: list[MatchRecord] = []
    for pairing in pairings:
        if not pairing.seats:
            records.append(_record(round_number, pairing.table, pairing.team1, pairing.team2))
            continue
        for seat in pairing.seats:
            records.append(_record(round_number, seat.table, seat.player1, seat.player2))
    return tuple(records)


def _record(
    round_number: int, table: int | None, first: EntryId, second: EntryId | None
) -> MatchRecord:
    if second is None:
        return unopposed(round_number, first, MatchKind.BYE)
    return MatchRecord(round_number, first, second, None, MatchKind.PAIRED, table)
