"""MTR 2.7, open decklists: "Generally, decklists are not public information (...). At
Professional Rules Enforcement Level tournaments (World Championship, Pro Tour, Limited
Championship, Spotlight Series, Regional Championships), opponents' decklists will be
provided to players." The programs are the edition's (``Edition.open_decklists``)."""

from __future__ import annotations

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings, Rel


def opponents_allowed(settings: EventSettings) -> bool:
    """Whether this event's players are given their opponents' lists: at the programs
    of its edition's ``open_decklists``; an event of no listed program (``OTHER``) by its
    REL (Professional, as the text's first words say)."""
    if settings.program is Program.OTHER:
        return settings.rel is Rel.PROFESSIONAL
    return settings.program in edition_of(settings).open_decklists
