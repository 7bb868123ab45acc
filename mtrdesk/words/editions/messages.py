"""Refusals about the event's MTR edition, with the edition named. Merged by
``words.messages``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import UnknownEdition
from mtrdesk.services.errors import Problem
from mtrdesk.words.editions.names import edition_name
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

EDITION_MESSAGES: dict[Problem, str] = {
    Problem.EDITION_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The rules an event follows are fixed once round 1 is paired: the rounds played keep "
        "them. Nothing was changed.",
    ),
}


def edition_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The refusal naming the edition the event keeps; ``None`` for the plain one."""
    if problem is Problem.EDITION_FIXED and details.get("edition"):
        try:
            name = edition_name(str(details["edition"]))
        except UnknownEdition:
            return None
        return QCoreApplication.translate(
            "Messages",
            "The event follows the %1 since round 1 was paired, and the rounds played keep it. "
            "Nothing was changed.",
        ).replace("%1", name)
    return None
