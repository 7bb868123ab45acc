"""Booster-draft pods (MTR 7.6) in the window: seat from the Players tab, pair, move one."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from mtrdesk.core.event_rules import EventProgress, editable_settings
from mtrdesk.core.settings import EventSettings, Format, Rel
from mtrdesk.core.tournament import MatchKind
from mtrdesk.ui.dialogs.draft.pods import MovePodDialog, PodsDialog
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog
from tests.helpers.ui_pods import draft_event, open_window


def pod_cells(window: MainWindow) -> dict[str, str]:
    tab = window.players_tab
    return {
        tab.proxy.index(r, PlayersModel.NAME).data(): tab.proxy.index(r, PlayersModel.POD).data()
        for r in range(tab.proxy.rowCount())
    }


def seat_from_the_tab(window: MainWindow, size: int, seen: dict) -> None:  # type: ignore[type-arg]
    def seat(dialog: PodsDialog) -> None:
        seen["plan_before"] = dialog.plan_label.text()
        dialog.size_spin.setValue(size)
        seen["plan"] = dialog.plan_label.text()
        dialog.seat_button.click()
        tree = dialog.tree
        seen["pods"] = [
            (tree.topLevelItem(i).text(0), tree.topLevelItem(i).childCount())
            for i in range(tree.topLevelItemCount())
        ]
        seen["seed"] = dialog.seed_label.text()
        dialog.reject()

    on_next_dialog(seat)
    window.players_tab.seat_pods_button.click()


def test_seat_pods_from_the_players_tab_then_pair_inside_them(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")  # English plurals: "2 pods", "8 players"
    event_id = draft_event(services)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    assert not tab.table.isColumnHidden(PlayersModel.POD)
    assert tab.seat_pods_button.isVisible() and tab.seat_pods_button.isEnabled()
    assert set(pod_cells(window).values()) == {""}

    seen: dict = {}
    seat_from_the_tab(window, 8, seen)
    assert seen["plan"] == "16 players: 2 pods of 8, 8 players"
    assert seen["pods"] == [("Pod 1 (8 players)", 8), ("Pod 2 (8 players)", 8)]
    assert seen["seed"].startswith("Random seed ")
    # The tab shows the pods at once (the dialog's changes were passed on).
    assert sorted(pod_cells(window).values()) == ["1"] * 8 + ["2"] * 8
    assert "Pods: 8, 8 players" in tab.count_label.text()
    pods = {e.id: e.pod for e in services.players.list_entries(event_id)}

    window.pair_next_action.trigger()
    current = services.rounds.current_round(event_id)
    assert current is not None and current.number == 1
    assert all(
        pods[m.player1] == pods[m.player2] == m.pod
        for m in current.matches
        if m.kind is MatchKind.PAIRED
    )
    # After round 1 the pods are fixed: the button says why.
    window.tabs.setCurrentWidget(tab)
    assert not tab.seat_pods_button.isEnabled()
    assert "MTR 7.6" in tab.seat_pods_button.toolTip()


def test_an_unseated_player_blocks_pairing_until_given_a_pod(
    qtbot, services, settings, always_yes, translators
) -> None:
    assert translators.install("en")
    event_id = draft_event(services, 15)
    services.pods.seat(event_id, 8, seed=1)
    services.players.add(event_id, *SIXTEEN[15])  # after seating: no pod yet
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    assert pod_cells(window)["林 蒼"] == "(no pod)"
    assert "1 player without a pod" in tab.count_label.text()

    refusal: list[str] = []

    def read(box: QMessageBox) -> None:
        refusal.append(box.text())
        box.accept()

    on_next_dialog(read)
    window.pair_next_action.trigger()
    assert services.rounds.current_round(event_id) is None
    assert refusal and "林 蒼" in refusal[0] and "MTR 7.6" in refusal[0]

    window.tabs.setCurrentWidget(tab)
    tab.filter_edit.setText("はやし")
    tab._go_to_first_match()
    assert tab.selected().display_name == "林 蒼"
    assert tab.move_pod_button.isEnabled()

    def choose(dialog: MovePodDialog) -> None:
        assert dialog.pod_spin.maximum() == 3  # pods 1 and 2, or a new pod 3
        assert dialog.pod_spin.value() == 2  # the smaller pod (8 and 7 players)
        assert dialog.sizes_label.text() == "Pods now: Pod 1: 8 players, Pod 2: 7 players"
        dialog.accept()

    on_next_dialog(choose)
    tab.move_pod_button.click()
    tab.filter_edit.clear()
    assert pod_cells(window)["林 蒼"] == "2"
    window.pair_next_action.trigger()
    assert services.rounds.current_round(event_id).number == 1


def test_a_player_entered_after_seating_is_told_to_get_a_pod(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = draft_event(services, 8)
    services.pods.seat(event_id, 8, seed=1)
    window = open_window(qtbot, services, settings, event_id)

    def fill(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.family_edit.setText("林")
        dialog.given_edit.setText("蒼")
        dialog.accept()

    on_next_dialog(fill)
    window.add_player_action.trigger()
    hint = window.players_tab.hint_label.text()
    assert hint.startswith("林 蒼 has no pod yet.") and "Change pod..." in hint


def test_a_constructed_event_shows_no_pods(qtbot, services, settings) -> None:
    event_id = draft_event(services, 4, format=Format.MODERN)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    assert tab.table.isColumnHidden(PlayersModel.POD)
    assert not tab.seat_pods_button.isVisible()
    assert not tab.move_pod_button.isVisible()


def _choose(combo, value) -> None:  # type: ignore[no-untyped-def]
    combo.setCurrentIndex(combo.findData(value))


def test_pair_across_pods_only_at_regular_rel(qtbot) -> None:
    dialog = EventDialog(None, player_count=16)
    qtbot.addWidget(dialog)
    _choose(dialog.format_combo, Format.BOOSTER_DRAFT)
    assert dialog.pods_check.isEnabled()
    dialog.pods_check.setChecked(True)
    assert dialog.pods_lifted() is True
    _choose(dialog.rel_combo, Rel.COMPETITIVE)
    assert not dialog.pods_check.isEnabled() and not dialog.pods_check.isChecked()
    assert dialog.pods_lifted() is False
    assert "Regular" in dialog.pods_check.toolTip()
    _choose(dialog.rel_combo, Rel.REGULAR)
    assert dialog.pods_check.isEnabled()
    _choose(dialog.format_combo, Format.MODERN)
    assert not dialog.pods_check.isEnabled()
    # Announced before the event starts: fixed once round 1 is paired.
    settings = EventSettings(
        name="金曜ドラフト", date=dt.date(2026, 11, 20), format=Format.BOOSTER_DRAFT
    )
    fixed = EventDialog(
        settings,
        player_count=16,
        editable=editable_settings(EventProgress(round_paired=True)),
        pods_lifted=True,
    )
    qtbot.addWidget(fixed)
    assert fixed.pods_check.isChecked() and not fixed.pods_check.isEnabled()
    assert fixed.pods_lifted() is True


def test_the_event_dialog_lifts_the_pods_through_the_services(qtbot, services, settings) -> None:
    event_id = draft_event(services, 8)
    window = open_window(qtbot, services, settings, event_id)

    def lift(dialog: EventDialog) -> None:
        dialog.pods_check.setChecked(True)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    on_next_dialog(lift)
    window.edit_event_action.trigger()
    assert services.events.get(event_id).pods_lifted is True
    assert services.rounds.audit_log(event_id)[-1].action == "pods.lift"
    services.pods.seat(event_id, 4, seed=2)
    window.players_tab.reload()
    assert "paired across pods" in window.players_tab.count_label.text()


def test_pods_read_naturally_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = draft_event(services, 15)
    services.pods.seat(event_id, 8, seed=3)
    services.players.add(event_id, *SIXTEEN[15])
    window = open_window(qtbot, services, settings, event_id, "ja")
    tab = window.players_tab
    assert_japanese(window)
    assert tab.seat_pods_button.text() == "ポッド分け..."
    assert tab.move_pod_button.text() == "ポッド変更..."
    header = tab.proxy.headerData(PlayersModel.POD, Qt.Orientation.Horizontal)
    assert header == "ポッド"
    assert "ポッド: 8人、7人" in tab.count_label.text()
    assert "ポッド未割り当て 1人" in tab.count_label.text()

    readings = {e.id: (e.reading, e.family, e.given) for e in tab.model.rows()}
    dialog = PodsDialog(services.pods, event_id, readings=readings)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "ポッド分け"
    assert dialog.tree.topLevelItem(0).text(0) == "ポッド1(8人)"
    assert "林 蒼" in dialog.note_label.text()
    dialog.size_spin.setValue(6)
    assert dialog.plan_label.text() == "16人を3個のポッドに分けます(6人、5人、5人)"
    assert_japanese(dialog)
    move = MovePodDialog("林 蒼", None, {1: 8, 2: 7})
    qtbot.addWidget(move)
    assert_japanese(move)
    assert move.sizes_label.text() == "現在のポッド: ポッド1: 8人、ポッド2: 7人"
    event = EventDialog(services.events.get(event_id).settings, player_count=16)
    qtbot.addWidget(event)
    assert event.pods_check.text() == "ポッドをまたいで組み合わせる(ルール適用度「一般」のみ)"
    assert_japanese(event)
