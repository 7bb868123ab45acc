"""The crosstable sheet (issue 31): 32 players on one A4 landscape page, in Japanese and
English, with the names, each round's mark and opponent line, the points of the
standings; posted, so no e-mail and no player ID; ``mtrdesk print crosstable``."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from mtrdesk.services.event_file.reading import read_event_file
from mtrdesk.services.swiss.crosstable import crosstable_view
from mtrdesk.sheets import sheet_kind
from tests.helpers.cli_helpers import run_cli
from tests.helpers.crosstable_events import small_file
from tests.helpers.printing import japanese, pdf_pages


def test_print_crosstable_writes_one_landscape_page_in_japanese(
    tmp_path: Path, qapp: object
) -> None:
    source = small_file(tmp_path)
    out = tmp_path / "crosstable.pdf"
    done = run_cli("print", "crosstable", str(source), "--lang", "ja", "-o", str(out))
    assert done.returncode == 0, done.stderr
    pdf = PdfReader(out)
    assert len(pdf.pages) == 1
    box = pdf.pages[0].mediabox
    assert float(box.width) > float(box.height)  # A4 landscape: 842 x 595
    assert round(float(box.width)) == 842
    text = " ".join(pdf.pages[0].extract_text().split())
    view = crosstable_view(read_event_file(source).state)
    assert len(view.lines) == 32
    assert "対戦成績表" in text and "第5回戦終了時" in text and "木曜スタンダード" in text
    for line in view.lines:
        assert line.name in text, line.name
    first = view.lines[0]
    cells = [c for c in first.cells if c is not None]
    # The winner's line: their name, each round's mark and opponent line, then points.
    marks = {"win": "勝", "loss": "負", "draw": "分", "bye": "不戦勝"}
    written = " ".join(
        f"{marks[c.mark.value]} {c.opponent}" if c.opponent else marks[c.mark.value] for c in cells
    )
    assert f"1 {first.name} {written} {first.points} {first.record}" in text
    assert "@" not in text and "ID00" not in text


def test_the_english_sheet_and_its_place_among_the_sheets(tmp_path: Path, qapp: object) -> None:
    event = read_event_file(small_file(tmp_path, players=12, rounds=4))
    (text,) = pdf_pages("crosstable", event)
    assert "After round 4" in text and "Crosstable" in text and "R4" in text
    assert "W " in text and "L " in text and "OMW%" in text and "Appendix C" in text
    with japanese():
        (ja,) = pdf_pages("crosstable", event)
    assert "勝 " in ja and "負 " in ja
    kind = sheet_kind("crosstable")
    assert kind.wall and not kind.private
