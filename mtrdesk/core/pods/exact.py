"""The proven best pod pairing of a multiplayer round, by integer programming (HiGHS).

Seating players into pods (multiplayer addendum 10.4A) for the pod objective (repeat
meetings, then repeat short pods, then displacement from top-to-bottom order; see
``multiplayer_pairing``) is a partition problem no matching algorithm solves, and the
branch and bound there cannot finish on large fields. This module states it as an integer
program: ``x[i, p] = 1`` when the player at place ``i`` sits in pod ``p``; each player in one
pod, each pod full to its size; a player's displacement is the cost of their column.

* Rounds whose best pairing has no repeat meeting and no repeat short pod (nearly every
  round of an event above 20 players): meetings and repeat short pods are forbidden outright.
  Players who already met form cliques (an earlier pod of four met all at once), and at most
  one player of a clique may sit in a pod: one row per maximal clique and pod is a far
  tighter bound than one row per pair. The
  columns start with moves of a few places plus the given pairing's own; the linear
  relaxation adds every column whose reduced cost is negative until none is (column
  generation: its value ``L`` then bounds every pairing). A pairing better than the best
  found ``C`` can only use columns with reduced cost at most ``C - 1 - L``, since the
  relaxation's duals price every pairing at least ``L`` plus its columns' reduced costs; the
  integer program over exactly those columns finds it or proves ``C`` optimal.
* Rounds that must repeat a meeting or a short pod, which only small fields do: every
  column, one variable per pair of players who met and pod, solved level by level (fewest
  repeat meetings, then with that many the fewest repeat short pods, then the least
  displacement), on fields up to ``FULL_MODEL_LIMIT`` players. Larger such rounds are not
  proven (``ExactPods.proven`` is False).

HiGHS is deterministic; no time limit is set (the result must not depend on the clock), only
``NODE_LIMIT`` branch-and-bound nodes per solve (the first case closes at the root; the
second took a few hundred nodes at most in our runs). A solution is rescored in Python
before it is trusted, and a solve that stops short makes the result unproven.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import highspy
import numpy as np

from mtrdesk.core.quiet_stdout import silently

#: Largest field solved with every column when a repeat meeting or short pod is forced.
FULL_MODEL_LIMIT = 64
#: Branch-and-bound nodes one integer program may use before it counts as unproven.
NODE_LIMIT = 20_000
#: Displacement (places) of the columns the relaxation starts with.
FIRST_REACH = 4
_INF = highspy.kHighsInf
_EPS = 1e-6

Groups = list[list[int]]
Score = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class PodField:
    """A round's players by place in top-to-bottom order, and the pod layout.

    ``met[i]`` are the places of the players place ``i`` already met; ``shorted[i]`` says
    place ``i`` already sat in a short pod; ``sizes`` and ``short`` give each pod from the
    top; ``ranked`` is False in round 1, whose order is random, so displacement is 0.
    """

    met: tuple[frozenset[int], ...]
    shorted: tuple[bool, ...]
    sizes: tuple[int, ...]
    short: tuple[bool, ...]
    ranked: bool = True

    @property
    def n(self) -> int:
        return len(self.met)

    def displacement(self) -> np.ndarray:
        """Places each player (row) sits from each pod's places (column) in the fill."""
        last = np.cumsum(self.sizes) - 1
        first = last - np.array(self.sizes) + 1
        places = np.arange(self.n)[:, None]
        moved = np.maximum(0, np.maximum(first[None, :] - places, places - last[None, :]))
        return moved * self.ranked

    def score(self, groups: Sequence[Sequence[int]]) -> Score:
        """(repeat meetings, repeat short pods, displacement) of pods given as places."""
        moved = self.displacement()
        meetings = shorts = total = 0
        for pod, members in enumerate(groups):
            meetings += sum(b in self.met[a] for a, b in itertools.combinations(members, 2))
            shorts += sum(self.short[pod] and self.shorted[i] for i in members)
            total += sum(int(moved[i, pod]) for i in members)
        return meetings, shorts, total


@dataclass(frozen=True, slots=True)
class ExactPods:
    """The best pods found (places per pod from the top), their score, and whether no
    pairing can beat it (``proven``)."""

    groups: Groups
    score: Score
    proven: bool


