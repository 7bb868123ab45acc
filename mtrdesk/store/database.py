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
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import os
import shutil
import sqlite3
import stat
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import peewee as pw
import platformdirs

from mtrdesk.store import backup_files, migrations
from mtrdesk.store.errors import (
    DamagedDatabase,
    DatabaseLocked,
    DiskFull,
    EmptyDatabaseName,
    HardLinkedDatabase,
    MigrationFailed,
    MissingDatabase,
    NewDatabaseNotAsked,
    NewerDatabase,
    NotOurDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    StorageFailure,
    StoreError,
    error_chain,
)
from mtrdesk.store.lock import FileLock, lock_path_for
from mtrdesk.store.models import database_proxy
from mtrdesk.store.postgres.server_address import is_server_address

DB_ENV_VAR = "MTRDESK_DB"
DEFAULT_FILE_NAME = "mtrdesk.sqlite3"
_SQLITE_MAGIC = b"SQLite format 3\x00"

#: How long a write waits for another program's SQLite write lock before it is refused
#: as ``DatabaseLocked`` (tests shorten it).
BUSY_MILLISECONDS = 5000


class _Rollbacks(threading.local):
    """How many transactions (or savepoints) of any ``Store`` have been rolled back on
    this thread: what they wrote is gone, though the connection's change count kept it
    (``queries.data_mark``). Per thread, as connections are: a phone's refused report
    on the web server's thread leaves what the window read as it was."""

    count = 0


_rollbacks = _Rollbacks()


def rollbacks() -> int:
    """The number of rolled-back transactions so far on this thread (``_rollbacks``)."""
    return _rollbacks.count


#: What to run once the outermost transaction open on a database commits, by database.
_on_commit: dict[pw.Database, list[Callable[[], None]]] = {}
#: How many ``Store.atomic`` blocks are open on each database, savepoints included
#: (peewee's ``transaction_depth`` does not count savepoints).
_depths: dict[pw.Database, int] = {}


def data_mark(db: pw.Database) -> tuple[object, ...]:
    """What changes whenever ``db``'s content may have: the connection (another file, or
    the file opened again), SQLite's ``data_version`` (a commit by another connection),
    the connection's count of changed rows (its own writes, committed or not) and the
    count of rolled-back transactions (writes undone). Equal marks mean the same content,
    so a value read under one mark may be reused under an equal one."""
    own = getattr(db, "data_mark", None)
    if own is not None:  # a server's database says it itself (``postgres.ServerDatabase``)
        return (*own(), rollbacks())
    connection = db.connection()
    (version,) = connection.execute("PRAGMA data_version").fetchone()
    return (connection, version, connection.total_changes, rollbacks())


def forget_database(db: pw.Database) -> None:
    """Point this thread's ``database_proxy`` at nothing when it reaches ``db`` (being
    closed): a model used afterwards fails instead of quietly reconnecting to it."""
    if database_proxy.obj is db:
        database_proxy.obj = None


def atomic_depth() -> int:
    """How many ``Store.atomic`` blocks are open now on the database ``database_proxy``
    reaches, the outermost transaction and its savepoints (0: none)."""
    db = database_proxy.obj
    return 0 if db is None else _depths.get(db, 0)


def after_commit(action: Callable[[], None]) -> None:
    """Run ``action`` once the outermost transaction open now (through ``Store.atomic``)
    has committed, the database still reached through ``database_proxy``; never if it
    rolls back. Outside a transaction, nothing is run."""
    db = database_proxy.obj
    if db is not None and db.in_transaction():
        _on_commit.setdefault(db, []).append(action)


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


def real_path(path: str | os.PathLike[str]) -> Path:
    """The file's one name: absolute, symbolic links resolved (``Path.resolve``), so a
    link opens the real file with its real ``-wal``, ``-shm`` and lock.

    A name no file can have (a NUL character, a loop of links, too long) is refused as
    ``MissingDatabase``: nothing by that name exists or can be created.
    """
    try:
        given = Path(path).expanduser().absolute()
        resolved = given.resolve()
        os.stat(resolved)
    except FileNotFoundError:
        return resolved
    except (OSError, RuntimeError, ValueError) as exc:  # ELOOP/ENAMETOOLONG, a NUL byte
        if isinstance(exc, OSError) and exc.errno not in _BAD_NAME:
            raise _os_failure(Path(os.fspath(path)), exc, "cannot inspect") from exc
        named = None if isinstance(exc, ValueError) else Path(os.fspath(path))
        raise MissingDatabase(named, f"{os.fspath(path)!r}: {exc}") from exc
    return resolved


