"""Registrations from phones that wait for the organizer (issue 30): name, reading, the
Wizards Account e-mail (the window is the organizer's: no public page or posted sheet
shows it), deck name, when it arrived, waiting or on the waitlist (with its place), and
the likely duplicate: another entry or registration with the same reading or e-mail,
marked and named, so the organizer merges instead of entering one person twice."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTime
from PySide6.QtGui import QBrush

from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services.registration.views import Duplicate, RegistrationView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.pairings_model import CONFLICT_BACKGROUND, CONFLICT_TEXT
from mtrdesk.words.collation import collation_ranks, name_sort_key
from mtrdesk.words.registration.states import duplicate_text, state_text
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "RegistrationsModel"
#: Before a likely duplicate's description: it stands out without colour too.
DUPLICATE_MARK = "\u26a0"


def undecided(rows: list[RegistrationView]) -> list[RegistrationView]:
    """The registrations still to decide (an accepted one is in the players list)."""
    return [r for r in rows if r.state.open]


def duplicates_text(duplicates: tuple[Duplicate, ...]) -> str:
    """ "⚠ same reading as 山田 太郎; same e-mail as 佐藤 花子" ("" without any)."""
    if not duplicates:
        return ""
    return DUPLICATE_MARK + " " + "; ".join(duplicate_text(d.kind, d.name) for d in duplicates)


def arrived_time(row: RegistrationView) -> str:
    """The time of day it arrived, as the locale writes it."""
    when = row.created_at
    return QLocale().toString(QTime(when.hour, when.minute, when.second), "HH:mm:ss")


class RegistrationsModel(RowTableModel[RegistrationView]):
    """One row per registration waiting or on the waitlist; arrival order by default."""

    NAME, READING, EMAIL, DECK, ARRIVED, STATE, DUPLICATE = range(7)

    HEADING_CONTEXT = CONTEXT
    HEADINGS = (
        QT_TRANSLATE_NOOP("RegistrationsModel", "Name"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "Reading"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "Wizards Account"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "Deck name"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "Arrived"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "State"),
        QT_TRANSLATE_NOOP("RegistrationsModel", "Likely duplicate"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}

    def _prepare(self) -> None:
        keys = [name_sort_key(r.reading, r.family, r.given) for r in self._rows]
        ranks = collation_ranks(keys)
        self._name_ranks = {row.id: rank for row, rank in zip(self._rows, ranks, strict=True)}

    def header_tooltip(self, column: int) -> str | None:
        if column == self.EMAIL:
            return QCoreApplication.translate(
                "RegistrationsModel",
                "The Wizards Account e-mail the player gave, for EventLink. Only this "
                "window shows it: no page on phones and no printed sheet does.",
            )
        if column == self.DUPLICATE:
            return QCoreApplication.translate(
                "RegistrationsModel",
                "Someone entered or registered with the same reading or e-mail: if it is "
                "the same person, choose Merge... instead of accepting them twice.",
            )
        return None

    def display(self, row: RegistrationView, column: int) -> str:
        if column == self.NAME:
            return row.display_name
        if column == self.READING:
            return row.reading
        if column == self.EMAIL:
            return row.email
        if column == self.DECK:
            return row.deck_name
        if column == self.ARRIVED:
            return arrived_time(row)
        if column == self.STATE:
            return self.shown_state(row)
        return duplicates_text(row.duplicates)

    @staticmethod
    def shown_state(row: RegistrationView) -> str:
        """ "waiting for the organizer", or "on the waitlist (place 2)" with its place
        (first come, first to move up)."""
        if row.place is None:
            return state_text(row.state)
        return (
            QCoreApplication.translate("RegistrationsModel", "%1 (place %2)")
            .replace("%1", state_text(row.state))
            .replace("%2", str(row.place))
        )

    def sort_value(self, row: RegistrationView, column: int) -> Any:
        if column in (self.NAME, self.READING):
            return self._name_ranks[row.id]
        if column == self.ARRIVED:  # in order of arrival, the same second too
            return f"{row.created_at.isoformat()} {row.id:010d}"
        if column == self.STATE:
            # Waiting first, then the waitlist in its order.
            waitlisted = row.state is RegistrationState.WAITLISTED
            return (1 if waitlisted else 0) * 100_000 + (row.place or 0)
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME, self.READING, self.DUPLICATE)

    def extra(self, row: RegistrationView, column: int, role: int) -> Any:
        if column != self.DUPLICATE or not row.duplicates:
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(CONFLICT_BACKGROUND)
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(CONFLICT_TEXT)
        return None
