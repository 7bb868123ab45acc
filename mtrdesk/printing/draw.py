"""Drawing helpers every sheet shares: the canvas, fitting text, cut marks, QR codes.

The QR code is drawn from the ``qrcode`` matrix as one filled vector path: reportlab's own
QR widget took 23 s for 1,000 slips, this about 1 s.
"""

from __future__ import annotations

import datetime as dt
import math
import string
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.lib.pagesizes import landscape
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.scripts import has_japanese
from mtrdesk.printing.page import PageSetup, Styles, styles


def open_canvas(
    out: str | Path | BinaryIO,
    size: tuple[float, float],
    style: Styles,
    title: str,
    enlargement: float = 1.0,
) -> Canvas:
    """A canvas on ``out`` (a path or a binary file) in the sheets' embedded font, so the
    file holds no unembedded Helvetica; ``title`` is the PDF's title. ``enlargement``
    (``Paper.enlargement``): every page of ``size`` is drawn that many times larger, so a
    sheet laid out on ``PageSetup.magnified`` fills an A3 or B4 page."""
    target = str(out) if isinstance(out, Path) else out
    canvas: Canvas
    if enlargement == 1.0:
        canvas = Canvas(target, pagesize=size, initialFontName=style.font)
    else:
        canvas = _Enlarged(target, enlargement, pagesize=size, initialFontName=style.font)
    canvas.setTitle(title)
    canvas.setAuthor("mtrdesk")
    return canvas


class _Enlarged(Canvas):
    """A canvas whose every page is drawn ``enlargement`` times larger: the scaling is
    part of each page's preamble, so it holds on every page and adds no page of its own."""

    def __init__(self, out: str | BinaryIO, enlargement: float, **options: Any) -> None:
        self._enlargement = enlargement  # before Canvas.__init__ makes the preamble
        super().__init__(out, **options)

    def _make_preamble(self) -> None:
        super()._make_preamble()
        scale = f"{self._enlargement:.6f}"
        self._preamble += f" {scale} 0 0 {scale} 0 0 cm"


def fit(text: str, font: str, size: float, room: float, smallest: float = 5.0) -> float:
    """The size at which ``text`` fits in ``room`` points (never larger than ``size``)."""
    width = stringWidth(text, font, size)
    return size if width <= room else max(smallest, size * room / width)


def clip(text: str, font: str, size: float, room: float) -> str:
    """``text`` cut with "…" so that it fits in ``room`` points at ``size``."""
    if stringWidth(text, font, size) <= room:
        return text
    keep = longest_prefix(len(text), lambda n: stringWidth(text[:n] + "…", font, size) <= room)
    return text[:keep] + "…"


def longest_prefix(length: int, fits: Callable[[int], bool], low: int = 0) -> int:
    """The largest ``n`` in ``low..length`` with ``fits(n)`` (``low`` when none does), for a
    ``fits`` true up to some ``n`` and false after, as a prefix's width grows with it: a
    binary search, so a 6,000-character card line is measured ~13 times, not 6,000
    (issue 14: a quadratic cut took 71 s)."""
    lo, hi = low, length
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo


def fitted(
    canvas: Canvas,
    text: str,
    x: float,
    y: float,
    font: str,
    size: float,
    room: float,
    smallest: float = 6.0,
) -> None:
    """Draw ``text`` at ``x, y``, shrunk to fit ``room`` (down to ``smallest``), then cut:
    a long name never runs into the next column."""
    width = stringWidth(text, font, size)
    if width > room:  # measured once: most names fit, and slips print a thousand of them
        size = max(smallest, size * room / width)
        if size == smallest:
            text = clip(text, font, size, room)
    canvas.setFont(font, size)
    canvas.drawString(x, y, text)