_BAD_NAME = frozenset({errno.ENOTDIR, errno.ENAMETOOLONG, errno.ELOOP})


def check_single_name(path: Path) -> None:
    """Refuse a file that is not a regular file, or that has more than one hard link.

    SQLite names the WAL after the name it opened: through two hard links, two copies
    would each write their own ``-wal`` and take their own lock, and the results one of
    them confirmed would be lost at the other's checkpoint.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _os_failure(path, exc, "cannot inspect") from exc
    if stat.S_ISDIR(info.st_mode):
        raise NotOurDatabase(path, "a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise NotOurDatabase(path, "not a regular file")
    if info.st_nlink > 1:
        raise HardLinkedDatabase(path, f"{info.st_nlink} hard links to one file")


def _os_failure(path: Path | None, exc: OSError, doing: str) -> StoreError:
    """An operating-system error, named for what it is."""
    if exc.errno == errno.ENOSPC:
        return DiskFull(path, f"{doing}: {exc}")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return ReadOnlyDatabase(path, f"{doing}: {exc}")
    if exc.errno in _BAD_NAME:  # a file where a folder should be, a name too long
        return MissingDatabase(path, f"{doing}: {exc}")
    return StorageFailure(path, f"{doing}: {exc}")


def inspect_version(path: Path, steps: Sequence[migrations.Step] | None = None) -> int:
    """The schema version of ``path`` (0 = new or empty), read without writing anything.

    Raises ``NotOurDatabase`` or ``NewerDatabase`` for files this build must not open.
    """
    check_single_name(path)
    if not path.exists() or path.stat().st_size == 0:
        return 0
    try:
        with path.open("rb") as handle:
            header = handle.read(_HEADER_SIZE)
    except OSError as exc:
        raise _os_failure(path, exc, "cannot read") from exc
    if header[: len(_SQLITE_MAGIC)] != _SQLITE_MAGIC:
        raise NotOurDatabase(path, "not an SQLite database")
    try:
        app_id, tables, version = _read_identity(path)
    except sqlite3.DatabaseError as exc:
        if _looks_ours(header):  # our header, pages missing or garbled: damaged
            raise DamagedDatabase(path, f"unreadable: {exc}") from exc
        raise NotOurDatabase(path, f"unreadable as SQLite: {exc}") from exc
    except ValueError as exc:  # a schema version that is not a number
        raise DamagedDatabase(path, f"unreadable schema version: {exc}") from exc
    except OSError as exc:  # the private copy of a file with a journal beside it
        raise _os_failure(path, exc, "cannot read") from exc
    if app_id != migrations.APPLICATION_ID and (app_id != 0 or tables):
        raise NotOurDatabase(path, f"application_id {app_id:#x} with {len(tables)} tables")
    supported = migrations.supported_version(steps)
    if version > supported:
        raise NewerDatabase(path, version, supported)
    return version


_HEADER_SIZE = 100  # the SQLite file header; the application id is at bytes 68-71


def _looks_ours(header: bytes) -> bool:
    """An SQLite header carrying our application id, or cut off before it could."""
    if len(header) < _HEADER_SIZE:
        return True  # shorter than one header: a truncated file, whoever made it
    return int.from_bytes(header[68:72], "big") == migrations.APPLICATION_ID


def is_mtrdesk_database(path: Path) -> bool:
    """Whether ``path`` is a regular file holding an mtrdesk database (issue 27): the
    SQLite header, then our application id or our ``meta`` and ``event`` tables. A file
    with SQLite's header and our id that cannot be read (damaged) counts as ours: it is
    still somebody's event. Nothing is written while looking."""
    try:
        with path.open("rb") as handle:
            header = handle.read(_HEADER_SIZE)
    except OSError:
        return False
    if header[: len(_SQLITE_MAGIC)] != _SQLITE_MAGIC:
        return False
    try:
        app_id, tables, _ = _read_identity(path)
    except (sqlite3.DatabaseError, ValueError, OSError):
        return _looks_ours(header)
    return app_id == migrations.APPLICATION_ID or {"meta", "event"} <= tables


