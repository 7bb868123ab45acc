"""A scorekeeper with a queue of slips: the result line stays on the round being played,
keeps the cursor, and never shows a message that belongs to another round."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.core.results import ResultProblem
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Problem, ServiceError
from mtrdesk.ui.widgets.result_entry import ResultEntry
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words import messages
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog


def type_slip(qtbot, entry: ResultEntry, table: int, result: str) -> None:
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)


def eight_players(services) -> int:
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    return event_id


def finish_round(services, event_id: int, number: int) -> None:
    for match in services.rounds.list_rounds(event_id)[number - 1].missing:
        services.rounds.report(event_id, number, match.table, "2-1")


@pytest.fixture
def window(qtbot, services, settings) -> MainWindow:
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.activateWindow()
    return shown


def test_a_new_round_starts_with_a_clean_line_naming_it(qtbot, services, window) -> None:
    event_id = eight_players(services)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.pair_next_action.trigger()
    entry = window.rounds_tab.entry
    assert entry.prompt_label.text() == "Round 1 result:"
    for match in window.rounds_tab.selected_round().matches:
        type_slip(qtbot, entry, match.table, "2-0")
    assert "recorded" in entry.message_label.text()

    window.pair_next_action.trigger()
    # "Table 4: 2-0 recorded." was about round 1: it must not stand under round 2.
    assert entry.message_label.text() == ""
    assert entry.prompt_label.text() == "Round 2 result:"
    assert QApplication.focusWidget() is entry.table_edit


def test_a_confirmed_correction_goes_back_to_the_current_round(
    qtbot, services, window, always_yes
) -> None:
    event_id = eight_players(services)
    services.rounds.pair_next(event_id)
    finish_round(services, event_id, 1)
    services.rounds.pair_next(event_id)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    tab = window.rounds_tab
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    assert tab.entry.prompt_label.text() == "Round 1 result:"
    offered = []

    def keep(dialog) -> None:  # the correction changes round 2's best pairings: keep them
        offered.append(dialog.windowTitle())
        dialog.reject()

    on_next_dialog(keep)
    type_slip(qtbot, tab.entry, 1, "0-2")
    assert offered == ["Pair Round 2 again?"]
    assert services.rounds.list_rounds(event_id)[0].at_table(1).result.to_text() == "0-2"
    # The next slip of the queue belongs to round 2: the line is back there.
    assert tab.selected_round_number() == 2
    assert tab.entry.prompt_label.text() == "Round 2 result:"
    assert "Round 1, table 1 corrected to 0-2" in tab.entry.message_label.text()
    # The cursor waits in the table field of the window (which has the keys back once the
    # dialog is gone; the offscreen platform does not give them back by itself).
    assert window.focusWidget() is tab.entry.table_edit


def test_a_refused_correction_offers_the_slip_to_the_current_round(
    qtbot, services, window, monkeypatch
) -> None:
    """Slips typed while round 1 was still on screen: "No" records nothing there and puts
    the same slip on round 2, one Enter away."""
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.No)
    event_id = eight_players(services)
    services.rounds.pair_next(event_id)
    finish_round(services, event_id, 1)
    services.rounds.pair_next(event_id)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    tab = window.rounds_tab
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))

    type_slip(qtbot, tab.entry, 3, "1-2")
    assert services.rounds.list_rounds(event_id)[0].at_table(3).result.to_text() == "2-1"
    assert tab.selected_round_number() == 2
    assert "Nothing recorded in Round 1" in tab.entry.message_label.text()
    round_two = services.rounds.list_rounds(event_id)[1].at_table(3)
    assert round_two.player1_name in tab.entry.match_label.text()
    assert tab.entry.result_edit.text() == "1-2"
    qtbot.keyClick(tab.entry.result_edit, Qt.Key.Key_Return)
    assert services.rounds.list_rounds(event_id)[1].at_table(3).result.to_text() == "1-2"


def test_pair_next_is_only_enabled_when_it_can_work(qtbot, services, window) -> None:
    event_id = eight_players(services)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    tab = window.rounds_tab
    assert tab.pair_button.isEnabled()
    window.pair_next_action.trigger()
    assert not tab.pair_button.isEnabled()
    tables = ", ".join(str(m.table) for m in tab.selected_round().missing)
    assert tab.pair_button.toolTip() == f"Enter the results of Round 1 first: table(s) {tables}."
    for match in tab.selected_round().matches:
        type_slip(qtbot, tab.entry, match.table, "2-1")
    assert tab.pair_button.isEnabled()
    for _ in (2, 3):  # 8 players: 3 Swiss rounds
        window.pair_next_action.trigger()
        for match in tab.selected_round().matches:
            type_slip(qtbot, tab.entry, match.table, "2-1")
    assert not tab.pair_button.isEnabled()
    assert tab.pair_button.toolTip() == "The Swiss rounds are over."


def test_pair_again_gives_the_cursor_back(qtbot, services, window, always_yes) -> None:
    event_id = eight_players(services)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.pair_next_action.trigger()
    window.rounds_tab.panel.table.setFocus()
    window.repair_action.trigger()
    assert QApplication.focusWidget() is window.rounds_tab.entry.table_edit


def test_enter_on_a_pairing_puts_its_table_in_the_line(qtbot, services, window) -> None:
    event_id = eight_players(services)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.pair_next_action.trigger()
    tab = window.rounds_tab
    tab.panel.table.setFocus()
    tab.panel.table.setCurrentIndex(tab.panel.proxy.index(2, 0))
    qtbot.keyClick(tab.panel.table, Qt.Key.Key_Return)
    assert tab.entry.table_edit.text() == tab.panel.proxy.index(2, 0).data()
    assert QApplication.focusWidget() is tab.entry.result_edit


def test_missing_results_name_the_round_and_tables(translators) -> None:
    error = ServiceError(Problem.RESULTS_MISSING, round=3, tables=[2, 5])
    assert messages.describe(error) == (
        "Results are missing in round 3 at table(s) 2, 5. Enter them first "
        "(choose round 3 under Round)."
    )
    assert translators.install("ja")
    assert messages.describe(error) == (
        "第3回戦の2、5卓の結果が未入力です。「ラウンド:」で第3回戦を選び、先に結果を入力してください。"
    )


def test_the_examples_follow_the_match_length(qtbot, services, window) -> None:
    """ "2-1" is refused in a best-of-one event: the empty field must not suggest it."""
    event_id, _ = services.events.create(
        EventSettings(name="BO1", date=dt.date(2026, 11, 20), games_to_win=1)
    )
    for family, given, reading in SIXTEEN[:4]:
        services.players.add(event_id, family, given, reading)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.pair_next_action.trigger()
    entry = window.rounds_tab.entry
    assert entry.result_edit.placeholderText() == "1-0, 0-1, 0-0-3"
    match = window.rounds_tab.selected_round().matches[0]
    type_slip(qtbot, entry, match.table, "1-0")
    assert "recorded" in entry.message_label.text()
    window.tabs.setCurrentWidget(window.playoff_tab)
    assert window.playoff_tab.entry.result_edit.placeholderText() == "1-0, 0-1"


def test_too_many_wins_says_how_many_win_a_match(qtbot, services, window, translators) -> None:
    """Refusing "2-1" in a best-of-one must not suggest "2-1" as the right result."""
    event_id, _ = services.events.create(
        EventSettings(name="BO1", date=dt.date(2026, 11, 20), games_to_win=1)
    )
    for family, given, reading in SIXTEEN[:4]:
        services.players.add(event_id, family, given, reading)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.pair_next_action.trigger()
    entry = window.rounds_tab.entry
    match = window.rounds_tab.selected_round().matches[0]
    type_slip(qtbot, entry, match.table, "2-1")
    assert entry.message_label.text() == (
        "Too many game wins: a match in this event ends when a player has won 1 game. "
        "Check the slip and type it again."
    )
    assert translators.install("ja")
    error = ServiceError(Problem.BAD_RESULT, result_problem=ResultProblem.TOO_MANY_WINS)
    assert messages.describe(error, 2) == (
        "勝利ゲーム数が多すぎます。この大会のマッチは2ゲーム先取で終わります。"
        "結果登録用紙を確認して、もう一度入力してください。"
    )