def page_order(count: int, per_page: int) -> list[list[int | None]]:
    """Slip indexes per page, top first (``None``: an empty place on the last pages).

    Page ``j`` position ``i`` holds slip ``i * pages + j``, so cutting the printed stack
    gives ``per_page`` piles that, laid top pile first, are in table order.
    """
    pages = max(1, math.ceil(count / per_page))
    return [
        [i * pages + j if i * pages + j < count else None for i in range(per_page)]
        for j in range(pages)
    ]


@dataclass(frozen=True)
class SlipGrid:
    """How slips sit on a page: its size (portrait or landscape), the frame they fill,
    ``columns`` by ``rows`` of them. Place ``i`` of a page (``page_order``) is column
    ``i // rows``, row ``i % rows``: cut the stack into columns, then rows, and the piles
    lie in order."""

    size: tuple[float, float]
    frame: tuple[float, float, float, float]
    columns: int
    rows: int
    margin: float

    @property
    def per_page(self) -> int:
        return self.columns * self.rows

    @property
    def slip_width(self) -> float:
        return self.frame[2] / self.columns

    @property
    def slip_height(self) -> float:
        return self.frame[3] / self.rows

    def origin(self, place: int) -> tuple[float, float]:
        """The bottom left corner of place ``place``."""
        x, y, _, height = self.frame
        column, row = divmod(place, self.rows)
        return x + column * self.slip_width, y + height - (row + 1) * self.slip_height


