"""What the window waits for from the services at an Open's size (issue 15): pairing the
next Swiss round, the pairing notes it then shows, and the event's summary.

Each size is one individual Swiss event of 12 announced rounds with rounds 1-11 paired and
reported (random results, a fixed seed). ``--databases DIR`` reads them from
``DIR/big1024_11.sqlite3`` and ``DIR/big4096_11.sqlite3``; without it they are built once
(about a minute at 4,096) into ``$TMPDIR/mtrdesk-bench-services/``. The files are never
changed: every run works on a fresh copy, in a fresh ``Services``, so nothing is read before
the timed call unless the figure says so.

Figures (median of ``--runs`` runs):

* ``svc_pair_next``: ``rounds.pair_next`` of round 12, from a freshly opened file (the
  event not read before): load, standings, pairing, writing, the audit row, the round's
  view and the round-start backup. Target 150 ms at 4,096.
* ``svc_pairing_notes``: ``rounds.pairing_notes`` of round 12 just after that pairing, as
  the window asks for them. Target 40 ms at 4,096.
* ``svc_event_summary``: ``events.get`` just after a result is typed (round 11's table 1,
  typed again as it stands). Target 8 ms at 4,096.

Also printed (on stderr with ``--figures``): the notes read on a freshly opened file (the
event not read since it was opened), ``rounds.list_rounds`` after the pairing, and the
summary as the first read of a freshly opened file.

``--figures`` prints one JSON object per line on stdout and nothing else (issue 15); the
progress goes to stderr. Run by hand:
``.venv/bin/python benchmarks/bench_services.py [--figures] [--runs N]``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services

SIZES = (1024, 4096)
ROUNDS = 12
EVENT = 1
#: Issue 15 targets at 4,096 players (milliseconds).
TARGETS = {"svc_pair_next": 150.0, "svc_pairing_notes": 40.0, "svc_event_summary": 8.0}


def log(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def database_name(players: int) -> str:
    return f"big{players}_{ROUNDS - 1}.sqlite3"


def build(players: int, path: Path) -> None:
    """An event of ``players`` with rounds 1-11 of 12 paired and reported."""
    log(f"building {path} ({players} players, {ROUNDS - 1} rounds)...")
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    services = Services.open(partial, rng=random.Random(1), create=True)
    try:
        settings = EventSettings("Benchmark", dt.date(2026, 11, 21), swiss_rounds=ROUNDS)
        event_id, _ = services.events.create(settings)
        for i in range(players):
            services.players.add(event_id, f"Player{i:05d}", f"Given{i % 97}", f"p{i:05d}")
        rng = random.Random(3)
        for number in range(1, ROUNDS):
            view, _ = services.rounds.pair_next(event_id, seed=number)
            for m in view.matches:
                if m.player2 is not None and m.table is not None:
                    text = rng.choice(["2-0", "2-1", "0-2", "1-2", "1-1"])
                    services.rounds.report(event_id, number, m.table, text)
    finally:
        services.close()
    partial.replace(path)


def databases(folder: Path | None) -> dict[int, Path]:
    if folder is not None:
        return {n: folder / database_name(n) for n in SIZES}
    cache = Path(tempfile.gettempdir()) / "mtrdesk-bench-services"
    cache.mkdir(exist_ok=True)
    found = {n: cache / database_name(n) for n in SIZES}
    for players, path in found.items():
        if not path.exists():
            build(players, path)
    return found


def fresh(source: Path, work: Path) -> Services:
    """A copy of ``source`` opened in a new ``Services`` (backups into ``work``)."""
    copy = work / "event.sqlite3"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{copy}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(source, copy)
    os.environ["MTRDESK_BACKUPS"] = str(work / "backups")
    return Services.open(copy, rng=random.Random(1))


def timed(call: Callable[..., object], *args: object, **kwargs: object) -> float:
    started = time.perf_counter()
    call(*args, **kwargs)
    return (time.perf_counter() - started) * 1000


def measure(source: Path, runs: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {
        name: []
        for name in (
            "svc_pair_next",
            "svc_pairing_notes",
            "svc_event_summary",
            "notes_cold",
            "list_rounds_after",
            "summary_fresh_open",
        )
    }
    with tempfile.TemporaryDirectory(prefix="mtrdesk-bench-") as folder:
        work = Path(folder)
        for run in range(runs):
            services = fresh(source, work)
            try:
                times["summary_fresh_open"].append(timed(services.events.get, EVENT))
                # A result typed again (the same one): the change after which the window
                # asks for the summary.
                latest = services.rounds.current_round(EVENT)
                assert latest is not None
                match = latest.at_table(1)
                assert match is not None and match.result is not None
                services.rounds.report(EVENT, latest.number, 1, match.result.to_text())
                times["svc_event_summary"].append(timed(services.events.get, EVENT))
            finally:
                services.close()
            services = fresh(source, work)
            try:
                seed = 1000 + run
                times["svc_pair_next"].append(timed(services.rounds.pair_next, EVENT, seed=seed))
                times["svc_pairing_notes"].append(
                    timed(services.rounds.pairing_notes, EVENT, ROUNDS)
                )
                times["list_rounds_after"].append(timed(services.rounds.list_rounds, EVENT))
            finally:
                services.close()
            # The same round's notes, read from a file opened afresh.
            paired = work / "paired.sqlite3"
            shutil.copyfile(work / "event.sqlite3", paired)
            services = fresh(paired, work)
            try:
                times["notes_cold"].append(timed(services.rounds.pairing_notes, EVENT, ROUNDS))
            finally:
                services.close()
            log(f"  run {run + 1}: " + ", ".join(f"{k} {v[-1]:.1f}" for k, v in times.items()))
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--figures", action="store_true", help="JSON lines on stdout")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--databases", type=Path, default=None)
    args = parser.parse_args(argv)
    lines = []
    for players, source in databases(args.databases).items():
        log(f"{players} players x {ROUNDS} rounds ({source})")
        times = measure(source, args.runs)
        for name, values in times.items():
            median = statistics.median(values)
            target = TARGETS.get(name)
            if name in TARGETS:
                lines.append(
                    {
                        "figure": name,
                        "players": players,
                        "median_ms": round(median, 1),
                        "target_ms": TARGETS[name],
                    }
                )
            text = f"{name:20} {players:5} players: median {median:7.1f} ms"
            if target is not None:
                text += f" (target {target:.0f} ms at 4,096)"
            if args.figures:
                log(text)
            else:
                print(text)
    if args.figures:
        for line in lines:
            print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
