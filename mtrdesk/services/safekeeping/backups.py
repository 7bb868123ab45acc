"""Automatic backups (issue 14): a copy of the database at every round start, listed for a
restore (``services.safekeeping.restore``).

When: once the transaction that wrote a round has committed (``Context.round_started``,
called wherever a ``Round`` row is made: a Swiss round paired or paired again, a team
round, a playoff round, a multiplayer pod round or pod playoff round). The copy is taken
after the commit, never inside the pairing's transaction, so it holds exactly what was
posted: the new round's pairings with every earlier result. A round taken back or paired
again later comes back from it (the results entered during a replaced round are in the
audit log, and in the copy of the next round's start once there is one).

In the window (``BackupService.in_background``, issue 33) the copy is written on another
thread from a read snapshot pinned right after the commit, so the round is on screen
first and the copy still holds exactly what was posted. A mark written before that thread
starts promises the copy: killed before it is on disk, the program leaves the mark and
the next opening writes the copy (``catch_up``, its sidecar ``"late": true``).

A backup that cannot be written (a full disk, a folder that is a file or read-only) never
undoes the pairing and never stops the event: the round stays paired and the failure is
left as a ``BACKUP_FAILED`` warning in ``Context.take_notices()`` (naming the backups
folder and, when it is the folder's fault, why), which the window shows in a banner once
per session and the command line on standard error (issue 27).

Where: ``store.backup_files`` (``$MTRDESK_BACKUPS`` or the data folder's ``backups``; one
folder per database and per event, the last 20 kept per event). On PostgreSQL (issue 17)
``round_started`` will ask the store for a store-to-file copy of the event's database
(see ``store.backup_files``); nothing else here changes.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import errno
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceWarning
from mtrdesk.store import backup_files
from mtrdesk.store.errors import DiskFull, ReadOnlyDatabase, StorageFailure, StoreError
from mtrdesk.store.models import Event, Round
from mtrdesk.store.pinned_copy import LaterCopy

#: A name longer than this in a sidecar is not ours: shown cut.
_NAME_LIMIT = 500
_ROUND_IN_NAME = re.compile(r"\d+-round-(\d{1,4})-(\d{8}-\d{6})\.sqlite3")
_VERSION_IN_NAME = re.compile(r"\d+-v(\d{1,4})-(\d{8}-\d{6})\.sqlite3")


#: The longest a commit waits for a background copy to take its snapshot (a server that
#: does not answer: the commit goes on, and may then be in the copy).
PIN_SECONDS = 10.0


class BackupKind:
    ROUND = "round"
    MIGRATION = "migration"


@dataclass(frozen=True)
class BackupView:
    """One automatic backup, as a listing shows it.

    ``kind``: ``"round"`` (taken at ``round``'s start) or ``"migration"`` (taken before
    updating the file from schema ``schema_version``: every event of the database).
    ``this_database``: taken from the database open now (else ``database`` says which).
    """

    path: Path
    kind: str
    event: int | None
    event_name: str
    round: int | None
    playoff: bool
    taken_at: dt.datetime | None
    database: str
    this_database: bool
    schema_version: int | None


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _time(value: Any) -> dt.datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        return dt.datetime.fromisoformat(value)
    except ValueError:
        return None


def _stamp(text: str) -> dt.datetime | None:
    try:
        return dt.datetime.strptime(text, "%Y%m%d-%H%M%S")
    except ValueError:
        return None


def backup_view(copy: backup_files.BackupFile, mine: Path) -> BackupView:
    """What a listing says of ``copy``: its sidecar where it is sound, else what the file
    and folder names say (a sidecar is a file anybody could have edited)."""
    facts = copy.facts
    kind = BackupKind.ROUND if copy.event_folder is not None else BackupKind.MIGRATION
    by_name = (_ROUND_IN_NAME if kind == BackupKind.ROUND else _VERSION_IN_NAME).fullmatch(
        copy.path.name
    )
    name = facts.get("event_name")
    database = facts.get("database")
    number = _int(facts.get("round"))
    version = _int(facts.get("schema_version"))
    if by_name is not None:
        if kind == BackupKind.ROUND and number is None:
            number = int(by_name.group(1))
        if kind == BackupKind.MIGRATION and version is None:
            version = int(by_name.group(1))
    taken = _time(facts.get("taken_at")) or (_stamp(by_name.group(2)) if by_name else None)
    return BackupView(
        path=copy.path,
        kind=kind,
        event=copy.event_folder,
        event_name=name[:_NAME_LIMIT] if isinstance(name, str) else "",
        round=number if kind == BackupKind.ROUND else None,
        playoff=facts.get("playoff") is True,
        taken_at=taken,
        database=database[:_NAME_LIMIT] if isinstance(database, str) else "",
        this_database=copy.path.parent.parent == mine,
        schema_version=version,
    )


def _cause(folder: Path, error: StoreError) -> str:
    """Why a copy could not be made, when it is the folder's fault (issue 27): a file
    where the folder (or a folder above it) should be, or a folder this user cannot
    write (read-only mount, no permission); ``"other"`` for anything else."""
    for place in (folder, *folder.parents):
        if place.exists():
            if not place.is_dir():
                return "not_a_folder"
            break
    if isinstance(error, ReadOnlyDatabase) or _denied(error.__cause__):
        return "not_writable"
    return "other"


def _denied(error: BaseException | None) -> bool:
    """An operating system's "no permission" or "read-only file system" under a failure."""
    while error is not None:
        if isinstance(error, OSError) and error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return True
        error = error.__cause__
    return False


