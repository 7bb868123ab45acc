"""How long the scorekeeper waits at a big event: pairing, one result, standings.

Runs a simulated Swiss event through the services on a temporary database and prints the
median and slowest time of each use case per round. Not a test: run it by hand,
``.venv/bin/python benchmarks/bench_event.py --players 1024``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import tempfile
import time
from pathlib import Path

from mtrdesk.core.settings import EventSettings, recommended_swiss_rounds
from mtrdesk.core.simulation.happenings import simulate_result
from mtrdesk.services import Services


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rounds = args.rounds or recommended_swiss_rounds(args.players)
    rng = random.Random(args.seed)
    timings: dict[str, list[float]] = {"pair": [], "report one": [], "standings": []}
    with tempfile.TemporaryDirectory() as folder:
        clock = lambda: dt.datetime(2026, 11, 21, 10, 0)  # noqa: E731
        with Services.open(Path(folder) / "bench.sqlite3", clock=clock, rng=rng) as services:
            settings = EventSettings("Benchmark", dt.date(2026, 11, 21), swiss_rounds=rounds)
            event_id, _ = services.events.create(settings)
            start = time.perf_counter()
            for i in range(args.players):
                services.players.add(event_id, f"Player{i:05d}", "", f"player{i:05d}")
            registration = time.perf_counter() - start
            for number in range(1, rounds + 1):
                start = time.perf_counter()
                rnd, _ = services.rounds.pair_next(event_id, seed=number)
                timings["pair"].append(time.perf_counter() - start)
                for match in rnd.matches:
                    if match.player2 is None:
                        continue
                    text = simulate_result(rng).to_text()
                    start = time.perf_counter()
                    services.rounds.report(event_id, number, match.table, text)
                    timings["report one"].append(time.perf_counter() - start)
                start = time.perf_counter()
                services.standings.standings(event_id)
                timings["standings"].append(time.perf_counter() - start)
    print(f"{args.players} players, {rounds} rounds; registration {registration:.2f} s in all")
    for name, values in timings.items():
        print(
            f"{name:>10}: median {statistics.median(values) * 1000:8.1f} ms, "
            f"max {max(values) * 1000:8.1f} ms ({len(values)} calls)"
        )


if __name__ == "__main__":
    main()
