"""How long one slip takes in the window at a big event: type table, Enter, result, Enter.

Registers N players, plays round 1 through the services, pairs round 2, then types 40
slips into the real result-entry line (offscreen) and prints the median and slowest time
from the first key to the refreshed table. Run by hand:
``.venv/bin/python benchmarks/bench_window.py --players 1024``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from mtrdesk.core.event import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.app import application
from mtrdesk.ui.main_window import MainWindow

SLIPS = 40


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=1024)
    args = parser.parse_args()
    app = application()
    with tempfile.TemporaryDirectory() as folder:
        services = Services.open(Path(folder) / "bench.sqlite3", rng=random.Random(1))
        event_id, _ = services.events.create(EventSettings("Benchmark", dt.date(2026, 11, 21)))
        for i in range(args.players):
            services.players.add(event_id, f"Player{i:05d}", "", f"player{i:05d}")
        rng = random.Random(3)
        first, _ = services.rounds.pair_next(event_id, seed=1)
        for match in first.matches:
            if match.player2 is not None:
                services.rounds.report(event_id, 1, match.table, rng.choice(["2-0", "2-1"]))
        services.rounds.pair_next(event_id, seed=2)
        window = MainWindow(
            services, QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)
        )
        window.set_event(event_id)
        window.show()
        window.tabs.setCurrentWidget(window.rounds_tab)
        app.processEvents()
        entry = window.rounds_tab.entry
        times = []
        for table in range(1, SLIPS + 1):
            start = time.perf_counter()
            QTest.keyClicks(entry.table_edit, str(table))
            QTest.keyClick(entry.table_edit, Qt.Key.Key_Return)
            QTest.keyClicks(entry.result_edit, "2-1")
            QTest.keyClick(entry.result_edit, Qt.Key.Key_Return)
            app.processEvents()
            times.append(time.perf_counter() - start)
            if entry.table_edit.text():
                raise SystemExit(f"slip for table {table} was not accepted")
        window.close()
        services.close()
    print(
        f"{args.players} players: one slip median {statistics.median(times) * 1000:.1f} ms, "
        f"max {max(times) * 1000:.1f} ms ({SLIPS} slips)"
    )


if __name__ == "__main__":
    main()
