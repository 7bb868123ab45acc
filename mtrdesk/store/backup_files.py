"""The automatic backups' folder (issue 14): one consistent copy of the database at every
round start and before every migration, the last ``KEEP`` kept per event.

Where: ``$MTRDESK_BACKUPS`` if set, else ``backups`` in the per-user data folder
(``platformdirs.user_data_dir("mtrdesk")``); the window, the command line and the tests may
pass another folder. Inside, one folder per database (its file name and a short hash of its
resolved path, so two databases of the same name keep apart), and in it one folder per
event and one for migrations::

    backups/
      mtrdesk-1a2b3c4d/
        event-12/
          0007-round-03-20261121-190512.sqlite3        the copy (SQLite online backup)
          0007-round-03-20261121-190512.sqlite3.json   what it is: event, round, time
        migrations/
          0001-v8-20261120-090000.sqlite3 (+ .json)

The numbers in front order the copies of a folder (times can repeat: the tests' clocks
stand still); the ``.json`` sidecar says what a listing shows. A copy is written beside its
final name and renamed into place, so a failed copy (a full disk) leaves no half file.

On PostgreSQL (issue 17) the same folder will take a store-to-file copy: every table read
in one repeatable-read transaction and written into a new SQLite file of this schema (or
``pg_dump`` of the event's rows), so listing and restore stay as they are.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import platformdirs

from mtrdesk.core.progress import Progress
from mtrdesk.store.errors import StorageFailure, StoreError
from mtrdesk.store.postgres.server_address import folder_name, is_server_address


class Store(Protocol):
    """What a copy needs of ``store.database.Store`` (not imported: it imports this)."""

    @property
    def location(self) -> str: ...

    def backup_to(
        self, target: str | os.PathLike[str], progress: Progress | None = None
    ) -> Path: ...


BACKUPS_ENV_VAR = "MTRDESK_BACKUPS"
#: Copies kept per event (and of the migrations), the newest.
KEEP = 20
SUFFIX = ".sqlite3"
SIDECAR = ".json"
MIGRATIONS_FOLDER = "migrations"
_EVENT_FOLDER = re.compile(r"event-(\d{1,12})")
_COPY_NAME = re.compile(r"(\d{1,9})-.*\.sqlite3")
_SAFE = re.compile(r"[^0-9A-Za-z_.-]+")
#: A sidecar larger than this is not ours.
_SIDECAR_LIMIT = 64 * 1024


def backups_root(
    explicit: str | os.PathLike[str] | None = None, environ: Mapping[str, str] | None = None
) -> Path:
    """``explicit`` wins, then ``$MTRDESK_BACKUPS``, then the data folder's ``backups``."""
    if explicit:
        return Path(explicit).expanduser().absolute()
    from_env = (os.environ if environ is None else environ).get(BACKUPS_ENV_VAR, "").strip()
    if from_env:
        return Path(from_env).expanduser().absolute()
    return Path(platformdirs.user_data_dir("mtrdesk", appauthor=False)) / "backups"


