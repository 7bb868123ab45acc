"""The draft plan sheet: a whole draft on paper, for the judge and the organizer (issue 5).

What the sheet shows, and why this layout:

* The title and one summary block: kind, timing profile, drafters, packs × cards, then
  the times a judge calls out: the start, each pack's start, each review period, the
  expected end and the length. With a start time these are wall-clock times
  (``core.draft.schedule.on_wall_clock``); without one, minutes from the start.
* Booster-style drafts: every pick as a short row (start, pick, cards left, seconds), a
  pack's rows under its heading, flowing down as many narrow columns as the page holds,
  so a 3 × 15 booster draft fits one page.
* Rochester (MTR 8.5): one row per booster, since every pick has the same time: when it is
  laid out, by whom, and the seats in picking order, so the horseshoe is read off the sheet.
"""

from __future__ import annotations

import datetime as dt
import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.draft.clock import DraftKind, DraftPlan, DraftStep, StepKind
from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles

ROW = 10.5
COLUMN_GAP = 10.0
SHADE = 0.92


@dataclass(frozen=True)
class PlanLabels:
    """Every word of the sheet in the reader's language (``%1``... filled in here)."""

    title: str
    kind: str  # the draft kind's name, already chosen
    timing: str  # "Timing: %1"
    profile: str  # the profile's name, already chosen
    drafters: str  # "%1 drafters" (teams for 2HG), already chosen
    packs: str  # "%1 packs × %2 cards"
    double_first_pick: str
    drop: str  # "Seat %1 leaves before pack %2, pick %3 (MTR 7.7)"
    start: str
    pack_start: str  # "Pack %1 (%2)": number, direction
    review: str  # "Review after pack %1 (%2 s)"
    review_short: str  # "Review %1 s", in the table
    end: str
    duration: str  # "Length: %1 min %2 s"
    relative: str  # the note when no start time was given
    heading_time: str
    heading_pick: str
    heading_pack: str
    heading_cards: str
    heading_seconds: str
    heading_booster: str
    heading_laid_out_by: str
    heading_order: str
    pick_seconds: str  # Rochester: "Each pick %1 s; layout %2 s"
    untimed: str
    directions: dict[str, str]
    #: The start's date as the reader writes it (2026年11月21日(土)); empty: ISO.
    start_date: str = ""


