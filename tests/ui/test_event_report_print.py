"""Print ▸ Event report… (issue 31): the open event's report in the print preview, in the
window's language, one page without e-mail addresses."""

from __future__ import annotations

import io
from unittest.mock import patch

from pypdf import PdfReader
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QPushButton

from mtrdesk.printing.page import Paper
from mtrdesk.services import Services
from mtrdesk.ui.printing.preview import PAPER_KEY, PrintPreviewDialog
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators
from tests.helpers.contacts import give_contacts
from tests.helpers.services_support import new_event


def test_the_print_menu_opens_the_event_report(
    qtbot, services: Services, settings: QSettings, translators: Translators
) -> None:
    event_id, entries = new_event(services, 8)
    give_contacts(services, {e: ("first@wizards.example", "赤単アグロ") for e in entries[:3]})
    services.rounds.pair_next(event_id)
    for table in range(1, 5):
        services.rounds.report(event_id, 1, table, "2-1")
    settings.setValue(PAPER_KEY, Paper.A4.value)
    assert translators.install("ja")
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    action = window.print_actions["report"]
    assert action.text() == "大会レポート..." and action.isEnabled()
    action.trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.kind.name == "report"
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(dialog.pdf)).pages)
    assert "大会レポート" in text and "赤単アグロ" in text and "@" not in text
    assert "デッキ名の登録がない参加者：5人" in text
    assert dialog.page_count == 1
    dialog.close()


def test_the_report_preview_saves_the_two_images(
    qtbot, services: Services, settings: QSettings, translators: Translators, tmp_path
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    for table in range(1, 5):
        services.rounds.report(event_id, 1, table, "2-1")
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.print_actions["report"].trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.images_button.isVisible()
    chosen = str(tmp_path / "report.png")
    with patch.object(QFileDialog, "getSaveFileName", return_value=(chosen, "")):
        dialog.images_button.click()
    names = sorted(p.name for p in tmp_path.glob("*.png"))
    assert names == ["report 1080x1080.png", "report 1200x1500.png"]
    for name, size in (
        ("report 1080x1080.png", (1080, 1080)),
        ("report 1200x1500.png", (1200, 1500)),
    ):
        image = QImage(str(tmp_path / name))
        assert (image.width(), image.height()) == size
    dialog.close()


def test_other_previews_have_no_image_button(
    qtbot, services: Services, settings: QSettings
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.print_actions["slips"].trigger()
    dialog = window.findChild(PrintPreviewDialog)
    assert dialog is not None and dialog.findChild(QPushButton, "saveImagesButton") is None
    dialog.close()
