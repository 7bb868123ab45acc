"""Opening, checking, migrating, locking and backing up the one SQLite file.

Opening looks before it touches: a file that is not ours, is from a newer mtrdesk, is
damaged, or has a second name (a hard link) is refused after read-only inspection and left
byte-for-byte as it was. Writes use WAL with ``synchronous=FULL`` so a result the
scorekeeper saw confirmed survives a power cut.

One file, one WAL: a name is resolved (symbolic links followed) before anything opens it,
so every name of the file reaches the same ``-wal``, ``-shm`` and lock; a file with more
than one hard link is refused, since SQLite would give each name its own WAL and lose the
results confirmed through one of them (issue 14). Reading commands open read-only: no
lock, no migration, nothing written, beside a window that has the file open.

What opening relies on lives beside it: ``file_checks`` looks at a file without writing,
``failures`` names what went wrong, ``transactions`` counts the open and rolled-back ones.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import peewee as pw
import platformdirs

from mtrdesk.core.progress import Progress
from mtrdesk.store import backup_files, migrations
from mtrdesk.store.errors import (
    DamagedDatabase,
    DatabaseLocked,
    DiskFull,
    EmptyDatabaseName,
    MigrationFailed,
    MissingDatabase,
    NewDatabaseNotAsked,
    NotOurDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    StorageFailure,
    StoreError,
)
from mtrdesk.store.failures import os_failure, storage_error, writable
from mtrdesk.store.file_checks import (
    inspect_version,
    private_copy,
    read_uri,
    real_path,
    sidecar,
)
from mtrdesk.store.lock import FileLock, lock_path_for
from mtrdesk.store.models import database_proxy
from mtrdesk.store.pinned_copy import LaterCopy, PinnedCopy, backup_into
from mtrdesk.store.postgres.server_address import is_server_address
from mtrdesk.store.transactions import (
    committed,
    counted_block,
    data_mark,
    forget_database,
    rolled_back,
)

DB_ENV_VAR = "MTRDESK_DB"
DEFAULT_FILE_NAME = "mtrdesk.sqlite3"

#: How long a write waits for another program's SQLite write lock before it is refused
#: as ``DatabaseLocked`` (tests shorten it).
BUSY_MILLISECONDS = 5000


def _pragmas() -> tuple[tuple[str, object], ...]:
    return (
        ("journal_mode", "wal"),
        ("foreign_keys", 1),
        ("synchronous", "full"),
        ("busy_timeout", BUSY_MILLISECONDS),
    )


@dataclass(frozen=True)
class ChosenDatabase:
    """The database a user chose; ``named`` when they named it (``--db``,
    ``$MTRDESK_DB``): only the default one in the data folder is created without asking.
    ``server``: a PostgreSQL server's address (``server_address``) instead of a file;
    ``path`` is then that text as a path and means nothing."""

    path: Path
    named: bool
    server: str | None = None

    @property
    def address(self) -> str:
        """What ``Services.open`` takes: the server's address, else the file's name."""
        return self.server if self.server is not None else str(self.path)


def choose_database(
    explicit: str | os.PathLike[str] | None, environ: Mapping[str, str]
) -> ChosenDatabase:
    """``--db`` wins, then ``$MTRDESK_DB``, then the per-user data folder.

    A ``--db`` given but blank (``--db ""``) is refused (``EmptyDatabaseName``) instead of
    quietly opening the default database; so is a ``$MTRDESK_DB`` of only spaces. An
    empty ``$MTRDESK_DB`` counts as unset, as shells use it.
    """
    if explicit is not None:
        text = os.fspath(explicit)
        if not text.strip():
            raise EmptyDatabaseName(None, "--db is empty")
        return _named(text)
    from_env = environ.get(DB_ENV_VAR, "")
    if from_env:
        if not from_env.strip():
            raise EmptyDatabaseName(None, f"${DB_ENV_VAR} is blank")
        return _named(from_env)
    default = Path(platformdirs.user_data_dir("mtrdesk", appauthor=False)) / DEFAULT_FILE_NAME
    return ChosenDatabase(default, named=False)


def _named(text: str) -> ChosenDatabase:
    if is_server_address(text):
        return ChosenDatabase(Path(text), named=True, server=text.strip())
    return ChosenDatabase(Path(text).expanduser(), named=True)


def resolve_db_path(explicit: str | os.PathLike[str] | None, environ: Mapping[str, str]) -> Path:
    """The path of ``choose_database``."""
    return choose_database(explicit, environ).path


class Store:
    """The open database: one per file per machine, held until ``close``.

    The models reach the file through ``database_proxy``; ``atomic`` points it at this
    store for the length of the transaction, so several stores in one process work as
    long as their transactions do not interleave. A store opened ``read_only`` holds no
    lock and can write nothing: any number of them may read beside the one writer.
    """

    def __init__(
        self,
        path: Path,
        db: pw.Database,
        lock: FileLock | None,
        *,
        read_only: bool = False,
        scratch: tempfile.TemporaryDirectory[str] | None = None,
    ) -> None:
        self.path = path
        self.db = db
        self.read_only = read_only
        self._lock = lock
        self._scratch = scratch
        self._open = True
        #: Connections opened ``beside`` this one and still open, shared with them: while
        #: any is, every transaction of either takes the write lock at its start.
        self._beside: list[Store] = []

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Callable[[], dt.datetime] = dt.datetime.now,
        steps: Sequence[migrations.Step] | None = None,
        read_only: bool = False,
        create: bool = True,
        backups: str | os.PathLike[str] | None = None,
        follow: bool = False,
    ) -> Store:
        """Open (creating or migrating) the database at ``path``.

        A file already at an older version is copied into the backups folder (``backups``,
        else ``$MTRDESK_BACKUPS``, else the data folder's: ``store.backup_files``) before its
        first migration step runs; without that copy it is not migrated. ``steps`` replaces
        the migration list (tests only). ``create=False`` refuses a file that does not exist
        (``NewDatabaseNotAsked``) instead of starting an empty database. ``read_only`` opens
        for reading only (``open_read_only``, with ``follow``).
        """
        path = real_path(path)
        if read_only:
            return cls.open_read_only(path, steps=steps, follow=follow)
        if not path.exists() and not create:
            raise NewDatabaseNotAsked(path, "no such file")
        inspect_version(path, steps)  # refuse foreign/newer files before creating anything
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise os_failure(path, exc, "cannot create folder") from exc
        _check_writable(path)
        lock = FileLock(lock_path_for(path))
        lock.acquire(path)
        try:
            version = inspect_version(path, steps)  # again, now that nobody else can write
            db = pw.SqliteDatabase(str(path), pragmas=_pragmas(), timeout=BUSY_MILLISECONDS / 1000)
            store = cls(path, db, lock)
            try:
                db.connect()
                database_proxy.initialize(db)
                if version > 0:
                    _quick_check(path, db)
                store._migrate(version, clock, steps, backup_files.backups_root(backups))
            except pw.DatabaseError as exc:
                db.close()
                raise storage_error(path, exc) from exc
            except BaseException:
                db.close()
                raise
        except BaseException:
            lock.release()
            raise
        return store

    def _migrate(
        self,
        version: int,
        clock: Callable[[], dt.datetime],
        steps: Sequence[migrations.Step] | None,
        backups: Path,
    ) -> None:
        """Bring the file to this build's schema; a failed step is ``MigrationFailed``
        (naming the copy taken first) unless the disk, a lock or damage explains it."""
        if version >= migrations.supported_version(steps):
            return
        backup = None
        if version > 0:
            backup = backup_files.migration_backup(self, backups, version, clock())
        try:
            migrations.migrate(self.db, version, steps)
        except Exception as exc:
            failure = storage_error(self.path, exc)
            if isinstance(failure, DiskFull | ReadOnlyDatabase | DatabaseLocked | DamagedDatabase):
                raise failure from exc
            raise MigrationFailed(self.path, f"{type(exc).__name__}: {exc}", backup) from exc

    @classmethod
    def open_read_only(
        cls,
        path: str | os.PathLike[str],
        *,
        steps: Sequence[migrations.Step] | None = None,
        follow: bool = False,
    ) -> Store:
        """Open an existing database for reading: no lock, no migration, no write.

        ``follow``: the reader lives long (``mtrdesk serve``) and must see what a window
        commits later, even one opened after it; a closed file is then read through
        SQLite's ordinary read-only locking instead of as immutable.

        It works beside a window that has the file open (SQLite's WAL lets readers read
        beside the writer) and on a file or folder that cannot be written. A closed file is
        read as immutable, a live one through its ``-wal``/``-shm``, and one left with a
        journal by a crash (which only a writer may recover) from a private copy; nothing is
        ever created beside it. A file at an older schema is refused (``OlderDatabase``):
        reading it would mean migrating it.
        """
        path = real_path(path)
        if not path.exists():
            raise MissingDatabase(path, "no such file")
        version = inspect_version(path, steps)
        supported = migrations.supported_version(steps)
        if version == 0:
            raise NotOurDatabase(path, "empty: no mtrdesk tables")
        if version < supported:
            raise OlderDatabase(path, version, supported)
        scratch = None
        uri = read_uri(path, follow)
        try:
            if uri is None:
                scratch = tempfile.TemporaryDirectory(prefix="mtrdesk-read-")
                uri = private_copy(path, Path(scratch.name)).as_uri()
            pragmas = (("foreign_keys", 1), ("busy_timeout", BUSY_MILLISECONDS), ("query_only", 1))
            db = pw.SqliteDatabase(uri, pragmas=pragmas, timeout=BUSY_MILLISECONDS / 1000, uri=True)
            try:
                db.connect()
                _quick_check(path, db)
            except pw.DatabaseError as exc:
                db.close()
                raise storage_error(path, exc) from exc
        except OSError as exc:
            if scratch is not None:
                scratch.cleanup()
            raise os_failure(path, exc, "cannot read") from exc
        except BaseException:
            if scratch is not None:
                scratch.cleanup()
            raise
        return cls(path, db, None, read_only=True, scratch=scratch)

    def beside(self) -> Store:
        """A second writable connection to this store's file, for another thread of this
        process (the web server beside the window, issue 16).

        It shares this store's lock, so it must be closed before this store is; SQLite
        orders the two connections' commits (WAL, ``busy_timeout``) and each sees the
        other's through ``change_mark``.
        """
        if self.read_only or not self._open:
            raise StorageFailure(self.path, "no writable store to open beside")
        db = pw.SqliteDatabase(str(self.path), pragmas=_pragmas(), timeout=BUSY_MILLISECONDS / 1000)
        try:
            db.connect()
        except pw.DatabaseError as exc:
            db.close()
            raise storage_error(self.path, exc) from exc
        other = Store(self.path, db, None)
        other._beside = self._beside
        self._beside.append(other)
        return other

    @property
    def is_open(self) -> bool:
        return self._open

    @property
    def location(self) -> str:
        """Where the store is, as a person reads it (the title bar, records): the file's
        name here, the server's address without its password on PostgreSQL."""
        return str(self.path)

    @property
    def address(self) -> str:
        """What opens this store again (``Services.open``): the file's name here, the
        server's whole address (password included) on PostgreSQL."""
        return str(self.path)

    @property
    def file(self) -> Path | None:
        """The database's file; ``None`` for a database on a server."""
        return self.path

    def _error(self, exc: BaseException) -> StoreError:
        """The ``StoreError`` naming what a database error was."""
        return storage_error(self.path, exc)

    def _prepare(self) -> None:
        """Before an outermost transaction begins (a server: connect again if lost)."""

    def _lock_type(self) -> str | None:
        """How an outermost transaction begins (``peewee`` ``atomic``'s argument)."""
        return "IMMEDIATE" if self._beside and not self.read_only else None

    def close(self) -> None:
        """Checkpoint and close the file, then let other copies open it."""
        if not self._open:
            return
        self._open = False
        forget_database(self.db)
        if self in self._beside:
            self._beside.remove(self)
        try:
            if not self.db.is_closed():
                self.db.close()
        finally:
            if self._lock is not None:
                self._lock.release()
            if self._scratch is not None:
                self._scratch.cleanup()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def atomic(self) -> Iterator[None]:
        """One transaction: all of it is saved (and synced) or none of it.

        Database and disk failures come out as ``StoreError``; every other exception
        (a refused rule, a ``ServiceError``) rolls back and passes through unchanged.

        While a connection is open ``beside`` this one (the web server beside the window),
        the transaction takes the write lock at its start (``BEGIN IMMEDIATE``), waiting
        for the other's to end. Begun as SQLite begins by default, a use case that read
        first and then writes after the other connection committed would be refused at
        once ("database is locked": its snapshot is stale), whatever the busy timeout.
        """
        if not self._open:
            raise StorageFailure(self.path, "the database is closed")
        previous = database_proxy.obj
        database_proxy.initialize(self.db)
        outermost = not self.db.in_transaction()
        try:
            if outermost:
                self._prepare()
            with self.db.atomic(self._lock_type() if outermost else None), counted_block(self.db):
                yield
        except BaseException as exc:
            rolled_back(self.db, outermost)  # whatever raised, the transaction was rolled back
            if isinstance(exc, pw.DatabaseError | pw.InterfaceError):
                raise self._error(exc) from exc
            raise
        else:
            if outermost:  # committed: what waited for it (``after_commit``)
                try:
                    committed(self.db)
                except (pw.DatabaseError, pw.InterfaceError) as exc:
                    raise self._error(exc) from exc
        finally:
            if previous is not None and previous is not self.db:
                database_proxy.initialize(previous)

    def backup_to(self, target: str | os.PathLike[str], progress: Progress | None = None) -> Path:
        """A consistent copy of the whole database, taken while it stays open. SQLite's
        online backup takes a twentieth of a second at 4,096 players: ``progress`` hears
        only its start and its end (the server's copy counts rows, issue 31)."""
        target_path = Path(target).expanduser().absolute()
        # Compared resolved: "dir/../events.sqlite3" or a link to the file is the file too,
        # and a "backup" onto it would report success with no copy made.
        own = {self.path.resolve()} | {
            sidecar(self.path, s).resolve() for s in ("-wal", "-shm", "-journal", ".lock")
        }
        if target_path.resolve() in own:
            raise StorageFailure(target_path, "cannot back up a database onto itself")
        return backup_into(self.db.connection(), target_path, progress)

    def pinned_copy(self) -> LaterCopy | None:
        """The state committed now, to be copied later, on another thread (issue 33:
        ``store.pinned_copy``); ``None`` where only ``backup_to`` copies (closed, read-only
        or a scratch copy of the file)."""
        if not self._open or self.read_only or self._scratch is not None:
            return None
        return PinnedCopy.pin(self.path, self.location)

    def schema_version(self) -> int:
        """The version recorded in the open file."""
        return migrations.read_version(self.db)

    def session_id(self) -> int | None:
        """The server's id of this thread's session (``PostgresStore``); a file has none."""
        return None

    def change_mark(self) -> tuple[object, ...]:
        """``data_mark`` of this store's database (``Context.remembered``)."""
        if not self._open:
            raise StorageFailure(self.path, "the database is closed")
        try:
            return data_mark(self.db)
        except (pw.DatabaseError, pw.InterfaceError) as exc:
            raise self._error(exc) from exc


def _check_writable(path: Path) -> None:
    """Refuse, before anything is written, a file or folder this user cannot write.

    Without it SQLite would open a read-only file read-only without a word and fail at
    the first write, after creating its ``-wal`` and ``-shm`` beside it.
    """
    if path.exists() and not writable(path):
        raise ReadOnlyDatabase(path, "the file is read-only")
    if not writable(path.parent):
        raise ReadOnlyDatabase(path, "the folder is read-only")


def _quick_check(path: Path, db: pw.SqliteDatabase) -> None:
    """Refuse damaged pages at open (``PRAGMA quick_check``), before a round is run on
    them; a few milliseconds per megabyte."""
    row = db.execute_sql("PRAGMA quick_check(1)").fetchone()
    if row is None or row[0] != "ok":
        raise DamagedDatabase(path, f"quick_check: {row[0] if row else 'no answer'}")
