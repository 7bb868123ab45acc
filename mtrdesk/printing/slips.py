"""Match result slips: several per page, with cut marks and a QR code per table.

Pages are ordered for the guillotine: with ``k`` slips per page and ``p`` pages, page
``j`` (from 0) holds at position ``i`` (from 0, top first) the slip ``i * p + j`` of the
round, i.e. table ``i * p + j + 1`` when tables run from 1. Cutting the printed stack
along the marks gives ``k`` piles; laid top pile first, they are already in table order.

The QR code is drawn from the ``qrcode`` matrix as one filled vector path: reportlab's
own QR widget took 23 s for 1,000 slips, this about 1 s.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.placeholders import fill
from mtrdesk.core.slips import Slip, SlipPlayer, SlipSheet
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles

SLIPS_PER_PAGE = 4
PAD = 8.0
QR_SIZE = 62.0
#: Columns of the result rows, from the slip's left edge (points).
WINS_X = 300.0
DROP_X = 370.0
SIGN_X = 410.0


@dataclass(frozen=True)
class SlipLabels:
    """Every word printed on a slip, already in the reader's language (``%1`` filled in
    here). Built by the caller (``sheets.slips``), so printing needs no Qt."""

    title: str
    round: str
    playoff_round: str
    table: str
    player: str
    games_won: str
    drawn_games: str
    drop: str
    signature: str
    time_extension: str
    minutes: str
    player_id: str
    chooser: str


def page_order(count: int, per_page: int = SLIPS_PER_PAGE) -> list[list[int | None]]:
    """Slip indexes per page, top first (``None``: an empty place on the last pages).

    Page ``j`` position ``i`` holds slip ``i * pages + j``, so the cut piles stack up in
    table order (see the module docstring).
    """
    pages = max(1, math.ceil(count / per_page))
    return [
        [i * pages + j if i * pages + j < count else None for i in range(per_page)]
        for j in range(pages)
    ]


def write_slips(
    sheet: SlipSheet,
    labels: SlipLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the round's slips as a PDF to ``out`` (a path or a binary file)."""
    setup = setup or PageSetup()
    style = styles()
    canvas = Canvas(
        str(out) if isinstance(out, Path) else out,
        pagesize=setup.paper.size,
        initialFontName=style.font,  # no unembedded Helvetica in the file
    )
    canvas.setTitle(f"{sheet.event_name} — {fill(labels.round, sheet.round_number)}")
    canvas.setAuthor("mtrdesk")
    x, y, width, height = setup.frame
    slip_height = height / SLIPS_PER_PAGE
    header = _Header(sheet, labels)
    for page in page_order(len(sheet.slips)):
        _cut_marks(canvas, setup, slip_height)
        for position, index in enumerate(page):
            if index is None:
                continue
            bottom = y + height - (position + 1) * slip_height
            canvas.saveState()
            canvas.translate(x, bottom)
            _draw_slip(canvas, style, header, labels, sheet.slips[index], width, slip_height)
            canvas.restoreState()
        canvas.showPage()
    canvas.save()


@dataclass(frozen=True)
class _Header:
    """The texts every slip of the round repeats, made printable once."""

    event: str
    round: str

    def __init__(self, sheet: SlipSheet, labels: SlipLabels) -> None:
        event = printable(f"{sheet.event_name}   {sheet.date.isoformat()}")
        template = labels.playoff_round if sheet.playoff else labels.round
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "round", printable(fill(template, sheet.round_number)))


def _cut_marks(canvas: Canvas, setup: PageSetup, slip_height: float) -> None:
    """Short ticks in the margins where the guillotine cuts (slip edges)."""
    x, y, width, height = setup.frame
    tick = setup.margin * 0.6
    canvas.setLineWidth(0.4)
    for n in range(SLIPS_PER_PAGE + 1):
        level = y + n * slip_height
        canvas.line(x - tick - 1, level, x - 1, level)
        canvas.line(x + width + 1, level, x + width + tick + 1, level)
    for edge in (x, x + width):
        canvas.line(edge, y - tick - 1, edge, y - 1)
        canvas.line(edge, y + height + 1, edge, y + height + tick + 1)


def _fit(text: str, font: str, size: float, room: float) -> float:
    """The size at which ``text`` fits in ``room`` points (never larger than ``size``)."""
    width = stringWidth(text, font, size)
    return size if width <= room else max(5.0, size * room / width)


def _draw_slip(
    canvas: Canvas,
    style: Styles,
    header: _Header,
    labels: SlipLabels,
    slip: Slip,
    width: float,
    height: float,
) -> None:
    font = style.font
    top = height - PAD
    room = width - 2 * PAD - QR_SIZE - 8
    canvas.setFont(font, style.small)
    canvas.drawString(PAD, top - 8, labels.title)
    size = _fit(header.event, font, style.body, room)
    canvas.setFont(font, size)
    canvas.drawString(PAD, top - 21, header.event)
    canvas.setFont(font, style.heading)
    canvas.drawString(PAD, top - 42, header.round)
    table_x = max(WINS_X - 120, PAD + stringWidth(header.round, font, style.heading) + 24)
    canvas.drawString(table_x, top - 42, printable(fill(labels.table, slip.table)))
    if slip.chooser in (1, 2):  # under the heading: the slip's foot is tight on Letter
        chosen = slip.player1 if slip.chooser == 1 else slip.player2
        canvas.setFont(font, style.body)
        canvas.drawString(PAD, top - 57, printable(fill(labels.chooser, chosen.name)))
    _qr(canvas, slip.code, width - PAD - QR_SIZE, top - QR_SIZE, QR_SIZE)

    columns = top - 70
    canvas.setFont(font, style.small)
    canvas.drawString(PAD, columns, labels.player)
    canvas.drawCentredString(WINS_X, columns, labels.games_won)
    canvas.drawCentredString(DROP_X, columns, labels.drop)
    canvas.drawString(SIGN_X, columns, labels.signature)
    canvas.setLineWidth(0.8)
    for n, player in enumerate((slip.player1, slip.player2)):
        _player_row(canvas, style, labels, player, columns - 24 - n * 30, width)

    draws = columns - 84
    canvas.setFont(font, style.body)
    canvas.drawRightString(WINS_X - 18, draws, labels.drawn_games)
    canvas.rect(WINS_X - 11, draws - 6, 22, 22)
    canvas.drawString(SIGN_X, draws, labels.time_extension)
    extension = SIGN_X + stringWidth(labels.time_extension, font, style.body) + 6
    canvas.rect(extension, draws - 6, 30, 22)
    canvas.drawString(extension + 34, draws, labels.minutes)


def _player_row(
    canvas: Canvas,
    style: Styles,
    labels: SlipLabels,
    player: SlipPlayer,
    baseline: float,
    width: float,
) -> None:
    """Name (ID under it), games-won box, drop box, signature line."""
    font = style.font
    name = printable(player.name)
    canvas.setFont(font, _fit(name, font, style.name, WINS_X - 20 - PAD))
    canvas.drawString(PAD, baseline, name)
    if player.player_id:
        canvas.setFont(font, style.small)
        canvas.drawString(PAD, baseline - 9, printable(fill(labels.player_id, player.player_id)))
    canvas.rect(WINS_X - 11, baseline - 6, 22, 22)
    canvas.rect(DROP_X - 6, baseline - 2, 12, 12)
    canvas.line(SIGN_X, baseline - 4, width - PAD, baseline - 4)


def _qr(canvas: Canvas, text: str, x: float, y: float, size: float) -> None:
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
