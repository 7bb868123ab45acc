"""The print preview's paper (issue 18): A3 and JIS B4 offered besides A4 and Letter, the
wall's paper remembered apart from the handouts' across restarts, A4 in the Japanese UI."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import PySide6.QtCore
import pytest
from pypdf import PdfReader
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtGui import QPageSize

from mtrdesk import sheets
from mtrdesk.core.settings import EventSettings
from mtrdesk.printing.page import Paper
from mtrdesk.sheets import sheet_kind
from mtrdesk.ui.printing.menu import print_sheet
from mtrdesk.ui.printing.preview import (
    PAPER_KEY,
    WALL_PAPER_KEY,
    PrintPreviewDialog,
    remembered_paper,
)
from mtrdesk.ui.window.main_window import MainWindow

A4_POINTS = (595, 842)
A3_POINTS = (842, 1191)
B4_POINTS = (729, 1032)  # JIS B4, 257 x 364 mm (ISO B4 would be 709 x 1001)


@pytest.fixture
def event_id(services) -> int:
    event_id, _ = services.events.create(
        EventSettings(name="Friday Modern", date=dt.date(2026, 11, 20))
    )
    for n in range(10):
        services.players.add(event_id, f"Player{n:02d}", "Test")
    services.rounds.pair_next(event_id)
    return event_id


def open_window(qtbot, services, settings: QSettings, event_id: int) -> MainWindow:
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.set_event(event_id)
    return shown


def preview(window: MainWindow, name: str) -> PrintPreviewDialog:
    dialog = print_sheet(window, window.session, sheet_kind(name))
    assert dialog is not None
    return dialog


def page_sizes(pdf: bytes) -> list[tuple[int, int]]:
    return [
        (round(p.mediabox.width), round(p.mediabox.height))
        for p in PdfReader(io.BytesIO(pdf)).pages
    ]


def test_a3_and_b4_are_offered_and_the_wall_paper_is_remembered_across_restarts(
    qtbot, services, tmp_path: Path, event_id: int
) -> None:
    ini = str(tmp_path / "settings.ini")
    settings = QSettings(ini, QSettings.Format.IniFormat)
    settings.setValue(PAPER_KEY, Paper.A4.value)  # not the test machine's locale
    window = open_window(qtbot, services, settings, event_id)
    pairings = preview(window, "pairings-by-name")
    offered = [pairings.paper_combo.itemData(i) for i in range(pairings.paper_combo.count())]
    assert offered == [Paper.A4, Paper.LETTER, Paper.A3, Paper.B4]
    assert pairings.paper is Paper.A4  # the wall starts on the paper the store prints on
    pairings.paper_combo.setCurrentIndex(pairings.paper_combo.findData(Paper.A3))
    assert page_sizes(pairings.pdf) == [A3_POINTS]
    assert pairings.printer().pageLayout().pageSize().id() == QPageSize.PageSizeId.A3
    pairings.close()
    standings_like = preview(window, "pairings-by-table")  # any wall sheet: the same paper
    assert standings_like.paper is Paper.A3
    standings_like.paper_combo.setCurrentIndex(standings_like.paper_combo.findData(Paper.B4))
    assert page_sizes(standings_like.pdf) == [B4_POINTS]
    assert standings_like.printer().pageLayout().pageSize().id() == QPageSize.PageSizeId.JisB4
    standings_like.close()
    # The slips, handed out and cut apart, stay on the handouts' paper.
    slips = preview(window, "slips")
    assert slips.paper is Paper.A4 and page_sizes(slips.pdf) == [A4_POINTS] * 2
    slips.close()
    settings.sync()
    window.close()

    # A restart: settings read again from the file, a new window.
    again = QSettings(ini, QSettings.Format.IniFormat)
    assert again.value(WALL_PAPER_KEY) == "b4" and again.value(PAPER_KEY) == "a4"
    window = open_window(qtbot, services, again, event_id)
    assert preview(window, "pairings-by-name").paper is Paper.B4
    assert preview(window, "slips").paper is Paper.A4


def test_slips_on_a3_come_eight_to_a_landscape_page(
    qtbot, services, settings: QSettings, event_id: int
) -> None:
    settings.setValue(PAPER_KEY, Paper.A3.value)
    window = open_window(qtbot, services, settings, event_id)
    slips = preview(window, "slips")
    assert page_sizes(slips.pdf) == [(1191, 842)]  # five tables, one page of eight places
    printer = slips.printer()
    assert printer.pageLayout().orientation().name == "Landscape"


class _UnitedStates(QLocale):
    """A system set to the United States (a Letter country)."""

    @staticmethod
    def system() -> QLocale:
        return QLocale("en_US")


def test_the_japanese_ui_prints_on_a4_whatever_the_system_country(
    translators, settings: QSettings, monkeypatch
) -> None:
    # ``sheets`` imports QLocale when it asks (Qt loads late, issue 33): patched at Qt's.
    monkeypatch.setattr(PySide6.QtCore, "QLocale", _UnitedStates)
    assert sheets.default_paper() is Paper.LETTER
    assert remembered_paper(settings) is Paper.LETTER
    translators.install("ja")
    assert sheets.default_paper() is Paper.A4
    assert remembered_paper(settings) is remembered_paper(settings, wall=True) is Paper.A4
    settings.setValue(PAPER_KEY, "tabloid")  # a value this version does not know
    assert remembered_paper(settings) is Paper.A4
