"""The room screen's decisions (issue 31, item 1): what a TV or projector on the store's wall
shows in each phase of the event, and how the pairings by name are cut into pages.

Phases: before round 1 the registration (its QR code while phones may register, the count
registered); while a round is played its pairings by name (MTR 1.9: the Scorekeeper
generates each round's pairings), with "Still playing: tables 3, 7, 12" once the round nears
its end (the clock at ``STILL_PLAYING_SECONDS`` or less, or past time, or
``STILL_PLAYING_SHARE`` of the results in); once every result of the round is in and the
next is not paired, the standings after it (MTR 1.9: standings are posted before and after
the final Swiss round, other rounds at the Head Judge's discretion; a store shows them after
each).

The paging rule. Every name must come back at least every ``CYCLE_SECONDS`` (30 s: issue
31). A page stays ``COMFORT_SECONDS`` (10 s) while that allows it, the type made smaller first
to keep it there; with more pages a page gets ``CYCLE_SECONDS / pages``. Before a page would
get less than ``FLOOR_SECONDS`` (6 s, the time to find one's name and table), more rows go
on a page: smaller type (never below
``MIN_NAME_PX`` at 1,080 lines, 34 px: IPAexGothic's capital letters are 24.8 px high), more
columns, and then rows without the opponent (the name and the table are what a player looks
for). Only when even the densest page cannot keep a page at ``FLOOR_SECONDS`` does a page go
shorter, down to ``HARD_FLOOR_SECONDS`` (2.5 s); below that one screen cannot show every name
in 30 s, and the plan says so (``within_cycle``): 1,200 players on one 1920×1080 screen.
Sizes scale with the screen's height: a 720-line screen gets 720/1080 of every pixel size
(from 5 m a 720-line TV is read at its own size, as the 1080-line one), so the same rows fit.
Pure: the caller measures its texts (in ems of the name's font) and passes the numbers in.
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass

#: Every name is shown at least this often (issue 31, item 1).
CYCLE_SECONDS = 30.0
#: A page's time while few pages make the cycle.
COMFORT_SECONDS = 10.0
#: A page shorter than this only once the densest page is not enough.
FLOOR_SECONDS = 6.0
#: Never shorter: a page must be read at all.
HARD_FLOOR_SECONDS = 2.5
#: The height every pixel size below is given at; other screens scale with their height.
REFERENCE_HEIGHT = 1080
#: The names' pixel size at 1,080 lines: the largest tried, and the smallest allowed
#: (IPAexGothic's cap height is 0.73 em: 34 px gives 24.8 px, issue 31's "24 px").
MAX_NAME_PX = 52
MIN_NAME_PX = 34
#: The steps tried between them.
NAME_PX_STEP = 2
#: The table number is the biggest thing in a row (issue 31).
TABLE_SCALE = 1.25
#: A row's height in ems of the table number's size (the tallest text in it).
LINE = 1.12
#: Between two texts of a row, and between two columns, in ems of the name's size.
GAP_EM = 0.5
COLUMN_GAP_EM = 1.0
#: The share of the screen's height the rows may take: the top bar (event, round, clock)
#: and the bottom line (page, still playing) take the rest.
BODY_SHARE = 0.78
#: The clock or the round near its end: the tables still playing are shown.
STILL_PLAYING_SECONDS = 600.0
STILL_PLAYING_SHARE = 0.75


class Phase(enum.Enum):
    """What the screen shows."""

    REGISTRATION = "registration"  # before round 1
    PAIRINGS = "pairings"  # a round being played
    STANDINGS = "standings"  # every result of the latest round in


@dataclass(frozen=True, slots=True)
class RowWidths:
    """The widest text of each column of the pairings, in ems of its own font (a table
    number's ems at the table's size, the names' at the names'); the header's words count."""

    name: float
    table: float
    opponent: float


@dataclass(frozen=True, slots=True)
class PagePlan:
    """How the rows go on the screen: sizes in pixels, ``columns`` of ``rows_per_column``
    rows each, with the opponent or not, ``pages`` pages of ``page_seconds`` each."""

    name_px: int
    table_px: int
    row_px: int
    columns: int
    rows_per_column: int
    opponent: bool
    pages: int
    page_seconds: float

    @property
    def per_page(self) -> int:
        return self.columns * self.rows_per_column

    @property
    def page_ms(self) -> int:
        """The page time for a timer, rounded down: the cycle never grows past it."""
        return int(self.page_seconds * 1000)

    @property
    def cycle_seconds(self) -> float:
        """The longest a name waits to come back."""
        return self.pages * self.page_seconds

    @property
    def within_cycle(self) -> bool:
        return self.cycle_seconds <= CYCLE_SECONDS + 1e-9


