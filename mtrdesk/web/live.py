"""Pages that follow the event: a change committed to the database (by the window, or by
another station) reaches every open page within a second (issue 16: within 2 s).

One watcher reads the database's change mark every ``INTERVAL`` seconds on the service
worker and wakes the listeners; each page listens on ``/live`` (server-sent events) and
reloads when told. A browser without ``EventSource`` reloads on a timer instead
(``static/live.js``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

from starlette.requests import Request
from starlette.responses import StreamingResponse
from starlette.routing import Route

from mtrdesk.web.worker import ServiceWorker

#: Seconds between two reads of the change mark.
INTERVAL = 0.5
#: Seconds between two comments on a quiet stream, so that no proxy or phone closes it.
KEEP_ALIVE = 15.0


class ChangeFeed:
    """Counts the changes seen (``version``) and wakes whoever waits for the next one."""

    def __init__(self, worker: ServiceWorker, interval: float = INTERVAL) -> None:
        self._worker = worker
        self._interval = interval
        self.version = 0
        #: Pages listening now (their open streams).
        self.listeners = 0
        self._changed = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._watch())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _watch(self) -> None:
        seen = await self._worker.run(lambda services: services.public.mark())
        while True:
            await asyncio.sleep(self._interval)
            now = await self._worker.run(lambda services: services.public.mark())
            if now != seen:
                seen = now
                self.version += 1
                changed, self._changed = self._changed, asyncio.Event()
                changed.set()

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


async def _live(request: Request) -> StreamingResponse:
    feed: ChangeFeed = request.app.state.feed
    return StreamingResponse(
        _stream(request, feed),
        media_type="text/event-stream",
        headers={"cache-control": "no-store", "x-accel-buffering": "no"},
    )


async def _stream(request: Request, feed: ChangeFeed) -> AsyncIterator[str]:
    version = feed.version
    feed.listeners += 1
    try:
        yield f"retry: 2000\nevent: ready\ndata: {version}\n\n"
        while not await request.is_disconnected():
            now = await feed.next_change(version, KEEP_ALIVE)
            if now == version:
                yield ": still here\n\n"
            else:
                version = now
                yield f"event: change\ndata: {version}\n\n"
    finally:
        feed.listeners -= 1
