"""What a corrected result of an earlier Swiss round does to the rounds paired after it.

A result slip found wrong after the next round was paired is corrected (the standings must be
right), but the rounds already paired were paired from the old standings. Two cases:

- the latest round has no result yet: it can still be paired again, as "Pair again" does.
  ``pairing_diff`` says what pairing it again would change (who now meets whom);
- a later round has results: its pairings stand (the matches were played; MTR 10.2 fixes the
  rounds, and nothing in the MTR replays a round). ``correction_impact`` says which of its
  pairings the correction made worse, by the checker's rules (``pairing_check``,
  docs/pairing-spec.md): a new pair-down or one across more point groups, a larger
  match-point difference, a bye above the lowest group, a round no longer optimal.

Pure values: the service loads the event and hands the players in; nothing here reads the
store or the clock.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.swiss.check import GroupCrossing, RoundCheck, check_pairing
from mtrdesk.core.swiss.types import Pairing, SwissPlayer
from mtrdesk.core.tournament import EntryId

__all__ = [
    "PairingDiff",
    "RoundImpact",
    "TableChange",
    "WorsePairing",
    "correction_impact",
    "event_fingerprint",
    "pairing_diff",
    "same_pairs",
    "with_result",
    "without_latest_round",
]


# --- the event as it was, or as it will be -------------------------------------------------


def with_result(state: EventState, match_id: int, result: MatchResult | None) -> EventState:
    """``state`` with match ``match_id``'s result replaced (the event before a correction;
    ``EventState.with_result``).

    Raises ``KeyError`` when no match has that id."""
    match = next((m for rnd in state.rounds for m in rnd.matches if m.id == match_id), None)
    later = None if match is None else state.with_result(match, result)
    if later is None:
        raise KeyError(match_id)
    return later


def without_latest_round(state: EventState) -> EventState:
    """``state`` without its latest Swiss round, to pair it again after a correction.

    Every entry keeps its drop and late entry (``core.event.repair_moves``: a player who dropped
    during the round is paired in it again, MTR 2.10; a late entrant of the round keeps its
    loss): only the round's matches go."""
    if not state.swiss:
        return state
    rounds = tuple(r for r in state.rounds if r.id != state.swiss[-1].id)
    return dataclasses.replace(state, rounds=rounds)


def event_fingerprint(state: EventState) -> str:
    """A digest of everything pairing reads: settings, entries, rounds, matches, results.

    Two loads of an unchanged event give the same digest; a result, a drop, a pairing or
    a setting changed in between gives another, so a proposal shown earlier can be told
    stale."""
    content = (
        state.id,
        state.settings,
        state.rounds_from_recommendation,
        sorted(state.entries.items()),
        tuple(
            (r.id, r.number, r.seed, r.playoff, tuple(sorted(r.matches, key=lambda m: m.id)))
            for r in state.rounds
        ),
        state.pods_lifted,
        sorted(state.teams.items()),
    )
    return hashlib.sha256(repr(content).encode("utf-8")).hexdigest()


# --- case (a): the latest round paired again ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableChange:
    """A pair (or the bye, ``player2`` None) of the proposed pairing that the round does not
    hold now, at its proposed ``table``; ``replaces`` are the round's present tables it
    breaks up (each player's present pairing; a player not paired now has none)."""

    table: int | None
    player1: EntryId
    player2: EntryId | None
    replaces: tuple[Pairing, ...]


@dataclass(frozen=True, slots=True)
class PairingDiff:
    """What pairing a round again changes: the new pairs, and how many stay as they are
    (possibly at another table)."""

    changes: tuple[TableChange, ...]
    kept: int

    @property
    def unchanged(self) -> bool:
        return not self.changes


def _key(pairing: Pairing) -> frozenset[EntryId | None]:
    return frozenset((pairing.player1, pairing.player2))


def same_pairs(first: Iterable[Pairing], second: Iterable[Pairing]) -> bool:
    """Whether both pairings hold the same pairs and bye (tables and seats aside)."""
    return sorted(map(_sorted_key, first)) == sorted(map(_sorted_key, second))


def _sorted_key(pairing: Pairing) -> tuple[int, int]:
    second = -1 if pairing.player2 is None else pairing.player2
    return (min(pairing.player1, second), max(pairing.player1, second))


