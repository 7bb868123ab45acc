"""The team standings (MTR Appendix C for teams): rank, team, players, points, record, OMW%.

"Game points are not used in team tournaments; only the overall result of the match is
used for tiebreakers" (Appendix C): no GW% or OGW% column.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont

from mtrdesk.services.standings import TeamStandingView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.standings_model import DROPPED_COLOR, percent


class TeamStandingsModel(RowTableModel[TeamStandingView]):
    RANK, NAME, MEMBERS, POINTS, RECORD, OMW = range(6)

    def column_count(self) -> int:
        return 6

    def header(self, column: int) -> str:
        return [
            QCoreApplication.translate("TeamStandingsModel", "Rank"),
            QCoreApplication.translate("TeamStandingsModel", "Team"),
            QCoreApplication.translate("TeamStandingsModel", "Players by seat"),
            QCoreApplication.translate("TeamStandingsModel", "Points"),
            QCoreApplication.translate("TeamStandingsModel", "Record (W-L-D)"),
            QCoreApplication.translate("TeamStandingsModel", "OMW%"),
        ][column]

    def header_tooltip(self, column: int) -> str | None:
        return {
            self.POINTS: QCoreApplication.translate(
                "TeamStandingsModel", "Match points of team matches: win 3, draw 1, loss 0."
            ),
            self.RECORD: QCoreApplication.translate(
                "TeamStandingsModel",
                "Team matches won, lost, drawn. A team wins a match by winning more seat "
                "matches than the other team.",
            ),
            self.OMW: QCoreApplication.translate(
                "TeamStandingsModel",
                "Opponents' match-win percentage, the only team tiebreaker: game points are "
                "not used in team events (MTR Appendix C).",
            ),
        }.get(column)

    def display(self, row: TeamStandingView, column: int) -> str:
        if column == self.RANK:
            return str(row.rank)
        if column == self.NAME:
            if row.dropped:
                return QCoreApplication.translate("TeamStandingsModel", "%1 (dropped)").replace(
                    "%1", row.name
                )
            return row.name
        if column == self.MEMBERS:
            return QCoreApplication.translate("TeamStandingsModel", ", ").join(row.members)
        if column == self.POINTS:
            return str(row.points)
        if column == self.RECORD:
            return row.record
        return percent(row.omwp)

    def sort_value(self, row: TeamStandingView, column: int) -> Any:
        if column in (self.RANK, self.NAME, self.RECORD, self.MEMBERS):
            return row.rank
        if column == self.POINTS:
            return row.points
        return float(row.omwp)

    def extra(self, row: TeamStandingView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and row.dropped:
            return QBrush(DROPPED_COLOR)
        if role == Qt.ItemDataRole.FontRole and row.dropped:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (self.NAME, self.MEMBERS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and row.tied_with_previous and column == self.RANK:
            return QCoreApplication.translate(
                "TeamStandingsModel", "Tied with the team above on points and OMW%."
            )
        return None
