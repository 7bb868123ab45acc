"""Files the organizer moves around: an event file (export, import) and a database backup.

Each function takes the parent widget and the services; given no ``path`` it asks with a
file dialog, given one it does not (tests, and callers that already know the file). A
refusal is explained with the translated sentence of ``words/messages``; an import either
adds the whole event or nothing (the service runs it in one transaction).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TypeVar

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from mtrdesk.core.event_file.document import (
    EVENT_FILE_SUFFIX,
    FORMAT_NAME,
    DocumentError,
    DocumentProblem,
    EventDocument,
)
from mtrdesk.core.event_file.reader import document_from_bytes
from mtrdesk.core.eventlink.invites import InviteList
from mtrdesk.core.progress import Progress
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.errors import attempt, described, show_error
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.progress import with_progress

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

T = TypeVar("T")

EVENT_SUFFIX = EVENT_FILE_SUFFIX  # ``.mtrdesk``; ``.json`` of older exports still opens
BACKUP_SUFFIX = "sqlite3"
# Characters Windows and macOS refuse in a file name; an event name may contain them.
_UNSAFE = set('<>:"/\\|?*')


def documents_folder() -> Path:
    """Where the dialogs start: the user's documents folder, else the home folder."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


def safe_file_stem(text: str) -> str:
    """``text`` usable as a file name on every system (Japanese stays as it is)."""
    cleaned = "".join("_" if c in _UNSAFE or ord(c) < 32 else c for c in text)
    return cleaned.strip().strip(".").strip()


def default_export_name(settings: EventSettings) -> str:
    """``2026-11-20 金曜モダン.mtrdesk``: date first, so a folder of events sorts by date."""
    stem = safe_file_stem(f"{settings.date.isoformat()} {settings.name}")
    return f"{stem or settings.date.isoformat()}.{EVENT_SUFFIX}"


def default_backup_name(services: Services) -> str:
    """``mtrdesk-backup-2026-11-21-1905.sqlite3``, stamped with the services' clock."""
    return f"mtrdesk-backup-{services.context.now():%Y-%m-%d-%H%M}.{BACKUP_SUFFIX}"


def ask_save_path(
    parent: QWidget | None, title: str, suggested: Path, filters: str, suffix: str
) -> Path | None:
    """A save dialog that adds ``suffix`` to a bare name and confirms overwriting."""
    dialog = QFileDialog(parent, title, str(suggested.parent))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setNameFilters(filters.split(";;"))
    dialog.setDefaultSuffix(suffix)
    dialog.selectFile(suggested.name)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return None
    chosen = dialog.selectedFiles()
    return Path(chosen[0]) if chosen else None


def write_atomically(path: Path, text: str, database: Path | None = None) -> None:
    """Write ``path`` whole or not at all, through the command line's own checks
    (``services.safekeeping.output_files``): never a device, FIFO, socket or folder, never the open
    ``database`` or another mtrdesk database (a ``ServiceError``, nothing written)."""
    from mtrdesk.services.safekeeping.output_files import refuse_overwrite
    from mtrdesk.services.safekeeping.output_files import write_atomically as write_file_atomically

    data = text.encode("utf-8")

    def write(stream: BinaryIO) -> None:
        stream.write(data)

    refuse_overwrite(path, database=database)
    write_file_atomically(path, write)


def parse_event_document(raw: bytes, progress: Progress | None = None) -> EventDocument:
    """The event file's bytes read against its schema (``document_from_bytes``); bytes that
    are not one are refused as a ``DocumentError``.

    Broken JSON that names our format is a damaged event file; anything else is not one.
    """
    try:
        return document_from_bytes(raw, progress)  # bounded while decoding (issues 14, 33)
    except DocumentError as exc:
        if exc.problem is DocumentProblem.NOT_AN_EVENT and FORMAT_NAME.encode() in raw:
            raise DocumentError(DocumentProblem.MALFORMED, exc.detail) from exc
        raise


def _file_problem(parent: QWidget | None, sentence: str, path: Path, error: OSError) -> None:
    detail = error.strerror or str(error)
    show_error(parent, sentence.replace("%1", str(path)) + "\n\n" + detail)


