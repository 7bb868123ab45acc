"""Points and standings for multiplayer pod events (multiplayer addendum 2.1A, 3.1A, Appendix C).

Points (Appendix C, "Match Points"): a pod win earns ``2n - 1`` where ``n`` is the event's
standard pod size, also in short pods ("Pods with less players still yield the same number of
points"): 7 with pods of 4. A draw earns 1, a loss 0, a bye ``2n - 1``.

A drawn pod (2.1A): "the match is a draw between the players that participated in that match,
with the exception of players that received match loss penalties or players that conceded".
``PodResult.draw`` takes those exceptions as ``losers``; ``drawn`` holds everyone else, who
earn 1 point each ("all players in the pod are awarded 1 match point").

Tiebreakers in 3.1A order, each exact (``Fraction``):

1. Match points.
2. Match-win percentage (Appendix C): ``(points - byes * ppw) / (pods played * ppw)`` with
   ``ppw = 2n - 1``. Byes are taken out of both sides: their points out of the numerator and,
   since a bye is not a match played, their rounds out of the denominator. The addendum sets no
   floor for a player's own MW% (its cap is for opponents' values), so none is applied; no
   pods played counts as 0.
3. Opponents' average match points (Appendix C): the mean of each opponent's match points,
   one term per opponent per pod met; byes add no term.
4. Opponents' match-win percentage (Appendix C): the mean of each opponent's MW% raised to
   ``1 / ppw`` (not 0.33), plus, for every seat a short pod lacks, one phantom opponent at
   ``1 / ppw`` ("an extra player with the minimum-cap win percentage should be considered as
   having played in that pod"). The phantom has a win percentage only, so it is not part of
   the average match points. A pod larger than the norm adds no phantom.

Conventions where the addendum is silent, as in ``standings``: unreported pods count nothing
(no pod played, nobody met); a player who met nobody has 0 for both opponent averages; rows
equal on every tiebreaker are ordered by entry id and flagged ``tied_with_previous``.
Late-entry and other unopposed losses are pods played with 0 points and no opponent.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.pods.pairing import PodPlayer
from mtrdesk.core.refusal import ProblemError
from mtrdesk.core.standings.ranking import (
    MULTIPLAYER_TIEBREAKERS,
    RankedRow,
    Tally,
    average,
    floored,
    rank,
    ratio,
    record_of,
    seat,
    start_tallies,
)
from mtrdesk.core.tournament import EntryId, MatchKind

POINTS_DRAW = 1
POINTS_LOSS = 0


def points_per_win(pod_size: int) -> int:
    """Appendix C: ``2n - 1`` points per win (and per bye), ``n`` the standard pod size."""
    return 2 * pod_size - 1


class PodResultProblem(enum.Enum):
    """Why a pod result is not a result."""

    TOO_FEW_PLAYERS = "too_few_players"  # a played pod needs two or more players
    DUPLICATE_PLAYER = "duplicate_player"
    WINNER_NOT_IN_POD = "winner_not_in_pod"
    DRAWN_NOT_IN_POD = "drawn_not_in_pod"
    WIN_AND_DRAW = "win_and_draw"
    UNOPPOSED_WITH_RESULT = "unopposed_with_result"  # byes and unopposed losses are fixed


class PodResultError(ProblemError[PodResultProblem]):
    """A pod result that cannot be recorded; ``problem`` says why."""


@dataclass(frozen=True, slots=True)
class PodResult:
    """One pod of one round and how it ended.

    A played pod (``kind`` PAIRED) names every player seated. ``winner`` is set for a win;
    ``drawn`` is set for a draw and holds the players who drew (2.1A); both ``None`` means not
    reported yet. Unopposed kinds (byes, late-entry and other unopposed losses) hold one player
    and no result fields: the kind fixes the result.
    """

    round: int
    players: tuple[EntryId, ...]
    winner: EntryId | None = None
    drawn: frozenset[EntryId] | None = None
    kind: MatchKind = MatchKind.PAIRED

    def __post_init__(self) -> None:
        if len(set(self.players)) != len(self.players):
            raise PodResultError(PodResultProblem.DUPLICATE_PLAYER, str(self.players))
        if not self.kind.has_opponent:
            if len(self.players) != 1:
                raise PodResultError(PodResultProblem.TOO_FEW_PLAYERS, str(self.players))
            if self.winner is not None or self.drawn is not None:
                raise PodResultError(PodResultProblem.UNOPPOSED_WITH_RESULT, self.kind.value)
            return
        if len(self.players) < 2:
            raise PodResultError(PodResultProblem.TOO_FEW_PLAYERS, str(self.players))
        if self.winner is not None and self.drawn is not None:
            raise PodResultError(PodResultProblem.WIN_AND_DRAW)
        if self.winner is not None and self.winner not in self.players:
            raise PodResultError(PodResultProblem.WINNER_NOT_IN_POD, str(self.winner))
        if self.drawn is not None and not self.drawn <= set(self.players):
            raise PodResultError(PodResultProblem.DRAWN_NOT_IN_POD, str(sorted(self.drawn)))

    @classmethod
    def win(cls, round_number: int, players: Iterable[EntryId], winner: EntryId) -> PodResult:
        return cls(round_number, tuple(players), winner=winner)

    @classmethod
    def draw(
        cls, round_number: int, players: Iterable[EntryId], losers: Iterable[EntryId] = ()
    ) -> PodResult:
        """A drawn pod; ``losers`` conceded or got a match loss penalty (2.1A) and lose."""
        players = tuple(players)
        losers = frozenset(losers)
        if not losers <= set(players):
            raise PodResultError(PodResultProblem.DRAWN_NOT_IN_POD, str(sorted(losers)))
        return cls(round_number, players, drawn=frozenset(players) - losers)

    @classmethod
    def unopposed(cls, round_number: int, entry: EntryId, kind: MatchKind) -> PodResult:
        return cls(round_number, (entry,), kind=kind)

    @property
    def is_pod(self) -> bool:
        """A pod that was seated (as opposed to a bye or an unopposed loss)."""
        return self.kind.has_opponent

    @property
    def reported(self) -> bool:
        return not self.is_pod or self.winner is not None or self.drawn is not None

    def points_for(self, entry: EntryId, pod_size: int) -> int | None:
        """Match points ``entry`` earned here (Appendix C); ``None`` while unreported."""
        if entry not in self.players:
            raise KeyError(entry)
        if not self.reported:
            return None
        if self.kind.is_bye or self.winner == entry:
            return points_per_win(pod_size)
        if self.drawn is not None and entry in self.drawn:
            return POINTS_DRAW
        return POINTS_LOSS


def pod_match_points(results: Iterable[PodResult], pod_size: int) -> dict[EntryId, int]:
    """Match points of every player named in ``results``; unreported pods earn nothing yet."""
    points: dict[EntryId, int] = {}
    for result in results:
        for entry in result.players:
            points[entry] = points.get(entry, 0) + (result.points_for(entry, pod_size) or 0)
    return points


@dataclass(frozen=True, slots=True, kw_only=True)
class PodStandingRow(RankedRow):
    """One player's line, values exact (module docstring); byes count as wins in the record."""

    byes: int
    pods_played: int
    short_pods: int
    mwp: Fraction
    oamp: Fraction
    omwp: Fraction