def scaled(px: float, height: int) -> int:
    """``px`` at 1,080 lines, at a screen of ``height`` lines."""
    return max(1, round(px * max(1, height) / REFERENCE_HEIGHT))


def min_name_px(height: int) -> int:
    """The smallest names a screen of ``height`` lines may show."""
    return math.ceil(MIN_NAME_PX * max(1, height) / REFERENCE_HEIGHT)


def page_seconds(pages: int) -> float:
    """A page's time when ``pages`` pages must all pass in the cycle."""
    return min(COMFORT_SECONDS, CYCLE_SECONDS / max(1, pages))


def _candidate(
    rows: int, width: int, height: int, widths: RowWidths, name_px: int, opponent: bool
) -> PagePlan:
    table_px = math.ceil(name_px * TABLE_SCALE)
    row_px = math.ceil(table_px * LINE)
    row_width = widths.table * table_px + (widths.name + GAP_EM + COLUMN_GAP_EM) * name_px
    if opponent:
        row_width += (widths.opponent + GAP_EM) * name_px
    columns = max(1, int(width // max(1.0, row_width)))
    per_column = max(1, int(height * BODY_SHARE // row_px))
    if rows <= columns * per_column:  # one page: no more columns than the rows fill
        columns = max(1, math.ceil(rows / per_column))
    pages = max(1, math.ceil(rows / (columns * per_column)))
    seconds = max(HARD_FLOOR_SECONDS, page_seconds(pages))
    return PagePlan(name_px, table_px, row_px, columns, per_column, opponent, pages, seconds)


def plan_pages(
    rows: int, width: int, height: int, widths: RowWidths, *, may_drop: bool = True
) -> PagePlan:
    """The largest type that keeps every page at ``COMFORT_SECONDS``, else the largest
    that keeps it at ``FLOOR_SECONDS`` or more, with the opponent shown, else
    (``may_drop``: the pairings; the standings keep their points) without it; else
    the densest page (the smallest type), its page time ``CYCLE_SECONDS / pages`` but
    never under ``HARD_FLOOR_SECONDS``."""
    largest = scaled(MAX_NAME_PX, height)
    smallest = min_name_px(height)
    sizes = [*range(largest, smallest, -scaled(NAME_PX_STEP, height)), smallest]
    choices = (True, False) if may_drop else (True,)
    for opponent in choices:
        for least in (COMFORT_SECONDS, FLOOR_SECONDS):
            for size in sizes:
                plan = _candidate(rows, width, height, widths, size, opponent)
                if plan.page_seconds >= least:
                    return plan
    return _candidate(rows, width, height, widths, smallest, not may_drop)


def page_rows(count: int, plan: PagePlan, page: int) -> range:
    """The rows (by index in the sorted list) on ``page`` (0-based, wrapping)."""
    page %= max(1, plan.pages)
    start = page * plan.per_page
    return range(start, min(count, start + plan.per_page))


def phase_of(rounds: int, complete: bool) -> Phase:
    """``rounds``: the latest round paired (0 before round 1); ``complete``: every result
    of it in (MTR 4.8: a round ends when every match has its result)."""
    if rounds == 0:
        return Phase.REGISTRATION
    return Phase.STANDINGS if complete else Phase.PAIRINGS


def still_playing(
    tables: int, missing: tuple[str, ...], remaining_seconds: float | None
) -> tuple[str, ...]:
    """The tables still playing to show under the pairings, or none: the round's clock
    has ``STILL_PLAYING_SECONDS`` or less left (or is past time), or
    ``STILL_PLAYING_SHARE`` of the ``tables`` have their result."""
    if not missing or tables <= 0:
        return ()
    near_end = remaining_seconds is not None and remaining_seconds <= STILL_PLAYING_SECONDS
    mostly_in = (tables - len(missing)) / tables >= STILL_PLAYING_SHARE
    return missing if near_end or mostly_in else ()
