"""The window's decklist printing (``ui.printing.decklists``): the sheets open in the print
preview, the paper can be switched, and what cannot be printed is explained."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from mtrdesk.core.settings import Format, Playoff, Rel
from mtrdesk.printing.page import Paper
from mtrdesk.services import Services
from mtrdesk.ui.printing import decklists as decklist_print
from tests.helpers.decklist_samples import BOROS_BURN
from tests.helpers.services_support import new_event, open_services, report_round


@pytest.fixture
def services(tmp_path: Path):
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(decklist_print, "show_error", lambda _parent, text: shown.append(text))
    return shown


def words(pdf: bytes) -> list[str]:
    return [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(pdf)).pages]


def test_filled_and_blank_sheets_open_in_the_preview(
    services: Services, settings: QSettings, qtbot, errors: list[str]
) -> None:
    event_id, entries = new_event(services, 4, format=Format.MODERN)
    services.decklists.save(event_id, entries[1], BOROS_BURN)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = decklist_print.print_decklist_sheets(parent, services, settings, event_id, None, False)
    assert dialog is not None and not errors
    (page,) = words(dialog.pdf)
    assert "Player001 Test" in page and "4 Goblin Guide" in page and "12 Mountain" in page
    assert "Main deck total 60 cards" in page
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData(Paper.LETTER))
    assert round(PdfReader(io.BytesIO(dialog.pdf)).pages[0].mediabox.width) == 612
    dialog.reject()
    blank = decklist_print.print_decklist_sheets(
        parent, services, settings, event_id, entries, True
    )
    assert blank is not None
    pages = words(blank.pdf)
    assert len(pages) == 4 and "Player003 Test" in pages[3] and "Goblin Guide" not in pages[1]
    blank.reject()


def test_nothing_to_print_is_explained(
    services: Services, settings: QSettings, qtbot, errors: list[str]
) -> None:
    event_id, _entries = new_event(services, 2, format=Format.MODERN)
    parent = QWidget()
    qtbot.addWidget(parent)
    assert (
        decklist_print.print_decklist_sheets(parent, services, settings, event_id, None, False)
        is None
    )
    assert errors and "nothing to print" in errors[-1]
    assert decklist_print.print_opponent_lists(parent, services, settings, event_id) is None
    assert "Professional REL (MTR 2.7)" in errors[-1]


def test_opponents_lists_at_professional_rel(
    services: Services, settings: QSettings, qtbot, errors
) -> None:
    event_id, entries = new_event(
        services, 8, rel=Rel.PROFESSIONAL, playoff=Playoff.TOP4, swiss_rounds=3
    )
    for entry in entries:
        services.decklists.save(event_id, entry, BOROS_BURN)
    rng = random.Random(9)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng, "2-0")
    services.playoff.start(event_id)
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = decklist_print.print_opponent_lists(parent, services, settings, event_id)
    assert dialog is not None and not errors
    pages = words(dialog.pdf)
    assert len(pages) == 4
    assert all("Opponent's decklist:" in p and "(table" in p for p in pages)
    dialog.reject()
