"""Standings of a multiplayer event (multiplayer addendum 3.1A): rank, player, match points,
record, match-win percentage, opponents' average match points, opponents' match-win
percentage. Values are exact fractions from core, rounded here only to be shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont

from mtrdesk.services.multiplayer_state import PodStandingView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.standings_model import DROPPED_COLOR, percent, two_decimals


class PodStandingsModel(RowTableModel[PodStandingView]):
    RANK, NAME, POINTS, RECORD, MWP, OAMP, OMWP = range(7)

    def column_count(self) -> int:
        return 7

    def header(self, column: int) -> str:
        return [
            QCoreApplication.translate("PodStandingsModel", "Rank"),
            QCoreApplication.translate("PodStandingsModel", "Player"),
            QCoreApplication.translate("PodStandingsModel", "Points"),
            QCoreApplication.translate("PodStandingsModel", "Record (W-L-D)"),
            QCoreApplication.translate("PodStandingsModel", "MW%"),
            QCoreApplication.translate("PodStandingsModel", "Opp. avg. points"),
            QCoreApplication.translate("PodStandingsModel", "OMW%"),
        ][column]

    def header_tooltip(self, column: int) -> str | None:
        return {
            self.POINTS: QCoreApplication.translate(
                "PodStandingsModel",
                "Match points: a win 2 × pod size − 1 (7 in pods of 4, also in a smaller "
                "pod), a draw 1, a loss 0 (multiplayer addendum Appendix C).",
            ),
            self.MWP: QCoreApplication.translate(
                "PodStandingsModel",
                "Match-win percentage: match points (byes left out) over the points a win "
                "in every pod played would give (tiebreaker 2, multiplayer addendum 3.1A).",
            ),
            self.OAMP: QCoreApplication.translate(
                "PodStandingsModel",
                "Opponents' average match points (tiebreaker 3, multiplayer addendum 3.1A).",
            ),
            self.OMWP: QCoreApplication.translate(
                "PodStandingsModel",
                "Opponents' match-win percentage, each at least 1 / points per win; a "
                "smaller pod counts an extra opponent at that minimum (tiebreaker 4).",
            ),
        }.get(column)

    def display(self, row: PodStandingView, column: int) -> str:
        if column == self.RANK:
            return str(row.rank)
        if column == self.NAME:
            if row.dropped:
                return QCoreApplication.translate("PodStandingsModel", "%1 (dropped)").replace(
                    "%1", row.name
                )
            return row.name
        if column == self.POINTS:
            return str(row.points)
        if column == self.RECORD:
            return row.record
        if column == self.OAMP:
            return two_decimals(row.oamp)
        return percent(row.mwp if column == self.MWP else row.omwp)

    def sort_value(self, row: PodStandingView, column: int) -> Any:
        if column in (self.RANK, self.NAME, self.RECORD):
            return row.rank
        if column == self.POINTS:
            return row.points
        return float({self.MWP: row.mwp, self.OAMP: row.oamp, self.OMWP: row.omwp}[column])

    def extra(self, row: PodStandingView, column: int, role: int) -> Any:
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
                "PodStandingsModel", "Tied with the player above on every tiebreaker."
            )
        return None
