"""Which database the window works on: a file on this computer, or one event database on
a PostgreSQL server shared by several stations (issue 17).

File ▸ Connect to a shared event database… and File ▸ Open database file… open another
database here (``open_database``); the application then rebuilds the window on it
(``AppController.switch_database``). What was chosen is remembered per machine in the
window's settings: the next start without ``--db`` or ``$MTRDESK_DB`` opens it again
(``remembered``), and the connect dialog offers the last server, password included, as
the organizer typed it. Nothing shows the password: the title and every message use
``services.location``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from mtrdesk.services import Services
from mtrdesk.services.store_errors import NewDatabaseNotAsked, StoreError
from mtrdesk.ui.errors import described, show_error

if TYPE_CHECKING:  # the connect dialog loads when a server's address is read (issue 33)
    from mtrdesk.ui.dialogs.connect import ConnectDialog

# What the window had open last (a file's name or a server's address): the next start
# without ``--db`` opens it again.
LAST_KEY = "database/last"
# The last shared database's address, with its password: the connect dialog's fields.
SERVER_KEY = "database/server"
# The last database file: File ▸ Open database file… starts there.
FILE_KEY = "database/file"


def _text(settings: QSettings, key: str) -> str | None:
    value = settings.value(key)
    return value if isinstance(value, str) and value.strip() else None


def remembered(settings: QSettings) -> str | None:
    """The database chosen in the window last time (file or server), or ``None``."""
    return _text(settings, LAST_KEY)


def remember(settings: QSettings, services: Services, *, chosen: bool = True) -> None:
    """Note the database ``services`` opened: the last file or server for the dialogs,
    and (``chosen`` in the window) the one the next start opens."""
    if chosen:
        settings.setValue(LAST_KEY, services.address)
    if services.file is None:
        settings.setValue(SERVER_KEY, services.address)
    else:
        settings.setValue(FILE_KEY, str(services.file))


def shown(address: str) -> str:
    """``address`` as messages show it: a server's without its password."""
    from mtrdesk.ui.dialogs.connect import fields_of, shown_address  # a server's (issue 33)

    fields = fields_of(address)
    return shown_address(fields) if fields is not None else address


def where(services: Services) -> str:
    """Which database is open, for the title bar: the file's name, or the shared
    database's address without its password."""
    if services.file is not None:
        return services.file.name
    return QCoreApplication.translate("MainWindow", "shared database %1").replace(
        "%1", services.location
    )


@contextlib.contextmanager
def _waiting() -> Iterator[None]:
    """The wait cursor while a server is reached (up to its connect timeout)."""
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QGuiApplication.restoreOverrideCursor()


def _open(address: str, like: Services | None, create: bool) -> Services:
    """``Services.open`` with the clock, randomness and backups folder of ``like`` (the
    window's services now; tests give theirs a fixed clock)."""
    with _waiting():
        if like is None:
            return Services.open(address, create=create)
        ctx = like.context
        return Services.open(
            address, create=create, clock=ctx.clock, rng=ctx.rng, backups=ctx.backups
        )


def open_database(
    parent: QWidget | None, address: str, like: Services | None = None
) -> Services | None:
    """Open ``address`` (a file's name or a server's address) for the window; ``None``
    after saying why not, the database open now left as it is.

    An empty database on a server is set up, and a file that does not exist created,
    only once the organizer says so."""
    if like is not None and address == like.address:
        return like  # open already
    try:
        return _open(address, like, create=False)
    except NewDatabaseNotAsked as missing:
        agreed = (
            ask_to_set_up(parent, address)
            if missing.path is None
            else ask_to_create(parent, missing.path)
        )
        if not agreed:
            return None
    except StoreError as error:
        show_error(parent, described(error), _cannot_open())
        return None
    try:
        return _open(address, like, create=True)
    except StoreError as error:
        show_error(parent, described(error), _cannot_open())
        return None


def _cannot_open() -> str:
    return QCoreApplication.translate("App", "Cannot open the database")


def ask_to_set_up(parent: QWidget | None, address: str) -> bool:
    """Ask whether to set up the empty database at ``address`` for mtrdesk (its tables);
    True if the organizer agrees."""
    from mtrdesk.ui.dialogs.connect import fields_of

    fields = fields_of(address)
    database = fields.database if fields is not None else ""
    server = fields.host if fields is not None else ""
    return _confirm(
        parent,
        QCoreApplication.translate("App", "Set up the database?"),
        QCoreApplication.translate(
            "App",
            'The database "%1" on the server %2 is empty.\n\nSet it up for mtrdesk? Do this '
            "once, on one computer; the other computers then just connect to it.",
        )
        .replace("%1", database)
        .replace("%2", server),
        QCoreApplication.translate("App", "Set up for mtrdesk"),
    )


def _confirm(parent: QWidget | None, title: str, text: str, yes: str) -> bool:
    """A question with ``yes`` and Cancel (the default); True if ``yes`` was chosen. The
    text is plain: a file name or an address is never rich text."""
    box = QMessageBox(QMessageBox.Icon.Question, "mtrdesk", "", parent=parent)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(text)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.exec()
    return box.clickedButton() is accept


def ask_to_create(parent: QWidget | None, path: Path) -> bool:
    """Ask whether to start a new, empty database at ``path``; True if the organizer agrees."""
    return _confirm(
        parent,
        QCoreApplication.translate("App", "New database?"),
        QCoreApplication.translate(
            "App", "There is no database file at\n%1\n\nCreate a new, empty database there?"
        ).replace("%1", str(path)),
        QCoreApplication.translate("App", "Create database"),
    )


def connect_dialog(parent: QWidget | None, settings: QSettings, like: Services) -> ConnectDialog:
    """File ▸ Connect to a shared event database…: the dialog, the last server filled in."""
    from mtrdesk.ui.dialogs.connect import ConnectDialog

    dialog: ConnectDialog | None = None

    def opener(address: str) -> Services | None:
        return open_database(dialog, address, like)

    dialog = ConnectDialog(opener, _text(settings, SERVER_KEY), parent)
    return dialog


def connect_shared(parent: QWidget | None, settings: QSettings, like: Services) -> Services | None:
    """Ask for a shared database and open it; ``None`` when cancelled."""
    dialog = connect_dialog(parent, settings, like)
    dialog.exec()
    return dialog.opened


def open_file(
    parent: QWidget | None, settings: QSettings, like: Services, path: Path | None = None
) -> Services | None:
    """File ▸ Open database file…: a database file on this computer (a file dialog
    unless ``path`` is given), e.g. to come back from a shared database."""
    if path is None:
        from mtrdesk.ui.event_files import documents_folder  # on first use (issue 33)

        last = _text(settings, FILE_KEY)
        start = Path(last) if last else like.file or documents_folder()
        name, _ = QFileDialog.getOpenFileName(
            parent,
            QCoreApplication.translate("MainWindow", "Open database file"),
            str(start),
            QCoreApplication.translate(
                "EventFiles", "mtrdesk databases (*.sqlite3);;All files (*)"
            ),
        )
        if not name:
            return None
        path = Path(name)
    if like.file is not None and _same_file(path, like.file):
        return like
    return open_database(parent, str(path), like)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.expanduser().resolve() == b.resolve()
    except (OSError, RuntimeError, ValueError):
        return False
