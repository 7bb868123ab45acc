"""Why an undo, a redo or a round rollback was refused, in words; ``messages`` merges it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import Detailed, detailed_message
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

UNDO_MESSAGES: dict[Problem, str] = {
    Problem.NOTHING_TO_UNDO: QT_TRANSLATE_NOOP(
        "Messages", "There is no change of this event to undo."
    ),
    Problem.NOTHING_TO_REDO: QT_TRANSLATE_NOOP(
        "Messages", "There is no undone change of this event to redo."
    ),
    Problem.UNDO_BLOCKED: QT_TRANSLATE_NOOP(
        "Messages",
        "A later change (see Event ▸ Audit log) was made from this one, so it can no longer "
        "be undone. Make the correction by hand instead.",
    ),
    Problem.UNDO_CHANGED_SINCE: QT_TRANSLATE_NOOP(
        "Messages",
        "What this change wrote was changed again since, so it cannot be undone. Make the "
        "correction by hand instead.",
    ),
    Problem.ROLLBACK_NOT_LATEST: QT_TRANSLATE_NOOP(
        "Messages", "Only the latest round can be rolled back."
    ),
    Problem.ROLLBACK_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        "Playoff rounds are not rolled back: the next one is paired by the result that "
        "completes the round before. Undo that result instead (Edit ▸ Undo).",
    ),
    Problem.ROLLBACK_REASON: QT_TRANSLATE_NOOP(
        "Messages",
        "Write why the round is rolled back, on one line (up to 500 characters); the "
        "audit log keeps it.",
    ),
}

# What a later step that changed the same rows was (``UNDO_CHANGED_SINCE`` ``by``).
_LATER: dict[str, str] = {
    "result": QT_TRANSLATE_NOOP("Messages", "a later result"),
    "drop": QT_TRANSLATE_NOOP("Messages", "a later drop or re-entry"),
    "player": QT_TRANSLATE_NOOP("Messages", "a later change to the players"),
    "pairing": QT_TRANSLATE_NOOP("Messages", "a later pairing change"),
    "pod": QT_TRANSLATE_NOOP("Messages", "a later pod change"),
    "extension": QT_TRANSLATE_NOOP("Messages", "a later time extension"),
    "rollback": QT_TRANSLATE_NOOP("Messages", "a later round rollback"),
}


#: The sentences naming the round: said when the detail they need is given.
_UNDO_DETAILED: dict[Problem, Detailed] = {
    Problem.UNDO_BLOCKED: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round %1 was paired after this change; roll back round %1 first (Round ▸ Roll "
            "back round %1...), then correct it by hand.",
        ),
        ("round",),
        "round",
        empty_ok=True,
    ),
    Problem.ROLLBACK_NOT_LATEST: Detailed(
        QT_TRANSLATE_NOOP("Messages", "Only the latest round, round %1, can be rolled back."),
        ("latest",),
        "latest",
        empty_ok=True,
    ),
}


def undo_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The sentence naming the round or the later change, or ``None`` for the plain one."""
    detailed = detailed_message(_UNDO_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    later = _LATER.get(str(details.get("by")))
    if problem is Problem.UNDO_CHANGED_SINCE and later is not None:
        #: %1 the later change, one of the "a later ..." phrases ("a later result").
        return QCoreApplication.translate(
            "Messages",
            "This change was changed again since by %1, so it cannot be undone. Undo that "
            "first, or make the correction by hand.",
        ).replace("%1", QCoreApplication.translate("Messages", later))
    return None
