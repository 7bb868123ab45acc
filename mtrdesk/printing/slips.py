"""Match result slips: several per page, with cut marks and a QR code per table.

A slip printed from the database also carries its match's one-time code (issue 16), left
of the scanner's QR code: the code in text for typing on a phone, and, while the event is
open to phones, a second QR code leading to the slip's report page (phone cameras read it;
the desk's scanner refuses it, as it is no ``MTRDESK1`` code).

Pages are ordered for the guillotine: with ``k`` slips per page and ``p`` pages, page
``j`` (from 0) holds at position ``i`` (from 0, top first) the slip ``i * p + j`` of the
round, i.e. table ``i * p + j + 1`` when tables run from 1. Cutting the printed stack
along the marks gives ``k`` piles; laid top pile first, they are already in table order.
The canvas, cut marks and the QR code (one vector path) are ``printing.draw``'s, shared
with the multiplayer pod slips (``printing.pod_slips``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.floor.reports import shown_code
from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.slips import Slip, SlipPlayer, SlipSheet
from mtrdesk.printing import draw
from mtrdesk.printing.draw import fit as _fit
from mtrdesk.printing.draw import qr as _qr
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles

#: Slips on an A4 or Letter page; larger paper takes more (``draw.slip_grid``).
SLIPS_PER_PAGE = 4
#: The smallest slip (points): Letter's quarter page, and a little less than an A4 page wide.
MIN_SLIP_WIDTH = 530.0
MIN_SLIP_HEIGHT = 180.0
#: The title's type size, as large as a player's name (it was the small size, 7.5 pt).
TITLE_SIZE = 12.0
PAD = 8.0
QR_SIZE = 62.0
#: The phone QR code (the slip's report page), left of the scanner's, and the gap between.
PHONE_QR_SIZE = QR_SIZE
QR_GAP = 10.0
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
    #: A team playoff's seat match: ``%1`` the player, ``%2`` their team (MTR 2.2).
    team_chooser: str = "Chooses to play or draw first (MTR 2.2): %1 (%2)"
    #: A Two-Headed Giant playoff match (MTR 9.3).
    random_chooser: str = "A team determined at random chooses to play or draw first (MTR 9.3)"
    #: The team of a seat-match player, ``%1``.
    team: str = "Team: %1"
    #: Above a slip's one-time code (issue 16).
    floor_code: str = "Report from your phone: code"
    #: The one line telling the players what to do with the slip.
    instruction: str = "Write the games each player won, both sign, and hand in this slip."
    #: When the match is over and a concession or an intentional draw no longer can be,
    #: citing the event's edition (2023: MTR 2.4, the slip filled out; 2025: MTR 2.5, the
    #: result recorded); printed where a playoff slip says who chooses to play first.
    match_end: str = ""
    #: The event's date as the reader writes it (2026年11月21日(土)); empty: ISO.
    date: str = ""


def slip_grid(setup: PageSetup) -> draw.SlipGrid:
    """How the match slips sit on ``setup``'s paper: 4 on A4 and Letter, 5 on B4, 8 on A3
    (landscape, two columns), each at least A4's slip size."""
    return draw.slip_grid(setup, MIN_SLIP_WIDTH, MIN_SLIP_HEIGHT)


def page_order(count: int, per_page: int = SLIPS_PER_PAGE) -> list[list[int | None]]:
    """Slip indexes per page, top first (``None``: an empty place on the last pages); page
    ``j`` position ``i`` holds slip ``i * pages + j`` (see the module docstring)."""
    return draw.page_order(count, per_page)


