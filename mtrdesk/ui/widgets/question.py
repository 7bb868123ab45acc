"""A yes-or-no question to the organizer before an action that cannot simply be taken back
(remove, drop, start the playoff, delete an event): one place asks them all alike."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from mtrdesk.ui.plain import rich_safe


def ask_yes(parent: QWidget | None, title: str, question: str) -> bool:
    """True when the organizer answers Yes to ``question`` (plain text: a name in it is
    shown as typed, never as HTML)."""
    answer = QMessageBox.question(parent, title, rich_safe(question))
    return answer == QMessageBox.StandardButton.Yes
