"""Refusals about the event's MTR edition, with the edition named. Merged by
``words.messages``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import UnknownEdition
from mtrdesk.services.errors import Problem
from mtrdesk.words.editions.minimum import minimum_warning
from mtrdesk.words.editions.names import edition_name
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

EDITION_MESSAGES: dict[Problem, str] = {
    Problem.EDITION_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The rules an event follows are fixed once round 1 is paired: the rounds played keep "
        "them. Nothing was changed.",
    ),
    Problem.BELOW_MINIMUM: QT_TRANSLATE_NOOP(
        "Messages",
        "Fewer players than a sanctioned tournament needs (MTR 10.1): the event may still run "
        "as a casual event.",
    ),
    Problem.HIGHER_MINIMUM: QT_TRANSLATE_NOOP(
        "Messages",
        "This program needs more players than the minimum of MTR 10.1: check its own rules.",
    ),
}


def edition_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The refusal naming the edition the event keeps, the 10.1 warnings with their
    numbers; ``None`` for the plain one."""
    if problem in (Problem.BELOW_MINIMUM, Problem.HIGHER_MINIMUM):
        try:
            return minimum_warning(problem.value, details)
        except (KeyError, ValueError, UnknownEdition):
            return None
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
