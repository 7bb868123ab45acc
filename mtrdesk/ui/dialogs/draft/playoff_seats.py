"""Seat the top 8 at the booster-draft playoff table (MTR 10.4): drawn at random by mtrdesk,
or entered by hand as the players sat.

MTR 10.4: "Use a random method to seat players around the draft table and conduct the
draft. After the draft has concluded, the player in seat 1 plays the player in seat 5, the
player in seat 2 plays the player in seat 6, the player in seat 3 plays the player in seat
7, and the player in seat 4 plays the player in seat 8."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.draft.playoff import DRAFT_PLAYOFF_SIZE
from mtrdesk.ui.widgets.named import named_button, ok_cancel, wrapped
from mtrdesk.ui.widgets.result_entry import ERROR_STYLE

if TYPE_CHECKING:
    from mtrdesk.services.playoff.service import CutPlayer


def player_text(player: CutPlayer) -> str:
    """ "(2) 山田 太郎": the Swiss place (seed) and the name."""
    return f"({player.seed}) {player.name}" if player.seed is not None else player.name


def seat_text(seat: int) -> str:
    return QCoreApplication.translate("DraftSeatsDialog", "Seat %1").replace("%1", str(seat))


class DraftSeatsDialog(QDialog):
    """After ``exec()``: ``random_draw`` True when mtrdesk should draw the seats (with a
    recorded seed), else ``seats()`` maps seat 1–8 to the entry entered there."""

    def __init__(
        self,
        players: list[CutPlayer],
        *,
        current: dict[int, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("DraftSeatsDialog", "Seats at the draft table")
        )
        self.players = players
        self.random_draw = False
        intro = wrapped(
            QCoreApplication.translate(
                "DraftSeatsDialog",
                "MTR 10.4: seat the top 8 around the draft table by a random method. After "
                "the draft, seat 1 plays seat 5, 2 plays 6, 3 plays 7 and 4 plays 8; the "
                "winners of 1/5 and 3/7 meet, and of 2/6 and 4/8. The better Swiss place "
                "(in brackets) chooses to play or draw (MTR 2.2).",
            )
        )
        form = QFormLayout()
        self.combos: list[QComboBox] = []
        for seat in range(1, DRAFT_PLAYOFF_SIZE + 1):
            combo = QComboBox()
            combo.setObjectName(f"seat{seat}")
            combo.addItem("", None)
            for player in players:
                combo.addItem(player_text(player), player.entry)
            if current and seat in current:
                combo.setCurrentIndex(max(0, combo.findData(current[seat])))
            combo.currentIndexChanged.connect(self._check)
            form.addRow(seat_text(seat) + ":", combo)
            self.combos.append(combo)
        self.problem_label = wrapped()
        self.problem_label.setStyleSheet(ERROR_STYLE)
        self.buttons = ok_cancel(
            self.accept,
            self.reject,
            QCoreApplication.translate("DraftSeatsDialog", "Use these seats"),
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.draw_button = named_button(
            QCoreApplication.translate("DraftSeatsDialog", "Draw seats at random"),
            "drawSeats",
            tip=QCoreApplication.translate(
                "DraftSeatsDialog",
                "mtrdesk draws the seats and records the random seed in the log.",
            ),
        )
        self.buttons.addButton(self.draw_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.draw_button.clicked.connect(self._draw)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)
        self._check()

    def seats(self) -> dict[int, int]:
        """Seat → entry for the seats filled in."""
        return {
            seat: combo.currentData()
            for seat, combo in enumerate(self.combos, start=1)
            if combo.currentData() is not None
        }

    def _check(self) -> None:
        seats = self.seats()
        chosen = list(seats.values())
        twice = sorted({e for e in chosen if chosen.count(e) > 1})
        if twice:
            names = {p.entry: p.name for p in self.players}
            self.problem_label.setText(
                QCoreApplication.translate("DraftSeatsDialog", "In more than one seat: %1").replace(
                    "%1",
                    QCoreApplication.translate("DraftSeatsDialog", ", ").join(
                        names[e] for e in twice
                    ),
                )
            )
        else:
            self.problem_label.clear()
        self.ok_button.setEnabled(len(seats) == DRAFT_PLAYOFF_SIZE and not twice)

    def _draw(self) -> None:
        self.random_draw = True
        self.accept()
