"""Posting sheets (pairings by name, by table, standings): a table of text over pages.

Every sheet is the same layout with other columns, so one writer draws them all: a
header on every page (event, date, title), the column headings, the rows flowing down
one column block after another (two blocks side by side for the wall copy of pairings
by name), and a footer with a note (the floor of the standings) and "page/pages".

A row that belongs with the rows after it (a team's seats, a pod's seats) starts a
*group*: a group is shaded as one band and never split across blocks or pages when it
fits in one. A cell too wide for its column is set smaller (down to ``MIN_SCALE`` of the
type size), then shortened with "…": text never runs into the next column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import BinaryIO, NamedTuple

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.printing.columns import CELL_PAD, Column, column_needs, column_widths, natural, pad
from mtrdesk.printing.fitting import ELLIPSIS, MIN_SCALE, fit_lines, fit_text, shrunk
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles

#: Space between two column blocks.
BLOCK_GAP = 7 * mm
SHADE = 0.9  # grey level of every other group's band
MUTED = 0.42  # grey level of a muted row's text (a dropped player)


@dataclass(frozen=True)
class Row:
    """One printed line. ``group_start`` False keeps it with the row above (same band,
    same page); ``muted`` prints it grey (a dropped player); ``head``: an index head
    (あ行…), its first cell across the block, kept with the row after it, not shaded."""

    cells: tuple[str, ...]
    group_start: bool = True
    muted: bool = False
    head: bool = False


@dataclass(frozen=True)
class Posting:
    """A whole sheet, every word already in the reader's language.

    ``blocks``: column blocks side by side on a page; ``size``: the type size of the rows;
    ``note``: a line printed in every page's footer (empty: none); ``times``: the round's
    start and expected end (or its length), at the right of the title line; ``chain``: the
    audit chain's head code as the footer says it, left of the page number (issue 27:
    a rewritten audit log no longer passes through a code on the wall); ``landscape``:
    the paper turned (a table wider than tall, the crosstable; the first posting's
    decides for the whole file).
    """

    title: str
    event: str
    date: str
    columns: tuple[Column, ...]
    rows: tuple[Row, ...]
    blocks: int = 1
    size: float = 10.0
    note: str = ""
    times: str = ""
    chain: str = ""
    landscape: bool = False


@dataclass(frozen=True)
class _Geometry:
    """Where things go on every page (points, from the page's bottom left)."""

    x: float
    width: float
    block_width: float
    heading_y: float  # baseline of the column headings
    rows_top: float  # top edge of the first row
    row_height: float
    rows_per_block: int
    footer_y: float


def _geometry(posting: Posting, setup: PageSetup, scale: float) -> _Geometry:
    x, y, width, height = setup.frame
    style = styles(scale)
    top = y + height
    heading_y = top - style.body - (6 + 14) * scale - style.heading - style.small
    rows_top = heading_y - 5 * scale
    row_height = posting.size * scale * 1.5
    footer_y = y + 2
    rows_bottom = footer_y + style.small + 6
    blocks = max(1, posting.blocks)
    return _Geometry(
        x=x,
        width=width,
        block_width=(width - (blocks - 1) * BLOCK_GAP) / blocks,
        heading_y=heading_y,
        rows_top=rows_top,
        row_height=row_height,
        rows_per_block=max(1, int((rows_top - rows_bottom) // row_height)),
        footer_y=footer_y,
    )


#: How much larger than ``PageSetup.type_scale`` a posting that fits one page may grow
#: to fill it: on A3 or B4, posted on the wall, and on A4 or Letter (20 players' standings
#: used a third of an A4 page).
MAX_GROWTH = 2.5
MAX_GROWTH_DESK = 1.4
GROWTH_STEP = 0.05


def _page_layout(
    posting: Posting, setup: PageSetup
) -> tuple[float, _Geometry, list[list[list[int]]]]:
    """The type scale, geometry and rows by page and block of ``posting``.

    A sheet that fits one page grows its type (on A3 or B4 up to ``MAX_GROWTH`` times,
    on A4 and Letter ``MAX_GROWTH_DESK``) while it still fits one page, every heading
    and number still fits its column whole (``_fits_whole``), no more names are broken
    on two lines or cut with "…" to fit their columns (a player must find their name
    whole) and no name is set smaller than before (large numbers beside a name in two
    tiny lines would not help a player find it). On A3 or B4,
    chosen to post on the wall, it also shares its rows evenly between its blocks (20
    and 20, not 37 and 3): the page is filled, not left half empty. A4 and Letter keep
    the rows flowing down one block after the other."""
    blocks = max(1, posting.blocks)
    scale = setup.type_scale
    geo = _geometry(posting, setup, scale)
    pages = layout(posting.rows, geo.rows_per_block, blocks)
    if len(pages) > 1:
        return scale, geo, pages
    wall = setup.paper.enlargement != 1.0
    texts = [tuple(printable(c) for c in row.cells) for row in posting.rows]
    cut, smallest = _squeezed(posting, texts, geo, scale)
    most = setup.type_scale * (MAX_GROWTH if wall else MAX_GROWTH_DESK)
    while scale + GROWTH_STEP <= most + 1e-9:
        larger = _geometry(posting, setup, scale + GROWTH_STEP)
        if len(layout(posting.rows, larger.rows_per_block, blocks)) > 1:
            break
        if not _fits_whole(posting, larger, scale + GROWTH_STEP):
            break
        broken, smaller = _squeezed(posting, texts, larger, scale + GROWTH_STEP)
        if broken > cut or smaller < smallest - 1e-9:
            break
        scale, geo = scale + GROWTH_STEP, larger
    if not wall:
        return scale, geo, layout(posting.rows, geo.rows_per_block, blocks)
    per_block = max(1, -(-len(posting.rows) // blocks))
    while per_block < geo.rows_per_block:
        if len(layout(posting.rows, per_block, blocks)) == 1:
            break
        per_block += 1
    return scale, geo, layout(posting.rows, per_block, blocks)


def _squeezed(
    posting: Posting, texts: list[tuple[str, ...]], geo: _Geometry, scale: float
) -> tuple[int, float]:
    """How many cells are broken at ``scale``: too wide for their column even set
    smaller (``MIN_SCALE``), so on two lines, or also cut ("…", counted twice: worse);
    and the smallest size a cell is set at."""
    font = styles().font
    size = posting.size * scale
    widths = _column_widths(posting, geo.block_width, scale)
    cut, smallest = 0, size
    for cells in texts:
        for text, width in zip(cells, widths, strict=False):
            room = width - 2 * pad(size)
            full = stringWidth(text, font, size)
            if full <= room:
                continue  # the usual case: fits
            if full * MIN_SCALE <= room:
                smallest = min(smallest, size * room / full)
                continue
            lines, fitted = fit_lines(text, font, size, room, geo.row_height)
            cut += 1 + any(line.endswith(ELLIPSIS) for line in lines)
            smallest = min(smallest, fitted)
    return cut, smallest


def layout(rows: tuple[Row, ...], rows_per_block: int, blocks: int) -> list[list[list[int]]]:
    """Row indexes by page, then by block, top first.

    A group moves whole to the next block when it does not fit in what is left of this
    one (and fits in an empty block); a longer group simply continues there.
    """
    groups: list[list[int]] = []
    heads: list[int] = []  # index heads waiting for the row they stand above
    for index, row in enumerate(rows):
        if row.head:
            heads.append(index)
        elif row.group_start or not groups:
            groups.append([*heads, index])
            heads = []
        else:
            groups[-1] += [*heads, index]
            heads = []
    if heads:
        groups.append(heads)
    pages: list[list[list[int]]] = [[[]]]
    for group in groups:
        current = pages[-1][-1]
        if current and len(current) + len(group) > rows_per_block >= len(group):
            current = _next_block(pages, blocks)
        for index in group:
            if len(current) == rows_per_block:
                current = _next_block(pages, blocks)
            current.append(index)
    return pages


def _next_block(pages: list[list[list[int]]], blocks: int) -> list[int]:
    if len(pages[-1]) == blocks:
        pages.append([])
    pages[-1].append([])
    return pages[-1][-1]


def write_posting(
    posting: Posting, out: str | Path | BinaryIO, setup: PageSetup | None = None
) -> None:
    """Write ``posting`` as a PDF to ``out`` (a path or a binary file). On A3 and B4 the
    type is larger (``PageSetup.type_scale``) and more rows fit a page than on A4."""
    write_postings((posting,), out, setup)


def write_postings(
    postings: Sequence[Posting], out: str | Path | BinaryIO, setup: PageSetup | None = None
) -> None:
    """Write ``postings`` one after the other as one PDF (each from a new page, the pages
    numbered through the whole file): a sheet of several tables, each with its own
    columns (the EventLink closing sheet). The file's title is the first posting's."""
    setup = setup or PageSetup()
    if postings and postings[0].landscape:
        setup = setup.turned
    laid = [(posting, *_page_layout(posting, setup)) for posting in postings]
    total = sum(len(pages) for *_, pages in laid)
    canvas = Canvas(
        str(out) if isinstance(out, Path) else out,
        pagesize=(setup.width, setup.height),
        initialFontName=styles(setup.type_scale).font,  # no unembedded Helvetica
    )
    if postings:
        canvas.setTitle(f"{postings[0].event} — {postings[0].title}")
    canvas.setAuthor("mtrdesk")
    done = 0
    for posting, scale, geo, pages in laid:
        _draw_posting(canvas, posting, setup, scale, geo, pages, (done, total))
        done += len(pages)
    canvas.save()


def placements(posting: Posting, setup: PageSetup | None = None) -> list[Placed]:
    """Every title, column heading and cell line of ``posting`` where ``write_posting``
    draws it on ``setup``'s paper (the same layout and fitting): what the sheet-layout
    test measures (widths: ``reportlab``'s ``stringWidth``, as everywhere here)."""
    setup = setup or PageSetup()
    if posting.landscape:
        setup = setup.turned
    scale, geo, pages = _page_layout(posting, setup)
    style = styles(scale)
    size = posting.size * scale
    widths = _column_widths(posting, geo.block_width, scale)
    headings = tuple(printable(c.heading) for c in posting.columns)
    found = [_title_line(posting, geo, setup, scale)]
    for number, page in enumerate(pages):
        for b, block in enumerate(page):
            left = geo.x + b * (geo.block_width + BLOCK_GAP)
            heading_row = (geo.heading_y - 2, style.small * 1.4)
            found += [
                line._replace(part="heading", page=number)
                for line in _row_lines(
                    style.small, headings, posting.columns, widths, left, heading_row, True
                )
            ]
            for position, index in enumerate(block):
                row = posting.rows[index]
                if row.head:
                    continue
                bottom = geo.rows_top - (position + 1) * geo.row_height
                texts = tuple(printable(c) for c in row.cells)
                lines = _row_lines(
                    size, texts, posting.columns, widths, left, (bottom, geo.row_height)
                )
                found += [line._replace(row=index) for line in lines]
    return found


def _draw_posting(
    canvas: Canvas,
    posting: Posting,
    setup: PageSetup,
    scale: float,
    geo: _Geometry,
    pages: list[list[list[int]]],
    numbering: tuple[int, int],
) -> None:
    """The pages of one posting (``numbering``: pages before it, pages in the file)."""
    style = styles(scale)
    size = posting.size * scale
    widths = _column_widths(posting, geo.block_width, scale)
    cells = [tuple(printable(c) for c in row.cells) for row in posting.rows]
    shaded = _shading(posting.rows)
    headings = tuple(printable(c.heading) for c in posting.columns)
    before, total = numbering
    for number, page in enumerate(pages, before + 1):
        _header(canvas, posting, geo, setup, scale)
        # The event, date and footer keep the paper's size when the rows grow: the
        # event's name stays whole beside the date.
        _footer(canvas, posting, geo, f"{number}/{total}", styles(setup.type_scale))
        for b, block in enumerate(page):
            left = geo.x + b * (geo.block_width + BLOCK_GAP)
            heading_row = (geo.heading_y - 2, style.small * 1.4)
            _cells(canvas, style.small, headings, posting.columns, widths, left, heading_row, True)
            canvas.setLineWidth(0.6)
            canvas.line(left, geo.rows_top, left + geo.block_width, geo.rows_top)
            for position, index in enumerate(block):
                bottom = geo.rows_top - (position + 1) * geo.row_height
                if posting.rows[index].head:
                    _head(canvas, cells[index][0], posting.size, left, geo, bottom)
                    continue
                if shaded[index]:
                    canvas.setFillGray(SHADE)
                    canvas.rect(left, bottom, geo.block_width, geo.row_height, stroke=0, fill=1)
                canvas.setFillGray(MUTED if posting.rows[index].muted else 0)
                row = (bottom, geo.row_height)
                _cells(canvas, size, cells[index], posting.columns, widths, left, row)
                canvas.setFillGray(0)
            if b:  # a rule between blocks, so the eye does not jump across
                canvas.setLineWidth(0.4)
                rule_x = left - BLOCK_GAP / 2
                low = geo.rows_top - max(map(len, page)) * geo.row_height
                canvas.line(rule_x, geo.rows_top, rule_x, low)
        canvas.showPage()


def _head(
    canvas: Canvas, text: str, size: float, left: float, geo: _Geometry, bottom: float
) -> None:
    """An index head (あ行): its text across the block, a rule under it."""
    font = styles().font
    _fitted(canvas, font, size, text, geo.block_width - 2 * CELL_PAD, left + CELL_PAD,
            bottom + geo.row_height * 0.3, "left")  # fmt: skip
    canvas.setLineWidth(0.8)
    canvas.line(left, bottom + 1, left + geo.block_width, bottom + 1)


@lru_cache(maxsize=8)
def _natural(posting: Posting) -> tuple[tuple[float, float], ...]:
    """The columns' natural widths (``columns.natural``) of the rows, heads aside."""
    return natural(posting.columns, tuple(r.cells for r in posting.rows if not r.head))


def _fits_whole(posting: Posting, geo: _Geometry, scale: float) -> bool:
    """Whether every heading and number fits its column whole at ``scale``."""
    needs = column_needs(_natural(posting), styles(scale).small, posting.size * scale)
    return sum(needs) <= geo.block_width


def _column_widths(posting: Posting, width: float, scale: float) -> list[float]:
    """The posting's column widths in a block ``width`` wide at ``scale``."""
    size = posting.size * scale
    needs = column_needs(_natural(posting), styles(scale).small, size)
    return column_widths(posting.columns, needs, width, size)


def _shading(rows: tuple[Row, ...]) -> list[bool]:
    """Every other group shaded (the first not), so a line reads across without a ruler."""
    shaded = []
    group = -1
    for row in rows:
        if row.head:
            shaded.append(False)
            continue
        if row.group_start or group < 0:
            group += 1
        shaded.append(group % 2 == 1)
    return shaded


def _header(
    canvas: Canvas, posting: Posting, geo: _Geometry, setup: PageSetup, scale: float
) -> None:
    style = styles(scale)
    top = setup.frame[1] + setup.frame[3]
    line1 = top - style.body
    body = styles(setup.type_scale).body
    date = printable(posting.date)
    date_width = stringWidth(date, style.font, body)
    canvas.setFont(style.font, body)
    canvas.drawRightString(geo.x + geo.width, line1, date)
    event = printable(posting.event)
    _fitted(canvas, style.font, body, event, geo.width - date_width - 12, geo.x, line1, "left")
    times = printable(posting.times)
    if times:
        canvas.setFont(style.font, style.heading)
        canvas.drawRightString(geo.x + geo.width, line1 - 6 - style.heading, times)
    title = _title_line(posting, geo, setup, scale)
    canvas.setFont(style.font, title.size)
    canvas.drawString(title.x, title.y, title.text)


def _title_line(posting: Posting, geo: _Geometry, setup: PageSetup, scale: float) -> Placed:
    """The title where ``_header`` draws it, left of the round's times: whole, set
    smaller when it must (「第2回戦 組み合わせ表（名前順）」, never 「…（…」)."""
    style = styles(scale)
    top = setup.frame[1] + setup.frame[3]
    times = printable(posting.times)
    times_width = stringWidth(times, style.font, style.heading) + 12 if times else 0
    room = geo.width - times_width
    text = printable(posting.title)
    size = shrunk(text, style.font, style.heading, room)
    y = top - style.body - 6 * scale - style.heading
    return Placed("title", text, size, geo.x, y, geo.x, geo.x + room)


def _footer(canvas: Canvas, posting: Posting, geo: _Geometry, page: str, style: Styles) -> None:
    canvas.setFont(style.font, style.small)
    if posting.chain:
        page = f"{printable(posting.chain)}    {page}"
    canvas.drawRightString(geo.x + geo.width, geo.footer_y, page)
    if posting.note:
        room = geo.width - stringWidth(page, style.font, style.small) - 12
        _fitted(
            canvas,
            style.font,
            style.small,
            printable(posting.note),
            room,
            geo.x,
            geo.footer_y,
            "left",
        )


class Placed(NamedTuple):
    """One line of text where a sheet draws it: ``text`` at ``size`` from ``x`` on the
    baseline ``y``, inside the box ``left``..``right`` it must stay in (its column, or the
    page for the title). ``part``: "title", "heading" (a column's) or "cell"; ``column``:
    the column's index (-1 for the title); ``row``: the posting row's index (-1 else);
    ``page``: the page's index in the posting. A named tuple: a 4,096-player standings
    sheet places ~33,000 of them, which a frozen dataclass would make ~10 % slower."""

    part: str
    text: str
    size: float
    x: float
    y: float
    left: float
    right: float
    column: int = -1
    row: int = -1
    page: int = 0


def _row_lines(
    size: float,
    texts: tuple[str, ...],
    columns: tuple[Column, ...],
    widths: list[float],
    left: float,
    row: tuple[float, float],
    whole: bool = False,
) -> list[Placed]:
    """One row's cells, each fitted to its column (``row``: bottom edge and height), line
    by line where they are drawn. A left-aligned cell (a name) may be set smaller, then on
    two lines, then shortened (``fit_lines``); a number, a record or a percentage, and
    every cell of a ``whole`` row (the headings), stays whole on one line, set smaller
    if it must: never 「勝／ち点」 nor 「100./00%」."""
    font = styles().font
    bottom, height = row
    inside = pad(size)
    x = left
    placed = []
    for index, (text, column, width) in enumerate(zip(texts, columns, widths, strict=False)):
        if text:
            room = width - 2 * inside
            lines: tuple[str, ...]
            if whole or column.align != "left":
                lines, fitted = (text,), shrunk(text, font, size, room)
            else:
                lines, fitted = fit_lines(text, font, size, room, height)
            leading = fitted * 1.1
            first = bottom + (height + (len(lines) - 1) * leading) / 2 - 0.35 * fitted
            for n, line in enumerate(lines):
                if column.align == "left":
                    start = x + inside
                elif column.align == "right":
                    start = x + width - inside - stringWidth(line, font, fitted)
                else:
                    start = x + width / 2 - 0.5 * stringWidth(line, font, fitted)
                y = first - n * leading
                placed.append(Placed("cell", line, fitted, start, y, x, x + width, index))
        x += width
    return placed


def _cells(
    canvas: Canvas,
    size: float,
    texts: tuple[str, ...],
    columns: tuple[Column, ...],
    widths: list[float],
    left: float,
    row: tuple[float, float],
    whole: bool = False,
) -> None:
    """One row's cells (``_row_lines``) drawn.

    The row is one PDF text object, each line placed where ``canvas.drawString`` and its
    right and centred kin would place it: the same page, drawn ~2x faster than a text
    object per cell (a 4,096-player standings sheet has ~33,000 cells)."""
    font = styles().font
    drawn = canvas.beginText()
    current = None  # the text object's type size
    for line in _row_lines(size, texts, columns, widths, left, row, whole):
        if line.size != current:
            drawn.setFont(font, line.size)
            current = line.size
        drawn.setTextOrigin(line.x, line.y)
        drawn.textLine(line.text)
    canvas.drawText(drawn)


def _draw(canvas: Canvas, text: str, x: float, y: float, align: str) -> None:
    if align == "right":
        canvas.drawRightString(x, y, text)
    elif align == "center":
        canvas.drawCentredString(x, y, text)
    else:
        canvas.drawString(x, y, text)


def _fitted(
    canvas: Canvas,
    font: str,
    size: float,
    text: str,
    room: float,
    x: float,
    y: float,
    align: str,
) -> None:
    text, fitted = fit_text(text, font, size, room)
    canvas.setFont(font, fitted)
    _draw(canvas, text, x, y, align)
