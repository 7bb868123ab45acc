"""The columns of a posting sheet: each as wide as its heading and its widest number
need, whole on one line, with space between two columns' texts that grows with the type
("3 11" never reads 311, 勝ち点 never 「勝／ち点」); names share the rest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import styles

#: Space inside each cell on either side (at least: a cell's padding grows with its
#: type, ``PAD_EM`` of the size, so two columns' texts stay apart on the wall as on A4).
CELL_PAD = 2.5
PAD_EM = 0.25
#: Space a number column gets beyond its widest number and padding (share of the type
#: size): points, table and rank read apart ("3  11", not "311").
NUMBER_AIR = 0.5


@dataclass(frozen=True)
class Column:
    """One column: its heading, its share of the block width, how its text aligns."""

    heading: str
    weight: float
    align: Literal["left", "right", "center"] = "left"


def pad(size: float) -> float:
    """Space inside a cell on either side of its text at type ``size``."""
    return max(CELL_PAD, PAD_EM * size)


def natural(
    columns: tuple[Column, ...], rows: tuple[tuple[str, ...], ...]
) -> tuple[tuple[float, float], ...]:
    """Each column's heading width and widest unbroken cell of ``rows`` (a number, a
    record, a percentage: every column not aligned left; 0 for a left one, whose text may
    take two lines), at type size 1: the widths at any size are these times the size."""
    font = styles().font
    found = []
    for n, column in enumerate(columns):
        widest = 0.0
        if column.align != "left":
            texts = {cells[n] for cells in rows if len(cells) > n}
            widest = max((stringWidth(printable(t), font, 1.0) for t in texts), default=0.0)
        found.append((stringWidth(printable(column.heading), font, 1.0), widest))
    return tuple(found)


def column_needs(
    natural: tuple[tuple[float, float], ...], heading: float, size: float
) -> list[float]:
    """The least width of each column: its heading whole on one line at ``heading``
    points and its widest number at ``size``, each with its padding."""
    return [max(h * heading + 2 * pad(heading), c * size + 2 * pad(size)) for h, c in natural]


def column_widths(
    columns: tuple[Column, ...], needs: list[float], width: float, size: float
) -> list[float]:
    """The columns' widths in a block ``width`` wide. A number, record or percentage
    column (aligned right or centred) is as wide as it ``needs`` and
    ``NUMBER_AIR`` of the type size more, apart from its neighbour; the names (aligned
    left) share the rest by weight, each at least as wide as its heading. When even the
    needs do not fit, each gets its need scaled down (its text set smaller)."""
    air = NUMBER_AIR * size
    wants = [n if c.align == "left" else n + air for n, c in zip(needs, columns, strict=True)]
    if sum(wants) >= width:
        return [width * want / sum(wants) for want in wants]
    named = [n for n, c in enumerate(columns) if c.align == "left"]
    pinned = {n for n in range(len(wants)) if n not in named}
    while True:
        free = [n for n in named if n not in pinned]
        room = width - sum(wants[n] for n in pinned)
        total = sum(columns[n].weight for n in free) or 1.0
        widths = [
            wants[n] if n in pinned else room * columns[n].weight / total for n in range(len(wants))
        ]
        short = [n for n in free if widths[n] < wants[n]]
        if not short:
            if not free:  # no names: the numbers share what is left
                extra = (width - sum(widths)) / max(1, len(widths))
                return [w + extra for w in widths]
            return widths
        pinned.update(short)
