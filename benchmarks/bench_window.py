"""How long one slip takes in the window at a big event: type table, Enter, result, Enter.

The event is ``big_event.BigEvent(players, rounds=12, results=11)``: twelve rounds paired
by the real engine, rounds 1-11 complete, round 12 waiting for its results. The real window
(offscreen) shows it on the Pairings and results tab; 40 slips are typed into the result
line (tables 1-40, "2-1"), each timed from the first key to the refreshed tab with the
event loop idle again. Prints the median and slowest slip per size (issue 15 target: 30 ms
median at 4,096 players). Then ``standings_tab``: the Standings tab shown, then back to the
Pairings tab for a slip and the Standings tab shown again, timed to the event loop idle
(``TAB_SLIPS`` times; no target in the issue). Run by hand, the repository root on
``PYTHONPATH``: ``.venv/bin/python benchmarks/bench_window.py --players 1024 4096``;
``--figures`` prints both figures as JSON lines (``benchmarks/run_all.py``) at 1,024 and
4,096 players.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from benchmarks.big_event import BigEvent, fresh_copy
from benchmarks.figures import SIZES, Timings, emit, progress
from benchmarks.window_bench import ModalGuard, app, new_window, open_services, settle
from mtrdesk.ui.window.main_window import MainWindow

SLIPS = 40
TAB_SLIPS = 15
ROUNDS = 12


def type_slip(qt: QApplication, window: MainWindow, table: int) -> None:
    """Table, Enter, "2-1", Enter in the result line; the event loop idle again."""
    entry = window.rounds_tab.entry
    QTest.keyClicks(entry.table_edit, str(table))
    QTest.keyClick(entry.table_edit, Qt.Key.Key_Return)
    QTest.keyClicks(entry.result_edit, "2-1")
    QTest.keyClick(entry.result_edit, Qt.Key.Key_Return)
    settle(qt)
    if entry.table_edit.text():
        raise SystemExit(f"slip for table {table} was not accepted")


@contextmanager
def event_window(qt: QApplication, players: int) -> Iterator[MainWindow]:
    """The window on a fresh copy of the event, opened and idle; closed after."""
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(players, ROUNDS, ROUNDS - 1), Path(folder))
        services = open_services(fixture.path)
        window = new_window(services, Path(folder) / "settings.ini")
        with ModalGuard(qt) as guard:
            window.set_event(fixture.event_id)
            settle(qt)
            yield window
            guard.check()
        window.close()
        services.close()


def slip_times(qt: QApplication, players: int) -> Timings:
    """Wall and CPU seconds per slip, ``SLIPS`` of them, on a fresh copy of the event."""
    times = Timings()
    with event_window(qt, players) as window:
        if window.rounds_tab.selected_round_number() != ROUNDS:
            raise SystemExit(f"round {ROUNDS} is not on screen")
        for table in range(1, SLIPS + 1):
            with times.run():
                type_slip(qt, window, table)
    return times


def standings_tab_times(qt: QApplication, players: int) -> Timings:
    """Wall and CPU seconds to show the Standings tab after a slip, ``TAB_SLIPS`` times."""
    times = Timings()
    with event_window(qt, players) as window:
        window.tabs.setCurrentWidget(window.standings_tab)
        settle(qt)
        for table in range(1, TAB_SLIPS + 1):
            window.tabs.setCurrentWidget(window.rounds_tab)
            settle(qt)
            type_slip(qt, window, table)
            with times.run():
                window.tabs.setCurrentWidget(window.standings_tab)
                settle(qt)
        if window.standings_tab.model.rowCount() < players // 2:
            raise SystemExit("the Standings tab shows too few rows")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", "--sizes", dest="players", type=int, nargs="+")
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    args = parser.parse_args()
    sizes = args.players or (list(SIZES) if args.figures else [1024])
    qt = app()
    for players in sizes:
        progress(f"slip: {players} players ...")
        times = slip_times(qt, players)
        if args.figures:
            emit("slip", players, times)
            progress(f"standings_tab: {players} players ...")
            emit("standings_tab", players, standings_tab_times(qt, players))
        else:
            print(
                f"{players} players: one slip median {times.median_ms():.1f} ms "
                f"(CPU {times.cpu_median_ms():.1f} ms), "
                f"max {max(times.wall) * 1000:.1f} ms ({SLIPS} slips)",
                flush=True,
            )


if __name__ == "__main__":
    main()
