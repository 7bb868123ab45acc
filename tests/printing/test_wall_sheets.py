"""Sheets for the wall (issue 18): one order of names on every sheet and screen, Japanese
dates, no player ID or e-mail address unless the organizer turns them on, the round's time
and format on the pairings, あ行 heads, and playoff rounds by name."""

from __future__ import annotations

import datetime as dt
import io
import random
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings

from mtrdesk.core.draft.clock import DraftKind, draft_plan
from mtrdesk.core.draft.profiles import JA_2016
from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.core.settings import Format
from mtrdesk.printing.page import PageSetup
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.postings import pairings_posting
from mtrdesk.sheets import SHEETS, render_bytes, sheet_kind
from mtrdesk.sheets.decklists import event_pages, render_pages_bytes
from mtrdesk.sheets.draft_plan import render_plan_bytes
from mtrdesk.sheets.pairings_by_name import name_posting
from mtrdesk.sheets.seatings import by_name
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.printing.preview import PrintPreviewDialog
from mtrdesk.words.collation import index_head, kana_row
from tests.helpers.printing import japanese, pdf_pages, show_player_ids
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS, report_round, settings

#: 30 players: kanji with readings (後藤/ごとう before 近藤/こんどう, though 近 < 後 by code
#: point), a katakana reading, a name written in kana, Latin names with and without a
#: reading, kanji without one. (family, given, reading, player ID: e-mail or number.)
NAMES = [
    ("近藤", "一", "こんどう はじめ"),
    ("後藤", "二郎", "ごとう じろう"),
    ("阿部", "健", "あべ けん"),
    ("伊藤", "舞", "いとう まい"),
    ("小川", "聡", "おがわ さとし"),
    ("佐藤", "花子", "さとう はなこ"),
    ("斎藤", "優", "さいとう ゆう"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "誠", "たかはし まこと"),
    ("田中", "陽", "たなか よう"),
    ("中村", "翔", "なかむら しょう"),
    ("西村", "蓮", "にしむら れん"),
    ("浜田", "葵", "はまだ あおい"),
    ("林", "大輔", "はやし だいすけ"),
    ("藤井", "結衣", "ふじい ゆい"),
    ("松本", "潤", "まつもと じゅん"),
    ("村上", "春樹", "むらかみ はるき"),
    ("山田", "太郎", "やまだ たろう"),
    ("吉田", "拓", "よしだ たく"),
    ("渡辺", "直", "わたなべ なお"),
    ("森", "蘭", "モリ ラン"),
    ("さくら", "はな", "さくら はな"),
    ("ルイス", "ケン", "るいす けん"),
    ("Smith", "John", "すみす じょん"),
    ("Yamada", "Taro", "やまだ たろう"),
    ("adams", "Zoe", ""),
    ("Brown", "Amy", ""),
    ("Ünal", "Ece", ""),
    ("高田", "読無", ""),
    ("岡田", "無名", ""),
]
DATE_JA = "2026年11月21日(土)"
ISO = re.compile(r"\d{4}-\d{2}-\d{2}")


def _player_id(n: int) -> str:
    return f"player{n:02d}@example.jp" if n % 2 else f"90000{n:02d}"


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def draft_event(services: Services) -> int:
    """The 30 players in booster-draft pods of up to 8, round 1 played, round 2 paired."""
    event_id, _ = services.events.create(settings(format=Format.BOOSTER_DRAFT))
    for n, (family, given, reading) in enumerate(NAMES):
        services.players.add(event_id, family, given, reading, _player_id(n))
    services.pods.seat(event_id, pod_size=8, seed=11)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(3), ["2-0", "2-1", "1-2"])
    services.rounds.pair_next(event_id)
    return event_id


def _display(family: str, given: str) -> str:
    return f"{family} {given}"


def _in_text_order(text: str) -> list[str]:
    """The 30 names in the order ``text`` prints them (each name printed once)."""
    found = {name: text.find(name) for name in (_display(f, g) for f, g, _ in NAMES)}
    assert all(at >= 0 for at in found.values()), [n for n, at in found.items() if at < 0]
    return sorted(found, key=found.__getitem__)


def _orders(services: Services, event_id: int, japanese_sheet: bool) -> dict[str, list[str]]:
    """The names as each sheet and screen lists them, in the installed language."""
    event = services.printing.event(event_id)
    orders: dict[str, list[str]] = {}
    posting = name_posting(pairings_posting(event), japanese_sheet)
    orders["pairings by name"] = [row.cells[0] for row in posting.rows if not row.head]
    sheet = seating_sheet(event.state)
    orders["seatings"] = [p.name for _, p in by_name(sheet.players, japanese_sheet)]
    data = render_bytes("seatings", event, None, PageSetup())
    pages = [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]
    listed = "\n".join(p for p in pages if "名前順" in p or "Seatings by name" in p)
    orders["seatings PDF"] = _in_text_order(listed)
    model = PlayersModel()
    model.set_rows(services.players.list_entries(event_id))
    rows = [model.row_at(r) for r in range(model.rowCount())]
    rows.sort(key=lambda row: model.sort_value(row, PlayersModel.NAME))
    orders["players tab"] = [row.display_name for row in rows]
    return orders


