"""The decklist registration sheet (MTR 2.7): blank and filled, Japanese and English, A4 and
Letter; the Sealed pool sheet (7.5); the playoff opponents' copies (2.7)."""

from __future__ import annotations

import datetime as dt
import io
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.core.decklists.decklist import CardEntry, Decklist
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.settings import EventSettings, Format, Playoff, Rel, Structure
from mtrdesk.printing.decklists.sheet import (
    DeckPage,
    JudgeNotes,
    PlayerBoxes,
    SheetForm,
    basic_counts,
    card_name,
)
from mtrdesk.printing.fonts import register_fonts
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.services import Services
from mtrdesk.sheets.decklists import (
    RegisteredList,
    accepted_text,
    check_text,
    event_opponent_pages,
    event_pages,
    opponents_allowed,
    page_for,
    registered_list,
    render_pages_bytes,
    sheet_form,
)
from tests.helpers.data import DECKLISTS
from tests.helpers.printing import japanese
from tests.helpers.services_support import new_event, open_services, report_round

DECKS = DECKLISTS
MODERN = """4 Ragavan, Nimble Pilferer
4 Dragon's Rage Channeler
4 Murktide Regent
4 Lightning Bolt
4 Expressive Iteration
4 Counterspell
3 Consider
2 Unholy Heat
4 Mishra's Bauble
1 ウギンの聖域
4 Scalding Tarn
4 Spirebluff Canal
3 Steam Vents
2 Island
1 Mountain
4 Polluted Delta
4 Flooded Strand
4 Misty Rainforest

Sideboard
2 Blood Moon
3 Dress Down
2 Engineered Explosives
4 Force of Negation
2 Flusterstorm
2 Subtlety
"""
EVENT = EventSettings(name="店舗予選 モダン", date=dt.date(2026, 11, 22), format=Format.MODERN)


def text(pdf: bytes) -> str:
    pages = PdfReader(io.BytesIO(pdf)).pages
    return " ".join(" ".join(page.extract_text() for page in pages).split())


def page_texts(pdf: bytes) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages]


