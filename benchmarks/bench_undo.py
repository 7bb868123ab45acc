"""What undo costs: pairing, a result and a round rollback with and without the row images.

Runs the same seeded Swiss event twice through the services on temporary databases, once
as shipped (every use case's rows recorded by ``store.change_log``, undoable ones kept as
steps) and once with recording switched off, and prints per use case the median and
slowest time; then the rollback of the last round, its undo, and the size of what is kept.
Not a test: run it by hand, ``.venv/bin/python benchmarks/bench_undo.py --players 4096``.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import random
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from mtrdesk.core.settings import EventSettings
from mtrdesk.core.simulation.happenings import simulate_result
from mtrdesk.services import Services, context
from mtrdesk.store import Store, change_log


@contextlib.contextmanager
def _not_recording(store: Store, keep: int = 0) -> Iterator[None]:
    yield


def run(players: int, rounds: int, seed: int, record: bool) -> dict[str, list[float]]:
    original = context.recording
    if not record:
        context.recording = _not_recording  # type: ignore[assignment]
    times: dict[str, list[float]] = {"pair": [], "report": []}
    try:
        with tempfile.TemporaryDirectory() as folder:
            services = Services.open(Path(folder) / "bench.sqlite3", rng=random.Random(seed))
            rng = random.Random(seed)
            settings = EventSettings(name="bench", date=dt.date(2026, 11, 25), swiss_rounds=rounds)
            event_id, _ = services.events.create(settings)
            for n in range(players):
                services.players.add(event_id, f"P{n:05d}", "Bench", player_id=f"B{n:06d}")
            for _ in range(rounds):
                start = time.perf_counter()
                view, _ = services.rounds.pair_next(event_id)
                times["pair"].append(time.perf_counter() - start)
                for match in view.missing:
                    result = simulate_result(rng)
                    start = time.perf_counter()
                    services.rounds.report(event_id, view.number, match.table, result.to_text())
                    times["report"].append(time.perf_counter() - start)
            if record:
                start = time.perf_counter()
                services.rollback.rollback(event_id, rounds, "benchmark")
                times["rollback"] = [time.perf_counter() - start]
                start = time.perf_counter()
                services.undo.undo(event_id)
                times["undo rollback"] = [time.perf_counter() - start]
                start = time.perf_counter()
                services.undo.redo(event_id)
                times["redo rollback"] = [time.perf_counter() - start]
                with services.store.atomic():
                    steps, rows = change_log.step_count(services.store.db, event_id)
                times["kept steps"] = [steps]
                times["kept rows"] = [rows]
            services.close()
    finally:
        context.recording = original  # type: ignore[assignment]
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for record in (False, True):
        times = run(args.players, args.rounds, args.seed, record)
        print(f"{args.players} players, recording {'on' if record else 'off'}:")
        for name, values in times.items():
            if name.startswith("kept"):
                print(f"  {name:14} {int(values[0])}")
            else:
                median, worst = statistics.median(values), max(values)
                print(f"  {name:14} median {median * 1000:8.1f} ms  max {worst * 1000:8.1f} ms")


if __name__ == "__main__":
    main()
