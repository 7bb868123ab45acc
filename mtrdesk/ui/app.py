"""Start the window: Qt application, translators, crash dialog, database, main window.

The command line calls ``run_app()`` (through ``mtrdesk.launch``) when given no subcommand.
Refusals of the database (newer version, not ours, in use by another copy) are explained
in a translated message box and reported through the exit code, never as a traceback.

Which database: ``--db``, else ``$MTRDESK_DB``, else the one chosen in the window last
time on this machine (a file, or a shared database on a PostgreSQL server: ``databases``),
else the default file in the data folder. A remembered one that cannot be opened now (the
server is off, the file is gone) is explained and the default file opens instead.
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QEventLoop,
    QObject,
    QSettings,
    Qt,
    QTimer,
)
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk import __version__
from mtrdesk.services import Services
from mtrdesk.services.store_errors import DatabaseInUse, NewDatabaseNotAsked, StoreError
from mtrdesk.ui import databases, none_guard
from mtrdesk.ui.app_icon import app_icon
from mtrdesk.ui.databases import ask_to_create, ask_to_set_up
from mtrdesk.ui.errors import CrashHandler, described
from mtrdesk.ui.fonts import ensure_japanese_font
from mtrdesk.ui.handoff import FileListener, hand_over
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.ui.window.state import GEOMETRY_KEY
from mtrdesk.words.i18n import SETTINGS_KEY, Translators, choose_language

ORGANIZATION = "mtrdesk"
APPLICATION = "mtrdesk"
# Exit codes: the database was refused (see ``words.messages.store_message``).
EXIT_DATABASE_REFUSED = 2
SMOKE_MILLISECONDS = 300
# Set once the first-run dialog has been answered: it shows once per computer.
FIRST_RUN_KEY = "ui/first_run_done"
# What ``--smoke`` writes to stderr once the main window is shown.
SMOKE_SHOWN = "mtrdesk: main window shown"


def application() -> QApplication:
    """The one ``QApplication`` (created here unless a test already made it)."""
    existing = QApplication.instance()
    if existing is None:
        app: QApplication = Application(sys.argv[:1])
    else:
        assert isinstance(existing, QApplication), "the window needs a QApplication"
        app = existing
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())
    ensure_japanese_font(app)
    if getattr(app, "none_guard", None) is None:
        app.none_guard = none_guard.keep_topped_up(app)  # type: ignore[attr-defined]
    return app


class Application(QApplication):
    """mtrdesk's ``QApplication``: hands macOS's open-file events (a double click in the
    Finder, a file dropped on the Dock icon) to ``opened_files``.

    ``event`` sees only the events sent to the application itself, not every object's
    (as an event filter on the application would, each through Python).
    """

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.opened_files: OpenedFiles | None = None

    def event(self, event: QEvent) -> bool:
        opened = self.opened_files
        if opened is not None and opened.take_event(event):
            return True
        return super().event(event)


class OpenedFiles:
    """Event files handed to the program from outside, kept until the window can take
    them: the one on the command line (``mtrdesk FILE``: a double click on Windows and
    Linux), those a second ``mtrdesk FILE`` hands over (``handoff``) and macOS's open-file
    events (``Application``), which may come while a start-up dialog is still open.

    ``hand_to`` names who opens them.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.pending: list[Path] = []
        self.opener: Callable[[Path], object] | None = None
        if isinstance(app, Application):
            app.opened_files = self

    def add(self, path: Path) -> None:
        """Open ``path`` now if the window is there, else once it is."""
        self.pending.append(path)
        if self.opener is not None:
            QTimer.singleShot(0, self._flush)  # after the event that brought it

    def take_event(self, event: QEvent) -> bool:
        """Take a ``QFileOpenEvent`` (True); any other event is not ours (False)."""
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        if event.file():
            self.add(Path(event.file()))
        return True

    def hand_to(self, opener: Callable[[Path], object]) -> None:
        """From now on ``opener`` opens the files; those waiting go once the loop runs."""
        self.opener = opener
        if self.pending:
            QTimer.singleShot(0, self._flush)

    def remove(self) -> None:
        self.opener = None
        if isinstance(self.app, Application) and self.app.opened_files is self:
            self.app.opened_files = None

    def _flush(self) -> None:
        while self.pending and self.opener is not None:
            self.opener(self.pending.pop(0))


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
        # Takes the event files a second ``mtrdesk FILE`` hands over (``handoff``).
        self.listener: FileListener | None = None
        databases.remember(settings, services, chosen=False)

    def listen_for_files(self, opened: OpenedFiles) -> None:
        """Take the event files double-clicked while this window has the database open
        (``ui.handoff``): each goes to ``opened``, as a file opened at the start does."""
        if self.listener is None:
            self.listener = FileListener(opened.add)
        self.listener.listen(self.services.file)

    def show_window(self) -> MainWindow:
        window = MainWindow(self.services, self.settings, self.translators.language)
        window.language_requested.connect(self.switch_language)
        window.database_opened.connect(self.switch_database)
        window.show()
        self.window = window
        return window

    def switch_database(self, services: Services) -> None:
        """Work on ``services`` (another database the window opened): a new window on
        them takes the old one's place; the old services close with the old window."""
        old, old_services = self.window, self.services
        if services is old_services:
            return
        self.services = services
        if self.listener is not None:  # the files of the database open now
            self.listener.listen(services.file)
        new = self.show_window()
        if old is not None:
            new.restoreGeometry(old.saveGeometry())
            # Closed once the old window and everything it made (a projector's timers)
            # are gone, never under them.
            old.destroyed.connect(lambda *_: old_services.close())
            old.discard()
        else:
            old_services.close()
        new.say(
            QCoreApplication.translate("App", "Opened %1").replace("%1", databases.where(services))
        )
        new.check_audit_chain()  # once per opening

    def open_event_file(self, path: Path) -> int | None:
        """An event file from outside: brought to the front, imported (or the event that
        is here already opened) and shown (``MainWindow.open_event_file``)."""
        window = self.window
        if window is None:
            return None
        if window.isMinimized():
            window.showNormal()
        window.raise_()
        window.activateWindow()
        return window.open_event_file(path)

    def close(self) -> None:
        """Close the services open now (at the end of the application)."""
        if self.listener is not None:
            self.listener.close()
        self.services.close()

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
    db_path: str | os.PathLike[str] | None,
    language: str | None = None,
    smoke: bool = False,
    settings: QSettings | None = None,
    open_file: Path | None = None,
) -> int:
    """Run the window until it closes; return the process exit code.

    ``smoke`` opens the main window, lets it process events briefly and returns 0: a check
    that the installed program starts. ``settings`` lets tests keep their QSettings apart.
    ``open_file`` is an event file to import once the window shows (``mtrdesk FILE``).
    """
    app = application()
    opened = OpenedFiles(app)  # first: macOS may send the file during a start-up dialog
    if open_file is not None:
        opened.add(open_file)
    settings = settings or QSettings()
    translators = Translators()
    translators.install(choose_language(language, settings))
    crash = CrashHandler()
    crash.install()
    try:
        return _run(app, db_path, settings, translators, smoke, crash, opened)
    finally:
        opened.remove()
        translators.remove()
        sys.excepthook = sys.__excepthook__
        # Written now, not when the object is deleted: the process may end without
        # deleting it (``launch.exit_at_once``).
        settings.sync()


