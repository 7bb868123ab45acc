"""The Draft pods tab: booster-draft pods (MTR 7.6) seat by seat, for events drafted in pods.

Seat the pods (the shared ``PodsDialog``: pod size chosen by the organizer, 8 by default,
never a pod too small), see the recorded seed, move a player to another pod or seat, swap
two players' places, record a player who stops drafting (MTR 7.7), and print the seatings.
Every change is one service call (``services.draft.pods``), audited there.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.draft_pods_model import DraftPodsModel
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.printing.menu import print_button
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.tabs.optional_tabs import shows_draft_pods
from mtrdesk.ui.tabs.pod_seating import seat_in_pods
from mtrdesk.ui.widgets.named import button_row, named_button, named_label
from mtrdesk.ui.widgets.question import warn

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.draft.pods import DraftPodView, DraftSeatsView, SeatView

NOTE_STYLE = "color: #555555;"


class DraftPodsTab(EventPanel):
    """Pods as a tree (pod, then seat, name, player ID, status) and the pod actions."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session.services, parent)
        self.session = session
        self.view: DraftSeatsView | None = None
        # The pick clock's monotonic time source (tests put a fake one here).
        self.clock_now: Callable[[], float] = time.monotonic
        self.model = DraftPodsModel(self)
        self.tree = QTreeView()
        self.tree.setObjectName("draftPodsTree")
        self.tree.setModel(self.model)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)

        self.seat_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Seat pods..."),
            "draftSeatPods",
            self.seat_pods,
        )
        self.move_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Move..."), "draftMove", self.move_selected
        )
        self.swap_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Swap seats"),
            "draftSwap",
            self.swap_selected,
        )
        self.drop_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Drop from the draft..."),
            "draftDrop",
            self.drop_selected,
        )
        self.undo_drop_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Undo draft drop"),
            "draftUndoDrop",
            self.undo_drop_selected,
        )
        self.clock_button = named_button(
            QCoreApplication.translate("DraftPodsTab", "Pick clock..."),
            "draftPickClock",
            self.open_pick_clock,
        )
        self.clock_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DraftPodsTab",
                    "The projector's pick clock for the selected pod: its drafters, with the "
                    "picks of anyone who stopped drafting skipped (MTR 7.7).",
                )
            )
        )
        self.projector: QWidget | None = None
        self.print_button = print_button(self, session, ("seatings",))
        self.seed_label = named_label("draftPodsSeed", style=NOTE_STYLE)
        self.note_label = named_label("draftPodsNote", wrap=True, style=NOTE_STYLE)
        self.swap_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DraftPodsTab", "Select two players to trade their pods and seats."
                )
            )
        )
        self.drop_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DraftPodsTab",
                    "MTR 7.7: a player who stops drafting keeps their seat; their picks are "
                    "skipped and the draft goes on with one fewer player.",
                )
            )
        )

        top = QHBoxLayout()
        top.addWidget(self.seat_button)
        top.addWidget(self.seed_label, 1)
        top.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        layout.addLayout(
            button_row(
                (self.move_button, self.swap_button, self.drop_button, self.undo_drop_button),
                (self.clock_button,),
            )
        )
        layout.addWidget(self.note_label)

        self.tree.selectionModel().selectionChanged.connect(self._update_buttons)
        self.tree.doubleClicked.connect(lambda _index: self.move_selected())

    # --- the tab protocol ------------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if changes.players or changes.pairings or changes.events:
            self.reload()

    def reload(self) -> None:
        self.view = None
        if self.event_id is not None and shows_draft_pods(self.services.events.get(self.event_id)):
            self.view = self.services.pods.seats(self.event_id)
        self.model.set_view(self.view)
        self.tree.expandAll()
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DraftPodsModel.STATUS, QHeaderView.ResizeMode.Stretch)
        self._show_seed()
        self._update_buttons()

    def _show_seed(self) -> None:
        view = self.view
        if view is None or not view.pods:
            self.seed_label.setText(
                QCoreApplication.translate(
                    "DraftPodsTab",
                    "No pods yet: choose Seat pods... to divide the players at random.",
                )
            )
        elif view.seed is None:
            self.seed_label.setText(
                QCoreApplication.translate(
                    "DraftPodsTab", "Pods seated by hand or from an event file."
                )
            )
        else:
            self.seed_label.setText(
                QCoreApplication.translate(
                    "DraftPodsTab", "Random seed %1, at most %2 per pod (kept in the audit log)."
                )
                .replace("%1", str(view.seed))
                .replace("%2", str(view.pod_size))
            )

    def _selected(self) -> list[SeatView]:
        seats = []
        for index in self.tree.selectionModel().selectedRows(DraftPodsModel.SEAT):
            entry = self.model.entry_at(index)
            seat = self.model.seat_of(entry) if entry is not None else None
            if seat is not None:
                seats.append(seat)
        return seats

    def _selected_pod(self) -> DraftPodView | None:
        """The pod of the selected rows (a pod row or its players), or the only pod."""
        view = self.view
        if view is None or not view.pods:
            return None
        numbers = set()
        for index in self.tree.selectionModel().selectedRows(0):
            entry = self.model.entry_at(index)
            if entry is not None:
                seat = view.of(entry)
                numbers.add(seat.pod if seat is not None else None)
            elif not index.parent().isValid() and index.row() < len(view.pods):
                numbers.add(view.pods[index.row()].number)
        if not numbers and len(view.pods) == 1:
            return view.pods[0]
        if len(numbers) != 1:
            return None
        number = numbers.pop()
        return view.pod(number) if number is not None else None

    def _update_buttons(self) -> None:
        chosen = self._selected()
        one = len(chosen) == 1 and chosen[0].seat is not None
        self.seat_button.setEnabled(self.event_id is not None)
        self.move_button.setEnabled(len(chosen) == 1)
        self.swap_button.setEnabled(len(chosen) == 2 and all(s.seat for s in chosen))
        self.drop_button.setEnabled(one)
        self.undo_drop_button.setEnabled(one and chosen[0].draft_drop is not None)
        self.clock_button.setEnabled(self._selected_pod() is not None)
        has_pods_now = self.view is not None and bool(self.view.pods)
        self.note_label.setText(
            QCoreApplication.translate(
                "DraftPodsTab",
                "Players play only within their pod (MTR 7.6). Select a player to move "
                "them or record that they stopped drafting; select two to swap seats.",
            )
            if has_pods_now
            else ""
        )

    def _apply(self, changes: Changes | None) -> None:
        if changes:
            self.changed.emit(changes)

    # --- actions ---------------------------------------------------------------------------
    def seat_pods(self) -> None:
        """The shared seating dialog (also on the Players tab): pod size, seat at random."""
        if self.event_id is None:
            return
        entries = self.services.players.list_entries(self.event_id)
        self._apply(seat_in_pods(self, self.services, self.event_id, entries))

    def move_selected(self) -> None:
        from mtrdesk.ui.dialogs.draft.seat_dialogs import MoveSeatDialog

        chosen = self._selected()
        if len(chosen) != 1 or self.event_id is None or self.view is None:
            return
        seat, event_id = chosen[0], self.event_id
        dialog = MoveSeatDialog(seat, self.view, parent=self)
        if dialog.exec() != MoveSeatDialog.DialogCode.Accepted:
            return
        pod, wanted = dialog.pod(), dialog.seat()
        self._apply(
            attempt(self, lambda: self.services.pods.move(event_id, seat.entry, pod, wanted))
        )

    def swap_selected(self) -> None:
        chosen = self._selected()
        if len(chosen) != 2 or self.event_id is None:
            return
        event_id = self.event_id
        first, second = chosen
        self._apply(
            attempt(self, lambda: self.services.pods.swap(event_id, first.entry, second.entry))
        )

    def drop_selected(self) -> None:
        from mtrdesk.ui.dialogs.draft.seat_dialogs import DraftDropDialog

        chosen = self._selected()
        if len(chosen) != 1 or self.event_id is None:
            return
        seat, event_id = chosen[0], self.event_id
        dialog = DraftDropDialog(seat, parent=self)
        if dialog.exec() != DraftDropDialog.DialogCode.Accepted:
            return
        pack, pick, leave = dialog.pack(), dialog.pick(), dialog.leave_event()
        self._apply(
            attempt(
                self,
                lambda: self.services.pods.drop_from_draft(
                    event_id, seat.entry, pack, pick, leave_event=leave
                ),
            )
        )

    def open_pick_clock(self) -> None:
        """The projector's booster-draft pick clock for the selected pod: its seats, the
        recorded drops (MTR 7.7) skipped from the pick each player stopped at, and the
        timings of the rules the event follows."""
        pod = self._selected_pod()
        if pod is None or not pod.seat_numbers:
            return
        from mtrdesk.core.draft.profiles import EN_2023, DraftError
        from mtrdesk.ui.projector.pod_clock import pod_program
        from mtrdesk.ui.projector.publishing import publisher
        from mtrdesk.ui.projector.setup_dialog import open_projector

        settings = self.session.settings
        event = None if self.event_id is None else self.services.events.get(self.event_id)
        timings = EN_2023.key if event is None else event.settings.draft_timings
        try:
            program = pod_program(pod.seat_numbers, pod.drops, settings, timings)
        except DraftError as exc:
            warn(
                self,
                QCoreApplication.translate("DraftPodsTab", "Pick clock"),
                QCoreApplication.translate(
                    "DraftPodsTab", "This draft cannot be timed: %1"
                ).replace("%1", exc.detail or str(exc)),
            )
            return
        publish = None
        if self.event_id is not None:  # the players' phones show it too (issue 16)
            clocks = self.services.clocks
            publish = publisher(clocks.publish, clocks.stop, self.event_id)
        self.projector = open_projector(
            self,
            settings,
            preset=program,
            now=self.clock_now,
            publish=publish,
            pod=pod.number,
        )

    def undo_drop_selected(self) -> None:
        chosen = self._selected()
        if len(chosen) != 1 or self.event_id is None:
            return
        event_id, entry = self.event_id, chosen[0].entry
        self._apply(attempt(self, lambda: self.services.pods.undo_draft_drop(event_id, entry)))