def write_slips(
    sheet: SlipSheet,
    labels: SlipLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the round's slips as a PDF to ``out`` (a path or a binary file)."""
    setup = setup or PageSetup()
    style = styles()
    title = f"{sheet.event_name} — {fill(labels.round, sheet.round_number)}"
    grid = slip_grid(setup)
    width, slip_height = grid.slip_width, grid.slip_height
    header = _Header(sheet, labels)

    def one(canvas: Canvas, index: int) -> None:
        _draw_slip(canvas, style, header, labels, sheet.slips[index], width, slip_height)

    draw.write_slip_pages(out, grid, style, title, len(sheet.slips), one)


@dataclass(frozen=True)
class _Header:
    """The texts every slip of the round repeats, made printable once."""

    event: str
    round: str
    title: str
    instruction: str

    def __init__(self, sheet: SlipSheet, labels: SlipLabels) -> None:
        event = printable(f"{sheet.event_name}   {draw.sheet_date(labels.date, sheet.date)}")
        template = labels.playoff_round if sheet.playoff else labels.round
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "round", printable(fill(template, sheet.round_number)))
        object.__setattr__(self, "title", printable(labels.title))
        object.__setattr__(self, "instruction", printable(labels.instruction))


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
    # The one-time code (and its QR code) takes the room left of the scanner's QR code.
    floor_left, chooser_room = _floor_code(canvas, style, labels, slip, width, top)
    # The title, then the event and date on its line; the round and table; what to do.
    code_room = min(room, floor_left - 8 - PAD)
    title_room = min(room, chooser_room - PAD)
    canvas.setFont(font, TITLE_SIZE)
    canvas.drawString(PAD, top - 11, header.title)
    event_x = PAD + stringWidth(header.title, font, TITLE_SIZE) + 12
    draw.fitted(canvas, header.event, event_x, top - 11, font, style.body, title_room - event_x)
    canvas.setFont(font, style.heading)
    canvas.drawString(PAD, top - 31, header.round)
    table_x = max(WINS_X - 120, PAD + stringWidth(header.round, font, style.heading) + 24)
    canvas.drawString(table_x, top - 31, printable(fill(labels.table, slip.table)))
    draw.fitted(canvas, header.instruction, PAD, top - 45, font, style.body, code_room)
    # Under the heading (the slip's foot is tight on Letter): who chooses to play first in
    # a playoff match, else when the match is over.
    chooser = _chooser_line(labels, slip) or labels.match_end
    if chooser:
        room = min(room, chooser_room)
        draw.fitted(canvas, printable(chooser), PAD, top - 58, font, style.body, room)
    _qr(canvas, slip.code, width - PAD - QR_SIZE, top - QR_SIZE, QR_SIZE)

    columns = top - 73
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


def _floor_code(
    canvas: Canvas,
    style: Styles,
    labels: SlipLabels,
    slip: Slip,
    width: float,
    top: float,
) -> tuple[float, float]:
    """The slip's one-time code, right-aligned left of the scanner's QR code, under its
    label; left of it the phone QR code when the slip has a link. Returns where the
    code's block begins (the event's name stops short of it) and the room the chooser
    line has beside the phone QR code (its line runs under the code's text)."""
    right = width - PAD - QR_SIZE - QR_GAP
    if not slip.floor_code:
        return right + QR_GAP, width
    font = style.font
    chooser_room = width
    if slip.floor_link:
        _qr(canvas, slip.floor_link, right - PHONE_QR_SIZE, top - PHONE_QR_SIZE, PHONE_QR_SIZE)
        right -= PHONE_QR_SIZE + 2
        chooser_room = right - 8 - PAD
    label = printable(labels.floor_code)
    code = shown_code(slip.floor_code)
    label_size = _fit(label, font, style.small, 150)
    canvas.setFont(font, label_size)
    canvas.drawRightString(right, top - 21, label)
    canvas.setFont(font, style.heading)
    canvas.drawRightString(right, top - 42, code)
    wide = max(stringWidth(label, font, label_size), stringWidth(code, font, style.heading))
    return right - wide, chooser_room


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
    draw.fitted(canvas, printable(player.name), PAD, baseline, font, style.name, WINS_X - 20 - PAD)
    details = [fill(labels.player_id, player.player_id)] if player.player_id else []
    if player.team:
        details.append(fill(labels.team, player.team))
    if player.members:
        details.append(" / ".join(player.members))
    if details:
        line = printable("   ".join(details))
        draw.fitted(canvas, line, PAD, baseline - 9, font, style.small, WINS_X - 20 - PAD, 5.0)
    canvas.rect(WINS_X - 11, baseline - 6, 22, 22)
    canvas.rect(DROP_X - 6, baseline - 2, 12, 12)
    canvas.line(SIGN_X, baseline - 4, width - PAD, baseline - 4)


def _chooser_line(labels: SlipLabels, slip: Slip) -> str:
    """Who chooses to play or draw (MTR 2.2; 9.3 for Two-Headed Giant), or ""."""
    if slip.random_chooser:
        return labels.random_chooser
    if slip.chooser not in (1, 2):
        return ""
    chosen = slip.player1 if slip.chooser == 1 else slip.player2
    if slip.chooser_team:
        return fill(labels.team_chooser, chosen.name, slip.chooser_team)
    return fill(labels.chooser, chosen.name)
