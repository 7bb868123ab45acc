"""The Players tab's Absent (issue 30): a player who registered and did not come is
removed before round 1, and the store's roster counts a no-show for the person
(``PlayerService.remove_absent``): its button and its question, for the tab."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from mtrdesk.core.placeholders import fill
from mtrdesk.ui.widgets.named import named_button


def absent_button(clicked: Callable[[], object]) -> QPushButton:
    """Next to Remove: enabled, like it, only before round 1."""
    return named_button(
        QCoreApplication.translate("PlayersTab", "Absent"),
        clicked=clicked,
        tip=QCoreApplication.translate(
            "PlayersTab",
            "Registered but did not come: removed before round 1, and the store's roster "
            "counts a no-show.",
        ),
    )


def absent_question(name: str) -> str:
    return fill(
        QCoreApplication.translate(
            "PlayersTab",
            "Remove %1 as absent? They leave this event, and the store's roster counts a "
            "no-show for them.",
        ),
        name,
    )
