"""The regulars table (issue 30): each person of the store's roster with the events they
played, when first and last seen, their no-shows and (shown on request) their Wizards
Account e-mail."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from mtrdesk.services.roster.regulars import RegularView
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.words.collation import collation_ranks, name_sort_key
from mtrdesk.words.dates import format_date
from mtrdesk.words.translate import QT_TRANSLATE_NOOP


class RegularsModel(RowTableModel[RegularView]):
    """One row per person, in the order the service sorted them; a header click sorts by
    that column (names by reading, 五十音順; dates and counts as such)."""

    NAME, READING, EVENTS, FIRST_SEEN, LAST_SEEN, NO_SHOWS, EMAIL = range(7)

    HEADING_CONTEXT = "RegularsModel"
    HEADINGS = (
        QT_TRANSLATE_NOOP("RegularsModel", "Name"),
        QT_TRANSLATE_NOOP("RegularsModel", "Reading"),
        QT_TRANSLATE_NOOP("RegularsModel", "Events played"),
        QT_TRANSLATE_NOOP("RegularsModel", "First seen"),
        QT_TRANSLATE_NOOP("RegularsModel", "Last seen"),
        QT_TRANSLATE_NOOP("RegularsModel", "No-shows"),
        QT_TRANSLATE_NOOP("RegularsModel", "Wizards Account e-mail"),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}
        self._order: dict[int, int] = {}
        #: The e-mails are read out only when asked (``show_emails``): hidden, the column
        #: holds nothing, not even in a tooltip.
        self.emails_shown = False

    def show_emails(self, shown: bool) -> None:
        self.beginResetModel()
        self.emails_shown = shown
        self.endResetModel()

    def _prepare(self) -> None:
        keys = [name_sort_key(r.reading, r.family, r.given) for r in self._rows]
        ranks = collation_ranks(keys)
        self._name_ranks = {r.id: rank for r, rank in zip(self._rows, ranks, strict=True)}
        self._order = {r.id: index for index, r in enumerate(self._rows)}

    def display(self, row: RegularView, column: int) -> str:
        if column == self.NAME:
            return row.display_name
        if column == self.READING:
            return row.reading
        if column == self.EVENTS:
            return str(row.events)
        if column == self.FIRST_SEEN:
            return format_date(row.first_seen) if row.first_seen else ""
        if column == self.LAST_SEEN:
            return format_date(row.last_seen) if row.last_seen else ""
        if column == self.NO_SHOWS:
            return str(row.no_shows) if row.no_shows else ""
        return row.email if self.emails_shown else ""

    def sort_value(self, row: RegularView, column: int) -> Any:
        if column in (self.NAME, self.READING):
            return self._name_ranks.get(row.id, 0)
        if column == self.EVENTS:
            return row.events
        if column == self.FIRST_SEEN:
            return row.first_seen.toordinal() if row.first_seen else 0
        if column == self.LAST_SEEN:
            return row.last_seen.toordinal() if row.last_seen else 0
        if column == self.NO_SHOWS:
            return row.no_shows
        return row.email.casefold() if self.emails_shown else ""

    def service_order(self, row: RegularView) -> int:
        """Where the service listed the row (the chosen sort)."""
        return self._order.get(row.id, 0)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME, self.EMAIL)

    def extra(self, row: RegularView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.EVENTS, self.NO_SHOWS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and row.erased and column == self.NAME:
            return QCoreApplication.translate(
                "RegularsModel",
                "This person's details were erased at their request; their results stay "
                "under this name.",
            )
        return None

    def header_tooltip(self, column: int) -> str | None:
        if column == self.EVENTS:
            return QCoreApplication.translate(
                "RegularsModel",
                "Events the person took part in; an entry dropped before round 1 does not "
                "count (MTR 2.10).",
            )
        if column == self.NO_SHOWS:
            return QCoreApplication.translate(
                "RegularsModel", "Times the person registered and was removed as absent."
            )
        if column == self.EMAIL:
            return QCoreApplication.translate(
                "RegularsModel",
                "For EventLink's invite list. Only the organizer sees it: no page on phones "
                "and no posted sheet shows it.",
            )
        return None
