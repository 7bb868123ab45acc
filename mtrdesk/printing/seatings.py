"""The seatings sheet: where everyone drafts and builds (MTR 7.6, 7.7, 10.4).

What an organizer posts, and why this layout:

* One page per pod, to tape at the pod's table: the pod number large enough to read from
  the door, then seat, name and ID, one line each in seat order. Players draft and then
  build their decks in the same seat: moving a pile of drafted cards to another table is
  how pools get mixed, and the pod's judge finds a player by seat. So the pod page is the
  deck-construction seating too; there is no second arrangement to learn.
* One list of everyone by name (by reading, with あ行… heads in Japanese), pod and seat
  beside each name, to post at the entrance: one column, large pod and seat numbers,
  never the two-column layout organizers found confusing. It runs over as many pages as
  the field needs.
* The booster-draft playoff table (MTR 10.4) on its own page when its seats are known.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.draft.seatings import SeatedPlayer, SeatingSheet
from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles

#: Rows of the by-name list (points); pod pages spread their seats down the page.
LIST_ROW = 19.0
POD_ROW_MAX = 40.0
SHADE = 0.92


@dataclass(frozen=True)
class SeatingLabels:
    """Every word of the sheet in the reader's language (``%1`` filled in here)."""

    title: str
    by_name: str
    by_name_note: str
    pod: str
    pod_heading: str
    seat: str
    player: str
    player_id: str
    pod_note: str
    playoff_title: str
    playoff_note: str
    swiss_place: str
    lifted: str
    draft_drop: str
    #: The event's date as the reader writes it (2026年11月21日(土)); empty: ISO.
    date: str = ""
    #: The audit chain's head code as the footer says it, at its left (issue 27).
    chain: str = ""


def write_seatings(
    sheet: SeatingSheet,
    labels: SeatingLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None = None,
) -> None:
    """Write the by-name list, a page per pod and the playoff table as a PDF, each page
    numbered "2/5" as every other sheet (the pages are counted by laying them out once
    on a canvas that is thrown away)."""
    counted = _draw(sheet, labels, io.BytesIO(), setup, 0)
    _draw(sheet, labels, out, setup, counted)


def _draw(
    sheet: SeatingSheet,
    labels: SeatingLabels,
    out: str | Path | BinaryIO,
    setup: PageSetup | None,
    total: int,
) -> int:
    """The sheet drawn to ``out`` with ``total`` pages in their numbers; its pages."""
    title = f"{sheet.event_name} — {labels.title}"
    canvas, style, page = draw.sheet_canvas(out, setup, title)
    pages = _Pages(canvas, page, style, sheet, labels, total)
    if sheet.pods:
        pages.by_name()
        for pod in sheet.pods:
            pages.table(fill(labels.pod, pod.number), pod.players, labels.pod_note, False)
    if sheet.playoff:
        pages.table(labels.playoff_title, sheet.playoff, labels.playoff_note, True)
    canvas.save()
    return pages.number


