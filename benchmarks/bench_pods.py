"""How fast multiplayer pod pairing is, and whether every round is proven optimal.

Simulates whole multiplayer events (pods of 4, the addendum's Appendix E round count,
seeded winners, draws and drops) at each size, times ``pair_pods`` on every round and
checks each round with ``pod_check.check_pods``: it must be proven (exhaustively up to 12
players, by integer programming above) and no better pairing may exist. Prints per size
the median and slowest round, rounds proven, rounds with a better pairing.

``--limit`` fails (exit status 1) when the slowest round takes longer. The suite once
asserted that 201 players pair each of four rounds in under 1.5 s
(tests/core/test_multiplayer_pairing.py); ``--sizes 201 --limit 1.5`` holds whole simulated
events of that size to that bound (their later rounds are harder than four random ones).

Not a test: run by hand, ``.venv/bin/python benchmarks/bench_pods.py``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from mtrdesk.core.pods.check import check_pods
from mtrdesk.core.simulation import rounds as structure_simulation
from mtrdesk.core.simulation.rounds import PodSimulation, simulate_pod_event


def run(size: int, seed: int) -> tuple[list[float], int, int, int]:
    """Seconds per round, rounds, rounds proven, rounds with a better pairing."""
    times: list[float] = []
    pair = structure_simulation.pair_pods

    def timed(*args, **kwargs):  # type: ignore[no-untyped-def]
        began = time.perf_counter()
        try:
            return pair(*args, **kwargs)
        finally:
            times.append(time.perf_counter() - began)

    structure_simulation.pair_pods = timed  # the simulator's own calls, timed
    try:
        event = simulate_pod_event(PodSimulation(size, seed=seed))
    finally:
        structure_simulation.pair_pods = pair
    proven = better = 0
    for played in event.rounds:
        check = check_pods(played.players, played.pods, played.number)
        proven += check.verified
        better += check.better_exists
    return times, len(event.rounds), proven, better


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[24, 64, 256, 1024])
    parser.add_argument("--events", type=int, default=3)
    parser.add_argument("--limit", type=float, default=None, help="seconds for the slowest round")
    args = parser.parse_args()
    slowest = 0.0
    print(f"{'players':>7} {'rounds':>6} {'median':>9} {'max':>9} {'proven':>6} {'better':>6}")
    for size in args.sizes:
        times: list[float] = []
        rounds = proven = better = 0
        for seed in range(1, args.events + 1):
            t, r, p, b = run(size, seed)
            times += t
            rounds, proven, better = rounds + r, proven + p, better + b
        slowest = max(slowest, max(times))
        print(
            f"{size:>7} {rounds:>6} {statistics.median(times) * 1000:>7.0f}ms "
            f"{max(times) * 1000:>7.0f}ms {proven:>6} {better:>6}"
        )
    if args.limit is not None:
        print(f"slowest round {slowest:.2f} s, limit {args.limit:.1f} s")
        return 0 if slowest < args.limit else 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
