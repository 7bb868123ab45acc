"""Issue 27 item 5: Ctrl+Z means the last change, except in a field with text being edited.

After a slip the cursor is in an empty field of the result entry: Ctrl+Z there undoes the
result (the service's state changes back). With text typed, the first Ctrl+Z takes back
the text, and the next, on the emptied field, the last change. Edit ▸ Undo never offers a
step it would refuse: after a correction and its re-pair it is disabled and says why."""

from __future__ import annotations

import datetime as dt
import random
import warnings

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.correction import CorrectionDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import report_round
from tests.helpers.ui_helpers import SIXTEEN, paired_event

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def shown_box(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of every message box; the box is not run."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


def open_window(qtbot, services: Services, settings, event_id: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    # Offscreen, no window manager activates the window, and Qt sends a shortcut only to
    # the active one: activate it by hand (deprecated, test only).
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(window)
    return window


def enter_slip(qtbot, window: MainWindow, table: int, result: str) -> None:  # type: ignore[no-untyped-def]
    entry = window.rounds_tab.entry
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)


def stored(services: Services, event_id: int, table: int) -> str | None:
    result = services.rounds.current_round(event_id).at_table(table).result
    return None if result is None else result.to_text()


@pytest.mark.parametrize("field", ["resultEdit", "tableNumberEdit"])
def test_ctrl_z_in_the_empty_field_after_a_slip_undoes_the_result(
    qtbot, services, settings, field: str
) -> None:
    event_id = paired_event(services)
    window = open_window(qtbot, services, settings, event_id)
    enter_slip(qtbot, window, 1, "2-0")
    assert stored(services, event_id, 1) == "2-0"
    entry = window.rounds_tab.entry
    edit = entry.result_edit if field == "resultEdit" else entry.table_edit
    edit.setFocus()
    assert edit.text() == ""
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert stored(services, event_id, 1) is None  # the result itself, in the service
    assert "Undone: Result entered" in window.statusBar().currentMessage()


def test_ctrl_z_with_text_typed_undoes_the_text_first(qtbot, services, settings) -> None:
    event_id = paired_event(services)
    window = open_window(qtbot, services, settings, event_id)
    enter_slip(qtbot, window, 1, "2-0")
    edit = window.rounds_tab.entry.result_edit
    edit.setFocus()
    qtbot.keyClicks(edit, "2-1")
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert edit.text() == ""  # the field's own undo: its text
    assert stored(services, event_id, 1) == "2-0"  # the result stays
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)  # the emptied field: the last change
    assert stored(services, event_id, 1) is None


def correction_repaired(services: Services) -> int:
    """Round 1 of eight won 2-0, round 2 paired, round 1 table 1 corrected to 0-2 and round
    2 paired again as the review proposed."""
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    services.rounds.pair_next(event_id, seed=2)
    return event_id


def test_after_a_correction_and_its_repair_undo_is_disabled_and_says_why(
    qtbot, services, settings, always_yes, shown_box, monkeypatch
) -> None:
    event_id = correction_repaired(services)
    window = open_window(qtbot, services, settings, event_id)

    def pair_again(dialog: CorrectionDialog) -> int:
        dialog.findChild(QPushButton, "repairButton").click()
        return 1

    monkeypatch.setattr(CorrectionDialog, "exec", pair_again)
    tab = window.rounds_tab
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    enter_slip(qtbot, window, 1, "0-2")
    assert services.rounds.audit_log(event_id)[-1].action == "round.repair"
    window.edit_menu.menu.aboutToShow.emit()
    action = window.undo_action
    assert not action.isEnabled()  # never offered, then refused
    why = "Round 2 was paired after this change; roll back round 2 first"
    assert action.toolTip().startswith(why)
    assert action.text().replace("&", "").startswith("Cannot undo: Result corrected")
    assert why in action.statusTip()
    # Ctrl+Z does nothing then, and says nothing in a box.
    before = services.rounds.list_rounds(event_id)
    table = tab.panel.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Z, CTRL)
    assert services.rounds.list_rounds(event_id) == before
    assert shown_box == []
