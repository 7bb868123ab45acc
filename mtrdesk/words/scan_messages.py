"""Why a scanned result slip was refused, in words: what was read and what to do instead.

The scorekeeper is at the desk with a stack of slips and a scanner; each sentence names
the slip's round or event so the wrong slip can be put aside at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import Detailed, detailed_message
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# The sentences when the details say nothing more (``messages.SERVICE_MESSAGES``).
SCAN_MESSAGES: dict[Problem, str] = {
    Problem.SLIP_UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "This is not the QR code of an mtrdesk result slip. Scan the QR code on a result slip.",
    ),
    Problem.SLIP_FROM_EVENT_FILE: QT_TRANSLATE_NOOP(
        "Messages",
        "This slip was printed from an event file by an earlier version of mtrdesk: its "
        "code does not say which event it belongs to. Type the table number in the result "
        "entry of the round, or print the slips again.",
    ),
    Problem.SLIP_OTHER_EVENT: QT_TRANSLATE_NOOP(
        "Messages",
        "This slip belongs to another event. Open that event first, then scan the slip again.",
    ),
    Problem.SLIP_OLD_ROUND: QT_TRANSLATE_NOOP(
        "Messages",
        "This slip is for an earlier round. Enter late results on the Pairings and results "
        "tab if they must change.",
    ),
    Problem.SLIP_ROUND_NOT_PAIRED: QT_TRANSLATE_NOOP(
        "Messages", "This slip is for a round that has not been paired in this event."
    ),
    Problem.SLIP_TABLE_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages",
        "This table is not in the round. The round may have been paired again after the "
        "slips were printed: print the slips again.",
    ),
}


#: The sentences naming the round and table: said when the detail they need is given.
_SCAN_DETAILED: dict[Problem, Detailed] = {
    Problem.SLIP_TABLE_NOT_FOUND: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round %1 has no table %2. The round may have been paired again after the "
            "slips were printed: print the slips again.",
        ),
        ("round", "table"),
        "table",
    ),
}


def scan_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The sentence naming what the slip says, or ``None`` for another problem (or when
    the details say nothing more than ``SCAN_MESSAGES``)."""
    if problem is Problem.SLIP_UNREADABLE:
        text = str(details.get("text") or "")
        if not text:
            return QCoreApplication.translate(
                "Messages", "Nothing was read. Scan the QR code on a result slip."
            )
        return QCoreApplication.translate(
            "Messages",
            'Read "%1": this is not the QR code of an mtrdesk result slip. Scan the QR code '
            "on a result slip.",
        ).replace("%1", text)
    if problem is Problem.SLIP_OTHER_EVENT and "event" in details:
        name = details.get("name")
        if details["event"] is None:  # named by its identity, which no event here has
            return QCoreApplication.translate(
                "Messages",
                "This slip belongs to an event that is not in this database. Import the "
                "event's file (File > Import event...) or open the database that has it, "
                "then scan the slip again.",
            )
        if name is None:
            return QCoreApplication.translate(
                "Messages",
                "This slip belongs to an event that is not in this database (event number "
                "%1). Check that it is a slip of this event.",
            ).replace("%1", str(details["event"]))
        return QCoreApplication.translate(
            "Messages",
            'This slip belongs to another event, "%1". Open that event first (File > Open '
            "event...), then scan the slip again.",
        ).replace("%1", str(name))
    current = details.get("current")
    number = details.get("round")
    if problem is Problem.SLIP_OLD_ROUND and current is not None:
        source = (
            QT_TRANSLATE_NOOP(
                "Messages",
                "This slip is for round %1, but round %2 is being played. Enter late "
                "results on the Pods and results tab if they must change.",
            )
            if details.get("pods")
            else QT_TRANSLATE_NOOP(
                "Messages",
                "This slip is for round %1, but round %2 is being played. Enter late "
                "results on the Pairings and results tab if they must change.",
            )
        )
        return (
            QCoreApplication.translate("Messages", source)
            .replace("%1", str(number))
            .replace("%2", str(current))
        )
    if problem is Problem.SLIP_ROUND_NOT_PAIRED and number is not None:
        if not current:
            return QCoreApplication.translate(
                "Messages",
                "This slip is for round %1, but no round of this event has been paired yet.",
            ).replace("%1", str(number))
        return (
            QCoreApplication.translate(
                "Messages",
                "This slip is for round %1, which has not been paired in this event: the "
                "latest round is round %2.",
            )
            .replace("%1", str(number))
            .replace("%2", str(current))
        )
    detailed = detailed_message(_SCAN_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    return None
