"""The card lines of a decklist sheet: a column's heading and ruled lines, a count and a
card name on each, and the basic lands a Limited player adds (MTR 7.2).

Card names are printed as written (Japanese kept), shrunk to fit the line and, past the
smallest legible size, wrapped on two lines: a long name never runs into the next column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.decklists.decklist import CardEntry, fold_name
from mtrdesk.core.decklists.rules import RuleBook
from mtrdesk.printing import draw
from mtrdesk.printing.decklists.frame import COUNT_WIDTH, HEADING, MIN_PITCH, PITCH, SHADE, Pen
from mtrdesk.printing.fonts import printable

#: The basic lands a Limited player may add in any number (MTR 7.2), folded English names,
#: in the order the sheet's box lists them.
BASIC_LANDS = ("plains", "island", "swamp", "mountain", "forest")


def _basic_key(name: str) -> str:
    """The folded English name, Japanese basic land names (平地, 島 ...) translated by the
    rules' own table."""
    return fold_name(RuleBook.default().english_name(name))


def is_basic_land(name: str) -> bool:
    """Plains, Island, Swamp, Mountain or Forest, by English name or 平地, 島, 沼, 山, 森."""
    return _basic_key(name) in BASIC_LANDS


def basic_counts(entries: Sequence[CardEntry]) -> tuple[list[int], list[CardEntry]]:
    """The copies of each basic land (``BASIC_LANDS`` order) and the other entries."""
    counts = [0] * 5
    rest: list[CardEntry] = []
    for entry in entries:
        key = _basic_key(entry.name)
        if key in BASIC_LANDS:
            counts[BASIC_LANDS.index(key)] += entry.count
        else:
            rest.append(entry)
    return counts, rest


@dataclass(frozen=True)
class Slot:
    """A ruled column: its left edge, top (under its heading), width and line count."""

    x: float
    top: float
    width: float
    lines: int
    pitch: float


def pitch_for(space: float, lines: int) -> float:
    """The line pitch that puts ``lines`` lines in ``space``, within the usable range."""
    return max(MIN_PITCH, min(PITCH, space / lines))


def heading(pen: Pen, x: float, top: float, width: float, text: str, shaded: bool = True) -> None:
    """A column's heading, on a shaded band."""
    c = pen.c
    if shaded:
        c.setFillGray(SHADE)
        c.rect(x, top - HEADING, width, HEADING, stroke=0, fill=1)
        c.setFillGray(0.0)
    draw.fitted(c, printable(text), x + 3, top - HEADING + 4, pen.font, 9.5, width - 6, 6)


def card_lines(
    pen: Pen,
    x: float,
    top: float,
    width: float,
    title: str,
    lines: int,
    pitch: float,
    entries: Sequence[CardEntry] = (),
) -> list[CardEntry]:
    """A heading, the count/card column titles and ``lines`` ruled lines with
    ``entries`` written on them; returns the entries that did not fit."""
    heading(pen, x, top, width, title)
    top -= HEADING
    c = pen.c
    c.setFont(pen.font, 6)
    c.drawCentredString(x + COUNT_WIDTH / 2, top - 7, printable(pen.labels.count))
    c.drawString(x + COUNT_WIDTH + 3, top - 7, printable(pen.labels.card))
    top -= 9
    ruled(pen, Slot(x, top, width, lines, pitch), entries[:lines])
    return list(entries[lines:])


def ruled(pen: Pen, slot: Slot, entries: Sequence[CardEntry]) -> None:
    """The lines of ``slot`` with their count boxes, ``entries`` written from the top."""
    c = pen.c
    c.setLineWidth(0.4)
    bottom = slot.top - slot.lines * slot.pitch
    c.rect(slot.x, bottom, slot.width, slot.lines * slot.pitch, stroke=1, fill=0)
    c.line(slot.x + COUNT_WIDTH, slot.top, slot.x + COUNT_WIDTH, bottom)
    c.setLineWidth(0.25)
    for n in range(1, slot.lines):
        level = slot.top - n * slot.pitch
        c.line(slot.x, level, slot.x + slot.width, level)
    for n, entry in enumerate(entries):
        base = slot.top - (n + 1) * slot.pitch
        entry_line(pen, entry, slot.x, base, slot.width, slot.pitch)


def entry_line(
    pen: Pen, entry: CardEntry, x: float, base: float, width: float, pitch: float
) -> None:
    """One card line: the count centred in its box, the name fitted to the line."""
    c = pen.c
    size = min(10.5, pitch * 0.62)
    c.setFont(pen.font, size)
    c.drawCentredString(x + COUNT_WIDTH / 2, base + (pitch - size) / 2 + 1.5, str(entry.count))
    entry_name(pen, entry, x, base, width, pitch)


def entry_name(
    pen: Pen, entry: CardEntry, x: float, base: float, width: float, pitch: float
) -> None:
    """The card's name in its place on a card line, right of the count box."""
    card_name(
        pen.c,
        printable(entry.name),
        x + COUNT_WIDTH + 3,
        base,
        width - COUNT_WIDTH - 5,
        pitch,
        pen.font,
    )


#: The most characters of a card name measured for a line (issue 14: hostile lines).
MAX_SHOWN = 400


def card_name(
    canvas: Canvas, text: str, x: float, base: float, room: float, pitch: float, font: str
) -> None:
    """A card name on a line of height ``pitch`` whose bottom is ``base``: at the usual
    size, else shrunk (down to 6.5 pt), else on two lines (down to 5 pt), then cut."""
    size = min(10.0, pitch * 0.6)
    text = text[:MAX_SHOWN]  # two lines at 5 pt hold far fewer: the rest is cut anyway
    fitted = draw.fit(text, font, size, room, smallest=0.0)
    if fitted == size or fitted >= 6.5:  # fits as it is, or shrunk but still legible
        canvas.setFont(font, fitted)
        canvas.drawString(x, base + (pitch - fitted) / 2 + 1.5, text)
        return
    small = max(5.0, min(pitch * 0.42, 7.0))
    lines = draw.wrap(text, font, small, room)
    if len(lines) > 2:
        joiner = " " if " " in text else ""
        lines = [lines[0], draw.clip(joiner.join(lines[1:]), font, small, room)]
    canvas.setFont(font, small)
    top_line = base + pitch / 2 + 1
    canvas.drawString(x, top_line, lines[0])
    if len(lines) > 1:
        canvas.drawString(x, top_line - small - 0.8, lines[1])
