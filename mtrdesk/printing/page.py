"""Page setup and type styles shared by every sheet: paper, margins, font, sizes.

A4 is the default (Japanese and most stores); Letter is offered for the locales that
expect it. Every sheet draws with IPAexGothic (``fonts.register_fonts``) so Japanese and
Latin text share one embedded, subset font.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

from mtrdesk.printing.fonts import register_fonts


class Paper(enum.Enum):
    """Paper sizes a sheet can be laid out on."""

    A4 = "a4"
    LETTER = "letter"

    @property
    def size(self) -> tuple[float, float]:
        """Width and height in points, portrait."""
        return A4 if self is Paper.A4 else LETTER


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
    def frame(self) -> tuple[float, float, float, float]:
        """The printable area: x, y, width, height."""
        return (
            self.margin,
            self.margin,
            self.width - 2 * self.margin,
            self.height - 2 * self.margin,
        )


@dataclass(frozen=True)
class Styles:
    """Type sizes in points; one place so every sheet looks alike."""

    font: str
    small: float = 7.5
    body: float = 9.5
    name: float = 12.0
    heading: float = 15.0


def styles() -> Styles:
    """The styles, with the Japanese font registered (once per process)."""
    return Styles(font=register_fonts())
