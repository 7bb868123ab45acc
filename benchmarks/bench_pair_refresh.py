"""How long "Pair next round" takes in the window at a big event: pair, save, refresh.

The event is ``big_event.BigEvent(players, rounds=11, results=11)`` (eleven rounds paired by
the real engine and complete; twelve planned, Regular REL, so no decklist question). On a
fresh copy of it the real window (offscreen) shows the Pairings and results tab; the
window's "Pair next round" action is triggered and timed until round 12 is on screen and
the event loop is idle again: the pairing, the round-start backup, the save and the
refreshed tab. One sample per copy (``--copies``, default 7); the median is printed
(issue 15 target: 300 ms at 4,096 players). Run by hand, the repository root on
``PYTHONPATH``: ``.venv/bin/python benchmarks/bench_pair_refresh.py`` (1,024 and 4,096
players; ``--sizes``); ``--figures`` prints the ``pair_refresh`` figure as JSON lines for
``benchmarks/run_all.py``. ``--postgresql`` (issue 33): each copy is moved onto a new
database of a throwaway PostgreSQL server (``tests.helpers.postgres``, as the tests start
it) and the window opens that; the round-start backup is then a server's copy; its figure
is ``pair_refresh_pg`` (issue 33 target: 150 ms at 1,024 players).
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from benchmarks.big_event import BigEvent, fresh_copy
from benchmarks.figures import MIN_RUNS, SIZES, Timings, emit, progress
from benchmarks.window_bench import ModalGuard, app, close_window, new_window, open_services, settle
from mtrdesk.services import Services
from mtrdesk.services.safekeeping.store_copy import copy_store
from tests.helpers import postgres
from tests.helpers.postgres import PostgresServer

PAIRED = 11


def pair_time(
    qt: QApplication, players: int, copy: int, times: Timings, server: PostgresServer | None
) -> None:
    """One "Pair next round" on a fresh copy of the event (on a new database of
    ``server`` when given), its wall and CPU seconds added to ``times``."""
    with tempfile.TemporaryDirectory() as folder, contextlib.ExitStack() as stack:
        fixture = fresh_copy(BigEvent(players, PAIRED, PAIRED), Path(folder))
        if server is None:
            services = open_services(fixture.path, seed=copy)
        else:
            dsn = stack.enter_context(postgres.fresh_database(server))
            copy_store(str(fixture.path), dsn)
            services = Services.open(dsn, rng=random.Random(copy), backups=Path(folder) / "backups")
        window = new_window(services, Path(folder) / "settings.ini")
        with ModalGuard(qt) as guard:
            window.set_event(fixture.event_id)
            settle(qt)
            if window.rounds_tab.selected_round_number() != PAIRED:
                raise SystemExit(f"round {PAIRED} is not on screen")
            with times.run():
                window.pair_next_action.trigger()
                settle(qt)
            guard.check()
        if window.rounds_tab.selected_round_number() != PAIRED + 1:
            raise SystemExit(f"round {PAIRED + 1} was not paired and shown")
        close_window(qt, window)
        services.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", "--players", dest="sizes", type=int, nargs="+")
    parser.add_argument(
        "--copies", type=int, default=MIN_RUNS, help="fresh copies (samples) per size"
    )
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    parser.add_argument(
        "--postgresql",
        action="store_true",
        help="each copy on a new database of a throwaway PostgreSQL server (issue 33)",
    )
    args = parser.parse_args()
    qt = app()
    with contextlib.ExitStack() as stack:
        server = stack.enter_context(postgres.postgres_server()) if args.postgresql else None
        measure(qt, args, server)


def measure(qt: QApplication, args: argparse.Namespace, server: PostgresServer | None) -> None:
    for players in args.sizes or SIZES:
        progress(f"pair_refresh: {players} players ...")
        times = Timings()
        for copy in range(1, args.copies + 1):
            pair_time(qt, players, copy, times, server)
        if args.figures:
            emit("pair_refresh" if server is None else "pair_refresh_pg", players, times)
        else:
            print(
                f"{players} players{' (PostgreSQL)' if server else ''}: "
                f"pair + save + refresh median {times.median_ms():.0f} ms "
                f"(CPU {times.cpu_median_ms():.0f} ms), "
                f"slowest {max(times.wall) * 1000:.0f} ms ({times.runs} copies)",
                flush=True,
            )


if __name__ == "__main__":
    main()
