"""Drawing helpers every sheet shares: the canvas, fitting text, cut marks, QR codes.

The QR code is drawn from the ``qrcode`` matrix as one filled vector path: reportlab's own
QR widget took 23 s for 1,000 slips, this about 1 s.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.scripts import has_japanese
from mtrdesk.printing.page import PageSetup, Styles


def open_canvas(
    out: str | Path | BinaryIO,
    size: tuple[float, float],
    style: Styles,
    title: str,
) -> Canvas:
    """A canvas on ``out`` (a path or a binary file) in the sheets' embedded font, so the
    file holds no unembedded Helvetica; ``title`` is the PDF's title."""
    canvas = Canvas(
        str(out) if isinstance(out, Path) else out,
        pagesize=size,
        initialFontName=style.font,
    )
    canvas.setTitle(title)
    canvas.setAuthor("mtrdesk")
    return canvas


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


def cut_marks(canvas: Canvas, setup: PageSetup, per_page: int, slip_height: float) -> None:
    """Short ticks in the margins where the guillotine cuts (slip edges)."""
    x, y, width, height = setup.frame
    top = y + height
    tick = setup.margin * 0.6
    canvas.setLineWidth(0.4)
    for n in range(per_page + 1):
        level = top - n * slip_height
        canvas.line(x - tick - 1, level, x - 1, level)
        canvas.line(x + width + 1, level, x + width + tick + 1, level)
    bottom = top - per_page * slip_height
    for edge in (x, x + width):
        canvas.line(edge, bottom - tick - 1, edge, bottom - 1)
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


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` in lines no wider than ``width``. English breaks at spaces; text with
    Japanese in it breaks between any two characters (Japanese puts no spaces between
    words, and its few spaces, as in "補遺 *.4A", are no better places to break), never
    before a closing mark."""
    if not has_japanese(text):
        return _wrap_at_spaces(text, font, size, width)
    lines: list[str] = []
    line = ""
    for char in text:
        if line and stringWidth(line + char, font, size) > width:
            if char in _NO_LINE_START and len(line) > 1:
                line, carried = line[:-1], line[-1]
            else:
                carried = ""
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
