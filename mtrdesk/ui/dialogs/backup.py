"""File ▸ Restore from backup…: the automatic backups by event, round and time (issue 14).

The list is newest first; choosing one and pressing Restore brings that event back as a new event
beside the current one (``services.safekeeping.restore``), so nothing open is lost. Backups of
another database (an older file, a copy on this computer) are listed too, marked with that
database's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import wrapped
from mtrdesk.words.safekeeping.messages import backup_moment, backup_time

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.safekeeping.backups import BackupView


class RestoreDialog(QDialog):
    """A table of backups (event, moment, time, database); ``chosen()`` after Restore."""

    EVENT, MOMENT, TIME, DATABASE = range(4)

    def __init__(
        self, views: Sequence[BackupView], folder: Path, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.views = list(views)
        self.setWindowTitle(QCoreApplication.translate("RestoreDialog", "Restore from backup"))
        self.resize(760, 440)
        intro = wrapped(
            QCoreApplication.translate(
                "RestoreDialog",
                "mtrdesk backs up the database at the start of every round. The event you "
                "choose comes back as a new event; the events open now stay as they are.",
            )
        )
        intro.setTextFormat(Qt.TextFormat.PlainText)
        where = PlainLabel(
            QCoreApplication.translate("RestoreDialog", "Backups folder: %1").replace(
                "%1", str(folder)
            )
        )
        where.setTextFormat(Qt.TextFormat.PlainText)
        where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(len(self.views), 4)
        self.table.setObjectName("backupsTable")
        self.table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("RestoreDialog", "Event"),
                QCoreApplication.translate("RestoreDialog", "Backup"),
                QCoreApplication.translate("RestoreDialog", "Taken at"),
                QCoreApplication.translate("RestoreDialog", "Database"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        for row, view in enumerate(self.views):
            texts = (
                view.event_name or (f"#{view.event}" if view.event is not None else "—"),
                backup_moment(view),
                backup_time(view.taken_at),
                QCoreApplication.translate("RestoreDialog", "this database")
                if view.this_database
                else Path(view.database).name,
            )
            for column, text in enumerate(texts):
                self.table.setItem(row, column, QTableWidgetItem(text))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(self.EVENT, QHeaderView.ResizeMode.Stretch)
        for column in (self.MOMENT, self.TIME, self.DATABASE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button = QPushButton(
            QCoreApplication.translate("RestoreDialog", "&Restore as a new event")
        )
        self.restore_button.setEnabled(False)
        self.buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.table.itemSelectionChanged.connect(
            lambda: self.restore_button.setEnabled(self.chosen() is not None)
        )
        self.table.doubleClicked.connect(lambda _index: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(where)
        layout.addWidget(self.buttons)
        if self.views:
            self.table.selectRow(0)

    def choose(self, row: int) -> None:
        self.table.selectRow(row)

    def chosen(self) -> BackupView | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        return self.views[min(rows)] if rows else None


def choose_backup(parent: QWidget | None, services: Services) -> BackupView | None:
    """Ask which backup to restore (``None``: cancelled, or there is none yet)."""
    views = services.backups.list_backups()
    if not views:
        QMessageBox.information(
            parent,
            QCoreApplication.translate("RestoreDialog", "Restore from backup"),
            QCoreApplication.translate(
                "RestoreDialog",
                "There are no automatic backups yet. mtrdesk backs up the database at the "
                "start of every round, in %1.",
            ).replace("%1", str(services.backups.root)),
        )
        return None
    dialog = RestoreDialog(views, services.backups.root, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.chosen()
