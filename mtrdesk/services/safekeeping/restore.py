"""Restore from an automatic backup "into a copy first" (issue 14): nothing open is lost.

The backup file is only read: it is checked without writing (``store.file_checks
.inspect_version``: not ours, newer, damaged), copied into a temporary folder, and that
copy is opened (and migrated, if it is older) and exported as an event file
(``services.event_file.interchange``). The event comes back into the open database as a NEW event,
named by the caller (the window says 「…（ラウンド3開始時に復元）」 / "… (restored from
round 3 start)"); the event as it is now stays untouched beside it, so both can be
compared and nothing is lost. The restore is one transaction with its own audit row
(``backup.restore``), and the restored event's history is chained anew.

On PostgreSQL (issue 17) a backup stays an SQLite file of this schema (the store-to-file
copy, see ``store.backup_files``), so this module reads it as it is.
"""

from __future__ import annotations

import dataclasses
import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from mtrdesk.core.event_file.document import EventDocument
from mtrdesk.core.progress import Progress
from mtrdesk.services.changes import Changes
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.event_file.interchange import export_document, import_document
from mtrdesk.services.facade import Services
from mtrdesk.services.safekeeping import backups as backup_views
from mtrdesk.store import Store, audit_chain, backup_files
from mtrdesk.store.content_check import refuse_unreadable
from mtrdesk.store.errors import NewerDatabase, NotOurDatabase, StoreError
from mtrdesk.store.file_checks import inspect_version
from mtrdesk.store.models import Event

#: The new event's name from the old one and the backup (translated by the caller).
Naming = Callable[[str, backup_views.BackupView], str]


def describe_backup(services: Services, path: Path) -> backup_views.BackupView:
    """The listing's view of one backup file (its sidecar, else its name)."""
    path = Path(path).expanduser().absolute()
    event = backup_files.event_of_folder(path.parent)
    copy = backup_files.BackupFile(path, 0, backup_files.read_facts(path), event)
    mine = backup_files.database_folder(services.backups.root, services.location)
    return backup_views.backup_view(copy, mine)


def check_backup(path: Path) -> int:
    """The backup's schema version, read without writing; a refusal that says why not."""
    where = str(path)
    if not path.exists():
        raise ServiceError(Problem.BACKUP_MISSING, path=where)
    if not path.is_file():
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=where, reason="not_a_file")
    try:
        version = inspect_version(path)
    except NewerDatabase as exc:
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=where, reason="newer") from exc
    except NotOurDatabase as exc:
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=where, reason="not_ours") from exc
    except StoreError as exc:
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=where, reason="unreadable") from exc
    if version == 0:
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=where, reason="empty")
    return version


def restore(
    services: Services,
    path: Path,
    naming: Naming,
    event_id: int | None = None,
    progress: Progress | None = None,
) -> tuple[list[int], Changes]:
    """Bring the backup's event back as a new event; the new events' ids and what changed.

    ``event_id`` (an event of the backup) defaults to the event the backup was taken
    for; a backup taken before a migration holds every event, and without ``event_id``
    all of them come back. A backup whose own audit chain is broken is restored with an
    ``AUDIT_CHAIN_BROKEN`` warning in the changes. ``progress`` hears how far the writing
    of each event is (``import_document``); its Cancel rolls the whole restore back.
    """
    path = Path(path).expanduser().absolute()
    own = services.file
    if own is not None and path.exists() and path.resolve() == own.resolve():
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=str(path), reason="open_database")
    check_backup(path)
    view = describe_backup(services, path)
    wanted = event_id if event_id is not None else view.event
    with tempfile.TemporaryDirectory(prefix="mtrdesk-restore-") as folder:
        copy = Path(folder) / "backup.sqlite3"
        try:
            shutil.copyfile(path, copy)
            wal = path.with_name(path.name + "-wal")  # a database file still open elsewhere
            if wal.is_file():
                shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        except OSError as exc:
            raise ServiceError(
                Problem.BACKUP_UNUSABLE, path=str(path), reason="unreadable"
            ) from exc
        try:
            store = Store.open(copy, clock=services.context.clock, backups=Path(folder) / "b")
            try:
                refuse_unreadable(store.db, path)
            except StoreError:
                store.close()
                raise
        except StoreError as exc:
            raise ServiceError(Problem.BACKUP_UNUSABLE, path=str(path), reason="damaged") from exc
        old = Services(store, services.context.clock, random.Random(0), backups=Path(folder) / "b")
        try:
            documents, broken = _read_events(old, path, wanted)
        finally:
            old.close()
    warnings: tuple[ServiceWarning, ...] = ()
    if broken is not None:
        warnings = (
            ServiceWarning.of(
                Problem.AUDIT_CHAIN_BROKEN,
                row=broken.row,
                how=broken.problem.value,
                rows=broken.rows,
            ),
        )
    ids: list[int] = []
    changes = Changes(warnings=warnings)
    ctx = services.context
    with ctx.transaction():
        for source, document in documents:
            name = naming(document.settings.name, view)
            renamed = dataclasses.replace(
                document, settings=dataclasses.replace(document.settings, name=name)
            )
            new_id, imported = import_document(services, renamed, progress)
            ctx.audit(
                new_id,
                "backup.restore",
                backup=path.name,
                source_event=source,
                name=document.settings.name,
                round=view.round,
                kind=view.kind,
                taken_at=view.taken_at,
            )
            ids.append(new_id)
            changes = changes | imported
    return ids, changes


def _read_events(
    old: Services, path: Path, wanted: int | None
) -> tuple[list[tuple[int, EventDocument]], audit_chain.ChainBreak | None]:
    """The backup's events as documents (one, or all), and its chain's first break."""
    try:
        with old.context.transaction():
            broken = audit_chain.verify()
            present = [e.id for e in Event.select(Event.id).order_by(Event.id)]
        if wanted is not None and wanted not in present:
            raise ServiceError(Problem.BACKUP_EVENT_MISSING, event=wanted, path=str(path))
        if not present:
            raise ServiceError(Problem.BACKUP_EVENT_MISSING, event=None, path=str(path))
        chosen = [wanted] if wanted is not None else present
        return [(e, export_document(old, e)) for e in chosen], broken
    except StoreError as exc:
        raise ServiceError(Problem.BACKUP_UNUSABLE, path=str(path), reason="damaged") from exc
