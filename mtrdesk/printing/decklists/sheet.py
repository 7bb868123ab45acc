"""The decklist registration sheet (MTR 2.7) and the Sealed pool registration sheet (7.5).

One sheet per player, on one page whenever the list fits (a continuation page otherwise).
What a page shows, and why this layout:

* The title, the kind of list, and for a copy handed to a playoff opponent (MTR 2.7,
  Professional REL) a banner saying whose list it is and who receives it.
* A row of boxes for the event (name, date, format), then one for the player (name,
  ふりがな, player ID, table, seat): written by hand on a blank sheet, printed on a filled
  one. A pool sheet adds who registered the pool (MTR 7.5: the player across the table).
* The cards as ruled lines, a count box and the card name, in three columns: the main
  deck in the first two (64 lines on A4, enough for a 60-card deck of singletons), the
  third holding the sideboard (15 lines, MTR 6.1), the totals and the judges' area
  (accepted by, time, deck checks). A Limited sheet puts the basic lands players add
  (MTR 7.2) in their own box and gives the rest of the third column to the sideboard
  (every card of the pool not in the deck, MTR 7.1); a Commander sheet names the
  commander on its own line and runs the 99 other cards through all three columns.
* A short note at the foot with the rules of the list (MTR 6.1, 7.1/7.2, *.4A).

Card names are printed as written (Japanese kept), shrunk to fit the line and, past the
smallest legible size, wrapped on two lines: a long name never runs into the next column.
Nothing here knows the language: every word comes in ``DeckSheetLabels``.

The parts, each in its own module: the plain values (``decklist_values``), the measures
and the pen (``decklist_frame``), the header, boxes and foot (``decklist_header``), the
card lines (``decklist_lines``), the columns of each form (``decklist_layouts``), the
totals and judges' area (``decklist_judge``) and the continuation pages
(``decklist_continuation``). This module puts a sheet's pages together; the names other
modules use stay importable from here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import BinaryIO

from mtrdesk.printing import draw
from mtrdesk.printing.decklists.continuation import Overflow, continuation, plan
from mtrdesk.printing.decklists.frame import Pen
from mtrdesk.printing.decklists.header import (
    draw_notes,
    event_row,
    header,
    notes,
    page_number,
    player_row,
)
from mtrdesk.printing.decklists.layouts import commander, deck, pool
from mtrdesk.printing.decklists.lines import BASIC_LANDS, basic_counts, card_name, is_basic_land
from mtrdesk.printing.decklists.values import (
    DeckPage,
    DeckSheetLabels,
    JudgeNotes,
    PlayerBoxes,
    SheetForm,
)
from mtrdesk.printing.page import PageSetup

__all__ = [
    "BASIC_LANDS",
    "DeckPage",
    "DeckSheetLabels",
    "JudgeNotes",
    "PlayerBoxes",
    "SheetForm",
    "basic_counts",
    "card_name",
    "is_basic_land",
    "write_sheets",
]


def write_sheets(
    pages: Sequence[DeckPage],
    labels: DeckSheetLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
    title: str | None = None,
) -> None:
    """Write one sheet per ``pages`` item (one page each, more for a list too long for
    its lines) as a PDF to ``out``."""
    if not pages:
        raise ValueError("no decklist sheet to print")
    first = pages[0].form
    title = title or (labels.pool_title if first is SheetForm.POOL else labels.title)
    canvas, style, magnified = draw.sheet_canvas(out, setup, title)
    for page in pages:
        _draw_sheet(Pen.on(canvas, magnified, style, labels, page))
    canvas.save()


def _draw_sheet(pen: Pen) -> None:
    """One player's sheet: the first page, then continuation pages if needed."""
    chunks = plan(pen, _first_page(pen))
    pages = 1 + len(chunks)
    page_number(pen, 1, pages)
    pen.c.showPage()
    for n, chunk in enumerate(chunks, start=2):
        continuation(pen, chunk)
        page_number(pen, n, pages)
        pen.c.showPage()


def _first_page(pen: Pen) -> Overflow:
    """Draws the first page; returns what did not fit (headings and entries)."""
    top = header(pen, continued=False)
    top = event_row(pen, top)
    top = player_row(pen, top)
    lines, notes_height = notes(pen)
    draw_notes(pen, lines)
    bottom = pen.y + notes_height
    form = pen.page.form
    if form is SheetForm.COMMANDER:
        return commander(pen, top - 6, bottom)
    if form is SheetForm.POOL:
        return pool(pen, top - 6, bottom)
    return deck(pen, top - 6, bottom)
