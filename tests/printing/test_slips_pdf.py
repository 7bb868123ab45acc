"""Match result slips as a PDF: text, cut order across pages, the embedded subset font."""

from __future__ import annotations

import datetime as dt
import io
import re

from pypdf import PdfReader

from mtrdesk.core.printouts.slips import Slip, SlipPlayer, SlipSheet, slip_code
from mtrdesk.printing.slips import SlipLabels, page_order, write_slips

ENGLISH = SlipLabels(
    title="Match result slip",
    round="Round %1",
    playoff_round="Playoff, round %1",
    table="Table %1",
    player="Player",
    games_won="Games won",
    drawn_games="Drawn games",
    drop="Drop",
    signature="Signature",
    time_extension="Time extension",
    minutes="min",
    player_id="ID: %1",
    chooser="Chooses to play or draw first (MTR 2.2): %1",
)


def _sheet(tables: int, *, playoff: bool = False, chooser: int | None = None) -> SlipSheet:
    slips = tuple(
        Slip(
            str(t),
            SlipPlayer(f"Family{2 * t} Given", player_id=f"ID{t:04d}"),
            SlipPlayer(f"Other{2 * t + 1} Name"),
            slip_code(7, 3, str(t)),
            chooser=chooser,
        )
        for t in range(1, tables + 1)
    )
    return SlipSheet(7, "Friday Modern", dt.date(2026, 11, 20), 3, playoff, slips)


def _pages(sheet: SlipSheet, labels: SlipLabels = ENGLISH) -> list[str]:
    out = io.BytesIO()
    write_slips(sheet, labels, out)
    return [page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages]


def test_page_order_makes_cut_piles_in_table_order() -> None:
    pages = page_order(10, per_page=4)
    assert pages == [[0, 3, 6, 9], [1, 4, 7, None], [2, 5, 8, None]]
    piles = [[page[i] for page in pages if page[i] is not None] for i in range(4)]
    assert [slip for pile in piles for slip in pile] == list(range(10))


def test_pdf_pages_hold_tables_in_cut_order() -> None:
    texts = _pages(_sheet(10))
    tables = [[int(n) for n in re.findall(r"Table (\d+)", text)] for text in texts]
    # k = 4 slips per page, p = 3 pages: page j, position i holds table i*p + j + 1.
    assert tables == [[1, 4, 7, 10], [2, 5, 8], [3, 6, 9]]
    first = texts[0]
    for words in ("Friday Modern", "2026-11-20", "Round 3", "Family2 Given", "Other3 Name"):
        assert words in first
    assert "ID: ID0001" in first and "Drawn games" in first and "Time extension" in first
    assert "Chooses to play" not in first


def test_playoff_slip_names_who_chooses_play_or_draw() -> None:
    text = _pages(_sheet(1, playoff=True, chooser=2))[0]
    assert "Playoff, round 3" in text
    assert "Chooses to play or draw first (MTR 2.2): Other3 Name" in text


def test_japanese_names_and_labels_print_with_an_embedded_subset_font() -> None:
    labels = SlipLabels(
        **{**ENGLISH.__dict__, "title": "結果登録用紙", "round": "第%1回戦", "table": "卓 %1"}
    )
    slips = (Slip("1", SlipPlayer("𠮷田 太郎", "123"), SlipPlayer("山田 花子"), "X:1"),)
    sheet = SlipSheet(1, "店舗大会", dt.date(2026, 1, 1), 2, False, slips)
    out = io.BytesIO()
    write_slips(sheet, labels, out)
    reader = PdfReader(io.BytesIO(out.getvalue()))
    text = reader.pages[0].extract_text()
    for words in ("結果登録用紙", "第2回戦", "卓 1", "店舗大会", "𠮷田 太郎", "山田 花子"):
        assert words in text  # 𠮷 is drawn from the fallback font (issue 32)
    fonts = [f.get_object() for f in reader.pages[0]["/Resources"]["/Font"].values()]
    assert fonts
    for font in fonts:
        name = font["/BaseFont"]
        assert re.fullmatch(r"/[A-Z]{6}\+(IPAexGothic|NotoSansCJKjp-Regular)", name), name
        assert "/FontFile2" in font["/FontDescriptor"].get_object()


def test_a_scanned_slip_code_reads_back_to_its_match() -> None:
    from mtrdesk.core.printouts.slips import SlipCode, parse_slip_code, slip_code

    assert parse_slip_code(slip_code(7, 3, "12a") + "\n") == SlipCode(7, 3, "12A")
    assert parse_slip_code(" mtrdesk1:0:1:5 ") == SlipCode(0, 1, "5")  # Caps Lock, blanks
    assert parse_slip_code("ＭＴＲＤＥＳＫ１+7+3+12B") == SlipCode(7, 3, "12B")  # IME, JIS keys
    for text in ("", "MTRDESK1:7:3:", "MTRDESK2:7:3:1", "MTRDESK1:7:3:A", "MTRDESK1:٣:3:1",
                 "MTRDESK1:7:3:1:9", "https://example.com"):  # fmt: skip
        assert parse_slip_code(text) is None, text


def test_team_slips_print_teams_players_and_who_chooses() -> None:
    seat = Slip(
        "2B",
        SlipPlayer("山田 太郎", "P1", team="チーム青"),
        SlipPlayer("佐藤 花子", team="チーム赤"),
        "X:2B",
        chooser=2,
        chooser_team="チーム赤",
    )
    two_headed = Slip(
        "3",
        SlipPlayer("双頭A", members=("鈴木 一郎", "高橋 次郎")),
        SlipPlayer("双頭B", members=("田中 三郎", "伊藤 四郎")),
        "X:3",
        random_chooser=True,
    )
    text = " ".join(
        _pages(SlipSheet(1, "E", dt.date(2026, 1, 1), 4, True, (seat, two_headed)))[0].split()
    )
    assert "Chooses to play or draw first (MTR 2.2): 佐藤 花子 (チーム赤)" in text
    assert "ID: P1 Team: チーム青" in text and "Team: チーム赤" in text
    assert "A team determined at random chooses to play or draw first (MTR 9.3)" in text
    assert "双頭A 鈴木 一郎 / 高橋 次郎" in text and "田中 三郎 / 伊藤 四郎" in text
