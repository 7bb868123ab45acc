"""The pods of one multiplayer round: table, each seat in seat order, the result.

Seat 1 plays first (multiplayer addendum 2.2A). Beside each name: the player's match points
before the round (Swiss) or their seed (playoff). A reported pod shows the winner bold on
green and the players who drew on yellow; a pod smaller than the event's pods is marked.
Byes and losses without a pod (awarded byes, late entries) follow the pods. In a Swiss
round, an "Extension" column shows each pod's time extensions in all (MTR 2.6; a deck
check gives 4 more minutes in a pod, multiplayer addendum *.5A).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from mtrdesk.services.pods.state import PodSeatView, PodView, UnopposedView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.pairings_model import extension_text
from mtrdesk.words import labels

WIN_COLOR = QColor("#c8e6c9")
DRAW_COLOR = QColor("#fff3b0")
LOSS_COLOR = QColor("#666666")
SHORT_COLOR = QColor("#8a4b00")

PodRow = PodView | UnopposedView


def seat_text(seat: PodSeatView) -> str:
    """ "山田 太郎 (7)": the name and the points before the round, or "(seed 3)"."""
    if seat.seed is not None:
        return (
            QCoreApplication.translate("PodsModel", "%1 (seed %2)")
            .replace("%1", seat.name)
            .replace("%2", str(seat.seed))
        )
    return (
        QCoreApplication.translate("PodsModel", "%1 (%2)")
        .replace("%1", seat.name)
        .replace("%2", str(seat.points))
    )


def size_note(pod: PodView) -> str:
    """ "3-player pod" for a short pod (10.4A), "5-player pod" for a larger one, else ""."""
    if pod.short or pod.large:
        return QCoreApplication.translate("PodsModel", "%n-player pod", None, pod.size)
    return ""


def result_text(pod: PodView) -> str:
    """ "Seat 2 won", "Draw: seats 1, 3" (a playoff draw: its winner too), or ""."""
    if not pod.reported:
        return ""
    winner = pod.winner
    drawn = pod.drawn
    if winner is not None and not drawn:
        return QCoreApplication.translate("PodsModel", "Seat %1 won").replace(
            "%1", str(winner.seat)
        )
    seats = QCoreApplication.translate("PodsModel", ", ").join(str(s.seat) for s in drawn)
    if winner is not None:  # a drawn playoff pod: the best seed goes on (2.4C)
        return QCoreApplication.translate("PodsModel", "Draw; seat %1 goes on (best seed)").replace(
            "%1", str(winner.seat)
        )
    if len(drawn) == pod.size:
        return QCoreApplication.translate("PodsModel", "Draw (everyone)")
    return QCoreApplication.translate("PodsModel", "Draw: seats %1").replace("%1", seats)


class PodsModel(RowTableModel[PodRow]):
    """Columns: table, seats 1..n (n: the largest pod shown, at least the pod size),
    result, note; with ``extensions``, the time extensions last (MTR 2.6)."""

    TABLE = 0

    def __init__(self, parent: Any = None, extensions: bool = False) -> None:
        super().__init__(parent)
        self.seat_count = 4
        self.shows_extensions = extensions
        self._extensions: dict[str, int] = {}

    def set_extensions(self, extensions: Mapping[str, int]) -> None:
        """Each extended pod's total minutes by its table ("3"), MTR 2.6."""
        self._extensions = dict(extensions)
        if self._rows and self.shows_extensions:
            column = self.extension_column
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, column), self.index(last, column))

    def extension_of(self, row: PodRow) -> int:
        """The minutes the pod ``row`` gained in all (0: none, or not a pod)."""
        if not isinstance(row, PodView):
            return 0
        return self._extensions.get(str(row.table), 0)

    def set_pods(self, rows: list[PodRow], pod_size: int) -> None:
        sizes = [r.size for r in rows if isinstance(r, PodView)]
        self.seat_count = max([pod_size, *sizes])
        self.set_rows(rows)

    @property
    def result_column(self) -> int:
        return 1 + self.seat_count

    @property
    def note_column(self) -> int:
        return 2 + self.seat_count

    @property
    def extension_column(self) -> int:
        """The "Extension" column, or -1 when not shown."""
        return 3 + self.seat_count if self.shows_extensions else -1

    def column_count(self) -> int:
        return (4 if self.shows_extensions else 3) + self.seat_count

    def header(self, column: int) -> str:
        if column == self.TABLE:
            return QCoreApplication.translate("PodsModel", "Table")
        if column == self.result_column:
            return QCoreApplication.translate("PodsModel", "Result")
        if column == self.note_column:
            return QCoreApplication.translate("PodsModel", "Note")
        if column == self.extension_column:
            return QCoreApplication.translate("PodsModel", "Extension")
        if column == 1:
            return QCoreApplication.translate("PodsModel", "Seat 1 (plays first)")
        return QCoreApplication.translate("PodsModel", "Seat %1").replace("%1", str(column))

    def header_tooltip(self, column: int) -> str | None:
        if column == self.extension_column:
            return QCoreApplication.translate(
                "PodsModel",
                "Time added to the pod by a judge (MTR 2.6); a deck check gives its length "
                "plus 4 minutes (multiplayer addendum).",
            )
        if 1 <= column <= self.seat_count:
            return QCoreApplication.translate(
                "PodsModel",
                "Seating order, drawn at random (multiplayer addendum 2.2A); seat 1 plays "
                "first. In brackets: match points before this round.",
            )
        return None

    def seat_at(self, row: PodRow, column: int) -> PodSeatView | None:
        if isinstance(row, PodView) and 1 <= column <= row.size:
            return row.seats[column - 1]
        return None

    def display(self, row: PodRow, column: int) -> str:
        if isinstance(row, UnopposedView):
            if column == 1:
                return (
                    QCoreApplication.translate("PodsModel", "%1 (%2)")
                    .replace("%1", row.name)
                    .replace("%2", str(row.points))
                )
            if column == self.result_column:
                return labels.label(row.kind)
            return "—" if column == self.TABLE else ""
        if column == self.TABLE:
            return str(row.table)
        seat = self.seat_at(row, column)
        if seat is not None:
            return seat_text(seat)
        if column == self.result_column:
            return result_text(row)
        if column == self.note_column:
            return size_note(row)
        if column == self.extension_column:
            minutes = self.extension_of(row)
            return extension_text(minutes) if minutes else ""
        return ""

    def extra(self, row: PodRow, column: int, role: int) -> Any:
        seat = self.seat_at(row, column)
        if role == Qt.ItemDataRole.BackgroundRole and seat is not None:
            if seat.result == "win":
                return QBrush(WIN_COLOR)
            if seat.result == "draw":
                return QBrush(DRAW_COLOR)
        if role == Qt.ItemDataRole.ForegroundRole:
            if seat is not None and seat.result == "loss":
                return QBrush(LOSS_COLOR)
            if column == self.note_column:
                return QBrush(SHORT_COLOR)
        if role == Qt.ItemDataRole.FontRole and seat is not None and seat.result == "win":
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.TABLE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(row, PodView):
            if column == self.note_column and row.short:
                return QCoreApplication.translate(
                    "PodsModel",
                    "Fewer players than the other pods instead of a bye (multiplayer "
                    "addendum 10.4A). A win still earns full points.",
                )
            if column == self.note_column and row.large:
                return QCoreApplication.translate(
                    "PodsModel",
                    "Five players in pods of four: one pod of five, so that nobody plays "
                    "head to head.",
                )
        return None

    def find_table(self, table: int) -> PodView | None:
        return next((r for r in self._rows if isinstance(r, PodView) and r.table == table), None)
