"""A line chart of values after each round (issue 31), drawn with QPainter: the window's
standings by round and a player's history.

Qt Charts would have cost the bundle 3.9 MB (MiB, as build/bundle_size.py counts:
libQt6Charts 2.2, its Python module 1.0, and libQt6OpenGL and OpenGLWidgets, 0.7, which
Qt Charts links) on a bundle at 196 of its 200 MB, for a few polylines; painted here, it costs
nothing and draws the same offscreen as on screen. The marks on the axes
(``core.charts.by_round``) and the lines' colours (``printing.palette``) are those of the
printed chart and the phones' SVG.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from mtrdesk.core.charts.by_round import points_ticks, rank_ticks
from mtrdesk.printing.palette import line_style

#: One line: its name and its value after each round (a place of 0: none yet).
Line = tuple[str, Sequence[int]]
_GRID = QColor("#cccccc")
_TEXT = QColor("#333333")


class LineChart(QWidget):
    """Values after each round as lines, one colour (and past eight, dash) each; places
    with 1st at the top and a place of 0 left out."""

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.rounds: tuple[int, ...] = ()
        self.lines: tuple[Line, ...] = ()
        self.places = False
        self._compact = compact
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(220, 150) if compact else QSize(360, 240))

    def sizeHint(self) -> QSize:
        return QSize(300, 190) if self._compact else QSize(560, 340)

    def set_lines(self, rounds: Sequence[int], lines: Sequence[Line], *, places: bool) -> None:
        """Draw ``lines`` over ``rounds``: match points, or ``places`` (reversed axis)."""
        self.rounds = tuple(rounds)
        self.lines = tuple((name, tuple(values)) for name, values in lines)
        self.places = places
        self.update()

    def ticks(self) -> list[int]:
        """The marks of the values' axis, top to bottom as drawn."""
        highest = max((max(v) for _n, v in self.lines if v), default=1)
        if self.places:
            return rank_ticks(highest)
        return list(reversed(points_ticks(highest)))

    def point(self, round_index: int, value: int) -> QPointF:
        """Where the value after the ``round_index``-th round is drawn."""
        plot = self._plot()
        ticks = self.ticks()
        first, last = ticks[0], ticks[-1]
        down = (value - first) / (last - first) if last != first else 0.0
        count = len(self.rounds)
        across = round_index / (count - 1) if count > 1 else 0.5
        return QPointF(plot.left() + plot.width() * across, plot.top() + plot.height() * down)

    def _plot(self) -> QRectF:
        metrics = self.fontMetrics()
        left = metrics.horizontalAdvance("0000") + 8
        bottom = metrics.height() + 8
        return QRectF(left, 8, self.width() - left - 12, self.height() - bottom - 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), Qt.GlobalColor.white)
        if not self.rounds:
            painter.end()
            return
        plot = self._plot()
        metrics = self.fontMetrics()
        for tick in self.ticks():
            y = self.point(0, tick).y()
            painter.setPen(QPen(_GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(_TEXT)
            label = QRectF(0, y - metrics.height() / 2, plot.left() - 4, metrics.height())
            painter.drawText(
                label, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), str(tick)
            )
        for index, number in enumerate(self.rounds):
            x = self.point(index, 0).x()
            text = QRectF(x - 20, plot.bottom() + 4, 40, metrics.height())
            painter.drawText(text, int(Qt.AlignmentFlag.AlignHCenter), str(number))
        width = 2.0 if self._compact else 2.5
        for index, (_name, values) in enumerate(self.lines):
            colour, dashes = line_style(index)
            pen = QPen(QColor(colour), width)
            if dashes:
                pen.setDashPattern([float(d) for d in dashes])
            painter.setPen(pen)
            drawn = [self.point(i, v) for i, v in enumerate(values) if v or not self.places]
            painter.drawPolyline(QPolygonF(drawn))
            if len(self.lines) == 1 or self._compact:
                painter.setBrush(QColor(colour))
                for spot in drawn:
                    painter.drawEllipse(spot, 3.0, 3.0)
                painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.end()
