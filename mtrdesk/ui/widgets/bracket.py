"""The playoff bracket: columns of match cards joined by lines, fed plain values.

Each card shows both seeds and names, the result, the winner in bold, and who chooses to
play or draw (the higher seed, MTR 2.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from mtrdesk.ui.plain import PlainLabel

CARD_WIDTH = 230


@dataclass(frozen=True, slots=True)
class BracketSlot:
    seed: int | None
    name: str | None
    # The booster-draft playoff (MTR 10.4): the player's seat at the draft table.
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class BracketCard:
    """One playoff match as the bracket shows it."""

    table: int | None
    top: BracketSlot
    bottom: BracketSlot
    result: str = ""
    winner: int = 0  # 1 = top, 2 = bottom, 0 = not decided
    chooser: str = ""
    # A team match's seat matches (MTR 8.2), one line each: "1A  name – name  2-1".
    lines: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class BracketColumn:
    title: str
    cards: tuple[BracketCard, ...]


def _slot_text(slot: BracketSlot) -> str:
    if slot.name is None:
        return QCoreApplication.translate("Bracket", "(to be decided)")
    text = f"({slot.seed}) {slot.name}" if slot.seed is not None else slot.name
    if slot.seat is not None:
        seat = QCoreApplication.translate("Bracket", "Seat %1").replace("%1", str(slot.seat))
        text = f"{seat}  {text}"
    return text


class MatchCard(QFrame):
    def __init__(self, card: BracketCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(CARD_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        header = (
            QCoreApplication.translate("Bracket", "Table %1").replace("%1", str(card.table))
            if card.table is not None
            else ""
        )
        if card.result:
            header = f"{header}   {card.result}".strip()
        self.header_label = PlainLabel(header)
        self.header_label.setStyleSheet("color: #555555;")
        layout.addWidget(self.header_label)
        self.slot_labels = []
        for number, slot in ((1, card.top), (2, card.bottom)):
            label = PlainLabel(_slot_text(slot))
            if card.winner == number:
                label.setStyleSheet("font-weight: bold;")
            elif card.winner:
                label.setStyleSheet("color: #888888;")
            layout.addWidget(label)
            self.slot_labels.append(label)
        self.line_labels = []
        for line in card.lines:
            seat = PlainLabel(line)
            seat.setStyleSheet("color: #444444; font-size: small;")
            seat.setWordWrap(True)
            layout.addWidget(seat)
            self.line_labels.append(seat)
        if card.chooser and not card.winner:
            chooser = PlainLabel(
                QCoreApplication.translate("Bracket", "Chooses play/draw: %1").replace(
                    "%1", card.chooser
                )
            )
            chooser.setStyleSheet("color: #1b4f8a; font-size: small;")
            chooser.setWordWrap(True)
            layout.addWidget(chooser)


class BracketWidget(QWidget):
    """Lays out columns of cards so each card sits between the two that feed it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setSpacing(36)
        self.columns: list[list[MatchCard]] = []
        self.titles: list[QLabel] = []

    def set_columns(self, columns: Sequence[BracketColumn]) -> None:
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.columns, self.titles = [], []
        for column in columns:
            box = QWidget()
            vbox = QVBoxLayout(box)
            vbox.setContentsMargins(0, 0, 0, 0)
            title = PlainLabel(column.title)
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            title.setStyleSheet("font-weight: bold;")
            vbox.addWidget(title)
            self.titles.append(title)
            cards = []
            vbox.addStretch(1)
            for position, card in enumerate(column.cards):
                if position:
                    vbox.addStretch(2)
                widget = MatchCard(card)
                vbox.addWidget(widget)
                cards.append(widget)
            vbox.addStretch(1)
            self.columns.append(cards)
            self._layout.addWidget(box)
        self._layout.addStretch(1)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Join each pair of cards to the card they feed in the next column."""
        painter = QPainter(self)
        painter.setPen(QPen(self.palette().mid().color(), 1.5))
        for left, right in zip(self.columns, self.columns[1:], strict=False):
            for index, card in enumerate(left):
                target_index = index // 2
                if target_index >= len(right):
                    continue
                target = right[target_index]
                start = card.mapTo(self, QPoint(card.width(), card.height() // 2))
                end = target.mapTo(self, QPoint(0, target.height() // 2))
                middle_x = (start.x() + end.x()) // 2
                painter.drawLine(start, QPoint(middle_x, start.y()))
                painter.drawLine(QPoint(middle_x, start.y()), QPoint(middle_x, end.y()))
                painter.drawLine(QPoint(middle_x, end.y()), end)
        painter.end()