def _on_disk(
    parent: QWidget | None,
    step: Callable[[], T],
    refused: type[Refusal],
    failed: str,
    path: Path,
) -> T | None:
    """``step()``, or None after saying why not: a refusal of the kind ``refused`` in its
    own sentence, an error of the system as ``failed`` (%1: ``path``) with its reason."""
    try:
        return step()
    except refused as error:
        show_error(parent, described(error))
        return None
    except OSError as error:
        _file_problem(parent, failed, path, error)
        return None


def export_event_file(
    parent: QWidget | None, services: Services, event_id: int, path: Path | None = None
) -> Path | None:
    """Write the event file (docs/event-file.md); return where, or ``None`` if not written.
    The event is read under a progress dialog (2 s at 4,096 players, issue 31) whose Cancel
    stops before anything is written."""
    from mtrdesk.services.event_file.interchange import export_event  # on first use (issue 33)

    document = attempt(
        parent,
        lambda: with_progress(
            parent,
            QCoreApplication.translate("EventFiles", "Export event"),
            QCoreApplication.translate("EventFiles", "Reading the event..."),
            lambda step: export_event(services, event_id, step),
        ),
    )
    if document is None:
        return None
    if path is None:
        summary = services.events.get(event_id)
        path = ask_save_path(
            parent,
            QCoreApplication.translate("EventFiles", "Export event"),
            documents_folder() / default_export_name(summary.settings),
            QCoreApplication.translate(
                "EventFiles", "mtrdesk event files (*.mtrdesk);;All files (*)"
            ),
            EVENT_SUFFIX,
        )
        if path is None:
            return None
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    return path if _write_text(parent, services, path, text) else None


def export_eventlink_file(
    parent: QWidget | None, services: Services, event_id: int, path: Path | None = None
) -> tuple[Path, InviteList] | None:
    """Write EventLink's Invite List CSV of the event (``core.eventlink.invites``); where,
    and what it holds, or ``None`` if not written."""
    invites = attempt(parent, lambda: services.players.invite_list(event_id))
    if invites is None:
        return None
    if path is None:
        settings = services.events.get(event_id).settings
        stem = safe_file_stem(f"{settings.date.isoformat()} {settings.name} EventLink")
        path = ask_save_path(
            parent,
            QCoreApplication.translate("EventFiles", "Export for EventLink"),
            documents_folder() / f"{stem}.csv",
            QCoreApplication.translate("EventFiles", "CSV files (*.csv);;All files (*)"),
            "csv",
        )
        if path is None:
            return None
    return (path, invites) if _write_text(parent, services, path, invites.csv_text()) else None


def _write_text(parent: QWidget | None, services: Services, path: Path, text: str) -> bool:
    """Write ``text`` to ``path`` whole (``write_atomically``); ``False`` after saying why
    not: a device, a FIFO, a database (a refusal) in its sentence, a system error with it."""

    def write() -> bool:
        write_atomically(path, text, services.file)
        return True

    written = _on_disk(
        parent,
        write,
        Refusal,
        QCoreApplication.translate(
            "EventFiles",
            "Could not write %1. Check that the folder exists and can be written to, "
            "then try again.",
        ),
        path,
    )
    return bool(written)


def import_event_file(
    parent: QWidget | None, services: Services, path: Path | None = None
) -> tuple[int, Changes] | None:
    """Read an event file into the database as a new event: its id and what changed.

    A file that is not an event, comes from a newer mtrdesk, is damaged, or would give a
    player ID to a different person is refused with its sentence, and nothing is added.
    """
    if path is None:
        name, _ = QFileDialog.getOpenFileName(
            parent,
            QCoreApplication.translate("EventFiles", "Import event"),
            str(documents_folder()),
            QCoreApplication.translate(
                "EventFiles", "mtrdesk event files (*.mtrdesk *.json);;All files (*)"
            ),
        )
        if not name:
            return None
        path = Path(name)
    document = read_event_file(parent, path)
    if document is None:
        return None
    return import_read_file(parent, services, document)


