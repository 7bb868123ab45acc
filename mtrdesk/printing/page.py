"""Page setup and type styles shared by every sheet: paper, margins, font, sizes.

A4 is the default (Japanese and most stores); Letter is offered for the locales that
expect it; A3 and B4 (JIS B4, 257 x 364 mm, the size Japanese stores post on; not ISO B4,
250 x 353 mm) for the wall. On those a sheet is laid out for the larger page: the postings
set their type larger (``PageSetup.type_scale``) and fit more rows, the other wall sheets
are drawn enlarged (``PageSetup.magnified``), and slips, which are cut apart, stay their
A4 size and more of them go on a page (``printing.slips``). Every sheet draws with
IPAexGothic (``fonts.register_fonts``) so Japanese and Latin text share one embedded,
subset font.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from reportlab.lib.pagesizes import A3, A4, LETTER
from reportlab.lib.units import mm

from mtrdesk.printing.fonts import register_fonts


class Paper(enum.Enum):
    """Paper sizes a sheet can be laid out on."""

    A4 = "a4"
    LETTER = "letter"
    A3 = "a3"
    B4 = "b4"  # JIS B4

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points, portrait."""
        return _SIZES[self]

    @property
    def enlargement(self) -> float:
        """How much wider than A4 the paper is (1 for A4 and Letter): A3 is A4 enlarged
        1.41 times, JIS B4 1.22 times, with the same proportions."""
        return 1.0 if self in (Paper.A4, Paper.LETTER) else self.size[0] / A4[0]


#: JIS B4 (JIS P 0138), which Japanese copiers and stores mean by "B4".
JIS_B4 = (257 * mm, 364 * mm)
_SIZES = {Paper.A4: A4, Paper.LETTER: LETTER, Paper.A3: A3, Paper.B4: JIS_B4}


@dataclass(frozen=True)
class PageSetup:
    """Paper and margins; the margin keeps print clear of what a printer cannot reach."""

    paper: Paper = Paper.A4
    margin: float = 10 * mm

    @property
    def width(self) -> float:
        return self.paper.size[0]

    @property
    def height(self) -> float:
        return self.paper.size[1]

    @property
    def type_scale(self) -> float:
        """How much larger a posting's type is set than on A4: most of the page's
        enlargement goes into the type, so the sheet reads from farther away on the wall,
        the rest into more rows a page (A3: type x1.3, about 10 % more rows)."""
        return 1.0 + (self.paper.enlargement - 1.0) * 0.72

    @property
    def magnified(self) -> PageSetup:
        """The A4-sized page a fixed-layout sheet (seatings, bracket, poster) is drawn on
        before being enlarged by ``paper.enlargement`` onto this paper
        (``printing.draw.open_canvas``): A3 and B4 have A4's proportions, so the enlarged
        sheet fills them, type, boxes and margins alike."""
        if self.paper.enlargement == 1.0:
            return self
        return _Magnified(self.paper, self.margin)

    @property
    def turned(self) -> PageSetup:
        """The same paper turned to landscape (a sheet wider than tall: the crosstable)."""
        return _Turned(self.paper, self.margin)

    @property
    def frame(self) -> tuple[float, float, float, float]:
        """The printable area: x, y, width, height."""
        return (
            self.margin,
            self.margin,
            self.width - 2 * self.margin,
            self.height - 2 * self.margin,
        )


@dataclass(frozen=True)
class _Turned(PageSetup):
    """``paper`` in landscape (see ``PageSetup.turned``)."""

    @property
    def width(self) -> float:
        return self.paper.size[1]

    @property
    def height(self) -> float:
        return self.paper.size[0]

    @property
    def turned(self) -> PageSetup:
        return self


@dataclass(frozen=True)
class _Magnified(PageSetup):
    """A page the size of ``paper`` reduced to A4 width (see ``PageSetup.magnified``)."""

    @property
    def width(self) -> float:
        return self.paper.size[0] / self.paper.enlargement

    @property
    def height(self) -> float:
        # A3 reduced is 0.03 mm shorter than A4: an A4 layout still fits (in the margin).
        return max(A4[1], self.paper.size[1] / self.paper.enlargement)

    @property
    def magnified(self) -> PageSetup:
        return self


@dataclass(frozen=True)
class Styles:
    """Type sizes in points; one place so every sheet looks alike."""

    font: str
    small: float = 7.5
    body: float = 9.5
    name: float = 12.0
    heading: float = 15.0


def styles(scale: float = 1.0) -> Styles:
    """The styles, with the Japanese font registered (once per process); ``scale``: every
    size that many times larger (a posting on A3 or B4, ``PageSetup.type_scale``)."""
    base = Styles(font=register_fonts())
    if scale == 1.0:
        return base
    return Styles(
        font=base.font,
        small=base.small * scale,
        body=base.body * scale,
        name=base.name * scale,
        heading=base.heading * scale,
    )
