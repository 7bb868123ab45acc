"""The standings table of every structure: one model, its columns from a per-structure source.

``ui.models.standings_sources`` declares the individual (MTR 3.1), team (Appendix C) and
pod (multiplayer addendum 3.1A) columns. Percentages are computed as exact fractions by
core; they are rounded here only to be shown, and the rank column (not the rounded numbers)
is what orders the rows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont

# The printed sheets' rounding (6.56, 33.33%: half up, for display only), so the screen and
# the paper agree by construction; the standings columns show values with these two.
from mtrdesk.core.printouts.postings import percent_text as percent
from mtrdesk.core.printouts.postings import two_decimals as two_decimals
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.entry_status import INACTIVE_COLOR


@cache
def _dropped_font() -> QFont:
    """Dropped players' rows: italic. One value for every such row (made once the
    application exists), so that sizing the columns describes it once."""
    font = QFont()
    font.setItalic(True)
    return font


def _by_rank(row: Any) -> Any:
    return row.rank


@dataclass(frozen=True, slots=True)
class StandingsColumn:
    """One column: its translated header and tooltip, what a row shows and sorts by.

    ``text`` columns are left-aligned (names); ``stretch`` takes the table's spare width,
    every other column is sized to its contents.
    """

    header: Callable[[], str]
    display: Callable[[Any], str]
    sort: Callable[[Any], Any] = _by_rank
    tooltip: Callable[[], str] | None = None
    text: bool = False
    stretch: bool = False


@dataclass(frozen=True, slots=True)
class StandingsSource:
    """What one structure's standings table shows. The first column is the rank: a row tied
    with the one above on every tiebreaker says so there (``tied``)."""

    columns: tuple[StandingsColumn, ...]
    tied: Callable[[], str]

    @property
    def stretch(self) -> list[int]:
        return [i for i, column in enumerate(self.columns) if column.stretch]


def rank_column(header: Callable[[], str]) -> StandingsColumn:
    return StandingsColumn(header, lambda row: str(row.rank))


def name_column(
    header: Callable[[], str],
    dropped: Callable[[], str],
    *,
    stretch: bool,
    cut_out: Callable[[], str] | None = None,
) -> StandingsColumn:
    """The entry's name; ``dropped`` is the structure's "%1 (dropped)", ``cut_out`` its
    "%1 (below the day-two cut)" for a row below the event's day-two cut (``cut_out``)."""

    def display(row: Any) -> str:
        if row.dropped:
            return dropped().replace("%1", row.name)
        if cut_out is not None and getattr(row, "cut_out", False):
            return cut_out().replace("%1", row.name)
        return str(row.name)

    return StandingsColumn(header, display, text=True, stretch=stretch)


def points_column(header: Callable[[], str], tooltip: Callable[[], str]) -> StandingsColumn:
    return StandingsColumn(header, lambda row: str(row.points), lambda row: row.points, tooltip)


def record_column(
    header: Callable[[], str], tooltip: Callable[[], str] | None = None
) -> StandingsColumn:
    return StandingsColumn(header, lambda row: row.record, tooltip=tooltip)


def fraction_column(
    header: Callable[[], str],
    value: Callable[[Any], Fraction],
    tooltip: Callable[[], str] | None = None,
    *,
    shown: Callable[[Fraction], str] = percent,
) -> StandingsColumn:
    """An exact value shown rounded (``percent`` or ``two_decimals``), sorted by its float."""
    return StandingsColumn(
        header, lambda row: shown(value(row)), lambda row: float(value(row)), tooltip
    )


class StandingsModel(RowTableModel[Any]):
    """Standings rows (``StandingView``, ``TeamStandingView``, ``PodStandingView``) in the
    columns ``source`` declares."""

    def __init__(self, source: StandingsSource, parent: Any = None) -> None:
        super().__init__(parent)
        self.source = source

    def column_count(self) -> int:
        return len(self.source.columns)

    def header(self, column: int) -> str:
        return self.source.columns[column].header()

    def header_tooltip(self, column: int) -> str | None:
        tooltip = self.source.columns[column].tooltip
        return None if tooltip is None else tooltip()

    def display(self, row: Any, column: int) -> str:
        return self.source.columns[column].display(row)

    def sort_value(self, row: Any, column: int) -> Any:
        return self.source.columns[column].sort(row)

    def long_text(self, column: int) -> bool:
        return self.source.columns[column].text

    def extra(self, row: Any, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ForegroundRole and (
            row.dropped or getattr(row, "cut_out", False)  # no longer paired
        ):
            return QBrush(INACTIVE_COLOR)
        if role == Qt.ItemDataRole.FontRole and row.dropped:
            return _dropped_font()
        if role == Qt.ItemDataRole.TextAlignmentRole and not self.source.columns[column].text:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and row.tied_with_previous and column == 0:
            return self.source.tied()
        return None
