"""Charts drawn by the server as inline SVG (issue 31): a phone shows them without any
script, and the page's content policy (``web.app``: nothing but this server's own files)
holds, since colours are SVG attributes, not styles. Names are escaped: a player's name
is never markup."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from markupsafe import Markup, escape

from mtrdesk.core.charts.by_round import points_ticks, rank_ticks
from mtrdesk.printing.palette import COLOURS
from mtrdesk.services.swiss.charts import StandingsChart

__all__ = ["COLOURS", "legend_items", "points_svg", "rank_svg", "standings_svg"]
WIDTH, HEIGHT = 360, 220
_LEFT, _RIGHT, _TOP, _BOTTOM = 30, 10, 10, 24
#: One line: its name (the ``<title>`` a pointer shows) and its value after each round.
Series = tuple[str, Sequence[int]]


def standings_svg(chart: StandingsChart, round_word: str, points_word: str) -> Markup:
    """The top players' match points after each round as lines, one colour each (the
    legend, ``legend_items``, names them in the same order); ``round_word`` and
    ``points_word`` label the axes in the page's language."""
    series = [(line.name, line.points) for line in chart.lines]
    return points_svg(chart.rounds, series, round_word, points_word)


def points_svg(
    rounds: Sequence[int], series: Sequence[Series], round_word: str, points_word: str
) -> Markup:
    """Match points after each round, 0 at the bottom, gridlines every 3 points (a win)."""
    most = max((max(values) for _name, values in series if values), default=0)
    ticks = points_ticks(most)
    top = ticks[-1]
    return _svg(rounds, series, ticks, lambda v: 1 - v / top, (round_word, points_word))


def rank_svg(
    rounds: Sequence[int], series: Sequence[Series], round_word: str, rank_word: str
) -> Markup:
    """Places after each round, 1st at the top (the axis reversed); a round without a
    place (0: before a late entrant's first) is left out of the line."""
    worst = max((max(values) for _name, values in series if values), default=1)
    ticks = rank_ticks(worst)
    lowest = ticks[-1]
    down = lambda v: (v - 1) / (lowest - 1)  # noqa: E731
    return _svg(rounds, series, ticks, down, (round_word, rank_word), placed_only=True)


def _svg(
    rounds: Sequence[int],
    series: Sequence[Series],
    ticks: Sequence[int],
    down: Callable[[int], float],
    words: tuple[str, str],
    *,
    placed_only: bool = False,
) -> Markup:
    """The frame, the gridlines at ``ticks``, the rounds under it and one line per
    series; ``down(value)`` is how far down the plot (0 to 1) a value is drawn;
    ``placed_only``: a 0 is no value (a place not had) and is not drawn. ``words``: the
    rounds' and the values' labels."""
    round_word, value_word = words

    def drawn(values: Sequence[int]) -> list[tuple[int, int]]:
        return [(i, v) for i, v in enumerate(values) if v or not placed_only]

    span_x = WIDTH - _LEFT - _RIGHT
    span_y = HEIGHT - _TOP - _BOTTOM

    def x(index: int) -> float:
        return _LEFT + (span_x * index / (len(rounds) - 1) if len(rounds) > 1 else span_x / 2)

    def y(value: int) -> float:
        return _TOP + span_y * down(value)

    parts = [
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{escape(value_word)}" xmlns="http://www.w3.org/2000/svg">'
    ]
    for tick in ticks:
        parts.append(
            f'<line x1="{_LEFT}" y1="{y(tick):.1f}" x2="{WIDTH - _RIGHT}" y2="{y(tick):.1f}" '
            f'stroke="#ccc" stroke-width="1"/>'
            f'<text x="{_LEFT - 4}" y="{y(tick) + 4:.1f}" font-size="11" text-anchor="end" '
            f'fill="#333">{tick}</text>'
        )
    for index, number in enumerate(rounds):
        parts.append(
            f'<text x="{x(index):.1f}" y="{HEIGHT - 8}" font-size="11" text-anchor="middle" '
            f'fill="#333">{number}</text>'
        )
    parts.append(  # under the values' axis, clear of the last round's number
        f'<text x="2" y="{HEIGHT - 8}" font-size="10" text-anchor="start" '
        f'fill="#555">{escape(round_word)}</text>'
    )
    for (name, values), colour in zip(series, COLOURS * 2, strict=False):
        points = drawn(values)
        line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in points)
        parts.append(
            f'<polyline points="{line}" fill="none" stroke="{colour}" stroke-width="2.5">'
            f"<title>{escape(name)}</title></polyline>"
        )
        if len(series) == 1:  # one player: each round's value marked
            parts += [
                f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="3.5" fill="{colour}"/>'
                for i, v in points
            ]
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