def page_count(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def pages_for(form: SheetForm, decklist: Decklist | None = None, **kw: Any) -> list[DeckPage]:
    return [page_for(decklist, form=form, settings=EVENT, **kw)]


# --- blank sheets ------------------------------------------------------------------------


def test_blank_constructed_sheet_in_english(qapp) -> None:
    pdf = render_pages_bytes(pages_for(SheetForm.CONSTRUCTED), PageSetup())
    words = text(pdf)
    assert page_count(pdf) == 1
    for label in ("Decklist registration", "Constructed", "Event", "Date", "Format",
                  "Player name", "Reading (furigana)", "Player ID", "Table", "Seat",
                  "Main deck", "Main deck (continued)", "Sideboard", "Qty", "Card name",
                  "Main deck total", "Sideboard total", "For tournament officials",
                  "Accepted by", "Accepted on (date and time)",
                  "Deck checks (MTR 2.8): round, result, notes", "MTR 6.1", "MTR 2.7"):  # fmt: skip
        assert label in words, label
    assert "店舗予選 モダン" in words and "2026-11-22 (Sun)" in words and "Modern" in words
    box = PdfReader(io.BytesIO(pdf)).pages[0].mediabox
    assert (round(box.width), round(box.height)) == (595, 842)


def test_blank_sheet_in_japanese_on_letter(qapp) -> None:
    with japanese():
        pdf = render_pages_bytes(pages_for(SheetForm.CONSTRUCTED), PageSetup(paper=Paper.LETTER))
    words = text(pdf)
    assert page_count(pdf) == 1
    for label in ("デッキ登録用紙", "構築", "イベント名", "日付", "フォーマット", "プレイヤー名",
                  "ふりがな", "プレイヤーID", "卓番号", "席", "メインデッキ", "サイドボード",
                  "枚数", "カード名", "メインデッキ合計", "スタッフ記入欄", "受理したスタッフ",
                  "受理日時", "デッキ・チェック（イベント規定2.8）", "イベント規定6.1",
                  "2026年11月22日（日）", "モダン"):  # fmt: skip
        assert label in words, label
    assert "Decklist" not in words and "Main deck" not in words
    box = PdfReader(io.BytesIO(pdf)).pages[0].mediabox
    assert (round(box.width), round(box.height)) == (612, 792)


def test_blank_limited_sheet_has_the_basic_lands_box(qapp) -> None:
    pdf = render_pages_bytes(pages_for(SheetForm.LIMITED), PageSetup())
    words = text(pdf)
    assert "Limited" in words and "Basic lands added (MTR 7.2)" in words
    assert all(land in words for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"))
    assert "at least 40 cards" in words and "no snow basic lands or Wastes (MTR 7.2)" in words
    with japanese():
        words = text(render_pages_bytes(pages_for(SheetForm.LIMITED), PageSetup()))
    assert "加えた基本土地（イベント規定7.2）" in words and "リミテッド" in words
    assert all(land in words for land in ("平地", "島", "沼", "山", "森"))
    assert "冠雪基本土地" in words.replace(" ", "") and "40枚以上" in words.replace(" ", "")


def test_blank_commander_sheet_names_the_commander(qapp) -> None:
    pdf = render_pages_bytes(pages_for(SheetForm.COMMANDER), PageSetup())
    words = text(pdf)
    assert page_count(pdf) == 1
    assert "Commander deck" in words and "Commander" in words
    assert "Total with the commander" in words and "multiplayer addendum *.4A" in words
    with japanese():
        words = text(render_pages_bytes(pages_for(SheetForm.COMMANDER), PageSetup()))
    assert "統率者戦" in words and "統率者を含む合計" in words
    assert "多人数戦補遺" in words.replace(" ", "")  # the note wraps anywhere in Japanese


def test_blank_pool_sheet_asks_who_registered_it(qapp) -> None:
    pdf = render_pages_bytes(pages_for(SheetForm.POOL), PageSetup())
    words = text(pdf)
    assert "Sealed Deck pool registration (MTR 7.5)" in words
    assert "Registered by (MTR 7.5)" in words and "Signature" in words
    assert "Card pool" in words and "Cards in the pool" in words
    with japanese():
        words = text(render_pages_bytes(pages_for(SheetForm.POOL), PageSetup()))
    assert "シールド・デッキのカード・プール登録用紙" in words
    assert "登録したプレイヤー（イベント規定7.5）" in words and "署名" in words


def test_sheet_form_follows_the_event() -> None:
    assert sheet_form(EVENT) is SheetForm.CONSTRUCTED
    assert sheet_form(EVENT.with_changes(format=Format.SEALED)) is SheetForm.LIMITED
    assert sheet_form(EVENT.with_changes(format=Format.BOOSTER_DRAFT)) is SheetForm.LIMITED
    multiplayer = EVENT.with_changes(structure=Structure.MULTIPLAYER)
    assert sheet_form(multiplayer) is SheetForm.COMMANDER
    assert sheet_form(EVENT, pool=True) is SheetForm.POOL
    assert not opponents_allowed(EVENT)
    assert opponents_allowed(EVENT.with_changes(rel=Rel.PROFESSIONAL))


# --- filled sheets -----------------------------------------------------------------------


def test_filled_sheet_prints_the_list_and_the_player(qapp) -> None:
    decklist = parse_decklist(MODERN).decklist
    player = PlayerBoxes("𠮷田 太郎", "よしだ たろう", "JP0042", "7", "")
    pdf = render_pages_bytes(pages_for(SheetForm.CONSTRUCTED, decklist, player=player), PageSetup())
    words = text(pdf)
    assert page_count(pdf) == 1
    assert "𠮷田 太郎" in words and "よしだ たろう" in words and "JP0042" in words
    for line in ("4 Ragavan, Nimble Pilferer", "1 ウギンの聖域", "4 Misty Rainforest",
                 "2 Blood Moon", "4 Force of Negation", "2 Subtlety"):  # fmt: skip
        assert line in words, line
    assert decklist.main_count == 60 and decklist.sideboard_count == 15
    assert "Main deck total 60 cards" in words and "Sideboard total 15 cards" in words


def test_every_real_list_fits_one_page(qapp) -> None:
    """Real tournament lists, every format: one page each, every card on it."""
    files = sorted(DECKS.glob("*/*-00[1-3].txt"))
    assert len(files) >= 18
    decks = [parse_decklist(f.read_text("utf-8")).decklist for f in files]
    pdf = render_pages_bytes(
        [page_for(d, form=SheetForm.CONSTRUCTED) for d in decks], PageSetup(paper=Paper.LETTER)
    )
    texts = page_texts(pdf)
    assert len(texts) == len(decks)
    for deck, words in zip(decks, texts, strict=True):
        for _section, entry in deck.entries():
            assert str(entry.count) in words
            assert entry.name.split()[0] in words, entry.name
        assert f"Main deck total {deck.main_count} cards" in words


def test_filled_sheet_in_japanese(qapp) -> None:
    decklist = parse_decklist(MODERN).decklist
    player = PlayerBoxes("山田 花子", "やまだ はなこ", "P1", "3", "B", "チーム東京")
    with japanese():
        pdf = render_pages_bytes(
            pages_for(SheetForm.CONSTRUCTED, decklist, player=player), PageSetup()
        )
    words = text(pdf)
    assert "山田 花子" in words and "やまだ はなこ" in words and "チーム：チーム東京" in words
    assert "メインデッキ合計 60 枚" in words and "サイドボード合計 15 枚" in words
    assert "1 ウギンの聖域" in words and "4 Murktide Regent" in words


def test_a_list_longer_than_the_lines_continues_on_a_second_page(qapp) -> None:
    main = tuple(CardEntry(f"Singleton Card {n:02d}", 1) for n in range(75))
    decklist = Decklist(main, (CardEntry("Pyroblast", 1),))
    pdf = render_pages_bytes(pages_for(SheetForm.CONSTRUCTED, decklist), PageSetup())
    first, second = page_texts(pdf)
    assert "Page 1 of 2" in first and "Page 2 of 2" in second
    assert "Decklist registration (continued)" in second
    assert "Singleton Card 00" in first and "Singleton Card 74" in second
    assert "Main deck total 75 cards" in first and "Pyroblast" in first


def test_limited_sheet_counts_basic_lands_in_their_box(qapp) -> None:
    main = (CardEntry("Llanowar Elves", 2), CardEntry("Forest", 9), CardEntry("平地", 8))
    side = tuple(CardEntry(f"Pool Card {n}", 1) for n in range(45))
    decklist = Decklist(main + tuple(CardEntry(f"Spell {n}", 1) for n in range(21)), side)
    assert basic_counts(decklist.main)[0] == [8, 0, 0, 0, 9]
    pdf = render_pages_bytes(pages_for(SheetForm.LIMITED, decklist), PageSetup())
    words = text(pdf)
    assert page_count(pdf) == 1  # the 45-card sideboard runs through two columns
    assert "8 Plains" in words and "9 Forest" in words and "2 Llanowar Elves" in words
    assert "Pool Card 0" in words and "Pool Card 44" in words
    assert "Sideboard (continued)" in words
    assert "Main deck total 40 cards" in words and "Sideboard total 45 cards" in words


def test_commander_sheet_holds_a_hundred_singletons(qapp) -> None:
    main = tuple(CardEntry(f"Commander Staple {n:02d}", 1) for n in range(99))
    decklist = Decklist(main, (), (CardEntry("Kenrith, the Returned King", 1),))
    for paper in Paper:
        pdf = render_pages_bytes(pages_for(SheetForm.COMMANDER, decklist), PageSetup(paper))
        words = text(pdf)
        assert page_count(pdf) == 1, paper
        assert "Commander Kenrith, the Returned King" in words
        assert "Commander Staple 00" in words and "Commander Staple 98" in words
        assert "Main deck total 99 cards" in words and "Total with the commander 100" in words


def test_pool_sheet_names_the_player_who_registered_it(qapp) -> None:
    pool = Decklist(tuple(CardEntry(f"Opened Card {n}", 1) for n in range(84)))
    page = DeckPage(
        SheetForm.POOL,
        player=PlayerBoxes("佐藤 一郎", "さとう いちろう", "P7"),
        decklist=pool,
        registered_by=PlayerBoxes("鈴木 次郎", "すずき じろう", "P8"),
    )
    words = text(render_pages_bytes([page], PageSetup()))
    assert "佐藤 一郎" in words and "鈴木 次郎" in words and "P8" in words
    assert "Opened Card 0" in words and "Opened Card 83" in words
    assert "Cards in the pool 84 cards" in words


def test_long_card_names_stay_on_their_line() -> None:
    """Shrunk, then wrapped on two lines, then cut: never wider than the line."""
    font = register_fonts()
    calls: list[tuple[str, float]] = []

    class Canvas:
        size = 0.0

        def setFont(self, name: str, size: float) -> None:
            self.size = size

        def drawString(self, x: float, y: float, text: str) -> None:
            calls.append((text, self.size))

    names = (
        "Lightning Bolt",
        "Asmoranomardicadaistinaculdacar",
        "Our Market Research Shows That Players Like Really Long Card Names So We Made "
        "This Card to Have the Absolute Longest Card Name Ever Elemental",
        "永遠の証人と長いカード名のテストのためのとても長い名前をもつクリーチャー・カード",
    )
    for name in names:
        calls.clear()
        card_name(Canvas(), name, 0, 0, 140.0, 18.0, font)  # type: ignore[arg-type]
        assert 1 <= len(calls) <= 2
        assert all(stringWidth(t, font, size) <= 140.01 and size >= 5 for t, size in calls)
    assert calls[0][0].startswith("永遠の証人")


def test_registered_list_reads_the_service_detail(qapp) -> None:
    check = SimpleNamespace(round=3, minutes=4, outcome=SimpleNamespace(value="ok"), note="")
    detail = SimpleNamespace(
        decklist=parse_decklist(MODERN).decklist,
        pool=None,
        registered_by=None,
        locked_at=dt.datetime(2026, 11, 22, 9, 45),
        locked_by="Judge Sato",
        checks=(check,),
    )
    registered = registered_list(detail)
    assert isinstance(registered, RegisteredList)
    assert registered.checks == ("Round 3: deck matches its list (4 min)",)
    assert registered_list(SimpleNamespace(decklist=None, pool=None)) is None
    with japanese():
        assert check_text(check) == "第3回戦：デッキはデッキリストと一致（4分）"
        registered = registered_list(detail)
        assert registered is not None
        judge = JudgeNotes(
            registered.accepted_by, accepted_text(registered.accepted_at), registered.checks
        )
        page = DeckPage(SheetForm.CONSTRUCTED, decklist=registered.decklist, judge=judge)
        words = text(render_pages_bytes([page], PageSetup()))
    assert "受理したスタッフ Judge Sato" in words and "2026年11月22日 09:45" in words
    assert "第3回戦：デッキはデッキリストと一致（4分）" in words


# --- from the database: filled sheets and the playoff opponents' copies ---------------------


@pytest.fixture
def services(tmp_path: Path):
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def _event_with_lists(services: Services, rel: Rel) -> tuple[int, list[int]]:
    event_id, entries = new_event(
        services, 8, rel=rel, playoff=Playoff.TOP4, swiss_rounds=3, format=Format.MODERN
    )
    for n, entry in enumerate(entries):
        card = f"Signature Card {n}"
        services.decklists.save(event_id, entry, MODERN.replace("3 Consider", f"3 {card}"))
    return event_id, entries


def test_event_pages_one_per_player_with_their_list(services: Services, qapp) -> None:
    event_id, entries = _event_with_lists(services, Rel.COMPETITIVE)
    services.decklists.lock(event_id, entries[0], "Judge Sato")
    pages = event_pages(services, event_id)
    assert len(pages) == 8
    texts = page_texts(render_pages_bytes(pages, PageSetup()))
    assert len(texts) == 8
    assert "Player000 Test" in texts[0] and "P0000" in texts[0]
    assert "3 Signature Card 0" in texts[0] and "3 Signature Card 7" in texts[7]
    assert "Judge Sato" in texts[0] and "Judge Sato" not in texts[1]
    chosen = event_pages(services, event_id, [entries[2]])
    assert [p.player.player_id for p in chosen] == ["P0002"]
    blank = event_pages(services, event_id, entries[:3], blank=True)
    assert [p.decklist for p in blank] == [None] * 3
    assert "Player001 Test" in text(render_pages_bytes(blank, PageSetup()))


def test_playoff_players_get_their_opponents_lists(services: Services, qapp) -> None:
    event_id, entries = _event_with_lists(services, Rel.PROFESSIONAL)
    rng = random.Random(3)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng, "2-0")
    services.playoff.start(event_id)
    pages = event_opponent_pages(services, event_id)
    assert len(pages) == 4  # two semifinals, each player gets the other's list
    state = services.printing.event(event_id).state
    semifinal = state.playoff_rounds[-1].matches[0]
    first = state.entries[semifinal.player1].display_name
    second = state.entries[semifinal.player2].display_name
    words = page_texts(render_pages_bytes(pages, PageSetup()))
    banner = f"Opponent's decklist: {second} — for {first} (table {semifinal.table})"
    assert banner in words[0]
    owner = entries.index(semifinal.player2)
    assert f"Signature Card {owner} " in words[0] + " "
    assert "For tournament officials" not in words[0] and "MTR 2.7" in words[0]
    with japanese():
        pdf = render_pages_bytes(event_opponent_pages(services, event_id), PageSetup())
    assert f"対戦相手のデッキリスト：{second}" in text(pdf)
    assert f"受け取るプレイヤー：{first}" in text(pdf)


def test_sealed_pool_sheets_from_the_database(services: Services, qapp) -> None:
    event_id, entries = new_event(services, 2, format=Format.SEALED)
    pool = "\n".join(f"1 Opened Card {n}" for n in range(84))
    services.decklists.save_pool(event_id, entries[0], pool, registered_by=entries[1])
    pages = event_pages(services, event_id, pool=True)
    assert [p.form for p in pages] == [SheetForm.POOL]
    (words,) = page_texts(render_pages_bytes(pages, PageSetup()))
    assert "Pool of (the player who opened it) Player000 Test" in words
    assert "Registered by (MTR 7.5) Player001 Test" in words
    assert "Opened Card 83" in words and "Cards in the pool 84 cards" in words
    assert event_pages(services, event_id) == []  # a pool, but no deck registered yet
    assert event_pages(services, event_id, blank=True)[0].form is SheetForm.LIMITED
