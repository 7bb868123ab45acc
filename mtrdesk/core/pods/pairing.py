"""Pod pairing for multiplayer (Commander-style) events (multiplayer addendum 10.4A, *.1B).

Pod sizes: pods of ``pod_size`` (4 by default) and, instead of byes, as few short pods of
``pod_size - 1`` as possible (10.4A: "minimize the difference in pod size towards the norm";
*.1B): 23 players are five 4s and one 3, 22 four 4s and two 3s, 21 three 4s and three 3s.
Full pods first, short pods last (10.4A: incomplete pods are "typically the last pods").
Counts no mix of ``pod_size`` and ``pod_size - 1`` reaches get as few pods of ``pod_size + 1``
as possible, first: with pods of 4 only 5 players, who play one pod of 5. That is one seat
from the norm like a pod of 3, while 3 + 2 seats two players head-to-head (not multiplayer,
1.1A) and 4 + a bye gives the 7-point bye *.1B wants to avoid. Fewer than 3 players, or a
``pod_size`` below 4 (short pods would be head-to-head), raise ``NoPodPairing``.

Pairing order: match points, then standings rank (10.4A: "sorting players by performance
(Match points plus Tiebreakers in order)"). Round 1 has no performance yet: its order is a
seeded shuffle, so round 1 is random. Place ``i`` of the order belongs to the pod a plain
top-to-bottom fill gives it.

Objective, worst criterion first (``pod_quality`` reports levels 1-3):

1. Repeat meetings: pairs of players in one pod who already met (10.4A: the process "must
   avoid matching between players that have already played against each other").
2. Repeat short pods: players in a short pod who already sat in one (10.4A: "at most once per
   event ... perform a swap and pair a player in that condition in a pod higher").
3. Displacement: places each player sits from top-to-bottom order, summed; a player at place
   ``i`` in a pod filling places ``a..b`` is ``max(0, a - i, i - b)`` away (10.4A's swapped
   players "Paired up" or "Paired down": the fewer places, the closer to Top-to-Bottom).
4. Ties: the top-heaviest pairing: pods compared from table 1 down, each as its sorted places,
   lexicographically smallest first, as a top-to-bottom pass swapping only when it must.

How: 10.4A's top-to-bottom pass (each seat takes the first player who adds no violation)
gives a first pairing. A branch and bound then re-solves small groups of pods exactly: each
pod still holding a violation with one or two others (10.4A's swaps), then windows of 2 to 4
consecutive pods. It fills pods from the top, trying members in place order (so level 4
breaks ties), prunes on the cost so far plus lower bounds (a player passed over moves at least
to the next pod; short seats beyond the players never in one; rematches forced on players who
met nearly everyone left) and skips any set of seated players an earlier branch reached as
cheaply; a step budget (``SEARCH_STEP_LIMIT``) bounds it. ``pod_exact`` then finds the optimum
of levels 1-3 over the whole field by integer programming, starting from that pairing; when
it is strictly better, the windows run again over it to make it top-heavier (level 4 among
the pairings the windows compare). The result is proven optimal on levels 1-3 except where
``pod_exact`` says it cannot be (a field over ``pod_exact.FULL_MODEL_LIMIT`` players that must
repeat a meeting or a short pod), where the pairing from the windows stands. Seats in each
pod are a seeded shuffle (2.2A: "the seating order and first player are defined with a random
method"); seat 1 plays first.
"""

from __future__ import annotations

import bisect
import contextlib
import enum
import heapq
import itertools
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtrdesk.core.pods.sizes import DEFAULT_POD_SIZE, MIN_POD_PLAYERS
from mtrdesk.core.refusal import ProblemError
from mtrdesk.core.tournament import EntryId

if TYPE_CHECKING:  # the solver (HiGHS, numpy: ~160 ms) loads when a pod round is solved
    from mtrdesk.core.pods.exact import PodField

#: Search steps (pod members tried) for one pairing, shared by its searches (``_solve``).
SEARCH_STEP_LIMIT = 120_000
#: Most steps one repair or window search may take.
GROUP_STEP_LIMIT = 20_000
#: Windows of consecutive pods re-solved, narrowest first.
WINDOW_WIDTHS = (2, 3, 4)
#: A violating pod is re-solved with two others among this many nearest pods.
REPAIR_REACH = 6


class PodPairingProblem(enum.Enum):
    """Why no pod pairing was produced."""

    TOO_FEW_PLAYERS = "too_few_players"
    INVALID_POD_SIZE = "invalid_pod_size"
    NO_POD_LAYOUT = "no_pod_layout"  # no mix of pod_size - 1, pod_size, pod_size + 1 fits
    DUPLICATE_ENTRY = "duplicate_entry"
    DUPLICATE_RANK = "duplicate_rank"
    INVALID_ROUND = "invalid_round"


