"""The web server beside the window (Event ▸ Open to phones…): uvicorn on a thread of its
own, with its own event loop and its own read-only connection that follows the window's
commits; stopped by the organizer or with the window."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable

import uvicorn

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.live import ChangeFeed
from mtrdesk.web.serve import addresses, server_config
from mtrdesk.web.worker import ServiceWorker


class BackgroundServer:
    """Serves on ``sock`` from ``start`` until ``stop``."""

    def __init__(
        self,
        open_services: Callable[[], Services],
        sock: socket.socket,
        open_reader: Callable[[], Services] | None = None,
    ) -> None:
        """``open_services``: the server's writable connection (``Services.beside``);
        ``open_reader``: a read-only one for the pages (``web.worker.ServiceWorker``)."""
        self._sock = sock
        app = create_app(ServiceWorker(open_services, open_reader))
        self._feed: ChangeFeed = app.state.feed
        self._server = uvicorn.Server(server_config(app))
        self._thread = threading.Thread(
            target=self._server.run, kwargs={"sockets": [sock]}, name="mtrdesk-serve", daemon=True
        )

    @property
    def addresses(self) -> list[str]:
        """Where phones open the pages (``web.serve.addresses``)."""
        return addresses(self._sock)

    @property
    def pages_open(self) -> int:
        """How many pages are open now (their live streams)."""
        return self._feed.listeners

    def start(self) -> None:
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        """Stop answering, close the services and the socket; wait for the thread."""
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout)
        self._sock.close()
