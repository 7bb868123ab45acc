"""Every text a window shows a person (issue 32 item 3), read from its widgets: the title,
labels, buttons, group titles, tab titles, combo items, placeholders, spin box affixes,
text views, item views' headers and their first rows, menus and tool bars' actions, and
tooltips (a person reads them by pointing: they are the interface too).

Only what is visible to the window is read (a hidden page of a stack is not on screen);
a combo box's items are read whole (opening it shows them all).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QSpinBox,
    QTabBar,
    QTextEdit,
    QWidget,
)

#: Rows of an item view read: the words of a column repeat row after row.
ROWS = 80
TAG = re.compile(r"<[^>]*>")
ENTITY = {"&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"'}


def plain(text: str) -> str:
    """``text`` without rich-text tags (a label's HTML shows its words, not its tags)."""
    if "<" not in text:
        return text
    text = TAG.sub(" ", text)
    for entity, char in ENTITY.items():
        text = text.replace(entity, char)
    return text


def visible_texts(window: QWidget) -> Iterator[str]:
    """Every text of ``window`` a person can see, one at a time (empty ones skipped)."""
    yield window.windowTitle()
    widgets = [window, *window.findChildren(QWidget)]
    for widget in widgets:
        if widget is not window and not widget.isVisibleTo(window):
            continue
        yield from _texts_of(widget)
    for action in window.findChildren(QAction):
        if action.isVisible() and not action.isSeparator():
            yield action.text()
            if action.toolTip() != action.text().replace("&", ""):
                yield action.toolTip()


def _texts_of(widget: QWidget) -> Iterator[str]:
    yield widget.toolTip()
    if isinstance(widget, QLabel):
        yield plain(widget.text())
    elif isinstance(widget, QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QLineEdit):
        yield widget.placeholderText()
    elif isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield widget.itemText(index)
            yield str(widget.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
        editor = widget.lineEdit()
        if editor is not None:
            yield editor.placeholderText()
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            if widget.isTabVisible(index):
                yield widget.tabText(index)
                yield widget.tabToolTip(index)
    elif isinstance(widget, QAbstractSpinBox):
        yield widget.specialValueText()
        if isinstance(widget, QSpinBox):
            yield widget.prefix()
            yield widget.suffix()
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        yield widget.toPlainText()
        yield widget.placeholderText()
    elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
        yield from _model_texts(widget.model())
    elif isinstance(widget, QMenu):
        yield widget.title()


def _model_texts(model: QAbstractItemModel) -> Iterator[str]:
    display, tip = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
    root = QModelIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:  # a list model keeps its one column's count private
        columns = 1
    for column in range(columns):
        for role in (display, tip):
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                yield value
    for row in range(min(model.rowCount(root), ROWS)):
        for column in range(columns):
            index = model.index(row, column, root)
            for role in (display, tip):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield value
