"""Line wrapping on printouts: English at spaces, Japanese between characters with its
line-start rule (no closing mark begins a line)."""

from __future__ import annotations

from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.printing import draw
from mtrdesk.printing.fonts import register_fonts

NOTE = (
    "統率者戦のデッキは統率者を含めて100枚で、基本土地・カードを除き、各カードは1枚ずつです。"
    "統率者は専用の欄に記入してください（多人数戦補遺 *.4A）。スタッフが受理した後は、"
    "デッキリストを変更できません（イベント規定2.7）。"
)


def test_japanese_with_a_few_spaces_fills_each_line_instead_of_breaking_at_them() -> None:
    font = register_fonts()
    width = 420.0
    lines = draw.wrap(NOTE, font, 8, width)
    assert "".join(lines).replace(" ", "") == NOTE.replace(" ", "")
    assert all(stringWidth(line, font, 8) <= width for line in lines)
    # Every line but the last is nearly full: no stub line such as "補遺" alone.
    assert all(stringWidth(line, font, 8) > width - 20 for line in lines[:-1])
    assert not any(line[:1] in "、。）」" for line in lines)


def test_english_wraps_at_spaces() -> None:
    font = register_fonts()
    text = "Main deck: at least 60 cards. Sideboard: at most 15 cards (MTR 6.1)."
    lines = draw.wrap(text, font, 9, 150)
    assert " ".join(lines) == text
    assert all(stringWidth(line, font, 9) <= 150 for line in lines)
