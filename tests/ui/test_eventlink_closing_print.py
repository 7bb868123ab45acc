"""Print ▸ EventLink closing sheet… (issue 30): the open event's closing sheet in the print
preview, with the players' Wizards Account e-mails, in the window's language."""

from __future__ import annotations

import io

from pypdf import PdfReader
from PySide6.QtCore import QSettings

from mtrdesk.printing.page import Paper
from mtrdesk.services import Services
from mtrdesk.ui.printing.preview import PAPER_KEY, PrintPreviewDialog
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators
from tests.helpers.contacts import give_contacts
from tests.helpers.services_support import new_event


def test_the_print_menu_opens_the_closing_sheet(
    qtbot, services: Services, settings: QSettings, translators: Translators
) -> None:
    event_id, entries = new_event(services, 8)
    give_contacts(services, {entries[0]: ("first@wizards.example", "")})
    services.rounds.pair_next(event_id)
    for table in range(1, 5):
        services.rounds.report(event_id, 1, table, "2-1")
    settings.setValue(PAPER_KEY, Paper.A4.value)
    assert translators.install("ja")
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    action = window.print_actions["eventlink"]
    assert action.text() == "EventLink入力用シート..." and action.isEnabled()
    action.trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.kind.name == "eventlink"
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(dialog.pdf)).pages)
    assert "first@wizards.example" in text and "掲示禁止" in text
    assert dialog.page_count == 3  # players, standings, results
    dialog.close()
