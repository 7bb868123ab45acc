"""The Draft pods tab (MTR 7.6, 7.7): shown for pod events only; seat the pods, see them
seat by seat with the seed, move a player, swap two, record a drafter who stops, print."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel

from mtrdesk.core.settings import Format
from mtrdesk.ui.dialogs.draft.pods import PodsDialog
from mtrdesk.ui.dialogs.draft.seat_dialogs import DraftDropDialog, MoveSeatDialog
from mtrdesk.ui.models.draft_pods_model import DraftPodsModel
from mtrdesk.ui.tabs.draft_pods_tab import DraftPodsTab
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import on_next_dialog
from tests.helpers.ui_pods import draft_event, open_window


def shown_pods(tab: DraftPodsTab) -> list[tuple[str, list[tuple[str, str, str]]]]:
    model = tab.model
    pods = []
    for row in range(model.rowCount()):
        pod = model.index(row, 0)
        seats = [
            (
                model.index(r, DraftPodsModel.SEAT, pod).data(),
                model.index(r, DraftPodsModel.NAME, pod).data(),
                model.index(r, DraftPodsModel.STATUS, pod).data(),
            )
            for r in range(model.rowCount(pod))
        ]
        pods.append((pod.data(), seats))
    return pods


def select(tab: DraftPodsTab, *places: tuple[int, int]) -> None:
    """Select the players at (pod row, seat row)."""
    selection = tab.tree.selectionModel()
    selection.clearSelection()
    for pod_row, seat_row in places:
        index = tab.model.index(seat_row, 0, tab.model.index(pod_row, 0))
        selection.select(
            index,
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def open_tab(qtbot, services, settings, players: int = 12) -> tuple[MainWindow, DraftPodsTab]:  # type: ignore[no-untyped-def]
    event_id = draft_event(services, players)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.draft_pods_tab
    assert window.tabs.isTabVisible(window.tabs.indexOf(tab))
    window.tabs.setCurrentWidget(tab)
    return window, tab


def test_the_tab_is_shown_only_for_draft_pod_events(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    window, tab = open_tab(qtbot, services, settings)
    constructed = draft_event(services, 4, format=Format.MODERN)
    window.set_event(constructed)
    assert not window.tabs.isTabVisible(window.tabs.indexOf(tab))
    assert window.tabs.currentWidget() is window.players_tab


def test_seat_move_swap_and_drop_from_the_tab(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    window, tab = open_tab(qtbot, services, settings)
    assert tab.model.rowCount() == 0 and "Seat pods" in tab.seed_label.text()
    assert tab.print_button.objectName() == "tabPrintButton"

    def seat(dialog: PodsDialog) -> None:
        dialog.size_spin.setValue(8)
        dialog.seat_button.click()
        dialog.reject()

    on_next_dialog(seat)
    tab.seat_button.click()
    pods = shown_pods(tab)
    assert [(title, [s for s, *_ in seats]) for title, seats in pods] == [
        ("Pod 1", [f"Seat {n}" for n in range(1, 7)]),
        ("Pod 2", [f"Seat {n}" for n in range(1, 7)]),
    ]
    assert all(status == "Drafting" for _, seats in pods for *_, status in seats)
    seed = services.pods.seats(window.event_id).seed
    assert f"Random seed {seed}, at most 8 per pod" in tab.seed_label.text()

    # Move pod 1 seat 2 to pod 2: the first free seat there is 7; nobody else moves.
    before = shown_pods(tab)
    moved = before[0][1][1][1]
    select(tab, (0, 1))
    assert tab.move_button.isEnabled() and not tab.swap_button.isEnabled()

    def move(dialog: MoveSeatDialog) -> None:
        dialog.pod_spin.setValue(2)
        assert "first free seat 7" in dialog.free_label.text()
        dialog.accept()

    on_next_dialog(move)
    tab.move_button.click()
    after = shown_pods(tab)
    assert [s for s, *_ in after[0][1]] == ["Seat 1", *(f"Seat {n}" for n in range(3, 7))]
    assert after[1][1][-1][:2] == ("Seat 7", moved)

    # Swap pod 1 seat 1 with pod 2 seat 1.
    first, second = after[0][1][0][1], after[1][1][0][1]
    select(tab, (0, 0), (1, 0))
    assert tab.swap_button.isEnabled()
    tab.swap_button.click()
    swapped = shown_pods(tab)
    assert swapped[0][1][0][1] == second and swapped[1][1][0][1] == first

    # Pod 2 seat 3 stops drafting before pack 2, pick 4 (MTR 7.7): seat kept, still in.
    stopper = swapped[1][1][2][1]
    select(tab, (1, 2))

    def drop(dialog: DraftDropDialog) -> None:
        dialog.pack_spin.setValue(2)
        dialog.pick_spin.setValue(4)
        assert not dialog.leave_check.isChecked()
        dialog.accept()

    on_next_dialog(drop)
    tab.drop_button.click()
    row = shown_pods(tab)[1][1][2]
    assert row == ("Seat 3", stopper, "Stopped drafting: pack 2, pick 4")
    pod2 = services.pods.seats(window.event_id).pod(2)
    assert pod2.drops == ((3, 2, 4),)
    assert "1 stopped" in tab.model.index(1, DraftPodsModel.NAME).data()
    select(tab, (1, 2))
    assert tab.undo_drop_button.isEnabled()
    actions = [a.action for a in services.rounds.audit_log(window.event_id)]
    assert actions[-3:] == ["pods.move", "pods.swap", "pods.draft_drop"]
