"""The bad-input corpus for the room screen's addresses (issue 31, item 1): a plan asked with
numbers that cannot be (missing, zero, negative, not ASCII digits, 5,000 digits, too
large), the screen of an event that is not there. Each is a 400 or 404 with the sentence
in the TV's language, never a traceback (Starlette's TestClient raises what the server
would have logged), and the database byte for byte as it was."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.texts import Texts
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import snapshot
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event, open_services

GOOD = {"rows": "64", "width": "1843", "height": "1080", "name": "700", "table": "190"}
GOOD_ALL = {**GOOD, "opponent": "700"}


def _query(**changes: str | None) -> str:
    values = {**GOOD_ALL, **changes}
    return "&".join(f"{k}={v}" for k, v in values.items() if v is not None)


#: (id, query): every one a 400 with ``bad_screen_query``.
PLAN_CASES = [
    ("rows-missing", _query(rows=None)),
    ("opponent-missing", _query(opponent=None)),
    ("rows-zero", _query(rows="0")),
    ("rows-negative", _query(rows="-5")),
    ("rows-letters", _query(rows="many")),
    ("rows-empty", _query(rows="")),
    ("rows-full-width", _query(rows="６４")),
    ("rows-5000-digits", _query(rows="9" * 5000)),
    ("rows-too-many", _query(rows="100001")),
    ("width-too-wide", _query(width="20001")),
    ("height-fraction", _query(height="1080.5")),
    ("name-negative", _query(name="-700")),
    ("table-zero", _query(table="0")),
    ("standings-two", _query() + "&standings=2"),
    ("standings-zero", _query() + "&standings=0"),
    ("rows-twice-one-bad", _query() + "&rows=x"),
]


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, int, Path]]:
    folder = tmp_path_factory.mktemp("screen")
    path = empty_database(folder / "event.sqlite3")
    services = open_services(path)
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    services.close()
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "ja"}) as client:
        yield client, event_id, folder


@pytest.mark.parametrize("case,query", PLAN_CASES, ids=[c[0] for c in PLAN_CASES])
def test_a_plan_that_cannot_be(served: tuple[TestClient, int, Path], case: str, query: str) -> None:
    client, event_id, folder = served
    before = snapshot(folder)
    answer = client.get(f"/api/events/{event_id}/screen/plan?{query}")
    assert answer.status_code == 400, case
    body = answer.json()
    assert body["error"] == "bad_screen_query"
    assert body["message"] == Texts("ja").bad_screen_query
    assert body["message"].startswith("会場スクリーンのページには整数が必要です")
    assert "Traceback" not in answer.text
    assert snapshot(folder) == before


@pytest.mark.parametrize(
    "address,key",
    [
        ("/e/999/screen", "no_event"),
        ("/api/events/999/screen/state", "no_event"),
        ("/e/99999999999/screen", "no_event"),  # past any id the store can have
    ],
)
def test_no_such_event(served: tuple[TestClient, int, Path], address: str, key: str) -> None:
    client, _, folder = served
    before = snapshot(folder)
    answer = client.get(address)
    assert answer.status_code == 404
    assert getattr(Texts("ja"), key) in answer.text
    assert "Traceback" not in answer.text
    assert snapshot(folder) == before


def test_an_unknown_theme_is_the_light_one(served: tuple[TestClient, int, Path]) -> None:
    client, event_id, folder = served
    before = snapshot(folder)
    answer = client.get(f"/e/{event_id}/screen?theme=%3Cscript%3E")
    assert answer.status_code == 200 and 'class="screen light"' in answer.text
    assert "<script>" not in answer.text.split("<body", 1)[1].split("<main", 1)[0]
    assert snapshot(folder) == before
