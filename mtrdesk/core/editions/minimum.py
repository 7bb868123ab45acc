"""MTR 10.1: whether an event has the players (or teams) a sanctioned, rated tournament
needs under its edition. mtrdesk warns and never refuses: a casual event may still run."""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.settings import EventSettings


@dataclass(frozen=True, slots=True)
class Shortfall:
    """Fewer participants than the edition's minimum: ``count`` of ``minimum`` players
    (teams when ``teams``), under ``edition`` (its key), cited as ``section``."""

    count: int
    minimum: int
    teams: bool
    edition: str
    section: str


@dataclass(frozen=True, slots=True)
class HigherMinimum:
    """A program the edition says needs more than 10.1's minimum, without a number (MTR
    10.1: "Certain Premier tournaments (e.g, Regional Championship Qualifiers) require a
    higher minimum number of players"): the organizer checks the program's own rules."""

    edition: str
    section: str


def participation_shortfall(settings: EventSettings, count: int) -> Shortfall | None:
    """The shortfall of an event of ``count`` players (teams in a team event) under its
    edition, or ``None`` when it has enough."""
    edition = edition_of(settings)
    minimum = edition.minimum(settings.structure)
    if count >= minimum:
        return None
    return Shortfall(
        count=count,
        minimum=minimum,
        teams=settings.structure.has_teams,
        edition=edition.key,
        section=edition.section(Topic.MINIMUM),
    )


def higher_minimum(settings: EventSettings) -> HigherMinimum | None:
    """Whether the event's program needs more players than 10.1's minimum."""
    edition = edition_of(settings)
    if settings.program not in edition.higher_minimum:
        return None
    return HigherMinimum(edition=edition.key, section=edition.section(Topic.MINIMUM))
