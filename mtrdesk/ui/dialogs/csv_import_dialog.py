"""Preview of a CSV player list: what will be imported, which lines are skipped and why."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services.csv_import import MAX_CSV_BYTES, CsvPreview
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.words import messages

MAX_PROBLEM_ROWS = 5


def read_csv_bytes(path: Path) -> bytes:
    """The raw file: the service decides between UTF-8 and Shift_JIS (Japanese Excel).
    Read to one byte past the service's limit at most, which it then refuses as too large
    (a huge or endless file is never read whole)."""
    with path.open("rb") as stream:
        return stream.read(MAX_CSV_BYTES + 1)


def _table(headers: list[str], rows: list[list[str]]) -> QTableWidget:
    table = QTableWidget(len(rows), len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            table.setItem(r, c, QTableWidgetItem(value))
    table.resizeColumnsToContents()
    table.horizontalHeader().setSectionResizeMode(len(headers) - 1, QHeaderView.ResizeMode.Stretch)
    return table


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
            ],
            [[str(r.line), r.display_name, r.reading, r.player_id] for r in preview.rows],
        )
        self.problems_table = _table(
            [
                QCoreApplication.translate("CsvImportDialog", "Line"),
                QCoreApplication.translate("CsvImportDialog", "Content"),
                QCoreApplication.translate("CsvImportDialog", "Why it is skipped"),
            ],
            [[str(p.line), p.text, messages.problem_message(p.problem)] for p in preview.problems],
        )
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(QCoreApplication.translate("CsvImportDialog", "Import"))
        ok.setEnabled(bool(preview.rows))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
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
