"""Booster-draft pods (MTR 7.6): how many players sit in each pod.

MTR 7.6 asks for pods "of roughly equal size": the fewest pods of at most the chosen size,
sizes differing by at most one, larger pods first (20 players in pods of up to 8 are 7, 7
and 6, never 8, 8 and 4).
"""

from __future__ import annotations

#: A booster draft is run in pods of eight (the usual store table).
DEFAULT_POD_SIZE = 8
MIN_POD_SIZE = 2
MAX_POD_SIZE = 16


def pod_sizes(players: int, pod_size: int = DEFAULT_POD_SIZE) -> list[int]:
    """The fewest pods of at most ``pod_size`` players, sizes differing by at most one,
    larger pods first: ``pod_sizes(20, 8) == [7, 7, 6]``, ``pod_sizes(16, 8) == [8, 8]``."""
    if players <= 0:
        return []
    count = -(-players // pod_size)
    base, extra = divmod(players, count)
    return [base + 1] * extra + [base] * (count - extra)
