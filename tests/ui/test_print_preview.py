"""The print preview: a sheet's PDF in the window, paper choice, Save PDF, printing, and
the Print menu (one entry per sheet of ``mtrdesk.sheets.SHEETS``)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrinterInfo
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QPushButton

from mtrdesk.core.settings import EventSettings
from mtrdesk.printing.page import Paper
from mtrdesk.sheets import SHEETS, sheet_kind
from mtrdesk.ui.printing import preview as print_preview
from mtrdesk.ui.printing.menu import print_sheet
from mtrdesk.ui.printing.pdf import PRINTER_KEY, remembered_printer
from mtrdesk.ui.printing.preview import PAPER_KEY, PrintPreviewDialog
from mtrdesk.ui.window.main_window import MainWindow

A4_POINTS = (595, 842)
LETTER_POINTS = (612, 792)


@pytest.fixture
def window(qtbot, services, settings: QSettings) -> MainWindow:
    """Ten players, round 1 paired: five tables, so two pages of four slips."""
    import datetime as dt

    event_id, _ = services.events.create(
        EventSettings(name="Friday Modern", date=dt.date(2026, 11, 20))
    )
    for n in range(10):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    services.rounds.pair_next(event_id)
    settings.setValue(PAPER_KEY, Paper.A4.value)  # not the test machine's locale
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.set_event(event_id)
    return shown


def open_slips(window: MainWindow) -> PrintPreviewDialog:
    dialog = print_sheet(window, window.session, sheet_kind("slips"))
    assert dialog is not None
    return dialog


def page_sizes(pdf: bytes | Path) -> list[tuple[int, int]]:
    reader = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else pdf)
    return [(round(p.mediabox.width), round(p.mediabox.height)) for p in reader.pages]


def test_the_preview_shows_the_round_slips_and_switches_paper(window: MainWindow) -> None:
    dialog = open_slips(window)
    assert dialog.isVisible() and dialog.round_number == 1
    assert dialog.page_count == 2 and dialog.pages_label.text() == "Pages: 2"
    assert page_sizes(dialog.pdf) == [A4_POINTS] * 2
    dialog.paper_combo.setCurrentIndex(dialog.paper_combo.findData(Paper.LETTER))
    assert page_sizes(dialog.pdf) == [LETTER_POINTS] * 2  # drawn again on Letter
    assert dialog.page_count == 2
    assert window.settings.value(PAPER_KEY) == "letter"
    dialog.close()
    # Remembered: the next preview starts on Letter.
    assert open_slips(window).paper is Paper.LETTER


def test_save_pdf_writes_the_pages_shown(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    dialog = open_slips(window)
    target = tmp_path / "slips"
    asked: list[str] = []

    def choose(parent, title, suggested, filters):
        asked.append(suggested)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    dialog.save_button.click()
    saved = tmp_path / "slips.pdf"  # the extension is added
    assert saved.read_bytes() == dialog.pdf
    assert len(PdfReader(saved).pages) == 2
    assert Path(asked[0]).name == "Friday Modern Match result slips Round 1.pdf"
    assert window.settings.value(print_preview.FOLDER_KEY) == str(tmp_path)


def test_printing_draws_every_page_and_honours_the_range(
    window: MainWindow, tmp_path: Path
) -> None:
    dialog = open_slips(window)
    printer = dialog.printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert dialog.print_pages(printer)
    assert page_sizes(tmp_path / "printed.pdf") == [A4_POINTS] * 2

    second = dialog.printer()
    second.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    second.setOutputFileName(str(tmp_path / "page2.pdf"))
    second.setPrintRange(QPrinter.PrintRange.PageRange)
    second.setFromTo(2, 2)
    assert dialog.print_pages(second)
    assert len(PdfReader(tmp_path / "page2.pdf").pages) == 1


class DeskPrinter(QPrinter):
    """A printer as the print dialog returns one: named, native (writes a PDF here)."""

    def printerName(self) -> str:
        return "Desk printer"

    def outputFormat(self) -> QPrinter.OutputFormat:
        return QPrinter.OutputFormat.NativeFormat


def test_the_printer_is_remembered_and_forgotten_quietly_when_gone(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    dialog = open_slips(window)
    printer = DeskPrinter()
    printer.setOutputFileName(str(tmp_path / "desk.pdf"))
    monkeypatch.setattr(dialog, "printer", lambda: printer)
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    dialog.print_button.click()
    assert len(PdfReader(tmp_path / "desk.pdf").pages) == 2
    assert window.settings.value(PRINTER_KEY) == "Desk printer"

    monkeypatch.setattr(QPrinterInfo, "availablePrinterNames", lambda: ["Desk printer"])
    assert remembered_printer(window.settings) == "Desk printer"
    monkeypatch.setattr(QPrinterInfo, "availablePrinterNames", lambda: ["Office"])
    assert remembered_printer(window.settings) is None  # gone: the default printer
    assert PrintPreviewDialog.printer(dialog).printerName() != "Desk printer"
    # Cancelled in the print dialog: nothing printed, nothing remembered.
    monkeypatch.setattr(QPrintDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window.settings.remove(PRINTER_KEY)
    monkeypatch.setattr(dialog, "printer", lambda: DeskPrinter())
    assert not dialog.print_pages()
    assert window.settings.value(PRINTER_KEY) is None


def test_a_sheet_that_cannot_be_printed_says_why(window: MainWindow, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    dialog = open_slips(window)
    dialog.round_combo.addItem("Round 9", 9)  # a round the event does not have
    dialog.round_combo.setCurrentIndex(dialog.round_combo.count() - 1)
    assert (
        dialog.message_label.text()
        == "That round has not been paired. Choose a round from the list."
    )
    assert not dialog.print_button.isEnabled() and not dialog.save_button.isEnabled()
    dialog.round_combo.setCurrentIndex(0)
    assert dialog.message_label.isHidden() and dialog.print_button.isEnabled()

    services = window.services
    empty, _ = services.events.create(
        EventSettings(name="Empty", date=window.services.events.get(window.event_id).settings.date)
    )
    window.set_event(empty)
    assert print_sheet(window, window.session, sheet_kind("slips")) is None
    assert shown == ["No round has been paired yet. Pair round 1 first."]


def test_the_print_menu_lists_every_sheet_enabled_with_an_event(window: MainWindow) -> None:
    menu = next(
        a.menu() for a in window.menuBar().actions() if a.menu().objectName() == "printMenu"
    )
    # The sheets, then the Decklists submenu (tests/ui/test_decklists_print.py).
    entries = [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]
    assert [a.text() for a in entries] == [f"{k.title_text()}..." for k in SHEETS]
    assert all(a.isEnabled() for a in entries)
    assert window.print_actions["slips"].shortcut().toString() == "Ctrl+P"
    window.print_actions["slips"].trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.kind.name == "slips" and dialog.page_count == 2
    dialog.close()
    window.set_event(None)
    assert not any(a.isEnabled() for a in entries)


def test_the_rounds_tab_prints_the_round_on_screen(window: MainWindow) -> None:
    button = window.rounds_tab.print_button
    names = [a.objectName() for a in button.menu().actions()]
    assert names[0] == "tab-print-slips"
    button.menu().actions()[0].trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.round_number == 1 and dialog.page_count == 2


def test_standings_open_on_the_last_round_with_every_result(window: MainWindow) -> None:
    pytest.importorskip("mtrdesk.sheets.standings")
    services, event_id = window.services, window.event_id
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    services.rounds.pair_next(event_id)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.standings_tab)
    window.standings_tab.findChild(QPushButton, "tabPrintButton").click()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.kind.name == "standings"
    # The tab shows round 2, still being played: the reason shows, round 1 still prints.
    assert dialog.round_number == 2 and dialog.message_label.isVisibleTo(dialog)
    assert "round 2" in dialog.message_label.text() and not dialog.print_button.isEnabled()
    dialog.round_combo.setCurrentIndex(dialog.round_combo.findData(1))
    assert dialog.page_count == 1 and dialog.print_button.isEnabled()
    dialog.close()
    # From the Print menu: the latest round with every result in.
    window.print_actions["standings"].trigger()
    latest = [d for d in window.findChildren(PrintPreviewDialog) if d.isVisible()]
    assert [d.round_number for d in latest] == [1]


def test_copies_are_drawn_when_the_printer_cannot_make_them(qapp) -> None:
    from mtrdesk.ui.printing.pdf import page_order

    printer = QPrinter()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)  # makes no copies itself
    printer.setCopyCount(2)
    printer.setCollateCopies(True)
    assert list(page_order(printer, 2)) == [0, 1, 0, 1]
    printer.setCollateCopies(False)
    assert list(page_order(printer, 2)) == [0, 0, 1, 1]
