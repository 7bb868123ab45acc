"""The read-only table every tab shows: a model behind a proxy sorting by ``SORT_ROLE``,
whole rows selected, no row numbers, the named columns stretched."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractProxyModel,
    QObject,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from mtrdesk.ui.models.base import SORT_ROLE, RowTableModel
from mtrdesk.ui.models.filtered_rows import RowsProxy


def sorted_table(
    owner: QObject,
    model: QAbstractItemModel,
    name: str,
    *,
    sort_column: int,
    stretch: Iterable[int],
    order: Qt.SortOrder = Qt.SortOrder.AscendingOrder,
    single_selection: bool = False,
) -> tuple[QSortFilterProxyModel, QTableView]:
    """The proxy and the view for ``model``; ``sort_column`` -1 keeps the model's order."""
    proxy = QSortFilterProxyModel(owner)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    table = _view(proxy, name, sort_column, stretch, order, single_selection)
    return proxy, table


def filtered_table(
    owner: QObject,
    model: RowTableModel[Any],
    name: str,
    *,
    sort_column: int,
    stretch: Iterable[int],
    order: Qt.SortOrder = Qt.SortOrder.AscendingOrder,
    single_selection: bool = False,
) -> tuple[RowsProxy, QTableView]:
    """As ``sorted_table``, behind a ``RowsProxy``: a new filter resets the view once."""
    proxy = RowsProxy(owner)
    proxy.setSourceModel(model)
    table = _view(proxy, name, sort_column, stretch, order, single_selection)
    return proxy, table


def _view(
    proxy: QAbstractProxyModel,
    name: str,
    sort_column: int,
    stretch: Iterable[int],
    order: Qt.SortOrder,
    single_selection: bool,
) -> QTableView:
    table = QTableView()
    table.setObjectName(name)
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.sortByColumn(sort_column, order)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single_selection:
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    for column in stretch:
        table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    return table
