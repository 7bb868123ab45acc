"""What the issue-15 figure scripts share: the figures' targets and their JSON lines.

With ``--figures`` a figure script prints on stdout one JSON object per line and nothing
else, ``{"figure": "slip", "players": 4096, "median_ms": 23.4, "target_ms": 30.0}``, one
per size measured; its progress goes to stderr. ``benchmarks/run_all.py`` runs every
script and prints the table. No Qt here: the core benchmarks import it too.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Sequence

#: Issue 15's targets in milliseconds (medians at 4,096 players, 12 rounds, on the
#: 2-core machine); ``None``: measured and shown, no target.
TARGETS_MS: dict[str, float | None] = {
    "slip": 30.0,
    "standings_tab": None,
    "open_event": 1000.0,
    "cold_open": None,
    "pair_refresh": 300.0,
    "standings": 100.0,
    # A result entered and the standings read again: the standings target holds then too.
    "result_standings": 100.0,
    "filter": 30.0,
    "smoke": 800.0,
    "standings_pdf": 1200.0,
    "pairing_16k": 150.0,
}
#: The player counts every sized figure is measured at.
SIZES = (1024, 4096)


def emit(figure: str, players: int, median_ms: float) -> None:
    """One figure's JSON line on stdout, with its target."""
    line = {
        "figure": figure,
        "players": players,
        "median_ms": round(median_ms, 2),
        "target_ms": TARGETS_MS[figure],
    }
    print(json.dumps(line), flush=True)


def progress(text: str) -> None:
    """A line for the person waiting (stderr, so ``--figures`` output stays JSON)."""
    print(text, file=sys.stderr, flush=True)


def median_ms(seconds: Sequence[float]) -> float:
    return statistics.median(seconds) * 1000
