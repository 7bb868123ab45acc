"""Opening, checking, migrating, locking and backing up the one SQLite file.

Opening looks before it touches: a file that is not ours, or is from a newer mtrdesk, is
refused after read-only inspection and left byte-for-byte as it was. Writes use WAL with
``synchronous=FULL`` so a result the scorekeeper saw confirmed survives a power cut.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path

import peewee as pw
import platformdirs

from mtrdesk.store import backup_files, migrations
from mtrdesk.store.errors import (
    DiskFull,
    NewerDatabase,
    NotOurDatabase,
    StorageFailure,
    StoreError,
)
from mtrdesk.store.lock import FileLock, lock_path_for
from mtrdesk.store.models import database_proxy

DB_ENV_VAR = "MTRDESK_DB"
DEFAULT_FILE_NAME = "mtrdesk.sqlite3"
_SQLITE_MAGIC = b"SQLite format 3\x00"

PRAGMAS = (
    ("journal_mode", "wal"),
    ("foreign_keys", 1),
    ("synchronous", "full"),
    ("busy_timeout", 5000),
)


def resolve_db_path(explicit: str | os.PathLike[str] | None, environ: Mapping[str, str]) -> Path:
    """``--db`` wins, then ``$MTRDESK_DB``, then the per-user data folder."""
    if explicit:
        return Path(explicit).expanduser()
    from_env = environ.get(DB_ENV_VAR, "").strip()
    if from_env:
        return Path(from_env).expanduser()
    return Path(platformdirs.user_data_dir("mtrdesk", appauthor=False)) / DEFAULT_FILE_NAME


def inspect_version(path: Path, steps: Sequence[migrations.Step] | None = None) -> int:
    """The schema version of ``path`` (0 = new or empty), read without writing anything.

    Raises ``NotOurDatabase`` or ``NewerDatabase`` for files this build must not open.
    """
    if not path.exists() or path.stat().st_size == 0:
        return 0
    try:
        with path.open("rb") as handle:
            header = handle.read(len(_SQLITE_MAGIC))
    except OSError as exc:
        raise StorageFailure(path, f"cannot read: {exc}") from exc
    if header != _SQLITE_MAGIC:
        raise NotOurDatabase(path, "not an SQLite database")
    try:
        app_id, tables, version = _read_identity(path)
    except sqlite3.DatabaseError as exc:
        raise NotOurDatabase(path, f"unreadable as SQLite: {exc}") from exc
    except OSError as exc:  # the private copy of a file with a journal beside it
        failure = DiskFull if exc.errno == errno.ENOSPC else StorageFailure
        raise failure(path, f"cannot read: {exc}") from exc
    if app_id != migrations.APPLICATION_ID and (app_id != 0 or tables):
        raise NotOurDatabase(path, f"application_id {app_id:#x} with {len(tables)} tables")
    supported = migrations.supported_version(steps)
    if version > supported:
        raise NewerDatabase(path, version, supported)
    return version


def _sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _read_identity(path: Path) -> tuple[int, set[str], int]:
    """(application_id, table names, schema version) of an SQLite file, changing nothing.

    Without a journal beside it the main file is the whole database: it is read as
    immutable, so SQLite creates no -wal/-shm next to somebody else's file. A WAL with its
    -shm (another copy has the file open) is read in place, read-only. Any other journal
    (a -wal left without its -shm by a crash, a hot rollback journal) would make even a
    read-only reader create or change files beside it, so a private copy is read instead.
    """
    wal, shm, journal = (_sidecar(path, s) for s in ("-wal", "-shm", "-journal"))
    if not wal.exists() and not journal.exists():
        return _query_identity(f"{path.resolve().as_uri()}?immutable=1")
    if wal.exists() and shm.exists() and not journal.exists():
        return _query_identity(f"{path.resolve().as_uri()}?mode=ro")
    with tempfile.TemporaryDirectory(prefix="mtrdesk-inspect-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        for sidecar in (wal, journal):
            if sidecar.exists():
                shutil.copyfile(sidecar, _sidecar(copy, sidecar.name[len(path.name) :]))
        return _query_identity(copy.as_uri())


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


def storage_error(path: Path | None, exc: BaseException) -> StoreError:
    """Turn a peewee/sqlite error into the ``StoreError`` the UI can explain."""
    # SQLite rolls a transaction back itself on SQLITE_FULL and I/O errors, so the error
    # seen here may be the failed ROLLBACK; the cause is further down the chain.
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(chain) < 20:
        chain.append(current)
        if current.args and isinstance(current.args[0], BaseException):
            chain.append(current.args[0])
        current = current.__context__
    for error in chain:
        if getattr(error, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or (
            "disk is full" in str(error)
        ):
            return DiskFull(path, str(error))
    return StorageFailure(path, str(chain[-1]))


class Store:
    """The open database: one per file per machine, held until ``close``.

    The models reach the file through ``database_proxy``; ``atomic`` points it at this
    store for the length of the transaction, so several stores in one process work as
    long as their transactions do not interleave.
    """

    def __init__(self, path: Path, db: pw.SqliteDatabase, lock: FileLock) -> None:
        self.path = path
        self.db = db
        self._lock = lock

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        clock: Callable[[], dt.datetime] = dt.datetime.now,
        steps: Sequence[migrations.Step] | None = None,
        backups: str | os.PathLike[str] | None = None,
    ) -> Store:
        """Open (creating or migrating) the database at ``path``.

        A file already at an older version is copied into the backups folder (``backups``,
        else ``$MTRDESK_BACKUPS``, else the data folder's: ``store.backup_files``) before its
        first migration step runs; without that copy it is not migrated. ``steps`` replaces
        the migration list (tests only).
        """
        path = Path(path).expanduser().absolute()
        inspect_version(path, steps)  # refuse foreign/newer files before creating anything
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageFailure(path, f"cannot create folder: {exc}") from exc
        lock = FileLock(lock_path_for(path))
        lock.acquire(path)
        try:
            version = inspect_version(path, steps)  # again, now that nobody else can write
            db = pw.SqliteDatabase(str(path), pragmas=PRAGMAS, timeout=5)
            store = cls(path, db, lock)
            try:
                db.connect()
                database_proxy.initialize(db)
                if version < migrations.supported_version(steps):
                    if version > 0:
                        backup_files.migration_backup(
                            store, backup_files.backups_root(backups), version, clock()
                        )
                    migrations.migrate(db, version, steps)
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

    @property
    def is_open(self) -> bool:
        return self._lock.held

    def close(self) -> None:
        """Checkpoint and close the file, then let other copies open it."""
        if not self._lock.held:
            return
        try:
            if not self.db.is_closed():
                self.db.close()
        finally:
            self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def atomic(self) -> Iterator[None]:
        """One transaction: all of it is saved (and synced) or none of it.

        Database and disk failures come out as ``StoreError``; every other exception
        (a refused rule, a ``ServiceError``) rolls back and passes through unchanged.
        """
        if not self._lock.held:
            raise StorageFailure(self.path, "the database is closed")
        previous = database_proxy.obj
        database_proxy.initialize(self.db)
        try:
            with self.db.atomic():
                yield
        except pw.DatabaseError as exc:
            raise storage_error(self.path, exc) from exc
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
