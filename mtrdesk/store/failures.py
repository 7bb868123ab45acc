"""What went wrong, named: an SQLite, peewee or operating-system error turned into the
``StoreError`` a person can act on (disk full, locked, read-only, damaged, a bad name).
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from mtrdesk.store.errors import (
    DamagedDatabase,
    DatabaseLocked,
    DiskFull,
    MissingDatabase,
    ReadOnlyDatabase,
    StorageFailure,
    StoreError,
    error_chain,
)

#: Errors of a name no file can have: a file where a folder should be, too long, a loop.
BAD_NAME = frozenset({errno.ENOTDIR, errno.ENAMETOOLONG, errno.ELOOP})


def os_failure(path: Path | None, exc: OSError, doing: str) -> StoreError:
    """An operating-system error, named for what it is."""
    if exc.errno == errno.ENOSPC:
        return DiskFull(path, f"{doing}: {exc}")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return ReadOnlyDatabase(path, f"{doing}: {exc}")
    if exc.errno in BAD_NAME:  # a file where a folder should be, a name too long
        return MissingDatabase(path, f"{doing}: {exc}")
    return StorageFailure(path, f"{doing}: {exc}")


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
        if folder.is_dir() and not writable(folder):
            return ReadOnlyDatabase(path, str(chain[-1]))
    return StorageFailure(path, str(chain[-1]))


def writable(path: Path) -> bool:
    """Whether this process may write ``path`` (its effective user, as ``open`` judges)."""
    if os.access in os.supports_effective_ids:
        return os.access(path, os.W_OK, effective_ids=True)
    return os.access(path, os.W_OK)
