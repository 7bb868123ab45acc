"""``mtrdesk print pairings-by-name`` / ``pairings-by-table``: real pages read back.

Names get readings in an order unlike their kanji's code points (阿部/あべ first though 阿
is the highest of them), one name is written with 𠮷 and one has no reading.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk import sheets
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.printing.fonts import register_fonts
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.postings import Row, fit_lines, layout
from mtrdesk.services.event_file.reading import EventHistory, history_from_json, read_event_file
from mtrdesk.services.history import round_of
from mtrdesk.services.printouts.postings import pairings_posting
from mtrdesk.words.i18n import Translators
from tests.helpers.cli_helpers import run_cli

#: (family, given, reading), listed in 五十音順 of the reading; code points disagree.
JAPANESE = [
    ("阿部", "健", "あべ けん"),
    ("伊藤", "舞", "いとう まい"),
    ("佐藤", "花子", "さとう はなこ"),
    ("佐藤", "優", "さとう ゆう"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("中村", "翔", "なかむら しょう"),
    ("山田", "太郎", "やまだ たろう"),
    ("𠮷田", "誠", "よしだ まこと"),
    ("渡辺", "陽", "わたなべ よう"),
    ("高橋", "読み無し", ""),  # no reading: last, where the organizer notices it
]
#: Latin names: English sorts these first, by family then given, ignoring case.
LATIN = [("adams", "Zoe", ""), ("Smith", "Anna", ""), ("Smith", "john", "")]


def _document(structure: Structure = Structure.SWISS, players: int = 13, **names: object) -> dict:
    document = document_to_dict(
        simulate_event(Simulation(players=players, seed=4, rounds=3, structure=structure))
    )
    pool = [*JAPANESE, *LATIN] if structure is Structure.SWISS else []
    for i, player in enumerate(document["players"]):
        if i < len(pool):
            player["family"], player["given"], player["reading"] = pool[i]
        else:
            player["family"], player["given"] = "選手", f"{i:03d}"
            player["reading"] = f"せんしゅ {i:03d}"
        player["dropped_after_round"] = None
    document["event"]["name"] = "店舗大会"
    document["event"]["date"] = "2026-11-21"
    return document


def _file(tmp_path: Path, document: dict) -> Path:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    return path


def _print(sheet: str, path: Path, out: Path, *options: str) -> list[str]:
    """``mtrdesk print SHEET`` in this process (the test's ``QApplication`` made first)."""
    run_cli("print", sheet, str(path), *options, "-o", str(out))
    return [page.extract_text() for page in PdfReader(out).pages]


#: An index head of a Japanese by-name sheet (あ行 … わ行, A–Z, その他): a line of its own.
HEAD = re.compile(r"^(.行|A–Z|その他)$")


def _rows(text: str, headings: list[str]) -> list[list[str]]:
    """The cells after the column headings, one list per printed row (index heads left
    out)."""
    lines = [line for line in text.split("\n") if not HEAD.match(line)]
    start = lines.index(headings[0])
    assert lines[start : start + len(headings)] == headings, lines[:12]
    cells = lines[start + len(headings) :]
    width = len(headings)
    return [cells[i : i + width] for i in range(0, len(cells) - width + 1, width)]


def _shown(name: str) -> str:
    return name  # every character printed as itself: 𠮷 from the fallback font (issue 32)


@pytest.fixture
def japanese(qapp: object) -> Iterator[None]:
    translators = Translators()
    assert translators.install("ja")
    yield
    translators.remove()


@pytest.mark.usefixtures("qapp")
def test_pairings_by_name_in_japanese_follow_the_readings(tmp_path: Path) -> None:
    document = _document()
    path = _file(tmp_path, document)
    [page] = _print("pairings-by-name", path, tmp_path / "n.pdf", "--round", "2", "--lang", "ja")
    for words in ("店舗大会", "2026年11月21日（土）", "第2回戦 組み合わせ表（名前順）", "1/1"):
        assert words in page
    rows = _rows(page, ["プレイヤー名", "勝ち点", "卓番号", "対戦相手"])
    history = read_event_file(path)
    state = history.state
    rnd = round_of(state, 2)
    playing = {p for m in rnd.matches for p in m.players()}
    readings = {_shown(e.display_name): e.reading for e in state.entries.values()}
    printed = [row[0] for row in rows]
    with_reading = sorted((n for n in printed if readings[n]), key=lambda n: readings[n])
    unread = [n for n in ["adams Zoe", "Smith Anna", "Smith john", "高橋 読み無し"] if n in printed]
    assert printed == with_reading + unread  # plain kana: code point order is 五十音順
    assert len(unread) >= 3 and "𠮷田 誠" in printed
    assert printed.index("阿部 健") < printed.index("佐藤 花子") < printed.index("山田 太郎")
    # every player once, with the table, opponent and points the round has
    by_name = {row[0]: row for row in rows}
    assert len(rows) == len(playing)
    points = state.points_before[2]
    for m in rnd.matches:
        one = by_name[_shown(state.name(m.player1))]
        assert one[1] == str(points.get(m.player1, 0))
        if m.player2 is None:
            assert one[2:] == ["—", "不戦勝"]
        else:
            assert one[2:] == [str(m.table), _shown(state.name(m.player2))]
            two = by_name[_shown(state.name(m.player2))]
            assert two[2:] == [str(m.table), _shown(state.name(m.player1))]


def test_pairings_by_name_in_english_keep_the_one_order_without_heads() -> None:
    """The order of every sheet and screen (``words.collation``), in English too: by
    reading, readingless names last, Latin ones among them A–Z (case only breaks ties)."""
    history = history_from_json(_document())
    pages = _render("pairings-by-name", history, 1)
    assert "Round 1 – Pairings by name" in pages[0] and "2026-11-21 (Sat)" in pages[0]
    assert not any(HEAD.match(line) for line in pages[0].split("\n"))
    rows = _rows(pages[0], ["Name", "Points", "Table", "Opponent"])
    printed = [row[0] for row in rows]
    assert printed[-4:] == ["adams Zoe", "Smith Anna", "Smith john", "高橋 読み無し"]
    japanese = [n for n in printed if not n.startswith("選手")]
    assert japanese[0] == "阿部 健"
    assert japanese.index("佐藤 花子") < japanese.index("山田 太郎") < japanese.index("𠮷田 誠")


def _render(
    sheet: str, history: EventHistory, round_number: int | None, **setup: object
) -> list[str]:
    data = sheets.render_bytes(sheet, history, round_number, PageSetup(**setup))
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


@pytest.mark.usefixtures("qapp")
def test_pairings_by_table_in_table_order_with_the_bye_last(tmp_path: Path) -> None:
    path = _file(tmp_path, _document())
    [page] = _print("pairings-by-table", path, tmp_path / "t.pdf", "--lang", "ja")
    assert "第3回戦 組み合わせ表（卓番号順）" in page
    rows = _rows(page, ["卓番号", "プレイヤー名", "勝ち点", "対戦相手", "勝ち点"])
    state = read_event_file(path).state
    rnd = round_of(state, 3)
    points = state.points_before[3]
    paired = sorted((m for m in rnd.matches if m.table), key=lambda m: m.table)
    for row, m in zip(rows, paired, strict=False):
        assert row == [
            str(m.table),
            _shown(state.name(m.player1)),
            str(points.get(m.player1, 0)),
            _shown(state.name(m.player2)),
            str(points.get(m.player2, 0)),
        ]
    bye = next(m for m in rnd.matches if m.kind.is_bye)
    assert rows[len(paired)][:4] == [
        "—",
        _shown(state.name(bye.player1)),
        str(points.get(bye.player1, 0)),
        "不戦勝",
    ]


def test_team_events_post_every_seat(japanese: None) -> None:
    history = history_from_json(_document(Structure.TEAMS3, players=18))
    [by_name] = _render("pairings-by-name", history, 2)
    rows = _rows(by_name, ["プレイヤー名", "勝ち点", "卓番号", "対戦相手"])
    seats = [row for row in rows if row[2] != "—"]
    assert seats and all(row[2][-1] in "ABC" and row[2][:-1].isdigit() for row in seats)
    [by_table] = _render("pairings-by-table", history, 2)
    assert "チーム/プレイヤー" in by_table and "1A\n" in by_table and "1C\n" in by_table
    hg = history_from_json(_document(Structure.TWO_HEADED_GIANT, players=16))
    [page] = _render("pairings-by-name", hg, 1)
    team_names = {team.name for team in hg.state.teams.values()}
    rows = _rows(page, ["プレイヤー名", "勝ち点", "卓番号", "対戦チーム"])
    assert len(rows) == 16 and all(row[3] in team_names for row in rows)


def test_pod_events_give_table_and_seat(japanese: None) -> None:
    history = history_from_json(_document(Structure.MULTIPLAYER, players=14))
    [page] = _render("pairings-by-name", history, 2)
    rows = _rows(page, ["プレイヤー名", "勝ち点", "卓番号", "席"])
    posting = pairings_posting(history, 2)
    pods = history.pod_event.pods_of(2)
    unopposed = [m for m in round_of(history.state, 2).matches if m.player2 is None]
    assert len(rows) == len(posting.names) == sum(len(p.seats) for p in pods) + len(unopposed)
    assert sum(row[3] == "1番席（先攻）" for row in rows) == len(pods)
    assert {row[2] for row in rows} == {str(p.table) for p in pods} | (
        {"—"} if unopposed else set()
    )
    [table] = _render("pairings-by-table", history, 2)
    assert "1番席（先攻）" in table and "2番席" not in table  # seats 2.. print as numbers


def test_200_players_fill_pages_with_the_header_on_each(tmp_path: Path) -> None:
    history = history_from_json(_document(players=200))
    pages = _render("pairings-by-name", history, 3, paper=Paper.LETTER)
    assert len(pages) == 3
    for number, page in enumerate(pages, 1):
        assert "Round 3 – Pairings by name" in page and f"{number}/3" in page
    data = sheets.render_bytes("pairings-by-table", history, 3, PageSetup(Paper.LETTER))
    reader = PdfReader(io.BytesIO(data))
    assert [round(float(v)) for v in reader.pages[0].mediabox[2:]] == [612, 792]
    text = "".join(p.extract_text() for p in reader.pages)
    assert text.count("Opponent") == len(reader.pages) > 1


def test_long_names_shrink_then_wrap_and_never_overflow() -> None:
    font = register_fonts()
    long_name = "Christopherson-Montgomery Alexander Maximilian Fitzgerald-Windsor"
    for text in (
        "山田 太郎",
        "Alexander Maximilian Smith",
        long_name,
        "寿限無寿限無五劫の擦り切れ海砂利水魚",
    ):
        lines, size = fit_lines(text, font, 13, 90, 19.5)
        assert size >= 13 * 0.55 and len(lines) <= 2
        assert all(stringWidth(line, font, size) <= 90 for line in lines)
        assert lines[0].startswith(text[:4])
    assert fit_lines("山田 太郎", font, 13, 90, 19.5) == (("山田 太郎",), 13)


def test_groups_stay_on_one_block() -> None:
    rows = tuple(Row(("x",), group_start=i % 4 == 0) for i in range(12))  # three groups of 4
    pages = layout(rows, 6, 2)
    assert pages == [[[0, 1, 2, 3], [4, 5, 6, 7]], [[8, 9, 10, 11]]]
    long_group = (Row(("a",)), *(Row(("b",), group_start=False) for _ in range(7)))
    assert layout(long_group, 6, 1) == [[[0, 1, 2, 3, 4, 5]], [[6, 7]]]


def test_a_thousand_players_print_on_many_pages() -> None:
    """How fast: benchmarks/bench_sheets.py."""
    history = history_from_json(_document(players=1000))
    for sheet in ("pairings-by-name", "pairings-by-table", "standings"):
        data = sheets.render_bytes(sheet, history, None, PageSetup())
        assert len(PdfReader(io.BytesIO(data)).pages) > 5, sheet
