"""How long the posted sheets take for a large event: pairings by name, by table and the
standings of 1,000 players, as PDF.

A simulated 1,000-player Swiss event (three rounds) is read the way ``mtrdesk print``
reads an event file; each sheet is rendered ``--runs`` times and the slowest run is
printed. The suite once held this as a test (tests/printing/test_pairings_sheets.py) with a
bound of 2 s per sheet; ``--limit`` keeps that bound here (exit status 1 above it). Not a
test: run it by hand, ``.venv/bin/python benchmarks/bench_sheets.py``.
"""

from __future__ import annotations

import argparse
import io
import time

from pypdf import PdfReader

from mtrdesk import sheets
from mtrdesk.core.event_document import document_to_dict
from mtrdesk.core.simulate_event import Simulation, simulate_event
from mtrdesk.printing.page import PageSetup
from mtrdesk.services.event_files import history_from_json

SHEETS = ("pairings-by-name", "pairings-by-table", "standings")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--limit", type=float, default=2.0, help="seconds per sheet")
    args = parser.parse_args()
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