def _run(
    app: QApplication,
    db_path: str | os.PathLike[str] | None,
    settings: QSettings,
    translators: Translators,
    smoke: bool,
    crash: CrashHandler,
    opened: OpenedFiles,
) -> int:
    first_run = not smoke and not _named(db_path, os.environ) and not _welcomed(settings)
    handing = _HandOver(opened)
    try:
        services = _open_database(db_path, smoke, settings, in_use=handing)
    except StoreError as error:
        if isinstance(error, DatabaseInUse) and handing(error):
            return 0  # the window that has the database took the file
        if smoke:
            sys.stderr.write(described(error) + "\n")
        else:
            box = QMessageBox(QMessageBox.Icon.Critical, "mtrdesk", described(error))
            box.setWindowTitle(QCoreApplication.translate("App", "Cannot open the database"))
            box.exec()
        return EXIT_DATABASE_REFUSED
    if services is None:  # a new database was offered and declined
        return EXIT_DATABASE_REFUSED
    controller = AppController(services, settings, translators)
    collecting = gc.isenabled()
    try:
        sample = first_run_choices(services, settings, translators) if first_run else None
        gc.disable()  # while the window is made and reads its event: ``_collect_again``
        window = controller.show_window()
        if sample is not None:
            window.set_event(sample)
        QTimer.singleShot(0, lambda: _collect_again(collecting))  # once painted
        opened.hand_to(controller.open_event_file)  # once the loop runs
        QTimer.singleShot(0, lambda: controller.listen_for_files(opened))  # once shown
        if not smoke:
            # Once per opening, not per language switch; once the window is painted with
            # its event (issue 33: at 4,096 players the check takes a quarter of a second),
            # and never after the loop ended (the database is closed then).
            audit_check = AfterFirstPaint(app, window.check_audit_chain)
            try:
                return app.exec()
            finally:
                audit_check.stop()
        # A local loop, not app.exec()/quit(): quitting would end every later event loop.
        loop = QEventLoop()
        # Once the loop has shown the window: benchmarks/bench_cold_start.py times the
        # frozen app from its start to this line.
        QTimer.singleShot(0, _say_shown)
        QTimer.singleShot(SMOKE_MILLISECONDS, loop.quit)
        loop.exec()
        window.close()
        return 1 if crash.reports else 0
    finally:
        if collecting:  # however it ended (a refusal before the loop ran, too)
            gc.enable()
        controller.close()


