"""The posting sheets' rows (pairings, standings) drawn as one text object per row (issue
15: the 4,096-player standings PDF) put every line exactly where one ``drawString`` /
``drawRightString`` / ``drawCentredString`` per line put it; a long name's break between
two equally near places is the same whether reportlab measures in C or in Python."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk.printing import fitting, postings
from mtrdesk.printing.fonts import register_fonts
from mtrdesk.printing.postings import CELL_PAD, Column, fit_lines, shrunk

COLUMNS = (
    Column("Rank", 0.08, "right"),
    Column("Name", 0.42),
    Column("Points", 0.1, "right"),
    Column("Record", 0.14, "center"),
    Column("OMW%", 0.12, "right"),
    Column("Note", 0.14, "center"),
)
ROWS = [
    ("1", "Player 2615", "33", "11-1-0", "75.69%", ""),
    ("2", "山田 太郎", "30", "10-2-0", "61.07%", "ドロップ"),
    ("", "Wolfeschlegelsteinhausenbergerdorff-Smith Jr. the Third", "0", "0-12-0", "", "x"),
    (
        "4095",
        "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめも",
        "",
        "",
        "",
        "",
    ),
    ("10", "𠮷田 Ｔｅｓｔ", "9", "3-9-0", "33.33%", "A very long note that will not fit"),
]
WIDTHS = [500 * c.weight / sum(c.weight for c in COLUMNS) for c in COLUMNS]


def reference_cells(canvas: Canvas, size: float, texts: tuple[str, ...], bottom: float) -> None:
    """The rows as they were drawn before: a ``drawString`` and kin for every line (at
    10 points a cell's padding is ``CELL_PAD``)."""
    font = register_fonts()
    x = 40.0
    for text, column, width in zip(texts, COLUMNS, WIDTHS, strict=True):
        if text:
            room = width - 2 * CELL_PAD
            if column.align == "left":
                lines, fitted = fit_lines(text, font, size, room, 15.0)
            else:  # a number or a centred word: whole on one line (issue 32)
                lines, fitted = (text,), shrunk(text, font, size, room)
            leading = fitted * 1.1
            first = bottom + (15.0 + (len(lines) - 1) * leading) / 2 - 0.35 * fitted
            canvas.setFont(font, fitted)
            for n, line in enumerate(lines):
                y = first - n * leading
                if column.align == "right":
                    canvas.drawRightString(x + width - CELL_PAD, y, line)
                elif column.align == "center":
                    canvas.drawCentredString(x + width / 2, y, line)
                else:
                    canvas.drawString(x + CELL_PAD, y, line)
        x += width


def placed(draw: str) -> list[tuple[str, float, float, float]]:
    """Every piece of text of a page drawn by ``draw`` ("rows" or "reference"): its text,
    where it starts and its type size."""
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=register_fonts())
    for n, texts in enumerate(ROWS):
        bottom = 700.0 - 15.0 * n
        if draw == "rows":
            postings._cells(canvas, 10.0, texts, COLUMNS, WIDTHS, 40.0, (bottom, 15.0))
        else:
            reference_cells(canvas, 10.0, texts, bottom)
    canvas.showPage()
    canvas.save()
    pieces: list[tuple[str, float, float, float]] = []

    def visit(text, cm, tm, font, size) -> None:  # type: ignore[no-untyped-def]
        if text.strip():
            pieces.append((text.strip(), round(tm[4], 4), round(tm[5], 4), round(size * tm[0], 4)))

    PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text(visitor_text=visit)
    return pieces


def test_a_row_is_drawn_where_a_string_per_line_was() -> None:
    rows = placed("rows")
    assert rows == placed("reference")
    assert len(rows) >= 24  # every cell, and the two lines of the long names
    texts = [text for text, *_ in rows]
    assert "Player 2615" in texts and "11-1-0" in texts and "33.33%" in texts


@pytest.mark.parametrize("rounding", [1e-9, -1e-9])
def test_a_tie_between_two_breaks_takes_the_first(
    rounding: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    font = register_fonts()
    name = "あいうえお"  # five glyphs of one width: after the 2nd and 3rd are equally near
    room = stringWidth(name, font, 10) * 0.6  # too long for one line even at 70 %

    def rounded(text: str, font_name: str, size: float) -> float:
        # widths off by a rounding error, growing with the length, either way: as C and
        # Python sum a string's glyph widths in different orders
        return stringWidth(text, font_name, size) + rounding * len(text) ** 2

    monkeypatch.setattr(fitting, "stringWidth", rounded)
    lines, _ = fit_lines(name, font, 10, room, 30.0)
    assert lines == ("あい", "うえお")
