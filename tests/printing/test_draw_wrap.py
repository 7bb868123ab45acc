"""Line wrapping on printouts: English at spaces, Japanese between characters with its
line-breaking rules (no closing mark begins a line, no opening mark ends one)."""

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


SEATINGS_NOTE = (
    "名前を探して、ポッドの卓の指定された席に着いてください。"
    "ドラフトもデッキ構築も同じ席で行います（イベント規定7.6）。"
)


def test_two_closing_marks_in_a_row_never_begin_a_line_and_no_opening_mark_ends_one() -> None:
    """At every width the seatings note can get, "）。" never starts a line alone (it
    did on the A4 seatings sheet) and "（" never ends one."""
    font = register_fonts()
    widths = [380.0 + 2 * k for k in range(100)]
    for width in widths:
        lines = draw.wrap(SEATINGS_NOTE, font, 9.5, width)
        assert "".join(lines) == SEATINGS_NOTE
        assert all(stringWidth(line, font, 9.5) <= width for line in lines)
        assert not any(line[:1] in "、。）" for line in lines), (width, lines)
        assert not any(line[-1:] == "（" for line in lines[:-1]), (width, lines)


def test_a_rule_number_is_never_broken_across_lines() -> None:
    """Issue 32: the seatings note broke as 「（イベント規定7.」 / 「6）。」 on B4. At every
    width, "7.6" and "MTR" stay whole on one line (with what must stay beside them)."""
    font = register_fonts()
    text = "ドラフトもデッキ構築も同じ席で行います（イベント規定7.6、MTR 10.4）。"
    for width in [60.0 + k for k in range(300)]:
        lines = draw.wrap(text, font, 9.5, width)
        assert "".join(lines).replace(" ", "") == text.replace(" ", "")
        assert any("7.6" in line for line in lines), (width, lines)
        assert any("10.4" in line for line in lines), (width, lines)
        assert any("MTR" in line for line in lines), (width, lines)
