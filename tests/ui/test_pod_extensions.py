"""Time extensions of Commander pods in the window (MTR 2.6): a deck check gives its length
plus 4 minutes (multiplayer addendum *.5A), shows "+N min" on the pod's row, can be taken
back; a pod with a result is refused. "Remove last extension" on the Rounds tab too."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.ui.dialogs.extension import ExtensionDialog
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.tabs.rounds_tab import RoundsTab
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.modal_guard import expect_modal
from tests.helpers.ui_helpers import on_next_dialog, paired_event, row_of
from tests.helpers.ui_multiplayer import commander_night


def pods_window(qtbot, services, settings) -> tuple[int, MainWindow, RoundsTab]:  # type: ignore[no-untyped-def]
    event_id = commander_night(services)
    services.multiplayer.pair_next(event_id)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.pod_tabs.rounds
    window.tabs.setCurrentWidget(tab)
    return event_id, window, tab


def extension_at(tab: RoundsTab, row: int) -> str:
    model = tab.panel.model
    return model.index(row, model.extension_column).data()


def choose_in_menu(text: str) -> list[str]:
    """The next context menu answers with its entry ``text`` (none: closed); returns the
    entries it showed."""
    expect_modal()
    shown: list[str] = []

    def poll() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(5, poll)
            return
        shown.extend(a.text() for a in menu.actions())
        chosen = next((a for a in menu.actions() if a.text() == text), None)
        if chosen is None:
            menu.close()
            return
        menu.setActiveAction(chosen)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, poll)
    return shown


def deck_check(minutes: int, seen: dict[str, str]) -> Callable[[QDialog], None]:
    def handle(dialog: QDialog) -> None:
        assert isinstance(dialog, ExtensionDialog)
        dialog.reason_combo.setCurrentIndex(
            dialog.reason_combo.findData(ExtensionReason.DECK_CHECK)
        )
        dialog.minutes_spin.setValue(minutes)
        seen["total"] = dialog.total_label.text()
        dialog.ok_button.click()

    return handle


def test_a_deck_check_on_a_pod_shows_and_can_be_taken_back(
    qtbot, services, settings, always_yes
) -> None:
    event_id, _, tab = pods_window(qtbot, services, settings)
    model = tab.panel.model
    assert model.headerData(model.extension_column, Qt.Orientation.Horizontal) == "Extension"
    assert tab.extension_button.isEnabled()
    tab.panel.table.selectRow(1)  # table 2
    seen: dict[str, str] = {}
    on_next_dialog(deck_check(5, seen))
    tab.extension_button.click()
    assert "9" in seen["total"] and "4" in seen["total"]  # addendum *.5A: 5 + 4
    assert services.extensions.for_round(event_id, 1) == {"2": 9}
    assert extension_at(tab, 1) == "+9 min"
    assert extension_at(tab, 0) == ""

    # A second extension adds up; "Remove last extension" takes back only the latest.
    services.extensions.add(event_id, 1, 2, 2, ExtensionReason.JUDGE_RULING)
    tab.reload()
    assert extension_at(tab, 1) == "+11 min"
    shown = choose_in_menu("Remove last extension")
    position = tab.panel.table.visualRect(model.index(1, 0)).center()
    tab.panel._context_menu(position)
    assert "Time extension..." in shown
    assert services.extensions.for_round(event_id, 1) == {"2": 9}
    assert extension_at(tab, 1) == "+9 min"
    choose_in_menu("Remove last extension")
    tab.panel._context_menu(position)
    assert services.extensions.for_round(event_id, 1) == {}
    assert extension_at(tab, 1) == ""
    # Without an extension the menu does not offer to take one back.
    shown = choose_in_menu("")
    tab.panel._context_menu(position)
    assert "Remove last extension" not in shown


def test_a_pod_with_a_result_is_refused(qtbot, services, settings) -> None:
    event_id, _, tab = pods_window(qtbot, services, settings)
    pod = tab.selected_round().pods[0]
    services.multiplayer.report_text(event_id, 1, pod.table, "1")
    tab.reload()
    tab.panel.table.selectRow(0)
    seen: dict[str, str] = {}

    def read(box: QDialog) -> None:
        assert isinstance(box, QMessageBox)
        seen["text"] = box.text()
        box.accept()

    on_next_dialog(read)
    tab.extension_button.click()
    assert seen["text"] == "This match already has a result: its time cannot be extended."
    assert services.extensions.for_round(event_id, 1) == {}


def test_the_rounds_tab_takes_back_the_latest_extension(
    qtbot, services, settings, always_yes
) -> None:
    event_id = paired_event(services)
    services.extensions.add(event_id, 1, 3, 5, ExtensionReason.DECK_CHECK)
    services.extensions.add(event_id, 1, 3, 2, ExtensionReason.JUDGE_RULING)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.rounds_tab
    window.tabs.setCurrentWidget(tab)
    row = row_of(window, "3")
    assert tab.panel.proxy.index(row, PairingsModel.EXTENSION).data() == "+10 min"
    shown = choose_in_menu("Remove last extension")
    tab.panel._context_menu(tab.panel.table.visualRect(tab.panel.proxy.index(row, 0)).center())
    assert shown == ["Time extension...", "Remove last extension"]
    assert services.extensions.for_round(event_id, 1) == {"3": 8}
    assert tab.panel.proxy.index(row_of(window, "3"), PairingsModel.EXTENSION).data() == "+8 min"
    shown = choose_in_menu("")
    position = tab.panel.table.visualRect(tab.panel.proxy.index(row_of(window, "1"), 0))
    tab.panel._context_menu(position.center())
    assert shown == ["Time extension..."]
