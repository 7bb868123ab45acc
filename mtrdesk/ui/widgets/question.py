"""Message boxes to the organizer, all plain text (a name in them is shown as typed, never
as HTML): a yes-or-no question before an action that cannot simply be taken back (remove,
drop, start the playoff, delete an event), a note, a warning."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from mtrdesk.ui.plain import rich_safe


def ask_yes(parent: QWidget | None, title: str, question: str) -> bool:
    """True when the organizer answers Yes to ``question`` (plain text: a name in it is
    shown as typed, never as HTML)."""
    answer = QMessageBox.question(parent, title, rich_safe(question))
    return answer == QMessageBox.StandardButton.Yes


def tell(parent: QWidget | None, title: str, text: str) -> None:
    """A note the organizer closes with OK (what to do next, what a change warned of)."""
    QMessageBox.information(parent, title, rich_safe(text))


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning the organizer closes with OK (why something could not be done)."""
    QMessageBox.warning(parent, title, rich_safe(text))
