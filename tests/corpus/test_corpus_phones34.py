"""The bad-input corpus of the kept answers' short way (``web.fast``, issue 33 item 5):
bad addresses, methods, cookies and headers sent while the good page is kept, each in a
room with good phones at the same instant. A bad one never gets the kept page: it goes
the whole way and gets its status and its sentence in the phone's language (a page, or
the API's JSON), never a traceback, with the security headers; every good one gets the
page a phone alone gets; the database folder is byte-for-byte unchanged."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import httpx
import pytest

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import assert_database_unchanged, assert_refused_in_words, snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import second_round_paired

BAD_ROUND = "The round in the address must be its number, 1 to 999, in plain digits"
BAD_REQUEST = "The address is not one this server knows."
NOT_FOUND = "There is no such page."
GOOD = "/e/1/pairings"
API = "/api/events/1/pairings"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("corpus-phones34")
    yield prepared_database(
        folder / "event.sqlite3",
        "corpus-phones34",
        partial(second_round_paired, players=6, results_seed=4),
    )


#: (id, method, path, extra headers, status, what the answer says).
CASES: list[tuple[str, str, str, dict[str, str], int, str]] = [
    ("form-posted-at-the-kept-page", "POST", GOOD, {}, 405, BAD_REQUEST),
    ("put-at-the-kept-api", "PUT", API, {}, 405, BAD_REQUEST),
    ("kept-page-empty-round", "GET", GOOD + "?round=", {}, 400, BAD_ROUND),
    ("kept-page-round-not-utf8", "GET", GOOD + "?round=%FF", {}, 400, BAD_ROUND),
    ("kept-api-round-not-utf8", "GET", API + "?round=%FF", {}, 400, BAD_ROUND),
    ("switch-to-unknown-language-bad-round", "GET", GOOD + "?lang=xx&round=z", {}, 400, BAD_ROUND),
    (
        "script-in-the-language-cookie",
        "GET",
        GOOD + "?round=x",
        {"cookie": "lang=<script>; device=" + "f" * 5000},
        400,
        BAD_ROUND,
    ),
    (
        "accept-language-of-commas-and-bad-weights",
        "GET",
        GOOD + "?round=0",
        {"accept-language": ",,,;q=abc, en;q=zz, " + "x-" * 2000},
        400,
        "回戦",
    ),
    ("nul-after-the-kept-path", "GET", GOOD + "%00", {}, 404, NOT_FOUND),
    ("kept-round-then-an-empty-one", "GET", GOOD + "?round=1&round=", {}, 400, BAD_ROUND),
]


async def _room(
    database: Path, method: str, bad: str, headers: dict[str, str]
) -> tuple[str, list[httpx.Response]]:
    """The good page and API kept, then 20 bad and 20 good requests at the same instant."""
    worker = ServiceWorker(lambda: Services.open(database, read_only=True, follow=True))
    app = create_app(worker)
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            english = {"accept-language": "en"}
            alone = (await client.get(GOOD, headers=english)).text
            assert (await client.get(API, headers=english)).status_code == 200
            asked = [
                client.request(method, bad, headers={**english, **headers})
                if n % 2 == 0
                else client.get(GOOD, headers=english)
                for n in range(40)
            ]
            return alone, list(await asyncio.gather(*asked))
    finally:
        worker.close()


@pytest.mark.parametrize(
    ("method", "path", "headers", "status", "said"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_bad_requests_beside_a_kept_page_go_the_whole_way(
    database: Path, method: str, path: str, headers: dict[str, str], status: int, said: str
) -> None:
    before = snapshot(database.parent)
    alone, answers = asyncio.run(_room(database, method, path, headers))
    for bad in answers[0::2]:
        assert_refused_in_words(bad, status, said)
        assert bad.headers["x-frame-options"] == "DENY"
    for good in answers[1::2]:
        assert good.status_code == 200
        assert good.text == alone
    after = snapshot(database.parent)
    assert_database_unchanged(before, after)