def _sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _read_uri(path: Path, follow: bool = False) -> str | None:
    """How to read ``path`` in place without creating or changing anything beside it, or
    ``None`` when only a private copy can be read (see ``_read_identity``). A closed file
    is read as immutable, unless the reader must ``follow`` what a writer commits later.

    A following reader reads through SQLite's locking whatever sidecars it finds: a
    window opening the file makes its ``-wal`` a moment before its ``-shm``, and one
    closing it removes them in turn, so a private copy taken in that moment would be
    served, never changing, for as long as ``mtrdesk serve`` runs."""
    wal, shm, journal = (_sidecar(path, s) for s in ("-wal", "-shm", "-journal"))
    if follow and not journal.exists():
        return f"{path.as_uri()}?mode=ro"
    if not wal.exists() and not journal.exists():
        return f"{path.as_uri()}?immutable=1"
    if wal.exists() and shm.exists() and not journal.exists():
        return f"{path.as_uri()}?mode=ro"
    return None


def _private_copy(path: Path, folder: Path) -> Path:
    """``path`` and its journals copied into ``folder``, for reading with recovery."""
    copy = folder / path.name
    shutil.copyfile(path, copy)
    for suffix in ("-wal", "-journal"):
        sidecar = _sidecar(path, suffix)
        if sidecar.exists():
            shutil.copyfile(sidecar, _sidecar(copy, suffix))
    return copy


def _read_identity(path: Path) -> tuple[int, set[str], int]:
    """(application_id, table names, schema version) of an SQLite file, changing nothing.

    Without a journal beside it the main file is the whole database: it is read as
    immutable, so SQLite creates no -wal/-shm next to somebody else's file. A WAL with its
    -shm (another copy has the file open) is read in place, read-only. Any other journal
    (a -wal left without its -shm by a crash, a hot rollback journal) would make even a
    read-only reader create or change files beside it, so a private copy is read instead.
    """
    uri = _read_uri(path.resolve())
    if uri is not None:
        return _query_identity(uri)
    with tempfile.TemporaryDirectory(prefix="mtrdesk-inspect-") as folder:
        return _query_identity(_private_copy(path, Path(folder)).as_uri())


def _query_identity(uri: str) -> tuple[int, set[str], int]:
    conn = sqlite3.connect(uri, uri=True)
    try:
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        version = 0
        if app_id == migrations.APPLICATION_ID and "meta" in tables:
            row = conn.execute(
                'SELECT "value" FROM "meta" WHERE "key" = ?',
                (migrations.SCHEMA_VERSION_KEY,),
            ).fetchone()
            version = int(row[0]) if row else 0
    finally:
        conn.close()
    return app_id, tables, version


#: SQLite's primary result codes and the words of their messages, most telling first:
#: a full disk explains a failed write whatever else went wrong after it.
_KINDS: tuple[tuple[type[StoreError], frozenset[int], tuple[str, ...], frozenset[int]], ...] = (
    (DiskFull, frozenset({sqlite3.SQLITE_FULL}), ("disk is full",), frozenset({errno.ENOSPC})),
    (
        DatabaseLocked,
        frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED}),
        ("database is locked", "database table is locked"),
        frozenset(),
    ),
    (
        ReadOnlyDatabase,
        frozenset({sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM}),
        ("readonly database",),
        frozenset({errno.EACCES, errno.EPERM, errno.EROFS}),
    ),
    (
        DamagedDatabase,
        frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}),
        ("malformed", "file is not a database"),
        frozenset(),
    ),
)