def best_pods(field: PodField, incumbent: Sequence[Sequence[int]]) -> ExactPods:
    """The optimum of ``field``, starting from the valid pairing ``incumbent``."""
    start = [sorted(g) for g in incumbent]
    score = field.score(start)
    if score == (0, 0, 0):
        return ExactPods(start, score, True)
    if score[:2] == (0, 0):
        found, proven = _least_displacement(field, start, score[2])
    elif field.n <= FULL_MODEL_LIMIT:
        found, proven = _by_levels(field, start)
    else:
        return ExactPods(start, score, False)
    if found is not None and field.score(found) < score:
        return ExactPods(found, field.score(found), proven)
    return ExactPods(start, score, proven)


def _highs() -> highspy.Highs:
    # The constructor prints HiGHS's banner to descriptor 1 before output_flag can be set.
    solver = silently(highspy.Highs)
    solver.setOptionValue("output_flag", False)
    solver.setOptionValue("mip_rel_gap", 0.0)
    solver.setOptionValue("mip_abs_gap", 1 - _EPS)  # integer objectives: proven optimal
    solver.setOptionValue("mip_max_nodes", NODE_LIMIT)
    return solver


def _cliques(met: Sequence[frozenset[int]]) -> list[list[int]]:
    """Sets of players who all met each other, each meeting in exactly one set (greedy:
    each meeting not yet in a set grows by common opponents met by none of the set yet)."""
    covered: set[tuple[int, int]] = set()
    cliques = []
    for a, others in enumerate(met):
        for b in sorted(others):
            if b < a or (a, b) in covered:
                continue
            clique = [a, b]
            for c in sorted(others & met[b]):
                if all(c in met[d] and (min(c, d), max(c, d)) not in covered for d in clique):
                    clique.append(c)
            covered.update(itertools.combinations(sorted(clique), 2))
            cliques.append(clique)
    return cliques


def _maximal_cliques(met: Sequence[frozenset[int]]) -> list[list[int]]:
    """Every maximal set of two or more players who all met each other (Bron-Kerbosch with
    a pivot). Meetings over several rounds form cliques no single earlier pod shows (a
    met b in round 1, b met c in round 2, a met c in round 3); a row for each makes the
    relaxation much tighter than ``_cliques`` alone."""
    found: list[list[int]] = []

    def extend(clique: list[int], candidates: set[int], excluded: set[int]) -> None:
        if not candidates and not excluded:
            if len(clique) > 1:
                found.append(sorted(clique))
            return
        pivot = max(candidates | excluded, key=lambda v: len(met[v] & candidates))
        for v in sorted(candidates - met[pivot]):
            extend([*clique, v], candidates & met[v], excluded & met[v])
            candidates = candidates - {v}
            excluded = excluded | {v}

    extend([], {i for i in range(len(met)) if met[i]}, set())
    return found


