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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from mtrdesk.services.change_steps import recording
from mtrdesk.store import Store
from mtrdesk.store.models import AuditLog

Clock = Callable[[], dt.datetime]
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


@dataclass
class Context:
    """The store plus the clock and the random source every service reads."""

    store: Store
    clock: Clock
    rng: random.Random

    def now(self) -> dt.datetime:
        """The injected clock, to the second (what the audit log and results show)."""
        return self.clock().replace(microsecond=0)

    def new_seed(self) -> int:
        """A fresh pairing seed, recorded with its round so the pairing can be replayed."""
        return self.rng.randrange(SEED_LIMIT)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One use case: everything inside is saved together or not at all; what it
        changed is kept for undo when its audit rows say it can be (``change_steps``)."""
        with self.store.atomic(), recording(self.store):
            yield

    def audit(self, event_id: int | None, action: str, **detail: Any) -> None:
        """Record one mutation; called inside the use case's transaction."""
        AuditLog.create(
            event=event_id,
            when=self.now(),
            action=action,
            detail=json.dumps(detail, ensure_ascii=False, default=_json_default, sort_keys=True),
        )
