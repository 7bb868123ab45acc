"""The plain-text decklist editor: one card a line, card names completed as they are typed.

Completion offers the names this store knows (``services.decklists.service.complete``: imported
card-name lists and every saved list) for the name part of the current line, after its
count ("4 Light" → "Lightning Bolt"). Enter or Tab takes the highlighted name; Escape
closes the list and typing goes on.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QInputMethodEvent, QKeyEvent, QTextCursor
from PySide6.QtWidgets import QCompleter, QPlainTextEdit, QWidget

from mtrdesk.ui import qt_values

#: What comes before a card name on a line: "SB:", a count ("4", "4x"), spaces.
_LEAD = re.compile(r"^\s*(?:SB:\s*)?(?:\d+\s*[xX×]?\s+)?", re.IGNORECASE)
#: Completion starts after this many letters of the name.
MIN_PREFIX = 2
COMPLETIONS = 20


class DecklistEditor(QPlainTextEdit):
    """A ``QPlainTextEdit`` whose current card name completes from ``complete(prefix)``."""

    def __init__(
        self, complete: Callable[[str, int], list[str]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._complete = complete
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setTabChangesFocus(True)
        self.names = QStringListModel(self)
        self.completer = QCompleter(self.names, self)
        self.completer.setWidget(self)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.completer.setModelSorting(QCompleter.ModelSorting.UnsortedModel)
        self.completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        qt_values.overload(self.completer.activated, str).connect(self.insert_completion)

    # --- the name being typed --------------------------------------------------------------
    def current_prefix(self) -> str:
        """The card name typed so far on the cursor's line (after its count)."""
        cursor = self.textCursor()
        line = cursor.block().text()[: cursor.positionInBlock()]
        lead = _LEAD.match(line)
        name = line[lead.end() :] if lead else line
        return name.lstrip()

    def insert_completion(self, name: str) -> None:
        """Replace the name typed so far on the current line by ``name``."""
        if self.completer.widget() is not self:
            return
        cursor = self.textCursor()
        prefix = self.current_prefix()
        cursor.movePosition(
            QTextCursor.MoveOperation.Left, QTextCursor.MoveMode.KeepAnchor, len(prefix)
        )
        cursor.insertText(name)
        self.setTextCursor(cursor)

    def update_completions(self) -> None:
        """Ask for the names starting like the current one; show them, or hide the list."""
        prefix = self.current_prefix()
        popup = qt_values.popup(self.completer)
        if len(prefix) < MIN_PREFIX or self.isReadOnly():
            popup.hide()
            return
        names = self._complete(prefix, COMPLETIONS)
        if not names or (len(names) == 1 and names[0] == prefix):
            popup.hide()
            return
        self.names.setStringList(names)
        self.completer.setCompletionPrefix(prefix)
        if self.completer.completionCount() == 0:
            # The service matches more loosely (folded width, apostrophes): show all.
            self.completer.setCompletionPrefix("")
        popup.setCurrentIndex(self.completer.completionModel().index(0, 0))
        rect = self.cursorRect()
        rect.setWidth(popup.sizeHintForColumn(0) + popup.verticalScrollBar().sizeHint().width() + 8)
        self.completer.complete(rect)

    # --- keys ------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        popup = qt_values.popup(self.completer)
        if popup.isVisible() and event.key() in (
            Qt.Key.Key_Enter,
            Qt.Key.Key_Return,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Escape,
            Qt.Key.Key_Backtab,
        ):
            if event.key() == Qt.Key.Key_Escape:
                popup.hide()
                return
            index = popup.currentIndex()
            if index.isValid():
                self.insert_completion(str(index.data()))
            popup.hide()
            return
        super().keyPressEvent(event)
        text = event.text()
        if (text and text.isprintable()) or event.key() == Qt.Key.Key_Backspace:
            self.update_completions()
        elif popup.isVisible() and event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            popup.hide()

    def inputMethodEvent(self, event: QInputMethodEvent) -> None:
        """Japanese typed through an input method completes once it is committed."""
        super().inputMethodEvent(event)
        if event.commitString():
            self.update_completions()
