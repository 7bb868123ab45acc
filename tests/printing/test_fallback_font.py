"""Every character printed as itself (issue 32): what IPAexGothic lacks (𠮷 of 𠮷田, the
rest of JIS X 0213) is drawn from the bundled fallback font, Noto Sans CJK JP cut down,
and both fonts are embedded as subsets; widths are measured in the font that draws."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from mtrdesk import sheets
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.printing.fonts import JAPANESE_FONT, MISSING_GLYPH_MARK, printable, register_fonts
from mtrdesk.printing.page import PageSetup
from mtrdesk.services.event_file.reading import history_from_json

NAMES = ("𠮷田", "髙橋", "山﨑", "佐藤")
_BFCHAR = re.compile(r"^<([0-9A-F]{2})> <((?:[0-9A-F]{4})+)>$", re.MULTILINE)


@pytest.fixture(scope="module")
def standings_pdf() -> bytes:
    """The real standings sheet of a simulated event whose players are named 𠮷田, 髙橋,
    山﨑 and 佐藤, drawn once for the module."""
    document = document_to_dict(simulate_event(Simulation(players=8, seed=3, rounds=2)))
    for i, player in enumerate(document["players"]):
        player["family"], player["given"] = NAMES[i % len(NAMES)], f"選手{i + 1}"
    document["event"]["name"] = "店舗大会"
    return sheets.render_bytes("standings", history_from_json(document), None, PageSetup())


def _fonts(pdf: bytes) -> dict[str, set[str]]:
    """Each embedded font of the first page (its subset name) and the characters its
    ToUnicode map says it draws."""
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    found: dict[str, set[str]] = {}
    for ref in page["/Resources"]["/Font"].values():
        font = ref.get_object()
        assert "/FontFile2" in font["/FontDescriptor"].get_object(), font["/BaseFont"]
        cmap = font["/ToUnicode"].get_object().get_data().decode("ascii")
        chars = {bytes.fromhex(code).decode("utf-16-be") for _, code in _BFCHAR.findall(cmap)}
        found.setdefault(str(font["/BaseFont"]), set()).update(chars)
    return found


def test_a_standings_sheet_prints_tsuchi_yoshi_and_embeds_both_fonts(
    standings_pdf: bytes,
) -> None:
    text = PdfReader(io.BytesIO(standings_pdf)).pages[0].extract_text()
    for name in NAMES:
        assert name in text
    assert "吉田" not in text  # 𠮷 is never printed as 吉
    fonts = _fonts(standings_pdf)
    subset = {re.fullmatch(r"/[A-Z]{6}\+(\S+)", name).group(1): name for name in fonts}  # type: ignore[union-attr]
    assert set(subset) == {"IPAexGothic", "NotoSansCJKjp-Regular"}
    assert "\U00020bb7" in fonts[subset["NotoSansCJKjp-Regular"]]
    assert {"髙", "﨑", "田", "橋"} <= fonts[subset["IPAexGothic"]]


@pytest.mark.skipif(not shutil.which("pdffonts"), reason="poppler-utils (build/dev) not here")
def test_pdffonts_lists_both_fonts_embedded_as_subsets(
    standings_pdf: bytes, tmp_path: Path
) -> None:
    path = tmp_path / "standings.pdf"
    path.write_bytes(standings_pdf)
    listed = subprocess.run(
        ["pdffonts", str(path)], capture_output=True, text=True, check=True, timeout=30
    ).stdout.splitlines()[2:]
    rows = {line.split()[0].split("+")[1]: line.split() for line in listed}
    assert set(rows) == {"IPAexGothic", "NotoSansCJKjp-Regular"}
    for row in rows.values():
        assert row[-5:-2] == ["yes", "yes", "yes"]  # embedded, subset, ToUnicode


def test_widths_are_those_of_the_font_that_draws() -> None:
    font = register_fonts()
    assert stringWidth("𠮷田", font, 10) == pytest.approx(20)
    # Đ is drawn from the fallback (IPAexGothic lacks it), 0.712 em wide there: a layout
    # that measured IPAexGothic's missing glyph (a full em) would leave a gap.
    assert stringWidth("Đ", font, 10) == pytest.approx(7.12)
    assert stringWidth("AĐA", font, 10) == pytest.approx(2 * stringWidth("A", font, 10) + 7.12)


def test_a_line_switches_font_and_back_in_one_drawn_string() -> None:
    register_fonts()
    out = io.BytesIO()
    canvas = Canvas(out, initialFontName=JAPANESE_FONT)
    canvas.setFont(JAPANESE_FONT, 12)
    canvas.drawRightString(500, 700, "𠮷田 太郎 / 山﨑 𡈽 𣘺")
    canvas.save()
    text = PdfReader(io.BytesIO(out.getvalue())).pages[0].extract_text()
    assert "𠮷田 太郎 / 山﨑 𡈽 𣘺" in text  # 𡈽 and 𣘺 (in IPAexGothic) extracted too


def test_printable_keeps_what_either_font_draws() -> None:
    assert printable("𠮷田 髙橋 山﨑 𡈽屋 𣘺本") == "𠮷田 髙橋 山﨑 𡈽屋 𣘺本"
    assert printable("Nguyễn") == "Nguyen"  # neither font: the letter without its marks
    assert printable("\U0001f600") == MISSING_GLYPH_MARK  # an emoji: the geta mark
