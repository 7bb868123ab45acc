"""Help ▸ About mtrdesk: the version, where the data lives, the licences (issue 19)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mtrdesk import __version__
from mtrdesk.paths import licences_path
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.about import AboutDialog, DataPlaces
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators


def _open_about(qtbot: QtBot, services: Services, settings: QSettings) -> AboutDialog:
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.help_menu.about_action.trigger()
    dialog = window.about_dialog
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    return dialog


def test_about_shows_the_version_the_data_places_and_opens_the_licences(
    qtbot: QtBot, services: Services, settings: QSettings, tmp_path: Path
) -> None:
    dialog = _open_about(qtbot, services, settings)
    assert dialog.version_label.text() == f"mtrdesk {__version__}"
    assert dialog.database_label.text() == str(tmp_path / "event.sqlite3")
    assert dialog.backups_label.text() == str(services.backups.root)
    assert dialog.settings_label.text() == str(tmp_path / "settings.ini")
    assert dialog.licences_text.toPlainText() == ""  # read only when shown

    dialog.licences_button.click()
    assert dialog.tabs.currentWidget() is dialog.licences_text
    shown = dialog.licences_text.toPlainText()
    assert shown == licences_path().read_text(encoding="utf-8")
    assert "IPAexGothic" in shown and "PySide6_Essentials" in shown
    # Scrollable: far longer than the dialog.
    bar = dialog.licences_text.verticalScrollBar()
    assert bar.maximum() > 1000


def test_the_licences_tab_opens_by_itself_and_a_missing_file_is_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    places = DataPlaces("db", "backups", "settings.ini")
    dialog = AboutDialog("9.9", places, licences=tmp_path / "gone.txt")
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.licences_text.toPlainText() == (
        f"The licences file is missing: {tmp_path / 'gone.txt'}"
    )


def test_about_in_japanese(
    qtbot: QtBot, services: Services, settings: QSettings, translators: Translators
) -> None:
    translators.install("ja")
    dialog = _open_about(qtbot, services, settings)
    assert dialog.windowTitle() == "mtrdesk について"
    assert dialog.tabs.tabText(1) == "ライセンス"
    assert dialog.version_label.text() == f"mtrdesk {__version__}"


def test_the_application_has_the_icon(qapp: QApplication) -> None:
    from mtrdesk.ui.app import application

    app = application()
    sizes = {(s.width(), s.height()) for s in app.windowIcon().availableSizes()}
    assert {(16, 16), (32, 32), (256, 256)} <= sizes