def test_one_order_of_names_on_every_sheet_and_screen_in_japanese(
    services: Services, qapp: object
) -> None:
    event_id = draft_event(services)
    with japanese():
        orders = _orders(services, event_id, True)
    first = orders["pairings by name"]
    assert len(first) == len(NAMES)
    assert all(order == first for order in orders.values()), orders
    # 五十音順 by reading: ごとう before こんどう (code points say 近 < 後), katakana and
    # hiragana readings mixed in their places, readingless names last (Latin first).
    assert first.index("後藤 二郎") < first.index("近藤 一") < first.index("佐藤 花子")
    assert first.index("さくら はな") < first.index("佐藤 花子")  # さく < さと
    assert first.index("村上 春樹") < first.index("森 蘭") < first.index("山田 太郎")
    assert first.index("鈴木 一郎") < first.index("Smith John")  # すずき < すみす
    assert first[-5:] == ["adams Zoe", "Brown Amy", "Ünal Ece", "岡田 無名", "高田 読無"]


def test_one_order_of_names_on_every_sheet_and_screen_in_english(
    services: Services, qapp: object
) -> None:
    event_id = draft_event(services)
    with japanese():
        in_japanese = _orders(services, event_id, True)["pairings by name"]
    orders = _orders(services, event_id, False)
    assert all(order == in_japanese for order in orders.values()), orders  # either language
    assert in_japanese[:3] == ["阿部 健", "伊藤 舞", "小川 聡"]


def test_japanese_by_name_sheets_have_a_head_before_each_kana_row(
    services: Services, qapp: object
) -> None:
    assert [kana_row(r) for r in ("ごとう", "ガトー", "ぱく", "ゔぃ", "ん", "", "smith")] == [
        "か", "か", "は", "あ", "わ", None, None,
    ]  # fmt: skip
    event_id = draft_event(services)
    with japanese():
        assert index_head("さとう", "佐藤") == "さ行" and index_head("", "高田") == "その他"
        assert index_head("", "Brown", "Amy") == "A–Z"
        event = services.printing.event(event_id)
        pairings = "\n".join(pdf_pages("pairings-by-name", event))
        seatings = "\n".join(pdf_pages("seatings", event))
    heads = ["あ行", "か行", "さ行", "た行", "な行", "は行", "ま行", "や行", "ら行", "わ行"]
    for text in (pairings, seatings):
        found = [text.find(head) for head in [*heads, "A–Z", "その他"]]
        assert all(at >= 0 for at in found) and found == sorted(found), found
        assert text.count("か行") == 1
    # the head stands right before its row's first name: か行 before 後藤 (ごとう)
    assert re.search(r"か行\s+後藤 二郎", seatings)
    english = "\n".join(pdf_pages("seatings", services.printing.event(event_id)))
    assert "行" not in english and "A–Z" not in english  # English sheets: no heads


def _sheets_text(services: Services, event_id: int) -> dict[str, str]:
    """Every sheet of the event that can be printed, as text; not the organizer's own
    (``private``: the EventLink closing sheet holds e-mail addresses by design)."""
    event = services.printing.event(event_id)
    texts = {}
    for kind in (k for k in SHEETS if not k.private):
        try:
            texts[kind.name] = "\n".join(pdf_pages(kind.name, event))
        except ServiceError as refused:  # no pods to seat, no playoff yet
            assert refused.problem in (Problem.NO_PODS_TO_SEAT, Problem.PLAYOFF_NONE), kind
    return texts


def test_every_japanese_sheet_prints_the_japanese_date(services: Services, qapp: object) -> None:
    events = [draft_event(services), BUILDERS["draft_top8"](services)]
    with japanese():
        texts = {
            f"{name} ({n})": text
            for n, event_id in enumerate(events)
            for name, text in _sheets_text(services, event_id).items()
        }
        start = dt.datetime(2026, 11, 21, 13, 0)
        plan = render_plan_bytes(draft_plan(DraftKind.BOOSTER, JA_2016), start, PageSetup())
    texts["draft plan"] = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(plan)).pages)
    assert {"slips (0)", "seatings (0)", "bracket (1)", "standings (1)"} <= set(texts)
    for name, text in texts.items():
        assert not ISO.search(text), name
        if name != "draft plan":
            assert DATE_JA in text.replace(" ", ""), name
    assert DATE_JA in texts["draft plan"].replace(" ", "")  # the start's date


