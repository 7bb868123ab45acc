"""Edit ▸ Undo / Redo in words: "Undo: Result entered: Round 2, table 5: ..." and why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill

if TYPE_CHECKING:
    from mtrdesk.services.undo.service import UndoState, UndoStep

# A menu entry longer than this is cut (the whole sentence is in its tooltip).
MENU_TEXT_LIMIT = 80


def _short(text: str) -> str:
    """Cut to ``MENU_TEXT_LIMIT``; "&" doubled so a name never becomes a menu mnemonic."""
    cut = text if len(text) <= MENU_TEXT_LIMIT else text[: MENU_TEXT_LIMIT - 1] + "…"
    return cut.replace("&", "&&")


def step_text(step: UndoStep, state: UndoState) -> str:
    """The change a step was, in one line (its audit record's words)."""
    from mtrdesk.words.audit_context import LogContext
    from mtrdesk.words.audit_text import change_text

    if step.entry is None:
        return QCoreApplication.translate("EditMenu", "a change no longer in the log")
    return change_text(step.entry, LogContext(state.names))


# (menu text, tooltip, status tip, enabled). The tooltip never names a player (Qt may read
# a tooltip as rich text); the whole sentence goes to the status bar, which shows it plain.
ActionTexts = tuple[str, str, str, bool]


def undo_texts(state: UndoState | None) -> ActionTexts:
    """Edit ▸ Undo: what it would take back, or why nothing."""
    return _action_texts(state, undo=True)


def redo_texts(state: UndoState | None) -> ActionTexts:
    """Edit ▸ Redo: what it would make again, or why nothing."""
    return _action_texts(state, undo=False)


def _action_texts(state: UndoState | None, *, undo: bool) -> ActionTexts:
    step = None if state is None else (state.undo if undo else state.redo)
    if state is None or step is None:
        return (
            QCoreApplication.translate("EditMenu", "&Undo")
            if undo
            else QCoreApplication.translate("EditMenu", "&Redo"),
            QCoreApplication.translate("EditMenu", "Nothing to undo in this event.")
            if undo
            else QCoreApplication.translate("EditMenu", "Nothing to redo in this event."),
            "",
            False,
        )
    whole = step_text(step, state)
    if not undo:
        text = QCoreApplication.translate("EditMenu", "&Redo: %1").replace("%1", _short(whole))
        tip = QCoreApplication.translate("EditMenu", "Make again the change undone last.")
        return text, tip, whole, True
    if step.refusal is not None:
        # Never offered, then refused (issue 27): disabled, and every text says why.
        # (Every refusal's words load with the first one said, issue 33.)
        from mtrdesk.words.messages import service_message

        why = service_message(step.refusal.problem, step.refusal.details)
        text = fill(QCoreApplication.translate("EditMenu", "Cannot undo: %1"), _short(whole))
        status = fill(QCoreApplication.translate("EditMenu", "%1: %2"), whole, why)
        return text, why, status, False
    text = QCoreApplication.translate("EditMenu", "&Undo: %1").replace("%1", _short(whole))
    tip = QCoreApplication.translate("EditMenu", "Take back the last change of this event.")
    return text, tip, whole, True


def done_text(undone: bool, text: str) -> str:
    """The status bar's confirmation."""
    if undone:
        return QCoreApplication.translate("EditMenu", "Undone: %1").replace("%1", text)
    return QCoreApplication.translate("EditMenu", "Redone: %1").replace("%1", text)
