"""Why the store refused a database or failed to write: the environment, never the rules.

The UI and the CLI turn each class into a sentence; every one is a ``StoreError``.
"""

from __future__ import annotations

from pathlib import Path

from mtrdesk.core.refusal import Refusal


class StoreError(Refusal):
    """Anything the database file or the disk did not allow."""

    def __init__(self, path: Path | None, message: str = "") -> None:
        super().__init__(f"{path}: {message}" if path is not None else message)
        self.path = path


class NewerDatabase(StoreError):
    """The file was written by a newer mtrdesk; opening it here could damage it."""

    def __init__(self, path: Path, found: int, supported: int) -> None:
        super().__init__(path, f"schema version {found} is newer than {supported}")
        self.found = found
        self.supported = supported


class NotOurDatabase(StoreError):
    """The file is not an SQLite database, or belongs to another program."""


class DatabaseInUse(StoreError):
    """Another running copy of mtrdesk has the file open."""


class StorageFailure(StoreError):
    """Reading or writing failed (I/O error, corrupt file, permissions)."""


class DiskFull(StorageFailure):
    """The disk (or the database's size limit) is full; nothing was saved."""
