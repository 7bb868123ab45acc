"""The crosstable of a small event in the window (issue 31), opened from the Standings tab:
one line per player in standings order, one column per round with the result from the
player's side and the opponent's line (「勝 5」: won against the player on line 5, their
place), then points, record and the tiebreakers (MTR Appendix C). The same view as the
phones' page and the printed sheet (``ChartService.crosstable``); a cell's tooltip names
the opponent and the games. Read-only; the round it is taken after can be chosen among
the complete ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.charts.crosstable import CrossCell, Mark
from mtrdesk.core.printouts.postings import percent_text
from mtrdesk.services.swiss.crosstable import CrosstableView, cell_text
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services import Services

CONTEXT = "CrosstableDialog"
#: Each mark in the window (context ``CrosstableDialog``).
MARKS = {
    Mark.WIN: QT_TRANSLATE_NOOP("CrosstableDialog", "W"),
    Mark.LOSS: QT_TRANSLATE_NOOP("CrosstableDialog", "L"),
    Mark.DRAW: QT_TRANSLATE_NOOP("CrosstableDialog", "D"),
    Mark.BYE: QT_TRANSLATE_NOOP("CrosstableDialog", "Bye"),
    Mark.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("CrosstableDialog", "L"),
    Mark.PENDING: QT_TRANSLATE_NOOP("CrosstableDialog", "?"),
}
#: Columns before the rounds and after them.
LEADING = 2
TRAILING = 5


class CrosstableDialog(QDialog):
    """The crosstable ``view`` of event ``event_id``; choosing another round reads it
    again from ``services``."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        view: CrosstableView,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crosstableDialog")
        self.services, self.event_id = services, event_id
        self.setWindowTitle(
            QCoreApplication.translate("CrosstableDialog", "Crosstable — %1").replace(
                "%1", view.event_name
            )
        )
        fit_to_screen(self, 1200, 720)
        self.marks = {mark: QCoreApplication.translate(CONTEXT, t) for mark, t in MARKS.items()}
        self.after_combo = QComboBox()
        self.after_combo.setObjectName("crosstableAfter")
        for number in view.complete_rounds:
            self.after_combo.addItem(
                QCoreApplication.translate("CrosstableDialog", "After round %1").replace(
                    "%1", str(number)
                ),
                number,
            )
        self.after_combo.setCurrentIndex(self.after_combo.findData(view.after_round))
        self.after_combo.currentIndexChanged.connect(self._round_chosen)
        self.table = QTableWidget()
        self.table.setObjectName("crosstableTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        # One line of text a row: 32 players fit a laptop's screen with little scrolling.
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        legend = PlainLabel(
            QCoreApplication.translate(
                "CrosstableDialog",
                "W 5: won against the player on line 5 (their place); L lost; D drawn. "
                "Points, then the tiebreakers OMW%, GW%, OGW% (MTR Appendix C).",
            )
        )
        legend.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(self.after_combo)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(legend)
        layout.addWidget(buttons)
        self.show_view(view)

    def show_view(self, view: CrosstableView) -> None:
        """Fill the table with ``view``'s lines."""
        self.view = view
        heads = [
            QCoreApplication.translate("CrosstableDialog", "Rank"),
            QCoreApplication.translate("CrosstableDialog", "Player"),
            *(
                QCoreApplication.translate("CrosstableDialog", "R%1").replace("%1", str(n))
                for n in view.rounds
            ),
            QCoreApplication.translate("CrosstableDialog", "Points"),
            QCoreApplication.translate("CrosstableDialog", "Record (W-L-D)"),
            QCoreApplication.translate("CrosstableDialog", "OMW%"),
            QCoreApplication.translate("CrosstableDialog", "GW%"),
            QCoreApplication.translate("CrosstableDialog", "OGW%"),
        ]
        names = [line.name for line in view.lines]
        self.table.clear()
        self.table.setColumnCount(len(heads))
        self.table.setRowCount(len(view.lines))
        self.table.setHorizontalHeaderLabels(heads)
        # The tiebreakers' heads are short; their tooltips name them as MTR Appendix C does.
        tips = (
            QCoreApplication.translate(
                "CrosstableDialog", "Opponents' match-win percentage (MTR Appendix C)"
            ),
            QCoreApplication.translate("CrosstableDialog", "Game-win percentage (MTR Appendix C)"),
            QCoreApplication.translate(
                "CrosstableDialog", "Opponents' game-win percentage (MTR Appendix C)"
            ),
        )
        for column, tip in enumerate(tips, start=len(heads) - len(tips)):
            head = self.table.horizontalHeaderItem(column)
            if head is not None:
                head.setToolTip(tip)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        centre = Qt.AlignmentFlag.AlignCenter
        for row, line in enumerate(view.lines):
            name = (
                QCoreApplication.translate("CrosstableDialog", "%1 (dropped)").replace(
                    "%1", line.name
                )
                if line.dropped
                else line.name
            )
            values = [
                (f"{line.place}=" if line.tied else str(line.place), right, ""),
                (name, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, ""),
                *(
                    (cell_text(cell, self.marks), centre, self._tip(cell, names))
                    for cell in line.cells
                ),
                (str(line.points), right, ""),
                (line.record, centre, ""),
                *((percent_text(v), right, "") for v in (line.omwp, line.gwp, line.ogwp)),
            ]
            for column, (text, align, tip) in enumerate(values):
                item = QTableWidgetItem(text)
                item.setTextAlignment(align)
                if tip:
                    item.setToolTip(tip)
                if line.dropped:
                    item.setForeground(Qt.GlobalColor.gray)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)

    def _tip(self, cell: CrossCell | None, names: list[str]) -> str:
        """ "Round 2: 鈴木 一郎, 2-1" (the games from the line's side)."""
        if cell is None or cell.opponent is None:
            return ""
        games = cell.result.to_text() if cell.result is not None else "?"
        return (
            QCoreApplication.translate("CrosstableDialog", "Round %1: %2, %3")
            .replace("%1", str(cell.round))
            .replace("%2", names[cell.opponent - 1])
            .replace("%3", games)
        )

    def _round_chosen(self) -> None:
        number = self.after_combo.currentData()
        if number is None or number == self.view.after_round:
            return
        view = attempt(self, lambda: self.services.charts.crosstable(self.event_id, number))
        if view is not None:
            self.show_view(view)


def open_crosstable(
    parent: QWidget, services: Services, event_id: int, after_round: int | None = None
) -> CrosstableDialog | None:
    """The crosstable after ``after_round`` (the latest complete round when ``None``),
    shown modal; a refusal (more than 32 players, no complete round...) is said instead."""
    view = attempt(parent, lambda: services.charts.crosstable(event_id, after_round))
    if view is None:
        return None
    dialog = CrosstableDialog(services, event_id, view, parent)
    dialog.exec()
    return dialog
