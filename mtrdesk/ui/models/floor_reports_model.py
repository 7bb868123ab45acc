"""Results reported from the floor and not decided yet (issue 16): round, table, players,
the result as reported, where it stands, when and from which device. Players who disagree
stand out: staff decide those."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTime
from PySide6.QtGui import QBrush, QFont

from mtrdesk.core.floor.reports import ReportState
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.pairings_model import CONFLICT_BACKGROUND, CONFLICT_TEXT
from mtrdesk.words.floor.audit import state_text
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services.floor.service import FloorReportView


@dataclass(frozen=True, slots=True)
class ReportRow:
    """One open report and the players of its match ("山田 太郎 vs 佐藤 花子")."""

    report: FloorReportView
    players: str

    @property
    def conflict(self) -> bool:
        return self.report.state is ReportState.CONFLICT


def reported_time(report: FloorReportView) -> str:
    """The time of day a report came in, as the locale writes it (with seconds: reports
    come in seconds apart)."""
    when = report.reported_at
    return QLocale().toString(QTime(when.hour, when.minute, when.second), "HH:mm:ss")


class FloorReportsModel(RowTableModel[ReportRow]):
    ROUND, TABLE, PLAYERS, RESULT, STATE, TIME, DEVICE = range(7)

    HEADING_CONTEXT = "FloorReports"
    HEADINGS = (
        QT_TRANSLATE_NOOP("FloorReports", "Round"),
        QT_TRANSLATE_NOOP("FloorReports", "Table"),
        QT_TRANSLATE_NOOP("FloorReports", "Players"),
        QT_TRANSLATE_NOOP("FloorReports", "Reported result"),
        QT_TRANSLATE_NOOP("FloorReports", "State"),
        QT_TRANSLATE_NOOP("FloorReports", "Time"),
        QT_TRANSLATE_NOOP("FloorReports", "Device"),
    )

    def header_tooltip(self, column: int) -> str | None:
        if column == self.RESULT:
            return QCoreApplication.translate(
                "FloorReports", "Games won by the first player named, by the second, drawn."
            )
        if column == self.DEVICE:
            return QCoreApplication.translate(
                "FloorReports", "The phone that sent the report, and its address."
            )
        return None

    def display(self, row: ReportRow, column: int) -> str:
        report = row.report
        if column == self.ROUND:
            return str(report.round)
        if column == self.TABLE:
            return report.table
        if column == self.PLAYERS:
            return row.players
        if column == self.RESULT:
            return report.result
        if column == self.STATE:
            return state_text(report.state)
        if column == self.TIME:
            return reported_time(report)
        return report.device

    def sort_value(self, row: ReportRow, column: int) -> Any:
        report = row.report
        if column == self.ROUND:
            return report.round
        if column == self.TABLE:
            digits = "".join(c for c in report.table if c.isdigit())
            seat = report.table[-1:] if report.table[-1:].isalpha() else ""
            return (int(digits) if digits else 0) * 10 + (ord(seat) - ord("A") + 1 if seat else 0)
        if column == self.TIME:
            return report.id  # the order they came in
        if column == self.STATE:  # disagreements first
            return 0 if row.conflict else 1
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.PLAYERS,)

    def extra(self, row: ReportRow, column: int, role: int) -> Any:
        if row.conflict and role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(CONFLICT_BACKGROUND)
        if row.conflict and role == Qt.ItemDataRole.ForegroundRole and column == self.STATE:
            return QBrush(CONFLICT_TEXT)
        if row.conflict and role == Qt.ItemDataRole.FontRole and column == self.STATE:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            self.PLAYERS,
            self.STATE,
            self.DEVICE,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
