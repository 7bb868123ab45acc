"""``mtrdesk.tools.sample_sheets`` writes every sheet the program prints (issue 18's look at
the sheets on A4, A3 and B4): run once on one paper, PDFs only."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader

from mtrdesk.tools.sample_sheets import main


def test_every_sheet_is_written(qapp: object, tmp_path: Path, capsys) -> None:
    assert main([str(tmp_path), "--papers", "b4", "--languages", "ja", "--no-png"]) == 0
    written = sorted(p.stem for p in (tmp_path / "ja" / "b4").glob("*.pdf"))
    assert written == sorted(
        [
            "slips-round-3",
            "slips-quarterfinals",
            "pod-slips",
            "pairings-by-table",
            "pairings-by-name",
            "pairings-by-name-quarterfinals",
            "standings",
            "bracket",
            "draft-bracket",
            "seatings",
            "draft-plan-booster",
            "draft-plan-rochester-2016",
            "decklist",
            "phones-poster",
        ]
    )
    standings = PdfReader(tmp_path / "ja" / "b4" / "standings.pdf")
    text = standings.pages[0].extract_text()
    assert "勅使河原 三郎太" in text and "Nguyen Thi Minh Anh" in text and "順位表" in text
    assert "14 sheets" in capsys.readouterr().out
