"""A player's history (issue 31), from a row of the Standings tab: each Swiss round's
opponent, the result from the player's side, and the match points and place after it, as
the standings of that round give them (``services.charts``), with both drawn small.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.tournament import MatchKind
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.widgets.line_chart import LineChart
from mtrdesk.ui.widgets.named import named_label
from mtrdesk.words import labels
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.swiss.charts import HistoryRow, PlayerChart

#: The table's columns, in order.
COLUMNS = (
    QT_TRANSLATE_NOOP("ChartDialogs", "Round"),
    QT_TRANSLATE_NOOP("ChartDialogs", "Opponent"),
    QT_TRANSLATE_NOOP("ChartDialogs", "Result"),
    QT_TRANSLATE_NOOP("ChartDialogs", "Points after"),
    QT_TRANSLATE_NOOP("ChartDialogs", "Place after"),
)


def _cells(row: HistoryRow) -> tuple[str, ...]:
    """A round's cells: the opponent, or what the round was without one (a bye, a late
    entry's loss); the result from the player's side, "—" while not reported."""
    opponent = row.opponent if row.kind is MatchKind.PAIRED else labels.label(row.kind)
    result = row.result.to_text() if row.result is not None else "—"
    return (str(row.round), opponent, result, str(row.points), str(row.rank) if row.rank else "—")


class PlayerHistoryDialog(QDialog):
    """The history of entry ``entry_id``; ``history`` is ``None`` when it was refused
    (the player is gone: said, and the dialog shows nothing)."""

    def __init__(
        self, services: Services, event_id: int, entry_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("playerHistoryDialog")
        self.history: PlayerChart | None = attempt(
            parent, lambda: services.charts.player_chart(event_id, entry_id)
        )
        name = self.history.name if self.history is not None else ""
        self.setWindowTitle(
            QCoreApplication.translate("ChartDialogs", "%1: round by round").replace("%1", name)
        )
        self.heading = named_label("historyName", style="font-size: 15pt; font-weight: bold;")
        self.heading.setText(name)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("historyTable")
        self.table.setHorizontalHeaderLabels(
            [QCoreApplication.translate("ChartDialogs", c) for c in COLUMNS]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(False)
        self.points_chart = LineChart(self, compact=True)
        self.points_chart.setObjectName("historyPoints")
        self.places_chart = LineChart(self, compact=True)
        self.places_chart.setObjectName("historyPlaces")
        charts = QVBoxLayout()  # beside the table: a laptop's screen is wider than tall
        for title, chart in (
            (
                QCoreApplication.translate("ChartDialogs", "Match points after each round"),
                self.points_chart,
            ),
            (
                QCoreApplication.translate(
                    "ChartDialogs", "Place after each round (1st at the top)"
                ),
                self.places_chart,
            ),
        ):
            label = named_label("", wrap=True)
            label.setText(title)
            charts.addWidget(label)
            charts.addWidget(chart, 1)
        body = QHBoxLayout()
        body.addWidget(self.table, 3)
        body.addLayout(charts, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.resize(860, 520)
        if self.history is not None:
            self._fill(self.history)

    def _fill(self, history: PlayerChart) -> None:
        rows = history.rows
        self.table.setRowCount(len(rows))
        for number, row in enumerate(rows):
            for column, text in enumerate(_cells(row)):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(number, column, item)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        rounds = [row.round for row in rows]
        self.points_chart.set_lines(
            rounds, [(history.name, [r.points for r in rows])], places=False
        )
        self.places_chart.set_lines(rounds, [(history.name, [r.rank for r in rows])], places=True)