def clock_text(start: dt.datetime | None, seconds: int) -> str:
    """``seconds`` into the draft: "13:05:15" from ``start``, else "5:15" / "1:05:15"."""
    if start is not None:
        return (start + dt.timedelta(seconds=seconds)).strftime("%H:%M:%S")
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def write_plan(
    plan: DraftPlan,
    start: dt.datetime | None,
    labels: PlanLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the plan of ``plan`` (times from ``start`` when given) as a PDF, its pages
    numbered "1/2" as every other sheet (counted by drawing it once to be thrown away)."""
    counted = _write(plan, start, labels, io.BytesIO(), setup, 0)
    _write(plan, start, labels, out, setup, counted)


def _write(
    plan: DraftPlan,
    start: dt.datetime | None,
    labels: PlanLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None,
    total: int,
) -> int:
    """The plan drawn to ``out``, ``total`` pages in its page numbers; its pages."""
    title = f"{labels.title} — {labels.kind}"
    canvas, style, page = draw.sheet_canvas(out, setup, title)
    sheet = _Sheet(canvas, page, style, plan, start, labels, total)
    sheet.draw()
    canvas.save()
    return sheet.number


class _Sheet:
    """Draws the summary, then the table over as many pages as it needs."""

    def __init__(
        self,
        canvas: Canvas,
        setup: PageSetup,
        style: Styles,
        plan: DraftPlan,
        start: dt.datetime | None,
        labels: PlanLabels,
        total: int,
    ) -> None:
        self.canvas, self.style, self.plan, self.start = canvas, style, plan, start
        self.labels = labels
        self.x, self.y, self.width, self.height = setup.frame
        self.number, self.total = 0, total

    def at(self, seconds: int) -> str:
        return clock_text(self.start, seconds)

    def draw(self) -> None:
        top = self._summary()
        if self.plan.kind is DraftKind.ROCHESTER:
            self._rochester(top)
        else:
            self._picks(top)

    # -- the top of the first page -------------------------------------------------------
    def _page_number(self) -> None:
        self.number += 1
        self.canvas.setFont(self.style.font, self.style.small)
        self.canvas.drawRightString(self.x + self.width, self.y - 12, f"{self.number}/{self.total}")

    def _summary(self) -> float:
        """Title, what is drafted and the times to call; returns the y below them."""
        c, font, labels, plan = self.canvas, self.style.font, self.labels, self.plan
        self._page_number()
        top = self.y + self.height
        heading = printable(f"{labels.title} — {labels.kind}")
        draw.fitted(c, heading, self.x, top - 16, font, self.style.heading * 1.2, self.width, 9)
        top -= 24
        facts = [
            fill(labels.timing, labels.profile),
            f"{labels.drafters}   {fill(labels.packs, plan.packs, plan.pack_size)}",
        ]
        if plan.kind is DraftKind.ROCHESTER:
            facts[-1] += "   " + " ".join(plan.seats)
        if plan.double_first_pick:
            facts.append(labels.double_first_pick)
        facts += [fill(labels.drop, d.seat, d.pack, d.pick) for d in plan.drops]
        if self.start is None:
            facts.append(labels.relative)
        for fact in facts:
            for line in draw.wrap(printable(fact), font, self.style.body, self.width):
                c.setFont(font, self.style.body)
                c.drawString(self.x, top - self.style.body, line)
                top -= self.style.body + 3
        return self._times(top - 6)

    def _times(self, top: float) -> float:
        """Start, each pack, each review, end: two columns, label and time, large."""
        c, font, labels, plan = self.canvas, self.style.font, self.labels, self.plan
        rows: list[tuple[str, str, bool]] = []
        start_text = self.at(0)
        if self.start is not None:
            day = draw.sheet_date(self.labels.start_date, self.start.date())
            start_text = f"{day}  {start_text}"
        rows.append((labels.start, start_text, True))
        pack_steps = _first_steps(plan)
        for step in plan.steps:
            if step is pack_steps.get(step.pack):
                direction = labels.directions.get(step.direction.value if step.direction else "")
                name = fill(labels.pack_start, step.pack, direction or "-")
                rows.append((name, self.at(step.offset), False))
            elif step.kind is StepKind.REVIEW:
                name = fill(labels.review, step.pack, step.seconds)
                rows.append((name, self.at(step.offset), False))
        rows.append((labels.end, self.at(plan.total_seconds), True))
        minutes, seconds = divmod(plan.total_seconds, 60)
        rows.append((fill(labels.duration, minutes, seconds), "", False))
        size, pitch = 12.0, 17.0
        label_room = self.width * 0.42
        c.setLineWidth(0.6)
        c.line(self.x, top, self.x + self.width, top)
        for n, (name, time, strong) in enumerate(rows):
            base = top - (n + 1) * pitch + 5
            draw.fitted(c, printable(name), self.x + 4, base, font, size, label_room, 7)
            c.setFont(font, size * (1.25 if strong else 1.0))
            c.drawString(self.x + label_room + 12, base, time)
        top -= len(rows) * pitch + 4
        c.line(self.x, top, self.x + self.width, top)
        return top - 8

    # -- booster-style picks ---------------------------------------------------------------
    def _picks(self, top: float) -> None:
        """Every step as a row, a pack (and the review after it) as one block, the blocks
        in narrow columns: as many per column as keeps the columns even."""
        blocks: list[list[tuple[str, DraftStep]]] = []
        for step in self.plan.steps:
            if step.kind is StepKind.REVIEW:
                blocks[-1].append(("review", step))
                continue
            if not blocks or step.pack != blocks[-1][0][1].pack:
                blocks.append([("pack", step)])
            blocks[-1].append(("pick", step))
        columns = max(4, min(6, len(blocks)))
        col_width = (self.width - COLUMN_GAP * (columns - 1)) / columns
        total = sum(len(b) for b in blocks)
        target = max(max(len(b) for b in blocks), -(-total // columns))
        col, used, fits = 0, 0, self._fits(top)
        for block in blocks:
            if used and used + len(block) > min(target, fits):
                col, used = col + 1, 0
            for what, step in block:
                if used >= fits:
                    col, used = col + 1, 0
                if col == columns:
                    self.canvas.showPage()
                    self._page_number()
                    top = self.y + self.height
                    col, used, fits = 0, 0, self._fits(top)
                left = self.x + col * (col_width + COLUMN_GAP)
                if used == 0:
                    self._pick_heading(left, top, col_width)
                self._pick_row(what, step, left, top - (used + 2) * ROW + 2.5, col_width)
                used += 1
        self.canvas.setFont(self.style.font, self.style.small)
        self.canvas.drawString(self.x, self.y - 12, printable(self.labels.untimed))
        self.canvas.showPage()

    def _fits(self, top: float) -> int:
        """Rows a column holds below ``top`` (under its heading)."""
        return max(3, int((top - self.y - 6) // ROW) - 1)

    def _fields(self, left: float, width: float) -> tuple[float, float, float, float]:
        """Right edges of the time, pick, cards and seconds fields of a column."""
        return (left + width * 0.42, left + width * 0.60, left + width * 0.80, left + width)

    def _pick_heading(self, left: float, top: float, width: float) -> None:
        c, labels = self.canvas, self.labels
        headings = (
            labels.heading_time,
            labels.heading_pick,
            labels.heading_cards,
            labels.heading_seconds,
        )
        previous = left
        for edge, text in zip(self._fields(left, width), headings, strict=True):
            text = printable(text)
            c.setFont(self.style.font, draw.fit(text, self.style.font, 7.0, edge - previous - 3))
            c.drawRightString(edge, top - ROW + 3, text)
            previous = edge
        c.setLineWidth(0.5)
        c.line(left, top - ROW, left + width, top - ROW)

    def _pick_row(self, what: str, step: DraftStep, left: float, base: float, width: float) -> None:
        c, font, labels = self.canvas, self.style.font, self.labels
        if what == "pack":
            direction = labels.directions.get(step.direction.value if step.direction else "", "")
            text = fill(labels.pack_start, step.pack, direction)
            c.setFillGray(SHADE)
            c.rect(left, base - 2.5, width, ROW, stroke=0, fill=1)
            c.setFillGray(0)
            draw.fitted(c, printable(text), left + 2, base, font, self.style.small, width - 4, 5)
            return
        if what == "review":
            text = printable(fill(labels.review_short, step.seconds))
            c.setFont(font, self.style.small)
            c.drawRightString(self._fields(left, width)[0], base, self.at(step.offset))
            room = width * 0.56
            draw.fitted(c, text, left + width * 0.44, base, font, self.style.small, room, 5)
            return
        time_edge, pick_edge, cards_edge, seconds_edge = self._fields(left, width)
        c.setFont(font, self.style.small)
        c.drawRightString(time_edge, base, self.at(step.offset))
        c.drawRightString(pick_edge, base, str(step.pick))
        c.drawRightString(cards_edge, base, str(step.cards_left))
        c.drawRightString(seconds_edge, base, str(step.seconds) if step.timed else "—")

    # -- Rochester -------------------------------------------------------------------------
    def _rochester(self, top: float) -> None:
        """One row per booster: its layout's start, who lays it out, the picking order."""
        c, font, labels, plan = self.canvas, self.style.font, self.labels, self.plan
        picks = [s for s in plan.steps if s.kind is StepKind.PICK]
        pick_seconds = picks[0].seconds if picks else 0
        layouts = [s for s in plan.steps if s.kind is StepKind.LAYOUT]
        layout_seconds = layouts[0].seconds if layouts else 0
        c.setFont(font, self.style.body)
        c.drawString(self.x, top - self.style.body, fill(labels.pick_seconds, pick_seconds,
                                                         layout_seconds))  # fmt: skip
        top -= self.style.body + 8
        fields = (self.x + 44, self.x + 76, self.x + 118, self.x + 172)
        headings = (
            labels.heading_time,
            labels.heading_pack,
            labels.heading_booster,
            labels.heading_laid_out_by,
        )
        pitch = 15.0

        def heading(top: float) -> float:
            c.setFont(font, self.style.small)
            for edge, text in zip(fields, headings, strict=True):
                c.drawRightString(edge, top - 9, printable(text))
            c.drawString(fields[-1] + 10, top - 9, printable(labels.heading_order))
            c.setLineWidth(0.5)
            c.line(self.x, top - 12, self.x + self.width, top - 12)
            return top - 12

        top = heading(top)
        order_room = self.x + self.width - fields[-1] - 10
        for n, layout in enumerate(layouts):
            if top - pitch < self.y + 4:
                c.showPage()
                self._page_number()
                top = heading(self.y + self.height)
            if n % 2:
                c.setFillGray(SHADE)
                c.rect(self.x, top - pitch, self.width, pitch, stroke=0, fill=1)
                c.setFillGray(0)
            base = top - pitch + 4.5
            c.setFont(font, self.style.body)
            c.drawRightString(fields[0], base, self.at(layout.offset))
            c.drawRightString(fields[1], base, str(layout.pack))
            c.drawRightString(fields[2], base, str(layout.booster))
            c.drawRightString(fields[3], base, layout.picker or "")
            order = " ".join(
                s.picker or ""
                for s in picks
                if s.pack == layout.pack and s.booster == layout.booster
            )
            draw.fitted(c, order, fields[-1] + 10, base, font, self.style.body, order_room, 5)
            top -= pitch
        c.showPage()


def _first_steps(plan: DraftPlan) -> dict[int, DraftStep]:
    """Each pack's first timed step (Rochester: its first layout)."""
    first: dict[int, DraftStep] = {}
    for step in plan.steps:
        if step.kind is not StepKind.REVIEW:
            first.setdefault(step.pack, step)
    return first
