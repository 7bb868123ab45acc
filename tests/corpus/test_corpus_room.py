"""The bad-input corpus of issue 33's room of phones (item 5): bad addresses arriving in
the same instant as the good ones, through the kept answers (``web.answers``) and the one
read of the change mark they share (``web.marks``).

Each case sends 20 bad requests and 20 good ones at once: every bad one gets its status
and its sentence in the phone's language (a page, or the API's JSON), never a traceback;
every good one gets the page a phone alone gets (a refusal is never kept, nor given to a
good address); the database folder is byte-for-byte unchanged.
"""

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
NO_ROUND = "That round has not been paired."
NO_EVENT = "There is no such event."
NOT_COMPLETE = "Standings are posted only after rounds with every result in."
NOT_FOUND = "There is no such page."
GOOD = "/e/1/pairings"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("corpus-room")
    yield prepared_database(
        folder / "event.sqlite3",
        "corpus-room",
        partial(second_round_paired, players=6, results_seed=3),
    )


#: (id, path, Accept-Language, status, what the answer says).
CASES: list[tuple[str, str, str, int, str]] = [
    ("round-zero", "/e/1/pairings?round=0", "en", 400, BAD_ROUND),
    ("round-letters", "/e/1/pairings?round=abc", "en", 400, BAD_ROUND),
    ("round-empty", "/e/1/pairings?round=", "en", 400, BAD_ROUND),
    ("round-1000", "/e/1/pairings?round=1000", "en", 400, BAD_ROUND),
    ("round-full-width", "/e/1/pairings?round=%EF%BC%92", "en", 400, BAD_ROUND),
    ("round-repeated-bad", "/e/1/pairings?round=1&round=x", "en", 400, BAD_ROUND),
    ("round-with-an-ampersand", "/e/1/pairings?round=1%262", "en", 400, BAD_ROUND),
    ("round-not-paired", "/e/1/pairings?round=3", "en", 404, NO_ROUND),
    ("no-event", "/e/9/pairings", "en", 404, NO_EVENT),
    ("standings-not-complete", "/e/1/standings?round=2", "en", 404, NOT_COMPLETE),
    ("api-round-letters", "/api/events/1/pairings?round=x", "en", 400, BAD_ROUND),
    ("api-no-event", "/api/events/9/pairings", "en", 404, NO_EVENT),
    (
        "api-standings-5000-digits",
        "/api/events/1/standings?round=" + "9" * 5000,
        "en",
        400,
        BAD_ROUND,
    ),
    ("page-5000-digit-event", "/e/" + "9" * 5000 + "/pairings", "en", 404, NOT_FOUND),
    ("japanese-phone-bad-round", "/e/1/pairings?round=-1", "ja", 400, "回戦"),
]


async def _burst(database: Path, bad: str, language: str) -> tuple[str, list[httpx.Response]]:
    """A good page alone, then 20 bad and 20 good requests at the same instant."""
    worker = ServiceWorker(lambda: Services.open(database, read_only=True, follow=True))
    app = create_app(worker)
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            headers = {"accept-language": language}
            alone = (await client.get(GOOD, headers=headers)).text
            asked = [bad, GOOD] * 20
            answers = await asyncio.gather(*(client.get(p, headers=headers) for p in asked))
            return alone, list(answers)
    finally:
        worker.close()


@pytest.mark.parametrize(
    ("path", "language", "status", "said"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_bad_addresses_in_a_room_are_refused_each_with_a_sentence(
    database: Path, path: str, language: str, status: int, said: str
) -> None:
    before = snapshot(database.parent)
    alone, answers = asyncio.run(_burst(database, path, language))
    for bad in answers[0::2]:
        assert_refused_in_words(bad, status, said)
    for good in answers[1::2]:
        assert good.status_code == 200
        assert good.text == alone
    after = snapshot(database.parent)
    assert_database_unchanged(before, after)
