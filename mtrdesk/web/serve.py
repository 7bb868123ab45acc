"""Run the web application until stopped: ``mtrdesk serve``.

The socket is bound here, before uvicorn starts, so that a port in use is refused with a
sentence and the addresses printed are the ones really listened on (port 0: one the system
chose, for tests).
"""

from __future__ import annotations

import contextlib
import socket

import uvicorn
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from starlette.applications import Starlette
from starlette.types import ASGIApp

from mtrdesk.web.app import create_app
from mtrdesk.web.wire import kept_wire
from mtrdesk.web.worker import ServiceWorker

DEFAULT_PORT = 8750
#: Connections the kernel queues until the server accepts them: a room of 1,000 phones
#: loading the round posted at the same instant (issue 33). At 128 the kernel dropped the
#: connections beyond it and those phones waited a second or more for their retry. 2,048
#: is uvicorn's own default; the system caps it (Linux ``net.core.somaxconn``: 4,096).
BACKLOG = 2048
#: Every address of this computer (phones on the store's Wi-Fi reach one of them).
ANY_HOST = "0.0.0.0"


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host``:``port``; ``OSError`` when it cannot be had."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def addresses(sock: socket.socket) -> list[str]:
    """The addresses to type or scan for ``sock``: each of this computer's IPv4 addresses
    on a network (loopback last) when it listens on all of them."""
    host, port = sock.getsockname()[:2]
    if host not in (ANY_HOST, "::"):
        shown = f"[{host}]" if ":" in host else host
        return [f"http://{shown}:{port}/"]
    found = [
        a.toString()
        for a in QNetworkInterface.allAddresses()
        if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
        and not a.isLoopback()
        and not a.isEqual(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4))
    ]
    return [f"http://{a}:{port}/" for a in [*found, "127.0.0.1"]]


def server_config(app: ASGIApp) -> uvicorn.Config:
    """How uvicorn serves the app, from the command line or beside the window."""
    return uvicorn.Config(
        app,
        # Kept answers written by the protocol itself (issue 33): the app's own.
        http=kept_wire(app) if isinstance(app, Starlette) else "auto",
        log_level="warning",
        access_log=False,
        server_header=False,
        lifespan="on",
        # Open pages listen on /live for good: a stop waits this long for them, no longer.
        timeout_graceful_shutdown=3,
        # The address a wrong PIN or slip code is counted against, and the audit's, is the
        # socket's peer: uvicorn would otherwise take X-Forwarded-For from 127.0.0.1 at its
        # word, and a program on the organizer's computer could change it at every guess.
        # A store's LAN has no proxy in front (docs/lan-api.md, "Addresses").
        proxy_headers=False,
    )


def serve(worker: ServiceWorker, sock: socket.socket, *, staff_pin: str | None = None) -> None:
    """Answer on ``sock`` until interrupted (Ctrl+C, SIGTERM), then close the services.

    ``staff_pin``: signs judges in for every event (``--staff-pin``). uvicorn shuts down
    gracefully (the services closed by the app's lifespan) and then raises the signal
    again; Ctrl+C is how this command is meant to end, not an error."""
    config = server_config(create_app(worker, staff_pin=staff_pin))
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run(sockets=[sock])
