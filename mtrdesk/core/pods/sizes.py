"""How many players a pod seats, apart from the pod engine (``pairing``: random, heapq) so that
the Appendix E lengths (``length``) and an event file's settings need not load it (issue 33)."""

from __future__ import annotations

#: Four players to a pod, the addendum's norm (Commander *.1B).
DEFAULT_POD_SIZE = 4
#: A pod seats at least 3: each player faces "more than one opposing player" (1.1A).
MIN_POD_PLAYERS = 3
