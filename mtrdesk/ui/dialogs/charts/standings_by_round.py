"""Standings by round (issue 31): the top N players' match points, or places, after each
Swiss round, N chosen (8 unless told), with each player's colour, place, name and points
beside the chart. The values are the event's own standings of each round
(``services.charts``); the Standings tab opens it after the round it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.charts.by_round import DEFAULT_TOP, MAX_TOP
from mtrdesk.printing.palette import line_style
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox
from mtrdesk.ui.widgets.line_chart import LineChart
from mtrdesk.ui.widgets.named import named_label

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.swiss.charts import StandingsChart


def swatch(index: int) -> QIcon:
    """A small square in the colour of the ``index``-th line."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(line_style(index)[0]))
    return QIcon(pixmap)


class StandingsChartDialog(QDialog):
    """The chart after round ``after_round`` (``None``: the latest paired)."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        after_round: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("standingsChartDialog")
        self.setWindowTitle(QCoreApplication.translate("ChartDialogs", "Standings by round"))
        self._services, self._event_id, self._after = services, event_id, after_round
        self.chart_values: StandingsChart | None = None
        self.top_spin = BoundSpinBox()
        self.top_spin.setObjectName("chartTop")
        self.top_spin.setRange(1, MAX_TOP)
        self.top_spin.setValue(DEFAULT_TOP)
        self.points_button = QRadioButton(
            QCoreApplication.translate("ChartDialogs", "Match points")
        )
        self.points_button.setObjectName("chartPoints")
        self.places_button = QRadioButton(
            QCoreApplication.translate("ChartDialogs", "Places (1st at the top)")
        )
        self.places_button.setObjectName("chartPlaces")
        self.points_button.setChecked(True)
        self.caption = named_label("chartCaption")
        self.chart = LineChart(self)
        self.chart.setObjectName("standingsChart")
        self.legend = QTableWidget(0, 3, self)
        self.legend.setObjectName("chartLegend")
        self.legend.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("ChartDialogs", "Place"),
                QCoreApplication.translate("ChartDialogs", "Player"),
                QCoreApplication.translate("ChartDialogs", "Points"),
            ]
        )
        self.legend.verticalHeader().hide()
        self.legend.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.legend.horizontalHeader().setStretchLastSection(False)
        self.legend.setMinimumWidth(260)
        controls = QHBoxLayout()
        controls.addWidget(PlainLabel(QCoreApplication.translate("ChartDialogs", "Players shown:")))
        controls.addWidget(self.top_spin)
        controls.addSpacing(16)
        controls.addWidget(self.points_button)
        controls.addWidget(self.places_button)
        controls.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.chart, 3)
        body.addWidget(self.legend, 2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.caption)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self.top_spin.valueChanged.connect(self.reload)
        self.places_button.toggled.connect(self._draw)
        self.resize(900, 480)
        self.reload()

    def reload(self) -> None:
        """Read the top ``N`` again (a refusal is said and leaves the chart empty)."""
        top = self.top_spin.value()
        self.chart_values = attempt(
            self,
            lambda: self._services.charts.standings_chart(self._event_id, top, self._after),
        )
        self._draw()

    def _draw(self) -> None:
        chart = self.chart_values
        if chart is None or not chart.lines:
            self.caption.setText(
                QCoreApplication.translate("ChartDialogs", "No round has been paired yet.")
            )
            self.chart.set_lines((), (), places=False)
            self.legend.setRowCount(0)
            return
        self.caption.setText(
            QCoreApplication.translate("ChartDialogs", "Top %1 after round %2")
            .replace("%1", str(len(chart.lines)))
            .replace("%2", str(chart.rounds[-1]))
        )
        places = self.places_button.isChecked()
        lines = [(line.name, line.ranks if places else line.points) for line in chart.lines]
        self.chart.set_lines(chart.rounds, lines, places=places)
        self.legend.setRowCount(len(chart.lines))
        for row, line in enumerate(chart.lines):
            rank = QTableWidgetItem(str(line.ranks[-1]))
            rank.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            name = QTableWidgetItem(swatch(row), line.name)
            points = QTableWidgetItem(str(line.points[-1]))
            points.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, item in enumerate((rank, name, points)):
                self.legend.setItem(row, column, item)
        self.legend.resizeColumnsToContents()
        self.legend.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
