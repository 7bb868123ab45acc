"""One running copy per database: an OS lock on a sidecar file, released by close or death.

SQLite's own locking only serialises writes; two copies of the app pairing the same event
would each think their view is current. The operating system drops the lock when the
process ends, however it ends, so a crash never leaves the file "in use".

The lock belongs to the file, not to the name it was reached by: ``Store.open`` resolves
symbolic links first (``database.real_path``) and refuses a file with a second hard link,
so every way to the file takes this one lock file beside its one real name. On Windows
``msvcrt`` locks are mandatory (they block reads and writes of the locked bytes), so only
the sidecar is ever locked, never a byte of the database or its ``-wal``.
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

from mtrdesk.store.errors import (
    DatabaseInUse,
    DiskFull,
    ReadOnlyDatabase,
    StorageFailure,
    StoreError,
)


def lock_path_for(database: Path) -> Path:
    """``events.sqlite3`` → ``events.sqlite3.lock`` next to it (``database`` resolved)."""
    return database.with_name(database.name + ".lock")


class FileLock:
    """An exclusive, non-blocking lock on ``path`` held until ``release``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self, database: Path) -> None:
        """Take the lock now or raise ``DatabaseInUse``; ``database`` names it in errors."""
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise _failure(database, exc, "cannot create lock file") from exc
        try:
            _lock(fd)
        except BlockingIOError as exc:
            os.close(fd)
            raise DatabaseInUse(database, "open in another running copy of mtrdesk") from exc
        except OSError as exc:
            os.close(fd)
            if sys.platform == "win32":  # msvcrt reports a held lock as a plain OSError
                raise DatabaseInUse(database, "open in another running copy") from exc
            raise _failure(database, exc, "cannot lock") from exc
        self._fd = fd

    def release(self) -> None:
        """Give the lock up; the lock file stays (deleting it would race another opener)."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            _unlock(fd)
        finally:
            os.close(fd)


def _failure(database: Path, exc: OSError, doing: str) -> StoreError:
    """A full disk or a folder that cannot be written, named as such."""
    if exc.errno == errno.ENOSPC:
        return DiskFull(database, f"{doing}: {exc}")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return ReadOnlyDatabase(database, f"{doing}: {exc}")
    return StorageFailure(database, f"{doing}: {exc}")


if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds only
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)
