"""The window takes the benchmarks' big-event database (benchmarks/big_event.py) as it takes
any other: the last round on screen, a slip typed into it recorded, the next round paired."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from benchmarks.big_event import BigEvent, build
from mtrdesk.services import Services
from mtrdesk.ui.window.main_window import MainWindow


def open_window(qtbot, tmp_path: Path, spec: BigEvent) -> tuple[MainWindow, Services, int]:  # type: ignore[no-untyped-def]
    fixture = build(spec, tmp_path / "big.sqlite3")
    services = Services.open(fixture.path, rng=random.Random(3), backups=tmp_path / "backups")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.set_event(fixture.event_id)
    return window, services, fixture.event_id


def test_a_slip_typed_into_the_last_round_is_recorded(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, services, event_id = open_window(qtbot, tmp_path, BigEvent(16, rounds=3, results=2))
    try:
        assert window.rounds_tab.selected_round_number() == 3
        entry = window.rounds_tab.entry
        QTest.keyClicks(entry.table_edit, "1")
        QTest.keyClick(entry.table_edit, Qt.Key.Key_Return)
        QTest.keyClicks(entry.result_edit, "2-1")
        QTest.keyClick(entry.result_edit, Qt.Key.Key_Return)
        assert entry.table_edit.text() == ""
        third = services.rounds.list_rounds(event_id)[2]
        table1 = next(m for m in third.matches if m.table == 1)
        assert table1.result is not None and table1.result.to_text() == "2-1"
        assert sum(m.result is None for m in third.matches) == 7
    finally:
        window.close()
        services.close()


def test_pair_next_round_pairs_after_the_last_complete_round(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, services, event_id = open_window(qtbot, tmp_path, BigEvent(16, rounds=3, results=3))
    try:
        assert window.rounds_tab.selected_round_number() == 3
        window.pair_next_action.trigger()
        assert window.rounds_tab.selected_round_number() == 4
        assert len(services.rounds.list_rounds(event_id)) == 4
    finally:
        window.close()
        services.close()