class BackupService:
    """Taking the round-start copies and listing every copy.

    ``in_background`` (the window sets it, issue 33): the copy of a round's start is
    written on another thread from a snapshot pinned right after the commit
    (``Store.pinned_copy``), so the round is on screen before the copy is on disk and
    still holds exactly the state just committed, whatever is entered meanwhile. A mark
    beside it (``backup_files.mark_pending``) is written before the thread starts: if the
    program is killed before the copy arrives, the next opening writes it
    (``catch_up``). Off (the command line), the copy is written at once, as before.
    """

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self.in_background = False
        self._worker: threading.Thread | None = None
        self._pinned: LaterCopy | None = None
        self._finished: list[ServiceWarning] = []
        self._guard = threading.Lock()

    @property
    def root(self) -> Path:
        return backup_files.backups_root(self._ctx.backups)

    def round_started(self, event_id: int, number: int) -> ServiceWarning | None:
        """Copy the database at round ``number``'s start (the ``Context`` hook, after the
        commit); a ``BACKUP_FAILED`` warning instead of an error when it cannot (from
        the background: in ``take``)."""
        store = self._ctx.store
        folder = backup_files.event_folder(self.root, store.location, event_id)
        try:
            facts = self._facts(event_id, number)
            label, when = f"round-{number:02d}", self._ctx.now()
            pinned = store.pinned_copy() if self.in_background else None
            if pinned is None:
                backup_files.write_copy(store, folder, label, when, facts)
                return None
            try:
                self.settle()  # the copy before this one first: the folder's numbers in order
                mark = backup_files.mark_pending(folder, label, facts)
            except BaseException:
                pinned.close()
                raise
            self._pinned = pinned
            worker = threading.Thread(
                target=self._write_later,
                args=(pinned, folder, label, when, facts, mark),
                name=f"mtrdesk-backup-{event_id}-{number}",
                daemon=True,
            )
            self._worker = worker
            worker.start()
        except StoreError as error:
            return self._failed(folder, event_id, number, error)
        return None

    def _facts(self, event_id: int, number: int) -> dict[str, Any]:
        """What the copy's sidecar says of it (read in one transaction)."""
        with self._ctx.transaction():
            event = Event.get_or_none(Event.id == event_id)
            name = event.name if event is not None else ""
            rnd = Round.get_or_none((Round.event == event_id) & (Round.number == number))
            playoff = bool(rnd.playoff) if rnd is not None else False
        return {
            "kind": BackupKind.ROUND,
            "event": event_id,
            "event_name": name,
            "round": number,
            "playoff": playoff,
            "schema_version": self._ctx.store.schema_version(),
        }

    def _failed(
        self, folder: Path, event_id: int, number: int, error: StoreError
    ) -> ServiceWarning:
        return ServiceWarning.of(
            Problem.BACKUP_FAILED,
            event=event_id,
            round=number,
            reason="disk_full" if isinstance(error, DiskFull) else "failed",
            folder=str(folder),
            root=str(self.root),
            cause=_cause(folder, error),
        )

    def _write_later(
        self,
        pinned: LaterCopy,
        folder: Path,
        label: str,
        when: dt.datetime,
        facts: dict[str, Any],
        mark: Path,
    ) -> None:
        """The background thread: the copy of the pinned state, then the mark gone (a
        failure is kept for ``take`` and said once: the mark goes too)."""
        try:
            backup_files.write_copy(pinned, folder, label, when, facts)
        except Exception as exc:  # a thread's error reaches nobody: said as a warning
            error = exc if isinstance(exc, StoreError) else StorageFailure(folder, repr(exc))
            warning = self._failed(folder, facts["event"], facts["round"], error)
            with self._guard:
                self._finished.append(warning)
        finally:
            pinned.close()
            with contextlib.suppress(OSError):
                mark.unlink(missing_ok=True)

    def busy(self) -> bool:
        """A copy is still being written in the background."""
        worker = self._worker
        return worker is not None and worker.is_alive()

    def settle(self) -> None:
        """Wait for the copy being written in the background, if any (before a listing,
        a restore, closing)."""
        worker = self._worker
        if worker is not None:
            self.let_go()
            worker.join()
            self._worker = self._pinned = None

    def let_go(self) -> None:
        """The window has shown the round: a copy waiting for it may read now (a server's,
        ``store.postgres.pinned_copy``)."""
        pinned = self._pinned
        if pinned is not None:
            pinned.let_go()

    def before_commit(self) -> None:
        """Before this station commits anything more: the copy in the background has its
        snapshot (a server's takes one connection's milliseconds), so the commit is not
        in it (``Context.transaction``)."""
        pinned = self._pinned
        if pinned is not None and self.busy():
            pinned.wait_pinned(PIN_SECONDS)

    def take(self, wait: bool) -> list[ServiceWarning]:
        """The background copies' failures, each once (``wait``: after the running one
        ends; ``Context.take_notices``)."""
        if wait:
            self.settle()
        with self._guard:
            finished, self._finished = self._finished, []
        return finished

    def catch_up(self) -> list[ServiceWarning]:
        """Write the round-start copies a killed program promised and never wrote
        (``backup_files.pending_copies``), now, from the database as it is: the round as
        committed, with whatever was saved between the pairing and the kill (a copy takes
        a twentieth of a second; the sidecar says ``"late": true``). A mark for a round no
        longer in the database (its pairing undone) just goes."""
        store = self._ctx.store
        warnings = []
        for mark, facts in backup_files.pending_copies(self.root, store.location):
            event_id, number = _int(facts.get("event")), _int(facts.get("round"))
            if event_id is not None and event_id != backup_files.event_of_folder(mark.parent):
                event_id = None  # another event's folder: not a mark of ours
            if event_id is not None and number is not None:
                try:
                    if self._round_exists(event_id, number):
                        backup_files.write_copy(
                            store,
                            mark.parent,
                            f"round-{number:02d}",
                            self._ctx.now(),
                            {**facts, "late": True},
                        )
                except StoreError as error:
                    warnings.append(self._failed(mark.parent, event_id, number, error))
            with contextlib.suppress(OSError):
                mark.unlink(missing_ok=True)
        with self._guard:
            self._finished.extend(warnings)  # said with the window's first notices
        return warnings

    def _round_exists(self, event_id: int, number: int) -> bool:
        with self._ctx.transaction():
            return (
                Round.select().where((Round.event == event_id) & (Round.number == number)).exists()
            )

    def list_backups(self) -> list[BackupView]:
        """Every backup in the folder, newest first (this database's and any other's), the
        one being written in the background included once it is written."""
        self.settle()
        mine = backup_files.database_folder(self.root, self._ctx.store.location)
        views = [backup_view(c, mine) for c in backup_files.list_copies(self.root)]
        oldest = dt.datetime.min
        return sorted(
            views,
            key=lambda v: (v.taken_at.replace(tzinfo=None) if v.taken_at else oldest, str(v.path)),
            reverse=True,
        )
