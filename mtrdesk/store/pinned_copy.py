"""A copy of the SQLite file as it is now, written later (issue 33): a round-start backup off
the window's hot path.

``PinnedCopy.pin(path)`` opens a second, read-only connection to the live file and begins a
read transaction on it at once: in WAL mode that fixes the snapshot it sees (the state just
committed), whatever is written through the window's own connection afterwards. Its
``backup_to`` (SQLite's online backup, which keeps the source's open read transaction) may
then run on another thread, later, and still copies exactly the pinned state: it waits
until the window has drawn the round (``let_go``, or ``QUIET_SECONDS`` at most), so that
the copy and its disk writes do not take the window's turn on a busy two-core machine.
``close`` ends the read transaction (the WAL can be checkpointed past it again).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path
from typing import Protocol

from mtrdesk.core.progress import Progress, going_on
from mtrdesk.store.errors import StorageFailure
from mtrdesk.store.failures import storage_error

#: The longest a copy waits for the window to be done before it copies anyway.
QUIET_SECONDS = 1.0


class LaterCopy(Protocol):
    """A moment of the database, pinned now and copied later on another thread: this
    module's ``PinnedCopy`` (a file), ``store.postgres.pinned_copy`` (a server)."""

    @property
    def location(self) -> str: ...

    def backup_to(
        self, target: str | os.PathLike[str], progress: Progress | None = None
    ) -> Path: ...

    def wait_pinned(self, timeout: float) -> bool: ...

    def let_go(self) -> None: ...

    def close(self) -> None: ...


class PinnedCopy:
    """One read snapshot of an SQLite file, to be copied once (``backup_to``), from any
    one thread at a time."""

    def __init__(self, path: Path, location: str, connection: sqlite3.Connection) -> None:
        self.path = path
        self._location = location
        self._connection: sqlite3.Connection | None = connection
        self._guard = threading.Lock()
        self._go = threading.Event()

    @classmethod
    def pin(cls, path: Path, location: str) -> PinnedCopy:
        """The state of ``path`` committed now (``StoreError`` when it cannot be read)."""
        try:
            connection = sqlite3.connect(
                f"{path.absolute().as_uri()}?mode=ro",
                uri=True,
                check_same_thread=False,
                isolation_level=None,
            )
        except sqlite3.Error as exc:
            raise storage_error(path, exc) from exc
        try:
            connection.execute("BEGIN")
            # The snapshot is taken at the first read of the transaction, not at BEGIN.
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            connection.close()
            raise storage_error(path, exc) from exc
        return cls(path, location, connection)

    @property
    def location(self) -> str:
        """The live database's name, as the store says it (a backup's sidecar)."""
        return self._location

    def backup_to(self, target: str | os.PathLike[str], progress: Progress | None = None) -> Path:
        """Write the pinned state into a new file ``target`` (``store.backup_files.write_copy``
        calls it as it calls ``Store.backup_to``)."""
        target_path = Path(target).expanduser().absolute()
        self._go.wait(QUIET_SECONDS)
        with self._guard:
            source = self._connection
            if source is None:
                raise StorageFailure(self.path, "the pinned copy was closed")
            return backup_into(source, target_path, progress)

    def wait_pinned(self, timeout: float) -> bool:
        """Pinned already, when it was made."""
        return True

    def let_go(self) -> None:
        """The window has drawn the round: the copy may be written now."""
        self._go.set()

    def close(self) -> None:
        """End the read transaction and the connection (again: nothing)."""
        self._go.set()
        with self._guard:
            connection, self._connection = self._connection, None
        if connection is not None:
            try:
                connection.rollback()
            finally:
                connection.close()


def backup_into(
    source: sqlite3.Connection, target_path: Path, progress: Progress | None = None
) -> Path:
    """SQLite's backup of what ``source`` sees, written to ``target_path`` (its folder
    made); a failure is the store's translated error. Shared by the backup taken at once
    (``Store.backup``) and the one written later from a pinned snapshot."""
    going_on(progress, 0, 1)
    try:
        target_path.parent.mkdir(parents=True, exist_ok=True)
        dest = sqlite3.connect(str(target_path))
        try:
            source.backup(dest)
        finally:
            dest.close()
    except (OSError, sqlite3.Error) as exc:
        raise storage_error(target_path, exc) from exc
    going_on(progress, 1, 1)
    return target_path
