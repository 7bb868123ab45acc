"""MTR 10.1's participation minimum and Appendix F's REL per day in words: the warning
when round 1 is paired, and the lines the event dialog shows (issue 29)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.editions.minimum import Shortfall, higher_minimum, participation_shortfall
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings, Rel
from mtrdesk.words import labels
from mtrdesk.words.editions.names import edition_name, program_name


def shortfall_sentence(short: Shortfall) -> str:
    """Too few players (teams) for a sanctioned tournament, citing 10.1 of the edition."""
    if short.teams:
        text = QCoreApplication.translate(
            "Editions",
            "Below the sanctioned minimum (MTR %1): %2 teams, and the %3 asks for at least %4 "
            "teams. The event may still run as a casual event, but it is not a valid "
            "sanctioned tournament.",
        )
    else:
        text = QCoreApplication.translate(
            "Editions",
            "Below the sanctioned minimum (MTR %1): %2 players, and the %3 asks for at least %4. "
            "The event may still run as a casual event, but it is not a valid sanctioned "
            "tournament.",
        )
    return (
        text.replace("%1", short.section)
        .replace("%2", str(short.count))
        .replace("%3", edition_name(short.edition))
        .replace("%4", str(short.minimum))
    )


def higher_minimum_sentence(program: Program, edition: str, section: str) -> str:
    """MTR 10.1 (2025): the program's own rules ask for more players than 10.1's minimum."""
    return (
        QCoreApplication.translate(
            "Editions",
            "A %1 needs more players than the minimum of MTR %2 in the %3: check the "
            "program's own rules for its minimum.",
        )
        .replace("%1", program_name(program))
        .replace("%2", section)
        .replace("%3", edition_name(edition))
    )


def minimum_warning(problem_value: str, details: Mapping[str, Any]) -> str | None:
    """The sentence of a ``BELOW_MINIMUM`` or ``HIGHER_MINIMUM`` warning from its details
    (``problem_value``: the ``Problem``'s value); ``None`` for another problem."""
    if problem_value == "below_minimum":
        return shortfall_sentence(
            Shortfall(
                count=int(details["count"]),
                minimum=int(details["minimum"]),
                teams=bool(details["teams"]),
                edition=str(details["edition"]),
                section=str(details["section"]),
            )
        )
    if problem_value == "higher_minimum":
        return higher_minimum_sentence(
            Program(details["program"]), str(details["edition"]), str(details["section"])
        )
    return None


def minimum_lines(settings: EventSettings, count: int) -> tuple[list[str], bool]:
    """What the event dialog says of 10.1: the count against the edition's minimum (or
    the shortfall), and a program's higher minimum; ``True`` when any is a warning."""
    short = participation_shortfall(settings, count)
    edition = edition_of(settings)
    if short is not None:
        lines = [shortfall_sentence(short)]
    elif settings.structure.has_teams:
        lines = [
            QCoreApplication.translate(
                "Editions",
                "Teams now: %1. A sanctioned tournament needs at least %2 teams in the %3 "
                "(MTR %4).",
            )
        ]
    else:
        lines = [
            QCoreApplication.translate(
                "Editions",
                "Players now: %1. A sanctioned tournament needs at least %2 in the %3 (MTR %4).",
            )
        ]
    if short is None:
        lines = [
            lines[0]
            .replace("%1", str(count))
            .replace("%2", str(edition.minimum(settings.structure)))
            .replace("%3", edition_name(edition.key))
            .replace("%4", short_section(settings))
        ]
    higher = higher_minimum(settings)
    if higher is not None:
        lines.append(higher_minimum_sentence(settings.program, higher.edition, higher.section))
    return lines, short is not None or higher is not None


def short_section(settings: EventSettings) -> str:
    return edition_of(settings).section(Topic.MINIMUM)


def program_rels(settings: EventSettings) -> str:
    """Appendix F's minimum REL of the event's program in its edition, per day
    ("Day 1: Competitive, Day 2: Professional"); for a program the edition does not list,
    that it does not; "" for the store's own event."""
    edition = edition_of(settings)
    rels = edition.rels(settings.program)
    if not rels and settings.program is not Program.OTHER:  # Spotlight Series before 2025
        return (
            QCoreApplication.translate(
                "Editions", "%1 is not in Appendix F of the %2: choose the REL yourself."
            )
            .replace("%1", program_name(settings.program))
            .replace("%2", edition_name(edition.key))
        )
    if not rels:
        return ""
    if len(rels) == 1:
        return QCoreApplication.translate("Editions", "Minimum REL (MTR Appendix F): %1").replace(
            "%1", labels.label(rels[0])
        )
    days = QCoreApplication.translate("Editions", ", ").join(
        QCoreApplication.translate("Editions", "Day %1: %2")
        .replace("%1", str(day))
        .replace("%2", labels.label(rel))
        for day, rel in enumerate(rels, start=1)
    )
    return QCoreApplication.translate(
        "Editions", "Minimum REL by day (MTR Appendix F): %1"
    ).replace("%1", days)


_ORDER = (Rel.REGULAR, Rel.COMPETITIVE, Rel.PROFESSIONAL)


def rel_below_program(settings: EventSettings) -> str:
    """The warning that the event's REL is below its program's minimum (Appendix F; a
    program of several days: below its lowest day's); "" when it is not."""
    rels = edition_of(settings).rels(settings.program)
    if not rels:
        return ""
    lowest = min(rels, key=_ORDER.index)
    if _ORDER.index(settings.rel) >= _ORDER.index(lowest):
        return ""
    return (
        QCoreApplication.translate(
            "Editions",
            "A %1 is run at %2 REL or higher (MTR Appendix F); the REL chosen is %3.",
        )
        .replace("%1", program_name(settings.program))
        .replace("%2", labels.label(lowest))
        .replace("%3", labels.label(settings.rel))
    )


def early_advancement_hint(settings: EventSettings) -> str:
    """MTR 10.4: the programs of the event's edition that advance players early."""
    edition = edition_of(settings)
    names = QCoreApplication.translate("Editions", ", ").join(
        program_name(p) for p in Program if p in edition.early_advancement
    )
    return (
        QCoreApplication.translate("Editions", "MTR %1: used at %2 (%3).")
        .replace("%1", edition.section(Topic.PLAYOFF))
        .replace("%2", names)
        .replace("%3", edition_name(edition.key))
    )
