"""The read-only table every tab shows: a model behind a proxy sorting by ``SORT_ROLE``,
whole rows selected, no row numbers, the named columns stretched."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, NotRequired, TypedDict, Unpack

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QObject,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE, RowTableModel
from mtrdesk.ui.models.filtered_rows import RowsProxy


class TableLook(TypedDict):
    """How a tab's table shows its rows: sorted by ``sort_column`` (-1: the model's order)
    in ``order``, the ``stretch`` columns stretched, one row selectable or several."""

    sort_column: int
    stretch: Iterable[int]
    order: NotRequired[Qt.SortOrder]
    single_selection: NotRequired[bool]


def sorted_table(
    owner: QObject, model: QAbstractItemModel, name: str, **look: Unpack[TableLook]
) -> tuple[QSortFilterProxyModel, QTableView]:
    """The proxy and the view for ``model``."""
    proxy = QSortFilterProxyModel(owner)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    return proxy, _view(proxy, name, look)


def filtered_table(
    owner: QObject, model: RowTableModel[Any], name: str, **look: Unpack[TableLook]
) -> tuple[RowsProxy, QTableView]:
    """As ``sorted_table``, behind a ``RowsProxy``: a new filter resets the view once."""
    proxy = RowsProxy(owner)
    proxy.setSourceModel(model)
    return proxy, _view(proxy, name, look)


def _view(proxy: QAbstractProxyModel, name: str, look: TableLook) -> QTableView:
    table = QTableView()
    table.setObjectName(name)
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.sortByColumn(look["sort_column"], look.get("order", Qt.SortOrder.AscendingOrder))
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if look.get("single_selection", False):
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    for column in look["stretch"]:
        table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return table


def chosen_row(table: QTableView) -> Any:
    """The row value (``ROW_ROLE``) of the selected row, else of the row the keyboard
    cursor is on; ``None`` when there is neither."""
    rows = table.selectionModel().selectedRows()
    index = rows[0] if rows else table.currentIndex()
    return index.data(ROW_ROLE) if index.isValid() else None


def select_row(table: QTableView, wanted: Callable[[Any], bool], column: int = 0) -> bool:
    """Make the first row shown whose value ``wanted`` accepts the selected and current
    one (at ``column``); False when no row shown is wanted."""
    model = table.model()
    for row in range(model.rowCount()):
        index = model.index(row, column)
        if wanted(index.data(ROW_ROLE)):
            table.setCurrentIndex(index)
            table.selectRow(row)
            return True
    return False


def fit_columns(
    table: QTableView,
    model: RowTableModel[Any],
    columns: Iterable[int],
    font_of: Callable[[Any, int], object] | None = None,
) -> None:
    """Size ``columns`` to their widest text (or their header), as
    ``resizeColumnToContents`` does over every row, measuring each distinct text once in
    the font its row shows it in (bold team rows, italic dropped players); an italic
    glyph from a fallback font may come out a pixel or two wider, never narrower. Qt's
    own asks the model for up to 1,000 rows and several roles each: about 100 ms for a
    4,096-player round's three columns, and the rows past 1,000 are not measured.

    ``font_of(row, column)``: what the model's ``extra`` gives for ``FontRole``, from a
    model that can say it without the other roles' checks (a round's 2,048 tables three
    times over). A text measured once in a font is not measured again (``_widths``): the
    next round shows the same table numbers and notes (issue 33)."""
    base = table.font()
    metrics: dict[str, QFontMetricsF] = {}
    # The style's own enum: PySide6 makes the ``QStyle`` type, its ~30 enums (~5 ms), when
    # first reached, here rather than at the window's start (issue 33).
    style = table.style()
    margin = 2 * (style.pixelMetric(style.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    grid = 1 if table.showGrid() else 0
    header = table.horizontalHeader()
    rows = model.rows()
    font_role = Qt.ItemDataRole.FontRole
    fonts = font_of or (lambda row, column: model.extra(row, column, font_role))
    for column in columns:
        # The texts by the font value the row gave (the same object for most rows; each
        # held here so that its id is not reused), then by the font that value resolves
        # to: a font is described (``toString``) once per value, not once per row.
        given: dict[int, tuple[object, set[str]]] = {}
        for row in rows:
            font = fonts(row, column)
            group = given.get(id(font))
            if group is None:
                group = given[id(font)] = (font, set())
            group[1].add(model.display(row, column))
        texts: dict[str, set[str]] = {}
        for font, group_texts in given.values():
            shown = font.resolve(base) if isinstance(font, QFont) else base
            key = shown.toString()
            if key not in metrics:
                metrics[key] = QFontMetricsF(shown)
            texts.setdefault(key, set()).update(group_texts)
        widest = math.ceil(
            max(
                (_widest(metrics[key], key, group) for key, group in texts.items()),
                default=0.0,
            )
        )
        width = widest + margin + grid if rows else 0
        header.resizeSection(column, max(width, header.sectionSizeHint(column)))


#: Widths already measured, by font (its description and the dots per inch it is laid
#: out at) and text; a font's texts are forgotten past ``_KEPT_WIDTHS`` of them.
_widths: dict[tuple[str, float], dict[str, float]] = {}
_KEPT_WIDTHS = 20_000


def _widest(metrics: QFontMetricsF, key: str, texts: Iterable[str]) -> float:
    """The widest of ``texts`` in the font ``key`` describes (``metrics``): each text
    measured once while its widths are kept."""
    known = _widths.setdefault((key, metrics.fontDpi()), {})
    if len(known) > _KEPT_WIDTHS:
        known.clear()
    widest = 0.0
    for text in texts:
        width = known.get(text)
        if width is None:
            width = known[text] = _text_width(metrics, text)
        widest = max(widest, width)
    return widest


def _text_width(metrics: QFontMetricsF, text: str) -> float:
    """The width a view lays ``text`` out in: its advance, plus what its last glyph
    hangs over it (italic text), as ``QTextLine`` counts it."""
    if not text:
        return 0.0
    return metrics.horizontalAdvance(text) + max(0.0, -metrics.rightBearing(text[-1]))
