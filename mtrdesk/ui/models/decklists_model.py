"""The decklists table: every player with the state of their list (MTR 2.7).

One row per entry (``services.decklists.service.overview``): name, team seat, the list's state
(missing, received, problem, checked), locked, main deck and sideboard counts, blocking
problems, deck checks (MTR 2.8) and the last check's outcome. ``DecklistsFilter`` keeps the
rows of one state and those matching the search text.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from mtrdesk.core.decklists.checks import DeckCheckOutcome
from mtrdesk.core.text import fold
from mtrdesk.services.decklists.views import DecklistRow, DeckState
from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE, RowTableModel
from mtrdesk.ui.models.entry_status import INACTIVE_COLOR, dropped_font
from mtrdesk.words.collation import collation_ranks, name_sort_key
from mtrdesk.words.decklists.messages import outcome_label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

STATE_COLORS = {
    DeckState.MISSING: QColor("#b35c00"),
    DeckState.PROBLEM: QColor("#b00020"),
    DeckState.CHECKED: QColor("#1b6e20"),
}
# The order a sort by state shows: what needs the organizer first.
STATE_ORDER = {
    DeckState.PROBLEM: 0,
    DeckState.MISSING: 1,
    DeckState.RECEIVED: 2,
    DeckState.CHECKED: 3,
}


def state_text(state: DeckState) -> str:
    """The state of a list in words."""
    if state is DeckState.MISSING:
        return QCoreApplication.translate("DecklistsModel", "Missing")
    if state is DeckState.PROBLEM:
        return QCoreApplication.translate("DecklistsModel", "Problem")
    if state is DeckState.CHECKED:
        return QCoreApplication.translate("DecklistsModel", "Checked")
    return QCoreApplication.translate("DecklistsModel", "Received")


def outcome_text(outcome: DeckCheckOutcome | None) -> str:
    """A deck check's outcome in words; empty for none."""
    return "" if outcome is None else outcome_label(outcome)


def is_dropped(row: DecklistRow) -> bool:
    return row.dropped_after_round is not None


class DecklistsModel(RowTableModel[DecklistRow]):
    """One row per entry; the name column sorts by reading (五十音順)."""

    NAME, SEAT, STATE, LOCKED, MAIN, SIDEBOARD, PROBLEMS, CHECKS, OUTCOME = range(9)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}

    def _prepare(self) -> None:
        keys = [name_sort_key(row.reading, row.name) for row in self._rows]
        ranks = collation_ranks(keys)
        self._name_ranks = {row.entry_id: rank for row, rank in zip(self._rows, ranks, strict=True)}

    def has_teams(self) -> bool:
        return any(row.team for row in self._rows)

    def row_of(self, entry_id: int) -> int | None:
        for number, row in enumerate(self._rows):
            if row.entry_id == entry_id:
                return number
        return None

    HEADING_CONTEXT = "DecklistsModel"
    HEADINGS = (
        QT_TRANSLATE_NOOP("DecklistsModel", "Name"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Team / seat"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Decklist"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Locked"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Main"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Sideboard"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Problems"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Deck checks"),
        QT_TRANSLATE_NOOP("DecklistsModel", "Last check"),
    )

    def header_tooltip(self, column: int) -> str | None:
        if column == self.STATE:
            return QCoreApplication.translate(
                "DecklistsModel",
                "Missing: no list yet. Received: entered, nothing illegal. Problem: "
                "something makes the list illegal. Checked: accepted and locked by an "
                "official (MTR 2.7).",
            )
        if column == self.LOCKED:
            return QCoreApplication.translate(
                "DecklistsModel",
                "Accepted by an official (MTR 2.7): changes only by the head judge, with a reason.",
            )
        if column == self.PROBLEMS:
            return QCoreApplication.translate(
                "DecklistsModel",
                "Problems that make the list illegal; notes (Japanese names, unknown cards) "
                "in brackets.",
            )
        if column == self.CHECKS:
            return QCoreApplication.translate(
                "DecklistsModel", "Deck checks of this player's deck (MTR 2.8)."
            )
        return None

    def display(self, row: DecklistRow, column: int) -> str:
        missing = row.state is DeckState.MISSING
        if column == self.NAME:
            return row.name
        if column == self.SEAT:
            if not row.team:
                return ""
            return f"{row.team} {row.seat}".strip() if row.seat else row.team
        if column == self.STATE:
            return state_text(row.state)
        if column == self.LOCKED:
            return QCoreApplication.translate("DecklistsModel", "Locked") if row.locked else ""
        if column == self.MAIN:
            return "" if missing else str(row.main_count)
        if column == self.SIDEBOARD:
            return "" if missing else str(row.sideboard_count)
        if column == self.PROBLEMS:
            if missing:
                return ""
            text = str(row.problem_count) if row.problem_count else ""
            if row.advisory_count:
                note = f"({row.advisory_count})"
                text = f"{text} {note}" if text else note
            return text
        if column == self.CHECKS:
            return str(row.checks) if row.checks else ""
        return outcome_text(row.last_outcome)

    def sort_value(self, row: DecklistRow, column: int) -> Any:
        if column == self.NAME:
            return self._name_ranks[row.entry_id]
        if column == self.STATE:
            return STATE_ORDER.get(row.state, 9) * 100_000 + self._name_ranks[row.entry_id]
        if column == self.LOCKED:
            return int(row.locked)
        if column == self.MAIN:
            return row.main_count
        if column == self.SIDEBOARD:
            return row.sideboard_count
        if column == self.PROBLEMS:
            return row.problem_count * 1000 + row.advisory_count
        if column == self.CHECKS:
            return row.checks
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME,)

    def extra(self, row: DecklistRow, column: int, role: int) -> Any:
        dropped = is_dropped(row)
        if role == Qt.ItemDataRole.ForegroundRole:
            if dropped:
                return QBrush(INACTIVE_COLOR)
            if column in (self.STATE, self.PROBLEMS) and row.state in STATE_COLORS:
                return QBrush(STATE_COLORS[row.state])
        if role == Qt.ItemDataRole.FontRole:
            if dropped:
                return dropped_font(column == self.NAME)
            if column == self.STATE and row.state is DeckState.PROBLEM:
                font = QFont()
                font.setBold(True)
                return font
        if role == Qt.ItemDataRole.ToolTipRole and column == self.NAME and dropped:
            return QCoreApplication.translate("DecklistsModel", "Dropped from the event.")
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            self.LOCKED,
            self.MAIN,
            self.SIDEBOARD,
            self.PROBLEMS,
            self.CHECKS,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class DecklistsFilter(QSortFilterProxyModel):
    """Rows of the chosen state (``None``: every state) whose name, reading, team or
    player ID holds the search text (folded: case, width, katakana/hiragana, spaces)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._state: DeckState | None = None
        self._text = ""
        self.setSortRole(SORT_ROLE)

    def set_state(self, state: DeckState | None) -> None:
        self.beginFilterChange()
        self._state = state
        self.endFilterChange()

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._text = fold(text)
        self.endFilterChange()

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        model = self.sourceModel()
        row = model.index(source_row, 0, source_parent).data(ROW_ROLE)
        if row is None:
            return False
        if self._state is not None and row.state is not self._state:
            return False
        if not self._text:
            return True
        haystack = fold(row.name) + "\x1f" + fold(row.reading or "") + "\x1f"
        haystack += fold(row.team or "") + "\x1f" + fold(row.player_id or "")
        return self._text in haystack
