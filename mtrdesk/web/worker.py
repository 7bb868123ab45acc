"""Every service call of the web server on one thread of its own.

The services hold one database connection per thread, and keep what they read per
connection (``services.kept_reads``): one thread gives every request the same connection,
its kept reads, and the order in which requests arrived. The event loop stays free for
the next phone while a call runs.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from mtrdesk.services import Services

T = TypeVar("T")


class ServiceWorker:
    """Opens the services on its thread at the first call; ``close`` closes them there.

    ``open_reader`` (beside the window): a read-only connection for what only reads (the
    pages, the API's reads, the live feed), so that the room's reads never hold the
    write lock the window's and the server's writes take in turn (``Store.atomic``):
    SQLite lets a reader read beside a writer. Without it, reads use the services too.
    """

    def __init__(
        self,
        open_services: Callable[[], Services],
        open_reader: Callable[[], Services] | None = None,
    ) -> None:
        self._open = open_services
        self._open_reader = open_reader
        self._services: Services | None = None
        self._reader: Services | None = None
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="mtrdesk-web")

    async def run(self, call: Callable[[Services], T]) -> T:
        """``call(services)`` on the worker's thread."""
        return await asyncio.wrap_future(self._executor.submit(self._call, call))

    async def read(self, call: Callable[[Services], T]) -> T:
        """``call(services)`` on the worker's thread, for a call that only reads: on the
        read-only connection when there is one."""
        return await asyncio.wrap_future(self._executor.submit(self._read, call))

    def _read(self, call: Callable[[Services], T]) -> T:
        if self._open_reader is None:
            return self._call(call)
        if self._reader is None:
            self._reader = self._open_reader()
        return call(self._reader)

    def call(self, call: Callable[[Services], T]) -> T:
        """``call(services)`` on the worker's thread, waited for here: from a thread
        other than the event loop's (the window's, a test's)."""
        return self._executor.submit(self._call, call).result()

    def _call(self, call: Callable[[Services], T]) -> T:
        if self._services is None:
            self._services = self._open()
        return call(self._services)

    def close(self) -> None:
        """Close the services on their thread; later calls are refused."""
        self._executor.submit(self._close).result()
        self._executor.shutdown()

    def _close(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        if self._services is not None:
            self._services.close()
            self._services = None
