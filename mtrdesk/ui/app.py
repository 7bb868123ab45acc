"""Start the window: Qt application, translators, crash dialog, database, main window.

The command line calls ``run_app()`` (through ``mtrdesk.launch``) when given no subcommand.
Refusals of the database (newer version, not ours, in use by another copy) are explained
in a translated message box and reported through the exit code, never as a traceback.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk import __version__
from mtrdesk.services import Services
from mtrdesk.services.store_errors import NewDatabaseNotAsked, StoreError
from mtrdesk.ui import none_guard
from mtrdesk.ui.errors import CrashHandler
from mtrdesk.ui.fonts import ensure_japanese_font
from mtrdesk.ui.main_window import MainWindow
from mtrdesk.words import messages
from mtrdesk.words.i18n import SETTINGS_KEY, Translators, choose_language

ORGANIZATION = "mtrdesk"
APPLICATION = "mtrdesk"
# Exit codes: the database was refused (see ``messages.store_message``).
EXIT_DATABASE_REFUSED = 2
SMOKE_MILLISECONDS = 300


def application() -> QApplication:
    """The one ``QApplication`` (created here unless a test already made it)."""
    existing = QApplication.instance()
    if existing is None:
        app = QApplication(sys.argv[:1])
    else:
        assert isinstance(existing, QApplication), "the window needs a QApplication"
        app = existing
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    ensure_japanese_font(app)
    if getattr(app, "none_guard", None) is None:
        app.none_guard = none_guard.keep_topped_up(app)  # type: ignore[attr-defined]
    return app


class AppController:
    """Owns what outlives a window: services, settings, translators.

    Switching language rebuilds the main window with the new catalogue installed, which
    retranslates every string without a restart and without per-widget retranslate code.
    """

    def __init__(self, services: Services, settings: QSettings, translators: Translators) -> None:
        self.services = services
        self.settings = settings
        self.translators = translators
        self.window: MainWindow | None = None

    def show_window(self) -> MainWindow:
        window = MainWindow(self.services, self.settings, self.translators.language)
        window.language_requested.connect(self.switch_language)
        window.show()
        self.window = window
        return window

    def switch_language(self, language: str) -> None:
        """Save the choice, reinstall the catalogues and rebuild the window in place."""
        self.settings.setValue(SETTINGS_KEY, language)
        if language == self.translators.language:
            return
        old = self.window
        if old is not None:
            old.save_state()
        self.translators.install(language)
        new = self.show_window()
        if old is not None:
            new.restore_from(old)
            old.discard()


def run_app(
    db_path: Path | None,
    language: str | None = None,
    smoke: bool = False,
    settings: QSettings | None = None,
) -> int:
    """Run the window until it closes; return the process exit code.

    ``smoke`` opens the main window, lets it process events briefly and returns 0: a check
    that the installed program starts. ``settings`` lets tests keep their QSettings apart.
    """
    app = application()
    settings = settings or QSettings()
    translators = Translators()
    translators.install(choose_language(language, settings))
    crash = CrashHandler()
    crash.install()
    try:
        return _run(app, db_path, settings, translators, smoke, crash)
    finally:
        translators.remove()
        sys.excepthook = sys.__excepthook__


def _run(
    app: QApplication,
    db_path: Path | None,
    settings: QSettings,
    translators: Translators,
    smoke: bool,
    crash: CrashHandler,
) -> int:
    try:
        services = _open_database(db_path, smoke)
    except StoreError as error:
        if smoke:
            sys.stderr.write(messages.describe(error) + "\n")
        else:
            box = QMessageBox(QMessageBox.Icon.Critical, "mtrdesk", messages.describe(error))
            box.setWindowTitle(QCoreApplication.translate("App", "Cannot open the database"))
            box.exec()
        return EXIT_DATABASE_REFUSED
    if services is None:  # a new database was offered and declined
        return EXIT_DATABASE_REFUSED
    controller = AppController(services, settings, translators)
    try:
        window = controller.show_window()
        if not smoke:
            window.check_audit_chain()  # once per opening, not per language switch
            return app.exec()
        # A local loop, not app.exec()/quit(): quitting would end every later event loop.
        loop = QEventLoop()
        QTimer.singleShot(SMOKE_MILLISECONDS, loop.quit)
        loop.exec()
        window.close()
        return 1 if crash.reports else 0
    finally:
        services.close()


def _open_database(db_path: Path | None, smoke: bool) -> Services | None:
    """The chosen database; one named with ``--db`` or ``$MTRDESK_DB`` that does not
    exist is created only if the organizer says so (a typo must not start an empty
    database), the default one in the data folder on first run without asking. ``None``
    when the organizer declines. The smoke check creates without asking: nobody is there
    to answer."""
    try:
        return Services.open_chosen(db_path, os.environ)
    except NewDatabaseNotAsked as missing:
        if missing.path is None:
            raise
        if not smoke and not ask_to_create(missing.path):
            return None
        return Services.open_chosen(db_path, os.environ, create=True)


def ask_to_create(path: Path) -> bool:
    """Ask whether to start a new, empty database at ``path``; True if the organizer agrees."""
    box = QMessageBox(QMessageBox.Icon.Question, "mtrdesk", "")
    box.setWindowTitle(QCoreApplication.translate("App", "New database?"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # a file name is never rich text
    box.setText(
        QCoreApplication.translate(
            "App", "There is no database file at\n%1\n\nCreate a new, empty database there?"
        ).replace("%1", str(path))
    )
    create = box.addButton(
        QCoreApplication.translate("App", "Create database"), QMessageBox.ButtonRole.AcceptRole
    )
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is create
