"""Continuation pages of a decklist sheet: what did not fit on the first page (a heading,
then its entries), cut into pages of three columns of lines at the handwriting pitch."""

from __future__ import annotations

from collections.abc import Sequence

from mtrdesk.core.decklists.decklist import CardEntry
from mtrdesk.printing.decklists.frame import BOX_HEIGHT, COUNT_WIDTH, PITCH, Pen
from mtrdesk.printing.decklists.header import event_row, header, short_player_row
from mtrdesk.printing.decklists.lines import entry_line, heading

#: What goes on continuation lines: a heading (entry None) or an entry (heading "").
Overflow = list[tuple[str, CardEntry | None]]


def spill(overflow: Overflow, title: str, entries: Sequence[CardEntry]) -> None:
    """Add ``entries``, under the heading ``title``, to ``overflow`` (nothing if none)."""
    if entries:
        overflow.append((title, None))
        overflow += [("", e) for e in entries]


def plan(pen: Pen, overflow: Overflow) -> list[Overflow]:
    """``overflow`` cut into pages of three columns of lines (headings take a line)."""
    per_page = 3 * _lines(pen)
    return [overflow[i : i + per_page] for i in range(0, len(overflow), per_page)]


def _top(pen: Pen) -> float:
    top = pen.y + pen.height - 24 - (24 if pen.page.banner else 0)
    return top - BOX_HEIGHT - 4 - BOX_HEIGHT - 6


def _lines(pen: Pen) -> int:
    space = _top(pen) - pen.y - 9
    return int(space // PITCH)


def continuation(pen: Pen, items: Overflow) -> None:
    """One continuation page: the header and boxes again, then ``items`` down the columns."""
    top = header(pen, continued=True)
    top = event_row(pen, top)
    short_player_row(pen, top)
    top = _top(pen)
    per_column = _lines(pen)
    c = pen.c
    for n, (title, entry) in enumerate(items):
        column, row = divmod(n, per_column)
        x, width = pen.column(column)
        base = top - (row + 1) * PITCH
        if entry is None:
            heading(pen, x, base + PITCH, width, title)
            continue
        c.setLineWidth(0.25)
        c.line(x, base, x + width, base)
        c.line(x + COUNT_WIDTH, base, x + COUNT_WIDTH, base + PITCH)
        entry_line(pen, entry, x, base, width, PITCH)
