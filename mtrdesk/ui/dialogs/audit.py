"""The event's audit log: every change the services recorded, newest first, filterable.

Head judges and organizers check it when a player disputes a result or a pairing: who
was entered, dropped or re-paired, and which result was typed over which, and when.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.audit_model import AuditLogModel
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.screen_fit import fit_to_screen

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.views import AuditEntry


class AuditLogDialog(QDialog):
    """A read-only table of the log; the filter matches any column's text."""

    def __init__(
        self,
        entries: Sequence[AuditEntry],
        current_names: Mapping[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("AuditLogDialog", "Audit log"))
        fit_to_screen(self, 900, 560)
        self.model = AuditLogModel(self)
        self.model.set_log(entries, current_names)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        self.summary_label = PlainLabel(
            QCoreApplication.translate(
                "AuditLogDialog", "%n change(s) recorded, newest first.", None, len(entries)
            )
        )
        self.filter_edit = QLineEdit()
        self.filter_edit.setObjectName("auditFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(
            QCoreApplication.translate("AuditLogDialog", "Filter by player, round or action")
        )
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView()
        self.table.setObjectName("auditTable")
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(AuditLogModel.TIME, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(AuditLogModel.ACTION, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(AuditLogModel.DETAIL, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.filter_edit.setFocus()


def show_audit_log(parent: QWidget | None, services: Services, event_id: int) -> None:
    """Read the event's log and show it (a refusal, such as a deleted event, is explained)."""

    def load() -> tuple[list[AuditEntry], dict[int, str]]:
        entries = services.rounds.audit_log(event_id)
        names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
        return entries, names

    loaded = attempt(parent, load)
    if loaded is None:
        return
    AuditLogDialog(*loaded, parent=parent).exec()
