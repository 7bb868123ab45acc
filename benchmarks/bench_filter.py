"""How long one keystroke in the Players filter takes at a big event (target <= 30 ms).

Registers N players (1,024 and 4,096 by default), opens the real window offscreen on the
Players tab and types into the filter, one key at a time, keys that change the rows shown
(digits of the player numbers, then Backspace). Each sample is the key plus the events it
queues (the one-frame debounce, the repaint). Prints the median and slowest per size. Run
by hand: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_filter.py``;
``--figures`` prints the medians as the ``filter`` figure's JSON lines for
``benchmarks/run_all.py`` (the repository root on ``PYTHONPATH``).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from benchmarks.figures import Timings, emit, progress
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.app import application
from mtrdesk.ui.window.main_window import MainWindow

TARGET_MS = 30.0
# Each string is typed key by key, then erased key by key: every key changes the rows.
WORDS = ["123", "409", "07", "2", "3", "88", "10", "5"]


def keystroke_times(app: QApplication, players: int) -> Timings:
    """Wall and CPU seconds per keystroke in the Players filter."""
    with tempfile.TemporaryDirectory() as folder:
        services = Services.open(Path(folder) / "bench.sqlite3", rng=random.Random(1))
        event_id, _ = services.events.create(EventSettings("Benchmark", dt.date(2026, 11, 21)))
        for i in range(players):
            services.players.add(event_id, f"Player{i:05d}", f"Given{i % 97}", f"player{i:05d}")
        window = MainWindow(
            services, QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat)
        )
        window.set_event(event_id)
        window.show()
        window.tabs.setCurrentWidget(window.players_tab)
        tab = window.players_tab
        app.processEvents()
        times = Timings()
        for word in WORDS:
            keys = [*word] + [Qt.Key.Key_Backspace] * len(word)
            for key in keys:
                with times.run():
                    QTest.keyClick(tab.filter_edit, key)
                    app.processEvents()
        window.close()
        services.close()
        return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--players", "--sizes", dest="players", type=int, nargs="*", default=[1024, 4096]
    )
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    args = parser.parse_args()
    app = application()
    if not args.figures:
        print(
            f"{'players':>8} {'median ms':>10} {'slowest ms':>11} {'target ms':>10} {'cpu ms':>7}"
        )
    for players in args.players:
        progress(f"filter: {players} players ...")
        times = keystroke_times(app, players)
        median = times.median_ms()
        if args.figures:
            emit("filter", players, times)
            continue
        print(
            f"{players:>8} {median:>10.1f} {max(times.wall) * 1000:>11.1f} {TARGET_MS:>10.0f}"
            f" {times.cpu_median_ms():>7.1f}"
            f"  {'ok' if median <= TARGET_MS else 'SLOW'}"
        )


if __name__ == "__main__":
    main()
