"""Sheets for the wall (issue 18): A3 and JIS B4 besides A4 and Letter, each sheet laid out
for its paper (postings in larger type with more rows, the other wall sheets enlarged,
slips their A4 size with more on a page), and the slip's title and instruction line."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm

from mtrdesk.core.settings import EventSettings, Format, Playoff, Structure
from mtrdesk.printing.fonts import printable
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.phones_poster import PhonesPoster
from mtrdesk.printing.postings import Column, Posting, Row, _page_layout
from mtrdesk.printing.slips import page_order, slip_grid
from mtrdesk.services import Services
from mtrdesk.sheets import render_bytes
from mtrdesk.sheets.phones_poster import render_poster_bytes
from tests.helpers.printing import japanese
from tests.helpers.services_support import open_services, report_round

#: Portrait width and height in points (JIS B4 is 257 x 364 mm, not ISO's 250 x 353).
SIZES = {
    Paper.A4: (595.28, 841.89),
    Paper.A3: (841.89, 1190.55),
    Paper.B4: (257 * mm, 364 * mm),
}
POSTINGS = ("pairings-by-name", "pairings-by-table", "standings")
JA_INSTRUCTION = "勝利ゲーム数を記入し、両者署名のうえ提出してください。"
EN_INSTRUCTION = "Write the games each player won, both sign, and hand in this slip."


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def swiss_event(services: Services, players: int = 40) -> int:
    """``players`` players with readings, two rounds reported, round 3 paired, Top 8."""
    event_id, _ = services.events.create(
        EventSettings(name="金曜モダン", date=__import__("datetime").date(2026, 11, 20))
    )
    for n in range(players):
        services.players.add(event_id, f"佐藤{n:03d}", "花子", f"さとう{n:03d} はなこ")
    rng = random.Random(5)
    for _ in range(2):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    services.rounds.pair_next(event_id)
    return event_id


def pdf_pages(data: bytes) -> list:
    return list(PdfReader(io.BytesIO(data)).pages)


def media(page: object) -> tuple[float, float]:
    box = page.mediabox  # type: ignore[attr-defined]
    return float(box.width), float(box.height)


def text_sizes(page: object) -> list[tuple[str, float]]:
    """Every piece of text on ``page`` with its size on paper (points): the font size
    under the text matrix and the page's transformation (an enlarged sheet's scaling)."""
    found: list[tuple[str, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            found.append((text.strip(), size * abs(tm[3]) * abs(cm[3])))

    page.extract_text(visitor_text=visit)  # type: ignore[attr-defined]
    return found


def size_of(page: object, words: str) -> float:
    """The size ``words`` (a piece of text on ``page``) is set at."""
    sizes = [size for text, size in text_sizes(page) if words in text]
    assert sizes, words
    return max(sizes)


def assert_size(page: object, paper: Paper, landscape: bool = False) -> None:
    width, height = SIZES[paper]
    expected = (height, width) if landscape else (width, height)
    assert media(page) == pytest.approx(expected, abs=0.05)


def test_jis_b4_is_not_iso_b4() -> None:
    assert Paper.B4.size == pytest.approx((257 * mm, 364 * mm))
    assert Paper.A3.enlargement == pytest.approx(297 / 210)
    assert Paper.B4.enlargement == pytest.approx(257 / 210)
    assert Paper.A4.enlargement == Paper.LETTER.enlargement == 1.0


@pytest.mark.parametrize("name", POSTINGS)
@pytest.mark.parametrize("paper", [Paper.A3, Paper.B4])
def test_each_posting_renders_on_the_wall_paper_in_larger_type(
    services: Services, qapp: object, name: str, paper: Paper
) -> None:
    event = services.printing.event(swiss_event(services))
    number = 2 if name == "standings" else 3
    with japanese():
        a4 = pdf_pages(render_bytes(name, event, number, PageSetup(Paper.A4)))
        wall = pdf_pages(render_bytes(name, event, number, PageSetup(paper)))
    assert len(wall) == len(a4) == 1
    assert_size(wall[0], paper)
    name_a4, name_wall = size_of(a4[0], "佐藤000 花子"), size_of(wall[0], "佐藤000 花子")
    # The type grows with the paper (more than A3's or B4's own type scale when the rows
    # leave room), so the sheet reads from farther away on the wall.
    assert name_wall >= name_a4 * PageSetup(paper).type_scale - 0.01
    title = "第3回戦" if number == 3 else "第2回戦"
    assert size_of(wall[0], title) > size_of(a4[0], title)


def test_a_long_posting_fits_more_rows_a_page_on_a3_and_b4() -> None:
    columns = (Column("Name", 3), Column("Points", 1, "right"))
    rows = tuple(Row((f"Player {n}", str(n))) for n in range(400))
    posting = Posting("Standings", "Event", "2026", columns, rows, size=9.5)
    a4_scale, a4, a4_pages = _page_layout(posting, PageSetup(Paper.A4))
    for paper in (Paper.B4, Paper.A3):
        scale, wall, pages = _page_layout(posting, PageSetup(paper))
        assert scale == PageSetup(paper).type_scale > a4_scale == 1.0  # larger type
        assert wall.rows_per_block > a4.rows_per_block  # and more rows a page
        assert len(pages) <= len(a4_pages)


def test_a_one_page_posting_fills_the_wall_paper() -> None:
    columns = (Column("Name", 3), Column("Table", 1))
    rows = tuple(Row((f"Player {n}", str(n))) for n in range(40))
    posting = Posting("Pairings", "Event", "2026", columns, rows, blocks=2, size=13)
    _, a4, pages = _page_layout(posting, PageSetup(Paper.A4))
    assert [len(block) for block in pages[0]] == [a4.rows_per_block, 40 - a4.rows_per_block]
    for paper in (Paper.A3, Paper.B4):
        scale, _, pages = _page_layout(posting, PageSetup(paper))
        assert [len(block) for block in pages[0]] == [20, 20], paper  # both halves used
        assert scale > PageSetup(paper).type_scale  # and the type grown to fill the page


def draft_event(services: Services) -> int:
    event_id, _ = services.events.create(
        EventSettings(
            name="土曜ドラフト",
            date=__import__("datetime").date(2026, 11, 21),
            format=Format.BOOSTER_DRAFT,
            swiss_rounds=3,
            playoff=Playoff.DRAFT_TOP8,
        )
    )
    for n in range(16):
        services.players.add(event_id, f"鈴木{n:02d}", "一郎", f"すずき{n:02d}")
    services.pods.seat(event_id, pod_size=8, seed=3)
    rng = random.Random(3)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    services.playoff.start(event_id, seed=4)
    return event_id


@pytest.mark.parametrize("paper", [Paper.A3, Paper.B4])
def test_seatings_bracket_and_poster_are_enlarged_to_fill_the_paper(
    services: Services, qapp: object, paper: Paper
) -> None:
    event = services.printing.event(draft_event(services))
    for name, landscape, words in (
        ("seatings", False, "鈴木00 一郎"),
        ("bracket", True, "土曜ドラフト"),
    ):
        a4 = pdf_pages(render_bytes(name, event, None, PageSetup(Paper.A4)))
        wall = pdf_pages(render_bytes(name, event, None, PageSetup(paper)))
        assert len(wall) == len(a4)
        for page in wall:
            assert_size(page, paper, landscape)
        enlarged = size_of(wall[0], words) / size_of(a4[0], words)
        assert enlarged == pytest.approx(paper.enlargement, rel=0.01), name
    poster = PhonesPoster("金曜モダン", "http://192.168.1.5:8750/e/3")
    a4 = pdf_pages(render_poster_bytes(poster, PageSetup(Paper.A4)))[0]
    wall = pdf_pages(render_poster_bytes(poster, PageSetup(paper)))[0]
    assert_size(wall, paper)
    assert size_of(wall, "金曜モダン") == pytest.approx(
        size_of(a4, "金曜モダン") * paper.enlargement, rel=0.01
    )


@pytest.mark.parametrize(
    ("paper", "per_page", "landscape"),
    [(Paper.A4, 4, False), (Paper.LETTER, 4, False), (Paper.B4, 5, False), (Paper.A3, 8, True)],
)
def test_slips_keep_their_size_and_more_go_on_larger_paper(
    services: Services, qapp: object, paper: Paper, per_page: int, landscape: bool
) -> None:
    event = services.printing.event(swiss_event(services))  # 20 tables in round 3
    pages = pdf_pages(render_bytes("slips", event, 3, PageSetup(paper)))
    assert len(pages) == -(-20 // per_page)
    if paper in SIZES:
        assert_size(pages[0], paper, landscape)
    assert slip_grid(PageSetup(paper)).per_page == per_page
    counts = [page.extract_text().count(EN_INSTRUCTION) for page in pages]
    order = page_order(20, per_page)  # the guillotine order spreads 20 slips evenly
    assert counts == [sum(place is not None for place in page) for page in order]


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER, Paper.A3])
def test_the_slip_title_is_readable_and_tells_players_what_to_do(
    services: Services, qapp: object, paper: Paper
) -> None:
    event = services.printing.event(swiss_event(services, 8))
    with japanese():
        (page,) = pdf_pages(render_bytes("slips", event, 3, PageSetup(paper)))
    text = page.extract_text()
    assert text.count("結果登録用紙") == 4 and text.count(JA_INSTRUCTION) == 4
    assert size_of(page, "結果登録用紙") >= 12  # was the small size, 7.5 pt
    assert size_of(page, JA_INSTRUCTION) >= 8.5  # the body size, or a little less
    (english,) = pdf_pages(render_bytes("slips", event, 3, PageSetup(paper)))
    assert english.extract_text().count(EN_INSTRUCTION) == 4
    assert size_of(english, "Match result slip") >= 12


def test_pod_slips_have_the_title_and_the_line_too(services: Services, qapp: object) -> None:
    event_id, _ = services.events.create(
        EventSettings(
            name="統率者戦",
            date=__import__("datetime").date(2026, 11, 21),
            structure=Structure.MULTIPLAYER,
            swiss_rounds=2,
        )
    )
    for n in range(12):
        services.players.add(event_id, f"田中{n:02d}", "花子", f"たなか{n:02d}")
    services.multiplayer.configure(event_id, pod_size=4, playoff_size=0)
    services.multiplayer.pair_next(event_id, seed=1)
    event = services.printing.event(event_id)
    with japanese():
        pages = pdf_pages(render_bytes("slips", event, None, PageSetup(Paper.A4)))
        wide = pdf_pages(render_bytes("slips", event, None, PageSetup(Paper.A3)))
    text = "".join(p.extract_text() for p in pages)
    assert text.count("結果に印を付け、全員署名のうえ提出してください。") == 3
    assert size_of(pages[0], "結果登録用紙") >= 12
    assert len(wide) == 1 and media(wide[0])[0] > media(wide[0])[1]  # A3 landscape, 2 columns


def test_latin_letters_the_font_lacks_print_without_their_marks() -> None:
    assert printable("Nguyễn Thị Minh Anh") == "Nguyen Thi Minh Anh"
    assert printable("García") == "García"  # in the font: kept


def test_the_command_line_offers_every_paper() -> None:
    from mtrdesk.cli.print_sheets import PAPERS

    assert set(PAPERS) == {paper.value for paper in Paper}
