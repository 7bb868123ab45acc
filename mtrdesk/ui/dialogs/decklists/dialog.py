"""One player's decklist (MTR 2.7): paste, import or type it, see every problem, lock it.

The list is plain text, one card a line, in any of the formats players paste (MTGO, Arena,
``SB:`` lines, ``.dek`` files). Problems are shown as the organizer types (a moment after
the last key), each with the rule it breaks and what to do. A Japanese card name stays as
written and is flagged until the organizer gives its English name. Limited events have a
second page for the card pool, which another player may register (MTR 7.5).

"Accept and lock..." records who accepted the list; a locked list is read-only, and
"Change locked list..." needs the head judge's name and a reason (both audited).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.decklists.problems import DecklistProblem
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.ui.dialogs.decklists.pages import DecklistPages
from mtrdesk.ui.dialogs.decklists.problems import ADVISORY_COLOR, BLOCKING_COLOR, ProblemsView
from mtrdesk.ui.dialogs.decklists.prompts import (
    EnglishNameDialog,
    HeadJudgeDialog,
    OfficialDialog,
)
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.named import named_button, wrapped

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

# Milliseconds after the last key before the problems are checked again.
PREVIEW_DELAY_MS = 350
OK_STYLE = "color: #1b6e20;"
NOTE_STYLE = "color: #555555;"


def counts_text(main: int, sideboard: int, commanders: int = 0) -> str:
    """ "Main 60 · Sideboard 15" (and the commander when there is one)."""
    text = (
        QCoreApplication.translate("DecklistDialog", "Main %1 · Sideboard %2")
        .replace("%1", str(main))
        .replace("%2", str(sideboard))
    )
    if commanders:
        text += QCoreApplication.translate("DecklistDialog", " · Commander %1").replace(
            "%1", str(commanders)
        )
    return text


class DecklistDialog(QDialog):
    """The list of one entry; ``changes`` holds what was saved (``None``: nothing)."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        entry_id: int,
        player: str,
        *,
        limited: bool = False,
        players: Sequence[tuple[int, str]] = (),
        has_next: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("decklistDialog")
        self.services, self.event_id, self.entry_id = services, event_id, entry_id
        self.player, self.limited = player, limited
        self.changes: Changes | None = None
        # True when the organizer asked for the next player's list (the tab opens it).
        self.go_next = False
        self.problems: tuple[DecklistProblem, ...] = ()
        self._changing_locked = False
        self.setWindowTitle(
            QCoreApplication.translate("DecklistDialog", "Decklist: %1").replace("%1", player)
        )
        complete = self.services.decklists.complete

        self.status_label = wrapped()
        self.status_label.setObjectName("decklistLockState")
        self.text_side = DecklistPages(complete, entry_id, limited=limited, players=players)

        # The widgets tests and the tab reach directly.
        self.editor, self.pool_editor = self.text_side.editor, self.text_side.pool_editor
        self.registered_by, self.pool_summary = (
            self.text_side.registered_by,
            self.text_side.pool_summary,
        )
        self.pages, self.pool_page = self.text_side.pages, self.text_side.pool_page
        self.paste_button, self.import_button = (
            self.text_side.paste_button,
            self.text_side.import_button,
        )

        self.summary_label = PlainLabel()
        self.summary_label.setObjectName("decklistSummary")
        font = self.summary_label.font()
        font.setBold(True)
        self.summary_label.setFont(font)
        self.verdict_label = wrapped()
        self.verdict_label.setObjectName("decklistVerdict")
        self.problem_view = ProblemsView(actions=True)
        self.problem_view.setObjectName("decklistProblems")
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.summary_label)
        side_layout.addWidget(self.verdict_label)
        side_layout.addWidget(self.problem_view, 1)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.text_side)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)

        self.lock_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Accept and lock..."), "decklistLock"
        )
        self.change_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Change locked list..."),
            "decklistChangeLocked",
        )
        self.save_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Save"), "decklistSave"
        )
        self.save_button.setDefault(False)
        self.save_button.setAutoDefault(False)
        # Ctrl+S saves (a button shortcut would be reset by setText); Enter is a new line.
        save_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Save), self)
        save_shortcut.activated.connect(self.save_button.animateClick)
        self.next_button = QPushButton()
        self.next_button.setObjectName("decklistNext")
        self.next_button.setVisible(has_next)
        self.next_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistDialog", "Save this list and open the next player's."
                )
            )
        )
        next_shortcut = QShortcut(QKeySequence("Ctrl+Return"), self)
        next_shortcut.activated.connect(self.next_button.animateClick)
        self.close_button = named_button(
            QCoreApplication.translate("DecklistDialog", "Close"), "decklistClose"
        )
        for button in (self.lock_button, self.change_button, self.next_button, self.close_button):
            button.setAutoDefault(False)
        bottom = QHBoxLayout()
        bottom.addWidget(self.lock_button)
        bottom.addWidget(self.change_button)
        bottom.addStretch(1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.next_button)
        bottom.addWidget(self.close_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.status_label)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        fit_to_screen(self, 980, 620)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(PREVIEW_DELAY_MS)
        self._timer.timeout.connect(self.check_now)
        self.editor.textChanged.connect(self._timer.start)
        self.editor.textChanged.connect(self._update_buttons)
        self.pool_editor.textChanged.connect(self._update_buttons)
        self.registered_by.currentIndexChanged.connect(self._update_buttons)
        self.problem_view.english_requested.connect(self.give_english_name)
        self.problem_view.suggestion_requested.connect(self.use_suggestion)
        self.problem_view.line_requested.connect(self.text_side.go_to)
        self.text_side.replaced.connect(self.check_now)
        self.save_button.clicked.connect(self.save)
        self.next_button.clicked.connect(self.save_and_next)
        self.lock_button.clicked.connect(self.accept_and_lock)
        self.change_button.clicked.connect(self.change_locked)
        self.close_button.clicked.connect(self.reject)
        self.load()
        # Ready for Ctrl+V: the list goes into the editor.
        self.editor.setFocus()

    # --- state -----------------------------------------------------------------------------
    def load(self) -> None:
        """Read the saved list, pool and lock from the service."""
        detail = self.services.decklists.detail(self.event_id, self.entry_id)
        self.detail = detail
        self._saved_text = detail.text or ""
        self._saved_pool = detail.pool_text or ""
        self._saved_registered_by = detail.registered_by
        self.text_side.set_texts(self._saved_text, self._saved_pool, detail.registered_by)
        self._changing_locked = False
        self._show_lock()
        self.check_now()

    @property
    def locked(self) -> bool:
        return bool(self.detail.locked)

    def deck_dirty(self) -> bool:
        return self.editor.toPlainText() != self._saved_text

    def pool_dirty(self) -> bool:
        return self.limited and (
            self.pool_editor.toPlainText() != self._saved_pool
            or self.registered_by.currentData() != self._saved_registered_by
        )

    def _show_lock(self) -> None:
        detail = self.detail
        self.text_side.set_editable(not self.locked or self._changing_locked, not self.locked)
        if not self.locked:
            self.status_label.setText(
                QCoreApplication.translate(
                    "DecklistDialog",
                    "Not locked yet. Once an official has accepted the list, lock it (MTR 2.7).",
                )
            )
            self.status_label.setStyleSheet(NOTE_STYLE)
        else:
            when = detail.locked_at
            stamp = when.strftime("%Y-%m-%d %H:%M") if hasattr(when, "strftime") else str(when)
            text = (
                QCoreApplication.translate(
                    "DecklistDialog",
                    "Locked: accepted by %1 at %2 (MTR 2.7). Only the head judge can change it.",
                )
                .replace("%1", detail.locked_by or "")
                .replace("%2", stamp)
            )
            if self._changing_locked:
                text += " " + QCoreApplication.translate(
                    "DecklistDialog",
                    "Editing for the head judge: Save asks for their name and the reason.",
                )
            self.status_label.setText(text)
            self.status_label.setStyleSheet("color: #1b4f9c;")
        self._update_buttons()

    def _update_buttons(self) -> None:
        text = self.editor.toPlainText().strip()
        blocking = any(p.blocking for p in self.problems)
        self.lock_button.setVisible(not self.locked)
        self.change_button.setVisible(self.locked and not self._changing_locked)
        self.lock_button.setEnabled(bool(text) and not blocking and not self._timer.isActive())
        self.lock_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistDialog", "Fix the problems marked in red before locking the list."
                )
                if blocking
                else ""
            )
        )
        if self.locked:
            self.save_button.setEnabled(self._changing_locked and self.deck_dirty())
            self.save_button.setText(
                QCoreApplication.translate("DecklistDialog", "Save change...")
                if self._changing_locked
                else QCoreApplication.translate("DecklistDialog", "Save")
            )
        else:
            self.save_button.setEnabled(self.deck_dirty() or self.pool_dirty())
        self.next_button.setText(
            QCoreApplication.translate("DecklistDialog", "Save and next")
            if self.save_button.isEnabled()
            else QCoreApplication.translate("DecklistDialog", "Next player")
        )

    # --- the live check --------------------------------------------------------------------
    def check_now(self) -> None:
        """Check the text as it is now (the service's rules, nothing saved)."""
        self._timer.stop()
        text = self.editor.toPlainText()
        parsed = parse_decklist(text)
        deck = parsed.decklist
        self.summary_label.setText(
            counts_text(deck.main_count, deck.sideboard_count, deck.commander_count)
        )
        problems: tuple[DecklistProblem, ...] = ()
        if text.strip():
            found = attempt(
                self,
                lambda: self.services.decklists.preview(self.event_id, text, self.entry_id),
            )
            problems = tuple(found or ())
        self.problems = problems
        self._show_problems(bool(text.strip()))
        self._update_buttons()

    def _show_problems(self, has_text: bool) -> None:
        blocking = [p for p in self.problems if p.blocking]
        advisory = [p for p in self.problems if not p.blocking]
        self.problem_view.show_problems(self.problems)
        if not has_text:
            verdict, style = QCoreApplication.translate("DecklistDialog", "No list yet."), ""
        elif blocking:
            verdict = QCoreApplication.translate(
                "DecklistDialog", "Not legal: %n problem(s) to fix.", None, len(blocking)
            )
            style = f"color: {BLOCKING_COLOR};"
        elif advisory:
            verdict = QCoreApplication.translate(
                "DecklistDialog", "Legal, with %n note(s) to look at.", None, len(advisory)
            )
            style = f"color: {ADVISORY_COLOR};"
        else:
            verdict = QCoreApplication.translate("DecklistDialog", "No problems found.")
            style = OK_STYLE
        self.verdict_label.setText(verdict)
        self.verdict_label.setStyleSheet(style)

    # --- actions ---------------------------------------------------------------------------
    def give_english_name(self, problem: DecklistProblem) -> None:
        """Ask the English name of a Japanese card name; the store keeps it for every list."""
        if not problem.card:
            return
        japanese = problem.card
        dialog = EnglishNameDialog(
            japanese, self.services.decklists.complete, problem.suggestion, parent=self
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        english = dialog.english()
        dialog.deleteLater()
        if not accepted:
            return
        changes = attempt(self, lambda: self.services.decklists.set_english_name(japanese, english))
        if changes is not None:
            self._record(changes)
            self.check_now()

    def use_suggestion(self, problem: DecklistProblem) -> None:
        """Replace an unknown name by the known name the check suggests."""
        if self.text_side.use_suggestion(problem):
            self.check_now()

    def import_file(self, path: Path | None = None) -> None:
        """Read a .txt or .dek file into the page shown (the deck, or the pool)."""
        self.text_side.import_file(path)

    def _record(self, changes: Changes) -> None:
        self.changes = changes if self.changes is None else self.changes | changes

    def _save_unlocked(self) -> bool:
        """Save the deck and the pool if they changed; ``False`` when refused."""
        if self.pool_dirty():
            pool, by = self.pool_editor.toPlainText(), self.registered_by.currentData()
            changes = attempt(
                self,
                lambda: self.services.decklists.save_pool(self.event_id, self.entry_id, pool, by),
            )
            if changes is None:
                return False
            self._record(changes)
            self._saved_pool, self._saved_registered_by = pool, by
        if self.deck_dirty():
            text = self.editor.toPlainText()
            changes = attempt(
                self, lambda: self.services.decklists.save(self.event_id, self.entry_id, text)
            )
            if changes is None:
                return False
            self._record(changes)
            self._saved_text = text
        return True

    def save(self) -> None:
        """Save and close; a locked list asks for the head judge and the reason first."""
        if self.locked:
            if self._changing_locked and self._save_locked_change():
                self.accept()
            return
        if self._save_unlocked():
            self.accept()

    def save_and_next(self) -> None:
        """Save what changed (as Save does), then let the tab open the next player."""
        if self.save_button.isEnabled():
            if self.locked:
                saved = self._changing_locked and self._save_locked_change()
            else:
                saved = self._save_unlocked()
            if not saved:
                return
        self.go_next = True
        self.accept()

    def accept_and_lock(self) -> None:
        """Save what is typed, ask who accepts the list, lock it (MTR 2.7)."""
        self.check_now()
        if any(p.blocking for p in self.problems) or not self.editor.toPlainText().strip():
            return
        if not self._save_unlocked():
            return
        dialog = OfficialDialog(self.player, parent=self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        official = dialog.official()
        dialog.deleteLater()
        if not accepted:
            self.load()
            return
        changes = attempt(
            self, lambda: self.services.decklists.lock(self.event_id, self.entry_id, official)
        )
        if changes is None:
            self.load()
            return
        self._record(changes)
        self.accept()

    def change_locked(self) -> None:
        """Let the head judge edit the locked list (saved with their name and a reason)."""
        self._changing_locked = True
        self._show_lock()
        self.editor.setFocus()

    def _save_locked_change(self) -> bool:
        dialog = HeadJudgeDialog(self.player, parent=self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        text, judge, reason = self.editor.toPlainText(), dialog.head_judge(), dialog.reason()
        dialog.deleteLater()
        if not accepted:
            return False
        changes = attempt(
            self,
            lambda: self.services.decklists.change_locked(
                self.event_id, self.entry_id, text, judge, reason
            ),
        )
        if changes is None:
            return False
        self._record(changes)
        return True

    def reject(self) -> None:
        """Close; typed changes are kept only if the organizer says so."""
        if self.deck_dirty() or self.pool_dirty():
            answer = QMessageBox.question(
                self,
                QCoreApplication.translate("DecklistDialog", "Close the decklist"),
                rich_safe(
                    QCoreApplication.translate(
                        "DecklistDialog", "The list has changes that are not saved. Discard them?"
                    )
                ),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Discard:
                return
        self._timer.stop()
        super().reject()

    def done(self, result: int) -> None:
        self._timer.stop()
        super().done(result)
