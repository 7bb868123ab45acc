"""A proof that a pairing is optimal on rules 0-5, from lower bounds on the point groups.

Rules 2-4 of ``pairing_objective`` only depend on how many pairs cross each boundary
between two point groups. Every pairing crosses boundary ``b`` at least ``LB(b)`` times:

* parity: with an odd number of players above ``b``, at least one of them is paired below;
* deficiency: if the players above ``b`` cannot all be paired among themselves without a
  rematch, at least ``|above| - 2 * (largest rematch-free matching among them)`` of them
  are paired below it (Tutte-Berge); the same from below, with the bye's phantom player
  allowed only with players it may go to (rule 0).

A rematch-free pairing that crosses every boundary exactly ``LB(b)`` times, with no pair
crossing two boundaries, is therefore optimal on rules 2-4 (rule 3 is then fixed and rule 4
is at least the sum of ``LB(b) * gap(b)^2``). Rule 5 is optimal when the bye went to the
lowest-ranked player it may go to. ``swiss`` uses this to accept a pairing assembled from
exactly solved chunks, or to find where chunks must be merged.

The deficiency only needs computing for small sides: a side of ``s`` players in which
nobody met more than ``d`` of the others can always pair all but parity when
``s >= 2d + 2`` (Dirac: the rematch-free graph then has a Hamiltonian cycle).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import rustworkx

from mtrdesk.core.swiss.objective import PairingField


@dataclass(frozen=True, slots=True)
class Certificate:
    """Whether a pairing is proven optimal on rules 0-5; if not, the positions to widen."""

    proven: bool
    #: Positions near which the pairing could not be proven optimal (empty when proven).
    suspects: tuple[int, ...] = ()


def _max_matching(
    field: PairingField, members: Sequence[int], phantom: bool, within: Sequence[set[int]]
) -> int:
    """The size of the largest rematch-free matching among ``members`` (+ the phantom);
    ``within[a]``: the opponents of ``members[a]`` among them (``opponents_within``)."""
    graph = rustworkx.PyGraph()
    graph.add_nodes_from(range(len(members) + int(phantom)))
    for a, i in enumerate(members):
        for b in range(a + 1, len(members)):
            if members[b] not in within[a]:
                graph.add_edge(a, b, 1)
        if phantom and field.bye_allowed(i):
            graph.add_edge(a, len(members), 1)
    return len(rustworkx.max_weight_matching(graph, max_cardinality=True))


def group_starts(field: PairingField) -> list[int]:
    """The position where each point group starts (groups in pairing order)."""
    return list(field.starts)


@dataclass(frozen=True, slots=True)
class CrossingBounds:
    """What every rematch-free pairing must satisfy, boundary by boundary.

    ``least[g]`` is the fewest pairs that can cross the boundary above group ``g`` on its
    own (index 0 unused); each ``(s, t, d)`` in ``joint`` says the boundaries ``s`` and
    ``t`` are crossed at least ``d`` times together: the groups between them hold players
    that cannot all be paired among themselves, so the rest go up across ``s`` or down
    across ``t``. A boundary is always crossed an odd number of times exactly when an odd
    number of players sits above it.
    """

    least: tuple[int, ...]
    joint: tuple[tuple[int, int, int], ...]


def crossing_bounds(field: PairingField) -> CrossingBounds:
    """The parity and deficiency bounds on the crossings of every group boundary, worked
    out once per field (``certify`` on each try of ``solve_field``, then the notes)."""
    if isinstance(field.crossing, CrossingBounds):
        return field.crossing
    field.crossing = bounds = _crossing_bounds(field)
    return bounds


def _crossing_bounds(field: PairingField) -> CrossingBounds:
    starts = group_starts(field)
    groups = len(starts)
    n = field.size
    phantom = n % 2 == 1
    least = [starts[g] % 2 if g else 0 for g in range(groups)]
    joint: list[tuple[int, int, int]] = []
    # Any bound on the degree will do: it only ends the search early (Dirac).
    always_pairs = 2 * field.degree_bound + 3
    for s in range(groups):
        for e in range(s, groups):
            lo, hi = starts[s], starts[e + 1] if e + 1 < groups else n
            bottom = e == groups - 1
            size = hi - lo + int(bottom and phantom)
            if size >= always_pairs + int(bottom and phantom):
                break  # this and every larger interval from s can pair all but parity
            within = field.opponents_within(lo, hi)
            inner = max(map(len, within))
            if size >= 2 * inner + 2 + int(bottom and phantom):
                continue
            members = list(range(lo, hi))
            deficiency = size - 2 * _max_matching(field, members, bottom and phantom, within)
            if deficiency <= size % 2 or (s == 0 and bottom):
                continue  # parity says as much; the whole field crosses nothing
            if s == 0:
                least[e + 1] = max(least[e + 1], deficiency)
            elif bottom:
                least[s] = max(least[s], deficiency)
            else:
                joint.append((s, e + 1, deficiency))
    return CrossingBounds(tuple(least), tuple(joint))


def gaps(field: PairingField) -> list[int]:
    """The match-point gap at each boundary (index ``g``: above group ``g``; 0 unused)."""
    points = field.group_points
    return [0] + [points[g - 1] - points[g] for g in range(1, len(points))]


def crossing_cost(
    crossings: Mapping[int, int] | Sequence[int], gap: Sequence[int]
) -> tuple[int, ...]:
    """Rules 2-4 for these crossings when no pair crosses two boundaries."""
    items = crossings.items() if isinstance(crossings, Mapping) else enumerate(crossings)
    pairs = [(value, gap[b]) for b, value in items if b]
    return tuple(sum(value * size**power for value, size in pairs) for power in (0, 1, 2))


#: Joint bounds tying more boundaries than this together are not searched (no proof).
_MAX_LINKED = 8


def fewest_crossings(field: PairingField, bounds: CrossingBounds) -> tuple[int, ...] | None:
    """Crossings per boundary that minimise rules 2-4, or ``None`` if not worked out.

    Each boundary on its own takes its least value; boundaries tied by joint bounds are
    searched together (a few values each), minimising (crossings, point difference,
    squared difference) as the objective orders them.
    """
    gap = gaps(field)
    best = list(bounds.least)
    linked: dict[int, set[int]] = {}
    for s, t, _ in bounds.joint:
        linked.setdefault(s, set()).add(t)
        linked.setdefault(t, set()).add(s)
    seen: set[int] = set()
    for root in sorted(linked):
        if root in seen:
            continue
        component, stack = [], [root]
        seen.add(root)
        while stack:
            b = stack.pop()
            component.append(b)
            for other in linked[b] - seen:
                seen.add(other)
                stack.append(other)
        if len(component) > _MAX_LINKED:
            return None
        component.sort()
        rules = [(s, t, d) for s, t, d in bounds.joint if s in component]
        top = max(d for _, _, d in rules)
        choices = [range(bounds.least[b], max(top, bounds.least[b]) + 1, 2) for b in component]
        options = []
        for values in itertools.product(*choices):
            chosen = dict(zip(component, values, strict=True))
            if all(chosen[s] + chosen[t] >= d for s, t, d in rules):
                options.append((crossing_cost(chosen, gap), values))
        _, values = min(options)
        for b, value in zip(component, values, strict=True):
            best[b] = value
    return tuple(best)


def certify(field: PairingField, matched: Sequence[tuple[int, int]]) -> Certificate:
    """Prove ``matched`` optimal on rules 0-5, or say where the proof fails."""
    suspects: list[int] = []
    starts = group_starts(field)
    crossings = [0] * (len(starts) + 1)
    phantom, phantom_group = field.phantom, field.bottom_group
    group, entries, listed = field.group, field.entries, field.listed
    bye_to: int | None = None
    for i, j in matched:
        if j == phantom:
            bye_to = i
            if not field.bye_allowed(i):
                suspects.append(i)
            gi, gj = group[i], phantom_group
        else:
            if i != j and (entries[j] in listed[i] or entries[i] in listed[j]):  # met
                suspects.extend((i, j))
            gi, gj = group[i], group[j]
            if gi == gj:
                continue  # crosses no boundary
            if gi > gj:
                gi, gj = gj, gi
        if gj - gi > 1:
            suspects.append(i)
        crossings[gi + 1] += 1
        crossings[gj + 1] -= 1
    bounds = crossing_bounds(field)
    target = fewest_crossings(field, bounds)
    actual = list(itertools.accumulate(crossings[: len(starts)]))
    gap = gaps(field)
    if target is None:
        suspects.extend(starts[g] for s, t, _ in bounds.joint for g in (s, t))
    elif crossing_cost(actual, gap) > crossing_cost(target, gap):
        suspects.extend(starts[g] for g in range(1, len(starts)) if actual[g] > target[g])
    later = field.round_number > 1  # rule 4 does not rank anyone in round 1
    if bye_to is not None and later and field.ranked_lower(field.lowest_bye, bye_to):
        suspects.append(bye_to)
    return Certificate(not suspects, tuple(sorted(set(suspects))))
