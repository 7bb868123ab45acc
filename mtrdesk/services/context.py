"""What every use case shares: the open store, the injected clock and seed source, the log.

Time and randomness come in from outside so tests replay an event exactly and never read
the wall clock; a live app passes ``datetime.now`` and ``secrets``-backed seeds.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import json
import random
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

from mtrdesk.services.errors import ServiceWarning
from mtrdesk.services.kept_reads import KeptReads
from mtrdesk.services.undo.steps import recording, unrecorded
from mtrdesk.store import Store, audit_chain

Clock = Callable[[], dt.datetime]
T = TypeVar("T")
#: Reads kept by ``Context.remembered`` (a few per open event): past it, the oldest go.
REMEMBERED_LIMIT = 64
#: Seeds are stored with the round; 31 bits keep them readable and portable.
SEED_LIMIT = 2**31


def _json_default(value: object) -> object:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, set | frozenset | tuple):
        return sorted(value) if isinstance(value, set | frozenset) else list(value)
    raise TypeError(f"cannot log {type(value).__name__}")


#: Run after a transaction that started a round has committed: (event id, round number)
#: → a warning when the round-start backup could not be made (``services.safekeeping.backups``).
RoundHook = Callable[[int, int], ServiceWarning | None]


class Background(Protocol):
    """Work a commit left running on another thread (the round-start backup, issue 33)."""

    def busy(self) -> bool: ...

    def take(self, wait: bool) -> list[ServiceWarning]: ...

    def before_commit(self) -> None: ...


@dataclass
class Context:
    """The store plus the clock and the random source every service reads.

    ``backups`` is the automatic backups' folder (``store.backup_files``);
    ``on_round_start`` is told, once the transaction that paired a round has committed,
    which round started (``round_started``), and may return a warning: those wait in
    ``take_notices()`` for the window (a failed backup never undoes the pairing).
    """

    store: Store
    clock: Clock
    rng: random.Random
    backups: Path | None = None
    on_round_start: RoundHook | None = None
    #: What ``on_round_start`` left running (``take_notices`` collects its warnings).
    background: Background | None = None
    #: The station's name (its host name on a shared server, issue 17), written into every
    #: audit row so another station's refusal can say who did what; "" alone on a file.
    station: str = ""
    _depth: int = field(default=0, init=False, repr=False)
    _started: list[tuple[int, int]] = field(default_factory=list, init=False, repr=False)
    _notices: list[ServiceWarning] = field(default_factory=list, init=False, repr=False)
    _remembered: KeptReads[Any] = field(
        default_factory=lambda: KeptReads(REMEMBERED_LIMIT), init=False, repr=False
    )
    _actor: dict[str, str] = field(default_factory=dict, init=False, repr=False)

    def now(self) -> dt.datetime:
        """The injected clock, to the second (what the audit log and results show)."""
        return self.clock().replace(microsecond=0)

    def new_seed(self) -> int:
        """A fresh pairing seed, recorded with its round so the pairing can be replayed."""
        return self.rng.randrange(SEED_LIMIT)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One use case: everything inside is saved together or not at all; what it
        changed is kept for undo when its audit rows say it can be (``change_steps``).
        Rounds it started are backed up once the outermost transaction has committed."""
        mark = len(self._started)
        self._depth += 1
        try:
            with self.store.atomic(), recording(self.store):
                yield
                if self._depth == 1 and self.background is not None:
                    self.background.before_commit()  # a background copy has its moment
        except BaseException:
            del self._started[mark:]  # rolled back: nothing started
            raise
        finally:
            self._depth -= 1
        if self._depth == 0 and self._started:
            started, self._started = self._started, []
            for event_id, number in started:
                warning = self.on_round_start(event_id, number) if self.on_round_start else None
                if warning is not None:
                    self._notices.append(warning)

    def unrecorded(self, action: str) -> contextlib.AbstractContextManager[None]:
        """Inside a transaction: writes the undo log need not record, the use case logging
        ``action``, a barrier that keeps no row (``undo.steps.unrecorded``; issue 33)."""
        return unrecorded(self.store, action)

    def remembered(self, key: Hashable, read: Callable[[], T]) -> T:
        """``read()`` (a read-only use case's body), computed once per change of the
        database: while nothing was written since (``Store.change_mark``), the value read
        last for ``key`` is given again. The window's tabs, its title and its menus all
        ask for the event's summary after each change; at 4,096 players each read costs
        20 ms (issue 15)."""
        value: T = self._remembered.read(key, self.store.change_mark(), read)
        return value

    def round_started(self, event_id: int, number: int) -> None:
        """A round was written in this transaction (paired, re-paired, a playoff round):
        back it up at its start once committed. Called where the ``Round`` row is made."""
        self._started.append((event_id, number))

    def take_notices(self, wait: bool = True) -> list[ServiceWarning]:
        """The warnings left by work after a commit (a round-start backup that failed),
        each handed out once; ``wait=False`` (the window): without waiting for the work
        still running in the background (``working``)."""
        if self.background is not None:
            self._notices.extend(self.background.take(wait))
        notices, self._notices = self._notices, []
        return notices

    def working(self) -> bool:
        """Work after a commit is still running in the background (a backup being written):
        its warnings are not in ``take_notices(wait=False)`` yet."""
        return self.background is not None and self.background.busy()

    @contextlib.contextmanager
    def acting(self, by: str, device: str) -> Iterator[None]:
        """Everything audited inside was done by ``by`` (a judge's name, "player") from
        ``device`` (a phone's id and address): changes made from the floor say who made
        them (issue 16). The window's own changes carry neither."""
        previous = self._actor
        self._actor = {"acted_by": by, "device": device}
        try:
            yield
        finally:
            self._actor = previous

    def actor_name(self) -> str:
        """Who is acting (``acting``), or "" for the window."""
        return self._actor.get("acted_by", "")

    def audit(self, event_id: int | None, action: str, **detail: Any) -> None:
        """Record one mutation; called inside the use case's transaction. The row is
        chained to the one before it (``store.audit_chain``); a change made from the
        floor also names who made it and from which device (``acting``)."""
        detail = {**detail, **self._actor}
        if self.station:
            detail["station"] = self.station
        audit_chain.append(
            event_id,
            self.now(),
            action,
            json.dumps(detail, ensure_ascii=False, default=_json_default, sort_keys=True),
        )