class _Relaxation:
    """The no-repeat model over a growing set of columns, with its clique rows."""

    def __init__(self, field: PodField, moved: np.ndarray) -> None:
        self.field, self.moved = field, moved
        self.solver = _highs()
        n, sizes = field.n, np.array(field.sizes, dtype=float)
        bounds = np.concatenate([np.ones(n), sizes])
        self.solver.addRows(
            len(bounds), bounds, bounds, 0, np.zeros(len(bounds), np.int32),
            np.zeros(0, np.int32), np.zeros(0),
        )  # fmt: skip
        self.column: dict[tuple[int, int], int] = {}
        self.keys: list[tuple[int, int]] = []
        self.cliques_of: list[list[int]] = [[] for _ in range(n)]
        for k, clique in enumerate(_maximal_cliques(field.met)):
            for i in clique:
                self.cliques_of[i].append(k)
        self.clique_columns: dict[tuple[int, int], list[int]] = {}
        self.clique_row: dict[tuple[int, int], int] = {}

    def add(self, keys: Sequence[tuple[int, int]]) -> None:
        keys = [key for key in keys if key not in self.column]
        if not keys:
            return
        first = len(self.keys)
        n = self.field.n
        starts = np.arange(0, 2 * len(keys), 2, dtype=np.int32)
        rows = np.array([r for i, p in keys for r in (i, n + p)], np.int32)
        costs = np.array([float(self.moved[i, p]) for i, p in keys])
        self.solver.addCols(
            len(keys), costs, np.zeros(len(keys)), np.full(len(keys), _INF), len(rows),
            starts, rows, np.ones(len(rows)),
        )  # fmt: skip
        for k, key in enumerate(keys, first):
            self.column[key] = k
            self.keys.append(key)
            i, pod = key
            for clique in self.cliques_of[i]:
                members = self.clique_columns.setdefault((clique, pod), [])
                members.append(k)
                if len(members) == 2:
                    self.clique_row[clique, pod] = self.solver.getNumRow()
                    self.solver.addRow(-_INF, 1.0, 2, np.array(members, np.int32), np.ones(2))
                elif len(members) > 2:
                    self.solver.changeCoeff(self.clique_row[clique, pod], k, 1.0)

    def relax(self) -> tuple[float, np.ndarray] | None:
        """The relaxation's value and every column's reduced cost, or None if unsolved."""
        self.solver.run()
        if self.solver.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None
        duals = np.array(self.solver.getSolution().row_dual)
        n, pods = self.field.n, len(self.field.sizes)
        reduced = self.moved - duals[:n, None] - duals[None, n : n + pods]
        return self.solver.getInfo().objective_function_value, reduced

    def solve(
        self, usable: Sequence[tuple[int, int]], start: Groups | None = None
    ) -> tuple[Groups | None, bool]:
        """The integer optimum using only ``usable`` columns, from the pairing ``start``
        when it uses only those: pods (None if there is no such pairing) and whether it is
        proven."""
        count = len(self.keys)
        everything = np.arange(count, dtype=np.int32)
        upper = np.zeros(count)
        upper[[self.column[key] for key in usable]] = 1.0
        self.solver.changeColsBounds(count, everything, np.zeros(count), upper)
        self.solver.changeColsIntegrality(count, everything, np.ones(count, np.uint8))
        if start is not None:
            values = np.zeros(count)
            values[[self.column[i, pod] for pod, group in enumerate(start) for i in group]] = 1
            _start_from(self.solver, list(values))
        self.solver.run()
        status = self.solver.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return None, True
        values = np.array(self.solver.getSolution().col_value)
        groups = _groups(
            len(self.field.sizes), [self.keys[k] for k in np.flatnonzero(values > 0.5)]
        )
        if not _seats_everyone(self.field, groups):  # stopped without a pairing
            return None, False
        return groups, status == highspy.HighsModelStatus.kOptimal


def _seats_everyone(field: PodField, groups: Groups) -> bool:
    """Whether ``groups`` is a pairing of ``field``: every pod full, every player once."""
    return [len(g) for g in groups] == list(field.sizes) and sorted(
        i for g in groups for i in g
    ) == list(range(field.n))


def _groups(pods: int, chosen: Sequence[tuple[int, int]]) -> Groups:
    groups: Groups = [[] for _ in range(pods)]
    for i, pod in chosen:
        groups[pod].append(i)
    return [sorted(g) for g in groups]


def _least_displacement(
    field: PodField, incumbent: Groups, bound: int
) -> tuple[Groups | None, bool]:
    """The fewest moves with no repeat meeting or short pod (module docstring, first case)."""
    moved = field.displacement()
    allowed = ~(np.array(field.short)[None, :] & np.array(field.shorted)[:, None])
    model = _Relaxation(field, moved)
    mine = [(i, pod) for pod, members in enumerate(incumbent) for i in members]
    near = zip(*np.nonzero((moved <= FIRST_REACH) & allowed), strict=True)
    model.add(sorted({*mine, *((int(i), int(p)) for i, p in near)}))
    while True:
        relaxed = model.relax()
        if relaxed is None:
            return None, False
        value, reduced = relaxed
        priced = (reduced < -_EPS) & allowed
        new = [(int(i), int(p)) for i, p in zip(*np.nonzero(priced), strict=True)]
        new = [key for key in new if key not in model.column]
        if not new:
            break
        model.add(new)
    found, proven = model.solve(model.keys, incumbent)
    best = field.score(found)[2] if found is not None else bound
    # Reduced costs down to -_EPS passed as 0: the bound may be off by that much per player.
    tolerance = _EPS * (field.n + 1)
    if not proven or best <= np.ceil(value - tolerance):
        return found, proven
    # Only columns this cheap can appear in a pairing better than ``best``.
    slack = best - 1 - value + tolerance
    usable = [
        (int(i), int(p)) for i, p in zip(*np.nonzero((reduced <= slack) & allowed), strict=True)
    ]
    model.add(usable)
    better, proven = model.solve(usable)
    if better is None or field.score(better)[2] >= best:
        return found, proven  # nothing beats ``best``: those columns also hold worse ones
    return better, proven


