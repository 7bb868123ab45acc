"""The playoff bracket sheet: landscape, one column per round, the champion at the right.

Every place of every round is drawn from the start (MTR 10.4: who meets whom is fixed by
the first round), later rounds empty until paired, so the sheet can be posted before the
quarterfinals and written on. Each line is seed, name and games won; the loser is grey;
★ marks who chooses to play or draw (MTR 2.2), or the legend says a team determined at
random chooses (MTR 9.3, Two-Headed Giant). Line height follows the field: a top 4 is
large, a top 32 still fits one page. The multiplayer pod playoff (addendum 10.4A) is
re-paired by seed each round, so it is drawn round by round, pods side by side.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.lib.pagesizes import landscape
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.bracket import (
    BracketMatch,
    BracketSheet,
    BracketSide,
    PlayoffPodBox,
    PodBracketSheet,
)
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles

CHOOSER_MARK = "★"
LOSER_GREY = 0.55


@dataclass(frozen=True)
class BracketLabels:
    """The sheet's words in the reader's language (``%1`` filled in here)."""

    title: str
    round_of: str  # "Round of %1"
    quarterfinals: str
    semifinals: str
    final: str
    champion: str
    round_number: str  # "Round %1" (the event's round)
    table: str
    bye: str
    draft_seat: str  # "seat %1"
    chooser_legend: str
    random_chooser_legend: str
    draft_legend: str
    pods: str  # "%1 pods"
    seeds_join: str  # "Join this round: %1"
    won: str
    pod_first_legend: str  # ★ seat 1 plays first (2.2A)
    list_comma: str  # between the items of a list in a sentence: ", " (「、」 in Japanese)
    #: The event's date as the reader writes it (2026年11月21日(土)); empty: ISO.
    date: str = ""
    #: The audit chain's head code as the footer says it, bottom right (issue 27).
    chain: str = ""


def _chain(canvas: Canvas, style: Styles, labels: BracketLabels, right: float, y: float) -> None:
    """The audit chain's head code at the page's bottom right (none for an event file)."""
    if labels.chain:
        canvas.setFont(style.font, style.small)
        canvas.drawRightString(right, y + 2, printable(labels.chain))


def round_name(labels: BracketLabels, field_size: int) -> str:
    """Final, semifinals, quarterfinals, or "round of 16"."""
    named = {2: labels.final, 4: labels.semifinals, 8: labels.quarterfinals}
    return named.get(field_size, fill(labels.round_of, field_size))


def _landscape(
    out: str | Path | BinaryIO, setup: PageSetup | None, event_name: str, labels: BracketLabels
) -> tuple[Canvas, Styles, tuple[float, float, float, float]]:
    """A landscape canvas (a bracket is wider than tall) and its printable frame."""
    title = f"{event_name} — {labels.title}"
    # Laid out on the A4-sized page and enlarged onto A3 or B4 (``PageSetup.magnified``).
    canvas, style, page = draw.sheet_canvas(out, setup, title, turned=True)
    size = landscape((page.width, page.height))
    margin = page.margin
    return canvas, style, (margin, margin, size[0] - 2 * margin, size[1] - 2 * margin)


def write_bracket(
    sheet: BracketSheet,
    labels: BracketLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the bracket on one landscape page."""
    canvas, style, (x, y, width, height) = _landscape(out, setup, sheet.event_name, labels)
    top = _title(canvas, style, sheet, labels, (x, y, width, height))
    legends = (
        [labels.chooser_legend] if not sheet.random_chooser else [labels.random_chooser_legend]
    )
    if sheet.draft:
        legends.append(labels.draft_legend)
    canvas.setFont(style.font, style.small)
    for n, legend in enumerate(legends):
        canvas.drawString(x, y + 2 + n * 10, printable(legend))
    _chain(canvas, style, labels, x + width, y)
    bottom = y + 6 + 10 * len(legends)
    columns = len(sheet.rounds) + 1
    col_w = width / columns
    gap = min(18.0, col_w * 0.12)
    first = max(1, len(sheet.rounds[0].matches)) if sheet.rounds else 1
    area = top - 16 - bottom
    slot = area / first
    line = min(22.0, slot / 2.4)
    centres: list[float] = [top - 16 - slot * (i + 0.5) for i in range(first)]
    for r, rnd in enumerate(sheet.rounds):
        left = x + r * col_w
        canvas.setFont(style.font, style.body)
        heading = round_name(labels, rnd.field_size)
        if rnd.number is not None:
            heading += "  " + fill(labels.round_number, rnd.number)
        draw.fitted(canvas, printable(heading), left, top - 8, style.font, style.body, col_w - gap)
        if r:
            centres = [(centres[2 * i] + centres[2 * i + 1]) / 2 for i in range(len(centres) // 2)]
        for i, match in enumerate(rnd.matches):
            _box(canvas, style, labels, match, left, centres[i], col_w - gap, line)
            _connector(canvas, left + col_w - gap, centres[i], i, centres, line, gap)
    left = x + len(sheet.rounds) * col_w
    canvas.setFont(style.font, style.body)
    canvas.drawString(left, top - 8, printable(labels.champion))
    centre = centres[0] if centres else top - area / 2
    canvas.setLineWidth(1.2)
    canvas.line(left, centre - line * 0.3, left + col_w - gap, centre - line * 0.3)
    if sheet.champion:
        draw.fitted(
            canvas,
            printable(sheet.champion),
            left + 2,
            centre,
            style.font,
            line * 0.8,
            col_w - gap - 4,
        )
    canvas.showPage()
    canvas.save()


def _title(
    canvas: Canvas,
    style: Styles,
    sheet: BracketSheet | PodBracketSheet,
    labels: BracketLabels,
    frame: tuple[float, float, float, float],
) -> float:
    """The event and its date, then the sheet's title, at the top of the page's ``frame``
    (``_landscape``); returns the y below."""
    x, y, width, height = frame
    top = y + height
    event = f"{sheet.event_name}   {draw.sheet_date(labels.date, sheet.date)}"
    draw.fitted(canvas, printable(event), x, top - 10, style.font, style.body, width)
    heading = style.heading * 1.3
    draw.fitted(canvas, printable(labels.title), x, top - 32, style.font, heading, width)
    return top - 40


def _side_text(labels: BracketLabels, side: BracketSide, chooser: bool) -> str:
    seed = f"{side.seed}. " if side.seed is not None else ""
    seat = f" ({fill(labels.draft_seat, side.draft_seat)})" if side.draft_seat else ""
    mark = f" {CHOOSER_MARK}" if chooser else ""
    return printable(f"{seed}{side.name}{seat}{mark}")


def _box(
    canvas: Canvas,
    style: Styles,
    labels: BracketLabels,
    match: BracketMatch | None,
    left: float,
    centre: float,
    width: float,
    line: float,
) -> None:
    """Two lines (or one and "Bye") around ``centre``, games won at the right."""
    size = min(12.0, line * 0.62)
    canvas.setLineWidth(0.7)
    canvas.line(left, centre, left + width, centre)
    canvas.line(left, centre - line, left + width, centre - line)
    canvas.line(left, centre + line, left + width, centre + line)
    if match is None:
        return
    if match.table is not None:
        canvas.setFont(style.font, style.small * 0.9)
        canvas.drawRightString(
            left + width, centre + line + 2, printable(fill(labels.table, match.table))
        )
    sides = (match.side1, match.side2)
    decided = any(s is not None and s.won for s in sides) and match.side2 is not None
    for n, side in enumerate(sides):
        base = centre + line * 0.3 if n == 0 else centre - line * 0.7
        if side is None:
            canvas.setFillGray(LOSER_GREY)
            draw.fitted(canvas, printable(labels.bye), left + 3, base, style.font, size, width - 24)
            canvas.setFillGray(0)
            continue
        canvas.setFillGray(LOSER_GREY if decided and not side.won else 0)
        text = _side_text(labels, side, match.chooser == n + 1)
        draw.fitted(canvas, text, left + 3, base, style.font, size, width - 26)
        if side.wins is not None:
            canvas.setFont(style.font, size)
            canvas.drawRightString(left + width - 3, base, str(side.wins))
        canvas.setFillGray(0)


def _connector(
    canvas: Canvas,
    right: float,
    centre: float,
    index: int,
    centres: list[float],
    line: float,
    gap: float,
) -> None:
    """The bracket line from a match to its place in the next round."""
    if len(centres) < 2:
        return
    partner = centres[index ^ 1] if (index ^ 1) < len(centres) else centre
    middle = (centre + partner) / 2
    canvas.setLineWidth(0.7)
    canvas.line(right, centre, right + gap / 2, centre)
    canvas.line(right + gap / 2, centre, right + gap / 2, middle)
    if index % 2 == 0:
        canvas.line(right + gap / 2, middle, right + gap, middle)


def write_pod_bracket(
    sheet: PodBracketSheet,
    labels: BracketLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """The pod playoff, a page per round: its pods side by side, four seats each."""
    canvas, style, (x, y, width, height) = _landscape(out, setup, sheet.event_name, labels)
    names = {
        "final": labels.final,
        "semifinal": labels.semifinals,
        "quarterfinal": labels.quarterfinals,
    }
    for rnd in sheet.rounds:
        top = _title(canvas, style, sheet, labels, (x, y, width, height))
        heading = names.get(rnd.stage, fill(labels.round_of, rnd.pod_count * 4))
        if rnd.number is not None:
            heading += "  " + fill(labels.round_number, rnd.number)
        heading += "   " + fill(labels.pods, rnd.pod_count)
        canvas.setFont(style.font, style.name)
        canvas.drawString(x, top - 14, printable(heading))
        top -= 24
        if rnd.byes:
            joined = labels.list_comma.join(f"{seed}. {name}" for seed, name in rnd.byes)
            top = _wrapped(canvas, style, fill(labels.seeds_join, joined), x, top, width)
        canvas.setFont(style.font, style.small)
        canvas.drawString(x, y + 2, printable(labels.pod_first_legend))
        _chain(canvas, style, labels, x + width, y)
        count = max(1, rnd.pod_count)
        per_row = min(4, count)
        rows = -(-count // per_row)
        box_w = min(270.0, width / per_row)
        box_h = min(130.0, (top - y - 30) / rows)
        boxes = list(rnd.pods) + [None] * (count - len(rnd.pods))
        for i, pod in enumerate(boxes):
            left = x + (i % per_row) * box_w
            box_top = top - (i // per_row) * box_h
            _pod_box(canvas, style, labels, pod, left, box_top, box_w - 10, box_h - 8)
        if rnd is sheet.rounds[-1] and sheet.champion:
            canvas.setFont(style.font, style.name)
            canvas.drawString(x, y + 14, printable(f"{labels.champion}: {sheet.champion}"))
        canvas.showPage()
    canvas.save()


def _wrapped(canvas: Canvas, style: Styles, text: str, x: float, top: float, width: float) -> float:
    canvas.setFont(style.font, style.body)
    for part in draw.wrap(printable(text), style.font, style.body, width):
        canvas.drawString(x, top - style.body, part)
        top -= style.body + 3
    return top - 6


def _pod_box(
    canvas: Canvas,
    style: Styles,
    labels: BracketLabels,
    pod: PlayoffPodBox | None,
    left: float,
    top: float,
    width: float,
    height: float,
) -> None:
    """A pod: its table, then seat, seed and name of each player; the winner marked."""
    canvas.setLineWidth(0.7)
    canvas.rect(left, top - height, width, height)
    if pod is None:
        return
    line = min(20.0, (height - 16) / max(4, len(pod.seats)))
    size = min(11.0, line * 0.6)
    canvas.setFont(style.font, style.small)
    canvas.drawString(left + 4, top - 10, printable(fill(labels.table, pod.table)))
    decided = any(s.result == "win" for s in pod.seats)
    for n, seat in enumerate(pod.seats):
        base = top - 14 - (n + 1) * line + line * 0.3
        canvas.setFillGray(LOSER_GREY if decided and seat.result != "win" else 0)
        seed = f"{seat.seed}. " if seat.seed is not None else ""
        mark = f" {CHOOSER_MARK}" if seat.seat == 1 else ""
        text = printable(f"{seat.seat}  {seed}{seat.name}{mark}")
        draw.fitted(canvas, text, left + 4, base, style.font, size, width - 40)
        if seat.result == "win":
            canvas.setFont(style.font, size)
            canvas.drawRightString(left + width - 4, base, printable(labels.won))
        canvas.setFillGray(0)
