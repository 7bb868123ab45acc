"""Pages that follow the event: a change committed to the database (by the window, or by
another station) reaches every open page within a second (issue 16: within 2 s).

One watcher reads the database's change mark every ``INTERVAL`` seconds on the service
worker. Each page listens on ``/live?event=N`` (server-sent events). For each event
followed, the watcher reads the event's pulse once per change
(``services.public.pulse``): a result of the round being played is sent to the pages as
that table's new result, which the page writes in place (``static/live.js``); anything
else (a new round, a complete round, a late correction, a name) changes the pulse's
``shape`` and the pages load again, each after a random moment so that a room of phones
does not arrive at the same instant. A room of 1,000 phones thus costs one read per
change and one small message per phone, not 1,000 page loads. A browser without
``EventSource`` reloads on a timer instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable
from functools import partial
from typing import TypeVar

from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from mtrdesk.services import Services
from mtrdesk.services.errors import ServiceError
from mtrdesk.services.public.views import PublicEvent, PublicPulse
from mtrdesk.web import api
from mtrdesk.web.marks import ChangeMarks
from mtrdesk.web.requests import Refused, event_query, read
from mtrdesk.web.worker import ServiceWorker

T = TypeVar("T")

#: Seconds between two reads of the change mark.
INTERVAL = 0.5
#: Seconds between two comments on a quiet stream, so that no proxy or phone closes it.
KEEP_ALIVE = 15.0


def pulse_of(services: Services, event_id: int) -> PublicPulse | None:
    """The event's pulse; ``None`` for one that cannot be followed (deleted, or a
    structure whose rounds are not posted as pairings): its pages load again at most
    every so often (``static/live.js``)."""
    try:
        return services.public.pulse(event_id)
    except ServiceError:
        return None


async def read_followed(
    request: Request, event_id: int, call: Callable[[Services], T], *, round_key: str = "no_round"
) -> tuple[PublicEvent, T, PublicPulse | None]:
    """What a page that follows event ``event_id`` reads, in one read (``requests.read``):
    the event as shown, ``call``'s values and the event's pulse for ``static/live.js``."""
    return await read(
        request,
        lambda services: (
            services.public.event(event_id),
            call(services),
            pulse_of(services, event_id),
        ),
        round_key=round_key,
    )


def _pulses(services: Services, events: list[int]) -> dict[int, PublicPulse | None]:
    return {event_id: pulse_of(services, event_id) for event_id in events}


class _Followed:
    """One event as its pages follow it: the pulse, and when each table last changed."""

    def __init__(self, pulse: PublicPulse | None, version: int) -> None:
        self.pulse = pulse
        self.changed_at: dict[str, int] = {}
        self.reshaped = version
        #: Messages made at this version, by the version their listeners were at.
        self.made: dict[int, str] = {}

    def update(self, pulse: PublicPulse | None, version: int) -> None:
        old, self.pulse, self.made = self.pulse, pulse, {}
        if old is None or pulse is None or old.shape != pulse.shape:
            self.changed_at, self.reshaped = {}, version
            return
        for table, result in pulse.results.items():
            if old.results.get(table) != result:
                self.changed_at[table] = version

    def message(self, version: int, since: int | None) -> str:
        """The data a page up to date at ``since`` needs now (``None``: it has nothing:
        every result); a page whose shape is not the pulse's loads again."""
        key = -1 if since is None or since < self.reshaped else since
        made = self.made.get(key)
        if made is not None:
            return made
        pulse = self.pulse
        data: dict[str, object] = {"v": version}
        if pulse is not None:
            results = (
                pulse.results
                if key == -1
                else {t: pulse.results[t] for t, v in self.changed_at.items() if v > key}
            )
            data.update(
                shape=str(pulse.shape), round=pulse.rounds, missing=pulse.missing, results=results
            )
        made = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        self.made[key] = made
        return made


class ChangeFeed:
    """Counts the changes seen (``version``), keeps the followed events' pulses and wakes
    whoever waits for the next change."""

    def __init__(
        self,
        worker: ServiceWorker,
        marks: ChangeMarks | None = None,
        interval: float = INTERVAL,
        changed: Callable[[object], Awaitable[object]] | None = None,
    ) -> None:
        self._worker = worker
        #: Called with the new mark after each change is told to the pages (the kept
        #: answers made again at once: ``web.answers.Answers.refresh``).
        self._on_change = changed
        #: The change mark, read with the pages' (``web.marks``): one read for both.
        self._marks = marks if marks is not None else ChangeMarks(worker)
        self._interval = interval
        self.version = 0
        #: Pages listening now (their open streams).
        self.listeners = 0
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._following: Counter[int] = Counter()
        self._followed: dict[int, _Followed] = {}

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._watch())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _watch(self) -> None:
        seen = await self._marks.mark()
        while True:
            await asyncio.sleep(self._interval)
            now = await self._marks.mark()
            if now != seen:
                seen = now
                pulses = await self._worker.read(partial(_pulses, events=list(self._followed)))
                self.version += 1
                for event_id, pulse in pulses.items():
                    if event_id in self._followed:
                        self._followed[event_id].update(pulse, self.version)
                changed, self._changed = self._changed, asyncio.Event()
                changed.set()
                if self._on_change is not None:
                    await self._on_change(now)

    async def follow(self, event_id: int) -> None:
        """A page follows ``event_id``: its pulse is read now if nobody followed it."""
        self._following[event_id] += 1
        while event_id not in self._followed:
            version = self.version
            pulses = await self._worker.read(partial(_pulses, events=[event_id]))
            # A change seen while it was read may be missing from it: read again.
            if event_id not in self._followed and version == self.version:
                self._followed[event_id] = _Followed(pulses[event_id], version)

    def unfollow(self, event_id: int) -> None:
        self._following[event_id] -= 1
        if self._following[event_id] <= 0:
            del self._following[event_id]
            self._followed.pop(event_id, None)

    def message(self, event_id: int | None, since: int | None) -> str:
        """The data sent to a page following ``event_id`` (``None``: no event)."""
        followed = None if event_id is None else self._followed.get(event_id)
        if followed is None:
            return json.dumps({"v": self.version})
        return followed.message(self.version, since)

    async def next_change(self, after: int, timeout: float) -> int:
        """The version once it is past ``after`` (at once if it already is), or still
        ``after`` when ``timeout`` seconds pass first."""
        if self.version != after:
            return self.version
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._changed.wait(), timeout)
        return self.version


def routes() -> list[Route]:
    return [Route("/live", _live)]


async def _live(request: Request) -> Response:
    feed: ChangeFeed = request.app.state.feed
    try:
        followed = event_query(request)  # none: the clock's page follows every change
    except Refused as refusal:
        return api.error(request, refusal.status, refusal.key)
    return StreamingResponse(
        _stream(request, feed, followed),
        media_type="text/event-stream",
        headers={"cache-control": "no-store", "x-accel-buffering": "no"},
    )


async def _stream(request: Request, feed: ChangeFeed, event_id: int | None) -> AsyncIterator[str]:
    feed.listeners += 1
    if event_id is not None:
        await feed.follow(event_id)
    try:
        version = feed.version
        yield f"retry: 2000\nevent: ready\ndata: {feed.message(event_id, None)}\n\n"
        while not await request.is_disconnected():
            now = await feed.next_change(version, KEEP_ALIVE)
            if now == version:
                yield ": still here\n\n"
            else:
                yield f"event: change\ndata: {feed.message(event_id, version)}\n\n"
                version = now
    finally:
        feed.listeners -= 1
        if event_id is not None:
            feed.unfollow(event_id)