def pairing_diff(current: Sequence[Pairing], proposed: Sequence[Pairing]) -> PairingDiff:
    """The pairs of ``proposed`` not in ``current``, each with the present tables it breaks
    up, in the proposed table order (the bye last)."""
    now = {_key(p) for p in current}
    seat: dict[EntryId, Pairing] = {}
    for p in current:
        for entry in p.players():
            seat[entry] = p
    changes = []
    kept = 0
    for p in sorted(proposed, key=lambda p: (p.table is None, p.table or 0, p.player1)):
        if _key(p) in now:
            kept += 1
            continue
        replaced: list[Pairing] = []
        for entry in p.players():
            old = seat.get(entry)
            if old is not None and old not in replaced:
                replaced.append(old)
        changes.append(TableChange(p.table, p.player1, p.player2, tuple(replaced)))
    return PairingDiff(tuple(changes), kept)


# --- case (b): a round already played ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class WorsePairing:
    """A table of a played round that the correction made worse by the pairing rules.

    ``points_before``/``points_after``: both players' match points going into the round as
    paired and as corrected (``None`` for the bye's side); ``groups_*``: the point-group
    boundaries the pair crosses (0: one point group; for the bye, how many groups above the
    lowest its player is); ``difference_*``: the match-point difference (for the bye, how
    far above the lowest points its player is)."""

    table: int | None
    player1: EntryId
    player2: EntryId | None
    points_before: tuple[int, int | None]
    points_after: tuple[int, int | None]
    groups_before: int
    groups_after: int
    difference_before: int
    difference_after: int

    @property
    def new_pair_down(self) -> bool:
        """Paired inside one point group before the correction, across groups after."""
        return self.groups_before == 0 and self.groups_after > 0


@dataclass(frozen=True, slots=True)
class RoundImpact:
    """What a correction did to one played round: the checker before and after, and the
    tables it made worse (table order, the bye last)."""

    round_number: int
    before: RoundCheck
    after: RoundCheck
    worse: tuple[WorsePairing, ...]

    @property
    def no_longer_optimal(self) -> bool:
        """The round was the best pairing before the correction and is not after it."""
        return not self.before.better_exists and self.after.better_exists

    @property
    def made_worse(self) -> bool:
        return bool(self.worse) or self.no_longer_optimal


def correction_impact(
    pairs: Sequence[Pairing],
    before: Sequence[SwissPlayer],
    after: Sequence[SwissPlayer],
    round_number: int,
    *,
    keep_pods: bool,
) -> RoundImpact:
    """Compare round ``round_number``'s ``pairs`` as the checker judges them from the
    players before the correction (``before``) and after it (``after``): the same entries,
    opponents and byes; only points and ranks differ.

    A table is worse when it crosses more point-group boundaries than before (a new
    pair-down, or the bye further above the lowest group) or its match-point difference
    grew. Raises ``pairing_check.CheckError`` when the pairs do not seat the players."""
    pairs = list(pairs)
    as_pairs = [(p.player1, p.player2) for p in pairs]
    check_before = check_pairing(before, as_pairs, round_number, keep_pods=keep_pods)
    check_after = check_pairing(after, as_pairs, round_number, keep_pods=keep_pods)
    groups_before = _crossings(check_before.outside_point_group)
    groups_after = _crossings(check_after.outside_point_group)
    points_before = {p.entry: p.points for p in before}
    points_after = {p.entry: p.points for p in after}
    lowest_before = min(points_before.values(), default=0)
    lowest_after = min(points_after.values(), default=0)
    worse = []
    for p in sorted(pairs, key=lambda p: (p.table is None, p.table or 0, p.player1)):
        key = _key(p)
        was, now = _points(p, points_before), _points(p, points_after)
        gap_before, gap_after = _gap(was, lowest_before), _gap(now, lowest_after)
        crossed_before, crossed_after = groups_before.get(key, 0), groups_after.get(key, 0)
        if crossed_after > crossed_before or gap_after > gap_before:
            worse.append(
                WorsePairing(
                    p.table,
                    p.player1,
                    p.player2,
                    was,
                    now,
                    crossed_before,
                    crossed_after,
                    gap_before,
                    gap_after,
                )
            )
    return RoundImpact(round_number, check_before, check_after, tuple(worse))


def _crossings(found: Iterable[GroupCrossing]) -> dict[frozenset[EntryId | None], int]:
    return {frozenset((c.player1, c.player2)): c.boundaries for c in found}


def _points(pairing: Pairing, points: dict[EntryId, int]) -> tuple[int, int | None]:
    first = points.get(pairing.player1, 0)
    if pairing.player2 is None:
        return (first, None)
    return (first, points.get(pairing.player2, 0))


def _gap(points: tuple[int, int | None], lowest: int) -> int:
    """The match-point difference of a pair; for the bye, its player above the lowest."""
    first, second = points
    return first - lowest if second is None else abs(first - second)
