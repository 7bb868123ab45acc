"""Sentences for files read and written (issue 14): outputs that would overwrite an input or
the database, event files too large or too deep to be ours, CSV lines the import skips."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.event_file.fields import DocumentProblem
from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

FILE_MESSAGES: dict[Problem, str] = {
    Problem.OUTPUT_IS_INPUT: QT_TRANSLATE_NOOP(
        "Messages",
        "The output file is also a file this command reads. Choose another name for the "
        "output; nothing was written.",
    ),
    Problem.OUTPUT_IS_DATABASE: QT_TRANSLATE_NOOP(
        "Messages",
        "The output file is the database (or a file kept beside it); writing it would "
        "destroy the database. Choose another name for the output; nothing was written.",
    ),
    Problem.OUTPUT_IS_FOLDER: QT_TRANSLATE_NOOP(
        "Messages", "The output is a folder. Give a file name; nothing was written."
    ),
    Problem.OUTPUT_NOT_A_FILE: QT_TRANSLATE_NOOP(
        "Messages",
        "The output is not an ordinary file (it is a device, a pipe or a socket); writing "
        "would replace it. Give the name of an ordinary file; nothing was written.",
    ),
    Problem.OUTPUT_IS_AN_EVENT_DATABASE: QT_TRANSLATE_NOOP(
        "Messages",
        "The output file is an mtrdesk database; writing it would destroy its events. "
        "Choose another name for the output; nothing was written. (On the command line, "
        "--force replaces it after keeping a copy of it beside it.)",
    ),
    Problem.CSV_UNCLOSED_QUOTE: QT_TRANSLATE_NOOP(
        "Messages",
        "A quotation mark opened on this line is never closed, so the rest of the file "
        "would become one cell. Close it in the spreadsheet and save the file again.",
    ),
    Problem.CSV_UNKNOWN_COLUMN: QT_TRANSLATE_NOOP(
        "Messages",
        "This column of the header is not one mtrdesk knows; it will not be imported. Name "
        "columns family, given, reading, player_id (or 姓, 名, ふりがな, プレイヤーID).",
    ),
    Problem.CSV_HEADER_LIKE_DATA: QT_TRANSLATE_NOOP(
        "Messages", "This row holds column names, not a player; it will be skipped."
    ),
    Problem.CSV_TOO_MANY_CELLS: QT_TRANSLATE_NOOP(
        "Messages",
        "This row has more cells than the file has columns; it will be skipped. Check the "
        "separator and the quotation marks of this line.",
    ),
    Problem.CSV_BAD_TEXT: QT_TRANSLATE_NOOP(
        "Messages",
        "This row holds a character a name cannot have (a control character or a direction "
        "override) or a cell longer than 200 characters; it will be skipped.",
    ),
    Problem.CSV_TOO_LARGE: QT_TRANSLATE_NOOP(
        "Messages",
        "The file is too large to be a player list. Check that you chose the right file.",
    ),
    Problem.CSV_TOO_MANY_ROWS: QT_TRANSLATE_NOOP(
        "Messages",
        "The file has more than 10,000 rows, more than any event has players, so nothing "
        "of it was imported. Check that you chose the right file, or split the list.",
    ),
}

DOCUMENT_FILE_MESSAGES: dict[DocumentProblem, str] = {
    DocumentProblem.TOO_LARGE: QT_TRANSLATE_NOOP(
        "Messages",
        "This file is too large to be an event file; it was not read. Check that you chose "
        "the right file.",
    ),
    DocumentProblem.TOO_DEEP: QT_TRANSLATE_NOOP(
        "Messages",
        "This file is nested deeper than an event file ever is; it was not read. Check that "
        "you chose the right file.",
    ),
}


_OUTPUT_PROBLEMS = frozenset(
    {
        Problem.OUTPUT_IS_INPUT,
        Problem.OUTPUT_IS_DATABASE,
        Problem.OUTPUT_IS_FOLDER,
        Problem.OUTPUT_NOT_A_FILE,
        Problem.OUTPUT_IS_AN_EVENT_DATABASE,
    }
)


def file_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """An output refused, with the file it names; ``None`` for other problems."""
    if problem in _OUTPUT_PROBLEMS:
        sentence = QCoreApplication.translate("Messages", FILE_MESSAGES[problem])
        return f"{sentence}\n{details.get('path', '')}"
    return None
