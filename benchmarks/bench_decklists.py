"""How long decklists take: reading and checking a list, and the Decklists tab's data for a
large event (MTR 2.7, 6.1-6.7).

Reads the real lists of ``tests/data/decklists`` (in the repository), then registers one
for each of ``--players`` players of a Modern event through the services on a temporary
database and times the calls the window makes: the tab's overview, one player's detail,
the live check while typing (``preview``), saving, and the deck-check proposal. Not a
test: run it by hand, ``.venv/bin/python benchmarks/bench_decklists.py``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mtrdesk.core.decklists.rules import DeckFormat, RuleBook
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.decklists.validation import validate_deck
from mtrdesk.core.settings import EventSettings, Format, Rel
from mtrdesk.services import Services

DECKLISTS = Path(__file__).resolve().parents[1] / "tests" / "data" / "decklists"


def _timed(call: Callable[[], object], repeat: int) -> tuple[float, float]:
    """Median and slowest seconds of ``repeat`` calls."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=1000)
    args = parser.parse_args()
    texts = [path.read_text("utf-8") for path in sorted(DECKLISTS.glob("*/*.txt"))]
    if not texts:
        raise SystemExit(f"no decklists at {DECKLISTS}")
    rules = RuleBook.default()

    start = time.perf_counter()
    for text in texts:
        validate_deck(parse_decklist(text).decklist, DeckFormat.MODERN, rules)
    each = (time.perf_counter() - start) / len(texts)
    print(f"core: read + check one list {each * 1000:.2f} ms ({len(texts)} lists)")

    modern = [path.read_text("utf-8") for path in sorted(DECKLISTS.glob("modern/*.txt"))]
    with tempfile.TemporaryDirectory() as folder:
        clock = lambda: dt.datetime(2026, 11, 22, 10, 0)  # noqa: E731
        path = Path(folder) / "bench.sqlite3"
        with Services.open(path, clock=clock, rng=random.Random(1)) as services:
            settings = EventSettings(
                "Benchmark", dt.date(2026, 11, 22), format=Format.MODERN, rel=Rel.COMPETITIVE
            )
            event_id, _ = services.events.create(settings)
            entries = [
                services.players.add(event_id, f"Player{i:05d}", "", f"player{i:05d}")[0]
                for i in range(args.players)
            ]
            start = time.perf_counter()
            for i, entry in enumerate(entries):
                services.decklists.save(event_id, entry, modern[i % len(modern)])
            saving = (time.perf_counter() - start) / len(entries)
            print(f"{args.players} players: save one list {saving * 1000:.1f} ms")
            services.rounds.pair_next(event_id, seed=1)
            calls: dict[str, tuple[Callable[[], object], int]] = {
                "overview (tab)": (lambda: services.decklists.overview(event_id), 5),
                "detail (one player)": (
                    lambda: services.decklists.detail(event_id, entries[7]),
                    20,
                ),
                "preview (typing)": (lambda: services.decklists.preview(event_id, modern[3]), 20),
                "deck-check proposal": (lambda: services.decklists.proposals(event_id, 1), 5),
            }
            for name, (call, repeat) in calls.items():
                median, slowest = _timed(call, repeat)
                print(f"{name:>22}: median {median * 1000:8.1f} ms, max {slowest * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
