"""How long the posted sheets take for a large event: pairings by name, by table and the
standings of 1,000 players, as PDF.

A simulated 1,000-player Swiss event (three rounds) is read the way ``mtrdesk print``
reads an event file; each sheet is rendered ``--runs`` times and the slowest run is
printed. The suite once held this as a test (tests/printing/test_pairings_sheets.py) with a
bound of 2 s per sheet; ``--limit`` keeps that bound here (exit status 1 above it). Not a
test: run it by hand, ``.venv/bin/python benchmarks/bench_sheets.py``.

``--figures`` (issue 15): the standings PDF of a simulated Swiss event of 1,024 and 4,096
players after 12 rounds, rendered as the window's preview renders it
(``sheets.render_bytes``), median of ``--runs`` runs (at least 7) after one untimed run; prints one
JSON line per size (figure "standings_pdf", target 1,200 ms) and the rest on stderr.
"""

from __future__ import annotations

import argparse
import io
import sys
import time

from pypdf import PdfReader

from benchmarks.figures import MIN_RUNS, Timings, emit
from mtrdesk import sheets
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.printing.page import PageSetup
from mtrdesk.services.event_file.reading import history_from_json

SHEETS = ("pairings-by-name", "pairings-by-table", "standings")
FIGURE_SIZES = (1024, 4096)
FIGURE_ROUNDS = 12
STANDINGS_TARGET_MS = 1200.0


def standings_figures(runs: int) -> None:
    """The "standings_pdf" figure: one JSON line per size on stdout."""
    for players in FIGURE_SIZES:
        print(f"simulating {players} players, {FIGURE_ROUNDS} rounds...", file=sys.stderr)
        simulation = Simulation(players=players, seed=4, rounds=FIGURE_ROUNDS)
        history = history_from_json(document_to_dict(simulate_event(simulation)))
        times, warm_up = Timings(), Timings()
        for run in range(runs + 1):
            with (times if run else warm_up).run():
                data = sheets.render_bytes("standings", history, None, PageSetup())
        pages = len(PdfReader(io.BytesIO(data)).pages)
        print(
            f"standings PDF, {players} players: {pages} pages, median {times.median_ms():.0f}"
            f" ms (CPU {times.cpu_median_ms():.0f} ms), slowest {max(times.wall) * 1000:.0f}"
            f" ms of {runs} (target {STANDINGS_TARGET_MS:.0f})",
            file=sys.stderr,
        )
        emit("standings_pdf", players, times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--limit", type=float, default=2.0, help="seconds per sheet")
    parser.add_argument(
        "--figures", action="store_true", help="the standings_pdf figure as JSON lines"
    )
    args = parser.parse_args()
    if args.figures:
        standings_figures(max(args.runs, MIN_RUNS))
        return 0
    document = document_to_dict(simulate_event(Simulation(players=args.players, seed=4, rounds=3)))
    history = history_from_json(document)
    slow = False
    for sheet in SHEETS:
        times, pages = [], 0
        for _ in range(args.runs):
            started = time.perf_counter()
            data = sheets.render_bytes(sheet, history, None, PageSetup())
            times.append(time.perf_counter() - started)
            pages = len(PdfReader(io.BytesIO(data)).pages)
        slow = slow or max(times) >= args.limit
        print(f"{sheet:>18}: {pages:>3} pages, slowest of {args.runs} {max(times):.2f} s")
    print(f"limit {args.limit:.1f} s per sheet: {'exceeded' if slow else 'kept'}")
    return 1 if slow else 0


if __name__ == "__main__":
    raise SystemExit(main())
