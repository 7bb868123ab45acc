"""Check one multiplayer round's pods against the pod objective, whoever made them.

The same questions ``pairing_check`` asks of a Swiss round, for pods (multiplayer
addendum 10.4A): did players meet again, did a player sit in a second short pod, are the
pod sizes the addendum's layout (``multiplayer_pairing.pod_sizes``: full pods first, as
few short pods as possible, "instead of awarding Byes"), and did a strictly better pod
pairing exist on the levels ``pod_quality`` reports (repeat meetings, repeat short pods,
displacement from top-to-bottom order)?

The better pairing is looked for without ``pair_pods``. Fields up to ``EXHAUSTIVE_LIMIT``
players get a branch and bound of the checker's own that gives each player, in top-to-bottom
order, every pod with a seat left, and drops a branch once what it costs so far, plus what
the seats still open above must cost, is no better than the round as paired: it always runs
to the end (``PodMethod.EXHAUSTIVE``). Larger fields are solved by integer programming
(``pod_exact``, ``PodMethod.EXACT``) from the round as paired, or, when its pod sizes are not
the addendum's, from the top-to-bottom fill improved by swaps of two players. The rare round
``pod_exact`` cannot prove (a large field that must repeat a meeting or a short pod) is
``PodMethod.UNVERIFIED``: then only the swaps looked for improvements. A better pairing found
either way is real (``PodCheck.better`` holds it), so ``better_exists`` is never a guess;
only its absence is unproven on an unverified round.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.pods.pairing import (
    DEFAULT_POD_SIZE,
    NoPodPairing,
    Pod,
    PodPlayer,
    PodQuality,
    pod_sizes,
)
from mtrdesk.core.swiss.check import CheckError
from mtrdesk.core.tournament import EntryId

#: Fields up to this many players are searched by the checker's own branch and bound
#: (34,650 fills at 12); larger ones by ``pod_exact``.
EXHAUSTIVE_LIMIT = 12


class PodMethod(enum.Enum):
    """Whether the optimum was proven."""

    EXHAUSTIVE = "exhaustive"  # the checker's own search ran to the end
    EXACT = "exact"  # integer programming proved the optimum (``pod_exact``)
    UNVERIFIED = "unverified"  # not proven: a better pairing may exist unnoticed


@dataclass(frozen=True, slots=True)
class PodCheck:
    """What the checker found in one round of pods; ``clean`` when nothing needs a look.

    ``quality`` scores the pods as paired (on their own sizes, as ``pod_quality`` does);
    ``best`` is the best pairing into ``expected_layout`` the checker found, the optimum
    unless ``method`` is ``UNVERIFIED``. Repeat meetings and repeat short pods that ``best``
    needs too are listed but not held against the round: ``avoidable_*`` count only the
    ones beyond it (on an unverified round: at least that many).
    """

    round_number: int
    player_count: int
    pod_size: int
    method: PodMethod
    layout: tuple[int, ...]
    expected_layout: tuple[int, ...]
    repeat_meetings: tuple[tuple[EntryId, EntryId], ...]
    repeat_short: tuple[EntryId, ...]
    quality: PodQuality
    best: PodQuality
    better_exists: bool
    avoidable_meetings: int
    avoidable_repeat_short: int
    #: The first level (1-3, as in ``multiplayer_pairing``) on which the round does worse.
    worse_level: int | None = None
    #: A strictly better pairing the checker found (empty when none): the evidence.
    better: tuple[Pod, ...] = ()

    @property
    def layout_ok(self) -> bool:
        return self.layout == self.expected_layout

    @property
    def verified(self) -> bool:
        return self.method is not PodMethod.UNVERIFIED

    @property
    def clean(self) -> bool:
        return self.layout_ok and not (
            self.better_exists or self.avoidable_meetings or self.avoidable_repeat_short
        )


def check_pods(
    players: Sequence[PodPlayer],
    pods: Iterable[Pod],
    round_number: int,
    *,
    pod_size: int = DEFAULT_POD_SIZE,
    ranked: bool | None = None,
) -> PodCheck:
    """Check ``pods`` of ``players`` as they stood before the round (``PodPlayer`` values
    as ``pair_pods`` would have been given them).

    ``ranked`` says whether displacement counts; by default not in round 1, whose order is
    a seeded shuffle. Raises ``CheckError`` when the pods do not seat every player exactly
    once, are not numbered 1, 2, ... from the top, or the field has no pod layout.
    """
    pods = sorted(pods, key=lambda pod: pod.table)
    seated = [entry for pod in pods for entry in pod.seats]
    if len(set(seated)) != len(seated) or set(seated) != {p.entry for p in players}:
        raise CheckError("the pods must seat every player exactly once")
    if len({p.entry for p in players}) != len(players):
        raise CheckError("a player is listed twice")
    if [pod.table for pod in pods] != list(range(1, len(pods) + 1)):
        raise CheckError("pods must be numbered 1, 2, ... from the top")
    try:
        expected = pod_sizes(len(players), pod_size)
    except NoPodPairing as exc:
        raise CheckError(str(exc)) from exc
    ranked = round_number > 1 if ranked is None else ranked
    field = _Field(players, pod_size, ranked)
    groups = [[field.place[entry] for entry in pod.seats] for pod in pods]
    mine = field.score(groups)
    meetings = tuple(
        (min(a, b), max(a, b))
        for pod in pods
        for k, a in enumerate(pod.seats)
        for b in pod.seats[k + 1 :]
        if a in field.met_entries[b]
    )
    repeat_short = tuple(
        entry
        for pod in pods
        if pod.size < pod_size
        for entry in pod.seats
        if field.shorted[field.place[entry]]
    )
    layout = tuple(pod.size for pod in pods)
    incumbent = mine if layout == expected else None
    if len(players) <= EXHAUSTIVE_LIMIT:
        best, found = _Search(field, expected, incumbent).run()
        method = PodMethod.EXHAUSTIVE
    else:
        best, found, method = _solve(field, expected, groups if incumbent else None)
    best_quality, quality = PodQuality(*best), PodQuality(*mine)
    return PodCheck(
        round_number=round_number,
        player_count=len(players),
        pod_size=pod_size,
        method=method,
        layout=layout,
        expected_layout=expected,
        repeat_meetings=tuple(sorted(meetings)),
        repeat_short=tuple(sorted(repeat_short)),
        quality=quality,
        best=best_quality,
        better_exists=best < mine,
        avoidable_meetings=max(0, quality.rematches - best_quality.rematches),
        avoidable_repeat_short=max(0, quality.repeat_short_pods - best_quality.repeat_short_pods),
        worse_level=_first_worse(mine, best),
        better=_as_pods(field, expected, found) if found and best < mine else (),
    )


def _as_pods(
    field: _Field, sizes: Sequence[int], groups: Sequence[Sequence[int]]
) -> tuple[Pod, ...]:
    entries = {i: entry for entry, i in field.place.items()}
    return tuple(
        Pod(table, tuple(entries[i] for i in group), size < field.pod_size)
        for table, (group, size) in enumerate(zip(groups, sizes, strict=True), 1)
    )


Score = tuple[int, int, int]
#: A pod's first place, last place and whether it is short, in a top-to-bottom fill.
Span = tuple[int, int, bool]


def _first_worse(mine: Score, best: Score) -> int | None:
    for level, (a, b) in enumerate(zip(mine, best, strict=True), 1):
        if a != b:
            return level if a > b else None
    return None


class _Field:
    """Players by place in top-to-bottom order (match points, then rank: 10.4A)."""

    def __init__(self, players: Sequence[PodPlayer], pod_size: int, ranked: bool) -> None:
        ordered = sorted(players, key=lambda p: (-p.points, p.rank, p.entry))
        self.n = len(ordered)
        self.pod_size = pod_size
        self.ranked = ranked
        self.place = {p.entry: i for i, p in enumerate(ordered)}
        self.met_entries = {p.entry: set(p.opponents) for p in ordered}
        for p in ordered:  # a meeting either side remembers counts
            for other in p.opponents:
                if other in self.met_entries:
                    self.met_entries[other].add(p.entry)
        self.met = [
            frozenset(self.place[o] for o in self.met_entries[p.entry] if o in self.place)
            for p in ordered
        ]
        self.shorted = [p.short_pods > 0 for p in ordered]

    def spans(self, sizes: Sequence[int]) -> list[Span]:
        """Each pod's (first place, last place, short) in a top-to-bottom fill."""
        out, start = [], 0
        for size in sizes:
            out.append((start, start + size - 1, size < self.pod_size))
            start += size
        return out

    def moved(self, i: int, span: Span) -> int:
        """Places player ``i`` sits from the pod's places (0 inside them)."""
        return max(0, span[0] - i, i - span[1]) if self.ranked else 0

    def score(self, groups: Sequence[Sequence[int]]) -> Score:
        """(repeat meetings, repeat short pods, displacement) of pods given as places."""
        spans = self.spans([len(g) for g in groups])
        total = (0, 0, 0)
        for group, span in zip(groups, spans, strict=True):
            total = _add(total, self.pod_score(group, span))
        return total

    def pod_score(self, players: Sequence[int], span: Span, pod: Sequence[int] = ()) -> Score:
        """The score of ``players`` in the pod at ``span``: meetings among them, or with the
        rest of ``pod`` when given; their repeat short pods and moves."""
        meets = sum(
            j in self.met[i] for k, i in enumerate(players) for j in (pod or players[k + 1 :])
        )
        shorts = sum(span[2] and self.shorted[i] for i in players)
        return meets, shorts, sum(self.moved(i, span) for i in players)


