"""Several stations on one event (issue 17, "Done when"): pairing a 1,024-player round and
entering slips, on PostgreSQL and on an SQLite file.

On each store an event of ``--players`` players (default 1,024) is entered from one CSV,
then, ``--rounds`` times (default 5: rounds 1 to 5):

1. **Pair + save + refresh.** Station A pairs the next round (``rounds.pair_next``: the
   pairing, its commit and the round-start backup, as the window's "Pair next round"),
   then station B, which showed the previous round, finds the change in its store's
   change mark (what the window's ``OutsideChanges`` reads every 500 ms; the wait for
   that tick is not counted) and reads the new round (``rounds.round_view``). B is another
   station's connection on PostgreSQL, a reader following the file on SQLite (a second
   process cannot write a file a window holds). Timed from A's call to B's round read.
2. A enters every table's slip (``rounds.report(..., seen=None)``), one at a time: the
   **one-station report** latencies.

Then one more round is paired (the sixth sample of step 1) and its slips entered: on
PostgreSQL by **4 stations at once**, processes of their own
(``tests.helpers.stations.report_station``), each its share of the tables in a random
order, the next slip as soon as the last is saved (``--think MS`` waits between two slips
of a station, as a person typing does); on SQLite by A alone. Per report: median, p95,
max. The stations take turns at the one write lock: with no thinking, a report waits for
about three others' (the worst case).

Targets (issue 17): pair + save + refresh ≤ 1,000 ms (the median of the samples; the
slowest is shown), one report ≤ 50 ms median, on either store. The table ends with ``ok``
or ``SLOW`` per line; the exit status is 1 when a target is missed. PostgreSQL is a
throwaway server of its own (``tests.helpers.postgres``, as the tests start it).

Run by hand from the repository root: ``.venv/bin/python benchmarks/bench_stations.py``
(about a minute; ``--players 2048`` for the size of the stations test,
``$MTRDESK_STATIONS_PLAYERS`` sets the default; ``--only sqlite`` or ``postgresql``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtrdesk.services import Services
from tests.helpers import postgres, stations

#: Targets in milliseconds (issue 17).
PAIR_TARGET_MS = 1000.0
REPORT_TARGET_MS = 50.0
REPORTERS = 4
SEED = 2017


@dataclass
class Figures:
    """One store's samples, in seconds."""

    store: str
    pair: list[float] = field(default_factory=list)  # A's pair_next: pairing, commit, backup
    backup: list[float] = field(default_factory=list)  # of which the round-start backup
    refresh: list[float] = field(default_factory=list)  # B: the mark moved, the round read
    reports: list[float] = field(default_factory=list)  # A alone, between the rounds
    stations_reports: list[float] = field(default_factory=list)  # the last round's slips
    stations: int = 1


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def others_commits(mark: tuple[object, ...]) -> tuple[object, ...]:
    """What moves in a change mark when another connection commits (as
    ``ui.outside_changes.others_commits`` reads it; not imported: no Qt here)."""
    return mark[:2]


def open_station(address: str, name: str, *, read_only: bool = False) -> Services:
    if read_only:
        return Services.open(address, read_only=True, follow=True)
    return Services.open(address, station=name, clock=dt.datetime.now, rng=random.Random(1))


def pair_and_refresh(
    a: Services, b: Services, event_id: int, number: int, figures: Figures
) -> None:
    """A pairs round ``number``; B, showing the round before, sees it and reads it."""
    if number > 1:
        b.rounds.round_view(event_id, number - 1)
    seen = others_commits(b.store.change_mark())
    began = time.perf_counter()
    a.rounds.pair_next(event_id, SEED + number, number=number)
    paired = time.perf_counter()
    deadline = paired + 10.0
    while others_commits(b.store.change_mark()) == seen:
        if time.perf_counter() > deadline:
            raise SystemExit(f"{figures.store}: station B never saw round {number}")
        time.sleep(0.001)
    view = b.rounds.round_view(event_id, number)
    done = time.perf_counter()
    tables = sum(1 for m in view.matches if m.table is not None)
    if tables != a_tables(a, event_id, number):
        raise SystemExit(f"{figures.store}: station B read {tables} tables of round {number}")
    figures.pair.append(paired - began)
    figures.refresh.append(done - paired)


def a_tables(services: Services, event_id: int, number: int) -> int:
    return sum(1 for m in services.rounds.round_view(event_id, number).matches if m.table)


def report_alone(services: Services, event_id: int, number: int, rng: random.Random) -> list[float]:
    view = services.rounds.round_view(event_id, number)
    tables = [m.table for m in view.matches if m.table is not None]
    rng.shuffle(tables)
    times = []
    for table in tables:
        began = time.perf_counter()
        services.rounds.report(event_id, number, table, rng.choice(stations.RESULTS), seen=None)
        times.append(time.perf_counter() - began)
    return times


