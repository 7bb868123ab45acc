"""How long standings take for a large event: 1,200 players after 10 rounds.

Random results (wins, losses, draws) over ten randomly paired rounds; times
``compute_standings`` and prints the best and the median of ``--runs`` runs. The suite
once held this as a test (tests/core/test_standings.py) with a bound of 1 s for the best of
three; ``--limit`` keeps that bound here (exit status 1 above it). Not a test: run it by
hand, ``.venv/bin/python benchmarks/bench_standings.py``.

``--sizes`` (issue 15) instead prints the median at 1,024 and 4,096 players after 12 rounds
(or at the sizes it is given) against the target of 100 ms at 4,096 (exit status 1 above
it); ``--figures`` prints the same medians (of at least 7 runs, with their CPU time) as the
``standings`` figure's JSON lines for ``benchmarks/run_all.py`` (exit status 0: the runner
judges), and the ``result_standings`` figure: on the big event of
``benchmarks/big_event.py`` (12 rounds paired, 11 reported), with the standings read once as
the Standings tab reads them, ``RESULTS`` results of round 12 entered through the services,
each followed by the standings read again (issue 15: after a result only the players whose
records changed are worked out again).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.big_event import BigEvent, fresh_copy
from benchmarks.figures import MIN_RUNS, Timings, emit, progress
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.tournament import MatchRecord
from mtrdesk.services import Services


def matches(players: int, rounds: int, seed: int) -> list[MatchRecord]:
    rng = random.Random(seed)
    results = [MatchResult(2, 0), MatchResult(2, 1), MatchResult(1, 2), MatchResult(0, 0, 3)]
    entries = list(range(1, players + 1))
    played = []
    for round_number in range(1, rounds + 1):
        rng.shuffle(entries)
        for first, second in zip(entries[::2], entries[1::2], strict=True):
            played.append(MatchRecord(round_number, first, second, rng.choice(results)))
    return played


#: Issue 15: the median at 4,096 players after 12 rounds must not exceed this.
TARGET_SECONDS = 0.100
SIZES = (1024, 4096)
SIZE_ROUNDS = 12


def standings_timings(players: int, rounds: int, runs: int) -> Timings:
    """Wall and CPU seconds of ``runs`` exact standings of a simulated event."""
    played = matches(players, rounds, seed=20230821)
    times = Timings()
    for _ in range(runs):
        with times.run():
            compute_standings(range(1, players + 1), played, MIN_PERCENTAGE_MTR)
    return times


def median_seconds(players: int, rounds: int, runs: int) -> float:
    return statistics.median(standings_timings(players, rounds, runs).wall)


def sizes(runs: int, players_counts: Sequence[int] = SIZES) -> int:
    medians = {players: median_seconds(players, SIZE_ROUNDS, runs) for players in players_counts}
    for players, median in medians.items():
        print(f"{players} players, {SIZE_ROUNDS} rounds: median {median * 1000:.0f} ms")
    largest = max(players_counts)
    last = medians[largest]
    verdict = "met" if last <= TARGET_SECONDS else "MISSED"
    print(f"target: median <= {TARGET_SECONDS * 1000:.0f} ms at {largest} players: {verdict}")
    return 0 if last <= TARGET_SECONDS else 1


#: Results entered per size for ``result_standings``.
RESULTS = 40


def result_standings_seconds(players: int) -> Timings:
    """Wall and CPU seconds per result entered and standings read again, ``RESULTS`` of
    them."""
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(players, SIZE_ROUNDS, SIZE_ROUNDS - 1), Path(folder))
        services = Services.open(fixture.path, rng=random.Random(1), backups=Path(folder))
        try:
            event_id = fixture.event_id
            shown = services.standings.standings(event_id)
            times = Timings()
            for table in range(1, RESULTS + 1):
                with times.run():
                    services.rounds.report(event_id, SIZE_ROUNDS, table, "2-1")
                    shown = services.standings.standings(event_id)
            if len(shown) < players // 2:
                raise SystemExit(f"{len(shown)} standings rows for {players} players")
            return times
        finally:
            services.close()


def figures(runs: int, players_counts: Sequence[int]) -> int:
    """The ``standings`` and ``result_standings`` figures' JSON lines
    (benchmarks/figures.py)."""
    for players in players_counts:
        progress(f"standings: {players} players ...")
        emit("standings", players, standings_timings(players, SIZE_ROUNDS, runs))
    for players in players_counts:
        progress(f"result_standings: {players} players ...")
        emit("result_standings", players, result_standings_seconds(players))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=1200)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=1.0, help="seconds for the best run")
    parser.add_argument(
        "--sizes",
        type=int,
        nargs="*",
        help="the medians at these player counts x 12 rounds (none given: 1,024 and 4,096)",
    )
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    args = parser.parse_args()
    if args.figures:
        return figures(max(args.runs, MIN_RUNS), args.sizes or SIZES)
    if args.sizes is not None:
        return sizes(max(args.runs, 5), args.sizes or SIZES)
    played = matches(args.players, args.rounds, seed=20230821)
    times = []
    for _ in range(args.runs):
        started = time.perf_counter()
        rows = compute_standings(range(1, args.players + 1), played, MIN_PERCENTAGE_MTR)
        times.append(time.perf_counter() - started)
    assert len(rows) == args.players
    best = min(times)
    print(
        f"{args.players} players, {args.rounds} rounds: best {best * 1000:.0f} ms, "
        f"median {statistics.median(times) * 1000:.0f} ms (limit {args.limit:.1f} s)"
    )
    return 0 if best < args.limit else 1


if __name__ == "__main__":
    raise SystemExit(main())