class _Search:
    """Branch and bound over every way to seat the players into the layout (docstring)."""

    def __init__(
        self,
        field: _Field,
        sizes: Sequence[int],
        incumbent: Score | None,
    ) -> None:
        self.field = field
        self.spans = field.spans(sizes)
        self.room = list(sizes)
        self.members: list[list[int]] = [[] for _ in sizes]
        self.best: Score | None = incumbent
        self.found: list[list[int]] | None = None  # the pods of ``best`` when it beat that
        #: The pod whose places end just above place i, by i.
        self.closing = {span[1] + 1: pod for pod, span in enumerate(self.spans)}
        self.home = [pod for pod, size in enumerate(sizes) for _ in range(size)]
        # Seats left in pods above the current player: their count, the sum of their pods'
        # last places and the sum of their pods' indices.
        self.open_seats = self.open_lasts = self.open_pods = 0
        # Per pod t >= 1, players seated so far who crossed the boundary above pod t
        # downwards minus those who crossed it upwards (see ``_crossings``).
        self.net_down = [0] * len(sizes)
        self.crossing_bound = 0

    def run(self) -> tuple[Score, list[list[int]] | None]:
        """The optimum score (the incumbent's if nothing beat it) and its pods (``None``
        for the incumbent)."""
        self._place(0, (0, 0, 0))
        assert self.best is not None  # the first descent always reaches a full pairing
        return self.best, self.found

    def _place(self, i: int, cost: Score) -> None:
        """Seat player ``i`` and everyone below."""
        pod = self.closing.get(i)
        if pod is None or not self.room[pod]:
            self._seat(i, cost)
            return
        room, last = self.room[pod], self.spans[pod][1]
        self.open_seats += room
        self.open_lasts += room * last
        self.open_pods += room * pod
        try:
            self._seat(i, cost)
        finally:
            self.open_seats -= room
            self.open_lasts -= room * last
            self.open_pods -= room * pod

    def _ahead(self, i: int) -> int:
        """Displacement the players from place ``i`` down must still add (see the module).

        Displacement counts the place boundaries each player crosses to reach a pod. At the
        boundary above pod t the pods above hold exactly as many seats as places, so as
        many players cross it upwards as downwards: each crossing so far without its
        counterpart forces one more (``crossing_bound``). Each seat left in a pod above is
        taken by a player at place ``i`` or below, who also crosses every boundary inside
        pods between, which the first count leaves out.
        """
        if not self.field.ranked:
            return 0
        home = self.home[i] if i < self.field.n else len(self.room) - 1
        inside = self.open_seats * i - self.open_lasts - self.open_seats * home + self.open_pods
        return self.crossing_bound + inside

    def _cross(self, i: int, pod: int, sign: int) -> None:
        """Count (``sign`` 1) or uncount (-1) player ``i`` seated in ``pod`` at the pod
        boundaries it crosses."""
        home = self.home[i]
        if pod == home:
            return
        step = sign if pod > home else -sign  # downwards adds to net_down, upwards takes
        for t in range(min(pod, home) + 1, max(pod, home) + 1):
            before = self.net_down[t]
            after = before + step
            self.net_down[t] = after
            self.crossing_bound += max(0, after) - max(0, before)

    def _seat(self, i: int, cost: Score) -> None:
        field = self.field
        if i == field.n:
            self.best = cost
            self.found = [list(members) for members in self.members]
            return
        ahead = self._ahead(i)
        if self.best is not None and (cost[0], cost[1], cost[2] + ahead) >= self.best:
            return
        options = []
        fresh_seen: set[tuple[int, bool]] = set()
        for pod in self._candidates(i, cost):
            span = self.spans[pod]
            if not self.members[pod] and not field.ranked:
                shape = (self.room[pod], span[2])
                if shape in fresh_seen:  # an empty pod like one tried: the same branches
                    continue
                fresh_seen.add(shape)
            step = (
                sum(j in field.met[i] for j in self.members[pod]),
                int(span[2] and field.shorted[i]),
                field.moved(i, span),
            )
            options.append((step, pod))
        options.sort()
        for step, pod in options:
            total = (cost[0] + step[0], cost[1] + step[1], cost[2] + step[2])
            if self.best is not None and total >= self.best:
                break  # sorted: the other pods cost at least as much
            last = self.spans[pod][1]
            above = last < i  # a seat left above: no longer open
            self.room[pod] -= 1
            self.members[pod].append(i)
            self.open_seats -= above
            self.open_lasts -= last * above
            self.open_pods -= pod * above
            self._cross(i, pod, 1)
            self._place(i + 1, total)
            self._cross(i, pod, -1)
            self.open_seats += above
            self.open_lasts += last * above
            self.open_pods += pod * above
            self.members[pod].pop()
            self.room[pod] += 1

    def _candidates(self, i: int, cost: Score) -> Iterable[int]:
        """Pods with a seat left that player ``i`` could join and still beat the best:
        once levels 1-2 must stay as they are, only pods within the displacement left."""
        best, room = self.best, self.room
        if best is None or not self.field.ranked or cost[:2] != best[:2]:
            return [pod for pod in range(len(room)) if room[pod]]
        reach = best[2] - cost[2] - 1
        home = self.home[i]
        found = []
        for pods in (range(home, -1, -1), range(home + 1, len(room))):
            for pod in pods:
                if self.field.moved(i, self.spans[pod]) > reach:
                    break
                if room[pod]:
                    found.append(pod)
        return found