@dataclass(slots=True)
class _Tally(Tally):
    byes: int = 0
    pods: int = 0  # rounds played, byes excluded
    short_pods: int = 0
    phantoms: int = 0


def compute_pod_standings(
    entries: Iterable[EntryId],
    results: Iterable[PodResult],
    pod_size: int = 4,
    *,
    dropped: Mapping[EntryId, int] | None = None,
) -> list[PodStandingRow]:
    """Rank every entry by 3.1A from the pods played so far, best first.

    ``pod_size`` is the event's standard pod size ``n`` (points per win ``2n - 1``).
    ``dropped`` maps entries to the round after which they dropped; they stay in the standings.
    Raises ``StandingsError`` for an inconsistent history.
    """
    ppw = points_per_win(pod_size)
    dropped = dropped or {}
    tallies = start_tallies(entries, dropped, _Tally)
    seen: set[tuple[int, EntryId]] = set()
    for result in results:
        for entry in result.players:
            seat(tallies, seen, entry, result.round)
        if not result.reported:
            continue
        for entry in result.players:
            tally = tallies[entry]
            earned = result.points_for(entry, pod_size)
            assert earned is not None
            tally.points += earned
            if result.kind.is_bye:
                tally.byes += 1
                tally.wins += 1
                continue
            tally.pods += 1
            if earned == ppw:
                tally.wins += 1
            elif result.drawn is not None and entry in result.drawn:
                tally.draws += 1
            else:
                tally.losses += 1
            if result.is_pod:
                tally.opponents.extend(other for other in result.players if other != entry)
                missing = max(0, pod_size - len(result.players))
                tally.short_pods += missing > 0
                tally.phantoms += missing

    floor = Fraction(1, ppw)
    mwp = {entry: ratio(t.points - t.byes * ppw, t.pods * ppw) for entry, t in tallies.items()}
    rows = [
        PodStandingRow(
            rank=0,
            entry=entry,
            **record_of(t),
            byes=t.byes,
            pods_played=t.pods,
            short_pods=t.short_pods,
            mwp=mwp[entry],
            oamp=average([Fraction(tallies[o].points) for o in t.opponents]),
            omwp=average([floored(mwp[o], floor) for o in t.opponents] + [floor] * t.phantoms),
            dropped_after_round=dropped.get(entry),
        )
        for entry, t in tallies.items()
    ]
    return rank(rows, MULTIPLAYER_TIEBREAKERS)


def players_for_pod_pairing(
    standings: Sequence[EntryId], results: Iterable[PodResult], pod_size: int = 4
) -> tuple[PodPlayer, ...]:
    """``PodPlayer`` values for the entries in ``standings`` (current order, top first).

    Points come from reported pods (``pod_match_points``). Everyone seated in a pod has met,
    reported or not, and a pod smaller than ``pod_size`` is a short pod for each of its
    players (10.4A). Entries not in ``standings`` (dropped) are remembered as opponents only.
    """
    results = tuple(results)
    points = pod_match_points(results, pod_size)
    met: dict[EntryId, set[EntryId]] = {entry: set() for entry in standings}
    short = dict.fromkeys(standings, 0)
    for result in results:
        if not result.is_pod:
            continue
        for entry in result.players:
            if entry in met:
                met[entry].update(other for other in result.players if other != entry)
                short[entry] += len(result.players) < pod_size
    return tuple(
        PodPlayer(entry, points.get(entry, 0), rank, frozenset(met[entry]), short[entry])
        for rank, entry in enumerate(standings)
    )
