"""The short way on the wire (``web.wire``, issue 33 item 5): on the real server
(``web.serve.server_config``, uvicorn on loopback), a kept answer is written by the HTTP
protocol itself, byte for byte what the whole way writes (but the ``date`` line and a new
device id); a keep-alive connection goes on to its next request; and after a change a
room at once costs one making: the first phone makes the page, every other one waits for
it and gets it the short way, with the change in it. On SQLite and on a PostgreSQL
server, read beside the window as ``mtrdesk serve`` reads."""

from __future__ import annotations

import random
import re
import socket
import threading
import time

import pytest
import uvicorn

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.serve import bind, server_config
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services, report_round

DEVICE = b"device=0123456789abcdef0123456789abcdef"
PAGE = "/e/1/pairings"
#: Phones of the room at once after a change (each on a connection of its own).
ROOM = 40


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def _request(path: str, headers: bytes, *, close: bool = True) -> bytes:
    connection = b"Connection: close\r\n" if close else b""
    return b"GET %s HTTP/1.1\r\nHost: t\r\n%s%s\r\n" % (path.encode(), headers, connection)


def _answer(sock: socket.socket) -> bytes:
    """One whole answer (by its content-length) from ``sock``."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(65536) or _closed()
    head, _, body = data.partition(b"\r\n\r\n")
    length = int(re.search(rb"content-length: (\d+)", head).group(1))  # type: ignore[union-attr]
    while len(body) < length:
        body += sock.recv(65536) or _closed()
    return head + b"\r\n\r\n" + body


def _closed() -> bytes:
    raise AssertionError("the server closed the connection mid-answer")


def _get(port: int, path: str, headers: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(_request(path, headers))
        return _answer(sock)


def _masked(answer: bytes) -> bytes:
    answer = re.sub(rb"\r\ndate: [^\r]*", b"\r\ndate: -", answer)
    return re.sub(rb"device=[0-9a-f]{32};", b"device=-;", answer)


def test_kept_answers_are_written_by_the_protocol_as_the_whole_way_writes_them(
    store: str,
) -> None:
    with open_services(store) as window:
        event_id, _ = new_event(window, 8, swiss_rounds=3)
        assert event_id == 1
        window.rounds.pair_next(event_id, seed=1)
        report_round(window, event_id, random.Random(2))
        window.rounds.pair_next(event_id, seed=2)
        tables = [m.table for m in window.rounds.round_view(event_id, 2).matches]
    app = create_app(ServiceWorker(lambda: Services.open(store, read_only=True, follow=True)))
    config = server_config(app)
    wire = config.http
    assert not isinstance(wire, str) and wire.__name__ == "KeptWire"
    listening = bind("127.0.0.1", 0)
    port = listening.getsockname()[1]
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listening]}, daemon=True)
    thread.start()
    try:
        ends = time.monotonic() + 10
        while not server.started:
            assert time.monotonic() < ends, "the server did not start"
            time.sleep(0.02)
        # Each a page of its own (path, round, language): the first asking is made the
        # whole way, the second is sent by the protocol.
        phones = [
            (PAGE, b"Accept-Encoding: gzip\r\nAccept-Language: ja\r\nCookie: " + DEVICE + b"\r\n"),
            (PAGE, b"Accept-Language: en\r\n"),
            (PAGE + "?round=1", b"Accept-Encoding: gzip\r\nAccept-Language: fr, en;q=0.5\r\n"),
            ("/e/1/standings", b"Accept-Language: en\r\nCookie: lang=ja; " + DEVICE + b"\r\n"),
        ]
        for path, phone in phones:
            sent = wire.sent  # type: ignore[attr-defined]
            whole = _get(port, path, phone)
            assert wire.sent == sent  # type: ignore[attr-defined]
            short = _get(port, path, phone)
            assert wire.sent == sent + 1  # type: ignore[attr-defined]
            assert whole.startswith(b"HTTP/1.1 200 OK\r\n")
            assert _masked(short) == _masked(whole)
        # Keep-alive: the short way leaves the connection to the phone's next request.
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            for _ in range(3):
                sock.sendall(_request(PAGE, phones[1][1], close=False))
                assert _answer(sock).startswith(b"HTTP/1.1 200 OK\r\n")
        # A change, then the room at once: one making, every other phone the short way.
        with open_services(store) as window:
            window.rounds.report(event_id, 2, tables[0], "2-1")
        made, sent = app.state.answers.made, wire.sent  # type: ignore[attr-defined]
        socks = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(ROOM)]
        try:
            for sock in socks:
                sock.sendall(_request(PAGE, phones[1][1]))
            answers = [_answer(sock) for sock in socks]
        finally:
            for sock in socks:
                sock.close()
        assert app.state.answers.made == made + 1
        assert wire.sent >= sent + ROOM - 1  # type: ignore[attr-defined]
        bodies = {a.partition(b"\r\n\r\n")[2] for a in answers}
        assert len(bodies) == 1 and b'class="result">2-1' in bodies.pop()
    finally:
        server.should_exit = True
        thread.join(10)
        listening.close()
