"""The projector's clocks, published for the players' phones (issue 16).

The window publishes a clock (``publish``) each time the organizer starts, pauses,
resumes, skips, goes back or adjusts it, never on a tick, and takes it down (``stop``)
when the projector closes; the web server, in the window's process or ``mtrdesk serve``
beside it, reads them (``published``) with the server's own time, from which a phone
computes the countdown (``core.floor.published_clock.reading_at``).

One row per event and clock (``store.models.EventClock``), written over: the round clock,
and a pick clock per booster-draft pod (each pod's projector runs its own, MTR 7.6) or
one for the whole draft. No audit row:
a clock is not a change to the event, so ``services.undo.steps`` keeps no step, sets no
barrier and leaves the undo and redo stacks as they were.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass

from mtrdesk.core.floor.published_clock import (
    KINDS,
    ClockDataError,
    ClockSnapshot,
    PublishedClock,
)
from mtrdesk.services.context import Context
from mtrdesk.services.history import event_row
from mtrdesk.store.models import EventClock

__all__ = ["ClockService", "PublishedClocks"]

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class PublishedClocks:
    """An event's published clocks (the round clock first) and the instant they were read:
    the server's time, which a phone measures everything from."""

    now: dt.datetime
    clocks: tuple[PublishedClock, ...]


def _row_kind(kind: str, pod: int | None) -> str:
    """The stored row's ``kind``: "draft:2" for pod 2's pick clock, else the clock's kind."""
    return kind if pod is None else f"{kind}:{pod}"


class ClockService:
    """Publishes and reads the projector's clocks."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def publish(self, event_id: int, snapshot: ClockSnapshot) -> PublishedClock:
        """Store ``snapshot`` as the event's clock of its kind, placed at this instant
        (the injected clock, to the microsecond); ``EVENT_NOT_FOUND`` for no event."""
        with self._ctx.transaction():
            event_row(event_id)
            published = PublishedClock(snapshot, self._ctx.clock())
            kind = _row_kind(snapshot.kind, snapshot.pod)
            updated = (
                EventClock.update(state=published.to_json(), updated_at=published.at)
                .where((EventClock.event == event_id) & (EventClock.kind == kind))
                .execute()
            )
            if not updated:
                EventClock.create(
                    event=event_id,
                    kind=kind,
                    state=published.to_json(),
                    updated_at=published.at,
                )
        return published

    def stop(self, event_id: int, kind: str, pod: int | None = None) -> None:
        """Take the event's ``kind`` clock down (the projector closed): phones say no
        such clock runs. With ``pod``, that pod's pick clock only: the other pods' stay.
        Nothing happens when there is none, or no event."""
        with self._ctx.transaction():
            EventClock.delete().where(
                (EventClock.event == event_id) & (EventClock.kind == _row_kind(kind, pod))
            ).execute()

    def published(self, event_id: int) -> PublishedClocks:
        """The event's clocks now; ``EVENT_NOT_FOUND`` for no event. A stored clock this
        mtrdesk cannot read is left out (and logged)."""
        with self._ctx.transaction():
            event_row(event_id)
            rows = list(EventClock.select().where(EventClock.event == event_id))
            now = self._ctx.clock()
        clocks = []
        for row in rows:
            try:
                clocks.append(PublishedClock.from_json(row.state))
            except ClockDataError:
                _log.warning("event %s: the %s clock cannot be read", event_id, row.kind)
        clocks.sort(
            key=lambda c: (
                KINDS.index(c.kind) if c.kind in KINDS else len(KINDS),
                c.snapshot.pod or 0,
            )
        )
        return PublishedClocks(now, tuple(clocks))
