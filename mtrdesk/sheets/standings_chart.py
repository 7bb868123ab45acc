"""Standings by round (issue 31): the top players' match points and places after each
Swiss round, drawn as two line charts with reportlab's graphics (``LinePlot``; the
places' axis reversed, 1st at the top), and under them each player's line: colour, place,
name and points after every round, so the chart reads on a grey copy too. Taken after the
latest round with every result in (``services.printouts.postings.standings_after``: a
posted sheet never ranks on a partial round), from the event's own standings of each round
(``services.swiss.charts``). Names only: no player ID, no e-mail.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from reportlab.graphics import renderPDF
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, Line, String
from reportlab.lib.colors import HexColor
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.core.charts.by_round import DEFAULT_TOP, MAX_TOP, points_ticks, rank_ticks
from mtrdesk.core.placeholders import fill
from mtrdesk.printing import draw
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.palette import line_style
from mtrdesk.printing.phones_poster import draw_centred
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.postings import standings_after
from mtrdesk.services.swiss.charts import StandingsChart, standings_chart_of
from mtrdesk.sheets import date_text
from mtrdesk.sheets.chain_footer import chain_line
from mtrdesk.sheets.posting_sheet import Output
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TITLE_SIZE = 16.0
EVENT_SIZE = 12.0
LABEL_SIZE = 8.0
ROW_SIZE = 9.0

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Standings by round"),
    "top": QT_TRANSLATE_NOOP("Print", "Top %1 after round %2"),
    "points": QT_TRANSLATE_NOOP("Print", "Match points after each round"),
    "ranks": QT_TRANSLATE_NOOP("Print", "Place after each round"),
    "round": QT_TRANSLATE_NOOP("Print", "Round"),
    "place": QT_TRANSLATE_NOOP("Print", "Place"),
    "name": QT_TRANSLATE_NOOP("Print", "Name"),
}


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def chart_values(event: EventHistory, after_round: int | None, top: int) -> StandingsChart:
    """The top ``top`` players after ``after_round`` (default: the latest round with every
    result in) and their points and places after each round up to it. Refused: team
    events (their standings are the teams'), multiplayer events (pods, not matches)."""
    if event.pod_event is not None:
        raise ServiceError(Problem.MULTIPLAYER_EVENT)
    if event.state.team_kind is not None:
        raise ServiceError(Problem.NOT_FOR_TEAMS)
    after = standings_after(event, after_round)
    return standings_chart_of(event.state, top, after)


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: Output,
    top: int = DEFAULT_TOP,
) -> None:
    """The chart after round ``round_number`` of the ``top`` players, one page."""
    chart = chart_values(event, round_number, max(1, min(top, MAX_TOP)))
    name = event.state.settings.name
    canvas, style, page = draw.sheet_canvas(out, setup, f"{name} — {_word('title')}")
    x, y, width, height = page.frame
    font, middle, top_y = style.font, x + width / 2, y + height
    top_y -= TITLE_SIZE
    draw_centred(canvas, printable(_word("title")), middle, top_y, font, TITLE_SIZE, width)
    top_y -= EVENT_SIZE * 1.6
    heading = f"{name}  {date_text(event.state.settings.date)}"
    draw_centred(canvas, printable(heading), middle, top_y, font, EVENT_SIZE, width)
    top_y -= ROW_SIZE * 1.8
    after = chart.rounds[-1]
    said = fill(_word("top"), len(chart.lines), after)
    draw_centred(canvas, printable(said), middle, top_y, font, ROW_SIZE * 1.2, width)
    legend = ROW_SIZE * 1.5 * (len(chart.lines) + 1) + ROW_SIZE
    room = (top_y - y - legend - ROW_SIZE * 5) / 2
    for key, ranks in (("points", False), ("ranks", True)):
        top_y -= ROW_SIZE * 2.2
        canvas.setFont(font, ROW_SIZE * 1.2)
        canvas.drawString(x, top_y, printable(_word(key)))
        plot = _plot(chart, font, width, room - ROW_SIZE * 2.2, ranks=ranks)
        top_y -= plot.height + 4
        renderPDF.draw(plot, canvas, x, top_y)
    _legend(canvas, chart, font, x, top_y - ROW_SIZE * 2, width)
    footer = chain_line(event)
    if footer:
        canvas.setFont(font, style.small)
        canvas.drawRightString(x + width, y, printable(footer))
    canvas.showPage()
    canvas.save()