class _Pages:
    """Draws the pages in order, with the event and page number on each."""

    def __init__(
        self,
        canvas: Canvas,
        setup: PageSetup,
        style: Styles,
        sheet: SeatingSheet,
        labels: SeatingLabels,
        total: int,
    ) -> None:
        self.canvas, self.setup, self.style = canvas, setup, style
        self.sheet, self.labels = sheet, labels
        self.x, self.y, self.width, self.height = setup.frame
        self.number, self.total = 0, total

    def _header(self, title: str, size: float) -> float:
        """Event, date and ``title``; returns the y below them."""
        c, font, top = self.canvas, self.style.font, self.y + self.height
        self.number += 1
        event = printable(
            f"{self.sheet.event_name}   {draw.sheet_date(self.labels.date, self.sheet.date)}"
        )
        draw.fitted(c, event, self.x, top - 10, font, self.style.body, self.width - 40)
        c.setFont(font, self.style.small)
        c.drawRightString(self.x + self.width, self.y, f"{self.number}/{self.total}")
        draw.fitted(c, printable(title), self.x, top - 14 - size, font, size, self.width, 10)
        return top - 24 - size

    def _end_page(self) -> None:
        """The footer's left, last on the page: the audit chain's head (issue 27)."""
        if self.labels.chain:
            self.canvas.setFont(self.style.font, self.style.small)
            self.canvas.drawString(self.x, self.y, printable(self.labels.chain))
        self.canvas.showPage()

    def _note(self, text: str, top: float) -> float:
        c, font, size = self.canvas, self.style.font, self.style.body
        c.setFont(font, size)
        for line in draw.wrap(printable(text), font, size, self.width):
            c.drawString(self.x, top - size, line)
            top -= size + 3
        return top - 6

    def by_name(self) -> None:
        """Everyone by name, one column: name, ID (when shown), pod, seat; an index head
        (あ行…) before the first name of each row, never alone at a page's foot."""
        lines: list[tuple[str, SeatedPlayer | None]] = []
        for head, named in self.sheet.by_name:
            if head:
                lines.append((head, None))
            lines.append(("", named))
        ids = any(p.player_id for _, p in self.sheet.by_name)
        labels, font = self.labels, self.style.font
        cols = (self.x + 4, self.width * 0.58, self.width * 0.78, self.width * 0.90)
        index = shade = 0
        while index < len(lines) or index == 0:
            top = self._header(labels.by_name, self.style.heading * 1.6)
            top = self._note(labels.by_name_note, top)
            if self.sheet.lifted:
                top = self._note(labels.lifted, top)
            c = self.canvas
            c.setFont(font, self.style.small)
            c.drawString(cols[0], top - 8, labels.player)
            if ids:
                heading = labels.player_id.replace("%1", "").strip(": ")
                c.drawString(self.x + cols[1], top - 8, heading)
            c.drawCentredString(self.x + cols[2], top - 8, labels.pod_heading)
            c.drawCentredString(self.x + cols[3], top - 8, labels.seat)
            top -= 12
            c.setLineWidth(0.6)
            c.line(self.x, top, self.x + self.width, top)
            fits = max(1, int((top - self.y - 14) // LIST_ROW))
            page = lines[index : index + fits]
            if len(page) > 1 and page[-1][1] is None:
                page = page[:-1]  # a head goes with its first name
            for n, (head, player) in enumerate(page):
                row_top = top - n * LIST_ROW
                base = row_top - LIST_ROW + 5
                if player is None:
                    draw.fitted(c, printable(head), cols[0], base, font, 12, self.width)
                    c.setLineWidth(0.8)
                    c.line(
                        self.x, row_top - LIST_ROW + 1, self.x + self.width, row_top - LIST_ROW + 1
                    )
                    continue
                shade += 1
                if shade % 2 == 0:
                    c.setFillGray(SHADE)
                    c.rect(self.x, row_top - LIST_ROW, self.width, LIST_ROW, stroke=0, fill=1)
                    c.setFillGray(0)
                room = cols[1] - cols[0] - 8
                draw.fitted(c, printable(player.name), cols[0], base, font, 12, room)
                draw.fitted(c, printable(player.player_id), self.x + cols[1], base, font, 10, 90)
                c.setFont(font, 14)
                c.drawCentredString(self.x + cols[2], base, str(player.pod))
                c.drawCentredString(self.x + cols[3], base, str(player.seat))
            index += len(page)
            self._end_page()

    def table(
        self, title: str, players: tuple[SeatedPlayer, ...], note: str, playoff: bool
    ) -> None:
        """One draft table: its title large, then seat, name, ID (and Swiss place)."""
        labels, font, c = self.labels, self.style.font, self.canvas
        top = self._header(title, 64 if not playoff else self.style.heading * 2)
        top = self._note(note, top)
        c.setFont(font, self.style.small)
        seat_x, name_x = self.x + 22, self.x + 58
        id_x = self.x + self.width * (0.62 if playoff else 0.72)
        place_x = self.x + self.width * 0.9
        c.drawCentredString(seat_x, top - 8, labels.seat)
        c.drawString(name_x, top - 8, labels.player)
        if any(p.player_id for p in players):
            c.drawString(id_x, top - 8, labels.player_id.replace("%1", "").strip(": "))
        if playoff:
            c.drawCentredString(place_x, top - 8, labels.swiss_place)
        top -= 12
        c.setLineWidth(0.6)
        c.line(self.x, top, self.x + self.width, top)
        pitch = min(POD_ROW_MAX, (top - self.y - 14) / max(1, len(players)))
        size = min(18.0, pitch * 0.55)
        for n, player in enumerate(players):
            base = top - (n + 1) * pitch + pitch * 0.32
            c.setFont(font, size * 1.3)
            c.drawCentredString(seat_x, base, str(player.seat))
            room = id_x - name_x - 10
            draw.fitted(c, printable(player.name), name_x, base, font, size, room)
            if player.draft_drop is not None:  # MTR 7.7: the seat stays, the picks stop
                c.setFont(font, self.style.small)
                c.drawString(name_x, base - size * 0.8, fill(labels.draft_drop, *player.draft_drop))
            draw.fitted(c, printable(player.player_id), id_x, base, font, size * 0.7, 110)
            if playoff and player.swiss_place is not None:
                c.setFont(font, size)
                c.drawCentredString(place_x, base, str(player.swiss_place))
            c.setLineWidth(0.3)
            c.line(self.x, top - (n + 1) * pitch, self.x + self.width, top - (n + 1) * pitch)
        self._end_page()
