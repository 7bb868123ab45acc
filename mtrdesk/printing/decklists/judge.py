"""The foot of a decklist sheet's third column: the totals ("Main deck total [ 60 ]
cards") and the judges' area (accepted by, time, deck checks: MTR 2.7, 2.8), which an
opponent's copy (2.7) replaces with the words saying it is one."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.decklists.frame import HEADING, Pen
from mtrdesk.printing.decklists.values import DeckPage, JudgeNotes
from mtrdesk.printing.fonts import printable


def total(pen: Pen, x: float, top: float, width: float, label: str, count: int | None) -> float:
    """ "Main deck total [ 60 ] cards": a label, a box, the unit."""
    c, height = pen.c, 20.0
    box_width = 36.0
    unit_text = printable(fill(pen.labels.cards, "")).strip()
    unit_width = stringWidth(unit_text, pen.font, 8.5) + 4 if unit_text else 0
    label_room = width - box_width - unit_width - 6
    draw.fitted(c, printable(label), x, top - height + 6, pen.font, 9, label_room, 5.5)
    box_x = x + width - box_width - unit_width
    c.setLineWidth(0.8)
    c.rect(box_x, top - height, box_width, height, stroke=1, fill=0)
    if count is not None:
        c.setFont(pen.font, 12)
        c.drawCentredString(box_x + box_width / 2, top - height + 5.5, str(count))
    if unit_text:
        c.setFont(pen.font, 8.5)
        c.drawString(box_x + box_width + 3, top - height + 6, unit_text)
    return top - height - 2


def judge_height(page: DeckPage) -> float:
    """The room the judges' area wants (little on an opponent's copy)."""
    return 150.0 if not page.banner else 40.0


def judge_area(pen: Pen, x: float, top: float, width: float, bottom: float) -> None:
    """The judges' area down to ``bottom``: accepted by, time, deck checks (2.7, 2.8);
    on an opponent's copy, only the words saying it is one."""
    c, labels = pen.c, pen.labels
    if pen.page.banner:
        c.setLineWidth(0.6)
        c.rect(x, bottom, width, top - bottom, stroke=1, fill=0)
        lines = draw.wrap(printable(labels.opponent_copy), pen.font, 8.5, width - 8)
        c.setFont(pen.font, 8.5)
        for n, line in enumerate(lines):
            c.drawString(x + 4, top - 12 - n * 11, line)
        return
    notes = pen.page.judge or JudgeNotes()
    c.setLineWidth(1.2)
    c.rect(x, bottom, width, top - bottom, stroke=1, fill=0)
    c.setFillGray(0.0)
    c.rect(x, top - HEADING, width, HEADING, stroke=0, fill=1)
    c.setFillGray(1.0)
    draw.fitted(
        c, printable(labels.judge_heading), x + 4, top - HEADING + 4, pen.font, 9.5, width - 8
    )
    c.setFillGray(0.0)
    level = top - HEADING
    c.setLineWidth(0.4)
    for label, value in (
        (labels.accepted_by, notes.accepted_by),
        (labels.accepted_at, notes.accepted_at),
    ):
        c.setFont(pen.font, 6.5)
        draw.fitted(c, printable(label), x + 3, level - 8, pen.font, 6.5, width - 6, 4.5)
        if value:
            draw.fitted(c, printable(value), x + 6, level - 20, pen.font, 10, width - 10, 5.5)
        level -= 24
        c.line(x, level, x + width, level)
    c.setFont(pen.font, 6.5)
    draw.fitted(c, printable(labels.deck_checks), x + 3, level - 8, pen.font, 6.5, width - 6, 4.5)
    level -= 11
    c.setFont(pen.font, 7.5)
    for check in notes.checks:
        for line in draw.wrap(printable(check), pen.font, 7.5, width - 8):
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