def _plot(chart: StandingsChart, font: str, width: float, height: float, *, ranks: bool) -> Drawing:
    """One chart: points from 0 up to a whole number of wins, or places with 1st at the
    top (a round without a place, before a late entrant's first, left out)."""
    drawing = Drawing(width, height)
    plot = LinePlot()
    plot.x, plot.y = 28, LABEL_SIZE * 2.5
    plot.width, plot.height = width - 36, height - LABEL_SIZE * 3
    values = [line.ranks if ranks else line.points for line in chart.lines]
    plot.data = [
        [(r, v) for r, v in zip(chart.rounds, row, strict=True) if v or not ranks]
        or [(chart.rounds[0], 1)]
        for row in values
    ]
    highest = max((max(v) for v in values if v), default=1)
    x_axis, y_axis = plot.xValueAxis, plot.yValueAxis
    x_axis.valueMin = chart.rounds[0] - 0.3
    x_axis.valueMax = chart.rounds[-1] + 0.3
    x_axis.valueSteps = list(chart.rounds)
    x_axis.labelTextFormat = "%d"
    ticks = rank_ticks(highest) if ranks else points_ticks(highest)
    y_axis.valueMin, y_axis.valueMax = ticks[0], ticks[-1]
    y_axis.valueSteps = ticks
    y_axis.reverseDirection = 1 if ranks else 0
    y_axis.labelTextFormat = "%d"
    y_axis.visibleGrid = 1
    y_axis.gridStrokeColor = HexColor("#cccccc")
    y_axis.gridStrokeWidth = 0.4
    for axis in (x_axis, y_axis):
        axis.labels.fontName = font
        axis.labels.fontSize = LABEL_SIZE
    for index in range(len(chart.lines)):
        colour, dashes = line_style(index)
        plot.lines[index].strokeColor = HexColor(colour)
        plot.lines[index].strokeWidth = 1.6
        if dashes:
            plot.lines[index].strokeDashArray = [d * 1.6 for d in dashes]
    drawing.add(plot)
    # Under the values' axis, clear of the last round's number.
    drawing.add(String(0, 2, printable(_word("round")), fontName=font, fontSize=LABEL_SIZE))
    return drawing


def _legend(
    canvas: Canvas, chart: StandingsChart, font: str, x: float, top: float, width: float
) -> None:
    """Each line's sample, place, name and points after every round (the round numbers
    over them), best first."""
    name_room = width * 0.36
    first = x + 34 + 24 + name_room
    step = min(28.0, (x + width - first) / max(1, len(chart.rounds)))
    canvas.setFont(font, ROW_SIZE * 0.85)
    canvas.drawRightString(x + 34 + 18, top, printable(_word("place")))
    canvas.drawString(x + 34 + 24, top, printable(_word("name")))
    canvas.drawRightString(first, top, printable(_word("round")))
    for n, number in enumerate(chart.rounds):
        canvas.drawRightString(first + step * (n + 1), top, str(number))
    canvas.setLineWidth(0.4)
    canvas.line(x, top - 3, x + width, top - 3)
    for index, line in enumerate(chart.lines):
        top -= ROW_SIZE * 1.5
        colour, dashes = line_style(index)
        sample = Drawing(30, ROW_SIZE)
        sample.add(
            Line(
                0,
                ROW_SIZE * 0.35,
                30,
                ROW_SIZE * 0.35,
                strokeColor=HexColor(colour),
                strokeWidth=2.2,
                strokeDashArray=[d * 2.2 for d in dashes] or None,
            )
        )
        renderPDF.draw(sample, canvas, x, top - 1)
        canvas.setFont(font, ROW_SIZE)
        canvas.drawRightString(x + 34 + 18, top, str(line.ranks[-1]))
        shown = draw.clip(printable(line.name), font, ROW_SIZE, name_room - 4)
        canvas.drawString(x + 34 + 24, top, shown)
        for n, points in enumerate(line.points):
            canvas.drawRightString(first + step * (n + 1), top, str(points))
