"""Editing the pods of the current round by hand, and a drop during the pod playoff, in the
window (multiplayer addendum; MTR 2.10)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mtrdesk.services import Problem, ServiceError
from mtrdesk.ui.dialogs.pods.swap import PodSwapDialog
from mtrdesk.words import messages
from mtrdesk.words.audit_context import log_contexts
from mtrdesk.words.audit_text import action_label, describe_detail
from tests.helpers.japanese import assert_japanese, english_left
from tests.helpers.modal_guard import expect_modal
from tests.helpers.ui_helpers import on_next_dialog
from tests.helpers.ui_multiplayer import commander_night, open_window


def on_confirm(seen: dict[str, object], answer: QMessageBox.StandardButton) -> None:
    """Answer the swap dialog's question once it shows (it opens over the dialog)."""
    expect_modal()

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "podSwapConfirm":
            QTimer.singleShot(5, poll)
            return
        seen["text"] = box.text()
        box.button(answer).click()

    QTimer.singleShot(0, poll)


def seat_names(window) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """The names of the pods tab's table, row by row (seat columns 1-4)."""
    model = window.pod_tabs.rounds.panel.model
    rows = []
    for row in range(model.rowCount()):
        cells = [model.index(row, column).data() or "" for column in range(1, 5)]
        rows.append([cell.rsplit(" (", 1)[0] for cell in cells if cell])
    return rows


