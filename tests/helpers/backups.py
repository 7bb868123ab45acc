"""Finding the automatic backups a test made (``store.backup_files``): the autouse
``backups_folder`` fixture of ``tests/conftest.py`` points them at a temporary folder."""

from __future__ import annotations

import os
from pathlib import Path

from mtrdesk.store import backup_files


def backups_root() -> Path:
    """The folder this test's backups go to (``$MTRDESK_BACKUPS``, set per test)."""
    return Path(os.environ[backup_files.BACKUPS_ENV_VAR])


def migration_backup(database: Path, version: int, stamp: str) -> Path:
    """The copy of ``database`` taken before migrating it from ``version`` at ``stamp``
    (``YYYYmmdd-HHMMSS``); the test fails if there is not exactly one."""
    folder = backup_files.database_folder(backups_root(), database) / "migrations"
    found = sorted(folder.glob(f"*-v{version}-{stamp}.sqlite3"))
    assert len(found) == 1, (folder, found)
    return found[0]
