"""Why a time extension (MTR 2.6) was refused, in words; ``messages`` merges the table."""

from __future__ import annotations

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

EXTENSION_MESSAGES: dict[Problem, str] = {
    Problem.BAD_EXTENSION_MINUTES: QT_TRANSLATE_NOOP(
        "Messages",
        "A time extension is at least 1 minute and at most 60 minutes in all (a deck check: "
        "its length plus 3). Check the minutes.",
    ),
    Problem.EXTENSION_RESULT_IN: QT_TRANSLATE_NOOP(
        "Messages", "This match already has a result: its time cannot be extended."
    ),
    Problem.NO_EXTENSION: QT_TRANSLATE_NOOP(
        "Messages", "This match has no time extension to take back."
    ),
}
