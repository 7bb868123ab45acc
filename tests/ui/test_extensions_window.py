"""Time extensions in the window (MTR 2.6): a deck check from the Rounds tab shows "+8 min"
on its row; the projector's round clock lists the extended tables with their end times."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialog

from mtrdesk.core.settings import Format
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.ui.dialogs.extension import ExtensionDialog
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.projector.extensions import extension_lines, show_extensions
from mtrdesk.ui.projector.programs import round_program
from mtrdesk.ui.projector.setup_dialog import Mode, ProjectorSetupDialog
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import on_next_dialog, paired_event, row_of


def test_a_deck_check_from_the_rounds_tab_shows_on_its_row(qtbot, services, settings) -> None:
    event_id = paired_event(services)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.rounds_tab
    window.tabs.setCurrentWidget(tab)
    tab.panel.table.selectRow(row_of(window, "3"))
    assert tab.extension_button.isEnabled()
    seen: dict[str, str] = {}

    def deck_check(dialog: QDialog) -> None:
        assert isinstance(dialog, ExtensionDialog)
        index = dialog.reason_combo.findData(ExtensionReason.DECK_CHECK)
        dialog.reason_combo.setCurrentIndex(index)
        dialog.minutes_spin.setValue(5)
        seen["total"] = dialog.total_label.text()
        dialog.note_edit.setText("ジャッジ 佐藤")
        dialog.ok_button.click()

    on_next_dialog(deck_check)
    tab.extension_button.click()
    assert "8" in seen["total"] and "3" in seen["total"]  # MTR 2.6: 5 + 3
    assert services.extensions.for_round(event_id, 1) == {"3": 8}
    extension = tab.panel.proxy.index(row_of(window, "3"), PairingsModel.EXTENSION).data()
    assert extension == "+8 min"
    assert tab.panel.proxy.index(row_of(window, "1"), PairingsModel.EXTENSION).data() == ""


def test_a_commander_deck_check_from_the_rounds_tab_adds_four(qtbot, services, settings) -> None:
    """A Commander event played one against one: the dialog shows and stores + 4
    (multiplayer addendum *.5A), as the service counts it."""
    event_id = paired_event(services, format=Format.COMMANDER)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.rounds_tab
    window.tabs.setCurrentWidget(tab)
    tab.panel.table.selectRow(row_of(window, "2"))
    seen: dict[str, str] = {}

    def deck_check(dialog: QDialog) -> None:
        assert isinstance(dialog, ExtensionDialog)
        dialog.reason_combo.setCurrentIndex(
            dialog.reason_combo.findData(ExtensionReason.DECK_CHECK)
        )
        dialog.minutes_spin.setValue(5)
        seen["total"] = dialog.total_label.text()
        dialog.ok_button.click()

    on_next_dialog(deck_check)
    tab.extension_button.click()
    assert "9" in seen["total"] and "4" in seen["total"]
    assert services.extensions.for_round(event_id, 1) == {"2": 9}


def test_the_projector_lists_extended_tables_with_their_end(qtbot) -> None:
    moment = [0.0]
    window = ProjectorWindow(round_program(50), now=lambda: moment[0])
    qtbot.addWidget(window)
    window.clock.start()
    wall = lambda: dt.datetime(2026, 11, 20, 13, 0, 20)  # noqa: E731
    label = show_extensions(window, {"3": 8, "12B": 3}, wall=wall)
    assert label is not None
    assert label.text().splitlines() == [
        "Table 3: +8 min → ends 13:58",
        "Table 12B: +3 min → ends 13:53",
    ]
    assert extension_lines({"4": 2}, None) == ["Table 4: +2 min"]


def test_the_round_menu_passes_the_current_rounds_extensions(qtbot, services, settings) -> None:
    event_id = paired_event(services)
    services.extensions.add(event_id, 1, 2, 4, ExtensionReason.JUDGE_RULING)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)

    def choose_round(dialog: QDialog) -> None:
        assert isinstance(dialog, ProjectorSetupDialog)
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
        dialog.accept()

    on_next_dialog(choose_round)
    window.projector_action.trigger()
    assert isinstance(window.projector, ProjectorWindow)
    listed = window.projector.findChild(type(window.rounds_tab.progress_label), "extensionList")
    assert listed is not None and listed.text().startswith("Table 2: +4 min → ends ")
    window.projector.close()
