"""The audit log table: when, what was done, and the detail in words; newest first."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt

from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.words.audit_context import LogContext, log_contexts
from mtrdesk.words.audit_text import action_label, describe_detail, format_when
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services.views import AuditEntry


@dataclass(frozen=True)
class AuditRow:
    """One logged change, what its ids stand for, and its place in the log."""

    entry: AuditEntry
    context: LogContext
    position: int


def audit_rows(entries: Sequence[AuditEntry], current_names: Mapping[int, str]) -> list[AuditRow]:
    """Rows for ``entries`` (oldest first, as ``RoundService.audit_log`` returns them),
    newest first; ``current_names`` names the event's entries by id."""
    contexts = log_contexts(entries, current_names)
    rows = [AuditRow(e, c, i) for i, (e, c) in enumerate(zip(entries, contexts, strict=True))]
    return rows[::-1]


class AuditLogModel(RowTableModel[AuditRow]):
    TIME, ACTION, DETAIL = range(3)

    def set_log(self, entries: Sequence[AuditEntry], current_names: Mapping[int, str]) -> None:
        self.set_rows(audit_rows(entries, current_names))

    HEADING_CONTEXT = "AuditLogModel"
    HEADINGS = (
        QT_TRANSLATE_NOOP("AuditLogModel", "Time"),
        QT_TRANSLATE_NOOP("AuditLogModel", "Action"),
        QT_TRANSLATE_NOOP("AuditLogModel", "Details"),
    )

    def display(self, row: AuditRow, column: int) -> str:
        if column == self.TIME:
            return format_when(row.entry.when)
        if column == self.ACTION:
            return action_label(row.entry)
        return describe_detail(row.entry, row.context)

    def sort_value(self, row: AuditRow, column: int) -> Any:
        if column == self.TIME:
            return row.position
        return self.display(row, column)

    def extra(self, row: AuditRow, column: int, role: int) -> Any:
        # Details can be long (a whole round's pairings): the tooltip shows all of it.
        if role == Qt.ItemDataRole.ToolTipRole and column == self.DETAIL:
            return self.display(row, column)
        return None
