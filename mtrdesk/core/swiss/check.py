"""Check one Swiss round's pairings against the objective, whoever made them.

A scorekeeper who pairs by hand, or receives pairings from another program, wants to know
whether the round broke a rule (a rematch, a second bye, a pair across booster-draft pods,
MTR 7.6) and whether a strictly better pairing existed under rules 0-5 of
``pairing_objective`` (docs/pairing-spec.md). The optimum is found without ``pair_swiss``,
so the engine can be checked too: every pairing of a pod of at most ``EXHAUSTIVE_LIMIT``
players is tried, and larger ones are solved by ``swiss_exact.exact_pairing`` (one exact
matching over the whole pod, no chunks, no proof step).

Each pod is judged on its own while pods are kept, as ``pair_swiss`` pairs it; a round
that crosses pods anyway is judged as one field after reporting the crossing.

Team events are checked at team level by ``check_pairing`` (teams are the players); their
seats by ``core.teams.seat_check``.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.swiss.exact import exact_pairing
from mtrdesk.core.swiss.objective import JUDGED_LEVELS, PairingField, PairingQuality
from mtrdesk.core.swiss.pairing import SwissPlayer, pairing_units
from mtrdesk.core.tournament import EntryId

#: Pods up to this many players are checked by trying every pairing (10,395 at 12).
EXHAUSTIVE_LIMIT = 12

#: Rules 0-5 summed as counts (rule 0 counts repeat byes rather than saying yes or no).
Totals = tuple[int, ...]


class Method(enum.Enum):
    """How the optimum of the largest pod was found."""

    EXHAUSTIVE = "exhaustive"
    EXACT = "exact"


class CheckError(ValueError):
    """The pairings do not fit the players: someone missing, unknown or seated twice."""


@dataclass(frozen=True, slots=True)
class GroupCrossing:
    """A pair between two point groups, or a bye above the lowest point group.

    ``points2`` is ``None`` for the bye; ``boundaries`` counts the point groups crossed
    (within the pod), which is what rule 2 adds up.
    """

    player1: EntryId
    player2: EntryId | None
    points1: int
    points2: int | None
    boundaries: int


@dataclass(frozen=True, slots=True)
class PodCrossing:
    """A pair across two booster-draft pods while pods are kept (MTR 7.6)."""

    player1: EntryId
    player2: EntryId
    pod1: int | None
    pod2: int | None


@dataclass(frozen=True, slots=True)
class RoundCheck:
    """What the checker found in one round; ``clean`` when nothing needs a look.

    ``quality`` and ``optimum`` add the pods up (a repeat bye in any pod counts);
    ``better_exists`` is true when some pod had a pairing strictly better on rules 0-5.
    Rematches and repeat byes the optimum also needs are listed but not held against
    the round: ``avoidable_*`` count only the ones beyond it.
    """

    round_number: int
    player_count: int
    pods_kept: bool
    method: Method
    rematches: tuple[tuple[EntryId, EntryId], ...]
    repeat_byes: tuple[EntryId, ...]
    extra_byes: tuple[EntryId, ...]
    pod_violations: tuple[PodCrossing, ...]
    outside_point_group: tuple[GroupCrossing, ...]
    quality: PairingQuality
    optimum: PairingQuality
    better_exists: bool
    avoidable_rematches: int
    avoidable_repeat_byes: int
    #: The first rule (0-5) on which the pods together do worse than the optimum.
    worse_rule: int | None = None

    @property
    def clean(self) -> bool:
        return not (
            self.better_exists
            or self.pod_violations
            or self.extra_byes
            or self.avoidable_rematches
            or self.avoidable_repeat_byes
        )


def check_pairing(
    players: Sequence[SwissPlayer],
    pairs: Iterable[tuple[EntryId, EntryId | None]],
    round_number: int,
    *,
    keep_pods: bool = True,
) -> RoundCheck:
    """Check ``pairs`` (``None`` for the bye) of ``players`` as they stood before the round.

    ``players`` carry points, standings rank, opponents, byes and pods exactly as
    ``pair_swiss`` would have been given them. Raises ``CheckError`` when the pairs do not
    seat every player exactly once.
    """
    pairs = list(pairs)
    by_entry = {p.entry: p for p in players}
    seated = [entry for pair in pairs for entry in pair if entry is not None]
    if len(by_entry) != len(players) or sorted(seated) != sorted(by_entry):
        raise CheckError("the pairings must seat every player exactly once")
    pod_violations = tuple(
        PodCrossing(a, b, by_entry[a].pod, by_entry[b].pod)
        for a, b in pairs
        if keep_pods and b is not None and by_entry[a].pod != by_entry[b].pod
    )
    units = pairing_units(players, keep_pods and not pod_violations)
    unit_of = {p.entry: k for k, unit in enumerate(units) for p in unit}
    rematches: list[tuple[EntryId, EntryId]] = []
    repeat_byes: list[EntryId] = []
    extra_byes: list[EntryId] = []
    crossings: list[GroupCrossing] = []
    mine_total, best_total = [0] * JUDGED_LEVELS, [0] * JUDGED_LEVELS
    better = False
    method = Method.EXHAUSTIVE
    for k, unit in enumerate(units):
        field = PairingField(_ordered(unit), round_number)
        matched = [
            (field.index[a], field.phantom if b is None else field.index[b])
            for a, b in pairs
            if unit_of[a] == k
        ]
        byes = [field.players[i].entry for i, j in matched if j == field.phantom]
        if len(byes) > field.size % 2:
            extra_byes.extend(byes)
        for i, j in matched:
            crossing = _crossing(field, i, j)
            if crossing is not None:
                crossings.append(crossing)
            if j == field.phantom:
                if field.players[i].byes:
                    repeat_byes.append(field.players[i].entry)
            elif field.met(i, j):
                rematches.append((field.players[i].entry, field.players[j].entry))
        mine = totals(field, matched)
        if field.size <= EXHAUSTIVE_LIMIT:
            best = exhaustive_optimum(field)
        else:
            best = totals(field, exact_pairing(field))
            method = Method.EXACT
        better = better or best < mine
        mine_total = [a + b for a, b in zip(mine_total, mine, strict=True)]
        best_total = [a + b for a, b in zip(best_total, best, strict=True)]
    return RoundCheck(
        round_number=round_number,
        player_count=len(players),
        pods_kept=keep_pods,
        method=method,
        rematches=tuple(rematches),
        repeat_byes=tuple(repeat_byes),
        extra_byes=tuple(extra_byes),
        pod_violations=pod_violations,
        outside_point_group=tuple(crossings),
        quality=PairingQuality.of(mine_total),
        optimum=PairingQuality.of(best_total),
        better_exists=better,
        avoidable_rematches=max(0, mine_total[1] - best_total[1]),
        avoidable_repeat_byes=max(0, mine_total[0] - best_total[0]),
        worse_rule=_first_worse(mine_total, best_total),
    )


def _ordered(players: Sequence[SwissPlayer]) -> list[SwissPlayer]:
    """Point groups from the top, then rank: the order ``exact_pairing`` needs (rule 6,
    the only rule the order changes, is not judged)."""
    return sorted(players, key=lambda p: (-p.points, p.rank, p.entry))


def _crossing(field: PairingField, i: int, j: int) -> GroupCrossing | None:
    player = field.players[i]
    if j == field.phantom:
        boundaries = field.bottom_group - field.group[i]
        if not boundaries:
            return None
        return GroupCrossing(player.entry, None, player.points, None, boundaries)
    other = field.players[j]
    if player.points == other.points:
        return None
    if other.points > player.points:
        player, other, i, j = other, player, j, i
    boundaries = abs(field.group[i] - field.group[j])
    return GroupCrossing(player.entry, other.entry, player.points, other.points, boundaries)


#: Rules 0-5 summed over a pairing, repeat byes counted (kept under its checker name).
totals = PairingField.totals


def exhaustive_optimum(field: PairingField) -> Totals:
    """The best rules 0-5 totals over every pairing of ``field`` (the bye as a phantom).

    Tries every perfect matching, cutting a branch once its partial totals are no better
    than the best found: every term is non-negative, so the rest can only add.
    """
    nodes = list(range(field.size + field.size % 2))
    if field.size % 2:
        nodes[-1] = field.phantom
    cost = {
        (a, b): field.pair_terms(a, b)[:JUDGED_LEVELS]
        for x, a in enumerate(nodes)
        for b in nodes[x + 1 :]
    }
    best: list[Totals | None] = [None]

    def walk(free: list[int], sums: Totals) -> None:
        if best[0] is not None and sums >= best[0]:
            return
        if not free:
            best[0] = sums
            return
        first = free[0]
        for k in range(1, len(free)):
            terms = cost[first, free[k]]
            walk(free[1:k] + free[k + 1 :], tuple(s + t for s, t in zip(sums, terms, strict=True)))

    walk(nodes, (0,) * JUDGED_LEVELS)
    return best[0] if best[0] is not None else (0,) * JUDGED_LEVELS


def _first_worse(mine: Sequence[int], best: Sequence[int]) -> int | None:
    for rule, (a, b) in enumerate(zip(mine, best, strict=True)):
        if a != b:
            return rule if a > b else None
    return None
