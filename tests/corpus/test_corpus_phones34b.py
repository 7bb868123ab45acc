"""The bad-input corpus of the pages made again at a change (``web.answers.Answers.refresh``,
issue 33 item 5): bad addresses asked between two changes, beside a good page. At the
change, only the good page is made again (a refusal is never kept, so never made again);
after it, each bad address still gets its status and its sentence in the phone's language
(a page, or the API's JSON), never a traceback, and the good page shows the change, as a
fresh server's does. Nothing the bad requests or the making again do writes a byte: the
database folder is unchanged from the change on."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import assert_database_unchanged, assert_refused_in_words, snapshot
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event, open_services, report_round

BAD_ROUND = "The round in the address must be its number, 1 to 999, in plain digits"
NO_ROUND = "That round has not been paired."
NO_EVENT = "There is no such event."
NOT_COMPLETE = "Standings are posted only after rounds with every result in."
NO_PLAYER = "There is no such player"
GOOD = "/e/1/standings"


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, list[int]]]:
    """Six players, round 1 reported, round 2 paired; the entries (renamed by each case:
    the change)."""
    path = empty_database(tmp_path_factory.mktemp("corpus-phones34b") / "event.sqlite3")
    with open_services(path) as services:
        event_id, entries = new_event(services, 6, swiss_rounds=3)
        assert event_id == 1
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(6))
        services.rounds.pair_next(event_id, seed=2)
    yield path, entries


#: (id, path, Accept-Language, status, what the answer says).
CASES: list[tuple[str, str, str, int, str]] = [
    ("round-zero", "/e/1/standings?round=0", "en", 400, BAD_ROUND),
    ("round-letters", "/e/1/pairings?round=abc", "en", 400, BAD_ROUND),
    ("round-empty", "/e/1/standings?round=", "en", 400, BAD_ROUND),
    ("round-not-paired", "/e/1/pairings?round=3", "en", 404, NO_ROUND),
    ("standings-not-complete", "/e/1/standings?round=2", "en", 404, NOT_COMPLETE),
    ("no-event", "/e/9/standings", "en", 404, NO_EVENT),
    ("no-player", "/e/1/player/99", "en", 404, NO_PLAYER),
    ("api-round-letters", "/api/events/1/standings?round=x", "en", 400, BAD_ROUND),
    ("japanese-phone-bad-round", "/e/1/standings?round=-1", "ja", 400, "回戦"),
]


async def _around_a_change(
    database: Path, entry: int, name: str, bad: str, language: str
) -> tuple[int, list[httpx.Response], str, dict[str, str], dict[str, str]]:
    """The good page and the bad address asked, a change (``entry`` renamed ``name``),
    the answers made again at it, then the bad address and the good page asked again.
    The pages made again, the answers after, the good page, the folder before and after."""
    worker = ServiceWorker(lambda: Services.open(database, read_only=True, follow=True))
    app = create_app(worker)
    try:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            headers = {"accept-language": language}
            await asyncio.gather(*(client.get(p, headers=headers) for p in [GOOD, bad] * 5))
            with open_services(database) as window:
                window.players.edit(entry, name, "Player", "", "")
            before = snapshot(database.parent)
            remade = await app.state.answers.refresh(await app.state.marks.mark())
            asked = [bad, GOOD] * 5
            answers = await asyncio.gather(*(client.get(p, headers=headers) for p in asked))
            after = snapshot(database.parent)
    finally:
        worker.close()
    return remade, list(answers), answers[1].text, before, after


def _fresh(database: Path, language: str) -> str:
    worker = ServiceWorker(lambda: Services.open(database, read_only=True, follow=True))
    app = create_app(worker)

    async def get() -> str:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://phone") as client:
            return (await client.get(GOOD, headers={"accept-language": language})).text

    try:
        return asyncio.run(get())
    finally:
        worker.close()


@pytest.mark.parametrize(
    ("path", "language", "status", "said"),
    [pytest.param(*case[1:], id=case[0]) for case in CASES],
)
def test_bad_addresses_are_never_made_again_at_a_change(
    database: tuple[Path, list[int]],
    path: str,
    language: str,
    status: int,
    said: str,
    request: pytest.FixtureRequest,
) -> None:
    folder, entries = database
    name = f"Renamed{request.node.callspec.id.replace('-', '')}"
    remade, answers, good, before, after = asyncio.run(
        _around_a_change(folder, entries[0], name, path, language)
    )
    assert remade == 1  # the good page alone
    for bad in answers[0::2]:
        assert_refused_in_words(bad, status, said)
    for page in answers[1::2]:
        assert page.status_code == 200
        assert page.text == good
    assert name in good
    assert good == _fresh(folder, language)
    assert_database_unchanged(before, after)