def test_swap_two_players_through_the_dialog_and_see_the_pods_tab_change(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = commander_night(services, players=11)
    window = open_window(qtbot, services, settings, event_id, "en")
    pods_tab = window.pod_tabs.rounds
    assert not pods_tab.edit_button.isEnabled()  # nothing paired yet
    window.pair_next_action.trigger()
    assert pods_tab.edit_button.isEnabled()
    before = seat_names(window)
    first, second = before[0][1], before[2][0]  # table 1 seat 2, table 3 seat 1
    seen: dict[str, object] = {}

    def edit(dialog: QWidget) -> None:
        assert isinstance(dialog, PodSwapDialog)
        seen["players"] = dialog.first_combo.count()
        dialog.first_combo.setCurrentIndex(
            dialog.first_combo.findText(first, Qt.MatchFlag.MatchContains)
        )
        index = dialog.second_combo.findText(second, Qt.MatchFlag.MatchContains)
        # Only players of the other pods are offered.
        seen["others"] = dialog.second_combo.count()
        dialog.second_combo.setCurrentIndex(index)
        on_confirm(seen, QMessageBox.StandardButton.No)  # first: think again
        dialog.apply_button.click()
        seen["after_no"] = seat_names(window)
        on_confirm(seen, QMessageBox.StandardButton.Yes)
        dialog.apply_button.click()
        seen["done"] = dialog.message_label.text()
        dialog.accept()

    on_next_dialog(edit)
    pods_tab.edit_pairings()
    assert seen["players"] == 11 and seen["others"] == 7
    assert seen["after_no"] == before  # "No" saved nothing
    text = str(seen["text"])
    assert text.startswith(f"{first} moves to table 3, seat 1; {second} moves to table 1, seat 2.")
    assert "The pod checker found" in text and text.endswith("Save this change?")
    assert seen["done"] == f"Saved: {first} and {second} changed seats."
    after = seat_names(window)  # the pods tab refreshed
    expected = [list(row) for row in before]
    expected[0][1], expected[2][0] = second, first
    assert after == expected
    assert services.rounds.audit_log(event_id)[-1].action == "multiplayer.swap"

    # Once a pod has its result, its players no longer appear in the editor.
    services.multiplayer.report_seat(event_id, 1, 1, 1)
    pods_tab.reload()
    dialog = PodSwapDialog(event_id, services.multiplayer)
    qtbot.addWidget(dialog)
    assert dialog.first_combo.count() == 7
    offered = [dialog.first_combo.itemText(i) for i in range(7)]
    assert not any(second in text for text in offered)  # now at table 1, which has played


def test_a_refused_swap_is_explained_in_words(qtbot, services, settings, translators) -> None:
    assert translators.install("en")
    event_id = commander_night(services, players=8)
    view, _ = services.multiplayer.pair_next(event_id)
    dialog = PodSwapDialog(event_id, services.multiplayer)
    qtbot.addWidget(dialog)
    services.multiplayer.report_seat(event_id, 1, 2, 1)  # meanwhile, at another computer
    dialog.first_combo.setCurrentIndex(dialog.first_combo.findData(view.pods[0].seats[0].entry))
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(view.pods[1].seats[0].entry))
    shown: list[str] = []

    def read(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        box.accept()

    on_next_dialog(read)
    dialog.apply()
    assert shown and shown[0].startswith("Table 2 already has a result")


def test_drop_from_the_players_tab_during_the_pod_playoff(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = commander_night(services, players=8, swiss_rounds=1)
    services.multiplayer.configure(event_id, playoff_size=4)
    view, _ = services.multiplayer.pair_next(event_id)
    for pod in view.pods:
        services.multiplayer.report_seat(event_id, 1, pod.table, 1)
    services.multiplayer.start_playoff(event_id)
    window = open_window(qtbot, services, settings, event_id, "en")
    final = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    leaving = final.seats[1]
    players_tab = window.players_tab
    assert players_tab.select_entry(leaving.entry)
    assert players_tab.drop_button.isEnabled()
    on_next_dialog(lambda box: box.button(QMessageBox.StandardButton.Yes).click())
    players_tab.drop_player()
    playoff_tab = window.pod_tabs.playoff
    window.tabs.setCurrentWidget(playoff_tab)  # it catches up when shown
    pod = playoff_tab.selected_round().pods[0]
    assert [s.entry for s in pod.seats] == [
        final.seats[0].entry,
        *(s.entry for s in final.seats[2:]),
    ]
    assert f"seed 2 {leaving.name}" in playoff_tab.byes_label.text()
    assert "Dropped, seat left empty (MTR 2.10)" in playoff_tab.byes_label.text()


def test_the_editor_the_confirmation_and_the_log_read_in_japanese(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("ja")
    event_id = commander_night(services, players=8, swiss_rounds=2)
    services.multiplayer.configure(event_id, playoff_size=4)
    view, _ = services.multiplayer.pair_next(event_id)
    for pod in view.pods:
        services.multiplayer.report_seat(event_id, 1, pod.table, 1)
    view, _ = services.multiplayer.pair_next(event_id)
    dialog = PodSwapDialog(event_id, services.multiplayer)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "ポッドの手動変更"
    assert_japanese(dialog)
    first, second = view.pods[0].seats[0].entry, view.pods[1].seats[0].entry
    dialog.first_combo.setCurrentIndex(dialog.first_combo.findData(first))
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(second))
    check = services.multiplayer.check_swap(event_id, 2, first, second)
    text = dialog.confirm_text(check)
    assert "2卓の1番席へ" in text and text.endswith("この変更を保存しますか?")
    assert "再戦になります" in text  # eight players: after round 1 any swap meets again
    assert not english_left(text)
    services.multiplayer.swap(event_id, 2, first, second)
    for pod in services.multiplayer.current_round(event_id).pods:
        services.multiplayer.report_seat(event_id, 2, pod.table, 1)
    services.multiplayer.start_playoff(event_id)
    final = services.multiplayer.playoff(event_id).rounds[0].pods[0]
    services.players.drop(final.seats[0].entry)
    entries = services.rounds.audit_log(event_id)
    names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
    lines = {
        (action_label(e), describe_detail(e, ctx))
        for e, ctx in zip(entries, log_contexts(entries, names), strict=True)
        if e.action in ("multiplayer.swap", "multiplayer.playoff_drop")
    }
    swapped = f"第2回戦: {names[first]}(1卓)と{names[second]}(2卓)の席を入れ替え"
    assert any(label == "ポッドを手動で変更" and text.startswith(swapped) for label, text in lines)
    dropped = f"第3回戦 1卓: {names[final.seats[0].entry]} がドロップ、残りのプレイヤーで続行"
    assert ("決勝ラウンドのポッドに空席", dropped) in lines
    for refusal in (
        ServiceError(Problem.SAME_POD, round=2, table=1, pod_edit=True),
        ServiceError(Problem.RESULTS_IN, round=2, table=1, pod_edit=True),
        ServiceError(Problem.NOT_CURRENT_ROUND, round=1, latest=2, pod_edit=True),
        ServiceError(Problem.PLAYER_NOT_FOUND, round=2, entry=1, pod_edit=True),
    ):
        assert not english_left(messages.describe(refusal))