def database_folder(root: Path, database: Path | str) -> Path:
    """The folder of one database's backups: its stem and a hash of its resolved path
    (a server's database: its name and a hash of where it is, ``server_address``)."""
    if is_server_address(str(database)):
        return root / folder_name(str(database))
    resolved = str(Path(database).expanduser().absolute().resolve())
    digest = hashlib.sha256(resolved.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    stem = _SAFE.sub("_", Path(database).stem)[:40] or "database"
    return root / f"{stem}-{digest}"


def _stamp(when: dt.datetime) -> str:
    return when.strftime("%Y%m%d-%H%M%S")


def _copies(folder: Path) -> list[tuple[int, Path]]:
    """The copies in ``folder``, oldest first."""
    try:
        names = [p for p in folder.iterdir() if p.is_file()]
    except OSError:
        return []
    found = []
    for path in names:
        match = _COPY_NAME.fullmatch(path.name)
        if match:
            found.append((int(match.group(1)), path))
    return sorted(found)


def write_copy(
    store: Store, folder: Path, label: str, when: dt.datetime, facts: Mapping[str, Any]
) -> Path:
    """Back ``store`` up into ``folder`` with its sidecar, then keep the newest ``KEEP``.

    Raises ``StoreError`` (``DiskFull``, ``StorageFailure``) when the copy cannot be made;
    nothing half-written is left behind.
    """
    if folder.exists() and not folder.is_dir():
        raise StorageFailure(folder, "the backup folder is a file")
    copies = _copies(folder)
    number = copies[-1][0] + 1 if copies else 1
    name = f"{number:04d}-{label}-{_stamp(when)}{SUFFIX}"
    target = folder / name
    partial = folder / f".{name}.part"
    sidecar = folder / f"{name}{SIDECAR}"
    try:
        store.backup_to(partial)
        text = json.dumps(
            {**facts, "taken_at": when.isoformat(), "database": store.location},
            ensure_ascii=False,
            sort_keys=True,
        )
        sidecar.write_text(text + "\n", "utf-8")
        os.replace(partial, target)
    except (OSError, StoreError) as exc:
        for leftover in (partial, sidecar, folder / f".{name}.part-journal"):
            with contextlib.suppress(OSError):
                leftover.unlink(missing_ok=True)
        if isinstance(exc, StoreError):
            raise
        raise StorageFailure(folder, f"cannot write the backup: {exc}") from exc
    prune(folder)
    return target


def prune(folder: Path, keep: int = KEEP) -> list[Path]:
    """Remove all but the newest ``keep`` copies (and their sidecars); what was removed.

    Also what a copy killed half-way left behind (``.NAME.part``, its journal, a sidecar
    whose copy never arrived): only this database's one writer, holding its lock, writes
    into the folder, so nothing else can be in the middle of a copy there.
    """
    removed = []
    _remove_leftovers(folder)
    for _, path in _copies(folder)[:-keep] if keep > 0 else _copies(folder):
        for victim in (path, path.with_name(path.name + SIDECAR)):
            try:
                victim.unlink(missing_ok=True)
            except OSError:
                continue
        removed.append(path)
    return removed


def _remove_leftovers(folder: Path) -> None:
    try:
        names = [p for p in folder.iterdir() if p.is_file()]
    except OSError:
        return
    present = {p.name for p in names}
    for path in names:
        half_copy = path.name.startswith(".") and (
            path.name.endswith(".part") or path.name.endswith(".part-journal")
        )
        lone_sidecar = (
            path.name.endswith(SUFFIX + SIDECAR) and path.name[: -len(SIDECAR)] not in present
        )
        if half_copy or lone_sidecar:
            with contextlib.suppress(OSError):
                path.unlink()


#: A copy promised but not yet written (issue 33: the round-start backup written on another
#: thread): ``.LABEL.pending`` in the event's folder, holding the copy's facts as JSON.
PENDING = ".pending"


def mark_pending(folder: Path, label: str, facts: Mapping[str, Any]) -> Path:
    """Say in ``folder`` that the copy ``label`` is on its way (``StorageFailure`` when the
    folder cannot take it): a kill before it arrives leaves this behind, and the next
    opening writes the copy then (``pending_copies``)."""
    mark = folder / f".{label}{PENDING}"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        mark.write_text(json.dumps(dict(facts), ensure_ascii=False, sort_keys=True), "utf-8")
    except OSError as exc:
        raise StorageFailure(folder, f"cannot write the backup: {exc}") from exc
    return mark


def pending_copies(root: Path, database: Path | str) -> list[tuple[Path, dict[str, Any]]]:
    """The marks ``mark_pending`` left in this database's event folders, with their facts
    (``{}`` when unreadable), oldest name first."""
    marks = []
    for mark in sorted(database_folder(root, database).glob(f"event-*/.*{PENDING}")):
        try:
            if mark.stat().st_size > _SIDECAR_LIMIT:
                raise ValueError(mark)
            facts = json.loads(mark.read_text("utf-8"))
        except (OSError, ValueError):
            facts = {}
        marks.append((mark, facts if isinstance(facts, dict) else {}))
    return marks


def event_of_folder(folder: Path) -> int | None:
    """The event id a folder of copies is named for (``event-12``); None for another."""
    match = _EVENT_FOLDER.fullmatch(folder.name)
    return int(match.group(1)) if match else None


def event_folder(root: Path, database: Path | str, event_id: int) -> Path:
    return database_folder(root, database) / f"event-{event_id}"


def migration_backup(store: Store, root: Path, version: int, when: dt.datetime) -> Path:
    """The copy taken before migrating a file from schema ``version``."""
    folder = database_folder(root, store.location) / MIGRATIONS_FOLDER
    return write_copy(
        store, folder, f"v{version}", when, {"kind": "migration", "schema_version": version}
    )


@dataclass(frozen=True)
class BackupFile:
    """One copy found in the backups folder, with what its sidecar says (``facts``: empty
    when the sidecar is missing or unreadable; the listing then says only the file)."""

    path: Path
    number: int
    facts: Mapping[str, Any]
    event_folder: int | None


def read_facts(copy: Path) -> dict[str, Any]:
    """The sidecar of ``copy`` as a dict; ``{}`` when missing, too big or not JSON."""
    sidecar = copy.with_name(copy.name + SIDECAR)
    try:
        if sidecar.stat().st_size > _SIDECAR_LIMIT:
            return {}
        value = json.loads(sidecar.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def list_copies(root: Path) -> list[BackupFile]:
    """Every copy under ``root`` (every database's), in no particular order.

    A root that is missing, unreadable or a file lists nothing.
    """
    found = []
    try:
        databases = [p for p in root.iterdir() if p.is_dir()]
    except OSError:
        return []
    for database in databases:
        try:
            folders = [p for p in database.iterdir() if p.is_dir()]
        except OSError:
            continue
        for folder in folders:
            match = _EVENT_FOLDER.fullmatch(folder.name)
            if match is None and folder.name != MIGRATIONS_FOLDER:
                continue
            event = int(match.group(1)) if match else None
            for number, path in _copies(folder):
                found.append(BackupFile(path, number, read_facts(path), event))
    return found
