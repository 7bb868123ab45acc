"""A server's copy of the moment just committed, written later on another thread (issue 33):
the round-start backup of a shared database off the window's hot path.

A server's copy is read row by row (``store.copying.copy_into_file``), a twentieth of a
second per thousand players of pure Python. ``ServerPinnedCopy.backup_to`` runs on the
backup's thread: it opens its own read-only connection (``open_reader``), begins one
``REPEATABLE READ`` transaction and reads once, which fixes the snapshot the whole copy
sees (``pinned``), then waits until the window has shown the round (``let_go``, or
``QUIET_SECONDS`` at most) so its Python does not take turns with the window's, and
copies. This station's next commit waits for ``pinned`` first (``wait_pinned``, a
connection's few milliseconds): the copy holds what was committed before it and nothing
of this station's after it. Another station's commit that lands in those milliseconds is
in the copy, as it is in a copy written at once.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

from mtrdesk.core.progress import Progress
from mtrdesk.store.copying import copy_into_file
from mtrdesk.store.database import Store
from mtrdesk.store.pinned_copy import QUIET_SECONDS


class ServerPinnedCopy:
    """One moment of a server's database, copied once into an SQLite file."""

    def __init__(self, open_reader: Callable[[], Store], location: str) -> None:
        self._open_reader = open_reader
        self._location = location
        self._pinned = threading.Event()
        self._go = threading.Event()

    @property
    def location(self) -> str:
        return self._location

    def wait_pinned(self, timeout: float) -> bool:
        """Wait (at most ``timeout`` seconds) until the snapshot is taken, or the copy
        gave up before taking it."""
        return self._pinned.wait(timeout)

    def let_go(self) -> None:
        """The window has shown what it changed: the copy may read now."""
        self._go.set()

    def backup_to(self, target: str | os.PathLike[str], progress: Progress | None = None) -> Path:
        """On the backup's thread: pin the snapshot, wait for the window, copy it."""
        try:
            source = self._open_reader()
        except BaseException:
            self._pinned.set()  # nothing to wait for: the copy is not made
            raise
        try:
            with source.atomic():
                try:
                    source.db.execute_sql("SELECT 1")  # the transaction's snapshot, now
                finally:
                    self._pinned.set()
                self._go.wait(QUIET_SECONDS)
                # Nested: copy_rows' transaction is a savepoint of this one, same snapshot.
                return copy_into_file(source, Path(target).expanduser().absolute(), progress)
        finally:
            source.close()

    def close(self) -> None:
        """Nothing stays open between copies; a copy never started releases its waiters."""
        self._pinned.set()
        self._go.set()
