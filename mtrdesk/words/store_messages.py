"""The store's refusals in words: a database too new, too old, damaged, locked, busy or out
of reach, each saying what to do and that nothing was changed. Merged by ``messages``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.services import store_errors
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "Messages"

# Most specific class first: ``DiskFull`` is a ``StorageFailure``.
STORE_MESSAGES: tuple[tuple[type[store_errors.StoreError], str], ...] = (
    (
        store_errors.NewerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database was saved by a newer version of mtrdesk. Install the newer "
            "version to open it; this one will not change it.",
        ),
    ),
    (
        store_errors.OlderDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database was saved by an older version of mtrdesk and must be updated "
            "before it can be read, which a reading command does not do. Open it once in the "
            "window (a copy is kept first), then try again.",
        ),
    ),
    (
        store_errors.ForeignServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database on the server is not an mtrdesk event database (it holds another "
            "program's tables, or nothing yet), so it was not opened and nothing was changed. "
            "Check the database name, or connect from the window to set up an empty one.",
        ),
    ),
    (
        store_errors.NotOurDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This file is not an mtrdesk database. Choose another file, or a new file name "
            "to start a new database.",
        ),
    ),
    (
        store_errors.DamagedContent,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This mtrdesk database holds values mtrdesk never writes (such as an unknown "
            "format or match kind, an audit row that is not JSON, or a row that refers to one "
            "that is not there): it was changed by another program or is damaged, so it was "
            "not read and nothing was changed. Keep the file as it is, and continue from a "
            "backup (File > Restore from backup..., or mtrdesk restore).",
        ),
    ),
    (
        store_errors.DamagedDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This mtrdesk database is damaged: some of its pages are missing or unreadable, "
            "so it was not opened and nothing was changed. Keep the file as it is, and "
            "continue from a backup copy of the database.",
        ),
    ),
    (
        store_errors.HardLinkedDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database file has more than one name (a hard link). Each name would get its "
            "own write-ahead log and results confirmed through one of them could be lost, so "
            "it was not opened. Keep one name: remove the other links, then try again.",
        ),
    ),
    (
        store_errors.EmptyServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database on the server is empty, and it was not set up. To set it up for "
            "mtrdesk, run the command again with --create, or connect to it from the window.",
        ),
    ),
    (
        store_errors.NewDatabaseNotAsked,
        QT_TRANSLATE_NOOP(
            "Messages",
            "There is no database file with this name, and none was created. Check the name; "
            "to start a new, empty database there, run the command again with --create.",
        ),
    ),
    (
        store_errors.MissingDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "There is no database file with this name, and none was created. Check the name "
            "given with --db or in MTRDESK_DB.",
        ),
    ),
    (
        store_errors.EmptyDatabaseName,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The database name is empty. Give a file name after --db (or in MTRDESK_DB), or "
            "leave it out to use the default database.",
        ),
    ),
    (
        store_errors.DatabaseInUse,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another copy of mtrdesk has this database open. Close it (it may be on another "
            "computer sharing the folder), then try again.",
        ),
    ),
    (
        store_errors.SharedDatabaseBusy,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another station kept the shared event database busy for too long, so nothing "
            "was saved. Wait a moment, then repeat the last action.",
        ),
    ),
    (
        store_errors.DatabaseLocked,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another program (for example the sqlite3 shell or a sync tool) is holding this "
            "database locked, so nothing was saved. Close that program, then repeat the last "
            "action.",
        ),
    ),
    (
        store_errors.MigrationFailed,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Updating this database for this version of mtrdesk failed, so it was not opened. "
            "The failed step was undone. Keep using the previous version of mtrdesk and "
            "report the problem.",
        ),
    ),
    (
        store_errors.DiskFull,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The disk is full, so nothing was saved. Free some space, then repeat the last action.",
        ),
    ),
    (
        store_errors.ReadOnlyDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database cannot be written: the file or its folder is read-only "
            "(permissions, or a read-only drive), so nothing was saved. Make them writable, "
            "or copy the database to a folder you can write to, then try again.",
        ),
    ),
    (
        store_errors.StorageFailure,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The database could not be read or written. Check that the file and its folder "
            "are writable, then try again.",
        ),
    ),
    (
        store_errors.ServerUnreachable,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The shared event database could not be reached: the server did not answer, or "
            "refused the user name or password. Check the address, the password and the "
            "store's network (is the server computer on?), then try again.",
        ),
    ),
    (
        store_errors.NoServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The server has no event database with this name, and none was created. Check "
            "the database name in the address; a new one is made on the server by its "
            "administrator.",
        ),
    ),
    (
        store_errors.ConnectionLost,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The connection to the shared event database was lost, so the last change was "
            "not saved (nothing of it was kept). Check the network, then repeat the last "
            "action: mtrdesk connects again by itself.",
        ),
    ),
    (
        store_errors.StoreError,
        QT_TRANSLATE_NOOP(
            "Messages", "The database refused the operation. Try again, or restore a backup."
        ),
    ),
)


#: Said after ``MigrationFailed`` when a copy was taken before the update.
MIGRATION_BACKUP = QT_TRANSLATE_NOOP(
    "Messages", "A copy of the database from before the update was saved as %1."
)


def store_message(error: store_errors.StoreError) -> str:
    for cls, source in STORE_MESSAGES:
        if isinstance(error, cls):
            text = QCoreApplication.translate(CONTEXT, source)
            if isinstance(error, store_errors.MigrationFailed) and error.backup is not None:
                backup = QCoreApplication.translate(CONTEXT, MIGRATION_BACKUP)
                text += " " + backup.replace("%1", str(error.backup))
            if error.path is not None:
                text += "\n\n" + str(error.path)
            return text
    raise TypeError(error)  # unreachable: StoreError is last
