"""A copy of a database kept before ``--force`` writes something else over it (issue 27).

``mtrdesk simulate -o events.sqlite3`` once replaced a database with an event file. The
command line refuses that now (``services.safekeeping.output_files``); with ``--force`` it
writes, but only after this module has copied the database, byte for byte with its ``-wal``
or ``-journal`` (what SQLite needs to read it as it was), to ``NAME.replaced-N.SUFFIX``
beside it. A database another running mtrdesk holds (its lock, ``store.lock``) is never
replaced, forced or not.
"""

from __future__ import annotations

import contextlib
import os
import shutil
from pathlib import Path

from mtrdesk.store.errors import StorageFailure
from mtrdesk.store.lock import FileLock, lock_path_for

#: What SQLite keeps beside a database that holds part of its content.
_JOURNALS = ("-wal", "-journal")


def refuse_if_open(database: Path) -> None:
    """Raise ``DatabaseInUse`` when another running copy of mtrdesk has ``database`` open."""
    lock_file = lock_path_for(database)
    if not lock_file.exists():
        return
    lock = FileLock(lock_file)
    lock.acquire(database)
    lock.release()


def kept_name(database: Path) -> Path:
    """The first free ``NAME.replaced-N.SUFFIX`` beside ``database``."""
    number = 1
    while True:
        name = f"{database.stem}.replaced-{number}{database.suffix}"
        candidate = database.with_name(name)
        if not candidate.exists() and not _journal(candidate, "-wal").exists():
            return candidate
        number += 1


def keep_copy(database: Path) -> Path:
    """Copy ``database`` (and its journals) to ``kept_name``; where it went. Raises
    ``DatabaseInUse`` when it is open elsewhere, ``StorageFailure`` when it cannot be
    copied (then nothing half-copied is left)."""
    refuse_if_open(database)
    target = kept_name(database)
    made: list[Path] = []
    try:
        for suffix in ("", *_JOURNALS):
            source = _journal(database, suffix)
            if suffix and not source.exists():
                continue
            copy = _journal(target, suffix)
            partial = copy.with_name(f".{copy.name}.part")
            made.append(partial)
            shutil.copyfile(source, partial)
            os.replace(partial, copy)
            made.append(copy)
    except OSError as exc:
        for leftover in made:
            with contextlib.suppress(OSError):
                leftover.unlink(missing_ok=True)
        raise StorageFailure(database, f"cannot keep a copy: {exc}") from exc
    return target


def _journal(database: Path, suffix: str) -> Path:
    return database.with_name(database.name + suffix)