def _by_levels(field: PodField, start: Groups) -> tuple[Groups | None, bool]:
    """Fewest repeat meetings, then repeat short pods, then moves, on every column
    (module docstring, second case), each level solved from the last one's pods (the first
    from ``start``).

    Meetings are counted per clique of players who met (``_cliques``, each meeting in one):
    ``k`` of a clique in one pod meet again ``k(k-1)/2`` times, which ``again[q, p]`` bounds
    from below by the lines through consecutive values of that convex count, so at an
    optimum it is exact.
    """
    n, pods = field.n, len(field.sizes)
    moved = field.displacement()
    cliques = _cliques(field.met)
    columns = n * pods  # column i * pods + p is x[i, p]
    extra = len(cliques) * pods  # column columns + q * pods + p is again[q, p]
    total = columns + extra
    solver = _highs()
    solver.addVars(total, np.zeros(total), np.full(total, _INF))
    solver.changeColsIntegrality(
        columns, np.arange(columns, dtype=np.int32), np.ones(columns, np.uint8)
    )
    for i in range(n):
        _add_row(solver, 1, 1, [i * pods + p for p in range(pods)])
    for p, size in enumerate(field.sizes):
        _add_row(solver, size, size, [i * pods + p for i in range(n)])
    for q, clique in enumerate(cliques):
        for p in range(pods):
            seats = [i * pods + p for i in clique]
            for k in range(1, len(clique)):  # through (k, k(k-1)/2), (k+1, k(k+1)/2)
                _add_row(
                    solver, -_INF, k * (k + 1) // 2,
                    [*seats, columns + q * pods + p], [float(k)] * len(seats) + [-1.0],
                )  # fmt: skip
    repeat_short = [
        i * pods + p for i in range(n) for p in range(pods) if field.shorted[i] and field.short[p]
    ]
    levels = [
        (list(range(columns, total)), [1.0] * extra),
        (repeat_short, [1.0] * len(repeat_short)),
        (list(range(columns)), [float(moved[i, p]) for i in range(n) for p in range(pods)]),
    ]
    values = [0.0] * total
    for p, members in enumerate(start):
        for i in members:
            values[i * pods + p] = 1.0
    for q, clique in enumerate(cliques):
        for p, members in enumerate(start):
            k = len(set(clique) & set(members))
            values[columns + q * pods + p] = k * (k - 1) / 2
    for index, cost in levels:
        if not index:
            continue  # nothing to count on this level: 0 whatever the pods
        objective = np.zeros(total)
        objective[index] = cost
        solver.changeColsCost(total, np.arange(total, dtype=np.int32), objective)
        _start_from(solver, values)
        solver.run()
        if solver.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None, False
        best = round(solver.getInfo().objective_function_value)
        values = list(solver.getSolution().col_value)
        # Keep this level at its optimum while the next is minimised.
        _add_row(solver, -_INF, best + _EPS, index, cost)
    chosen = [(i, p) for i in range(n) for p in range(pods) if values[i * pods + p] > 0.5]
    groups = _groups(pods, chosen)
    return (groups, True) if _seats_everyone(field, groups) else (None, False)


def _start_from(solver: highspy.Highs, values: list[float]) -> None:
    """Give the next integer solve a feasible pairing to improve on."""
    solution = highspy.HighsSolution()
    solution.col_value = values
    solver.setSolution(solution)


def _add_row(
    solver: highspy.Highs,
    lower: float,
    upper: float,
    index: Sequence[int],
    value: Sequence[float] | None = None,
) -> None:
    coefficients = np.ones(len(index)) if value is None else np.array(value, dtype=float)
    solver.addRow(lower, upper, len(index), np.array(index, np.int32), coefficients)
