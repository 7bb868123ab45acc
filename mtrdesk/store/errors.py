"""Why the store refused a database or failed to write: the environment, never the rules.

The UI and the CLI turn each class into a sentence; every one is a ``StoreError``.
"""

from __future__ import annotations

from pathlib import Path

from mtrdesk.core.refusal import Refusal


def error_chain(exc: BaseException, limit: int = 20) -> list[BaseException]:
    """``exc`` and what caused it, outermost first: its context or cause, and the
    driver's error a peewee error carries as its first argument."""
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(chain) < limit:
        chain.append(current)
        if current.args and isinstance(current.args[0], BaseException):
            chain.append(current.args[0])
        current = current.__context__ or current.__cause__
    return chain


class StoreError(Refusal):
    """Anything the database file or the disk did not allow."""

    def __init__(self, path: Path | None, message: str = "") -> None:
        super().__init__(f"{path}: {message}" if path is not None else message)
        self.path = path


class _OtherSchema(StoreError):
    """The file's schema version (``found``) is not the one this build uses
    (``supported``); ``_than`` says which way, in the message."""

    _than = ""

    def __init__(self, path: Path, found: int, supported: int) -> None:
        super().__init__(path, f"schema version {found} is {self._than} than {supported}")
        self.found = found
        self.supported = supported


class NewerDatabase(_OtherSchema):
    """The file was written by a newer mtrdesk; opening it here could damage it."""

    _than = "newer"


class NotOurDatabase(StoreError):
    """The file is not an SQLite database, or belongs to another program."""


class DatabaseInUse(StoreError):
    """Another running copy of mtrdesk has the file open."""


class StorageFailure(StoreError):
    """Reading or writing failed (I/O error, corrupt file, permissions)."""


class DiskFull(StorageFailure):
    """The disk (or the database's size limit) is full; nothing was saved."""


class DatabaseLocked(StoreError):
    """Another program (an ``sqlite3`` shell, a sync tool) holds SQLite's write lock: the
    change waited and was not saved."""


class ReadOnlyDatabase(StorageFailure):
    """The file or its folder cannot be written (permissions, a read-only drive)."""


class DamagedDatabase(StoreError):
    """The file is an mtrdesk database whose pages are damaged or missing (truncated)."""


class DamagedContent(DamagedDatabase):
    """The database holds values mtrdesk never writes (``store.content_check``: an unknown
    format or match kind, an audit row that is not JSON): edited by another program or
    damaged. Nothing was read or changed."""


class MigrationFailed(StoreError):
    """A schema step failed while updating the file to this version.

    The failed step rolled back whole; ``backup`` is the copy taken before the first step
    (``None`` for a new file, which had nothing to lose).
    """

    def __init__(self, path: Path, message: str, backup: Path | None) -> None:
        super().__init__(path, message)
        self.backup = backup


class OlderDatabase(_OtherSchema):
    """Reading only: the file is at an older schema, and reading it would mean migrating."""

    _than = "older"


class HardLinkedDatabase(StoreError):
    """The file has more than one name (hard links): each name would get its own WAL
    file and lock, and results confirmed through one would be lost."""


class MissingDatabase(StoreError):
    """The database named (``--db``, ``$MTRDESK_DB``) does not exist; nothing was created."""


class NewDatabaseNotAsked(MissingDatabase):
    """A writing command named a database that does not exist without asking for a new
    one (``--create``): a typo must not start an empty database."""


class EmptyDatabaseName(StoreError):
    """``--db`` (or ``$MTRDESK_DB``) was given but empty."""


class ServerUnreachable(StoreError):
    """The PostgreSQL server could not be reached or refused us: wrong address, port,
    user or password, or the server is not running. Nothing was opened."""


class ConnectionLost(StoreError):
    """The connection to the PostgreSQL server broke during a change: the server rolled
    the change back whole, and the next action connects again."""


class SharedDatabaseBusy(DatabaseLocked):
    """Another station held the shared database for longer than a change may wait
    (``postgres.LOCK_SECONDS``): this change waited and was not saved."""


class NoServerDatabase(StoreError):
    """The PostgreSQL server has no database of the name in the address (its
    administrator makes one: ``createdb``); nothing was created."""


class ForeignServerDatabase(NotOurDatabase):
    """The PostgreSQL database has tables mtrdesk did not make (another program's), or is
    empty where only reading was asked; nothing was changed."""


class EmptyServerDatabase(NewDatabaseNotAsked):
    """A writing command named an empty database on a server without asking for it to be
    set up (``--create``): nothing was made."""
