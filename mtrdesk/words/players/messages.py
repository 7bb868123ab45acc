"""Players in words: entering, dropping and re-entering a player, awarded byes (MTR
Appendix E), the lines of a players' CSV file, and the roster's regulars (issue 30: the
Wizards Account e-mail, merging two records, an erased person). Merged by ``messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

PLAYER_MESSAGES: dict[Problem, str] = {
    Problem.PLAYER_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This player is not entered in the event. Refresh the player list."
    ),
    Problem.ROSTER_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This returning player is no longer in the roster. Type the name again."
    ),
    Problem.NAME_EMPTY: QT_TRANSLATE_NOOP("Messages", "Type at least the family name."),
    Problem.ALREADY_ENTERED: QT_TRANSLATE_NOOP(
        "Messages", "This player is already entered in the event."
    ),
    Problem.DUPLICATE_PLAYER_ID: QT_TRANSLATE_NOOP(
        "Messages",
        "Another player already has this player ID. Check the ID, or choose that player "
        "from the roster.",
    ),
    Problem.BAD_BYES: QT_TRANSLATE_NOOP(
        "Messages", "Awarded byes must be between 0 and 3 (MTR Appendix E)."
    ),
    Problem.NOT_BEFORE_ROUND_ONE: QT_TRANSLATE_NOOP(
        "Messages",
        "This is only possible before round 1 is paired. Drop the player instead.",
    ),
    Problem.ALREADY_DROPPED: QT_TRANSLATE_NOOP("Messages", "This player has already dropped."),
    Problem.NOT_DROPPED: QT_TRANSLATE_NOOP(
        "Messages", "This player has not dropped, so there is nothing to re-enter."
    ),
    Problem.AFTER_CUT: QT_TRANSLATE_NOOP(
        "Messages", "Players cannot enter or re-enter after the playoff cut (MTR 2.10)."
    ),
    Problem.CSV_EMPTY: QT_TRANSLATE_NOOP(
        "Messages", "The CSV file has no players. Check that you chose the right file."
    ),
    Problem.CSV_UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "The CSV file could not be read. Save it as UTF-8 or Shift_JIS and try again.",
    ),
    Problem.CSV_NAME_MISSING: QT_TRANSLATE_NOOP("Messages", "This row has no name."),
    Problem.CSV_DUPLICATE_ID: QT_TRANSLATE_NOOP(
        "Messages", "This player ID appears more than once in the file."
    ),
    Problem.CSV_ALREADY_ENTERED: QT_TRANSLATE_NOOP(
        "Messages", "This player is already entered; the row will be skipped."
    ),
    Problem.CSV_BAD_EMAIL: QT_TRANSLATE_NOOP(
        "Messages",
        "This e-mail address is not one EventLink can use; the row will be skipped. "
        "Correct it in the file and import again.",
    ),
    Problem.MERGE_SAME_PERSON: QT_TRANSLATE_NOOP(
        "Messages", "Choose two different people to merge."
    ),
    Problem.MERGE_SAME_EVENT: QT_TRANSLATE_NOOP(
        "Messages",
        "These two records both played in %1. One person cannot have two entries in "
        "one event, so nothing was merged: check that they really are the same person.",
    ),
    Problem.ROSTER_ERASED: QT_TRANSLATE_NOOP(
        "Messages",
        "This person's details were erased at their request; the record cannot be changed "
        "or merged.",
    ),
}


def player_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The sentences that need their details: the events two records both played."""
    if problem is Problem.MERGE_SAME_EVENT:
        events = [str(name) for name in details.get("events", [])]
        return QCoreApplication.translate("Messages", PLAYER_MESSAGES[problem]).replace(
            "%1", QCoreApplication.translate("Messages", ", ").join(events)
        )
    return None
