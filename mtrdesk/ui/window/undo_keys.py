"""Ctrl+Z means the last change, except in a field with text being edited (issue 27).

A text field with the focus takes Ctrl+Z for its own text (Qt's ``ShortcutOverride``), and
after a slip the cursor is always in the result entry's empty fields: a keyboard user
could never undo a result. ``UndoKeys`` watches the window's text fields and leaves the
key to Edit ▸ Undo (and Ctrl+Y, Ctrl+Shift+Z to Edit ▸ Redo) unless the field has its own
work to undo: text typed in it that it can undo (for Redo: text it undid). So the first
Ctrl+Z in "2-1" typed takes the text back, and the next one, on the emptied field, the
last change.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

_UNDO, _REDO = QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo


def field_keeps(field: QObject, undo: bool) -> bool:
    """Whether ``field`` keeps the key for its own text: Undo while it holds text it can
    undo, Redo while it can redo. Not a text field: it keeps whatever it keeps."""
    if isinstance(field, QLineEdit):
        if undo:
            return bool(field.text()) and field.isUndoAvailable()
        return field.isRedoAvailable()
    if isinstance(field, QPlainTextEdit | QTextEdit):
        document = field.document()
        if undo:
            return bool(document.toPlainText()) and document.isUndoAvailable()
        return document.isRedoAvailable()
    return True


_TEXT_FIELDS = (QLineEdit, QPlainTextEdit, QTextEdit)


class UndoKeys(QObject):
    """For ``window`` (and gone with it): Undo and Redo keys in one of its text fields
    reach Edit ▸ Undo / Redo unless the field keeps them. It watches a text field from
    the moment the field first takes the focus (not every event of the application)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, _TEXT_FIELDS) and self._window.isAncestorOf(new):
            new.installEventFilter(self)  # once: installing again only moves it first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(event, QKeyEvent):
            return False
        undo = event.matches(_UNDO)
        if not (undo or event.matches(_REDO) or _is_ctrl_y(event)):
            return False
        if not isinstance(watched, QWidget) or not self._window.isAncestorOf(watched):
            return False
        # Filtered out, the override stays unaccepted: the window's shortcut takes the key.
        return not field_keeps(watched, undo)


def _is_ctrl_y(event: QKeyEvent) -> bool:
    """Ctrl+Y: Edit ▸ Redo's own key on every platform (``menus.EditMenu``)."""
    return QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Y")
