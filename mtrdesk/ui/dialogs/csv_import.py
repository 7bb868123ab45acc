"""Preview of a CSV player list: what will be imported, which lines are skipped and why;
and the progress of reading and importing it, with Cancel (issue 27)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services.players.csv_import import MAX_CSV_BYTES, CsvPreview
from mtrdesk.ui.errors import problem_text
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.progress import WorkProgress
from mtrdesk.ui.widgets.named import ok_cancel

MAX_PROBLEM_ROWS = 5


def read_csv_bytes(path: Path) -> bytes:
    """The raw file: the service decides between UTF-8 and Shift_JIS (Japanese Excel).
    Read to one byte past the service's limit at most, which it then refuses as too large
    (a huge or endless file is never read whole)."""
    with path.open("rb") as stream:
        return stream.read(MAX_CSV_BYTES + 1)


class _Rows(QAbstractTableModel):
    """Rows of text, shown as they are (no item per cell: 10,000 rows stay light)."""

    def __init__(self, headers: list[str], rows: list[list[str]], parent: QWidget) -> None:
        super().__init__(parent)
        self._headers = headers
        self._rows = rows

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._headers)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        return self._rows[index.row()][index.column()]

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> str | None:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


def _table(headers: list[str], rows: list[list[str]], parent: QWidget) -> QTableView:
    table = QTableView(parent)
    table.setModel(_Rows(headers, rows, table))
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # Column widths from the first rows only: measuring 10,000 rows takes seconds.
    table.horizontalHeader().setResizeContentsPrecision(200)
    table.resizeColumnsToContents()
    table.horizontalHeader().setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    return table


def column_name(column: int) -> str:
    """A spreadsheet's name of the 1-based ``column``: 1 → A, 27 → AA; 0 (the whole
    line) → empty."""
    name = ""
    while column > 0:
        column, rest = divmod(column - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


class CsvProgress(WorkProgress):
    """The progress of reading and importing a CSV file, with Cancel (``WorkProgress``):
    ``step`` is the services' ``Progress``; once Cancel is pressed the service stops and
    changes nothing."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(
            parent,
            QCoreApplication.translate("CsvImportDialog", "Import players from CSV"),
            QCoreApplication.translate("CsvImportDialog", "Reading the player list..."),
        )

    def importing(self) -> None:
        """From reading to importing: the same dialog, another sentence."""
        self.say(QCoreApplication.translate("CsvImportDialog", "Importing players..."))


class CsvImportDialog(QDialog):
    """Accepting the dialog means: import ``preview.rows`` (the skipped lines stay out)."""

    def __init__(self, preview: CsvPreview, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            QCoreApplication.translate("CsvImportDialog", "Import players from CSV")
        )
        self.resize(720, 480)
        summary = QCoreApplication.translate(
            "CsvImportDialog", "%n player(s) will be imported.", None, len(preview.rows)
        )
        if preview.problems:
            # A line of its own: Japanese sentences are not separated by a space.
            summary += "\n" + QCoreApplication.translate(
                "CsvImportDialog", "%n line(s) will be skipped.", None, len(preview.problems)
            )
        self.summary_label = PlainLabel(summary)
        self.rows_table = _table(
            [
                QCoreApplication.translate("CsvImportDialog", "Line"),
                QCoreApplication.translate("CsvImportDialog", "Name"),
                QCoreApplication.translate("CsvImportDialog", "Reading"),
                QCoreApplication.translate("CsvImportDialog", "Player ID"),
                QCoreApplication.translate("CsvImportDialog", "Wizards Account e-mail"),
            ],
            [[str(r.line), r.display_name, r.reading, r.player_id, r.email] for r in preview.rows],
            self,
        )
        self.problems_table = _table(
            [
                QCoreApplication.translate("CsvImportDialog", "Line"),
                QCoreApplication.translate("CsvImportDialog", "Column"),
                QCoreApplication.translate("CsvImportDialog", "Content"),
                QCoreApplication.translate("CsvImportDialog", "Why it is skipped"),
            ],
            [
                [str(p.line), column_name(p.column), p.text, problem_text(p.problem)]
                for p in preview.problems
            ],
            self,
        )
        buttons = ok_cancel(
            self.accept, self.reject, QCoreApplication.translate("CsvImportDialog", "Import")
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(preview.rows))
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.rows_table, 3)
        if preview.problems:
            layout.addWidget(
                PlainLabel(QCoreApplication.translate("CsvImportDialog", "Skipped lines:"))
            )
            # Every skipped line readable without scrolling, up to a handful.
            shown = min(len(preview.problems), MAX_PROBLEM_ROWS)
            self.problems_table.setMinimumHeight(
                self.problems_table.horizontalHeader().height()
                + shown * self.problems_table.verticalHeader().defaultSectionSize()
                + 2 * self.problems_table.frameWidth()
            )
            layout.addWidget(self.problems_table, 1)
        layout.addWidget(buttons)
