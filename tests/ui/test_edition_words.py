"""The MTR editions in words, in both languages (issue 29)."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings
from mtrdesk.services.errors import Problem
from mtrdesk.words.editions.names import edition_name, edition_note, program_name
from mtrdesk.words.i18n import Translators
from mtrdesk.words.messages import service_message

EVENT = EventSettings("金曜モダン", dt.date(2026, 11, 20))


def test_an_edition_is_named_by_its_effective_date(translators: Translators) -> None:
    assert edition_name("2025-11-10") == "MTR of November 10, 2025"
    assert program_name(Program.SPOTLIGHT_SERIES) == "Spotlight Series"
    assert translators.install("ja")
    assert edition_name("2025-11-10") == "イベント規定(2025年11月10日発効)"
    assert edition_name("2023-08-21") == "イベント規定(2023年8月21日発効)"
    assert program_name(Program.FRIDAY_NIGHT_MAGIC) == "フライデー・ナイト・マジック"


def test_the_note_says_why_an_event_follows_its_edition(translators: Translators) -> None:
    assert edition_note(EVENT.with_changes(edition="2025-11-10")) == (
        "The edition in force on the event's date."
    )
    league = EVENT.with_changes(edition="2023-08-21", edition_reason="シーズン中のリーグ戦")
    assert edition_note(league) == (
        "An earlier edition than the MTR of November 10, 2025 in force: シーズン中のリーグ戦"
    )
    assert "before mtrdesk followed editions" in edition_note(
        EVENT.with_changes(edition="2023-08-21")
    )
    assert translators.install("ja")
    assert edition_note(league) == (
        "有効なイベント規定(2025年11月10日発効)より前の版です。理由: シーズン中のリーグ戦"
    )
    refusal = service_message(Problem.EDITION_FIXED, {"edition": "2023-08-21"})
    assert refusal.startswith("この大会は第1回戦の組み合わせを作ったときから")
    assert "イベント規定(2023年8月21日発効)" in refusal