class NoPodPairing(ProblemError[PodPairingProblem]):
    """The players cannot be paired into pods as asked; ``problem`` says why."""


@dataclass(frozen=True, slots=True)
class PodPlayer:
    """One player to seat: match points, standings place (0 = top, distinct), history.

    ``opponents`` are everyone already met in a pod; ``short_pods`` counts the rounds this
    player already sat in a pod smaller than the event's pod size.
    """

    entry: EntryId
    points: int
    rank: int
    opponents: frozenset[EntryId] = frozenset()
    short_pods: int = 0


@dataclass(frozen=True, slots=True)
class Pod:
    """One pod of a round: ``seats`` in random seat order, seat 1 plays first (2.2A).

    ``table`` counts from 1 at the top of the standings; ``short`` marks a pod smaller than
    the event's pod size.
    """

    table: int
    seats: tuple[EntryId, ...]
    short: bool = False

    @property
    def size(self) -> int:
        return len(self.seats)


@dataclass(frozen=True, slots=True)
class PodQuality:
    """A pairing's score on the objective's levels 1-3 (module docstring); lower is better."""

    rematches: int
    repeat_short_pods: int
    displacement: int

    def key(self) -> tuple[int, int, int]:
        return (self.rematches, self.repeat_short_pods, self.displacement)


