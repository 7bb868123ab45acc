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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import BinaryIO, Literal

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles

#: Cells shrink to this share of the type size before they are shortened.
MIN_SCALE = 0.7
ELLIPSIS = "…"
#: Space between two column blocks, and inside each cell on either side.
BLOCK_GAP = 7 * mm
CELL_PAD = 2.5
SHADE = 0.9  # grey level of every other group's band
MUTED = 0.42  # grey level of a muted row's text (a dropped player)


@dataclass(frozen=True)
class Column:
    """One column: its heading, its share of the block width, how its text aligns."""

    heading: str
    weight: float
    align: Literal["left", "right", "center"] = "left"


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


#: How much larger than ``PageSetup.type_scale`` a posting that fits one A3 or B4 page
#: may grow to fill it.
MAX_GROWTH = 2.5
GROWTH_STEP = 0.05


def _page_layout(
    posting: Posting, setup: PageSetup
) -> tuple[float, _Geometry, list[list[list[int]]]]:
    """The type scale, geometry and rows by page and block of ``posting``.

    On A3 or B4, chosen to post on the wall, a sheet that fits one page grows its type
    (up to ``MAX_GROWTH`` times) while it still fits and no more names are cut with "…"
    to fit their columns (a player must find their name whole), and shares its
    rows evenly between its blocks (20 and 20, not 37 and 3): the page is filled, not
    left half empty. A4 and Letter keep the rows flowing down one block after the other."""
    blocks = max(1, posting.blocks)
    scale = setup.type_scale
    geo = _geometry(posting, setup, scale)
    pages = layout(posting.rows, geo.rows_per_block, blocks)
    if len(pages) > 1 or setup.paper.enlargement == 1.0:
        return scale, geo, pages
    texts = [tuple(printable(c) for c in row.cells) for row in posting.rows]
    squeezed = _squeezed(posting, texts, geo, scale)
    while scale + GROWTH_STEP <= setup.type_scale * MAX_GROWTH:
        larger = _geometry(posting, setup, scale + GROWTH_STEP)
        if len(layout(posting.rows, larger.rows_per_block, blocks)) > 1:
            break
        if _squeezed(posting, texts, larger, scale + GROWTH_STEP) > squeezed:
            break
        scale, geo = scale + GROWTH_STEP, larger
    per_block = max(1, -(-len(posting.rows) // blocks))
    while per_block < geo.rows_per_block:
        if len(layout(posting.rows, per_block, blocks)) == 1:
            break
        per_block += 1
    return scale, geo, layout(posting.rows, per_block, blocks)


def _squeezed(posting: Posting, texts: list[tuple[str, ...]], geo: _Geometry, scale: float) -> int:
    """How many cells are cut ("…") at ``scale``: too wide for their column even set
    smaller (``MIN_SCALE``) and on two lines."""
    font = styles().font
    size = posting.size * scale
    widths = _column_widths(posting.columns, geo.block_width)
    cut = 0
    for cells in texts:
        for text, width in zip(cells, widths, strict=False):
            room = width - 2 * CELL_PAD
            if stringWidth(text, font, size) * MIN_SCALE <= room:
                continue  # the usual case: fits, maybe set a little smaller
            lines, _ = fit_lines(text, font, size, room, geo.row_height)
            cut += any(line.endswith(ELLIPSIS) for line in lines)
    return cut


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
    widths = _column_widths(posting.columns, geo.block_width)
    headings = tuple(printable(c.heading) for c in posting.columns)
    found = [_title_line(posting, geo, setup, scale)]
    for number, page in enumerate(pages):
        for b, block in enumerate(page):
            left = geo.x + b * (geo.block_width + BLOCK_GAP)
            heading_row = (geo.heading_y - 2, style.small * 1.4)
            found += [
                replace(line, part="heading", page=number)
                for line in _row_lines(
                    style.small, headings, posting.columns, widths, left, heading_row
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
                found += [replace(line, row=index) for line in lines]
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
    widths = _column_widths(posting.columns, geo.block_width)
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
            _cells(canvas, style.small, headings, posting.columns, widths, left, heading_row)
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


def _column_widths(columns: tuple[Column, ...], width: float) -> list[float]:
    total = sum(c.weight for c in columns) or 1.0
    return [width * c.weight / total for c in columns]


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
    """The title where ``_header`` draws it, left of the round's times."""
    style = styles(scale)
    top = setup.frame[1] + setup.frame[3]
    times = printable(posting.times)
    times_width = stringWidth(times, style.font, style.heading) + 12 if times else 0
    room = geo.width - times_width
    text, size = fit_text(printable(posting.title), style.font, style.heading, room)
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


@dataclass(frozen=True)
class Placed:
    """One line of text where a sheet draws it: ``text`` at ``size`` from ``x`` on the
    baseline ``y``, inside the box ``left``..``right`` it must stay in (its column, or the
    page for the title). ``part``: "title", "heading" (a column's) or "cell"; ``column``:
    the column's index (-1 for the title); ``row``: the posting row's index (-1 else);
    ``page``: the page's index in the posting."""

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
) -> list[Placed]:
    """One row's cells, each fitted to its column (``row``: bottom edge and height), line
    by line where they are drawn."""
    font = styles().font
    bottom, height = row
    x = left
    placed = []
    for index, (text, column, width) in enumerate(zip(texts, columns, widths, strict=False)):
        if text:
            lines, fitted = fit_lines(text, font, size, width - 2 * CELL_PAD, height)
            leading = fitted * 1.1
            first = bottom + (height + (len(lines) - 1) * leading) / 2 - 0.35 * fitted
            for n, line in enumerate(lines):
                if column.align == "left":
                    start = x + CELL_PAD
                elif column.align == "right":
                    start = x + width - CELL_PAD - stringWidth(line, font, fitted)
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
) -> None:
    """One row's cells (``_row_lines``) drawn.

    The row is one PDF text object, each line placed where ``canvas.drawString`` and its
    right and centred kin would place it: the same page, drawn ~2x faster than a text
    object per cell (a 4,096-player standings sheet has ~33,000 cells)."""
    font = styles().font
    drawn = canvas.beginText()
    current = None  # the text object's type size
    for line in _row_lines(size, texts, columns, widths, left, row):
        if line.size != current:
            drawn.setFont(font, line.size)
            current = line.size
        drawn.setTextOrigin(line.x, line.y)
        drawn.textLine(line.text)
    canvas.drawText(drawn)


def _shorten(text: str, font: str, size: float, room: float) -> str:
    """The longest start of ``text`` that fits ``room`` with "…" after it."""
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if stringWidth(text[:middle].rstrip() + ELLIPSIS, font, size) <= room:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + ELLIPSIS


def fit_text(text: str, font: str, size: float, room: float) -> tuple[str, float]:
    """``text`` and the size to set it at so it fits ``room`` points on one line:
    smaller, down to ``MIN_SCALE`` of ``size``, then shortened with "…"."""
    width = stringWidth(text, font, size)
    if width <= room:
        return text, size
    if width * MIN_SCALE <= room:
        return text, size * room / width
    smallest = size * MIN_SCALE
    return _shorten(text, font, smallest, room), smallest


def fit_lines(
    text: str, font: str, size: float, room: float, height: float
) -> tuple[tuple[str, ...], float]:
    """Like ``fit_text``, but a text still too long at the smallest size is set on two
    lines in the row's ``height`` (broken at the space nearest the middle, or between
    characters for a name without spaces), and only then shortened: a long name stays
    whole as long as it can, since a player must find it."""
    width = stringWidth(text, font, size)
    if width * MIN_SCALE <= room:
        return (fit_text(text, font, size, room)[0],), min(size, size * room / width)
    small = min(size * MIN_SCALE, height / 2.3)
    breaks = [i + (c == "-") for i, c in enumerate(text) if c in " -"] or list(range(1, len(text)))
    half = stringWidth(text, font, small) / 2
    off = {i: abs(stringWidth(text[:i], font, small) - half) for i in breaks}
    nearest = min(off.values())
    # The first of the breaks nearest the middle: two equally near ones differ only by
    # rounding, which reportlab does one way in C (rl_accel) and another in Python, and
    # the sheet should not depend on which is installed. Real differences are >= 0.001 pt.
    cut = next(i for i in breaks if off[i] <= nearest + 1e-6)
    lines = (text[:cut].rstrip(), text[cut:].lstrip())
    fitted = tuple(
        line if stringWidth(line, font, small) <= room else _shorten(line, font, small, room)
        for line in lines
    )
    return fitted, small


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