def test_no_player_id_on_slips_and_postings_unless_turned_on_and_never_an_e_mail(
    services: Services, qapp: object
) -> None:
    event_id = draft_event(services)
    ids = [_player_id(n) for n in range(len(NAMES))]
    shown = _sheets_text(services, event_id)
    assert set(shown) == {kind.name for kind in SHEETS if not kind.private} - {"bracket"}
    for name, text in shown.items():
        assert "@" not in text and "90000" not in text, name
    # the decklist sheet keeps them (MTR 7.1: the list names its player)
    entries = [e.id for e in services.players.list_entries(event_id)]
    pages = event_pages(services, event_id, entries[:2], blank=True)
    data = render_pages_bytes(pages, PageSetup())
    decklist = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)
    assert "player01@example.jp" in decklist.replace(" ", "") and "9000000" in decklist
    show_player_ids(services, event_id)
    shown = _sheets_text(services, event_id)
    slips = shown["slips"].replace(" ", "").replace("\n", "")
    seatings = shown["seatings"].replace(" ", "").replace("\n", "")
    # IDs on: the numbers are printed, an ID that is an e-mail address never is
    numbers = [i for i in ids if "@" not in i]
    assert numbers and all(i in seatings for i in numbers)
    assert sum(i in slips for i in numbers) >= len(numbers) - 4  # byes have no slip
    assert "@" not in slips and "@" not in seatings
    # and off again: the setting is the event's, kept with it
    show_player_ids(services, event_id, False)
    assert "@" not in " ".join(_sheets_text(services, event_id).values())


def test_pairings_show_the_format_and_the_round_time(services: Services, qapp: object) -> None:
    event_id = draft_event(services)
    with japanese():
        [page, *_] = pdf_pages("pairings-by-table", services.printing.event(event_id))
        assert "土曜大会（ブースター・ドラフト）" in page.replace(" ", "")
        assert "制限時間 50分" in page and "終了予定" not in page  # not started: its length
        clock = ClockSnapshot(
            kind="round",
            mode="round",
            title="round",
            steps=(ClockStep("round", 50 * 60),),
            position=0,
            started=True,
            running=True,
        )
        start = services.clocks.publish(event_id, clock).at
        end = start + dt.timedelta(minutes=50)
        for sheet in ("pairings-by-table", "pairings-by-name"):
            [page, *_] = pdf_pages(sheet, services.printing.event(event_id))
            assert f"開始 {start:%H:%M} 〜 終了予定 {end:%H:%M}(50分)" in page, page[:300]
    [page, *_] = pdf_pages("pairings-by-name", services.printing.event(event_id))
    assert f"Start {start:%H:%M} – expected end {end:%H:%M} (50 min)" in page
    assert "Booster Draft" in page
    # a clock started before the round was paired is an earlier round's: length only
    services.clocks.publish(event_id, replace(clock, position=3000.0))
    [page, *_] = pdf_pages("pairings-by-name", services.printing.event(event_id))
    assert "Round time: 50 min" in page and "Start" not in page


def _pages(name: str, event: EventHistory, round_number: int) -> str:
    data = render_bytes(name, event, round_number, PageSetup())
    return " ".join(" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(data)).pages)


def test_playoff_rounds_are_named_on_screen_and_on_paper(
    services: Services, qapp: object, tmp_path: Path
) -> None:
    event_id = BUILDERS["draft_top8"](services)  # quarterfinals reported: semifinals paired
    event = services.printing.event(event_id)
    playoff = event.state.playoff_rounds
    assert [services.rounds.round_view(event_id, r.number).field for r in playoff] == [8, 4]
    sheets = ("slips", "pairings-by-name", "pairings-by-table")
    with japanese():
        for rnd, name in zip(playoff, ("準々決勝", "準決勝"), strict=True):
            for sheet in sheets:
                text = _pages(sheet, event, rnd.number)
                assert name in text and "決勝ラウンド" not in text, (sheet, name)
        remembered = QSettings(str(tmp_path / "print.ini"), QSettings.Format.IniFormat)
        preview = PrintPreviewDialog(event, sheet_kind("slips"), remembered, None, None)
        offered = [preview.round_combo.itemText(i) for i in range(preview.round_combo.count())]
        preview.deleteLater()
    assert offered[-2:] == ["準々決勝", "準決勝"] and offered[0] == "第1回戦"
    for sheet in sheets:
        assert "Semifinals" in _pages(sheet, event, playoff[1].number)
    assert "Playoff" not in _pages("slips", event, playoff[1].number)
