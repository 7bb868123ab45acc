"""The playoff tab's start button names the playoff the event has, and says nothing odd when
it has none (issue 32, review §6: 「決勝ラウンドを開始(なし)」)."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Playoff
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import new_event


@pytest.mark.parametrize(
    ("playoff", "text"),
    [
        (Playoff.NONE, "決勝ラウンドを開始"),
        (Playoff.TOP8, "トップ8の決勝ラウンドを開始"),
        (Playoff.DRAFT_TOP8, "トップ8・ブースタードラフトの決勝ラウンドを開始"),
    ],
    ids=["none", "top8", "draft"],
)
def test_the_start_button_in_japanese(  # type: ignore[no-untyped-def]
    qtbot, services, settings, translators, playoff: Playoff, text: str
) -> None:
    assert translators.install("ja")
    event_id, _ = new_event(services, 8, playoff=playoff)
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.playoff_tab.set_event(event_id)  # as when the tab is shown (hidden tabs read later)
    button = window.playoff_tab.start_button
    assert button.text() == text
    assert not button.isEnabled()  # no Swiss round played yet (and none to start at all)
