"""Child process for test_kill_during_entry: the real main window, results typed in.

Run as ``python kill_worker.py DB SETTINGS``. It opens the window on DB, registers 24
players, pairs rounds from the Round menu and types every slip into the result-entry line
(table, Enter, result, Enter), printing ``CONFIRMED round table result`` once the line has
accepted it. The test kills the process at some line with SIGKILL.
"""

import datetime as dt
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.app import application
from mtrdesk.ui.window.main_window import MainWindow


def main(db: str, settings_file: str) -> None:
    app = application()
    services = Services.open(db, rng=random.Random(5))
    event_id, _ = services.events.create(EventSettings("Kill test", dt.date(2026, 11, 21)))
    for i in range(24):
        services.players.add(event_id, f"Player{i:02d}", "", f"player{i:02d}")
    window = MainWindow(services, QSettings(settings_file, QSettings.Format.IniFormat))
    window.set_event(event_id)
    window.show()
    entry = window.rounds_tab.entry
    rng = random.Random(1)
    for number in range(1, 5):
        window.pair_next_action.trigger()
        for row in window.rounds_tab.panel.model.rows():
            table = row.match.table
            if table is None or row.match.player2 is None:
                continue
            text = rng.choice(["2-0", "2-1", "1-2", "0-2", "1-1-1"])
            QTest.keyClicks(entry.table_edit, str(table))
            QTest.keyClick(entry.table_edit, Qt.Key.Key_Return)
            QTest.keyClicks(entry.result_edit, text)
            QTest.keyClick(entry.result_edit, Qt.Key.Key_Return)
            app.processEvents()
            assert entry.table_edit.text() == "", entry.message_label.text()
            print(f"CONFIRMED {number} {table} {text}", flush=True)
    print("DONE", flush=True)
    QTest.qWait(60_000)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
