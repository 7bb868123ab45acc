"""The card columns of a decklist sheet's first page, by form; each draws its columns, the
totals and the judges' area, and returns what did not fit (for continuation pages).

* Constructed: the main deck in the first two columns (64 lines on A4, enough for a
  60-card deck of singletons), the third holding the sideboard (15 lines, MTR 6.1).
* Limited: the same, with the basic lands players add (MTR 7.2) in their own box and the
  rest of the third column for the sideboard (every card of the pool not in the deck,
  MTR 7.1).
* Commander: the commander on its own line, the 99 other cards through all three columns.
* Pool (MTR 7.5): every card opened, through all three columns.
"""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.core.decklists.decklist import CardEntry, Decklist
from mtrdesk.printing import draw
from mtrdesk.printing.decklists.continuation import Overflow, spill
from mtrdesk.printing.decklists.frame import (
    HEADING,
    MAIN_LINES,
    SIDEBOARD_LINES,
    Pen,
)
from mtrdesk.printing.decklists.judge import judge_area, judge_height, total
from mtrdesk.printing.decklists.lines import (
    Slot,
    basic_counts,
    card_lines,
    card_name,
    entry_line,
    entry_name,
    heading,
    pitch_for,
    ruled,
)
from mtrdesk.printing.decklists.values import SheetForm
from mtrdesk.printing.fonts import printable


