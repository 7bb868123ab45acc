"""Looking at a database file before touching it: its one real name, whether it is a
regular file with a single name, ours, and at which schema version; all read without
writing anything beside it (no ``-wal``, ``-shm`` or journal is created).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path

from mtrdesk.store import migrations
from mtrdesk.store.errors import (
    DamagedDatabase,
    HardLinkedDatabase,
    MissingDatabase,
    NewerDatabase,
    NotOurDatabase,
)
from mtrdesk.store.failures import BAD_NAME, os_failure

_SQLITE_MAGIC = b"SQLite format 3\x00"


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
        if isinstance(exc, OSError) and exc.errno not in BAD_NAME:
            raise os_failure(Path(os.fspath(path)), exc, "cannot inspect") from exc
        named = None if isinstance(exc, ValueError) else Path(os.fspath(path))
        raise MissingDatabase(named, f"{os.fspath(path)!r}: {exc}") from exc
    return resolved


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
        raise os_failure(path, exc, "cannot inspect") from exc
    if stat.S_ISDIR(info.st_mode):
        raise NotOurDatabase(path, "a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise NotOurDatabase(path, "not a regular file")
    if info.st_nlink > 1:
        raise HardLinkedDatabase(path, f"{info.st_nlink} hard links to one file")


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
        raise os_failure(path, exc, "cannot read") from exc
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
        raise os_failure(path, exc, "cannot read") from exc
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


def sidecar(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def read_uri(path: Path, follow: bool = False) -> str | None:
    """How to read ``path`` in place without creating or changing anything beside it, or
    ``None`` when only a private copy can be read (see ``_read_identity``). A closed file
    is read as immutable, unless the reader must ``follow`` what a writer commits later.

    A following reader reads through SQLite's locking whatever sidecars it finds: a
    window opening the file makes its ``-wal`` a moment before its ``-shm``, and one
    closing it removes them in turn, so a private copy taken in that moment would be
    served, never changing, for as long as ``mtrdesk serve`` runs."""
    wal, shm, journal = (sidecar(path, s) for s in ("-wal", "-shm", "-journal"))
    if follow and not journal.exists():
        return f"{path.as_uri()}?mode=ro"
    if not wal.exists() and not journal.exists():
        return f"{path.as_uri()}?immutable=1"
    if wal.exists() and shm.exists() and not journal.exists():
        return f"{path.as_uri()}?mode=ro"
    return None


def private_copy(path: Path, folder: Path) -> Path:
    """``path`` and its journals copied into ``folder``, for reading with recovery."""
    copy = folder / path.name
    shutil.copyfile(path, copy)
    for suffix in ("-wal", "-journal"):
        journal = sidecar(path, suffix)
        if journal.exists():
            shutil.copyfile(journal, sidecar(copy, suffix))
    return copy


def _read_identity(path: Path) -> tuple[int, set[str], int]:
    """(application_id, table names, schema version) of an SQLite file, changing nothing.

    Without a journal beside it the main file is the whole database: it is read as
    immutable, so SQLite creates no -wal/-shm next to somebody else's file. A WAL with its
    -shm (another copy has the file open) is read in place, read-only. Any other journal
    (a -wal left without its -shm by a crash, a hot rollback journal) would make even a
    read-only reader create or change files beside it, so a private copy is read instead.
    """
    uri = read_uri(path.resolve())
    if uri is not None:
        return _query_identity(uri)
    with tempfile.TemporaryDirectory(prefix="mtrdesk-inspect-") as folder:
        return _query_identity(private_copy(path, Path(folder)).as_uri())


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
