"""The text side of the decklist dialog: the deck page (and the pool page of a Limited
event, with who registered the pool, MTR 7.5), "Paste list" and "Import file...", and the
edits the problems ask for (a suggested name, going to a line)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.decklists.decklist import fold_name
from mtrdesk.core.decklists.problems import DecklistProblem, ProblemCode
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.ui.dialogs.decklists.editor import _LEAD, DecklistEditor
from mtrdesk.ui.dialogs.decklists.prompts import choose_text_file, read_chosen_text
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.named import named_button


def name_part(line: str) -> tuple[int, str]:
    """Where the card name of a list line starts (after "SB:" and the count), and it."""
    lead = _LEAD.match(line)
    start = lead.end() if lead else 0
    return start, line[start:].strip()


class DecklistPages(QWidget):
    """The deck (and pool) editors; ``replaced`` when a whole text was pasted or read."""

    replaced = Signal()

    def __init__(
        self,
        complete: Callable[[str, int], list[str]],
        entry_id: int,
        *,
        limited: bool = False,
        players: Sequence[tuple[int, str]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.limited = limited
        self.editor = DecklistEditor(complete)
        self.editor.setObjectName("decklistText")
        self.editor.setPlaceholderText(
            QCoreApplication.translate(
                "DecklistDialog",
                "Paste or type the list, one card a line:\n4 Lightning Bolt\n"
                "20 Mountain\n\nSideboard\n2 Pyroblast",
            )
        )
        self.pool_editor = DecklistEditor(complete)
        self.pool_editor.setObjectName("decklistPool")
        self.pool_editor.setPlaceholderText(
            QCoreApplication.translate(
                "DecklistDialog",
                "The card pool (MTR 7.5), one card a line; basic lands are not listed.",
            )
        )
        self.registered_by = QComboBox()
        self.registered_by.setObjectName("poolRegisteredBy")
        self.registered_by.addItem(
            QCoreApplication.translate("DecklistDialog", "The player themself"), None
        )
        for other_id, other_name in players:
            if other_id != entry_id:
                self.registered_by.addItem(other_name, other_id)
        self.registered_by.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistDialog",
                    "At Sealed events one player registers another's pool (MTR 7.5).",
                )
            )
        )
        self.pool_summary = PlainLabel()
        self.pool_summary.setObjectName("poolSummary")

        self.pages = QTabWidget()
        self.pages.setObjectName("decklistPages")
        self.pages.addTab(self.editor, QCoreApplication.translate("DecklistDialog", "Deck"))
        self.pool_page = QWidget()
        pool_form = QFormLayout()
        pool_form.addRow(
            QCoreApplication.translate("DecklistDialog", "Registered by:"), self.registered_by
        )
        pool_layout = QVBoxLayout(self.pool_page)
        pool_layout.setContentsMargins(0, 4, 0, 0)
        pool_layout.addLayout(pool_form)
        pool_layout.addWidget(self.pool_editor, 1)
        pool_layout.addWidget(self.pool_summary)
        if limited:
            self.pages.addTab(self.pool_page, QCoreApplication.translate("DecklistDialog", "Pool"))
        else:
            self.pool_page.hide()

        self.import_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Import file..."),
            "decklistImport",
            tip=QCoreApplication.translate(
                "DecklistDialog", "A text export (.txt) or an MTGO deck file (.dek)."
            ),
        )
        self.paste_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Paste list"),
            "decklistPaste",
            tip=QCoreApplication.translate(
                "DecklistDialog", "Replace the text with the list on the clipboard."
            ),
        )
        for button in (self.import_button, self.paste_button):
            button.setAutoDefault(False)
        file_row = QHBoxLayout()
        file_row.addWidget(self.paste_button)
        file_row.addWidget(self.import_button)
        file_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(file_row)
        layout.addWidget(self.pages, 1)

        self.pool_editor.textChanged.connect(self.update_pool_summary)
        self.pages.currentChanged.connect(self._update_file_buttons)
        self.import_button.clicked.connect(lambda: self.import_file())
        self.paste_button.clicked.connect(lambda: self.paste())

    def set_texts(self, deck: str, pool: str, registered_by: int | None) -> None:
        """Show the saved texts (no ``textChanged``: nothing was typed)."""
        for editor, text in ((self.editor, deck), (self.pool_editor, pool)):
            editor.blockSignals(True)
            editor.setPlainText(text)
            editor.blockSignals(False)
        index = self.registered_by.findData(registered_by)
        self.registered_by.setCurrentIndex(max(index, 0))
        self.update_pool_summary()

    def set_editable(self, deck: bool, pool: bool) -> None:
        """Whether the deck and the pool may be edited (a locked list: neither)."""
        self.editor.setReadOnly(not deck)
        self.pool_editor.setReadOnly(not pool)
        self.registered_by.setEnabled(pool)
        self._update_file_buttons()

    def _update_file_buttons(self) -> None:
        editable = not self.current_editor().isReadOnly()
        self.paste_button.setEnabled(editable)
        self.import_button.setEnabled(editable)

    def current_editor(self) -> DecklistEditor:
        return self.pool_editor if self.pages.currentWidget() is self.pool_page else self.editor

    def paste(self) -> None:
        """Replace the page shown by the list on the clipboard."""
        text = QApplication.clipboard().text()
        editor = self.current_editor()
        if text.strip() and not editor.isReadOnly():
            editor.setPlainText(text)
            self.replaced.emit()

    def import_file(self, path: Path | None = None) -> None:
        """Read a .txt or .dek file into the page shown (the deck, or the pool)."""
        editor = self.current_editor()
        if editor.isReadOnly():
            return
        if path is None:
            path = choose_text_file(
                self,
                QCoreApplication.translate("DecklistDialog", "Import a decklist"),
                QCoreApplication.translate(
                    "DecklistDialog", "Decklists (*.txt *.dek);;All files (*)"
                ),
            )
        if path is None:
            return
        text = read_chosen_text(self, path)
        if text is None:
            return
        editor.setPlainText(text)
        self.replaced.emit()

    def update_pool_summary(self) -> None:
        if not self.limited:
            return
        text = self.pool_editor.toPlainText()
        pool = parse_decklist(text)
        total = pool.decklist.main_count + pool.decklist.sideboard_count
        summary = QCoreApplication.translate("DecklistDialog", "Pool: %n card(s)", None, total)
        unreadable = [p for p in pool.problems if p.code is ProblemCode.UNREADABLE_LINE]
        if unreadable and text.strip():
            summary += QCoreApplication.translate("DecklistDialog", " · ") + (
                QCoreApplication.translate(
                    "DecklistDialog", "%n line(s) not read", None, len(unreadable)
                )
            )
        self.pool_summary.setText(summary)

    def line_of(self, card: str) -> int | None:
        """The first line (from 1) of the deck text naming ``card``."""
        wanted = fold_name(card)
        for number, line in enumerate(self.editor.toPlainText().splitlines(), start=1):
            if fold_name(name_part(line)[1]) == wanted:
                return number
        return None

    def go_to(self, problem: DecklistProblem) -> None:
        """Select the problem's line (or its card's first line) in the deck text."""
        number = problem.line
        if number is None and problem.card:
            number = self.line_of(problem.card)
        block = self.editor.document().findBlockByNumber(number - 1) if number else None
        if block is None or not block.isValid():
            return
        self.pages.setCurrentIndex(0)
        cursor = self.editor.textCursor()
        cursor.setPosition(block.position())
        cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
        self.editor.setTextCursor(cursor)
        self.editor.setFocus()

    def use_suggestion(self, problem: DecklistProblem) -> bool:
        """Write the suggested known name for an unknown one on every line naming it."""
        if not problem.card or not problem.suggestion or self.editor.isReadOnly():
            return False
        wanted = fold_name(problem.card)
        lines = self.editor.toPlainText().split("\n")
        for number, line in enumerate(lines):
            start, name = name_part(line)
            if fold_name(name) == wanted:
                lines[number] = line[:start] + problem.suggestion
        self.editor.setPlainText("\n".join(lines))
        return True