def report_at_stations(
    address: str, event_id: int, number: int, rng: random.Random, think: float
) -> list[float]:
    """The round's slips entered by ``REPORTERS`` processes at once; each report's time."""
    services = open_station(address, "S0")
    try:
        view = services.rounds.round_view(event_id, number)
    finally:
        services.close()
    tables = [m.table for m in view.matches if m.table is not None]
    plan = stations.plan_reports(tables, REPORTERS, rng, every=0)
    spawn = stations.spawn()
    start, out = spawn.Barrier(REPORTERS + 1), spawn.Queue()
    targets = [
        (
            stations.report_station,
            (address, f"S{i + 1}", event_id, number, jobs, start, out, think),
        )
        for i, jobs in enumerate(plan.jobs)
    ]
    with stations.running(spawn, targets) as processes:
        start.wait(stations.START_SECONDS)
        answers = stations.collect(out, processes, 300.0)
    outcomes = [o for answer in answers for o in answer]
    wrong = [o for o in outcomes if o.status != stations.SAVED]
    if wrong or len(outcomes) != len(tables):
        raise SystemExit(f"{len(wrong)} slips not saved at the stations: {wrong[:3]}")
    return [o.seconds for o in outcomes]


def run_store(
    store: str, address: str, players: int, rounds: int, at_stations: bool, think: float = 0.0
) -> Figures:
    figures = Figures(store, stations=REPORTERS if at_stations else 1)
    rng = random.Random(players)
    a = open_station(address, "A")
    backup = a.context.on_round_start
    assert backup is not None

    def timed_backup(event_id: int, number: int) -> object:
        began = time.perf_counter()
        try:
            return backup(event_id, number)
        finally:
            figures.backup.append(time.perf_counter() - began)

    a.context.on_round_start = timed_backup  # type: ignore[assignment]
    try:
        say(f"{store}: entering {players} players ...")
        event_id = stations.big_event(a, players)
        b = open_station(address, "B", read_only=not at_stations)
        try:
            for number in range(1, rounds + 1):
                say(f"{store}: round {number}: pair + refresh, then its slips at one station ...")
                pair_and_refresh(a, b, event_id, number, figures)
                figures.reports += report_alone(a, event_id, number, rng)
            last = rounds + 1
            pair_and_refresh(a, b, event_id, last, figures)
        finally:
            b.close()
        if at_stations:
            say(f"{store}: round {last}: its slips at {REPORTERS} stations at once ...")
            a.close()
            figures.stations_reports = report_at_stations(address, event_id, last, rng, think)
        else:
            say(f"{store}: round {last}: its slips at one station ...")
            figures.stations_reports = report_alone(a, event_id, last, rng)
    finally:
        a.close()
    return figures


@contextmanager
def server_address() -> Iterator[str]:
    reason = postgres.missing()
    if reason is not None:
        raise SystemExit(f"PostgreSQL: {reason}")
    with postgres.postgres_server() as server, postgres.ready_database(server) as dsn:
        yield dsn


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}"


def table(results: list[Figures], players: int) -> list[str]:
    """Print the table; the lines that missed their target."""
    header = (
        f"{'figure':<48} {'store':<11} {'n':>4} {'median':>8} {'p95':>8} {'max':>8} {'target':>7}"
    )
    print(header)
    print("-" * (len(header) + 6))
    missed = []

    def line(name: str, store: str, values: list[float], target: float | None) -> None:
        median = statistics.median(values)
        verdict = ""
        if target is not None:
            verdict = "ok" if median * 1000 <= target else "SLOW"
            if verdict == "SLOW":
                missed.append(f"{name} on {store}: median {median * 1000:.0f} ms > {target:.0f} ms")
        shown = f"{target:7.0f}" if target is not None else f"{'--':>7}"
        print(
            f"{name:<48} {store:<11} {len(values):>4} {ms(median)} "
            f"{ms(percentile(values, 0.95))} {ms(max(values))} {shown}  {verdict}"
        )

    for f in results:
        total = [p + r for p, r in zip(f.pair, f.refresh, strict=True)]
        line(f"pair + save + refresh, {players:,} players", f.store, total, PAIR_TARGET_MS)
        line("  station A: pair + save + round-start backup", f.store, f.pair, None)
        line("    of which the round-start backup", f.store, f.backup, None)
        line("  station B: notice + read the new round", f.store, f.refresh, None)
        last = len(f.pair)
        if f.stations > 1:
            name = f"report, {f.stations} stations at once (round {last})"
        else:
            name = f"report, one station (round {last})"
        line(name, f.store, f.stations_reports, REPORT_TARGET_MS)
        line(f"report, one station (rounds 1-{last - 1})", f.store, f.reports, REPORT_TARGET_MS)
    print("(milliseconds; the targets hold for the median)", flush=True)
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--players", type=int, default=int(os.environ.get("MTRDESK_STATIONS_PLAYERS", "1024"))
    )
    parser.add_argument("--rounds", type=int, default=5, help="pairing samples per store")
    parser.add_argument("--only", choices=("postgresql", "sqlite"))
    parser.add_argument(
        "--think", type=float, default=0.0, help="ms each station waits between two slips"
    )
    args = parser.parse_args()
    load = os.getloadavg()[0]
    results = []
    with tempfile.TemporaryDirectory(prefix="mtrdesk-bench-stations-") as folder:
        os.environ["MTRDESK_BACKUPS"] = str(Path(folder) / "backups")  # the stations' too
        if args.only != "sqlite":
            with server_address() as dsn:
                results.append(
                    run_store("PostgreSQL", dsn, args.players, args.rounds, True, args.think / 1000)
                )
        if args.only != "postgresql":
            file = str(Path(folder) / "events.sqlite3")
            results.append(run_store("SQLite", file, args.players, args.rounds, False))
    missed = table(results, args.players)
    print(
        f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after ({os.cpu_count()} cores)"
    )
    for text in missed:
        print(f"MISSED: {text}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
