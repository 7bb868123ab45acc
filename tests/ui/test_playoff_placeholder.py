"""The result line suggests results that fit the stage: no drawn match in a playoff."""

from __future__ import annotations

import re

from mtrdesk.core.results import MatchResult
from mtrdesk.ui.widgets.result_entry import ResultEntry
from mtrdesk.ui.window.main_window import MainWindow


def examples(placeholder: str, playoff: bool = False) -> list[MatchResult]:
    """Each example parsed as the result line would (a playoff refuses draws)."""
    texts = re.split(r"[,、]\s*", placeholder)
    return [MatchResult.from_text(text, playoff=playoff) for text in texts]


def test_playoff_examples_all_have_a_winner(qtbot, services, settings) -> None:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    playoff = window.playoff_tab.entry.result_edit.placeholderText()
    swiss = window.rounds_tab.entry.result_edit.placeholderText()
    assert playoff == "2-0, 2-1, 1-2"
    assert swiss == "2-1, 1-1-1, 0-0-3"
    assert len(examples(playoff, playoff=True)) == 3
    assert all(r.wins1 != r.wins2 and r.draws == 0 for r in examples(playoff))
    assert any(r.wins1 == r.wins2 for r in examples(swiss))  # Swiss rounds may draw


def test_playoff_examples_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    assert window.playoff_tab.entry.result_edit.placeholderText() == "2-0、2-1、1-2"
    assert window.rounds_tab.entry.result_edit.placeholderText() == "2-1、1-1-1、0-0-3"


def test_the_owner_sets_the_examples(qtbot) -> None:
    entry = ResultEntry(lambda table: None, lambda table, text: None)
    qtbot.addWidget(entry)
    entry.set_result_placeholder("2-0")
    assert entry.result_edit.placeholderText() == "2-0"
