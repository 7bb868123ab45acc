"""Event files in words: a file that is not ours, too new or damaged. Merged by ``messages``."""

from __future__ import annotations

from mtrdesk.core.event_file.document import DocumentProblem
from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DOCUMENT_MESSAGES: dict[DocumentProblem, str] = {
    DocumentProblem.NOT_AN_EVENT: QT_TRANSLATE_NOOP(
        "Messages", "This file is not an mtrdesk event file. Choose a file exported by mtrdesk."
    ),
    DocumentProblem.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Messages",
        "This event file was written by a newer mtrdesk. Update mtrdesk, then import it again.",
    ),
    DocumentProblem.MALFORMED: QT_TRANSLATE_NOOP(
        "Messages", "This event file is damaged and cannot be read. Export it again."
    ),
}

EVENT_FILE_MESSAGES: dict[Problem, str] = {
    Problem.NOT_OURS: QT_TRANSLATE_NOOP(
        "Messages", "This file was not made by mtrdesk. Choose an mtrdesk event file."
    ),
}
