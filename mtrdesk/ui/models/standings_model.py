"""The standings table: rank, name, points, record, OMW%, GW%, OGW%.

Percentages are computed as exact fractions by core; they are rounded here only to be
shown, and the rank column (not the rounded numbers) is what orders the players.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from mtrdesk.services.standings import StandingView
from mtrdesk.ui.models.base import RowTableModel

DROPPED_COLOR = QColor("#777777")


def two_decimals(value: Fraction) -> str:
    """6.56 style: two decimals, rounded half up for display only (ranks use the exact
    fraction)."""
    hundredths = (value * 100 + Fraction(1, 2)).__floor__()
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def percent(value: Fraction) -> str:
    """33.33% style: two decimals, rounded half up for display only."""
    return f"{two_decimals(value * 100)}%"


class StandingsModel(RowTableModel[StandingView]):
    RANK, NAME, POINTS, RECORD, OMW, GW, OGW = range(7)

    def column_count(self) -> int:
        return 7

    def header(self, column: int) -> str:
        return [
            QCoreApplication.translate("StandingsModel", "Rank"),
            QCoreApplication.translate("StandingsModel", "Player"),
            QCoreApplication.translate("StandingsModel", "Points"),
            QCoreApplication.translate("StandingsModel", "Record (W-L-D)"),
            QCoreApplication.translate("StandingsModel", "OMW%"),
            QCoreApplication.translate("StandingsModel", "GW%"),
            QCoreApplication.translate("StandingsModel", "OGW%"),
        ][column]

    def header_tooltip(self, column: int) -> str | None:
        return {
            self.POINTS: QCoreApplication.translate(
                "StandingsModel", "Match points: win 3, draw 1, loss 0."
            ),
            self.OMW: QCoreApplication.translate(
                "StandingsModel", "Opponents' match-win percentage (MTR Appendix C)"
            ),
            self.GW: QCoreApplication.translate("StandingsModel", "Game-win percentage"),
            self.OGW: QCoreApplication.translate(
                "StandingsModel", "Opponents' game-win percentage"
            ),
        }.get(column)

    def display(self, row: StandingView, column: int) -> str:
        if column == self.RANK:
            return str(row.rank)
        if column == self.NAME:
            if row.dropped:
                return QCoreApplication.translate("StandingsModel", "%1 (dropped)").replace(
                    "%1", row.name
                )
            return row.name
        if column == self.POINTS:
            return str(row.points)
        if column == self.RECORD:
            return row.record
        value = {self.OMW: row.omwp, self.GW: row.gwp, self.OGW: row.ogwp}[column]
        return percent(value)

    def sort_value(self, row: StandingView, column: int) -> Any:
        if column in (self.RANK, self.NAME, self.RECORD):
            return row.rank
        if column == self.POINTS:
            return row.points
        value = {self.OMW: row.omwp, self.GW: row.gwp, self.OGW: row.ogwp}[column]
        return float(value)

    def extra(self, row: StandingView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and row.dropped:
            return QBrush(DROPPED_COLOR)
        if role == Qt.ItemDataRole.FontRole and row.dropped:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and row.tied_with_previous and column == self.RANK:
            return QCoreApplication.translate(
                "StandingsModel", "Tied with the player above on every tiebreaker."
            )
        return None
