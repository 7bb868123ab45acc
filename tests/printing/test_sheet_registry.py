"""``mtrdesk.sheets``: every sheet of issue 4 is registered, drawable and titled in both
languages; the default paper follows the locale (Letter in the US, A4 in Japan)."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QLocale

from mtrdesk.printing.page import Paper
from mtrdesk.sheets import SHEETS, default_paper, sheet_kind
from mtrdesk.words.i18n import Translators

ISSUE_4_SHEETS = (
    "slips",
    "pairings-by-name",
    "pairings-by-table",
    "standings",
    "seatings",
    "bracket",
    "eventlink",  # issue 30: the EventLink closing sheet
    "report",  # issue 31: the event report
    "crosstable",  # issue 31: the crosstable of a small event
    "chart",  # issue 31: the standings by round
)


def test_every_sheet_of_issue_4_is_registered_with_a_render_function() -> None:
    assert tuple(kind.name for kind in SHEETS) == ISSUE_4_SHEETS
    for kind in SHEETS:
        module = importlib.import_module(f"mtrdesk.sheets.{kind.module}")
        assert callable(module.render), kind.name
    with pytest.raises(KeyError):
        sheet_kind("posters")


@pytest.mark.parametrize(
    ("locale", "paper"),
    [
        ("en_US", Paper.LETTER),
        ("en_CA", Paper.LETTER),
        ("es_MX", Paper.LETTER),
        ("ja_JP", Paper.A4),
        ("en_GB", Paper.A4),
        ("de_DE", Paper.A4),
    ],
)
def test_default_paper_follows_the_locale(locale: str, paper: Paper) -> None:
    assert default_paper(QLocale(locale)) is paper


def test_sheet_titles_are_translated(qapp: object) -> None:
    translators = Translators()
    assert translators.install("ja")
    try:
        titles = {kind.name: kind.title_text() for kind in SHEETS}
    finally:
        translators.install("en")
    assert titles["slips"] == "結果登録用紙" and titles["standings"] == "順位表"
    assert all(title != kind.title for kind, title in zip(SHEETS, titles.values(), strict=True))
