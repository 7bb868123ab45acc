"""The short way of a kept answer (``web.fast``, issue 33 item 5): a phone gets, header for
header and byte for byte, what the whole way (Starlette's middleware, routing and
response) gives it, in its language, with its device cookie when it has none and the
security headers; what must go the whole way (the language switch, another method, a
refused address) does. Driven over ASGI directly, so that the headers are compared as the
app sends them, in order."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterator, MutableMapping
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from starlette.applications import Starlette
from starlette.routing import Router

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.fast import KeptFirst
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import second_round_paired

DEVICE = "0123456789abcdef0123456789abcdef"
#: Set-Cookie's new device id, drawn at random: compared as its shape.
_NEW_ID = re.compile(rb"device=[0-9a-f]{32};")

#: What a phone may send beside the address: (Accept-Encoding, Accept-Language, Cookie).
PHONES = [
    ("gzip, deflate", "ja", ""),
    ("", "en", ""),
    ("gzip", "fr, en;q=0.5", f"device={DEVICE}"),
    ("gzip", "en", f"lang=ja; device={DEVICE}"),
    ("br", "ja", "lang=en"),
    ("gzip", "", "device=not-an-id"),
]


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("kept-first")
    yield prepared_database(
        folder / "event.sqlite3",
        "kept-first",
        partial(second_round_paired, players=8, results_seed=5),
    )


#: The kept routes: pages, rounds, the API, the list of events, a player's history.
PATHS = [
    "/e/1/pairings",
    "/e/1/pairings?round=1",
    "/e/1/pairings?round=2&utm=x",
    "/e/1/standings",
    "/e/1/player/1",
    "/api/events/1/pairings",
    "/api/events/1/standings",
    "/api/events",
    "/",
]

Answer = tuple[int, list[tuple[bytes, bytes]], bytes]


async def _call(
    app: Starlette, path: str, phone: tuple[str, str, str], method: str = "GET"
) -> Answer:
    """One request straight over ASGI: the status, the headers as sent, the body."""
    address, _, query = path.partition("?")
    encoding, language, cookie = phone
    headers = [(b"host", b"phone")]
    for name, value in (
        ("accept-encoding", encoding),
        ("accept-language", language),
        ("cookie", cookie),
    ):
        if value:
            headers.append((name.encode(), value.encode()))
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": address,
        "raw_path": address.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": headers,
        "client": ("192.0.2.7", 50000),
        "server": ("phone", 80),
    }
    sent: list[MutableMapping[str, Any]] = []

    async def receive() -> MutableMapping[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: MutableMapping[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    start = sent[0]
    raw = [(n, _NEW_ID.sub(b"device=NEW;", v)) for n, v in start["headers"]]
    return start["status"], raw, b"".join(m.get("body", b"") for m in sent[1:])


def _counting_router(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The paths that reached the routes (the whole way)."""
    reached: list[str] = []
    original = Router.__call__

    async def counted(self: Router, scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])
        await original(self, scope, receive, send)

    monkeypatch.setattr(Router, "__call__", counted)
    return reached


def _whole_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """``KeptFirst`` passing everything on, as the app was before it."""

    async def passing(self: KeptFirst, scope: Any, receive: Any, send: Any) -> None:
        await self.app(scope, receive, send)

    monkeypatch.setattr(KeptFirst, "__call__", passing)


def _served(database: Path) -> tuple[Starlette, ServiceWorker]:
    worker = ServiceWorker(lambda: Services.open(database, read_only=True, follow=True))
    return create_app(worker), worker


def test_the_short_way_gives_what_the_whole_way_gives(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every kept route, for phones of every kind (gzip or not, Japanese or English by
    header or cookie, with a device cookie, none or a broken one): the same status,
    headers in the same order, and body as the whole way; every one the short way."""
    asked = [(path, phone) for path in PATHS for phone in PHONES]

    async def whole_way() -> list[Answer]:
        app, worker = _served(database)
        try:
            return [await _call(app, path, phone) for path, phone in asked]
        finally:
            worker.close()

    with monkeypatch.context() as patched:
        _whole_way(patched)
        expected = asyncio.run(whole_way())

    reached = _counting_router(monkeypatch)

    async def short_way() -> tuple[list[Answer], int]:
        app, worker = _served(database)
        try:
            for path, phone in asked:  # made (and kept) the whole way
                await _call(app, path, phone)
            reached.clear()
            fast = app.middleware_stack.app  # type: ignore[union-attr]
            assert isinstance(fast, KeptFirst)
            before = fast.sent
            answers = [await _call(app, path, phone) for path, phone in asked]
            return answers, fast.sent - before
        finally:
            worker.close()

    got, sent = asyncio.run(short_way())
    assert reached == []
    assert sent == len(asked)
    for (path, phone), answer, alone in zip(asked, got, expected, strict=True):
        assert answer == alone, (path, phone)
    assert {status for status, _, _ in got} == {200}
    cookies = [
        (p, dict(h).get(b"set-cookie")) for (p, _), (_, h, _) in zip(asked, got, strict=True)
    ]
    new = b"device=NEW; Max-Age=63072000; Path=/; HttpOnly; SameSite=Lax"
    assert (PATHS[0], new) in cookies
    assert all(cookie is None for path, cookie in cookies if path.startswith("/api/"))
    assert all(dict(h).get(b"x-frame-options") == b"DENY" for _, h, _ in got)


def test_what_is_not_kept_goes_the_whole_way(
    database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the pairings kept: the language switch (it sets the cookie), HEAD, a form
    posted at the page and a refused round reach the routes and get the whole way's
    answer."""
    reached = _counting_router(monkeypatch)
    phone = ("gzip", "ja", "")
    asked = [
        ("GET", "/e/1/pairings?lang=en"),
        ("HEAD", "/e/1/pairings"),
        ("POST", "/e/1/pairings"),
        ("GET", "/e/1/pairings?round=x"),
        ("GET", "/e/1/pairings?round="),
        ("GET", "/e/1/pairings/"),
    ]

    async def scene() -> list[Answer]:
        app, worker = _served(database)
        try:
            await _call(app, "/e/1/pairings", phone)
            reached.clear()
            return [await _call(app, path, phone, method) for method, path in asked]
        finally:
            worker.close()

    answers = asyncio.run(scene())
    assert len(reached) == len(asked)
    statuses = [status for status, _, _ in answers]
    assert statuses == [200, 200, 405, 400, 400, 307]
    switched = [value for name, value in answers[0][1] if name == b"set-cookie"]
    assert any(value.startswith(b"lang=en;") for value in switched)
    assert all(dict(h).get(b"x-frame-options") == b"DENY" for _, h, _ in answers)
