"""What the web tests share: an event served in-process (``tests/web/conftest.served``),
and ``mtrdesk serve`` started as a process of its own."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.background import BackgroundServer
from mtrdesk.web.serve import bind
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Served:
    """The client of the served app, its database file, the event and its entries."""

    client: TestClient
    path: Path
    event_id: int
    entries: list[int]


@contextlib.contextmanager
def serving(database: Path) -> Iterator[str]:
    """``mtrdesk serve`` on loopback (any free port) for the ``with`` block: its address
    ("http://127.0.0.1:PORT/"); stopped by Ctrl+C at the end."""
    server = start_serve(database, "--host", "127.0.0.1", "--port", "0")
    try:
        assert server.stdout is not None
        server.stdout.readline()
        address = server.stdout.readline().strip()
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", address), address
        yield address
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=20)
        for stream in (server.stdout, server.stderr):
            if stream is not None:
                stream.close()


def start_serve(database: Path, *options: str) -> subprocess.Popen[str]:
    """``mtrdesk --db DATABASE --lang en serve OPTIONS``; its first two lines say where it
    listens."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "mtrdesk", "--db", str(database), "--lang", "en", "serve", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
    )


#: What a write from the floor may change: results, reports, the audit log, extensions,
#: deck checks and slip codes.
WRITTEN = ("match", "floor_report", "audit_log", "time_extension", "deck_check", "slip_code")


def snapshot(database: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the tables a floor write may change (``WRITTEN``), read beside the
    server's connection: equal before and after a refusal, or something was written."""
    import sqlite3

    connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        return {
            table: connection.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
            for table in WRITTEN
        }
    finally:
        connection.close()


T = TypeVar("T")


class Clock:
    """The sessions' and wrong guesses' clock, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Floor:
    """A writable server's client (a phone: its own cookie jar), the database, the event,
    the staff PIN and round 1's slip codes by table."""

    client: TestClient
    app: Starlette
    path: Path
    event_id: int
    pin: str
    codes: dict[str, str]
    clock: Clock
    #: Another event of the same database (its staff have no rights here).
    other_event: int
    other_pin: str

    def phone(self, language: str = "en") -> TestClient:
        """Another phone: a client of the same server with cookies of its own (its device
        id given by its first page)."""
        phone = TestClient(self.app, headers={"accept-language": language})
        phone.get("/")
        assert phone.cookies.get("device")
        return phone

    def run(self, call: Callable[[Services], T]) -> T:
        """``call`` on the server's own connection (the window's hand, in a test)."""
        worker: ServiceWorker = self.app.state.worker
        return worker.call(call)


# -- a real server on loopback (issue 27: what only uvicorn does, e.g. X-Forwarded-For) --


@dataclass(frozen=True)
class Listening:
    """A server as the window runs it (uvicorn on its thread, a real loopback socket)."""

    port: int
    event_id: int
    pin: str

    def request(
        self, method: str, path: str, body: object = None, headers: dict[str, str] | None = None
    ) -> tuple[int, str, bytes]:
        """The status, the content type and, unless it is a live stream (endless), the body."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            sent = {} if body is None else {"content-type": "application/json"}
            connection.request(
                method,
                path,
                body=None if body is None else json.dumps(body),
                headers={**sent, **(headers or {})},
            )
            answer = connection.getresponse()
            kind = answer.getheader("content-type", "")
            return answer.status, kind, b"" if "event-stream" in kind else answer.read()
        finally:
            connection.close()


@pytest.fixture
def listening(tmp_path: Path) -> Iterator[Listening]:
    """An event of 8 players in a fresh database, served as the window serves it."""
    path = tmp_path / "event.sqlite3"
    with open_services(path) as services:
        event_id, _ = new_event(services, 8)
        pin = services.floor.settings(event_id).staff_pin
    sock: socket.socket = bind("127.0.0.1", 0)
    server = BackgroundServer(lambda: Services.open(path), sock)
    server.start()
    try:
        yield Listening(sock.getsockname()[1], event_id, pin)
    finally:
        server.stop()


def fresh_page(store: str, path: str, language: str, counted: list[T]) -> str:
    """The page at ``path`` from a new read-only server over ``store`` that has kept
    nothing yet, in ``language``; what it makes meanwhile is taken off ``counted`` again
    (a test's count of renders stays the count of the server under test)."""
    before = len(counted)
    worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
    with TestClient(create_app(worker), headers={"accept-language": language}) as client:
        page = client.get(path).text
    del counted[before:]
    return page