def pod_sizes(player_count: int, pod_size: int = DEFAULT_POD_SIZE) -> tuple[int, ...]:
    """Pod sizes from the top for ``player_count`` players (module docstring, 10.4A)."""
    if pod_size < 4:
        raise NoPodPairing(PodPairingProblem.INVALID_POD_SIZE, str(pod_size))
    if player_count < MIN_POD_PLAYERS:
        raise NoPodPairing(PodPairingProblem.TOO_FEW_PLAYERS, str(player_count))
    for large in range(player_count // (pod_size + 1) + 1):
        rest = player_count - large * (pod_size + 1)
        pods = -(-rest // pod_size)
        short = pods * pod_size - rest
        if short <= pods:
            return (pod_size + 1,) * large + (pod_size,) * (pods - short) + (pod_size - 1,) * short
    raise NoPodPairing(PodPairingProblem.NO_POD_LAYOUT, f"{player_count} players")


def _pairing_order(players: Iterable[PodPlayer]) -> list[PodPlayer]:
    """Top-to-bottom order: match points, then standings rank (10.4A)."""
    return sorted(players, key=lambda p: (-p.points, p.rank, p.entry))


class _Field:
    """Players by place in the pairing order as bit masks, and the pod layout.

    The objective is one integer per pairing: each level weighs more than any total of the
    levels below it (displacement < n*n, repeat short pods <= n).
    """

    def __init__(self, ordered: Sequence[PodPlayer], sizes: Sequence[int], pod_size: int):
        self.n = n = len(ordered)
        place = {p.entry: i for i, p in enumerate(ordered)}
        self.met = [0] * n
        for i, p in enumerate(ordered):
            for entry in p.opponents:
                j = place.get(entry, i)
                if j != i:
                    self.met[i] |= 1 << j
                    self.met[j] |= 1 << i
        self.shorted = [p.short_pods > 0 for p in ordered]
        self.fresh = sum(1 << i for i in range(n) if not self.shorted[i])
        self.layout: list[tuple[int, int, bool]] = []  # (first place, size, short)
        for size in sizes:
            start = sum(s for _, s, _ in self.layout)
            self.layout.append((start, size, size < pod_size))
        self.w_short = n * n + 1
        self.w_meet = self.w_short * (n + 1)

    def exact(self) -> PodField:
        """This field as ``pod_exact`` states it."""
        from mtrdesk.core.pods.exact import PodField

        met = tuple(
            frozenset(j for j in range(self.n) if self.met[i] >> j & 1) for i in range(self.n)
        )
        sizes = tuple(size for _, size, _ in self.layout)
        short = tuple(short for _, _, short in self.layout)
        return PodField(met, tuple(self.shorted), sizes, short)

    def displacement(self, i: int, pod: int) -> int:
        start, size, _ = self.layout[pod]
        return max(0, start - i, i - (start + size - 1))

    def pod_cost(self, j: int, members: Iterable[int]) -> int:
        short = self.layout[j][2]
        total = mask = 0
        for i in members:
            total += self.displacement(i, j) + self.w_meet * (self.met[i] & mask).bit_count()
            total += self.w_short * (short and self.shorted[i])
            mask |= 1 << i
        return total


def _first_fit(field: _Field) -> list[list[int]]:
    """10.4A's pass: top to bottom, each seat takes the first player who adds no violation
    (else the one who adds the least)."""
    free = list(range(field.n))
    pods: list[list[int]] = []
    for j, (_, size, short) in enumerate(field.layout):
        mask = 0
        for _ in range(size):
            best = (-1, -1)
            for i in free:
                bad = field.w_meet * (field.met[i] & mask).bit_count()
                bad += field.w_short * (short and field.shorted[i])
                if best[1] < 0 or bad + field.displacement(i, j) < best[0]:
                    best = (bad + field.displacement(i, j), i)
                if not bad:
                    break
            mask |= 1 << best[1]
            free.remove(best[1])
        pods.append([i for i in range(field.n) if mask >> i & 1])
    return pods


class _OutOfSteps(Exception):
    pass


def _search(
    field: _Field,
    pods: Sequence[int],
    incumbent: list[list[int]],
    steps: list[int],
) -> list[list[int]]:
    """Branch and bound (module docstring) refilling pods ``pods`` (increasing) with the
    players ``incumbent`` seats in them: the best fill found, as sorted places. ``steps[0]``
    is the budget left, spent in place (optimal if it lasts)."""
    layout, met, shorted = field.layout, field.met, field.shorted
    w_meet, w_short = field.w_meet, field.w_short
    count = len(pods)
    window = sorted(i for members in incumbent for i in members)
    in_window = sum(1 << i for i in window)
    starts = [layout[k][0] for k in pods]
    # Where a player passed over goes at least: the next pod's first place.
    nexts = [*starts[1:], starts[-1] + layout[pods[-1]][1]]
    short_seats, smallest = [0] * (count + 1), [field.n] * (count + 1)
    for t in reversed(range(count)):
        _, size, short = layout[pods[t]]
        short_seats[t] = short_seats[t + 1] + size * short
        smallest[t] = min(smallest[t + 1], size)
    limit = sum(field.pod_cost(k, members) for k, members in zip(pods, incumbent, strict=True))
    best: list = [limit + 1, incumbent]  # beat the limit; the best pods found
    seen: dict[int, int] = {}
    chosen: list[list[int]] = []

    def visit(t: int, used: int, cost: int) -> None:
        if t == count:
            if used == in_window:  # all seated (a pod may stop short of far players)
                best[:] = [cost, [members[:] for members in chosen]]  # later ties lose
            return
        if seen.get(used, cost + 1) <= cost:
            return
        seen[used] = cost
        free_mask = in_window & ~used
        fresh = (free_mask & field.fresh).bit_count()
        floor = cost + w_short * max(0, short_seats[t] - fresh)
        lo = bisect.bisect_left(window, (free_mask & -free_mask).bit_length() - 1)
        if floor < best[0] and best[0] > w_meet:  # rematches affordable: count forced ones
            need = smallest[t]
            short_of = sum(
                max(0, need - (free_mask & ~met[i]).bit_count())
                for i in window[lo:]
                if free_mask >> i & 1
            )
            floor += w_meet * ((short_of + 1) // 2)
        if floor >= best[0]:
            return
        start, size, short = layout[pods[t]]
        end, after = start + size, nexts[t]
        # Players further down than the limit allows cannot join this pod.
        hi = bisect.bisect_left(window, max(end + best[0] - cost, after), lo)
        free = [i for i in window[lo:hi] if free_mask >> i & 1]
        steps[0] -= len(free) // 8
        members: list[int] = []

        def pick(index: int, mask: int, cost: int) -> None:
            steps[0] -= 1
            if steps[0] < 0:
                raise _OutOfSteps
            if len(members) == size:
                tail = 0
                for k in range(index, bisect.bisect_left(free, after, index)):
                    tail += after - max(free[k], start)
                if cost + tail < best[0]:
                    chosen.append(members[:])
                    visit(t + 1, used | mask, cost + tail)
                    chosen.pop()
                return
            passed = 0
            for k in range(index, len(free) - size + len(members) + 1):
                i = free[k]
                moved = cost + passed + (i - end + 1 if i >= end else 0)
                if moved >= best[0]:
                    break  # later places only cost more
                total = moved + w_meet * (met[i] & mask).bit_count()
                if short and shorted[i]:
                    total += w_short
                if total < best[0]:
                    members.append(i)
                    pick(k + 1, mask | 1 << i, total)
                    members.pop()
                if i < after:  # passed over: moves down at least to the next pod
                    passed += after - max(i, start)

        pick(0, 0, cost)

    with contextlib.suppress(_OutOfSteps):  # out of steps: the best found so far
        visit(0, 0, sum(starts[0] - i for i in window if i < starts[0]))
    return best[1]


def _resolve(
    field: _Field, pods: list[list[int]], group: Sequence[int], steps: list[int], reserve: int
) -> bool:
    """Re-solve the pods ``group`` exactly; True when that improved the pairing."""
    group = sorted(group)
    current = [pods[k] for k in group]
    budget = [min(steps[0] - reserve, GROUP_STEP_LIMIT)]
    steps[0] -= budget[0]
    better = _search(field, group, current, budget)
    steps[0] += max(budget[0], 0)
    for k, members in zip(group, better, strict=True):
        pods[k] = members
    return better != current


def _improve(
    field: _Field, pods: list[list[int]], steps: list[int], reserve: int
) -> list[list[int]]:
    """Repair violating pods with one or two others, then re-solve windows (docstring),
    leaving ``reserve`` of the ``steps`` budget."""
    count = len(pods)
    repaired = True
    while repaired and steps[0] > reserve:
        repaired = False
        for a in range(count):
            if field.pod_cost(a, pods[a]) < field.w_short:
                continue  # no violation in this pod
            near = sorted((k for k in range(count) if k != a), key=lambda k: (abs(k - a), k))
            groups = [(b,) for b in near] + list(itertools.combinations(near[:REPAIR_REACH], 2))
            for group in groups:
                if steps[0] <= reserve:
                    return pods
                if _resolve(field, pods, (a, *group), steps, reserve):
                    repaired = True
                    break
    for width in WINDOW_WIDTHS:
        pending = list(range(count - width + 1)) if width < count else []
        queued = set(pending)
        while pending and steps[0] > reserve:
            first = heapq.heappop(pending)
            queued.discard(first)
            if _resolve(field, pods, range(first, first + width), steps, reserve):
                for other in range(
                    max(0, first - width + 1), min(first + width, count - width + 1)
                ):
                    if other not in queued:
                        heapq.heappush(pending, other)
                        queued.add(other)
    return pods


def _solve(field: _Field) -> list[list[int]]:
    """The module docstring's steps, as sorted places per pod from the top."""
    from mtrdesk.core.pods.exact import best_pods

    steps = [SEARCH_STEP_LIMIT]
    places = _improve(field, _first_fit(field), steps, 0)
    exact = best_pods(field.exact(), places)
    if exact.groups == places:
        return places
    # A better pairing: make it top-heavier (level 4) window by window, no worse on 1-3.
    return _improve(field, exact.groups, [SEARCH_STEP_LIMIT], 0)


def pair_pods(
    players: Sequence[PodPlayer],
    round_number: int,
    rng: random.Random,
    pod_size: int = DEFAULT_POD_SIZE,
) -> tuple[Pod, ...]:
    """Pair one round into pods for the module docstring's objective.

    Pods are numbered from 1 at the top; each pod's ``seats`` are shuffled by ``rng``. The
    result depends only on the input and the state of ``rng``.
    """
    if round_number < 1:
        raise NoPodPairing(PodPairingProblem.INVALID_ROUND, str(round_number))
    sizes = pod_sizes(len(players), pod_size)
    if len({p.entry for p in players}) != len(players):
        raise NoPodPairing(PodPairingProblem.DUPLICATE_ENTRY)
    if len({p.rank for p in players}) != len(players):
        raise NoPodPairing(PodPairingProblem.DUPLICATE_RANK)
    ordered = sorted(players, key=lambda p: p.entry)
    if round_number == 1:
        rng.shuffle(ordered)
    else:
        ordered = _pairing_order(ordered)
    field = _Field(ordered, sizes, pod_size)
    places = _solve(field)
    pods = []
    for table, members in enumerate(places, 1):
        seats = [ordered[i].entry for i in members]
        rng.shuffle(seats)
        pods.append(Pod(table, tuple(seats), field.layout[table - 1][2]))
    return tuple(pods)


def pod_quality(
    players: Sequence[PodPlayer],
    pods: Iterable[Pod],
    *,
    pod_size: int = DEFAULT_POD_SIZE,
    ranked: bool = True,
) -> PodQuality:
    """Score a pairing of ``players`` on the objective ``pair_pods`` minimises.

    The top-to-bottom fill is read from the pods' sizes in table order. ``ranked=False``
    (round 1, whose order is a seeded shuffle) reports no displacement. Useful to warn about
    a hand-edited pairing and to check optimality.
    """
    pods = sorted(pods, key=lambda pod: pod.table)
    seated = [entry for pod in pods for entry in pod.seats]
    if sorted(seated) != sorted(p.entry for p in players) or len(set(seated)) != len(seated):
        raise ValueError("the pods must hold every player exactly once")
    ordered = _pairing_order(players)
    place = {p.entry: i for i, p in enumerate(ordered)}
    field = _Field(ordered, [pod.size for pod in pods], pod_size)
    rematches = repeats = moved = 0
    for j, pod in enumerate(pods):
        members = [place[entry] for entry in pod.seats]
        mask = sum(1 << i for i in members)
        rematches += sum((field.met[i] & mask).bit_count() for i in members) // 2
        repeats += sum(field.shorted[i] for i in members) if field.layout[j][2] else 0
        moved += sum(field.displacement(i, j) for i in members) if ranked else 0
    return PodQuality(rematches, repeats, moved)