def storage_error(path: Path | None, exc: BaseException) -> StoreError:
    """Turn a peewee/sqlite/OS error into the ``StoreError`` that names it: disk full,
    locked by another program, read-only, damaged, else a plain ``StorageFailure``."""
    if isinstance(exc, StoreError):
        return exc
    # SQLite rolls a transaction back itself on SQLITE_FULL and I/O errors, so the error
    # seen here may be the failed ROLLBACK; the cause is further down the chain.
    chain = error_chain(exc)
    for kind, codes, words, errnos in _KINDS:
        for error in chain:
            code = getattr(error, "sqlite_errorcode", None)
            text = str(error)
            if (
                (isinstance(code, int) and code & 0xFF in codes)
                or any(word in text for word in words)
                or (isinstance(error, OSError) and error.errno in errnos)
            ):
                return kind(path, text)
    if path is not None and any(
        getattr(e, "sqlite_errorcode", 0) == sqlite3.SQLITE_CANTOPEN for e in chain
    ):  # no -wal/-shm could be made beside it: a folder that cannot be written
        folder = path.parent
        if folder.is_dir() and not _writable(folder):
            return ReadOnlyDatabase(path, str(chain[-1]))
    return StorageFailure(path, str(chain[-1]))


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
            raise _os_failure(path, exc, "cannot create folder") from exc
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
        uri = _read_uri(path, follow)
        try:
            if uri is None:
                scratch = tempfile.TemporaryDirectory(prefix="mtrdesk-read-")
                uri = _private_copy(path, Path(scratch.name)).as_uri()
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
            raise _os_failure(path, exc, "cannot read") from exc
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
            with self.db.atomic(self._lock_type() if outermost else None):
                _depths[self.db] = _depths.get(self.db, 0) + 1
                try:
                    yield
                finally:
                    _depths[self.db] -= 1
                    if not _depths[self.db]:
                        del _depths[self.db]  # no open block: hold no closed database
        except BaseException as exc:
            _rollbacks.count += 1  # whatever raised, the transaction was rolled back
            if outermost:
                _on_commit.pop(self.db, None)
            if isinstance(exc, pw.DatabaseError | pw.InterfaceError):
                raise self._error(exc) from exc
            raise
        else:
            if outermost:  # committed: what waited for it (``after_commit``)
                try:
                    for action in _on_commit.pop(self.db, ()):
                        action()
                except (pw.DatabaseError, pw.InterfaceError) as exc:
                    raise self._error(exc) from exc
        finally:
            if previous is not None and previous is not self.db:
                database_proxy.initialize(previous)

    def backup_to(self, target: str | os.PathLike[str]) -> Path:
        """A consistent copy of the whole database, taken while it stays open."""
        target_path = Path(target).expanduser().absolute()
        # Compared resolved: "dir/../events.sqlite3" or a link to the file is the file too,
        # and a "backup" onto it would report success with no copy made.
        own = {self.path.resolve()} | {
            _sidecar(self.path, s).resolve() for s in ("-wal", "-shm", "-journal", ".lock")
        }
        if target_path.resolve() in own:
            raise StorageFailure(target_path, "cannot back up a database onto itself")
        try:
            target_path.parent.mkdir(parents=True, exist_ok=True)
            dest = sqlite3.connect(str(target_path))
            try:
                self.db.connection().backup(dest)
            finally:
                dest.close()
        except (OSError, sqlite3.Error) as exc:
            raise storage_error(target_path, exc) from exc
        return target_path

    def schema_version(self) -> int:
        """The version recorded in the open file."""
        return migrations.read_version(self.db)

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
    if path.exists() and not _writable(path):
        raise ReadOnlyDatabase(path, "the file is read-only")
    if not _writable(path.parent):
        raise ReadOnlyDatabase(path, "the folder is read-only")


def _writable(path: Path) -> bool:
    """Whether this process may write ``path`` (its effective user, as ``open`` judges)."""
    if os.access in os.supports_effective_ids:
        return os.access(path, os.W_OK, effective_ids=True)
    return os.access(path, os.W_OK)


def _quick_check(path: Path, db: pw.SqliteDatabase) -> None:
    """Refuse damaged pages at open (``PRAGMA quick_check``), before a round is run on
    them; a few milliseconds per megabyte."""
    row = db.execute_sql("PRAGMA quick_check(1)").fetchone()
    if row is None or row[0] != "ok":
        raise DamagedDatabase(path, f"quick_check: {row[0] if row else 'no answer'}")
