"""The pages the room has open are made again as soon as the database changes (issue 33,
item 5): the live feed's watcher sees the change and makes again, under the new mark, the
kept answers asked for since they were made, so that the phones arriving next find them
ready, with the change in them (never an older page: ``web.marks``' rule). A page nobody
asked for since the change before is left until asked. On SQLite and on a PostgreSQL
server."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from starlette.requests import Request
from starlette.responses import Response
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web import pages
from mtrdesk.web.app import create_app
from mtrdesk.web.language import request_language
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import fresh_page

#: Seconds a test waits at most for the watcher (it reads the mark every half second).
PATIENCE = 10.0


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def _until(done: Callable[[], bool], what: str) -> None:
    ends = time.monotonic() + PATIENCE
    while not done():
        assert time.monotonic() < ends, f"not within {PATIENCE:g} s: {what}"
        time.sleep(0.02)


def test_the_pages_asked_for_are_made_again_at_the_change(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_services(store) as services:
        event_id, _ = new_event(services, 8, swiss_rounds=3)
        services.rounds.pair_next(event_id, seed=1)
        tables = [m.table for m in services.rounds.round_view(event_id, 1).matches]
    made: list[tuple[str, str]] = []
    original = pages.render

    def counted(request: Request, template: str, *args: Any, **values: Any) -> Response:
        made.append((request.url.path, request_language(request)))
        return original(request, template, *args, **values)

    monkeypatch.setattr(pages, "render", counted)
    path = f"/e/{event_id}/pairings"
    worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
    with TestClient(create_app(worker), headers={"accept-language": "en"}) as client:
        feed = client.app.state.feed  # type: ignore[attr-defined]
        client.get(path)
        client.get(path, headers={"accept-language": "ja"})
        assert made == [(path, "en"), (path, "ja")]
        version = feed.version
        with open_services(store) as window:
            window.rounds.report(event_id, 1, tables[0], "2-1")
        _until(lambda: len(made) == 4, "both pages made again after the result")
        assert sorted(made[2:]) == [(path, "en"), (path, "ja")]
        assert feed.version == version + 1
        page = client.get(path).text  # ready: not made again for this phone
        assert len(made) == 4
        assert page == fresh_page(store, path, "en", made)  # with the result in it
        assert 'class="result">2-1' in page
        with open_services(store) as window:  # nobody asked for "ja" since the last change
            window.rounds.report(event_id, 1, tables[1], "0-2")
        _until(lambda: len(made) == 5, "the page asked for made again")
        assert made[4] == (path, "en")
        _until(lambda: feed.version == version + 2, "the change seen")
        time.sleep(1.0)  # two more reads of the mark: nothing else is made
        assert len(made) == 5
        asked = client.get(path, headers={"accept-language": "ja"}).text
        assert len(made) == 6  # made when asked
        assert asked == fresh_page(store, path, "ja", made)
