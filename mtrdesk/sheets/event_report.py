"""The event report (issue 31): one posted page with the event, its champion set large,
the top 8 (or the playoff's final order) with their deck names, and the metagame as a
horizontal bar chart drawn with reportlab's graphics ("others" last; the players who gave
no deck name said in a line). Names and deck names only: it is posted, so no e-mail and
no player ID. Values: ``services.printouts.event_report``.
"""

from __future__ import annotations

import io

from PySide6.QtCore import QCoreApplication
from reportlab.graphics import renderPDF
from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.charts.metagame import DeckShare
from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.postings import percent_text
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Styles, styles
from mtrdesk.printing.phones_poster import draw_centred
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.event_report import EventReport, event_report
from mtrdesk.sheets import date_text
from mtrdesk.sheets.posting_sheet import Output
from mtrdesk.words.labels import label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

EVENT_SIZE = 22.0
CHAMPION_SIZE = 30.0
HEAD_SIZE = 14.0
ROW_SIZE = 11.0
#: The tallest bar row; many decks share the room left.
BAR_ROW = 18.0
BAR_COLOUR = HexColor("#3b6ea8")
#: Images to post (pixels): 4:5 portrait for social feeds, and square.
IMAGE_SIZES = ((1200, 1500), (1080, 1080))
#: An image page's width in points (8 inches) and its margin.
IMAGE_WIDTH = 576.0
IMAGE_MARGIN = 24.0

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Event report"),
    "facts": QT_TRANSLATE_NOOP("Print", "%1 · %2 · Players: %3 · Rounds: %4"),
    "rounds_playoff": QT_TRANSLATE_NOOP("Print", "%1 + playoff %2"),
    "champion": QT_TRANSLATE_NOOP("Print", "Champion"),
    "top": QT_TRANSLATE_NOOP("Print", "Top 8 after round %1"),
    "playoff": QT_TRANSLATE_NOOP("Print", "Playoff final order"),
    "metagame": QT_TRANSLATE_NOOP("Print", "Metagame"),
    "others": QT_TRANSLATE_NOOP("Print", "Others"),
    "unnamed": QT_TRANSLATE_NOOP("Print", "Players without a deck name: %1"),
    "no_decks": QT_TRANSLATE_NOOP("Print", "No deck names were registered."),
    "share": QT_TRANSLATE_NOOP("Print", "%1 (%2)"),
}


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def render(event: EventHistory, _round: int | None, setup: PageSetup, out: Output) -> None:
    """The whole event's report (it has no round of its own)."""
    write_report(event_report(event), setup, out)


def write_report(report: EventReport, setup: PageSetup, out: Output) -> None:
    """One page on the paper: heading, champion, places, metagame."""
    canvas, style, page = draw.sheet_canvas(out, setup, _pdf_title(report))
    _page(canvas, style, report, page.frame)


def image_pdf(event: EventHistory, pixels: tuple[int, int]) -> bytes:
    """The report on a page of the proportions of an image ``pixels`` wide and high
    (``IMAGE_SIZES``), for rasterizing into a picture to post: the page is
    ``IMAGE_WIDTH`` points wide, so a 1200 px image renders it at 150 dpi."""
    width, height = IMAGE_WIDTH, IMAGE_WIDTH * pixels[1] / pixels[0]
    report = event_report(event)
    style = styles()
    margin = IMAGE_MARGIN
    frame = (margin, margin, width - 2 * margin, height - 2 * margin)
    scratch = draw.open_canvas(io.BytesIO(), (width, height), style, "")
    slack = _content(scratch, style, report, frame) - margin  # unused below the content
    buffer = io.BytesIO()
    canvas = draw.open_canvas(buffer, (width, height), style, _pdf_title(report))
    # Centred on the page: a tall image does not end in an empty third.
    _page(canvas, style, report, (margin, margin, frame[2], frame[3] - max(0.0, slack) / 2))
    return buffer.getvalue()


def _pdf_title(report: EventReport) -> str:
    return f"{report.event_name} — {_word('title')}"


def _page(
    canvas: Canvas,
    style: Styles,
    report: EventReport,
    frame: tuple[float, float, float, float],
) -> None:
    _content(canvas, style, report, frame)
    canvas.showPage()
    canvas.save()


def _content(
    canvas: Canvas,
    style: Styles,
    report: EventReport,
    frame: tuple[float, float, float, float],
) -> float:
    """Draw heading, champion, places and metagame in ``frame``; the lowest y drawn at."""
    x, y, width, height = frame
    top = y + height
    top = _heading(canvas, style, report, x, top, width)
    if report.champion is not None:
        top = _champion(canvas, style, report, x, top, width)
    top = _places(canvas, style, report, x, top, width)
    return _metagame(canvas, style, report, x, y, top, width)


