"""The lists of the window stay true and work from the keyboard: events, players, and the
pairing editor (名前順 by reading, warnings that name who is concerned)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from mtrdesk.core.settings import EventSettings
from mtrdesk.services.players.csv_import import CsvPreview
from mtrdesk.ui.dialogs.csv_import import CsvImportDialog
from mtrdesk.ui.dialogs.pairing import BYE, PairingDialog
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.models.audit_model import audit_rows
from mtrdesk.ui.models.events_model import EventsModel
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.audit_text import describe_detail
from tests.helpers.japanese import sample_event
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog


def open_window(qtbot, services, settings, event_id: int | None = None) -> MainWindow:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    if event_id is not None:
        window.set_event(event_id)
    return window


def listed(window: MainWindow) -> dict[int, list[str]]:
    tab = window.events_tab
    return {
        tab.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 2).id: [
            tab.proxy.index(r, c).data() for c in range(tab.model.column_count())
        ]
        for r in range(tab.proxy.rowCount())
    }


# --- the events list --------------------------------------------------------------------


def test_events_list_is_true_after_work_elsewhere_and_an_import(
    qtbot, services, settings, tmp_path: Path
) -> None:
    """Results and an import made while the list was hidden show when it comes back."""
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    for match in window.rounds_tab.selected_round().missing:
        window.rounds_tab.panel.report(match.table, "2-0")  # as the result line does
    path = tmp_path / "copy.json"
    window.export_event(path)
    copy_id = window.import_event(path)
    assert copy_id is not None

    window.show_events()
    rows = listed(window)
    assert set(rows) == {event_id, copy_id}
    assert rows[event_id][EventsModel.STAGE] == "Swiss rounds"
    assert rows[copy_id][EventsModel.ROUNDS] == rows[event_id][EventsModel.ROUNDS] == "2 / 5"
    # The import says what it did: the screen alone looks the same as before.
    assert window.statusBar().currentMessage() == (
        'Imported "金曜モダン" as a new event; it is open now.'
    )


def test_the_open_event_is_bold_and_enter_opens_another(qtbot, services, settings) -> None:
    first = sample_event(services)
    second, _ = services.events.create(EventSettings(name="土曜", date=dt.date(2026, 11, 21)))
    window = open_window(qtbot, services, settings, first)
    window.show_events()
    tab = window.events_tab
    fonts = {
        tab.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 2).id: tab.proxy.index(r, 0).data(
            Qt.ItemDataRole.FontRole
        )
        for r in range(tab.proxy.rowCount())
    }
    assert isinstance(fonts[first], QFont) and fonts[first].bold()
    assert fonts[second] is None
    bold_date = tab.proxy.index(
        next(
            r for r in range(tab.proxy.rowCount()) if tab.proxy.index(r, 0).data() == "金曜モダン"
        ),
        EventsModel.DATE,
    )
    assert tab.table.columnWidth(EventsModel.DATE) >= tab.table.sizeHintForIndex(bold_date).width()
    # The open event is the chosen row: Settings and Open act on it without a click.
    assert tab._selected().id == first and tab.edit_button.isEnabled()

    row = next(r for r in range(tab.proxy.rowCount()) if tab.proxy.index(r, 0).data() == "土曜")
    tab.table.setFocus()
    tab.table.setCurrentIndex(tab.proxy.index(row, 0))
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert window.event_id == second


def test_event_buttons_need_an_event(qtbot, services, settings) -> None:
    window = open_window(qtbot, services, settings)
    tab = window.events_tab
    assert not any(b.isEnabled() for b in (tab.open_button, tab.edit_button, tab.delete_button))
    assert tab.new_button.isEnabled()


# --- the players list -------------------------------------------------------------------


def test_players_by_keyboard_filter_enter_and_edit(qtbot, services, settings) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    tab = window.players_tab
    qtbot.keyClicks(tab.filter_edit, "1234567")  # no such ID: nothing to go to
    qtbot.keyClick(tab.filter_edit, Qt.Key.Key_Return)
    assert tab.selected() is None
    tab.filter_edit.setText("こば")  # typed through an IME
    qtbot.keyClick(tab.filter_edit, Qt.Key.Key_Return)
    assert tab.selected().family == "小林"
    assert QApplication.focusWidget() is tab.table
    assert tab.edit_button.isEnabled() and tab.drop_button.isEnabled()

    seen: list[str] = []

    def edit(dialog: PlayerDialog) -> None:
        seen.append(dialog.family_edit.text())
        dialog.given_edit.setText("葵葵")
        dialog.accept()

    on_next_dialog(edit)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return)
    assert seen == ["小林"]
    # The edited player stays chosen, ready for the next action.
    assert tab.selected() is not None and tab.selected().given == "葵葵"


def test_tab_into_the_list_chooses_the_row_under_the_cursor(qtbot, services, settings) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    tab.table.clearSelection()
    tab.table.setCurrentIndex(tab.proxy.index(1, 0))  # the focus frame, no selection
    assert tab.selected() is not None
    assert tab.edit_button.isEnabled()


def test_column_widths_ignore_the_filter(qtbot, services, settings) -> None:
    event_id = sample_event(services)
    services.players.add(event_id, "長谷川", "健太郎", "はせがわ けんたろう", "longid@example.com")
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    wide = tab.table.columnWidth(PlayersModel.PLAYER_ID)
    tab.filter_edit.setText("こば")
    tab.reload()  # any change while filtered re-sizes the columns
    assert tab.table.columnWidth(PlayersModel.PLAYER_ID) == wide
    assert tab.proxy.rowCount() == 1


def test_entries_close_with_the_last_swiss_round(qtbot, services, settings) -> None:
    event_id, _ = services.events.create(
        EventSettings(name="小", date=dt.date(2026, 11, 20), swiss_rounds=1)
    )
    for family, given, reading in SIXTEEN[:4]:
        services.players.add(event_id, family, given, reading)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    assert tab.add_button.isEnabled() and tab.import_button.isEnabled()
    services.rounds.pair_next(event_id)
    tab.set_event(event_id)
    assert not tab.add_button.isEnabled() and not tab.import_button.isEnabled()
    assert "MTR 2.10" in tab.add_button.toolTip()


# --- pairings: name order and the hand editor --------------------------------------------


def test_pairings_sort_by_reading_not_by_kanji(qtbot, services, settings) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.rounds_tab
    window.tabs.setCurrentWidget(tab)
    tab.panel.table.sortByColumn(PairingsModel.PLAYER, Qt.SortOrder.AscendingOrder)
    proxy = tab.panel.proxy
    names = [proxy.index(r, PairingsModel.PLAYER).data() for r in range(proxy.rowCount())]
    readings = {f"{f} {g}": r for f, g, r in SIXTEEN}
    shown = [readings.get(n, "") for n in names]
    with_reading = [r for r in shown if r]
    assert with_reading == sorted(with_reading)
    assert shown[-1] == "" or "" not in shown[:-1]  # スミス ジョン (no reading) last


def editor(qtbot, services) -> tuple[int, PairingDialog]:
    event_id = sample_event(services)
    rounds = services.rounds.list_rounds(event_id)
    readings = {e.id: e.reading for e in services.players.list_entries(event_id)}
    dialog = PairingDialog(event_id, services.rounds, rounds[:1], readings)
    qtbot.addWidget(dialog)
    return event_id, dialog


def met_again(services, event_id: int, dialog: PairingDialog):
    """A round-1 match whose two players are both still movable in round 2."""
    round_one = services.rounds.list_rounds(event_id)[0]
    return next(
        m
        for m in round_one.matches
        if m.player2 is not None and {m.player1, m.player2} <= set(dialog.opponents)
    )


def test_the_editor_lists_players_by_reading_and_starts_unchanged(qtbot, services) -> None:
    _, dialog = editor(qtbot, services)
    names = [dialog.first_combo.itemText(i) for i in range(dialog.first_combo.count())]
    readings = {f"{f} {g}": r for f, g, r in SIXTEEN}
    known = [readings[n] for n in names if n in readings]
    assert known == sorted(known)  # 五十音順, not kanji code points
    # The opponent shown is the current one, so "Pair them" has nothing to do yet.
    assert not dialog.apply_button.isEnabled()
    dialog.second_combo.setCurrentIndex(dialog.second_combo.count() - 1)
    assert dialog.apply_button.isEnabled() != (
        dialog.second_combo.currentData() == dialog.opponents[dialog.first_combo.currentData()]
    )


def test_the_editor_names_a_rematch_and_leaves_finished_matches_alone(
    qtbot, services, always_yes
) -> None:
    event_id, dialog = editor(qtbot, services)
    met = met_again(services, event_id, dialog)
    current = services.rounds.current_round(event_id)
    player = dialog.first_combo.findData(met.player1)
    opponent = dialog.second_combo.findData(met.player2)
    assert player >= 0 and opponent >= 0
    dialog.first_combo.setCurrentIndex(player)
    dialog.second_combo.setCurrentIndex(opponent)
    expected = f"{met.player1_name} and {met.player2_name} already played each other in round 1."
    assert dialog.predicted_problems(met.player1, met.player2) == [expected]
    dialog.apply()
    assert dialog.message_label.text() == expected
    assert dialog.changes.pairings

    # A match with a result cannot move: its players are not offered.
    finished = next(m for m in services.rounds.current_round(event_id).matches if m.player2)
    services.rounds.report(event_id, current.number, finished.table, "2-0")
    dialog.reload()
    assert dialog.first_combo.findData(finished.player1) < 0
    assert dialog.second_combo.findData(BYE) >= 0 or not any(
        m.player2 is None for m in current.matches
    )


def test_the_audit_log_names_the_rematch(qtbot, services, settings, always_yes) -> None:
    event_id, dialog = editor(qtbot, services)
    met = met_again(services, event_id, dialog)
    dialog.first_combo.setCurrentIndex(dialog.first_combo.findData(met.player1))
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(met.player2))
    dialog.apply()

    names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
    rows = audit_rows(services.rounds.audit_log(event_id), names)
    edit = next(r for r in rows if r.entry.action == "pairing.edit")
    assert f"{met.player1_name} and {met.player2_name} already played each other" in (
        describe_detail(edit.entry, edit.context)
    )


# --- the CSV preview --------------------------------------------------------------------


def test_csv_preview_shows_every_skipped_line(qtbot, services) -> None:
    data = "姓,名,ふりがな,ID\n山田,太郎,やまだ たろう,1\n,,,2\n林,蒼,,1\n鈴木,一郎,,3\n"
    preview: CsvPreview = services.players.preview_csv(data.encode("cp932"))
    dialog = CsvImportDialog(preview)
    qtbot.addWidget(dialog)
    lines = dialog.summary_label.text().split("\n")
    assert len(lines) == 2  # two sentences, no space between them in Japanese
    table = dialog.problems_table
    needed = table.horizontalHeader().height() + table.model().rowCount() * table.rowHeight(0)
    assert table.minimumHeight() >= needed


def test_a_late_entrant_gets_told_how_to_play_this_round(qtbot, services, settings) -> None:
    event_id = sample_event(services)  # round 2 paired, no result in yet
    window = open_window(qtbot, services, settings, event_id)

    def fill(dialog: PlayerDialog) -> None:
        dialog.family_edit.setText("松本")
        dialog.given_edit.setText("凛")
        dialog.accept()

    on_next_dialog(fill)
    window.add_player_action.trigger()
    hint = window.players_tab.hint_label.text()
    assert hint == (
        "松本 凛 enters late. To pair them in round 2 now, choose Round > Pair this round "
        "again; otherwise they are paired from round 3."
    )
    assert window.players_tab.selected().family == "松本"


def test_standings_of_an_unfinished_round_say_so(qtbot, services, settings) -> None:
    event_id = sample_event(services)  # round 2 paired, no result in yet
    window = open_window(qtbot, services, settings, event_id)
    window.standings_action.trigger()
    tab = window.standings_tab
    missing = len(services.rounds.current_round(event_id).missing)
    assert tab.partial_label.text() == f"In progress: {missing} results of this round missing"
    tab.after_combo.setCurrentIndex(tab.after_combo.findData(1))
    assert tab.partial_label.text() == ""
