"""The database's change mark, read once for a whole room of phones (issue 33).

Every kept answer (``web.answers``) and the live feed (``web.live``) ask whether the
database changed since they last looked. Asked separately, 1,000 phones arriving at the
same instant queue 1,000 reads on the one service thread, behind any page being made
there. Here the requests that arrive while no read has started yet share the next one:
a burst costs a read or two, however many phones.

Never stale: a request only shares a read that starts after it arrived, so a change
committed before a request was received is in the mark it is answered under (the next
request after a result shows the result). A read already under way when a request arrives
may have missed a commit just made: that request waits for the next read instead.
"""

from __future__ import annotations

import asyncio
from weakref import WeakKeyDictionary

from mtrdesk.web.worker import ServiceWorker


class _Reads:
    """The reads of one event loop (a server has one; tests may run several clients)."""

    def __init__(self) -> None:
        #: The read the next askers share; not started yet (``None``: nobody waits).
        self.next: asyncio.Future[object] | None = None
        #: The task reading marks while askers wait (kept: the loop holds tasks weakly).
        self.reading: asyncio.Task[None] | None = None


class ChangeMarks:
    """Reads ``services.public.mark()`` on ``worker``, one read for every asker waiting."""

    def __init__(self, worker: ServiceWorker) -> None:
        self._worker = worker
        self._loops: WeakKeyDictionary[asyncio.AbstractEventLoop, _Reads] = WeakKeyDictionary()
        #: Reads made so far.
        self.reads = 0

    async def mark(self) -> object:
        """The change mark, read after this call began."""
        # Shielded: one asker going away (a phone hanging up) cancels only its own wait.
        return await asyncio.shield(self.reading())

    def reading(self) -> asyncio.Future[object]:
        """The read that gives the change mark read after this call, without waiting for
        it (``web.wire``: a callback instead of a task per request). Never cancel it:
        others share it."""
        loop = asyncio.get_running_loop()
        reads = self._loops.get(loop)
        if reads is None:
            reads = self._loops[loop] = _Reads()
        if reads.next is None:
            reads.next = loop.create_future()
        waiting = reads.next
        if reads.reading is None or reads.reading.done():
            reads.reading = loop.create_task(self._read(reads))
        return waiting

    async def _read(self, reads: _Reads) -> None:
        """Read for whoever waits, again while more arrive during a read."""
        while reads.next is not None:
            waiting, reads.next = reads.next, None
            self.reads += 1
            try:
                mark = await self._worker.read(lambda services: services.public.mark())
            except asyncio.CancelledError:
                waiting.cancel()
                raise
            except Exception as exc:  # the askers answer it as their own read's failure
                waiting.set_exception(exc)
            else:
                waiting.set_result(mark)