def _solve(
    field: _Field, sizes: Sequence[int], groups: Sequence[Sequence[int]] | None
) -> tuple[Score, list[list[int]] | None, PodMethod]:
    """The optimum by ``pod_exact`` from the round as paired (``groups``, in the expected
    layout) or, without it, from the top-to-bottom fill improved by swaps: the best score,
    its pods (``None`` when nothing beat ``groups``) and the method."""
    from mtrdesk.core.pods.exact import PodField, best_pods  # HiGHS and numpy: on first use

    if groups is None:
        fill = [list(range(first, last + 1)) for first, last, _ in field.spans(sizes)]
        _, swapped = _swap_search(field, sizes, fill, field.score(fill))
        start = swapped or fill
    else:
        start = [list(g) for g in groups]
    spans = field.spans(sizes)
    problem = PodField(
        met=tuple(field.met),
        shorted=tuple(field.shorted),
        sizes=tuple(sizes),
        short=tuple(short for _, _, short in spans),
        ranked=field.ranked,
    )
    exact = best_pods(problem, start)
    method = PodMethod.EXACT if exact.proven else PodMethod.UNVERIFIED
    if groups is not None and exact.score >= field.score(groups):
        if not exact.proven:  # look for a swap the solver could not prove or find
            return (*_swap_search(field, sizes, groups, exact.score), method)
        return exact.score, None, method
    return exact.score, exact.groups, method


