"""The shared shape of our table models: column constants, a sort role, ``set_rows()``.

Subclasses describe columns; the base does the Qt bookkeeping so every model behaves the
same under ``QSortFilterProxyModel`` and ``QAbstractItemModelTester``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from mtrdesk.ui.plain import rich_safe

# The value a proxy sorts by (numbers, collation ranks), distinct from what is shown.
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
# The domain value behind a row, for the tab that needs the id of the selected row.
ROW_ROLE = Qt.ItemDataRole.UserRole + 2

Row = TypeVar("Row")
AnyIndex = QModelIndex | QPersistentModelIndex


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """A read-only table of immutable rows; subclasses implement the per-column hooks."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Row] = []

    # --- what subclasses provide -------------------------------------------------------
    #: A model whose columns never change names them here: one heading a column
    #: (``QT_TRANSLATE_NOOP`` in ``HEADING_CONTEXT``), shown in the reader's language. A
    #: model with changing columns answers ``column_count`` and ``header`` itself.
    HEADING_CONTEXT = ""
    HEADINGS: tuple[str, ...] = ()

    def column_count(self) -> int:
        return len(self.HEADINGS)

    def header(self, column: int) -> str:
        return QCoreApplication.translate(self.HEADING_CONTEXT, self.HEADINGS[column])

    def display(self, row: Row, column: int) -> str:
        raise NotImplementedError

    def sort_value(self, row: Row, column: int) -> Any:
        return self.display(row, column)

    def extra(self, row: Row, column: int, role: int) -> Any:
        """Tooltips, fonts, colours, alignment; ``None`` when there is nothing special."""
        return None

    def header_tooltip(self, column: int) -> str | None:
        return None

    def long_text(self, column: int) -> bool:
        """True for the columns of names (players, opponents, teams, events): on a narrow
        window their cells are elided ("長谷川部 龍之…") and the tooltip shows the whole
        text, unless ``extra`` gives a tooltip of its own."""
        return False

    # --- Qt ------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Row]) -> None:
        """Replace every row (one reset: tabs refresh from a service's ``Changes``)."""
        self.beginResetModel()
        self._rows = list(rows)
        self._prepare()
        self.endResetModel()

    def update_rows(self, change: Callable[[Row], Row | None]) -> None:
        """Rows changed in place: ``change(row)`` gives a row's new value (``None``: it
        did not change) and only those rows are repainted, with no reset (a slip, a drop
        at a 4,096-player event). For changes that keep what ``_prepare`` derives (the
        names sorted by); others call ``set_rows``."""
        last = self.column_count() - 1
        for index, row in enumerate(self._rows):
            new = change(row)
            if new is not None:
                self._rows[index] = new
                self.dataChanged.emit(self.index(index, 0), self.index(index, last))

    def _prepare(self) -> None:
        """Recompute anything derived from the whole row list (collation ranks)."""

    def rows(self) -> list[Row]:
        return list(self._rows)

    def row_at(self, row: int) -> Row:
        return self._rows[row]

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.column_count()

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.display(row, column)
        if role == SORT_ROLE:
            return self.sort_value(row, column)
        if role == ROW_ROLE:
            return row
        value = self.extra(row, column, role)
        if role == Qt.ItemDataRole.ToolTipRole and value is None and self.long_text(column):
            value = self.display(row, column) or None
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, str):
            return rich_safe(value)  # a name in a tooltip is shown as typed, never as HTML
        return value

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.column_count():
            return super().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return self.header(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tooltip(section)
        return None
