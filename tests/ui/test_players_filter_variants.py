"""The Players tab's filter finds 𠮷田 when 吉田 is typed, and 髙橋 for 高橋 (issue 32):
name kanji variants fold to their everyday form (``core.variants``) in the window too."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.filtered_rows import qt_fold
from tests.helpers.ui_pods import open_window


def test_the_everyday_form_finds_the_variant_in_the_players_tab(qtbot, services, settings) -> None:
    event_id, _ = services.events.create(EventSettings("Variants", dt.date(2026, 11, 29)))
    for family, reading in [("𠮷田", "よしだ"), ("髙橋", "たかはし"), ("吉川", "よしかわ")]:
        services.players.add(event_id, family, "誠", reading)
    tab = open_window(qtbot, services, settings, event_id).players_tab

    def shown(text: str) -> list[str]:
        tab.filter_edit.setText(text)
        qtbot.waitUntil(lambda: tab.proxy.filter_text() == text)
        rows = range(tab.proxy.rowCount())
        return sorted(tab.proxy.index(r, 0).data(ROW_ROLE).display_name for r in rows)

    assert shown("吉田") == ["𠮷田 誠"]
    assert shown("高橋") == ["髙橋 誠"]
    assert shown("𠮷") == ["吉川 誠", "𠮷田 誠"]


def test_qt_fold_folds_variants_one_character_for_one() -> None:
    assert qt_fold("𠮷田 Straße") == "吉田 straße"
    assert len(qt_fold("山﨑 ǅ")) == len("山﨑 ǅ")
