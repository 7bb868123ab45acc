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
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.decklist import CardEntry, Decklist, fold_name
from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles

#: Room between the three card columns.
GAP = 8.0
#: The count box at the left of a card line.
COUNT_WIDTH = 24.0
#: Line pitch for handwriting (about 6.3 mm) and the tightest one used.
PITCH = 18.0
MIN_PITCH = 12.5
#: Main-deck lines per column wanted on a Constructed or Limited sheet (two columns).
MAIN_LINES = 32
SIDEBOARD_LINES = 15
BOX_HEIGHT = 27.0
HEADING = 15.0
SHADE = 0.9
#: The basic lands a Limited player may add in any number (MTR 7.2), folded English names.
BASIC_LANDS = ("plains", "island", "swamp", "mountain", "forest")


class SheetForm(enum.Enum):
    """Which sheet: the list of a Constructed, Limited or Commander deck, or a Sealed
    card pool (MTR 7.5)."""

    CONSTRUCTED = "constructed"
    LIMITED = "limited"
    COMMANDER = "commander"
    POOL = "pool"


@dataclass(frozen=True)
class PlayerBoxes:
    """What the player boxes show (empty: left to be written by hand)."""

    name: str = ""
    reading: str = ""
    player_id: str = ""
    table: str = ""
    seat: str = ""
    team: str = ""


@dataclass(frozen=True)
class JudgeNotes:
    """What the judges' area shows on a filled sheet: who accepted the list and when
    (MTR 2.7), and one line per deck check (MTR 2.8)."""

    accepted_by: str = ""
    accepted_at: str = ""
    checks: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckPage:
    """One player's sheet. ``decklist`` None: a blank sheet with lines to write on (the
    event and the player boxes may still be filled in)."""

    form: SheetForm
    event_name: str = ""
    date: str = ""
    format: str = ""
    player: PlayerBoxes = field(default_factory=PlayerBoxes)
    decklist: Decklist | None = None
    #: A pool sheet: the player who registered it (MTR 7.5).
    registered_by: PlayerBoxes | None = None
    judge: JudgeNotes | None = None
    #: A copy for the playoff opponent (MTR 2.7): whose list it is and who receives it;
    #: the judges' area is left off such a copy.
    banner: str = ""


@dataclass(frozen=True)
class DeckSheetLabels:
    """Every word of the sheet in the reader's language (``%1``... filled in here)."""

    title: str
    pool_title: str
    form_constructed: str
    form_limited: str
    form_commander: str
    continued: str  # "%1 (continued)"
    page: str  # "Page %1 of %2"
    event: str
    date: str
    format: str
    name: str
    reading: str
    player_id: str
    table: str
    seat: str
    team: str  # "Team: %1"
    pool_owner: str  # the owner's name box on a pool sheet
    registered_by: str
    registered_by_id: str
    signature: str
    count: str
    card: str
    main: str
    main_continued: str
    sideboard: str
    sideboard_continued: str
    commander: str
    pool: str
    basic_lands: str  # heading of the Limited basic-land box (MTR 7.2)
    basic_names: tuple[str, str, str, str, str]  # Plains, Island, Swamp, Mountain, Forest
    main_total: str
    sideboard_total: str
    commander_total: str  # "Deck with commander"
    pool_total: str
    cards: str  # "%1 cards", after a total
    judge_heading: str
    accepted_by: str
    accepted_at: str
    deck_checks: str
    opponent_copy: str
    note_constructed: str
    note_limited: str
    note_commander: str
    note_pool: str


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
    setup = setup or PageSetup()
    style = styles()
    first = pages[0].form
    canvas = draw.open_canvas(
        out,
        setup.paper.size,
        style,
        title or (labels.pool_title if first is SheetForm.POOL else labels.title),
    )
    for page in pages:
        _Sheet(canvas, setup, style, labels, page).draw()
    canvas.save()


# --- what goes on the lines ------------------------------------------------------------


