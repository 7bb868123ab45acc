"""Open decklists in words (MTR 2.7): at which programs players receive their opponents'
lists, citing the event's edition's section."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.placeholders import fill
from mtrdesk.core.settings import EventSettings
from mtrdesk.words.editions.names import PROGRAM_NAMES, program_name


def open_decklists_refusal(settings: EventSettings) -> str:
    """Why this event's players get no opponents' lists: the programs of its edition
    that give them (MTR 2.7), or an event of no listed program at Professional REL."""
    edition = edition_of(settings)
    programs = [p for p in PROGRAM_NAMES if p in edition.open_decklists]
    return fill(
        QCoreApplication.translate(
            "DecklistPrint",
            "Opponents' decklists are handed to players only at %1, or at an event of no "
            "listed program run at Professional REL (%2).",
        ),
        QCoreApplication.translate("DecklistPrint", ", ").join(program_name(p) for p in programs),
        edition.cite(Topic.DECK_REGISTRATION),
    )


def open_decklists_hint(settings: EventSettings) -> str:
    """What the opponents' copies are, citing the event's edition."""
    return fill(
        QCoreApplication.translate(
            "DecklistPrint",
            "Each player's copy of their opponent's list, for the latest round (%1).",
        ),
        edition_of(settings).cite(Topic.DECK_REGISTRATION),
    )
