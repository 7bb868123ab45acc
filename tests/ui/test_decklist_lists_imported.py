"""The window says from which date an imported banned and restricted list file is valid
(issue 29; MTR 6.2-6.7), in English and Japanese."""

from __future__ import annotations

import json
from pathlib import Path

from mtrdesk.words.i18n import Translators
from tests.helpers.ui_decklists import modern_event, open_tab

LATER = {
    "modern": {
        "mtr_section": "6.4",
        "as_of": "2026-11-01",
        "banned": ["Consider", {"name": "Murktide Regent", "effective": "2026-12-01"}],
    },
    "legacy": {"mtr_section": "6.6", "as_of": "2026-11-01", "banned": ["Consider"]},
}


def test_the_import_says_from_when_each_list_and_entry_applies(
    qtbot, services, settings, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    window, tab = open_tab(qtbot, services, settings, event_id)
    lists = tmp_path / "lists.json"
    lists.write_text(json.dumps(LATER), encoding="utf-8")
    assert tab.import_ban_lists(lists) is not None
    said = window.statusBar().currentMessage()
    assert said == (
        "Banned and restricted lists imported: Legacy from 2026-11-01 (Sun); Modern from "
        "2026-11-01 (Sun) (Murktide Regent only from 2026-12-01 (Tue)). Each event's lists "
        "are checked against the lists in force on its date."
    )
    japanese = Translators()
    japanese.install("ja")
    try:
        assert tab.import_ban_lists(lists) is not None
        said = window.statusBar().currentMessage()
    finally:
        japanese.remove()
    assert said.startswith("禁止・制限リストを読み込みました:レガシーは2026/11/01")
    assert "《Murktide Regent》は2026/12/01" in said
