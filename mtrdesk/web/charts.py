"""Charts drawn by the server as inline SVG (issue 31): a phone shows them without any
script, and the page's content policy (``web.app``: nothing but this server's own files)
holds, since colours are SVG attributes, not styles. Names are escaped: a player's name
is never markup."""

from __future__ import annotations

from markupsafe import Markup, escape

from mtrdesk.services.swiss.charts import StandingsChart

#: Eight colours a projector and a phone in the sun tell apart (Okabe–Ito, its yellow
#: darkened to read on white; black last).
COLOURS = ("#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#8a7a00", "#000")
WIDTH, HEIGHT = 360, 220
_LEFT, _RIGHT, _TOP, _BOTTOM = 30, 10, 10, 24


def standings_svg(chart: StandingsChart, round_word: str, points_word: str) -> Markup:
    """The top players' match points after each round as lines, one colour each (the
    legend, ``legend_items``, names them in the same order); ``round_word`` and
    ``points_word`` label the axes in the page's language."""
    rounds = chart.rounds
    most = max((max(line.points) for line in chart.lines if line.points), default=0)
    top = max(3, -(-most // 3) * 3)  # the points axis up to a whole number of wins
    span_x = WIDTH - _LEFT - _RIGHT
    span_y = HEIGHT - _TOP - _BOTTOM

    def x(index: int) -> float:
        return _LEFT + (span_x * index / (len(rounds) - 1) if len(rounds) > 1 else span_x / 2)

    def y(points: int) -> float:
        return _TOP + span_y * (1 - points / top)

    parts = [
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(points_word)}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for points in range(0, top + 1, 3):
        parts.append(
            f'<line x1="{_LEFT}" y1="{y(points):.1f}" x2="{WIDTH - _RIGHT}" y2="{y(points):.1f}" '
            f'stroke="#ccc" stroke-width="1"/>'
            f'<text x="{_LEFT - 4}" y="{y(points) + 4:.1f}" font-size="11" text-anchor="end" '
            f'fill="#333">{points}</text>'
        )
    for index, number in enumerate(rounds):
        parts.append(
            f'<text x="{x(index):.1f}" y="{HEIGHT - 8}" font-size="11" text-anchor="middle" '
            f'fill="#333">{number}</text>'
        )
    parts.append(  # under the points' axis, clear of the last round's number
        f'<text x="2" y="{HEIGHT - 8}" font-size="10" text-anchor="start" '
        f'fill="#555">{escape(round_word)}</text>'
    )
    for line, colour in zip(chart.lines, COLOURS * 2, strict=False):
        drawn = " ".join(f"{x(i):.1f},{y(p):.1f}" for i, p in enumerate(line.points))
        parts.append(
            f'<polyline points="{drawn}" fill="none" stroke="{colour}" stroke-width="2.5">'
            f"<title>{escape(line.name)}</title></polyline>"
        )
    parts.append("</svg>")
    return Markup("".join(parts))


def legend_items(chart: StandingsChart) -> list[tuple[Markup, str, int]]:
    """Each line's swatch (a small SVG in its colour), name and last points."""
    return [
        (
            Markup(
                '<svg class="swatch" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">'
                f'<rect width="12" height="12" fill="{colour}"/></svg>'
            ),
            line.name,
            line.points[-1] if line.points else 0,
        )
        for line, colour in zip(chart.lines, COLOURS * 2, strict=False)
    ]
