"""Final standings: playoff finish first (champion, finalist, top 4, top 8), then Swiss order."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from mtrdesk.services.playoff.service import FinalRow
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# A playoff player's finish, by the size of the field in the round they lost.
FINISH_BY_FIELD: dict[int, str] = {
    2: QT_TRANSLATE_NOOP("FinalStandingsModel", "Finalist"),
    4: QT_TRANSLATE_NOOP("FinalStandingsModel", "Top 4"),
    8: QT_TRANSLATE_NOOP("FinalStandingsModel", "Top 8"),
}


class FinalStandingsModel(RowTableModel[FinalRow]):
    RANK, NAME, FINISH, SWISS_RANK, POINTS, RECORD = range(6)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.field_sizes: dict[int, int] = {}
        self.teams = False  # a team event ranks teams (MTR 8, 9): "Team", not "Player"

    def set_teams(self, teams: bool) -> None:
        """Name the second column "Team" for a team event's final standings."""
        if teams != self.teams:
            self.teams = teams
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, self.NAME, self.NAME)

    def set_field_sizes(self, field_sizes: dict[int, int]) -> None:
        """Event round number → players in that playoff round (names each finish)."""
        self.field_sizes = dict(field_sizes)

    def column_count(self) -> int:
        return 6

    def header(self, column: int) -> str:
        return [
            QCoreApplication.translate("FinalStandingsModel", "Rank"),
            QCoreApplication.translate("FinalStandingsModel", "Team")
            if self.teams
            else QCoreApplication.translate("FinalStandingsModel", "Player"),
            QCoreApplication.translate("FinalStandingsModel", "Finish"),
            QCoreApplication.translate("FinalStandingsModel", "Swiss rank"),
            QCoreApplication.translate("FinalStandingsModel", "Points"),
            QCoreApplication.translate("FinalStandingsModel", "Record (W-L-D)"),
        ][column]

    def finish(self, row: FinalRow) -> str:
        if row.champion:
            return QCoreApplication.translate("FinalStandingsModel", "Champion")
        if row.eliminated_in is not None:
            source = FINISH_BY_FIELD.get(self.field_sizes.get(row.eliminated_in, 0))
            if source is not None:
                return QCoreApplication.translate("FinalStandingsModel", source)
        if row.playoff_seed is not None:
            return QCoreApplication.translate("FinalStandingsModel", "In the playoff")
        return ""

    def display(self, row: FinalRow, column: int) -> str:
        if column == self.RANK:
            return str(row.rank)
        if column == self.NAME:
            return row.name
        if column == self.FINISH:
            return self.finish(row)
        if column == self.SWISS_RANK:
            return str(row.swiss_rank)
        if column == self.POINTS:
            return str(row.points)
        return row.record

    def sort_value(self, row: FinalRow, column: int) -> Any:
        if column == self.SWISS_RANK:
            return row.swiss_rank
        if column == self.POINTS:
            return row.points
        return row.rank

    def long_text(self, column: int) -> bool:
        return column in (self.NAME,)

    def extra(self, row: FinalRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and row.champion:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
