"""The poster on the store's wall while the event is open to phones (issue 16): one page
with the event's name, a large QR code of its address, the address in text for those who
type it, and a few numbered steps (find your table; report your result with the code on
your result slip). Nothing private: no staff PIN, no slip code, no e-mail.

While the event takes registrations from phones (issue 30, before round 1), a second code
stands beside the first: "Register here", leading to the registration form, and one
more step says what it is for; both codes are then about 8 cm wide on A4.

The QR code takes about half the page's width (about 10 cm on A4), so a phone reads it
from an arm's length and more; the address under it is large enough to type from.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles

#: The QR code's share of the printable width.
QR_SHARE = 0.6
#: Each code's share when two stand side by side (the pages', the registration form's).
PAIR_SHARE = 0.44
#: The captions over two codes.
CAPTION_SIZE = 18.0
EVENT_SIZE = 26.0
TITLE_SIZE = 20.0
ADDRESS_SIZE = 22.0
STEP_SIZE = 14.0
STEP_LEADING = 1.45


@dataclass(frozen=True)
class PosterLabels:
    """Every word on the poster, already in the reader's language."""

    title: str  # "Pairings and results on your phone"
    scan: str  # under the QR code: "Scan with your phone's camera, or type:"
    steps: tuple[str, ...]  # numbered "1.", "2."... in order
    pages: str = ""  # over the pages' code beside the registration code: "Pairings"
    register: str = ""  # over the registration code: "Register here"
    register_step: str = ""  # the last step while registration is open


@dataclass(frozen=True)
class PhonesPoster:
    """What the poster shows: the event's name ("" for the events list) and the address
    its QR code leads to ("http://192.168.1.5:8750/e/3"); ``register`` the registration
    form's address while the event takes registrations from phones ("": closed)."""

    event_name: str
    address: str
    register: str = ""


def write_phones_poster(
    poster: PhonesPoster,
    labels: PosterLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the poster as a one-page PDF to ``out`` (a path or a binary file)."""
    title = f"{poster.event_name} — {labels.title}" if poster.event_name else labels.title
    canvas, style, page = draw.sheet_canvas(out, setup, title)
    _draw(canvas, style, poster, labels, page)
    canvas.showPage()
    canvas.save()


def _draw(
    canvas: Canvas, style: Styles, poster: PhonesPoster, labels: PosterLabels, setup: PageSetup
) -> None:
    font = style.font
    x, y, width, height = setup.frame
    middle = x + width / 2
    top = y + height - 18
    if poster.event_name:
        name = printable(poster.event_name)
        lines = draw.wrap(name, font, EVENT_SIZE, width)[:2]
        for line in lines:
            top -= EVENT_SIZE
            draw_centred(canvas, line, middle, top, font, EVENT_SIZE, width)
            top -= EVENT_SIZE * 0.35
        top -= 10
    top -= TITLE_SIZE
    draw_centred(canvas, printable(labels.title), middle, top, font, TITLE_SIZE, width)
    top -= 16
    if poster.register:
        top = _two_codes(canvas, font, poster, labels, x, top, width)
    else:
        size = width * QR_SHARE
        draw.qr(canvas, poster.address, middle - size / 2, top - size, size)
        top -= size + 4
        top -= STEP_SIZE
        draw_centred(canvas, printable(labels.scan), middle, top, font, STEP_SIZE, width)
        top -= ADDRESS_SIZE + 8
        draw_centred(canvas, poster.address, middle, top, font, ADDRESS_SIZE, width)
    top -= 30
    canvas.setLineWidth(0.8)
    canvas.line(x + 30, top, x + width - 30, top)
    top -= 14
    steps = labels.steps + ((labels.register_step,) if poster.register else ())
    _steps(canvas, font, steps, x + 30, top, width - 60, y)


def _two_codes(
    canvas: Canvas,
    font: str,
    poster: PhonesPoster,
    labels: PosterLabels,
    left: float,
    top: float,
    width: float,
) -> float:
    """The pages' code and the registration form's side by side, each under its caption
    and over its address; where the next part begins."""
    top -= STEP_SIZE
    draw_centred(canvas, printable(labels.scan), left + width / 2, top, font, STEP_SIZE, width)
    top -= 12
    half = width / 2
    size = width * PAIR_SHARE
    shown = ((labels.pages, poster.address), (labels.register, poster.register))
    for n, (caption, address) in enumerate(shown):
        middle = left + half * n + half / 2
        line = top - CAPTION_SIZE
        draw_centred(canvas, printable(caption), middle, line, font, CAPTION_SIZE, half - 12)
        line -= 6
        draw.qr(canvas, address, middle - size / 2, line - size, size)
        line -= size + STEP_SIZE + 4
        draw_centred(canvas, address, middle, line, font, STEP_SIZE, half - 12)
    return top - CAPTION_SIZE - 6 - size - STEP_SIZE - 4


def _steps(
    canvas: Canvas,
    font: str,
    steps: tuple[str, ...],
    left: float,
    top: float,
    width: float,
    bottom: float,
) -> None:
    """The numbered steps, wrapped under their numbers, made smaller if the page's foot
    would cut them."""
    size = STEP_SIZE
    while True:
        indent = size * 2
        wrapped = [draw.wrap(printable(s), font, size, width - indent) for s in steps]
        lines = sum(len(w) for w in wrapped) + 0.5 * (len(wrapped) - 1)
        if top - lines * size * STEP_LEADING >= bottom or size <= 8:
            break
        size -= 1
    canvas.setFont(font, size)
    for number, step in enumerate(wrapped, start=1):
        top -= size * STEP_LEADING
        canvas.drawString(left, top, f"{number}.")
        for n, line in enumerate(step):
            if n:
                top -= size * STEP_LEADING
            canvas.drawString(left + indent, top, line)
        top -= size * STEP_LEADING * 0.5


def draw_centred(
    canvas: Canvas, text: str, middle: float, y: float, font: str, size: float, room: float
) -> None:
    """``text`` centred on ``middle``, shrunk to fit ``room``."""
    canvas.setFont(font, draw.fit(text, font, size, room))
    canvas.drawCentredString(middle, y, text)
