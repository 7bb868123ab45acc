"""The teams table of a team event: team name, a player per seat (MTR 8.2), status."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor

from mtrdesk.services.teams.views import TeamView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.entry_status import (
    INACTIVE_COLOR,
    StatusWords,
    dropped_font,
    status_text,
)
from mtrdesk.words import labels
from mtrdesk.words.collation import collation_ranks, name_sort_key
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

MISSING_COLOR = QColor("#b00020")


STATUS_WORDS = StatusWords(
    "TeamsModel",
    QT_TRANSLATE_NOOP("TeamsModel", "Dropped before round 1"),
    QT_TRANSLATE_NOOP("TeamsModel", "Dropped after round %1"),
    QT_TRANSLATE_NOOP("TeamsModel", "Late entry (from round %1)"),
    QT_TRANSLATE_NOOP("TeamsModel", "Playing"),
)


def team_status(team: TeamView) -> str:
    """As a player's status (``status_text``); a team missing a seat says so unless it
    dropped."""
    missing = None if team.complete else QCoreApplication.translate("TeamsModel", "Seat missing")
    return status_text(STATUS_WORDS, team.dropped_after_round, team.late_entry_round, missing)


class TeamsModel(RowTableModel[TeamView]):
    """One row per team; the seat columns hold the players (three: A, B, C)."""

    NAME, SEAT_A, SEAT_B, SEAT_C, STATUS = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._ranks: dict[int, int] = {}

    def _prepare(self) -> None:
        keys = [name_sort_key("", team.name) for team in self._rows]
        ranks = collation_ranks(keys)
        self._ranks = {team.id: rank for team, rank in zip(self._rows, ranks, strict=True)}

    def column_count(self) -> int:
        return 5

    def header(self, column: int) -> str:
        if column in (self.SEAT_A, self.SEAT_B, self.SEAT_C):
            return labels.seat_label("ABC"[column - self.SEAT_A])
        return [
            QCoreApplication.translate("TeamsModel", "Team"),
            "",
            "",
            "",
            QCoreApplication.translate("TeamsModel", "Status"),
        ][column]

    def header_tooltip(self, column: int) -> str | None:
        if column in (self.SEAT_A, self.SEAT_B, self.SEAT_C):
            return QCoreApplication.translate(
                "TeamsModel",
                "Seats are fixed for the whole event: player A plays player A (MTR 8.2).",
            )
        return None

    def _member(self, row: TeamView, column: int) -> Any:
        index = column - self.SEAT_A
        return row.members[index] if index < len(row.members) else None

    def display(self, row: TeamView, column: int) -> str:
        if column == self.NAME:
            return row.name
        if column == self.STATUS:
            return team_status(row)
        member = self._member(row, column)
        if member is None:
            index = column - self.SEAT_A
            return (
                QCoreApplication.translate("TeamsModel", "(empty)")
                if index < len(row.members)
                else ""
            )
        return member.display_name

    def sort_value(self, row: TeamView, column: int) -> Any:
        if column == self.NAME:
            return self._ranks.get(row.id, 0)
        if column == self.STATUS:
            return 2 if row.dropped_after_round is not None else (1 if not row.complete else 0)
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME, self.SEAT_A, self.SEAT_B, self.SEAT_C)

    def extra(self, row: TeamView, column: int, role: int) -> Any:
        inactive = row.dropped_after_round is not None
        member = self._member(row, column) if column not in (self.NAME, self.STATUS) else None
        if role == Qt.ItemDataRole.ForegroundRole:
            if column not in (self.NAME, self.STATUS) and member is None:
                return QBrush(MISSING_COLOR)
            if inactive:
                return QBrush(INACTIVE_COLOR)
        if role == Qt.ItemDataRole.FontRole and inactive:
            return dropped_font(column == self.NAME)
        if role == Qt.ItemDataRole.ToolTipRole and member is not None:
            extras = [part for part in (member.reading, member.player_id) if part]
            return " / ".join(extras) or None
        return None
