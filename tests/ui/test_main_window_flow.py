"""Drive the real main window through a whole event: 16 players, 5 rounds, a top 8.

Everything goes through the widgets a scorekeeper uses: the event dialog, the add-player
dialog, the Round menu and the result-entry line (table, Enter, result, Enter).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from mtrdesk.core.settings import Format, Playoff
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.models.standings_model import percent
from mtrdesk.ui.models.standings_sources import PlayerColumn
from mtrdesk.ui.widgets.result_entry import ResultEntry
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog

#: Results by table, cycled: wins, losses, a three-game win, a drawn game, an ID.
RESULTS = ["2-0", "0-2", "2-1", "1-1-1", "1-2", "0-0-3", "2-1", "0-2"]


def type_slip(qtbot, entry: ResultEntry, table: int | str, result: str) -> None:
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)


def create_event(qtbot, window: MainWindow) -> None:
    def fill(dialog: EventDialog) -> None:
        dialog.name_edit.setText("Friday Modern")
        dialog.format_combo.setCurrentIndex(dialog.format_combo.findData(Format.MODERN))
        dialog.playoff_combo.setCurrentIndex(dialog.playoff_combo.findData(Playoff.TOP8))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    on_next_dialog(fill)
    window.new_event_action.trigger()


def add_player(qtbot, window: MainWindow, family: str, given: str, reading: str) -> None:
    def fill(dialog: PlayerDialog) -> None:
        # QTest types ASCII only; an IME commits the whole word like setText does.
        dialog.family_edit.setText(family)
        dialog.given_edit.setText(given)
        dialog.reading_edit.setText(reading)
        dialog.accept()

    on_next_dialog(fill)
    window.add_player_action.trigger()


@pytest.mark.slow
def test_a_whole_event_through_the_window(qtbot, services, settings, always_yes) -> None:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.show()
    create_event(qtbot, window)
    assert window.event_id is not None
    event_id = window.event_id
    assert window.tabs.currentWidget() is window.players_tab

    for family, given, reading in SIXTEEN:
        add_player(qtbot, window, family, given, reading)
    assert window.players_tab.model.rowCount() == 16
    first_shown = window.players_tab.proxy.index(0, 0).data()
    assert first_shown == "伊藤 翔"  # いとう sorts first in 五十音順 (と < の)

    entry = window.rounds_tab.entry
    for number in range(1, 6):
        window.pair_next_action.trigger()
        assert window.rounds_tab.selected_round_number() == number
        tables = sorted(
            r.match.table for r in window.rounds_tab.panel.model.rows() if r.match.table is not None
        )
        assert len(tables) == 8
        # A slip that cannot be right is refused inline and nothing is recorded.
        type_slip(qtbot, entry, tables[0], "3-0")
        assert entry.message_label.text()
        assert entry.table_edit.text() == str(tables[0])
        entry.table_edit.clear()
        entry.result_edit.clear()
        for table in tables:
            type_slip(qtbot, entry, table, RESULTS[(table + number) % len(RESULTS)])
            assert entry.table_edit.text() == ""
        assert window.rounds_tab.selected_round().missing == ()
        assert "8" not in window.rounds_tab.panel.missing_label.text()

    # The standings tab shows exactly what the service computed, rounded only for display.
    expected = services.standings.standings(event_id)
    tab = window.standings_tab
    window.standings_action.trigger()
    assert tab.after_combo.currentData() == 5
    assert tab.floor_label.text() == "floor 0.33"
    shown = [
        [tab.proxy.index(r, c).data() for c in range(tab.model.column_count())]
        for r in range(tab.proxy.rowCount())
    ]
    assert shown == [
        [
            str(row.rank),
            row.name,
            str(row.points),
            row.record,
            percent(row.omwp),
            percent(row.gwp),
            percent(row.ogwp),
        ]
        for row in expected
    ]
    assert tab.proxy.headerData(PlayerColumn.OMW, Qt.Orientation.Horizontal) == "OMW%"

    # Top 8: start it from the menu, then enter every playoff result through the line.
    window.start_playoff_action.trigger()
    playoff = window.playoff_tab
    assert playoff.view is not None and playoff.view.size == 8
    assert [t.text() for t in playoff.bracket.titles] == ["Quarterfinals", "Semifinals", "Final"]
    seeds = playoff.view.seeds
    assert list(seeds) == [row.entry for row in expected[:8]]
    first = playoff.view.next_matches[0]
    type_slip(qtbot, playoff.entry, first.table, "1-1-1")
    assert "draw" in playoff.entry.message_label.text()
    playoff.entry.table_edit.clear()
    playoff.entry.result_edit.clear()
    while not playoff.view.finished:
        for match in playoff.view.next_matches:
            type_slip(qtbot, playoff.entry, match.table, "2-1")
    champion = playoff.view.champion_name
    assert champion and champion in playoff.champion_label.text()
    final = playoff.final_model
    assert final.index(0, final.NAME).data() == champion
    assert final.index(0, final.FINISH).data() == "Champion"
    assert final.index(1, final.FINISH).data() == "Finalist"
    assert playoff.start_button.isEnabled() is False
