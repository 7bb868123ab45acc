"""Why a typed or imported text was refused (``BAD_TEXT``, ``CARD_NAMES_NOT_TEXT``): which
field, what is wrong with it and what to do; ``messages`` merges the table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.text import TextProblem
from mtrdesk.services.errors import Problem
from mtrdesk.services.text_fields import TextField
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# The sentences when the details say nothing more (``messages.SERVICE_MESSAGES``).
TEXT_MESSAGES: dict[Problem, str] = {
    Problem.BAD_TEXT: QT_TRANSLATE_NOOP(
        "Messages",
        "This text cannot be stored: it holds a control or direction character, or is too "
        "long. Type it again.",
    ),
    Problem.CARD_NAMES_NOT_TEXT: QT_TRANSLATE_NOOP(
        "Messages",
        "This file is not a card-name list. Choose a text file with one card name a line "
        "(UTF-8 or Shift_JIS).",
    ),
}

#: Each field as the sentence names it.
FIELD_NAMES: dict[TextField, str] = {
    TextField.FAMILY: QT_TRANSLATE_NOOP("TextFields", "The family name"),
    TextField.GIVEN: QT_TRANSLATE_NOOP("TextFields", "The given name"),
    TextField.READING: QT_TRANSLATE_NOOP("TextFields", "The reading"),
    TextField.PLAYER_ID: QT_TRANSLATE_NOOP("TextFields", "The player ID"),
    TextField.TEAM_NAME: QT_TRANSLATE_NOOP("TextFields", "The team name"),
    TextField.EVENT_NAME: QT_TRANSLATE_NOOP("TextFields", "The event name"),
    TextField.EVENT_NOTES: QT_TRANSLATE_NOOP("TextFields", "The event notes"),
    TextField.EXTENSION_NOTE: QT_TRANSLATE_NOOP("TextFields", "The extension note"),
    TextField.DECK_CHECK_NOTE: QT_TRANSLATE_NOOP("TextFields", "The deck check note"),
    TextField.OFFICIAL: QT_TRANSLATE_NOOP("TextFields", "The official's name"),
    TextField.HEAD_JUDGE: QT_TRANSLATE_NOOP("TextFields", "The head judge's name"),
    TextField.REASON: QT_TRANSLATE_NOOP("TextFields", "The reason"),
    TextField.CARD_NAME: QT_TRANSLATE_NOOP("TextFields", "The card name"),
    TextField.EMAIL: QT_TRANSLATE_NOOP("TextFields", "The e-mail address"),
    TextField.DECK_NAME: QT_TRANSLATE_NOOP("TextFields", "The deck name"),
}

#: What is wrong, as a sentence about the field ("%1": the field, "%2": the limit).
FIELD_PROBLEMS: dict[TextProblem, str] = {
    TextProblem.CONTROL: QT_TRANSLATE_NOOP(
        "TextFields",
        "%1 contains a control character (such as NUL, an escape code or a line break). "
        "Type it again without it.",
    ),
    TextProblem.BIDI: QT_TRANSLATE_NOOP(
        "TextFields",
        "%1 contains a character that changes the direction of the text, so it would read "
        "differently on posted sheets. Type it again without it.",
    ),
    TextProblem.UNPRINTABLE: QT_TRANSLATE_NOOP(
        "TextFields",
        "%1 contains a character no font can show. Type it again with ordinary characters.",
    ),
    TextProblem.TOO_LONG: QT_TRANSLATE_NOOP(
        "TextFields", "%1 is longer than %2 characters. Shorten it."
    ),
}

#: What is wrong with a line of a card-name file ("%1": the line number).
FILE_PROBLEMS: dict[TextProblem, str] = {
    TextProblem.CONTROL: QT_TRANSLATE_NOOP(
        "TextFields",
        "This file is not a card-name list: line %1 contains control characters, as a "
        "program or picture file does. Choose a text file with one card name a line.",
    ),
    TextProblem.BIDI: QT_TRANSLATE_NOOP(
        "TextFields",
        "Line %1 of this card-name file contains a character that changes the direction "
        "of the text. Remove it, then import the file again.",
    ),
    TextProblem.UNPRINTABLE: QT_TRANSLATE_NOOP(
        "TextFields",
        "Line %1 of this card-name file contains characters no font can show. Save the "
        "file as UTF-8 or Shift_JIS, then import it again.",
    ),
    TextProblem.TOO_LONG: QT_TRANSLATE_NOOP(
        "TextFields",
        "This file is not a card-name list: line %1 is far longer than any card name. "
        "Choose a text file with one card name a line.",
    ),
}


def _enum(kind: type, value: Any) -> Any:
    try:
        return kind(value)
    except ValueError:
        return None


def text_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The sentence naming the field and what to do, or ``None`` for other problems."""
    if problem is Problem.BAD_TEXT:
        field = _enum(TextField, details.get("field"))
        found = _enum(TextProblem, details.get("text_problem"))
        if field is None or found is None:
            return None
        return (
            QCoreApplication.translate("TextFields", FIELD_PROBLEMS[found])
            .replace("%1", QCoreApplication.translate("TextFields", FIELD_NAMES[field]))
            .replace("%2", str(details.get("limit", "")))
        )
    if problem is Problem.CARD_NAMES_NOT_TEXT:
        found = _enum(TextProblem, details.get("text_problem"))
        if found is None:
            return None
        return QCoreApplication.translate("TextFields", FILE_PROBLEMS[found]).replace(
            "%1", str(details.get("line", ""))
        )
    return None
