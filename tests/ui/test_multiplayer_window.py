"""A Commander night in the window: pods instead of pairings, results from the keyboard,
pod standings and the pod playoff (multiplayer addendum)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication, QDialog

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.dialogs.pods.result import PodResultDialog
from mtrdesk.ui.models.standings_sources import PodColumn
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.audit_context import log_contexts
from mtrdesk.words.audit_text import ACTION_LABELS, action_label, describe_detail
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import on_next_dialog
from tests.helpers.ui_multiplayer import commander_night, open_window

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal


def type_slip(qtbot, window: MainWindow, table: int, result: str) -> str:  # type: ignore[no-untyped-def]
    """Table number, Enter, result, Enter, as a scorekeeper types a slip."""
    entry = window.pod_tabs.rounds.panel.entry
    qtbot.waitUntil(lambda: QApplication.focusWidget() is entry.table_edit)
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is entry.result_edit
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    return entry.message_label.text()


def test_pair_enter_results_from_the_keyboard_and_see_standings(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = commander_night(services)
    window = open_window(qtbot, services, settings, event_id, "en")
    tabs = window.tabs
    pods_tab = window.pod_tabs.rounds
    # The pods tab stands in for "Pairings and results", and so do standings and playoff.
    assert tabs.isTabVisible(tabs.indexOf(pods_tab))
    assert not tabs.isTabVisible(tabs.indexOf(window.rounds_tab))
    assert not tabs.isTabVisible(tabs.indexOf(window.standings_tab))
    assert tabs.tabText(tabs.indexOf(pods_tab)) == "Pods and results"
    assert "Next round: 2 pods of 4, 1 pod of 3." in pods_tab.source.info_label.text()
    assert "Recommended for 11 players: 2 rounds, top 4" in pods_tab.source.info_label.text()

    window.pair_next_action.trigger()  # Round > Pair next round goes to the pods tab
    assert tabs.currentWidget() is pods_tab
    QAbstractItemModelTester(pods_tab.panel.model, FATAL)
    view = pods_tab.selected_round()
    assert view is not None and [p.size for p in view.pods] == [4, 4, 3]
    model = pods_tab.panel.model
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Seat 1 (plays first)"
    assert model.index(2, model.note_column).data() == "3-player pod"
    first = view.pods[0]
    assert model.index(0, 1).data() == f"{first.seats[0].name} (0)"

    # Table 1: seat 2 won. Table 2: seats 1 and 3 drew (D13). Full-width digits work too.
    message = type_slip(qtbot, window, 1, "2")
    assert message == f"Table 1: Seat 2 won ({first.seats[1].name}) — recorded."
    assert model.index(0, 2).data(Qt.ItemDataRole.FontRole).bold()
    message = type_slip(qtbot, window, 2, "d13")
    assert message.startswith("Table 2: Draw: seats 1, 3")
    assert pods_tab.panel.missing_label.text() == "Results missing at 1 table: 3"
    # A seat the pod does not have is refused in words, the cursor stays on the result.
    assert type_slip(qtbot, window, 3, "4") == "Table 3 has no seat 4."
    entry = pods_tab.panel.entry
    assert QApplication.focusWidget() is entry.result_edit
    entry.result_edit.clear()
    entry.result_edit.setText("３")  # typed through an IME
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    assert QApplication.focusWidget() is entry.table_edit
    assert pods_tab.panel.missing_label.text() == "Every result of this round is in."
    assert pods_tab.pair_button.isEnabled()

    # Standings: a win is 7 points, a draw 1 (multiplayer addendum Appendix C).
    window.standings_action.trigger()
    standings_tab = window.pod_tabs.standings
    assert tabs.currentWidget() is standings_tab
    QAbstractItemModelTester(standings_tab.model, FATAL)
    rows = standings_tab.model.rows()
    third = view.pods[2].seats[2]
    assert [r.points for r in rows[:2]] == [7, 7]
    assert {rows[0].name, rows[1].name} == {first.seats[1].name, third.name}
    assert [r.points for r in rows[2:4]] == [1, 1]
    assert standings_tab.floor_label.text() == "Win 7 points · floor 1/7"
    proxy = standings_tab.table.model()
    assert proxy.index(0, PodColumn.MWP).data() == "100.00%"

    # The next round; a correction of round 1 asks first, by the keyboard dialog.
    window.pair_next_action.trigger()
    assert pods_tab.selected_round().number == 2
    pods_tab.round_combo.setCurrentIndex(0)
    seen: dict[str, object] = {}

    def pick(dialog: QDialog) -> None:
        assert isinstance(dialog, PodResultDialog)
        seen["title"] = dialog.windowTitle()
        qtbot.keyClick(dialog, Qt.Key.Key_1)  # seat 1 won
        seen["checked"] = dialog.win_buttons[0].isChecked()
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    on_next_dialog(pick)
    asked: list[int] = []
    pods_tab.panel._confirm_correction = lambda number: asked.append(number) or True
    pods_tab.panel.pick_result(pods_tab.selected_round().pods[0])
    assert seen == {"title": "Result of table 1", "checked": True}
    assert asked == [1]
    corrected = services.multiplayer.list_rounds(event_id)[0].pods[0]
    assert corrected.winner is not None and corrected.winner.seat == 1


def test_a_commander_night_reads_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = commander_night(services, players=11, swiss_rounds=1)
    services.multiplayer.configure(event_id, playoff_size=4)
    view, _ = services.multiplayer.pair_next(event_id)
    services.multiplayer.report(event_id, 1, 1, drawn=[s.entry for s in view.pods[0].seats][:2])
    services.multiplayer.report_seat(event_id, 1, 2, 3)
    window = open_window(qtbot, services, settings, event_id, "ja")
    tabs = window.tabs
    assert tabs.tabText(tabs.indexOf(window.pod_tabs.rounds)) == "ポッド・結果"
    model = window.pod_tabs.rounds.panel.model
    assert model.headerData(1, Qt.Orientation.Horizontal) == "1番席(先攻)"
    assert model.index(0, model.result_column).data() == "引き分け: 1、2番席"
    assert model.index(1, model.result_column).data() == "3番席の勝利"
    assert model.index(2, model.note_column).data() == "3人ポッド"
    window.pod_tabs.standings.reload()
    assert_japanese(window)
    services.multiplayer.report_seat(event_id, 1, 3, 1)
    window.broadcast(services.multiplayer.start_playoff(event_id))
    playoff = window.pod_tabs.playoff
    window.tabs.setCurrentWidget(playoff)
    assert playoff.round_combo.currentText() == "決勝(第2回戦)"
    final = services.multiplayer.playoff(event_id).rounds[0].pods[0]
    window.broadcast(services.multiplayer.report_seat(event_id, 2, 1, 2))
    assert playoff.champion_label.text() == f"優勝: {final.seats[1].name}"
    assert_japanese(window)
    # The audit log names every multiplayer action in Japanese.
    entries = services.rounds.audit_log(event_id)
    names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
    contexts = log_contexts(entries, names)
    logged = {e.action for e in entries if e.action.startswith("multiplayer.")}
    assert logged == {a for a in ACTION_LABELS if a.startswith("multiplayer.")} - {
        "multiplayer.repair",
        "multiplayer.clear",
        "multiplayer.swap",  # hand edits and playoff drops: test_pod_swap_window.py
        "multiplayer.playoff_drop",
    }
    lines = {
        (action_label(e), describe_detail(e, ctx))
        for e, ctx in zip(entries, contexts, strict=True)
        if e.action.startswith("multiplayer.")
    }
    assert ("ポッド設定を変更", "決勝ラウンド: 決勝ラウンドなし → トップ4") in lines
    assert ("ポッドの組み合わせを作成", "第1回戦: 3ポッド") in lines
    assert any(label == "ポッドの結果を入力" and "引き分け: " in text for label, text in lines)
    assert any(text.startswith("トップ4: ") for _, text in lines)


def test_the_usual_tabs_come_back_for_an_individual_event(qtbot, services, settings) -> None:
    pods_event = commander_night(services)
    individual, _ = services.events.create(
        EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20))
    )
    window = open_window(qtbot, services, settings, pods_event, "en")
    window.tabs.setCurrentWidget(window.pod_tabs.standings)
    window.set_event(individual)
    tabs = window.tabs
    assert tabs.currentWidget() is window.standings_tab
    assert tabs.isTabVisible(tabs.indexOf(window.rounds_tab))
    assert not tabs.isTabVisible(tabs.indexOf(window.pod_tabs.rounds))
    refused: list[str] = []
    on_next_dialog(lambda box: (refused.append(box.text()), box.accept()))
    # No players: refused in words by the usual tab, not the pods tab.
    window.pair_next_action.trigger()
    assert tabs.currentWidget() is window.rounds_tab
    assert refused and "player" in refused[0]


def test_choosing_five_player_pods_before_round_1_is_stored_and_shown(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = commander_night(services, players=10)
    window = open_window(qtbot, services, settings, event_id, "en")
    pods_tab = window.pod_tabs.rounds
    window.tabs.setCurrentWidget(pods_tab)
    combo = pods_tab.source.size_combo
    assert combo.isEnabled() and combo.currentData() == 4
    combo.setCurrentIndex(combo.findData(5))
    combo.activated.emit(combo.currentIndex())
    assert services.multiplayer.settings(event_id).pod_size == 5
    assert combo.currentData() == 5
    assert "Next round: 2 pods of 5." in pods_tab.source.info_label.text()


def test_the_pods_waiting_for_results_are_listed_with_the_japanese_comma(
    qtbot, services, settings, translators
) -> None:
    """「(1、2、3卓)」, not 「(1, 2, 3卓)」 (issue 32: a Japanese list joins with 「、」)."""
    assert translators.install("ja")
    event_id = commander_night(services, players=11, swiss_rounds=2)
    services.multiplayer.pair_next(event_id)
    window = open_window(qtbot, services, settings, event_id, "ja")
    tip = window.pod_tabs.rounds.pair_button.toolTip()
    assert "第1回戦" in tip and "1、2、3卓" in tip, tip
