"""A sorting, filtering proxy over a ``RowTableModel`` that filters in Python and resets once.

``QSortFilterProxyModel`` removes and inserts the rows a new filter hides or shows range by
range (110-235 ms a keystroke at 4,096 players). This proxy keeps the source rows sorted once
per sort or source change and, for a new filter, keeps the rows whose text contains it and
resets the view once. It matches exactly as ``setFilterFixedString`` with
``CaseInsensitive`` and ``filterKeyColumn(-1)`` did (the text of any column, Unicode simple
case folding; and, beyond it, a name kanji variant matches its everyday form: 吉田 finds
𠮷田, issue 32) and sorts as the proxy did by ``SORT_ROLE`` (stable; strings by UTF-16 code
units, case-sensitive, as ``QString::compare``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from mtrdesk.core.variants import fold_variants
from mtrdesk.ui.models.base import RowTableModel

AnyIndex = QModelIndex | QPersistentModelIndex
_SEPARATOR = "\x00"  # between the columns of a row's text; never in a typed filter


def qt_fold(text: str) -> str:
    """Case folded one character for one, as ``QString`` compares case-insensitively
    (simple folding: ``ß`` stays ``ß``, unlike ``str.casefold``), and name kanji variants
    as their everyday form (``core.variants``: 吉田 finds 𠮷田, issue 32)."""
    folded = text.casefold()
    if len(folded) != len(text):  # a character expanded: fold one for one instead
        folded = "".join(c if len(f := c.casefold()) != 1 else f for c in text)
    return fold_variants(folded)


def _sort_key(value: Any) -> Any:
    if isinstance(value, str):
        return value.encode("utf-16-be")  # QString::compare orders UTF-16 code units
    return value


class RowsProxy(QAbstractProxyModel):
    """The source rows sorted by ``sort_value`` and kept when any column contains the filter."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: RowTableModel[Any] | None = None
        self._column = -1
        self._order = Qt.SortOrder.AscendingOrder
        self._filter = ""
        self._folded_filter = ""
        self._sorted: list[int] = []  # source rows in sort order
        self._shown: list[int] = []  # the sorted source rows the filter keeps
        self._position: dict[int, int] = {}  # source row -> shown row
        self._texts: list[str] | None = None  # per source row, its columns' folded text

    # --- what the tab uses ----------------------------------------------------------------
    def setSourceModel(self, model: Any) -> None:
        if not isinstance(model, RowTableModel):
            raise TypeError("RowsProxy needs a RowTableModel")
        self.beginResetModel()
        super().setSourceModel(model)
        self._source = model
        model.modelAboutToBeReset.connect(self.beginResetModel)
        model.modelReset.connect(self._source_reset)
        model.dataChanged.connect(self._source_data_changed)
        for signal in (model.layoutChanged, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._source_changed)
        self._rebuild()
        self.endResetModel()

    def filter_text(self) -> str:
        return self._filter

    def set_filter(self, text: str) -> None:
        """Show only the rows whose text contains ``text`` (any case): one reset at most."""
        if text == self._filter:
            return
        self.beginResetModel()
        self._filter = text
        self._folded_filter = qt_fold(text)
        self._apply_filter()
        self.endResetModel()

    def find(self, wanted: Callable[[Any], bool]) -> int:
        """The shown row of the first row ``wanted`` accepts, -1 when none is shown."""
        source = self._require()
        for position, row in enumerate(self._shown):
            if wanted(source.row_at(row)):
                return position
        return -1

    # --- building ---------------------------------------------------------------------------
    def _require(self) -> RowTableModel[Any]:
        if self._source is None:
            raise RuntimeError("RowsProxy has no source model")
        return self._source

    def _rebuild(self) -> None:
        self._texts = None
        self._resort()
        self._apply_filter()

    def _source_reset(self) -> None:
        self._rebuild()
        self.endResetModel()

    def _source_data_changed(self, top: QModelIndex, bottom: QModelIndex, *_: Any) -> None:
        """Rows changed in place (a result typed): while every row keeps its place and
        the filter keeps the same rows, only the changed rows are repainted (a slip at a
        4,096-player event resets nothing); otherwise the view is reset as before."""
        self._texts = None  # the filter reads the rows' new text
        ordered = self._sorted_rows()
        shown = self._filtered(ordered)
        if ordered != self._sorted or shown != self._shown:
            self.beginResetModel()
            self._sorted = ordered
            self._show(shown)
            self.endResetModel()
            return
        for row in range(top.row(), bottom.row() + 1):
            position = self._position.get(row)
            if position is not None:
                self.dataChanged.emit(
                    self.index(position, top.column()), self.index(position, bottom.column())
                )

    def _source_changed(self, *_: Any) -> None:
        self.beginResetModel()
        self._rebuild()
        self.endResetModel()

    def _resort(self) -> None:
        self._sorted = self._sorted_rows()

    def _sorted_rows(self) -> list[int]:
        """The source rows in sort order."""
        source = self._require()
        count = source.rowCount()
        if self._column < 0 or self._column >= source.column_count():
            return list(range(count))
        column = self._column
        keys = [_sort_key(source.sort_value(source.row_at(r), column)) for r in range(count)]
        # Stable both ways, as the proxy's std::stable_sort: equal keys keep source order.
        return sorted(
            range(count),
            key=keys.__getitem__,
            reverse=self._order == Qt.SortOrder.DescendingOrder,
        )

    def _row_texts(self) -> list[str]:
        if self._texts is None:
            source = self._require()
            columns = range(source.column_count())
            self._texts = [
                qt_fold(_SEPARATOR.join(source.display(row, c) for c in columns))
                for row in (source.row_at(r) for r in range(source.rowCount()))
            ]
        return self._texts

    def _apply_filter(self) -> None:
        self._show(self._filtered(self._sorted))

    def _show(self, shown: list[int]) -> None:
        self._shown = shown
        self._position = {row: position for position, row in enumerate(shown)}

    def _filtered(self, ordered: list[int]) -> list[int]:
        """The rows of ``ordered`` the filter keeps."""
        needle = self._folded_filter
        if not needle:
            return list(ordered)
        if _SEPARATOR in needle:  # cannot be typed; per column so columns never join
            source = self._require()
            columns = range(source.column_count())
            return [
                r
                for r in ordered
                if any(needle in qt_fold(source.display(source.row_at(r), c)) for c in columns)
            ]
        texts = self._row_texts()
        return [r for r in ordered if needle in texts[r]]

    # --- Qt -------------------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """A new order keeps the selection and the current row (persistent indexes move)."""
        self._column, self._order = column, order
        if self._source is None:
            return
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        rows = [(self._shown[i.row()], i.column()) for i in old]
        self._resort()
        self._apply_filter()
        new = [self.index(self._position[row], column) for row, column in rows]
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def sortColumn(self) -> int:
        return self._column

    def sortOrder(self) -> Qt.SortOrder:
        return self._order

    def index(self, row: int, column: int, parent: AnyIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        if parent.isValid() or not (0 <= row < len(self._shown)):
            return QModelIndex()
        if not 0 <= column < self.columnCount():
            return QModelIndex()
        return self.createIndex(row, column)

    def parent(self, child: AnyIndex = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        return QModelIndex()

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._source is None:
            return 0
        return self._source.column_count()

    def mapToSource(self, proxy_index: AnyIndex) -> QModelIndex:
        source = self._source
        if source is None or not proxy_index.isValid():
            return QModelIndex()
        row = proxy_index.row()
        if not 0 <= row < len(self._shown):
            return QModelIndex()
        return source.index(self._shown[row], proxy_index.column())

    def mapFromSource(self, source_index: AnyIndex) -> QModelIndex:
        if not source_index.isValid():
            return QModelIndex()
        position = self._position.get(source_index.row())
        if position is None:
            return QModelIndex()
        return self.index(position, source_index.column())

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return self._require().data(self.mapToSource(index), role)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            return self._require().headerData(section, orientation, role)
        if role == Qt.ItemDataRole.DisplayRole:
            return section + 1
        return None
