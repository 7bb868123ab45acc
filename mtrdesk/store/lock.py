"""One running copy per database: an OS lock on a sidecar file, released by close or death.

SQLite's own locking only serialises writes; two copies of the app pairing the same event
would each think their view is current. The operating system drops the lock when the
process ends, however it ends, so a crash never leaves the file "in use".
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mtrdesk.store.errors import DatabaseInUse, StorageFailure


def lock_path_for(database: Path) -> Path:
    """``events.sqlite3`` → ``events.sqlite3.lock`` next to it."""
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
            raise StorageFailure(self.path, f"cannot create lock file: {exc}") from exc
        try:
            _lock(fd)
        except BlockingIOError as exc:
            os.close(fd)
            raise DatabaseInUse(database, "open in another running copy of mtrdesk") from exc
        except OSError as exc:
            os.close(fd)
            if sys.platform == "win32":  # msvcrt reports a held lock as a plain OSError
                raise DatabaseInUse(database, "open in another running copy") from exc
            raise StorageFailure(self.path, f"cannot lock: {exc}") from exc
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
