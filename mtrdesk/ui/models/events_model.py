"""The events list: name, date, format, players, rounds, stage."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont

from mtrdesk.services.event_views import EventSummary
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.words import labels
from mtrdesk.words.collation import text_key
from mtrdesk.words.dates import format_date
from mtrdesk.words.translate import QT_TRANSLATE_NOOP


class EventsModel(RowTableModel[EventSummary]):
    NAME, DATE, FORMAT, PLAYERS, ROUNDS, STAGE = range(6)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}
        self._current: int | None = None

    def set_current(self, event_id: int | None) -> None:
        """The event open in the other tabs, shown in bold (two may share a name)."""
        self._current = event_id
        if self._rows:
            last = self.index(len(self._rows) - 1, self.column_count() - 1)
            self.dataChanged.emit(self.index(0, 0), last, [Qt.ItemDataRole.FontRole])

    def _prepare(self) -> None:
        order = sorted(self._rows, key=lambda e: text_key(e.settings.name))
        self._name_ranks = {summary.id: rank for rank, summary in enumerate(order)}

    HEADING_CONTEXT = "EventsModel"
    HEADINGS = (
        QT_TRANSLATE_NOOP("EventsModel", "Event"),
        QT_TRANSLATE_NOOP("EventsModel", "Date"),
        QT_TRANSLATE_NOOP("EventsModel", "Format"),
        QT_TRANSLATE_NOOP("EventsModel", "Players"),
        QT_TRANSLATE_NOOP("EventsModel", "Rounds"),
        QT_TRANSLATE_NOOP("EventsModel", "Stage"),
    )

    def display(self, row: EventSummary, column: int) -> str:
        settings = row.settings
        if column == self.NAME:
            return settings.name
        if column == self.DATE:
            return format_date(settings.date)
        if column == self.FORMAT:
            text = f"{labels.label(settings.format)} / {labels.label(settings.rel)}"
            if settings.structure.has_teams:  # MTR 8, 9
                text += f" / {labels.label(settings.structure)}"
            return text
        if column == self.PLAYERS:
            if settings.structure.has_teams:
                return QCoreApplication.translate(
                    "EventsModel", "%1 (%n team(s))", None, row.team_count
                ).replace("%1", str(row.player_count))
            return str(row.player_count)
        if column == self.ROUNDS:
            if settings.elimination_only:  # MTR Appendix E: no Swiss rounds to count
                return QCoreApplication.translate("EventsModel", "Single elimination")
            return f"{row.rounds_paired} / {row.swiss_rounds}"
        return labels.label(row.stage)

    def sort_value(self, row: EventSummary, column: int) -> Any:
        if column == self.NAME:
            return self._name_ranks[row.id]
        if column == self.DATE:
            return row.settings.date.toordinal()
        if column == self.PLAYERS:
            return row.player_count
        if column == self.ROUNDS:
            return row.rounds_paired
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME,)

    def extra(self, row: EventSummary, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.FontRole and row.id == self._current:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and row.id == self._current:
            return QCoreApplication.translate("EventsModel", "The event open in the other tabs")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.PLAYERS, self.ROUNDS):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