def _heading(
    canvas: Canvas, style: Styles, report: EventReport, x: float, top: float, width: float
) -> float:
    font, middle = style.font, x + width / 2
    top -= HEAD_SIZE
    draw_centred(canvas, printable(_word("title")), middle, top, font, HEAD_SIZE, width)
    top -= EVENT_SIZE * 1.3
    name = printable(report.event_name)
    draw_centred(canvas, name, middle, top, font, EVENT_SIZE, width)
    rounds = str(report.swiss_rounds)
    if report.playoff_rounds:
        rounds = fill(_word("rounds_playoff"), report.swiss_rounds, report.playoff_rounds)
    facts = fill(
        _word("facts"), date_text(report.date), label(report.format), report.players, rounds
    )
    top -= ROW_SIZE * 1.8
    draw_centred(canvas, printable(facts), middle, top, font, ROW_SIZE, width)
    return top - ROW_SIZE


def _champion(
    canvas: Canvas, style: Styles, report: EventReport, x: float, top: float, width: float
) -> float:
    champion = report.champion
    assert champion is not None
    font, middle = style.font, x + width / 2
    top -= HEAD_SIZE * 1.6
    draw_centred(canvas, printable(_word("champion")), middle, top, font, HEAD_SIZE, width)
    top -= CHAMPION_SIZE * 1.2
    draw_centred(canvas, printable(champion.name), middle, top, font, CHAMPION_SIZE, width)
    if champion.deck:
        top -= ROW_SIZE * 1.8
        draw_centred(canvas, printable(champion.deck), middle, top, font, ROW_SIZE * 1.2, width)
    return top - ROW_SIZE


def _places(
    canvas: Canvas, style: Styles, report: EventReport, x: float, top: float, width: float
) -> float:
    font = style.font
    head = _word("playoff") if report.playoff else fill(_word("top"), report.after_round)
    top -= HEAD_SIZE * 1.8
    canvas.setFont(font, HEAD_SIZE)
    canvas.drawString(x, top, printable(head))
    top -= 4
    canvas.line(x, top, x + width, top)
    for place in report.top:
        top -= ROW_SIZE * 1.6
        canvas.setFont(font, ROW_SIZE)
        canvas.drawRightString(x + width * 0.06, top, str(place.place))
        name = draw.clip(printable(place.name), font, ROW_SIZE, width * 0.42)
        canvas.drawString(x + width * 0.09, top, name)
        deck = draw.clip(printable(place.deck), font, ROW_SIZE, width * 0.36)
        canvas.drawString(x + width * 0.53, top, deck)
        canvas.drawRightString(x + width, top, place.record)
    return top - ROW_SIZE


def _metagame(
    canvas: Canvas,
    style: Styles,
    report: EventReport,
    x: float,
    bottom: float,
    top: float,
    width: float,
) -> float:
    font, meta = style.font, report.metagame
    top -= HEAD_SIZE * 1.8
    canvas.setFont(font, HEAD_SIZE)
    canvas.drawString(x, top, printable(_word("metagame")))
    top -= 4
    canvas.line(x, top, x + width, top)
    rows = list(meta.decks)
    if meta.others is not None:
        rows.append(DeckShare(_word("others"), meta.others.count, meta.others.share))
    canvas.setFont(font, ROW_SIZE)
    if not rows:
        canvas.drawString(x, top - ROW_SIZE * 1.8, printable(_word("no_decks")))
        return top - ROW_SIZE * 2.2
    room = top - bottom - ROW_SIZE * 3
    row = min(BAR_ROW, room / max(1, len(rows)))
    size = min(ROW_SIZE, row * 0.7)
    chart = _bars(rows, font, size, row, width)
    lowest = top - 6 - chart.height
    renderPDF.draw(chart, canvas, x, lowest)
    if meta.unnamed:
        line = fill(_word("unnamed"), meta.unnamed)
        canvas.setFont(font, ROW_SIZE)
        lowest -= ROW_SIZE * 1.6
        canvas.drawString(x, lowest, printable(line))
    return lowest - ROW_SIZE * 0.4


def _bars(rows: list[DeckShare], font: str, size: float, row: float, width: float) -> Drawing:
    """The horizontal bars: the deck's name on the left, its bar, then count (share)."""
    chart = Drawing(width, row * len(rows))
    names, bars = width * 0.34, width * 0.46
    most = max((r.count for r in rows), default=1)
    for n, deck in enumerate(rows):
        base = chart.height - row * (n + 1)
        text = base + (row - size) / 2 + size * 0.15
        name = draw.clip(printable(deck.name), font, size, names - 6)
        chart.add(String(names - 6, text, name, fontName=font, fontSize=size, textAnchor="end"))
        length = max(1.0, bars * deck.count / most)
        chart.add(
            Rect(
                names, base + row * 0.15, length, row * 0.7, fillColor=BAR_COLOUR, strokeColor=None
            )
        )
        share = fill(_word("share"), deck.count, percent_text(deck.share))
        chart.add(String(names + length + 4, text, share, fontName=font, fontSize=size))
    return chart
