"""An exact minimum-cost perfect matching for a run of consecutive players (see swiss.py).

Why a band of candidate pairs is enough: with players in pairing order, if ``a`` and ``z``
are paired across ``m`` positions, each of the ``>= m/2`` pairs touching the positions
between them could be swapped with ``(a, z)`` for two "sequential" pairs that are never
worse on rules 0-5 of ``pairing_objective`` and strictly better on rule 6, unless one of
the new pairs is a rematch or the pair holds the bye; at most ``deg(a) + deg(z) + 1`` pairs
are blocked that way (``deg`` = opponents among the players). So an optimal pair spans at
most ``2*deg(a) + 2*deg(z) + 3`` positions, and a matching on those edges (plus every bye
edge) is optimal among all pairings of the run. The same argument holds for any run of
consecutive positions, which is what lets ``swiss`` solve chunks exactly.

The lexicographic objective becomes one integer per edge: each rule's multiplier exceeds
the largest total all lower rules can reach in one matching of the run.

The shortcut (``sequential_run``): when no neighbours ``(lo, lo+1), (lo+2, lo+3), ...`` have
met, that sequential pairing is the run's only optimum, so no matching is built. It has no
rematch (rule 1); each of its pairs crosses at most one group boundary and a boundary is
crossed exactly when an odd number of the run's players sit above it, the fewest any
pairing can (rules 3a-3c, as in ``pairing_bounds``); its bye, if any, goes to the last
position, checked to be the lowest-ranked player in the run who may have it (rules 0 and
4); and it is the only pairing whose every pair spans one position (rule 5). In a big
field nearly every run is like that (98% of a 16,384-player round's runs).
"""

from __future__ import annotations

import rustworkx

from mtrdesk.core.swiss.objective import LEVELS, PairingField

_MAX_WEIGHT_BITS = 126  # rustworkx keeps matching weights in i128


class WeightsTooLarge(ValueError):
    """The objective does not fit the solver's 127-bit integer weights (absurd points)."""


def _multipliers(
    field: PairingField, lo: int, hi: int, with_phantom: bool, widest: int
) -> list[int]:
    pairs = (hi - lo + int(with_phantom)) // 2
    bottom_points = field.bottom_points if with_phantom else field.points[hi - 1]
    bottom_group = field.bottom_group if with_phantom else field.group[hi - 1]
    spread = field.points[lo] - bottom_points
    # Largest total per rule (repeat bye and bye rank sit on the single bye edge).
    reach = [
        1,
        pairs,
        pairs * (bottom_group - field.group[lo]),
        pairs * spread,
        pairs * spread * spread,
        field.size if with_phantom else 0,
        pairs * min(hi - lo, widest) + (field.size if with_phantom else 0),
    ]
    multipliers = [0] * LEVELS
    multiplier = 1
    for level in reversed(range(LEVELS)):
        multipliers[level] = multiplier
        multiplier *= reach[level] + 1
    multipliers.append(multiplier)  # exceeds any matching's total: keeps weights positive
    if (multiplier * 2).bit_length() > _MAX_WEIGHT_BITS:
        raise WeightsTooLarge(f"{(multiplier * 2).bit_length()} bits")
    return multipliers


def solve_run(
    field: PairingField, lo: int, hi: int, *, with_phantom: bool
) -> list[tuple[int, int]]:
    """An optimal pairing of positions ``lo..hi-1`` (plus the bye when ``with_phantom``).

    Returns pairs ``(i, j)`` with ``i < j``; ``j`` is ``field.phantom`` for the bye. The
    run's size plus the phantom must be even.
    """
    if (hi - lo + int(with_phantom)) % 2:
        raise ValueError("a run to pair needs an even number of places")
    sequential = sequential_run(field, lo, hi, with_phantom=with_phantom)
    if sequential is not None:
        return sequential
    edges = band_edges(field, lo, hi, with_phantom=with_phantom)
    phantom_node = hi - lo
    graph = rustworkx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(phantom_node + int(with_phantom)))
    graph.add_edges_from(edges)
    matching = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    pairs = (phantom_node + int(with_phantom)) // 2
    if len(matching) != pairs:  # the band bound guarantees a perfect matching
        raise AssertionError(f"swiss matching covered {len(matching)} of {pairs} pairs")

    def position(node: int) -> int:
        return field.phantom if node == phantom_node else node + lo

    return sorted(
        (min(position(a), position(b)), max(position(a), position(b))) for a, b in matching
    )


def band_edges(
    field: PairingField, lo: int, hi: int, *, with_phantom: bool
) -> list[tuple[int, int, int]]:
    """The candidate pairs of the run (module docstring: the band), as ``(a, b, weight)``
    with ``a, b`` positions minus ``lo`` (``hi - lo`` for the phantom) and ``weight`` the
    top weight minus the pair's cost, every rule at its multiplier."""
    points, group = field.points, field.group
    # Only opponents inside the run can block a swap (module docstring).
    within = field.opponents_within(lo, hi)
    degree = list(map(len, within))  # index i - lo
    widest = 2 * max(degree) + 3
    *multipliers, top = _multipliers(field, lo, hi, with_phantom, 2 * widest)
    _, m_rematch, m_down, m_diff, m_square, _, m_order = multipliers
    # Inside a point group only rules 1 and 5 cost anything: one weight per span.
    level = [top - m_order * span for span in range(2 * widest + 1)]
    edges: list[tuple[int, int, int]] = []
    for a in range(hi - lo):
        i = a + lo
        points_i, group_i, opponents_i, reach_i = points[i], group[i], within[a], degree[a]
        for b in range(a + 1, min(hi - lo, a + 2 * reach_i + widest + 1)):
            span = b - a
            if span > 2 * (reach_i + degree[b]) + 3:
                continue
            j = b + lo
            if group[j] == group_i:
                weight = level[span]
            else:
                diff = points_i - points[j]  # the order puts more points first
                cost = (
                    m_down * (group[j] - group_i)
                    + m_diff * diff
                    + m_square * diff * diff
                    + m_order * span
                )
                weight = top - cost
            if j in opponents_i:
                weight -= m_rematch
            edges.append((a, b, weight))
    phantom_node = hi - lo
    if with_phantom:
        for i in range(lo, hi):
            terms = field.pair_terms(i, field.phantom)
            cost = sum(m * t for m, t in zip(multipliers, terms, strict=True))
            edges.append((i - lo, phantom_node, top - cost))
    return edges


def sequential_run(
    field: PairingField, lo: int, hi: int, *, with_phantom: bool
) -> list[tuple[int, int]] | None:
    """The pairing ``(lo, lo+1), (lo+2, lo+3), ...`` (the last position with the bye when
    ``with_phantom``) when it is the run's only optimum (module docstring), else ``None``.
    """
    if field.neighbours_met(lo, hi):
        return None
    pairs = list(zip(range(lo, hi - 1, 2), range(lo + 1, hi, 2), strict=True))
    if with_phantom:
        last = hi - 1
        if not field.bye_allowed(last):
            return None
        if field.round_number > 1:
            allowed, lower = field.bye_allowed, field.ranked_lower
            if any(lower(k, last) for k in range(lo, hi) if allowed(k)):
                return None
        pairs.append((last, field.phantom))
    return pairs


def exact_pairing(field: PairingField) -> list[tuple[int, int]]:
    """An optimal pairing of the whole field in one matching (the engine's reference)."""
    return solve_run(field, 0, field.size, with_phantom=bool(field.size % 2))
