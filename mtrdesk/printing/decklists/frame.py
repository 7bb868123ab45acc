"""The geometry of a decklist sheet: its measures, and the ``Pen`` every part of the sheet
draws with (the canvas, the styles, the words, the page and the frame inside the margins).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from mtrdesk.printing.decklists.values import DeckPage, DeckSheetLabels, SheetForm
from mtrdesk.printing.page import PageSetup, Styles

#: Room between the three card columns.
GAP = 8.0
#: The count box at the left of a card line.
COUNT_WIDTH = 24.0
#: Line pitch for handwriting (about 6.3 mm) and the tightest one used.
PITCH = 18.0
MIN_PITCH = 12.5
#: Main-deck lines per column wanted on a Constructed or Limited sheet (two columns).
MAIN_LINES = 32
SIDEBOARD_LINES = 15
BOX_HEIGHT = 27.0
HEADING = 15.0
SHADE = 0.9


@dataclass(frozen=True)
class Pen:
    """One player's sheet being drawn: ``c`` the canvas, the frame's left edge ``x``,
    bottom ``y``, ``width`` and ``height``."""

    c: Canvas
    style: Styles
    labels: DeckSheetLabels
    page: DeckPage
    x: float
    y: float
    width: float
    height: float

    @classmethod
    def on(
        cls,
        canvas: Canvas,
        setup: PageSetup,
        style: Styles,
        labels: DeckSheetLabels,
        page: DeckPage,
    ) -> Pen:
        """A pen for ``page`` inside the margins of ``setup``."""
        x, y, width, height = setup.frame
        return cls(canvas, style, labels, page, x, y, width, height)

    @property
    def font(self) -> str:
        return self.style.font

    @property
    def pool(self) -> bool:
        """A Sealed pool sheet (MTR 7.5)."""
        return self.page.form is SheetForm.POOL

    def column(self, n: int) -> tuple[float, float]:
        """The left edge and width of card column ``n`` (0, 1 or 2)."""
        width = (self.width - 2 * GAP) / 3
        return self.x + n * (width + GAP), width