def deck(pen: Pen, top: float, bottom: float) -> Overflow:
    """Constructed and Limited: main deck in two columns, the third for the rest."""
    labels, decklist = pen.labels, pen.page.decklist
    limited = pen.page.form is SheetForm.LIMITED
    space = top - bottom - HEADING - 9
    pitch = pitch_for(space, MAIN_LINES)
    lines = int(space // pitch)
    main: list[CardEntry] = list(decklist.main) if decklist else []
    basics = [0] * 5
    if limited and decklist is not None:
        basics, main = basic_counts(decklist.main)
    side: list[CardEntry] = list(decklist.sideboard) if decklist else []
    x0, width = pen.column(0)
    x1, _ = pen.column(1)
    x2, _ = pen.column(2)
    column_top = top
    if limited:
        column_top = basic_lands(pen, x2, column_top, width, pitch, basics, decklist)
    judge_room = judge_height(pen.page)
    totals_height = 2 * 22.0 + 8
    room = column_top - bottom - HEADING - 9 - totals_height - judge_room - 8
    side_lines = SIDEBOARD_LINES if not limited else max(4, int(room // pitch))
    side_lines = max(4, min(side_lines, int(room // pitch)))
    rest = card_lines(pen, x0, top, width, labels.main, lines, pitch, main)
    side_heading = labels.sideboard
    if not rest and len(side) > side_lines:
        # A short deck with a long sideboard (a Limited pool, MTR 7.1): the sideboard
        # starts in the second column and goes on in the third.
        side = card_lines(pen, x1, top, width, labels.sideboard, lines, pitch, side)
        side_heading = labels.sideboard_continued
    else:
        rest = card_lines(pen, x1, top, width, labels.main_continued, lines, pitch, rest)
    overflow: Overflow = []
    spill(overflow, labels.main_continued, rest)
    side_rest = card_lines(pen, x2, column_top, width, side_heading, side_lines, pitch, side)
    spill(overflow, labels.sideboard_continued, side_rest)
    level = column_top - HEADING - 9 - side_lines * pitch - 8
    main_total = decklist.main_count if decklist else None
    side_total = decklist.sideboard_count if decklist else None
    level = total(pen, x2, level, width, labels.main_total, main_total)
    level = total(pen, x2, level, width, labels.sideboard_total, side_total)
    judge_area(pen, x2, level - 8, width, bottom)
    return overflow


def basic_lands(
    pen: Pen,
    x: float,
    top: float,
    width: float,
    pitch: float,
    counts: list[int],
    decklist: Decklist | None,
) -> float:
    """The Limited box of basic lands added (MTR 7.2): a count per land."""
    labels = pen.labels
    heading(pen, x, top, width, labels.basic_lands)
    top -= HEADING + 2
    entries = [
        CardEntry(name, count) for name, count in zip(labels.basic_names, counts, strict=True)
    ]
    slot = Slot(x, top, width, 5, pitch)
    ruled(pen, slot, [])
    for n, entry in enumerate(entries):
        base = top - (n + 1) * pitch
        if decklist is not None and entry.count:
            entry_line(pen, entry, x, base, width, pitch)
        else:
            entry_name(pen, entry, x, base, width, pitch)
    return top - 5 * pitch - 8


def commander(pen: Pen, top: float, bottom: float) -> Overflow:
    """The commander's line, then 99+ lines through the three columns."""
    labels, decklist = pen.labels, pen.page.decklist
    commanders = list(decklist.commanders) if decklist else []
    line_count = max(1, min(2, len(commanders)))
    height = 6 + line_count * 17.0
    c = pen.c
    c.setLineWidth(1.0)
    c.rect(pen.x, top - height, pen.width, height, stroke=1, fill=0)
    label_width = min(pen.width * 0.3, stringWidth(labels.commander, pen.font, 9) + 12)
    draw.fitted(c, printable(labels.commander), pen.x + 4, top - 13, pen.font, 9, label_width - 6)
    for n in range(line_count):
        base = top - 3 - (n + 1) * 17.0
        entry = commanders[n] if n < len(commanders) else None
        if n:
            c.setLineWidth(0.25)
            c.line(pen.x + label_width, base + 17, pen.x + pen.width, base + 17)
        if entry is not None:
            name = printable(entry.name)
            if line_count == 1 and len(commanders) > 2:
                name = " / ".join(printable(e.name) for e in commanders)
            card_name(
                c,
                name,
                pen.x + label_width,
                base,
                pen.width - label_width - 6,
                17.0,
                pen.font,
            )
    extra = commanders[line_count:]
    top -= height + 6
    entries = list(decklist.main) if decklist else []
    side = list(decklist.sideboard) if decklist else []
    totals_height = 2 * 22.0 + 8
    rest, level = _through_columns(
        pen, top, bottom, 50, (labels.main, labels.main_continued), entries, (totals_height, 120.0)
    )
    x2, width = pen.column(2)
    overflow: Overflow = []
    spill(overflow, labels.commander, extra)
    spill(overflow, labels.main_continued, rest)
    spill(overflow, labels.sideboard, side)
    main_total = decklist.main_count if decklist else None
    with_commander = (decklist.main_count + decklist.commander_count) if decklist else None
    level = total(pen, x2, level, width, labels.main_total, main_total)
    level = total(pen, x2, level, width, labels.commander_total, with_commander)
    judge_area(pen, x2, level - 8, width, bottom)
    return overflow


def pool(pen: Pen, top: float, bottom: float) -> Overflow:
    """A Sealed pool (MTR 7.5): every card opened, in three columns."""
    labels, decklist = pen.labels, pen.page.decklist
    entries: list[CardEntry] = []
    if decklist is not None:
        entries = [entry for _section, entry in decklist.entries()]
    rest, level = _through_columns(
        pen, top, bottom, 36, (labels.pool, labels.pool), entries, (22, 110.0)
    )
    x2, width = pen.column(2)
    count = sum(e.count for e in entries) if decklist is not None else None
    level = total(pen, x2, level, width, labels.pool_total, count)
    judge_area(pen, x2, level - 8, width, bottom)
    overflow: Overflow = []
    spill(overflow, labels.pool, rest)
    return overflow


def _through_columns(
    pen: Pen,
    top: float,
    bottom: float,
    fitted: int,
    headings: tuple[str, str],
    entries: list[CardEntry],
    below: tuple[float, float],
) -> tuple[list[CardEntry], float]:
    """``entries`` down the three columns, spaced for ``fitted`` lines a column, under
    ``headings`` (the first column's, the others'); the third column stops above
    ``below`` (the totals' height, the judges' room). What did not fit, and the level
    under the third column."""
    space = top - bottom - HEADING - 9
    pitch = pitch_for(space, fitted)
    lines = int(space // pitch)
    x0, width = pen.column(0)
    x1, _ = pen.column(1)
    x2, _ = pen.column(2)
    first, continued = headings
    rest = card_lines(pen, x0, top, width, first, lines, pitch, entries)
    rest = card_lines(pen, x1, top, width, continued, lines, pitch, rest)
    totals_height, judge_room = below
    room = top - bottom - HEADING - 9 - totals_height - judge_room - 8
    third = max(4, int(room // pitch))
    rest = card_lines(pen, x2, top, width, continued, third, pitch, rest)
    return rest, top - HEADING - 9 - third * pitch - 8
