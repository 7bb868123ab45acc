"""Result slips of a multiplayer round: one per pod, every player by seat.

What a pod's result is (multiplayer addendum 2.1A): one winner, or a draw between the
players who drew (not those who conceded or received a match loss). So each player has a
"won" box and, in the Swiss, a "drew" box; in the playoff a draw goes to the best seed
who drew (2.4C), so the players only mark a winner and the note says so. Seat 1 plays first
(2.2A; in the playoff the seats are in seed order). Every player has a drop box and signs.

Several slips per page as the largest pod allows, in the same guillotine order as the match slips
(``printing.draw.page_order``), with the same QR text (``core.printouts.slips.slip_code``) so one
scanner reads both.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.slips import PodSlip, PodSlipSheet
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles
from mtrdesk.printing.slips import MIN_SLIP_WIDTH, PAD, QR_SIZE, TITLE_SIZE, SlipLabels

#: Room above the player rows (title, event, round and table, note, column names) and
#: below them (time extension), in points; a row is at least ``MIN_ROW`` high.
HEAD = 101.0
FOOT = 14.0
MIN_ROW = 22.0
MAX_ROW = 30.0
#: Columns from the slip's left edge (points).
NAME_X = 40.0
WON_X = 300.0
DREW_X = 345.0
DROP_X = 390.0
SIGN_X = 420.0


@dataclass(frozen=True)
class PodSlipLabels:
    """The pod slip's words in the reader's language (``%1`` filled in here): the match
    slip's words plus those only a pod needs."""

    slip: SlipLabels
    seat: str
    seed: str
    won: str
    drew: str
    first_player: str
    mark_swiss: str
    mark_playoff: str
    #: The one line telling the players what to do with the slip.
    instruction: str = "Mark the result, every player signs, and hand in this slip."


def slip_grid(sheet: PodSlipSheet, setup: PageSetup) -> draw.SlipGrid:
    """As many slips as fit the page with the largest pod's rows (at least one), each as
    wide as a match slip; on A3 two columns of them (``draw.slip_grid``)."""
    largest = max((len(s.players) for s in sheet.slips), default=4)
    needed = HEAD + FOOT + largest * MIN_ROW
    return draw.slip_grid(setup, MIN_SLIP_WIDTH, needed)


def slips_per_page(sheet: PodSlipSheet, setup: PageSetup) -> int:
    """How many slips a page holds (``slip_grid``)."""
    return slip_grid(sheet, setup).per_page


def write_pod_slips(
    sheet: PodSlipSheet,
    labels: PodSlipLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the round's pod slips as a PDF to ``out`` (a path or a binary file)."""
    setup = setup or PageSetup()
    style = styles()
    words = labels.slip
    title = f"{sheet.event_name} — {fill(words.round, sheet.round_number)}"
    grid = slip_grid(sheet, setup)
    width, slip_height = grid.slip_width, grid.slip_height
    event = printable(f"{sheet.event_name}   {draw.sheet_date(words.date, sheet.date)}")
    heading = printable(
        fill(words.playoff_round if sheet.playoff else words.round, sheet.round_number)
    )
    note = (
        printable(labels.first_player),
        printable(labels.mark_playoff if sheet.playoff else labels.mark_swiss),
    )
    head = (event, heading, note)

    def one(canvas: Canvas, index: int) -> None:
        _draw(canvas, style, labels, head, sheet, sheet.slips[index], width, slip_height)

    draw.write_slip_pages(out, grid, style, title, len(sheet.slips), one)


def _draw(
    canvas: Canvas,
    style: Styles,
    labels: PodSlipLabels,
    head: tuple[str, str, tuple[str, str]],
    sheet: PodSlipSheet,
    slip: PodSlip,
    width: float,
    height: float,
) -> None:
    font, words = style.font, labels.slip
    event, heading, note = head
    top = height - PAD
    room = width - 2 * PAD - QR_SIZE - 8
    # The title with the event and date on its line; the round and table; what to do.
    title = printable(words.title)
    canvas.setFont(font, TITLE_SIZE)
    canvas.drawString(PAD, top - 11, title)
    event_x = PAD + stringWidth(title, font, TITLE_SIZE) + 12
    draw.fitted(canvas, event, event_x, top - 11, font, style.body, room + PAD - event_x)
    canvas.setFont(font, style.heading)
    canvas.drawString(PAD, top - 31, heading)
    table_x = max(WON_X - 120, PAD + stringWidth(heading, font, style.heading) + 24)
    canvas.drawString(table_x, top - 31, printable(fill(words.table, slip.table)))
    draw.fitted(canvas, printable(labels.instruction), PAD, top - 45, font, style.body, room)
    draw.fitted(canvas, note[0], PAD, top - 58, font, style.body, room)
    draw.qr(canvas, slip.code, width - PAD - QR_SIZE, top - QR_SIZE, QR_SIZE)

    columns = top - 73
    canvas.setFont(font, style.small)
    canvas.drawCentredString(PAD + 10, columns, labels.seat)
    canvas.drawString(NAME_X, columns, words.player)
    canvas.drawCentredString(WON_X, columns, labels.won)
    if not sheet.playoff:
        canvas.drawCentredString(DREW_X, columns, labels.drew)
    canvas.drawCentredString(DROP_X, columns, words.drop)
    canvas.drawString(SIGN_X, columns, words.signature)
    rows = max(1, len(slip.players))
    pitch = min(MAX_ROW, (height - HEAD - FOOT) / rows)
    canvas.setLineWidth(0.8)
    for n, player in enumerate(slip.players):
        baseline = columns - 20 - n * pitch
        canvas.setFont(font, style.heading)
        canvas.drawCentredString(PAD + 10, baseline, str(player.seat))
        draw.fitted(
            canvas, printable(player.name), NAME_X, baseline, font, style.name, WON_X - 16 - NAME_X
        )
        details = [fill(words.player_id, player.player_id)] if player.player_id else []
        if player.seed is not None:
            details.append(fill(labels.seed, player.seed))
        if details:
            line = printable("   ".join(details))
            draw.fitted(canvas, line, NAME_X, baseline - 9, font, style.small, WON_X - 16 - NAME_X)
        canvas.rect(WON_X - 8, baseline - 4, 16, 16)
        if not sheet.playoff:
            canvas.rect(DREW_X - 8, baseline - 4, 16, 16)
        canvas.rect(DROP_X - 6, baseline - 2, 12, 12)
        canvas.line(SIGN_X, baseline - 4, width - PAD, baseline - 4)

    foot = columns - 20 - rows * pitch + 4
    canvas.setFont(font, style.small)
    lines = draw.wrap(note[1], font, style.small, SIGN_X - 16 - PAD)
    for n, line in enumerate(lines[:2]):  # how to mark the result, left of the extension
        canvas.drawString(PAD, foot + 3 - n * 9, line)
    canvas.setFont(font, style.body)
    canvas.drawString(SIGN_X, foot, words.time_extension)
    extension = SIGN_X + stringWidth(words.time_extension, font, style.body) + 6
    canvas.rect(extension, foot - 5, 30, 17)
    canvas.drawString(extension + 34, foot, words.minutes)
