"""Why a registration or a decision on one was refused, in words the player holding the
phone (or the organizer) can act on. Merged by ``messages``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

REGISTRATION_MESSAGES: dict[Problem, str] = {
    Problem.REGISTRATION_CLOSED: QT_TRANSLATE_NOOP(
        "Messages", "Registration for this event is closed. Ask the store's staff."
    ),
    Problem.REGISTRATION_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages",
        "This registration was not found. Open the registration page again from the QR code.",
    ),
    Problem.REGISTRATION_DECIDED: QT_TRANSLATE_NOOP(
        "Messages",
        "This registration has already been decided. Refresh the list to see where it stands.",
    ),
    Problem.EVENT_FULL: QT_TRANSLATE_NOOP(
        "Messages",
        "The event is full. Raise the capacity in the registration settings, or accept "
        "this player when a place frees.",
    ),
    Problem.BAD_CAPACITY: QT_TRANSLATE_NOOP(
        "Messages", "The capacity must be a number of players from 1 to %1, or empty for no limit."
    ),
    Problem.READING_NOT_KANA: QT_TRANSLATE_NOOP(
        "Messages",
        "Type the reading in kana (hiragana or katakana), for example やまだ たろう.",
    ),
    Problem.READING_NEEDED: QT_TRANSLATE_NOOP(
        "Messages",
        "Type the reading of your name in kana: the pairings are posted in kana order.",
    ),
    Problem.EMAIL_INVALID: QT_TRANSLATE_NOOP(
        "Messages",
        "This is not an e-mail address. Type the address of your Wizards Account, or "
        "leave the field empty.",
    ),
    Problem.DECK_NAME_NEEDED: QT_TRANSLATE_NOOP(
        "Messages", "This event asks for your deck's name. Type it, for example Izzet Prowess."
    ),
}


def registration_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The sentences with details: a desk closed because the event began, a capacity's
    bound. ``None`` for the others (the table above says them)."""
    if problem is Problem.REGISTRATION_CLOSED and details.get("started"):
        return QCoreApplication.translate(
            "Messages",
            "The event has begun: round 1 is paired, so phones no longer register. Ask "
            "the store's staff.",
        )
    if problem is Problem.BAD_CAPACITY:
        return QCoreApplication.translate("Messages", REGISTRATION_MESSAGES[problem]).replace(
            "%1", str(details["largest"])
        )
    return None