def _swap_search(
    field: _Field, sizes: Sequence[int], groups: Sequence[Sequence[int]], score: Score
) -> tuple[Score, list[list[int]] | None]:
    """Single swaps of two players that lower the score, from ``groups`` (pods in the
    expected layout scoring ``score``) until none is left: the score reached and its pods
    (``None`` when no swap helped). A lower score proves a better pairing."""
    spans = field.spans(sizes)
    pods = [list(g) for g in groups]
    pod_of = {i: k for k, g in enumerate(pods) for i in g}
    swapped = False
    while swap := _improving_swap(field, spans, pods, pod_of):
        i, j = swap
        a, b = pod_of[i], pod_of[j]
        pods[a][pods[a].index(i)] = j
        pods[b][pods[b].index(j)] = i
        pod_of[i], pod_of[j] = b, a
        swapped = True
    return (field.score(pods), pods) if swapped else (score, None)


def _improving_swap(
    field: _Field, spans: Sequence[Span], groups: list[list[int]], pod_of: dict[int, int]
) -> tuple[int, int] | None:
    """Two players in different pods whose swap lowers the score, or ``None``. One of them
    must cost something where they sit (a meeting, a repeat short pod, a move), or the
    swap could lower nothing."""
    for i in range(field.n):
        a = pod_of[i]
        if field.pod_score([i], spans[a], groups[a]) == (0, 0, 0):
            continue
        for j in range(field.n):
            b = pod_of[j]
            if a == b:
                continue
            before = _add(
                field.pod_score(groups[a], spans[a]), field.pod_score(groups[b], spans[b])
            )
            new_a = [j if k == i else k for k in groups[a]]
            new_b = [i if k == j else k for k in groups[b]]
            if _add(field.pod_score(new_a, spans[a]), field.pod_score(new_b, spans[b])) < before:
                return i, j
    return None


def _add(x: Score, y: Score) -> Score:
    return x[0] + y[0], x[1] + y[1], x[2] + y[2]
