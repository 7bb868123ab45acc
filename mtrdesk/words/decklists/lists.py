"""What an imported banned and restricted list file is valid from, in words (MTR 6.2-6.7):
each format's list from its date, and the entries that take effect on a later one."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.decklists.rules import BanList
from mtrdesk.core.placeholders import fill
from mtrdesk.core.settings import Format
from mtrdesk.words.dates import format_date
from mtrdesk.words.labels import label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

_LIMITED = QT_TRANSLATE_NOOP("DecklistLists", "Limited")


def list_format_name(name: str) -> str:
    """A list's format ("modern") as the window names the event format."""
    try:
        return label(Format(name))
    except ValueError:
        return QCoreApplication.translate("DecklistLists", _LIMITED) if name == "limited" else name


def lists_imported_text(lists: Mapping[str, BanList]) -> str:
    """The confirmation of an import: which list is valid from which date, and each
    entry valid only from a later date (an event is judged by what is in force on its
    date)."""
    parts = []
    for name, banlist in sorted(lists.items()):
        part = fill(
            QCoreApplication.translate("DecklistLists", "%1 from %2"),
            list_format_name(name),
            format_date(banlist.as_of),
        )
        later = banlist.later_entries()
        if later:
            cards = QCoreApplication.translate("DecklistLists", ", ").join(
                fill(
                    QCoreApplication.translate("DecklistLists", "%1 only from %2"),
                    card,
                    format_date(day),
                )
                for card, day in later
            )
            part = fill(QCoreApplication.translate("DecklistLists", "%1 (%2)"), part, cards)
        parts.append(part)
    return fill(
        QCoreApplication.translate(
            "DecklistLists",
            "Banned and restricted lists imported: %1. Each event's lists are checked against "
            "the lists in force on its date.",
        ),
        QCoreApplication.translate("DecklistLists", "; ").join(parts),
    )
