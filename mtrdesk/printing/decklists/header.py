"""The top and the foot of a decklist sheet's page: the title, the kind of list and the
playoff opponent's banner; the boxes of the event and the player (on a pool sheet, of
the player who registered it); the rules note; the page number."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.decklists.frame import BOX_HEIGHT, Pen
from mtrdesk.printing.decklists.values import PlayerBoxes, SheetForm
from mtrdesk.printing.fonts import printable


def title_text(pen: Pen) -> str:
    return pen.labels.pool_title if pen.pool else pen.labels.title


def form_text(pen: Pen) -> str:
    labels = pen.labels
    return {
        SheetForm.CONSTRUCTED: labels.form_constructed,
        SheetForm.LIMITED: labels.form_limited,
        SheetForm.COMMANDER: labels.form_commander,
        SheetForm.POOL: "",  # the title says it
    }[pen.page.form]


def header(pen: Pen, continued: bool) -> float:
    """Title, kind of list, the opponent banner; returns the y below them."""
    c, top = pen.c, pen.y + pen.height
    title = title_text(pen)
    if continued:
        title = fill(pen.labels.continued, title)
    form = printable(form_text(pen))
    form_size = 10.5
    form_width = min(stringWidth(form, pen.font, form_size), pen.width * 0.4)
    draw.fitted(
        c,
        printable(title),
        pen.x,
        top - 17,
        pen.font,
        pen.style.heading * 1.25,
        pen.width - form_width - 12,
        10,
    )
    c.setFont(pen.font, form_size)
    draw.fitted(c, form, pen.x + pen.width - form_width, top - 15, pen.font, form_size, form_width)
    top -= 24
    if pen.page.banner:
        height = 20.0
        c.setFillGray(0.0)
        c.rect(pen.x, top - height, pen.width, height, stroke=0, fill=1)
        c.setFillGray(1.0)
        draw.fitted(
            c,
            printable(pen.page.banner),
            pen.x + 6,
            top - height + 6,
            pen.font,
            11.5,
            pen.width - 12,
            7,
        )
        c.setFillGray(0.0)
        top -= height + 4
    return top


def box(
    pen: Pen,
    x: float,
    top: float,
    width: float,
    label: str,
    value: str = "",
    height: float = BOX_HEIGHT,
    value_size: float = 11.5,
) -> None:
    """A ruled box with its label small in the corner and ``value`` written in it."""
    c = pen.c
    c.setLineWidth(0.6)
    c.rect(x, top - height, width, height, stroke=1, fill=0)
    c.setFont(pen.font, 6.5)
    draw.fitted(c, printable(label), x + 2.5, top - 7.5, pen.font, 6.5, width - 5, 4.5)
    if value:
        draw.fitted(
            c,
            printable(value),
            x + 4,
            top - height + 5,
            pen.font,
            value_size,
            width - 8,
            5.5,
        )


def boxes(pen: Pen, top: float, row: Sequence[tuple[float, str, str]]) -> float:
    """A row of boxes; ``row`` holds (share of the width, label, value)."""
    x = pen.x
    total = sum(share for share, _label, _value in row)
    for share, label, value in row:
        width = pen.width * share / total
        box(pen, x, top, width, label, value)
        x += width
    return top - BOX_HEIGHT


def event_row(pen: Pen, top: float) -> float:
    page, labels = pen.page, pen.labels
    return boxes(
        pen,
        top,
        (
            (0.5, labels.event, page.event_name),
            (0.2, labels.date, page.date),
            (0.3, labels.format, page.format),
        ),
    )


def player_row(pen: Pen, top: float) -> float:
    """The player's boxes, their team, and on a pool sheet who registered it."""
    player, labels = pen.page.player, pen.labels
    top = boxes(
        pen,
        top - 4,
        (
            (0.33, labels.pool_owner if pen.pool else labels.name, player.name),
            (0.27, labels.reading, player.reading),
            (0.2, labels.player_id, player.player_id),
            (0.1, labels.table, player.table),
            (0.1, labels.seat, player.seat),
        ),
    )
    if player.team:
        pen.c.setFont(pen.font, pen.style.small)
        draw.fitted(
            pen.c,
            printable(fill(labels.team, player.team)),
            pen.x,
            top - 9,
            pen.font,
            pen.style.body,
            pen.width,
        )
        top -= 11
    if pen.pool:
        other = pen.page.registered_by or PlayerBoxes()
        top = boxes(
            pen,
            top - 4,
            (
                (0.33, labels.registered_by, other.name),
                (0.27, labels.reading, other.reading),
                (0.2, labels.registered_by_id, other.player_id),
                (0.2, labels.signature, ""),
            ),
        )
    return top


def short_player_row(pen: Pen, top: float) -> float:
    """A continuation page's player boxes: name, reading and ID."""
    player, labels = pen.page.player, pen.labels
    return boxes(
        pen,
        top - 4,
        (
            (0.5, labels.name, player.name),
            (0.3, labels.reading, player.reading),
            (0.2, labels.player_id, player.player_id),
        ),
    )


def notes(pen: Pen) -> tuple[list[str], float]:
    """The rules note at the foot, wrapped, and the height it takes."""
    labels = pen.labels
    note = {
        SheetForm.CONSTRUCTED: labels.note_constructed,
        SheetForm.LIMITED: labels.note_limited,
        SheetForm.COMMANDER: labels.note_commander,
        SheetForm.POOL: labels.note_pool,
    }[pen.page.form]
    size = pen.style.small + 0.5
    lines = draw.wrap(printable(note), pen.font, size, pen.width)
    return lines, len(lines) * (size + 2.5) + 6


def draw_notes(pen: Pen, lines: list[str]) -> None:
    size = pen.style.small + 0.5
    pen.c.setFont(pen.font, size)
    base = pen.y + (len(lines) - 1) * (size + 2.5) + 1
    for line in lines:
        pen.c.drawString(pen.x, base, line)
        base -= size + 2.5


def page_number(pen: Pen, number: int, pages: int) -> None:
    """The page number ("Page 1 of 2") under the frame, on a sheet of more than one page."""
    if pages <= 1:
        return
    pen.c.setFont(pen.font, pen.style.small)
    pen.c.drawRightString(pen.x + pen.width, pen.y - 12, fill(pen.labels.page, number, pages))
