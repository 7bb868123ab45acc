"""Dialogs of the Draft pods tab: move a player to a pod and seat; record that a player
stopped drafting (MTR 7.7)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event.draft_pods import MAX_DRAFT_PACKS, MAX_DRAFT_PICKS
from mtrdesk.services.draft.pods import DraftPodView, DraftSeatsView, SeatView
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refuse_typed
from mtrdesk.ui.widgets.named import ok_cancel, wrapped

NOTE_STYLE = "color: #555555;"


def _note(text: str) -> QLabel:
    label = wrapped(text)
    label.setStyleSheet(NOTE_STYLE)
    return label


class _Bounded(QDialog):
    """OK says which typed number a field refused (``refuse_typed``) and stays open."""

    def named_spins(self) -> list[tuple[str, BoundSpinBox]]:
        return []

    def accept(self) -> None:
        if refuse_typed(self, self.named_spins()):
            return
        super().accept()


class MoveSeatDialog(_Bounded):
    """Choose a pod (an existing one or the next number, a new pod) and a seat: the seat
    asked for if free, else the next free one; "first free seat" by default. Nobody else
    moves (to trade places, select two players and swap)."""

    def __init__(self, seat: SeatView, view: DraftSeatsView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("DraftSeatDialogs", "Move to another pod or seat")
        )
        self._view = view
        self._mover = seat.entry
        newest = max((p.number for p in view.pods), default=0) + 1
        self.pod_spin = BoundSpinBox()
        self.pod_spin.setObjectName("movePod")
        self.pod_spin.setRange(1, newest)
        self.pod_spin.setValue(seat.pod)
        self.seat_spin = BoundSpinBox()
        self.seat_spin.setObjectName("moveSeat")
        self.seat_spin.setRange(0, 99)
        self.seat_spin.setSpecialValueText(
            QCoreApplication.translate("DraftSeatDialogs", "First free seat")
        )
        self.seat_spin.setValue(0)
        self.free_label = _note("")
        self.free_label.setObjectName("freeSeats")
        form = QFormLayout()
        form.addRow(
            QCoreApplication.translate("DraftSeatDialogs", "Player:"), PlainLabel(seat.name)
        )
        form.addRow(QCoreApplication.translate("DraftSeatDialogs", "Pod:"), self.pod_spin)
        form.addRow(QCoreApplication.translate("DraftSeatDialogs", "Seat:"), self.seat_spin)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.free_label)
        layout.addWidget(
            _note(
                QCoreApplication.translate(
                    "DraftSeatDialogs",
                    "If that seat is taken, the player gets the next free seat; nobody "
                    "else's seat changes. To trade seats, select two players and choose "
                    "Swap seats.",
                )
            )
        )
        layout.addWidget(ok_cancel(self.accept, self.reject))
        self.resize(440, self.sizeHint().height())
        self.pod_spin.valueChanged.connect(self._show_free)
        self._show_free()

    def _show_free(self) -> None:
        pod = self._view.pod(self.pod_spin.value())
        if pod is not None:  # the player's own seat is free once they move
            pod = DraftPodView(pod.number, tuple(s for s in pod.seats if s.entry != self._mover))
        if pod is None or not pod.seat_numbers:
            text = QCoreApplication.translate(
                "DraftSeatDialogs", "An empty pod: the player takes seat 1."
            )
        else:
            text = (
                QCoreApplication.translate(
                    "DraftSeatDialogs", "Pod %1: seats taken %2; first free seat %3."
                )
                .replace("%1", str(pod.number))
                .replace(
                    "%2",
                    QCoreApplication.translate("DraftSeatDialogs", ", ").join(
                        str(n) for n in pod.seat_numbers
                    ),
                )
                .replace("%3", str(pod.free_seat()))
            )
        self.free_label.setText(text)

    def named_spins(self) -> list[tuple[str, BoundSpinBox]]:
        return [
            (QCoreApplication.translate("DraftSeatDialogs", "Pod"), self.pod_spin),
            (QCoreApplication.translate("DraftSeatDialogs", "Seat"), self.seat_spin),
        ]

    def pod(self) -> int:
        return self.pod_spin.value()

    def seat(self) -> int | None:
        return self.seat_spin.value() or None


class DraftDropDialog(_Bounded):
    """MTR 7.7: where the player stopped drafting; they stay in the event and build from
    what they have drafted, unless the organizer also drops them from the event."""

    def __init__(self, seat: SeatView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("DraftSeatDialogs", "Drop from the draft"))
        self.pack_spin = BoundSpinBox()
        self.pack_spin.setObjectName("dropPack")
        self.pack_spin.setRange(1, MAX_DRAFT_PACKS)
        self.pick_spin = BoundSpinBox()
        self.pick_spin.setObjectName("dropPick")
        self.pick_spin.setRange(1, MAX_DRAFT_PICKS)
        if seat.draft_drop is not None:
            self.pack_spin.setValue(seat.draft_drop[0])
            self.pick_spin.setValue(seat.draft_drop[1])
        self.leave_check = QCheckBox(
            QCoreApplication.translate(
                "DraftSeatDialogs", "Also drop them from the event (MTR 2.10)"
            )
        )
        self.leave_check.setObjectName("dropLeaveEvent")
        self.leave_check.setEnabled(seat.dropped_after_round is None)
        intro = wrapped(
            QCoreApplication.translate(
                "DraftSeatDialogs",
                "%1 (pod %2, seat %3) stops drafting before this pick. Their picks are "
                "skipped and the draft goes on with one fewer player; they keep their "
                "seat and build from the cards drafted so far (MTR 7.7).",
            )
            .replace("%1", seat.name)
            .replace("%2", str(seat.pod))
            .replace("%3", str(seat.seat))
        )
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("DraftSeatDialogs", "Pack:"), self.pack_spin)
        form.addRow(QCoreApplication.translate("DraftSeatDialogs", "Pick:"), self.pick_spin)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.leave_check)
        layout.addWidget(ok_cancel(self.accept, self.reject))
        self.resize(420, self.sizeHint().height())

    def named_spins(self) -> list[tuple[str, BoundSpinBox]]:
        return [
            (QCoreApplication.translate("DraftSeatDialogs", "Pack"), self.pack_spin),
            (QCoreApplication.translate("DraftSeatDialogs", "Pick"), self.pick_spin),
        ]

    def pack(self) -> int:
        return self.pack_spin.value()

    def pick(self) -> int:
        return self.pick_spin.value()

    def leave_event(self) -> bool:
        return self.leave_check.isChecked()
