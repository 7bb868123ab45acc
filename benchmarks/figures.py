"""What the issue-15 figure scripts share: the targets, the timings and their JSON lines.

With ``--figures`` a figure script prints on stdout one JSON object per line and nothing
else, ``{"figure": "slip", "players": 4096, "median_ms": 23.4, "cpu_ms": 22.9, "runs": 40,
"target_ms": 30.0}``, one per size measured: the median wall time and the median CPU time
of the measured process (or of the child process it starts) over ``runs`` runs. Its
progress goes to stderr. ``benchmarks/run_all.py`` runs every script, classifies each
figure (``classify``) and prints the table. No Qt here: the core benchmarks import it too.

Issue 33 (item 6): a figure met by a few per cent on a quiet run is missed on a user's
laptop, so a median within ``TIGHT_FRACTION`` of its target is "tight", not "ok"; CPU time
sits beside wall time because the machine is shared (wall time grows with the load, CPU
time much less), and every figure is the median of at least ``MIN_RUNS`` runs.
"""

from __future__ import annotations

import json
import resource
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

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
    "pairing_16k": 120.0,  # issue 33 (was 150)
    # Issue 33 item 2: ``mtrdesk standings FILE`` on an event file, 4,096 x 12 and 16,384 x 14.
    "event_file_standings": 400.0,
    "event_file_standings_16k": 1500.0,
}
#: The player counts every sized figure is measured at.
SIZES = (1024, 4096)
#: Issue 33: every figure is the median of at least this many runs.
MIN_RUNS = 7
#: Issue 33: a median within this fraction of its target (at or above 90 % of it) is
#: "tight": met today, missed on a busier or slower machine.
TIGHT_FRACTION = 0.10
#: The clocks ``Timings.run`` reads (names looked up at each run, so a test can set them).
wall_clock = time.perf_counter
cpu_clock = time.process_time


@dataclass(slots=True)
class Timings:
    """Wall and CPU seconds of the runs of one figure, one pair per run."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def add(self, wall: float, cpu: float) -> None:
        """One run: ``wall`` and ``cpu`` seconds."""
        self.wall.append(wall)
        self.cpu.append(cpu)

    @contextmanager
    def run(self) -> Iterator[None]:
        """Times the block as one run: wall clock and this process's CPU (all threads)."""
        wall, cpu = wall_clock(), cpu_clock()
        yield
        self.add(wall_clock() - wall, cpu_clock() - cpu)

    @contextmanager
    def child_run(self) -> Iterator[None]:
        """Times the block as one run of child processes: wall clock and the CPU of the
        children the block started and waited for (``RUSAGE_CHILDREN``)."""
        wall, cpu = wall_clock(), children_cpu()
        yield
        self.add(wall_clock() - wall, children_cpu() - cpu)

    @property
    def runs(self) -> int:
        return len(self.wall)

    def median_ms(self) -> float:
        """The median wall time in milliseconds."""
        return median_ms(self.wall)

    def cpu_median_ms(self) -> float:
        """The median CPU time in milliseconds."""
        return median_ms(self.cpu)


def children_cpu() -> float:
    """User + system seconds of this process's waited-for children so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def figure_line(figure: str, players: int, timings: Timings) -> dict[str, object]:
    """One figure's JSON object: medians of wall and CPU time, the run count, the target."""
    if timings.runs == 0 or len(timings.cpu) != timings.runs:
        raise ValueError(f"{figure}: {timings.runs} wall times and {len(timings.cpu)} CPU times")
    return {
        "figure": figure,
        "players": players,
        "median_ms": round(timings.median_ms(), 2),
        "cpu_ms": round(timings.cpu_median_ms(), 2),
        "runs": timings.runs,
        "target_ms": TARGETS_MS[figure],
    }


def emit(figure: str, players: int, timings: Timings) -> None:
    """One figure's JSON line on stdout (``figure_line``)."""
    print(json.dumps(figure_line(figure, players, timings)), flush=True)


def classify(median: float, target: float | None) -> str:
    """ "ok", "tight" (met, but within ``TIGHT_FRACTION`` of the target) or "over";
    "-" for a figure without a target."""
    if target is None:
        return "-"
    if median > target:
        return "over"
    if median >= target * (1 - TIGHT_FRACTION):
        return "tight"
    return "ok"


def margin(median: float, target: float | None) -> float | None:
    """How far under its target a median is, as a fraction of the target (negative: over)."""
    if target is None or target <= 0:
        return None
    return (target - median) / target


def progress(text: str) -> None:
    """A line for the person waiting (stderr, so ``--figures`` output stays JSON)."""
    print(text, file=sys.stderr, flush=True)


def median_ms(seconds: Sequence[float]) -> float:
    return statistics.median(seconds) * 1000