def read_event_file(parent: QWidget | None, path: Path) -> EventDocument | None:
    """The event ``path`` holds; ``None`` after saying why it cannot be read (missing,
    too large, not an event file, from a newer mtrdesk, damaged)."""
    from mtrdesk.services.event_file.reading import MAX_EVENT_FILE_BYTES, read_bounded

    # Larger than any event file (a DocumentError): not read past the limit.
    raw = _on_disk(
        parent,
        lambda: read_bounded(path, MAX_EVENT_FILE_BYTES),
        DocumentError,
        QCoreApplication.translate(
            "EventFiles", "Could not read %1. Check that the file is still there."
        ),
        path,
    )
    if raw is None:
        return None
    data = raw
    # 4,096 players with 12 rounds are checked in 1-2 s: counted, with Cancel (issue 31).
    return attempt(
        parent,
        lambda: with_progress(
            parent,
            QCoreApplication.translate("EventFiles", "Import event"),
            QCoreApplication.translate("EventFiles", "Reading the event file..."),
            lambda step: parse_event_document(data, step),
        ),
    )


def import_read_file(
    parent: QWidget | None, services: Services, document: EventDocument
) -> tuple[int, Changes] | None:
    """Add the event ``read_event_file`` gave as a new event (all of it, or nothing after
    saying why: a player ID held by someone else). A progress dialog counts the players,
    matches and audit rows written (5 s at 4,096 players, issue 31); its Cancel rolls the
    import back whole (``None``)."""
    from mtrdesk.services.event_file.interchange import import_document

    return attempt(
        parent,
        lambda: with_progress(
            parent,
            QCoreApplication.translate("EventFiles", "Import event"),
            QCoreApplication.translate("EventFiles", "Importing the event..."),
            lambda step: import_document(services, document, step),
        ),
    )


class AlreadyHere(enum.Enum):
    """What the organizer chose for an event file whose event the database has already."""

    OPEN_HERE = "open"
    IMPORT_COPY = "copy"


def ask_already_here(parent: QWidget | None, name: str, date: str) -> AlreadyHere | None:
    """The event of a file opened from the file manager is in the database already
    (imported before, or exported from it): open the one here (the default), import the
    file as another event, or neither (``None``)."""
    box = QMessageBox(QMessageBox.Icon.Question, "mtrdesk", "", parent=parent)
    box.setWindowTitle(QCoreApplication.translate("EventFiles", "Event already here"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(
        QCoreApplication.translate(
            "EventFiles",
            'This database already has "%1" of %2, the event this file holds. Its rounds and '
            "results here may differ from the file's.\n\nOpen the event that is here, or "
            "import the file as another event?",
        )
        .replace("%1", name)
        .replace("%2", date)
    )
    here = box.addButton(
        QCoreApplication.translate("EventFiles", "Open the one here"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    again = box.addButton(
        QCoreApplication.translate("EventFiles", "Import as another event"),
        QMessageBox.ButtonRole.ActionRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(here)
    box.exec()
    clicked = box.clickedButton()
    if clicked is here:
        return AlreadyHere.OPEN_HERE
    if clicked is again:
        return AlreadyHere.IMPORT_COPY
    return None


def backup_database(
    parent: QWidget | None, services: Services, path: Path | None = None
) -> Path | None:
    """Copy the open database to ``path`` (SQLite's online backup; on a shared database
    a new SQLite file of it) and say where."""
    if path is None:
        path = ask_save_path(
            parent,
            QCoreApplication.translate("EventFiles", "Back up database"),
            documents_folder() / default_backup_name(services),
            QCoreApplication.translate(
                "EventFiles", "mtrdesk databases (*.sqlite3);;All files (*)"
            ),
            BACKUP_SUFFIX,
        )
        if path is None:
            return None
    # On a server (``services.file`` is None) the copy is a new SQLite file of the whole
    # shared database: no file of its own to overwrite.
    if services.file is not None and path.expanduser().resolve() == services.file.resolve():
        show_error(
            parent,
            QCoreApplication.translate(
                "EventFiles",
                "This is the open database itself. Choose another file for the backup, "
                "ideally on another drive.",
            ),
        )
        return None
    # A shared database is copied row by row (seconds at 4,096 players, issue 31): the
    # dialog counts the rows, and its Cancel leaves no file.
    target = path
    written = attempt(
        parent,
        lambda: with_progress(
            parent,
            QCoreApplication.translate("EventFiles", "Back up database"),
            QCoreApplication.translate("EventFiles", "Backing up the database..."),
            lambda step: services.backup_to(target, step),
        ),
    )
    if written is None:
        return None
    QMessageBox.information(
        parent,
        QCoreApplication.translate("EventFiles", "Backup done"),
        rich_safe(
            QCoreApplication.translate("EventFiles", "The database was backed up to:\n%1").replace(
                "%1", str(written)
            )
        ),
    )
    return written