def slip_grid(setup: PageSetup, min_width: float, min_height: float) -> SlipGrid:
    """The grid giving the most slips at least ``min_width`` by ``min_height`` points, the
    page upright or turned: four A4 slips on A4 and Letter, five on B4, eight on A3 (two
    A4 pages side by side), each as large as on A4 or a little larger. Slips are cut
    apart and handed out, so a larger paper gives more of them, not larger ones."""
    best: SlipGrid | None = None
    for width, height in (setup.paper.size, setup.paper.size[::-1]):
        inner = (width - 2 * setup.margin, height - 2 * setup.margin)
        columns = max(1, int(inner[0] // min_width))
        rows = max(1, int(inner[1] // min_height))
        frame = (setup.margin, setup.margin, inner[0], inner[1])
        grid = SlipGrid((width, height), frame, columns, rows, setup.margin)
        if best is None or grid.per_page > best.per_page:
            best = grid
    assert best is not None
    return best


def sheet_canvas(
    out: str | Path | BinaryIO, setup: PageSetup | None, title: str, *, turned: bool = False
) -> tuple[Canvas, Styles, PageSetup]:
    """A fixed-layout sheet's canvas on ``setup``'s paper (default ``PageSetup()``), upright
    or ``turned`` to landscape, with the sheets' styles and the A4-sized page to lay it out
    on (``PageSetup.magnified``), enlarged onto A3 or B4 as it is drawn."""
    setup = setup or PageSetup()
    style = styles()
    size = landscape(setup.paper.size) if turned else setup.paper.size
    canvas = open_canvas(out, size, style, title, setup.paper.enlargement)
    return canvas, style, setup.magnified


def write_slip_pages(
    out: str | Path | BinaryIO,
    grid: SlipGrid,
    style: Styles,
    title: str,
    count: int,
    draw_slip: Callable[[Canvas, int], None],
) -> None:
    """Write ``count`` slips to ``out`` in their places on the cut pages (``page_order``),
    cut marks on every page; ``draw_slip(canvas, index)`` draws slip ``index`` with its
    bottom left corner at the origin. ``title``: the PDF's title."""
    canvas = open_canvas(out, grid.size, style, title)
    for page in page_order(count, grid.per_page):
        cut_marks(canvas, grid)
        for position, index in enumerate(page):
            if index is None:
                continue
            canvas.saveState()
            canvas.translate(*grid.origin(position))
            draw_slip(canvas, index)
            canvas.restoreState()
        canvas.showPage()
    canvas.save()


def cut_marks(canvas: Canvas, grid: SlipGrid) -> None:
    """Short ticks in the margins where the guillotine cuts (slip edges)."""
    x, y, width, height = grid.frame
    top = y + height
    tick = grid.margin * 0.6
    canvas.setLineWidth(0.4)
    for n in range(grid.rows + 1):
        level = top - n * grid.slip_height
        canvas.line(x - tick - 1, level, x - 1, level)
        canvas.line(x + width + 1, level, x + width + tick + 1, level)
    for n in range(grid.columns + 1):
        edge = x + n * grid.slip_width
        canvas.line(edge, y - tick - 1, edge, y - 1)
        canvas.line(edge, top + 1, edge, top + tick + 1)


def qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
    """The QR code of ``text`` as one filled path: a rectangle per run of dark modules in
    a row, with the quiet zone the standard asks for (4 modules).

    The path is written in module units under one scaling transform, so its numbers are
    small integers (formatting floats one rectangle at a time tripled the time). The mask
    is fixed: any of the eight is valid, and choosing the best one costs 8 encodings.
    """
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=4, mask_pattern=0)
    code.add_data(text)
    code.make(fit=True)
    matrix = code.get_matrix()
    n = len(matrix)
    ops = []
    for r, row in enumerate(matrix):
        level = n - r - 1
        c = 0
        while c < n:
            if row[c]:
                start = c
                while c < n and row[c]:
                    c += 1
                ops.append(f"{start} {level} {c - start} 1 re")
            else:
                c += 1
    module = size / n
    canvas.saveState()
    canvas.transform(module, 0, 0, module, x, y)
    canvas.addLiteral("\n".join(ops) + "\nf")
    canvas.restoreState()


#: Marks that may not begin a line (Japanese line breaking, 行頭禁則).
_NO_LINE_START = "、。，．）」』】〕》〉・ー：；？！,.)]:;?!"
#: Marks that may not end a line (行末禁則): an opening bracket goes with what it opens.
_NO_LINE_END = "（「『【〔《〈(["
#: Characters of a number or a Latin word ("7.6", "MTR", "33%"), never broken apart: a
#: rule's number stays whole (「（イベント規定7.」 / 「6）。」 on the seatings sheet).
_UNBROKEN = frozenset(string.ascii_letters + string.digits + ".%")


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``. English breaks at spaces; text with
    Japanese in it breaks between any two characters (Japanese puts no spaces between
    words, and its few spaces, as in "補遺 *.4A", are no better places to break), never
    before a closing mark nor after an opening one, nor inside a number or a Latin word:
    as many characters as that takes go down to the next line ("7.6）。" stays whole)."""
    if not has_japanese(text):
        return _wrap_at_spaces(text, font, size, width)
    lines: list[str] = []
    line = ""
    for char in text:
        if line and stringWidth(line + char, font, size) > width:
            carried = ""
            while len(line) > 1 and (
                (carried + char)[0] in _NO_LINE_START
                or line[-1] in _NO_LINE_END
                or (line[-1] in _UNBROKEN and (carried + char)[0] in _UNBROKEN)
            ):
                line, carried = line[:-1], line[-1] + carried
            lines.append(line.rstrip())
            line = carried + (char if char != " " else "")
            continue
        line += char
    lines.append(line)
    return lines


def _fits(text: str, font: str, size: float, width: float) -> Callable[[int], bool]:
    """Whether the first ``n`` characters of ``text`` fit in ``width``."""
    return lambda n: stringWidth(text[:n], font, size) <= width


def _wrap_at_spaces(text: str, font: str, size: float, width: float) -> list[str]:
    """English: at spaces, a word longer than the line cut where it must."""
    lines: list[str] = []
    for line in simpleSplit(text, font, size, width):
        while stringWidth(line, font, size) > width:
            cut = longest_prefix(len(line) - 1, _fits(line, font, size, width), low=1)
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def sheet_date(shown: str, date: dt.date) -> str:
    """The date a sheet prints: as the reader writes it (``shown``: 2026年11月21日(土), made
    by ``sheets.date_text``), or ISO when the labels came without one."""
    return shown or date.isoformat()
