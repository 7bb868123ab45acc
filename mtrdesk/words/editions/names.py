"""The names of editions and programs (MTR Appendix F) as the event dialog, the command
line and the sheets show them."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from mtrdesk.core.editions.catalogue import (
    earlier_than_in_force,
    edition_in_force,
    edition_named,
)
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: Appendix F's names (JA: the official Japanese names where the 2016 MTR has them).
PROGRAM_NAMES: dict[Program, str] = {
    Program.OTHER: QT_TRANSLATE_NOOP("Editions", "Other (the store's own event)"),
    Program.FRIDAY_NIGHT_MAGIC: QT_TRANSLATE_NOOP("Editions", "Friday Night Magic"),
    Program.PRERELEASE: QT_TRANSLATE_NOOP("Editions", "Prerelease"),
    Program.LAUNCH_PARTY: QT_TRANSLATE_NOOP("Editions", "Launch Party"),
    Program.GAME_DAY: QT_TRANSLATE_NOOP("Editions", "Game Day"),
    Program.STORE_CHAMPIONSHIP: QT_TRANSLATE_NOOP("Editions", "Store Championship"),
    Program.ETERNAL_WEEKEND: QT_TRANSLATE_NOOP("Editions", "Eternal Weekend"),
    Program.PRO_TOUR_QUALIFIER: QT_TRANSLATE_NOOP("Editions", "Pro Tour Qualifier"),
    Program.REGIONAL_CHAMPIONSHIP_QUALIFIER: QT_TRANSLATE_NOOP(
        "Editions", "Regional Championship Qualifier"
    ),
    Program.REGIONAL_CHAMPIONSHIP: QT_TRANSLATE_NOOP("Editions", "Regional Championship"),
    Program.SPOTLIGHT_SERIES: QT_TRANSLATE_NOOP("Editions", "Spotlight Series"),
    Program.LIMITED_CHAMPIONSHIP: QT_TRANSLATE_NOOP("Editions", "Limited Championship"),
    Program.PRO_TOUR: QT_TRANSLATE_NOOP("Editions", "Pro Tour"),
    Program.WORLD_CHAMPIONSHIP: QT_TRANSLATE_NOOP("Editions", "World Championship"),
}


def program_name(program: Program) -> str:
    return QCoreApplication.translate("Editions", PROGRAM_NAMES[program])


def edition_date(date: dt.date) -> str:
    """An edition's effective date: "November 10, 2025" / 「2025年11月10日」 (a Qt date
    pattern, read with English month names whatever the machine's locale)."""
    pattern = QCoreApplication.translate("Editions", "MMMM d, yyyy")
    return QLocale(QLocale.Language.English).toString(
        QDate(date.year, date.month, date.day), pattern
    )


def edition_name(key: str) -> str:
    """ "MTR of November 10, 2025" / 「イベント規定(2025年11月10日発効)」."""
    return QCoreApplication.translate("Editions", "MTR of %1").replace(
        "%1", edition_date(edition_named(key).effective)
    )


def edition_note(settings: EventSettings) -> str:
    """Why the event follows its edition, for the event dialog and ``event show``: the
    one in force on its date, or an older one and the organizer's reason (none given: it
    was created before mtrdesk recorded editions)."""
    in_force = edition_in_force(settings.date)
    if not earlier_than_in_force(settings):
        return QCoreApplication.translate("Editions", "The edition in force on the event's date.")
    reason = settings.edition_reason.strip()
    if reason:
        return (
            QCoreApplication.translate("Editions", "An earlier edition than the %1 in force: %2")
            .replace("%1", edition_name(in_force.key))
            .replace("%2", reason)
        )
    return QCoreApplication.translate(
        "Editions",
        "An earlier edition than the %1 in force: the event was made before mtrdesk followed "
        "editions, and keeps the rules it started under.",
    ).replace("%1", edition_name(in_force.key))
