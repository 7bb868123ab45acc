"""The printable draft plan (issue 5): times, pack starts, reviews, end, every pick."""

from __future__ import annotations

import datetime as dt
import io

from pypdf import PdfReader

from mtrdesk.core.draft.clock import DraftKind, draft_plan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.printing.draft_plan import clock_text
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.sheets.draft_plan import render_plan_bytes
from tests.helpers.printing import japanese

START = dt.datetime(2026, 11, 22, 13, 0)


def text(pdf: bytes) -> str:
    pages = PdfReader(io.BytesIO(pdf)).pages
    return " ".join(" ".join(page.extract_text() for page in pages).split())


def test_clock_text() -> None:
    assert clock_text(START, 345) == "13:05:45"
    assert (clock_text(None, 345), clock_text(None, 3725)) == ("5:45", "1:02:05")


def test_booster_plan_in_english(qapp) -> None:
    pdf = render_plan_bytes(draft_plan(DraftKind.BOOSTER, EN_2023), START, PageSetup())
    words = text(pdf)
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 1
    assert "Draft plan — Booster draft (MTR 7.7)" in words
    assert "2026-11-22 (Sun) 13:00:00" in words
    for line in ("Pack 1 (pass left) 13:00:00", "Pack 2 (pass right) 13:05:45",
                 "Pack 3 (pass left) 13:12:00", "Review after pack 1 (60 s) 13:04:45",
                 "Expected end 13:16:45", "Length: 16 min 45 s"):  # fmt: skip
        assert line in words, line
    assert "13:00:40 2 14 40" in words  # pick 2: 14 cards, 40 s


def test_japanese_rochester_plan_on_letter(qapp) -> None:
    with japanese():
        plan = draft_plan(DraftKind.ROCHESTER, JA_2016)
        pdf = render_plan_bytes(plan, None, PageSetup(paper=Paper.LETTER))
    words = text(pdf)
    assert "ドラフト進行表" in words and "チーム戦ロチェスタードラフト（イベント規定8.5）" in words
    assert "終了予定" in words and "開始時刻の指定がないため" in words
    assert "2パック目（反時計回り）" in words
    assert "1B 1C 2A 2B 2C 1A" in words  # the horseshoe, from player B of team 1
    assert round(PdfReader(io.BytesIO(pdf)).pages[0].mediabox.width) == 612


def test_japanese_booster_labels(qapp) -> None:
    with japanese():
        pdf = render_plan_bytes(draft_plan(DraftKind.BOOSTER, JA_2016), START, PageSetup())
    words = text(pdf)
    assert "1パック目の後の確認時間（30秒）" in words and "13:15:30" in words
    assert "所要時間：15分30秒" in words


def test_pages_are_numbered_as_on_every_other_sheet(qapp) -> None:
    """「1/2」, not 「1ページ」 (issue 32: one page-number style on every sheet)."""
    with japanese():
        plan = draft_plan(DraftKind.ROCHESTER, JA_2016)
        pdf = render_plan_bytes(plan, START, PageSetup())
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]
    assert all(f"{n}/{len(pages)}" in page for n, page in enumerate(pages, 1))
    assert not any("ページ" in page for page in pages)
