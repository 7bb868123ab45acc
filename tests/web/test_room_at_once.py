"""A whole room at once (issue 33, item 5): 1,000 phones loading the posted round cost one
read of the change mark or two and one rendering, never a stale page after a change, each
phone in its own language and round. In-process (httpx over ASGI: no socket), on SQLite
and on a PostgreSQL server; the burst is 120 requests, enough to be a room."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from starlette.routing import Router

from mtrdesk.services import Services
from mtrdesk.services.public.views import PublicService
from mtrdesk.web.app import create_app
from mtrdesk.web.marks import ChangeMarks
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services, report_round

ROOM = 120


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def _event(address: str) -> int:
    with open_services(address) as services:
        event_id, _ = new_event(services, 8, swiss_rounds=3)
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(1))
        services.rounds.pair_next(event_id, seed=2)
    return event_id


def _counting(monkeypatch: pytest.MonkeyPatch, name: str) -> list[int]:
    """Counts the calls of ``PublicService.<name>`` (on any thread)."""
    calls: list[int] = []
    original = getattr(PublicService, name)

    def counted(self: PublicService, *args: Any) -> Any:
        calls.append(1)
        return original(self, *args)

    monkeypatch.setattr(PublicService, name, counted)
    return calls


async def _room(address: str, paths: list[tuple[str, str]]) -> list[httpx.Response]:
    """Every (path, language) asked at the same instant, each on its own phone."""
    worker = ServiceWorker(lambda: Services.open(address, read_only=True, follow=True))
    app = create_app(worker)
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            first = await client.get(paths[0][0], headers={"accept-language": paths[0][1]})
            assert first.status_code == 200

            async def phone(path: str, language: str) -> httpx.Response:
                return await client.get(path, headers={"accept-language": language})

            return [first, *await asyncio.gather(*(phone(p, lang) for p, lang in paths))]
    finally:
        worker.close()


def test_a_room_at_once_costs_a_read_or_two_and_one_rendering(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """120 phones at the same instant on the posted pairings (page and API): every one
    answered with the same page, after a few reads of the change mark (one per request
    before issue 33: 122; a few waves of arrivals when the machine is busy) and one
    rendering of each."""
    event_id = _event(store)
    marks = _counting(monkeypatch, "mark")
    pages_made = _counting(monkeypatch, "event")  # read by the page only
    made = _counting(monkeypatch, "pairings")
    page, api = f"/e/{event_id}/pairings", f"/api/events/{event_id}/pairings"
    paths = [(page if n % 2 else api, "ja") for n in range(ROOM)]
    answers = asyncio.run(_room(store, [(page, "ja"), *paths]))
    assert {a.status_code for a in answers} == {200}
    pages = {a.text for a in answers if a.url.path == page}
    assert len(pages) == 1 and "Player" in pages.pop()
    assert len({a.text for a in answers if a.url.path == api}) == 1
    assert len(pages_made) == 1
    assert len(made) == 3  # the page, its pulse (web.live) and the API, once each
    assert len(marks) <= ROOM // 10, (
        f"{len(marks)} reads of the change mark for {ROOM + 2} requests"
    )


def test_each_phone_gets_its_language_and_its_round(store: str) -> None:
    """At the same instant, Japanese and English phones, the latest round and round 1:
    each gets the page it asked for, as it would alone (the kept answers are keyed by
    path, round and language)."""
    event_id = _event(store)
    asked = [
        (f"/e/{event_id}/pairings{query}", language)
        for query in ("", "?round=1", "?round=2&utm=x")
        for language in ("ja", "en")
    ]
    answers = asyncio.run(_room(store, asked * 20))[1:]
    alone = {}
    for path, language in asked:
        alone[(path, language)] = asyncio.run(_room(store, [(path, language)]))[0].text
    for (path, language), answer in zip(asked * 20, answers, strict=True):
        assert answer.text == alone[(path, language)], (path, language)
    assert alone[(asked[0][0], "ja")] != alone[(asked[0][0], "en")]
    assert alone[(asked[2][0], "en")] != alone[(asked[4][0], "en")]  # round 1, round 2


def test_the_next_request_after_a_result_shows_it(store: str) -> None:
    """A result entered by the window between two rooms: every phone of the second room
    sees it, none gets the page kept from before (MTR 1.9: the pairings posted are the
    ones in force)."""
    event_id = _event(store)
    path = f"/e/{event_id}/pairings?round=2"
    worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
    app = create_app(worker)

    async def rooms(between: Callable[[], None]) -> tuple[set[str], set[str]]:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            before = await asyncio.gather(*(client.get(path) for _ in range(ROOM // 2)))
            between()
            after = await asyncio.gather(*(client.get(path) for _ in range(ROOM // 2)))
        return {a.text for a in before}, {a.text for a in after}

    def enter() -> None:
        with open_services(store) as window:
            window.rounds.report(event_id, 2, 1, "2-0")

    try:
        before, after = asyncio.run(rooms(enter))
    finally:
        worker.close()
    assert len(before) == 1 and len(after) == 1
    assert before != after
    assert 'class="result">2-0' in after.pop()


class _Gated:
    """A worker whose reads wait for the test to let each one end; the n-th read gives n."""

    def __init__(self) -> None:
        self.started = 0
        self.gates: list[asyncio.Event] = []

    async def read(self, call: Callable[[Any], object]) -> object:
        self.started += 1
        number = self.started
        gate = asyncio.Event()
        self.gates.append(gate)
        await gate.wait()
        return number


def test_a_request_never_shares_a_read_begun_before_it_arrived() -> None:
    """Asked while a read is under way (which may have missed a commit just made), the
    mark comes from the next read; all who arrived during it share that one."""

    async def scene() -> tuple[list[object], int]:
        worker = _Gated()
        marks = ChangeMarks(worker)  # type: ignore[arg-type]
        first = asyncio.ensure_future(marks.mark())
        await asyncio.sleep(0.01)
        assert worker.started == 1
        later = [asyncio.ensure_future(marks.mark()) for _ in range(50)]
        await asyncio.sleep(0.01)
        assert worker.started == 1  # they wait for the read under way to end
        worker.gates[0].set()
        await asyncio.sleep(0.01)
        assert first.done() and not any(f.done() for f in later)
        worker.gates[1].set()
        got = await asyncio.gather(first, *later)
        return got, worker.started

    got, reads = asyncio.run(scene())
    assert got[0] == 1
    assert set(got[1:]) == {2}
    assert reads == 2


def test_a_room_after_a_change_takes_the_short_way(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A result entered while the page and the API are kept, then 120 phones at once:
    one rendering of each, made by the one request of each that reaches the routes; every
    other phone is answered from the kept bytes before Starlette's middleware
    (``web.fast``), and every page shows the result (MTR 1.9: the pairings in force)."""
    event_id = _event(store)
    page, api = f"/e/{event_id}/pairings", f"/api/events/{event_id}/pairings"
    reached: list[str] = []
    routes = Router.__call__

    async def counted(self: Router, scope: Any, receive: Any, send: Any) -> None:
        reached.append(scope["path"])
        await routes(self, scope, receive, send)

    monkeypatch.setattr(Router, "__call__", counted)

    async def scene() -> tuple[list[httpx.Response], list[int]]:
        worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
        app = create_app(worker)
        try:
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
                assert (await client.get(page)).status_code == 200
                assert (await client.get(api)).status_code == 200
                with open_services(store) as window:
                    window.rounds.report(event_id, 2, 1, "2-0")
                reached.clear()
                made = _counting(monkeypatch, "pairings")
                answers = await asyncio.gather(
                    *(client.get(page if n % 2 else api) for n in range(ROOM))
                )
                return list(answers), made
        finally:
            worker.close()

    answers, made = asyncio.run(scene())
    assert {a.status_code for a in answers} == {200}
    pages = {a.text for a in answers if a.url.path == page}
    assert len(pages) == 1 and 'class="result">2-0' in pages.pop()
    assert len({a.text for a in answers if a.url.path == api}) == 1
    assert len(made) == 3  # the page, its pulse (web.live) and the API, once each
    assert sorted(reached) == sorted([page, api])
