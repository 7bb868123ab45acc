"""Text a person types or a file brings in, checked once for every door (issue 14).

The window, the command line, imports and the coming web server all reach the services;
a name with a NUL, an ANSI colour escape (ESC ``[31m``) or a bidirectional override
(U+202E, which makes a posting sheet read differently than it was typed) is refused here,
with a ``BAD_TEXT`` refusal that names the field, what is wrong and the length bound.
``core.text.text_problem`` decides; this module says which field and raises.
"""

from __future__ import annotations

import enum

from mtrdesk.core.text import NAME_LIMIT, TextProblem, text_problem
from mtrdesk.services.errors import Problem, ServiceError

#: An event's notes, a reason for changing an accepted list: a few paragraphs.
NOTES_LIMIT = 4000
#: A short note (an extension's, a deck check's): as the services keep it.
NOTE_LIMIT = 200
#: One line of a card-name file: the longest real card name is under 150 characters.
CARD_LINE_LIMIT = 300


class TextField(enum.Enum):
    """Which field a ``BAD_TEXT`` refusal is about (its ``field`` detail)."""

    FAMILY = "family"
    GIVEN = "given"
    READING = "reading"
    PLAYER_ID = "player_id"
    TEAM_NAME = "team_name"
    EVENT_NAME = "event_name"
    EVENT_NOTES = "event_notes"
    EXTENSION_NOTE = "extension_note"
    DECK_CHECK_NOTE = "deck_check_note"
    OFFICIAL = "official"
    HEAD_JUDGE = "head_judge"
    REASON = "reason"
    CARD_NAME = "card_name"
    EMAIL = "email"
    DECK_NAME = "deck_name"


def check_text(field: TextField, text: str, limit: int = NAME_LIMIT) -> str:
    """``text`` (one line, as it will be stored) when it can be stored, else refuse
    ``BAD_TEXT`` (details: field, text_problem, limit)."""
    problem = text_problem(text, limit)
    if problem is not None:
        raise ServiceError(
            Problem.BAD_TEXT, field=field.value, text_problem=problem.value, limit=limit
        )
    return text


def check_lines(field: TextField, text: str, limit: int = NOTES_LIMIT) -> str:
    """Several lines (an event's notes, a head judge's reason): line breaks and tabs are
    the text's own, every other control or override character is refused; ``limit`` is
    the whole text's length."""
    if len(text) > limit:
        check_text(field, text, limit)
    for line in text.replace("\r\n", "\n").split("\n"):
        check_text(field, line.replace("\t", " "), limit)
    return text


def check_player_fields(family: str, given: str, reading: str, player_id: str) -> None:
    """The four roster fields as stored (``core.text.clean_fields``)."""
    for field, value in (
        (TextField.FAMILY, family),
        (TextField.GIVEN, given),
        (TextField.READING, reading),
        (TextField.PLAYER_ID, player_id),
    ):
        check_text(field, value)


def check_card_name_file(text: str) -> None:
    """A card-name file that is text: no line with a control character (a binary file
    read as text is full of them), a direction override or an absurd length; a tab or a
    comma separates columns. Refuses ``CARD_NAMES_NOT_TEXT`` (details: line, text_problem)."""
    for number, line in enumerate(text.lstrip("\ufeff").split("\n"), start=1):
        problem = text_problem(line.rstrip("\r").replace("\t", " "), CARD_LINE_LIMIT)
        if problem is not None:
            raise ServiceError(Problem.CARD_NAMES_NOT_TEXT, line=number, text_problem=problem.value)


__all__ = [
    "CARD_LINE_LIMIT",
    "NOTES_LIMIT",
    "NOTE_LIMIT",
    "TextField",
    "TextProblem",
    "check_card_name_file",
    "check_lines",
    "check_player_fields",
    "check_text",
]