class AfterFirstPaint(QObject):
    """Calls ``then`` once, when the first paint of a widget is done (on screen), or after
    ``FALLBACK_MS`` if none comes (a window opened minimized). A timer of no delay started
    with the window ran before its first paint (issue 33: the organizer waited for the
    audit check, a quarter of a second at 4,096 players, before seeing the event)."""

    FALLBACK_MS = 2_000

    def __init__(self, app: QCoreApplication, then: Callable[[], object]) -> None:
        super().__init__(app)
        self.app = app
        self.then: Callable[[], object] | None = then
        self.fallback = QTimer(self)
        self.fallback.setSingleShot(True)
        self.fallback.timeout.connect(self._run)
        self.fallback.start(self.FALLBACK_MS)
        app.installEventFilter(self)  # every object's events, until the first paint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.app.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # once this paint is done
        return False

    def _run(self) -> None:
        then = self.then
        self.stop()
        if then is not None:
            then()

    def stop(self) -> None:
        """Never call ``then`` (the loop ended: the database is closed)."""
        self.then = None
        self.fallback.stop()
        self.app.removeEventFilter(self)


def _collect_again(collecting: bool) -> None:
    """The window is painted: what its making allocated stays for as long as it is open,
    so it is frozen out of the collector's way (as ``cli._load_window`` does for the
    imports, and ``LongLived`` for an event read) and the collector runs again. Held off
    meanwhile, it ran ~10 times in an empty window's start and more in a 4,096-player
    one's, over objects that all stay (issue 33)."""
    gc.freeze()
    if collecting:
        gc.enable()


class _HandOver:
    """Asked when the database is in use: hands the files waiting in ``opened`` to the
    window that has it (``handoff.hand_over``), once; True when that window took them."""

    def __init__(self, opened: OpenedFiles) -> None:
        self.opened = opened
        self.done = False

    def __call__(self, error: DatabaseInUse) -> bool:
        if not self.done and self.opened.pending and error.path is not None:
            self.done = hand_over(error.path, self.opened.pending)
            if self.done:
                self.opened.pending.clear()
        return self.done


def _welcomed(settings: QSettings) -> bool:
    """Whether the first-run dialog was answered on this computer already, or the window
    was used before it existed (a language chosen, the window's place remembered)."""
    if settings.value(FIRST_RUN_KEY, False, type=bool):
        return True
    return settings.contains(SETTINGS_KEY) or settings.contains(GEOMETRY_KEY)