@dataclass(frozen=True)
class _Slot:
    """A ruled column: its left edge, top (under its heading), width and line count."""

    x: float
    top: float
    width: float
    lines: int
    pitch: float


def is_basic_land(name: str) -> bool:
    """Plains, Island, Swamp, Mountain or Forest, by English name or 平地, 島, 沼, 山, 森."""
    return fold_name(name) in BASIC_LANDS or name.strip() in ("平地", "島", "沼", "山", "森")


def basic_counts(entries: Sequence[CardEntry]) -> tuple[list[int], list[CardEntry]]:
    """The copies of each basic land (``BASIC_LANDS`` order) and the other entries."""
    japanese = ("平地", "島", "沼", "山", "森")
    counts = [0] * 5
    rest: list[CardEntry] = []
    for entry in entries:
        key = fold_name(entry.name)
        if key in BASIC_LANDS:
            counts[BASIC_LANDS.index(key)] += entry.count
        elif entry.name.strip() in japanese:
            counts[japanese.index(entry.name.strip())] += entry.count
        else:
            rest.append(entry)
    return counts, rest


class _Sheet:
    """Draws one player's sheet: the first page, then continuation pages if needed."""

    def __init__(
        self,
        canvas: Canvas,
        setup: PageSetup,
        style: Styles,
        labels: DeckSheetLabels,
        page: DeckPage,
    ) -> None:
        self.c, self.style, self.labels, self.page = canvas, style, labels, page
        self.x, self.y, self.width, self.height = setup.frame
        self.font = style.font
        self.pool = page.form is SheetForm.POOL

    # -- the whole sheet ---------------------------------------------------------------
    def draw(self) -> None:
        chunks = self._continuation_plan(self._first_page())
        pages = 1 + len(chunks)
        self._page_number(1, pages)
        self.c.showPage()
        for n, chunk in enumerate(chunks, start=2):
            self._continuation(chunk)
            self._page_number(n, pages)
            self.c.showPage()

    def _page_number(self, number: int, pages: int) -> None:
        if pages <= 1:
            return
        self.c.setFont(self.font, self.style.small)
        self.c.drawRightString(
            self.x + self.width, self.y - 12, fill(self.labels.page, number, pages)
        )

    # -- the top of a page ---------------------------------------------------------------
    def _title_text(self) -> str:
        return self.labels.pool_title if self.pool else self.labels.title

    def _form_text(self) -> str:
        labels = self.labels
        return {
            SheetForm.CONSTRUCTED: labels.form_constructed,
            SheetForm.LIMITED: labels.form_limited,
            SheetForm.COMMANDER: labels.form_commander,
            SheetForm.POOL: "",  # the title says it
        }[self.page.form]

    def _header(self, continued: bool) -> float:
        """Title, kind of list, the opponent banner; returns the y below them."""
        c, top = self.c, self.y + self.height
        title = self._title_text()
        if continued:
            title = fill(self.labels.continued, title)
        form = printable(self._form_text())
        form_size = 10.5
        form_width = min(stringWidth(form, self.font, form_size), self.width * 0.4)
        draw.fitted(
            c,
            printable(title),
            self.x,
            top - 17,
            self.font,
            self.style.heading * 1.25,
            self.width - form_width - 12,
            10,
        )
        c.setFont(self.font, form_size)
        draw.fitted(
            c, form, self.x + self.width - form_width, top - 15, self.font, form_size, form_width
        )
        top -= 24
        if self.page.banner:
            height = 20.0
            c.setFillGray(0.0)
            c.rect(self.x, top - height, self.width, height, stroke=0, fill=1)
            c.setFillGray(1.0)
            draw.fitted(
                c,
                printable(self.page.banner),
                self.x + 6,
                top - height + 6,
                self.font,
                11.5,
                self.width - 12,
                7,
            )
            c.setFillGray(0.0)
            top -= height + 4
        return top

    def _box(
        self,
        x: float,
        top: float,
        width: float,
        label: str,
        value: str = "",
        height: float = BOX_HEIGHT,
        value_size: float = 11.5,
    ) -> None:
        """A ruled box with its label small in the corner and ``value`` written in it."""
        c = self.c
        c.setLineWidth(0.6)
        c.rect(x, top - height, width, height, stroke=1, fill=0)
        c.setFont(self.font, 6.5)
        draw.fitted(c, printable(label), x + 2.5, top - 7.5, self.font, 6.5, width - 5, 4.5)
        if value:
            draw.fitted(
                c,
                printable(value),
                x + 4,
                top - height + 5,
                self.font,
                value_size,
                width - 8,
                5.5,
            )

    def _boxes(self, top: float, boxes: Sequence[tuple[float, str, str]]) -> float:
        """A row of boxes; ``boxes`` holds (share of the width, label, value)."""
        x = self.x
        total = sum(share for share, _label, _value in boxes)
        for share, label, value in boxes:
            width = self.width * share / total
            self._box(x, top, width, label, value)
            x += width
        return top - BOX_HEIGHT

    def _event_row(self, top: float) -> float:
        page, labels = self.page, self.labels
        return self._boxes(
            top,
            (
                (0.5, labels.event, page.event_name),
                (0.2, labels.date, page.date),
                (0.3, labels.format, page.format),
            ),
        )

    def _player_row(self, top: float) -> float:
        player, labels = self.page.player, self.labels
        top = self._boxes(
            top - 4,
            (
                (0.33, labels.pool_owner if self.pool else labels.name, player.name),
                (0.27, labels.reading, player.reading),
                (0.2, labels.player_id, player.player_id),
                (0.1, labels.table, player.table),
                (0.1, labels.seat, player.seat),
            ),
        )
        if player.team:
            self.c.setFont(self.font, self.style.small)
            draw.fitted(
                self.c,
                printable(fill(labels.team, player.team)),
                self.x,
                top - 9,
                self.font,
                self.style.body,
                self.width,
            )
            top -= 11
        if self.pool:
            other = self.page.registered_by or PlayerBoxes()
            top = self._boxes(
                top - 4,
                (
                    (0.33, labels.registered_by, other.name),
                    (0.27, labels.reading, other.reading),
                    (0.2, labels.registered_by_id, other.player_id),
                    (0.2, labels.signature, ""),
                ),
            )
        return top

    def _notes(self) -> tuple[list[str], float]:
        """The rules note at the foot, wrapped, and the height it takes."""
        labels = self.labels
        note = {
            SheetForm.CONSTRUCTED: labels.note_constructed,
            SheetForm.LIMITED: labels.note_limited,
            SheetForm.COMMANDER: labels.note_commander,
            SheetForm.POOL: labels.note_pool,
        }[self.page.form]
        size = self.style.small + 0.5
        lines = draw.wrap(printable(note), self.font, size, self.width)
        return lines, len(lines) * (size + 2.5) + 6

    def _draw_notes(self, lines: list[str]) -> None:
        size = self.style.small + 0.5
        self.c.setFont(self.font, size)
        base = self.y + (len(lines) - 1) * (size + 2.5) + 1
        for line in lines:
            self.c.drawString(self.x, base, line)
            base -= size + 2.5

    # -- the first page ------------------------------------------------------------------
    def _first_page(self) -> list[tuple[str, CardEntry | None]]:
        """Draws the first page; returns what did not fit (headings and entries)."""
        top = self._header(continued=False)
        top = self._event_row(top)
        top = self._player_row(top)
        notes, notes_height = self._notes()
        self._draw_notes(notes)
        bottom = self.y + notes_height
        form = self.page.form
        if form is SheetForm.COMMANDER:
            return self._commander(top - 6, bottom)
        if form is SheetForm.POOL:
            return self._pool(top - 6, bottom)
        return self._deck(top - 6, bottom)

    def _column(self, n: int) -> tuple[float, float]:
        width = (self.width - 2 * GAP) / 3
        return self.x + n * (width + GAP), width

    def _heading(self, x: float, top: float, width: float, text: str, shaded: bool = True) -> None:
        c = self.c
        if shaded:
            c.setFillGray(SHADE)
            c.rect(x, top - HEADING, width, HEADING, stroke=0, fill=1)
            c.setFillGray(0.0)
        draw.fitted(c, printable(text), x + 3, top - HEADING + 4, self.font, 9.5, width - 6, 6)

    def _lines(
        self,
        x: float,
        top: float,
        width: float,
        heading: str,
        lines: int,
        pitch: float,
        entries: Sequence[CardEntry] = (),
    ) -> list[CardEntry]:
        """A heading, the count/card column titles and ``lines`` ruled lines with
        ``entries`` written on them; returns the entries that did not fit."""
        self._heading(x, top, width, heading)
        top -= HEADING
        c = self.c
        c.setFont(self.font, 6)
        c.drawCentredString(x + COUNT_WIDTH / 2, top - 7, printable(self.labels.count))
        c.drawString(x + COUNT_WIDTH + 3, top - 7, printable(self.labels.card))
        top -= 9
        self._ruled(_Slot(x, top, width, lines, pitch), entries[:lines])
        return list(entries[lines:])

    def _ruled(self, slot: _Slot, entries: Sequence[CardEntry]) -> None:
        c = self.c
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
            self._entry(entry, slot.x, base, slot.width, slot.pitch)

    def _entry(self, entry: CardEntry, x: float, base: float, width: float, pitch: float) -> None:
        """One card line: the count centred in its box, the name fitted to the line."""
        c = self.c
        size = min(10.5, pitch * 0.62)
        c.setFont(self.font, size)
        c.drawCentredString(x + COUNT_WIDTH / 2, base + (pitch - size) / 2 + 1.5, str(entry.count))
        card_name(
            c,
            printable(entry.name),
            x + COUNT_WIDTH + 3,
            base,
            width - COUNT_WIDTH - 5,
            pitch,
            self.font,
        )

    def _pitch(self, space: float, lines: int) -> float:
        return max(MIN_PITCH, min(PITCH, space / lines))

    def _deck(self, top: float, bottom: float) -> list[tuple[str, CardEntry | None]]:
        """Constructed and Limited: main deck in two columns, the third for the rest."""
        labels, decklist = self.labels, self.page.decklist
        limited = self.page.form is SheetForm.LIMITED
        space = top - bottom - HEADING - 9
        pitch = self._pitch(space, MAIN_LINES)
        lines = int(space // pitch)
        main: list[CardEntry] = list(decklist.main) if decklist else []
        basics = [0] * 5
        if limited and decklist is not None:
            basics, main = basic_counts(decklist.main)
        side: list[CardEntry] = list(decklist.sideboard) if decklist else []
        x0, width = self._column(0)
        x1, _ = self._column(1)
        x2, _ = self._column(2)
        column_top = top
        if limited:
            column_top = self._basic_lands(x2, column_top, width, pitch, basics, decklist)
        judge_height = self._judge_height()
        totals_height = 2 * 22.0 + 8
        room = column_top - bottom - HEADING - 9 - totals_height - judge_height - 8
        side_lines = SIDEBOARD_LINES if not limited else max(4, int(room // pitch))
        side_lines = max(4, min(side_lines, int(room // pitch)))
        rest = self._lines(x0, top, width, labels.main, lines, pitch, main)
        side_heading = labels.sideboard
        if not rest and len(side) > side_lines:
            # A short deck with a long sideboard (a Limited pool, MTR 7.1): the sideboard
            # starts in the second column and goes on in the third.
            side = self._lines(x1, top, width, labels.sideboard, lines, pitch, side)
            side_heading = labels.sideboard_continued
        else:
            rest = self._lines(x1, top, width, labels.main_continued, lines, pitch, rest)
        overflow: list[tuple[str, CardEntry | None]] = []
        if rest:
            overflow.append((labels.main_continued, None))
            overflow += [("", e) for e in rest]
        side_rest = self._lines(x2, column_top, width, side_heading, side_lines, pitch, side)
        if side_rest:
            overflow.append((labels.sideboard_continued, None))
            overflow += [("", e) for e in side_rest]
        level = column_top - HEADING - 9 - side_lines * pitch - 8
        main_total = decklist.main_count if decklist else None
        side_total = decklist.sideboard_count if decklist else None
        level = self._total(x2, level, width, labels.main_total, main_total)
        level = self._total(x2, level, width, labels.sideboard_total, side_total)
        self._judge(x2, level - 8, width, bottom)
        return overflow

    def _basic_lands(
        self,
        x: float,
        top: float,
        width: float,
        pitch: float,
        counts: list[int],
        decklist: Decklist | None,
    ) -> float:
        """The Limited box of basic lands added (MTR 7.2): a count per land."""
        labels = self.labels
        self._heading(x, top, width, labels.basic_lands)
        top -= HEADING + 2
        entries = [
            CardEntry(name, count) for name, count in zip(labels.basic_names, counts, strict=True)
        ]
        slot = _Slot(x, top, width, 5, pitch)
        self._ruled(slot, [])
        for n, entry in enumerate(entries):
            base = top - (n + 1) * pitch
            if decklist is not None and entry.count:
                self._entry(entry, x, base, width, pitch)
            else:
                card_name(
                    self.c,
                    printable(entry.name),
                    x + COUNT_WIDTH + 3,
                    base,
                    width - COUNT_WIDTH - 5,
                    pitch,
                    self.font,
                )
        return top - 5 * pitch - 8

    def _total(self, x: float, top: float, width: float, label: str, count: int | None) -> float:
        """ "Main deck total [ 60 ] cards": a label, a box, the unit."""
        c, height = self.c, 20.0
        box_width = 36.0
        unit_text = printable(fill(self.labels.cards, "")).strip()
        unit_width = stringWidth(unit_text, self.font, 8.5) + 4 if unit_text else 0
        label_room = width - box_width - unit_width - 6
        draw.fitted(c, printable(label), x, top - height + 6, self.font, 9, label_room, 5.5)
        box_x = x + width - box_width - unit_width
        c.setLineWidth(0.8)
        c.rect(box_x, top - height, box_width, height, stroke=1, fill=0)
        if count is not None:
            c.setFont(self.font, 12)
            c.drawCentredString(box_x + box_width / 2, top - height + 5.5, str(count))
        if unit_text:
            c.setFont(self.font, 8.5)
            c.drawString(box_x + box_width + 3, top - height + 6, unit_text)
        return top - height - 2

    def _judge_height(self) -> float:
        return 150.0 if not self.page.banner else 40.0

    def _judge(self, x: float, top: float, width: float, bottom: float) -> None:
        """The judges' area down to ``bottom``: accepted by, time, deck checks (2.7, 2.8);
        on an opponent's copy, only the words saying it is one."""
        c, labels = self.c, self.labels
        if self.page.banner:
            c.setLineWidth(0.6)
            c.rect(x, bottom, width, top - bottom, stroke=1, fill=0)
            lines = draw.wrap(printable(labels.opponent_copy), self.font, 8.5, width - 8)
            c.setFont(self.font, 8.5)
            for n, line in enumerate(lines):
                c.drawString(x + 4, top - 12 - n * 11, line)
            return
        notes = self.page.judge or JudgeNotes()
        c.setLineWidth(1.2)
        c.rect(x, bottom, width, top - bottom, stroke=1, fill=0)
        c.setFillGray(0.0)
        c.rect(x, top - HEADING, width, HEADING, stroke=0, fill=1)
        c.setFillGray(1.0)
        draw.fitted(
            c, printable(labels.judge_heading), x + 4, top - HEADING + 4, self.font, 9.5, width - 8
        )
        c.setFillGray(0.0)
        level = top - HEADING
        c.setLineWidth(0.4)
        for label, value in (
            (labels.accepted_by, notes.accepted_by),
            (labels.accepted_at, notes.accepted_at),
        ):
            c.setFont(self.font, 6.5)
            draw.fitted(c, printable(label), x + 3, level - 8, self.font, 6.5, width - 6, 4.5)
            if value:
                draw.fitted(c, printable(value), x + 6, level - 20, self.font, 10, width - 10, 5.5)
            level -= 24
            c.line(x, level, x + width, level)
        c.setFont(self.font, 6.5)
        draw.fitted(
            c, printable(labels.deck_checks), x + 3, level - 8, self.font, 6.5, width - 6, 4.5
        )
        level -= 11
        c.setFont(self.font, 7.5)
        for check in notes.checks:
            for line in draw.wrap(printable(check), self.font, 7.5, width - 8):
                if level - 10 < bottom + 2:
                    break
                c.drawString(x + 4, level - 9, line)
                level -= 10
        # ruled lines for handwritten notes below what is printed
        c.setLineWidth(0.25)
        c.setStrokeGray(0.6)
        level -= 14
        while level > bottom + 4:
            c.line(x + 4, level, x + width - 4, level)
            level -= 14
        c.setStrokeGray(0.0)

    def _commander(self, top: float, bottom: float) -> list[tuple[str, CardEntry | None]]:
        """The commander's line, then 99+ lines through the three columns."""
        labels, decklist = self.labels, self.page.decklist
        commanders = list(decklist.commanders) if decklist else []
        line_count = max(1, min(2, len(commanders)))
        height = 6 + line_count * 17.0
        c = self.c
        c.setLineWidth(1.0)
        c.rect(self.x, top - height, self.width, height, stroke=1, fill=0)
        label_width = min(self.width * 0.3, stringWidth(labels.commander, self.font, 9) + 12)
        draw.fitted(
            c, printable(labels.commander), self.x + 4, top - 13, self.font, 9, label_width - 6
        )
        for n in range(line_count):
            base = top - 3 - (n + 1) * 17.0
            entry = commanders[n] if n < len(commanders) else None
            if n:
                c.setLineWidth(0.25)
                c.line(self.x + label_width, base + 17, self.x + self.width, base + 17)
            if entry is not None:
                name = printable(entry.name)
                if line_count == 1 and len(commanders) > 2:
                    name = " / ".join(printable(e.name) for e in commanders)
                card_name(
                    c,
                    name,
                    self.x + label_width,
                    base,
                    self.width - label_width - 6,
                    17.0,
                    self.font,
                )
        extra = commanders[line_count:]
        top -= height + 6
        entries = list(decklist.main) if decklist else []
        side = list(decklist.sideboard) if decklist else []
        space = top - bottom - HEADING - 9
        pitch = self._pitch(space, 50)
        lines = int(space // pitch)
        x0, width = self._column(0)
        x1, _ = self._column(1)
        x2, _ = self._column(2)
        rest = self._lines(x0, top, width, labels.main, lines, pitch, entries)
        rest = self._lines(x1, top, width, labels.main_continued, lines, pitch, rest)
        totals_height = 2 * 22.0 + 8
        judge_height = 120.0
        room = top - bottom - HEADING - 9 - totals_height - judge_height - 8
        third = max(4, int(room // pitch))
        rest = self._lines(x2, top, width, labels.main_continued, third, pitch, rest)
        overflow: list[tuple[str, CardEntry | None]] = []
        if extra:
            overflow.append((labels.commander, None))
            overflow += [("", e) for e in extra]
        if rest:
            overflow.append((labels.main_continued, None))
            overflow += [("", e) for e in rest]
        if side:
            overflow.append((labels.sideboard, None))
            overflow += [("", e) for e in side]
        level = top - HEADING - 9 - third * pitch - 8
        main_total = decklist.main_count if decklist else None
        with_commander = (decklist.main_count + decklist.commander_count) if decklist else None
        level = self._total(x2, level, width, labels.main_total, main_total)
        level = self._total(x2, level, width, labels.commander_total, with_commander)
        self._judge(x2, level - 8, width, bottom)
        return overflow

    def _pool(self, top: float, bottom: float) -> list[tuple[str, CardEntry | None]]:
        """A Sealed pool (MTR 7.5): every card opened, in three columns."""
        labels, decklist = self.labels, self.page.decklist
        entries: list[CardEntry] = []
        if decklist is not None:
            entries = [entry for _section, entry in decklist.entries()]
        space = top - bottom - HEADING - 9
        pitch = self._pitch(space, 36)
        lines = int(space // pitch)
        x0, width = self._column(0)
        x1, _ = self._column(1)
        x2, _ = self._column(2)
        rest = self._lines(x0, top, width, labels.pool, lines, pitch, entries)
        rest = self._lines(x1, top, width, labels.pool, lines, pitch, rest)
        judge_height = 110.0
        room = top - bottom - HEADING - 9 - 22 - judge_height - 8
        third = max(4, int(room // pitch))
        rest = self._lines(x2, top, width, labels.pool, third, pitch, rest)
        level = top - HEADING - 9 - third * pitch - 8
        total = sum(e.count for e in entries) if decklist is not None else None
        level = self._total(x2, level, width, labels.pool_total, total)
        self._judge(x2, level - 8, width, bottom)
        overflow: list[tuple[str, CardEntry | None]] = []
        if rest:
            overflow.append((labels.pool, None))
            overflow += [("", e) for e in rest]
        return overflow

    # -- continuation pages --------------------------------------------------------------
    def _continuation_plan(
        self, overflow: list[tuple[str, CardEntry | None]]
    ) -> list[list[tuple[str, CardEntry | None]]]:
        """``overflow`` cut into pages of three columns of lines (headings take a line)."""
        per_page = 3 * self._continuation_lines()
        return [overflow[i : i + per_page] for i in range(0, len(overflow), per_page)]

    def _continuation_top(self) -> float:
        top = self.y + self.height - 24 - (24 if self.page.banner else 0)
        return top - BOX_HEIGHT - 4 - BOX_HEIGHT - 6

    def _continuation_lines(self) -> int:
        space = self._continuation_top() - self.y - 9
        return int(space // PITCH)

    def _continuation(self, items: list[tuple[str, CardEntry | None]]) -> None:
        top = self._header(continued=True)
        top = self._event_row(top)
        self._boxes(
            top - 4,
            (
                (0.5, self.labels.name, self.page.player.name),
                (0.3, self.labels.reading, self.page.player.reading),
                (0.2, self.labels.player_id, self.page.player.player_id),
            ),
        )
        top = self._continuation_top()
        per_column = self._continuation_lines()
        c = self.c
        for n, (heading, entry) in enumerate(items):
            column, row = divmod(n, per_column)
            x, width = self._column(column)
            base = top - (row + 1) * PITCH
            if entry is None:
                self._heading(x, base + PITCH, width, heading)
                continue
            c.setLineWidth(0.25)
            c.line(x, base, x + width, base)
            c.line(x + COUNT_WIDTH, base, x + COUNT_WIDTH, base + PITCH)
            self._entry(entry, x, base, width, PITCH)


def card_name(
    canvas: Canvas, text: str, x: float, base: float, room: float, pitch: float, font: str
) -> None:
    """A card name on a line of height ``pitch`` whose bottom is ``base``: at the usual
    size, else shrunk (down to 6.5 pt), else on two lines (down to 5 pt), then cut."""
    size = min(10.0, pitch * 0.6)
    width = stringWidth(text, font, size)
    lower = base + (pitch - size) / 2 + 1.5
    if width <= room:
        canvas.setFont(font, size)
        canvas.drawString(x, lower, text)
        return
    shrunk = size * room / width
    if shrunk >= 6.5:
        canvas.setFont(font, shrunk)
        canvas.drawString(x, base + (pitch - shrunk) / 2 + 1.5, text)
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
