"""Pick a pod's result with the mouse or the keyboard: the winner, or a draw and who drew.

Keys: 1-5 choose that seat's player as the winner, D chooses a draw (everyone ticked; untick
a player who conceded or took a match loss, multiplayer addendum 2.1A), Enter records.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.text import bounded_int
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import ok_cancel, wrapped

if TYPE_CHECKING:
    from mtrdesk.services.pods.state import PodView


class PodResultDialog(QDialog):
    """``winner`` (an entry) or ``drawn`` (entries) once accepted."""

    def __init__(self, pod: PodView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pod = pod
        self.setMinimumWidth(460)
        self.winner: int | None = None
        self.drawn: list[int] | None = None
        self.setWindowTitle(
            QCoreApplication.translate("PodResultDialog", "Result of table %1").replace(
                "%1", str(pod.table)
            )
        )
        self.group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.addWidget(
            PlainLabel(
                QCoreApplication.translate(
                    "PodResultDialog", "Who won? Press the seat number, or D for a draw."
                )
            )
        )
        self.win_buttons: list[QRadioButton] = []
        for seat in pod.seats:
            button = QRadioButton(
                QCoreApplication.translate("PodResultDialog", "Seat %1: %2 won")
                .replace("%1", str(seat.seat))
                .replace("%2", seat.name)
            )
            button.setObjectName(f"winSeat{seat.seat}")
            self.group.addButton(button)
            self.win_buttons.append(button)
            layout.addWidget(button)
        self.draw_button = QRadioButton(QCoreApplication.translate("PodResultDialog", "Draw"))
        self.draw_button.setObjectName("drawButton")
        self.group.addButton(self.draw_button)
        layout.addWidget(self.draw_button)
        self.drew_boxes: list[QCheckBox] = []
        boxes = QVBoxLayout()
        boxes.setContentsMargins(24, 0, 0, 0)
        drew_label = wrapped(
            QCoreApplication.translate(
                "PodResultDialog",
                "Players who drew (untick a player who conceded or took a match loss: "
                "they lose, multiplayer addendum 2.1A):",
            )
        )
        boxes.addWidget(drew_label)
        line = QHBoxLayout()
        for seat in pod.seats:
            box = QCheckBox(seat.name)
            box.setChecked(True)
            self.drew_boxes.append(box)
            line.addWidget(box)
        line.addStretch(1)
        boxes.addLayout(line)
        if pod.playoff:
            seed_label = wrapped(
                QCoreApplication.translate(
                    "PodResultDialog",
                    "In the playoff the best seed among the players who drew goes on "
                    "(multiplayer addendum 2.4C).",
                )
            )
            boxes.addWidget(seed_label)
        layout.addLayout(boxes)
        self.message = PlainLabel()
        self.message.setStyleSheet("color: #b00020;")
        layout.addWidget(self.message)
        buttons = ok_cancel(self._accept, self.reject)
        layout.addWidget(buttons)
        self.group.buttonToggled.connect(self._update)
        self._preselect()
        self._update()

    def _preselect(self) -> None:
        """The pod's current result, if any, so a correction starts from it."""
        winner = self.pod.winner
        if self.pod.drawn and (winner is None or self.pod.playoff):
            self.draw_button.setChecked(True)
            drew = {s.entry for s in self.pod.drawn} | ({winner.entry} if winner else set())
            for seat, box in zip(self.pod.seats, self.drew_boxes, strict=True):
                box.setChecked(seat.entry in drew)
        elif winner is not None:
            self.win_buttons[winner.seat - 1].setChecked(True)

    def _update(self) -> None:
        draw = self.draw_button.isChecked()
        for box in self.drew_boxes:
            box.setEnabled(draw)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().upper()
        # ``bounded_int``: a key of another script's digits (``፩``) is not a seat.
        seat = bounded_int(text, 1, len(self.win_buttons)) if len(text) == 1 else None
        if seat is not None:
            self.win_buttons[seat - 1].setChecked(True)
            self.win_buttons[seat - 1].setFocus()
            return
        if text == "D" and event.modifiers() == Qt.KeyboardModifier.NoModifier:
            self.draw_button.setChecked(True)
            self.draw_button.setFocus()
            return
        super().keyPressEvent(event)

    def _accept(self) -> None:
        if self.draw_button.isChecked():
            drawn = [
                seat.entry
                for seat, box in zip(self.pod.seats, self.drew_boxes, strict=True)
                if box.isChecked()
            ]
            if len(drawn) < 2:
                self.message.setText(
                    QCoreApplication.translate(
                        "PodResultDialog", "A draw needs at least two players who drew."
                    )
                )
                return
            self.winner, self.drawn = None, drawn
            self.accept()
            return
        for seat, button in zip(self.pod.seats, self.win_buttons, strict=True):
            if button.isChecked():
                self.winner, self.drawn = seat.entry, None
                self.accept()
                return
        self.message.setText(
            QCoreApplication.translate("PodResultDialog", "Choose the winner or a draw.")
        )


def ask_pod_result(
    pod: PodView, parent: QWidget | None = None
) -> tuple[int | None, list[int] | None] | None:
    """The dialog for ``pod``: ``(winner, drawn)`` once accepted, ``None`` when cancelled."""
    dialog = PodResultDialog(pod, parent)
    if dialog.exec() != PodResultDialog.DialogCode.Accepted:
        return None
    return dialog.winner, dialog.drawn