def first_run_choices(
    services: Services, settings: QSettings, translators: Translators
) -> int | None:
    """The first-run dialog (not when ``--db``, ``$MTRDESK_DB`` or ``--smoke`` is given):
    the language, applied at once and remembered, and the sample event's id if the
    organizer asked for it. Remembered as answered however it is closed."""
    from mtrdesk.ui.dialogs.first_run import FirstRunDialog, open_sample_event

    dialog = FirstRunDialog(
        translators.language, databases.shown(services.address), on_language=translators.install
    )
    dialog.exec()
    settings.setValue(SETTINGS_KEY, dialog.language)
    settings.setValue(FIRST_RUN_KEY, True)
    if not dialog.wants_sample:
        return None
    event_id, _ = open_sample_event(services, dialog.language)
    return event_id


def _say_shown() -> None:
    if sys.stderr is not None:  # a windowed Windows bundle has none
        sys.stderr.write(SMOKE_SHOWN + "\n")
        sys.stderr.flush()


def _named(db_path: str | os.PathLike[str] | None, environ: Mapping[str, str]) -> bool:
    """Whether ``--db`` or ``$MTRDESK_DB`` names the database (they win over the one
    remembered; an empty ``$MTRDESK_DB`` counts as unset, as ``choose_database`` has it)."""
    return db_path is not None or bool(environ.get("MTRDESK_DB", ""))


def _open_database(
    db_path: str | os.PathLike[str] | None,
    smoke: bool,
    settings: QSettings | None = None,
    environ: Mapping[str, str] | None = None,
    in_use: Callable[[DatabaseInUse], bool] | None = None,
) -> Services | None:
    """The chosen database; one named with ``--db`` or ``$MTRDESK_DB`` that does not
    exist is created (an empty shared database set up) only if the organizer says so
    (a typo must not start an empty database), the default one in the data folder on
    first run without asking. Named by neither, the one chosen in the window last time
    (``settings``) comes first. ``None`` when the organizer declines. The smoke check
    creates without asking: nobody is there to answer. ``in_use`` is asked when the one
    remembered is in use by another window: True (it took the event file) ends here."""
    environ = os.environ if environ is None else environ
    last = databases.remembered(settings) if settings is not None else None
    if last is not None and not _named(db_path, environ):
        opened = _open_remembered(last, smoke, in_use)
        if opened is not None:
            return opened
    try:
        return Services.open_chosen(db_path, environ)
    except NewDatabaseNotAsked as missing:
        if not smoke:
            if missing.path is None:  # an empty database on a server
                chosen = os.fspath(db_path) if db_path is not None else environ["MTRDESK_DB"]
                agreed = ask_to_set_up(None, chosen.strip())
            else:
                agreed = ask_to_create(None, missing.path)
            if not agreed:
                return None
        return Services.open_chosen(db_path, environ, create=True)


def _open_remembered(
    address: str, smoke: bool, in_use: Callable[[DatabaseInUse], bool] | None = None
) -> Services | None:
    """The database chosen in the window last time; ``None`` (after saying why, unless
    smoke-checking) when it cannot be opened now: the default one opens instead. A shared
    database found empty is set up only if the organizer says so."""
    try:
        return Services.open(address, create=False)
    except NewDatabaseNotAsked as missing:
        if missing.path is None:  # on a server, emptied since
            if smoke or not ask_to_set_up(None, address):
                return None
            try:
                return Services.open(address, create=True)
            except StoreError as error:
                reason = described(error)
        else:
            reason = QCoreApplication.translate(
                "App",
                "The file is not there any more: moved, renamed, or on a drive that is not "
                "connected.",
            )
    except DatabaseInUse as error:
        if in_use is not None and in_use(error):
            raise  # handed over: nothing to open here
        reason = described(error)
    except StoreError as error:
        reason = described(error)
    text = (
        QCoreApplication.translate(
            "App",
            "The database used last time could not be opened:\n%1\n\n%2\n\nThe usual "
            "database on this computer is open instead. To try again, choose File > Connect "
            "to a shared event database... or File > Open database file...",
        )
        .replace("%1", databases.shown(address))
        .replace("%2", reason)
    )
    if smoke:
        sys.stderr.write(text + "\n")
    else:
        box = QMessageBox(QMessageBox.Icon.Warning, "mtrdesk", "")
        box.setWindowTitle(QCoreApplication.translate("App", "Cannot open the database"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        box.exec()
    return None
