"""Why a result reported from the floor was refused (issue 16), in words the player holding
the slip, or the judge beside them, can act on."""

from __future__ import annotations

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

FLOOR_MESSAGES: dict[Problem, str] = {
    Problem.FLOOR_CODE_UNKNOWN: QT_TRANSLATE_NOOP(
        "Messages",
        "No result slip of this event has that code. Check the code printed on your slip "
        "and type it again.",
    ),
    Problem.FLOOR_RESULT_IN: QT_TRANSLATE_NOOP(
        "Messages",
        "This match's result is already entered, so the slip's code is used up. If the "
        "result is wrong, call a judge.",
    ),
    Problem.FLOOR_ROUND_OVER: QT_TRANSLATE_NOOP(
        "Messages",
        "This slip is for a round that is over: the next round has been paired. Call a "
        "judge if the result is missing.",
    ),
    Problem.FLOOR_ALREADY_REPORTED: QT_TRANSLATE_NOOP(
        "Messages",
        "This result was sent from this phone already. Your opponent confirms it from their "
        "phone with the same slip, or a judge does.",
    ),
    Problem.FLOOR_HELD_FOR_STAFF: QT_TRANSLATE_NOOP(
        "Messages",
        "The two players reported different results. A judge will decide: please wait at "
        "your table or call a judge.",
    ),
    Problem.FLOOR_REPORT_CLOSED: QT_TRANSLATE_NOOP(
        "Messages",
        "This report no longer waits: it was accepted or set aside already, or the result "
        "was entered another way.",
    ),
}
