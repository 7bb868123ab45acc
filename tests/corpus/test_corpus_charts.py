"""The bad-input corpus of issue 31's charts (item 2).

* A player's history page (``/e/{id}/player/{n}``) at an address that names no player:
  number 0, past the last player, past any id, 100 digits, letters, a sign, full-width
  or other scripts' digits; no such event. Each answers its status with a sentence in the
  page, no traceback (Starlette's TestClient raises what the server would have logged),
  and the database folder byte-for-byte unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import new_event, open_services, report_round

NO_PLAYER = "There is no such player in this event. Tap a name on the standings."
NO_EVENT = "There is no such event."
NOT_FOUND = "There is no such page."


def _event(path: Path) -> None:
    """Six players (public numbers 1 to 6), round 1 reported."""
    with open_services(path) as services:
        event_id, _ = new_event(services, 6, swiss_rounds=3)
        assert event_id == 1
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(2))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Path]]:
    """The read-only server over the event, and the database's folder."""
    folder = tmp_path_factory.mktemp("corpus-charts")
    path = prepared_database(folder / "event.sqlite3", "corpus-charts", _event)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield client, folder


#: (id, path, status, what the page says).
WEB_CASES: list[tuple[str, str, int, str]] = [
    ("player-zero", "/e/1/player/0", 404, NO_PLAYER),
    ("player-after-the-last", "/e/1/player/7", 404, NO_PLAYER),
    ("player-past-2^31", "/e/1/player/2147483648", 404, NO_PLAYER),
    ("player-100-digits", "/e/1/player/" + "9" * 100, 404, NO_PLAYER),
    ("player-101-digits", "/e/1/player/" + "9" * 101, 404, NOT_FOUND),
    ("player-5000-digits", "/e/1/player/" + "9" * 5000, 404, NOT_FOUND),
    ("player-leading-zeros", "/e/1/player/0007", 404, NO_PLAYER),
    ("player-negative", "/e/1/player/-1", 404, NOT_FOUND),
    ("player-letters", "/e/1/player/x", 404, NOT_FOUND),
    ("player-decimal", "/e/1/player/1.5", 404, NOT_FOUND),
    ("player-plus", "/e/1/player/%2B2", 404, NOT_FOUND),
    ("player-space", "/e/1/player/%201", 404, NOT_FOUND),
    ("player-full-width", "/e/1/player/%EF%BC%92", 404, NOT_FOUND),
    ("player-ethiopic-digit", "/e/1/player/%E1%8D%A9", 404, NOT_FOUND),
    ("player-nul", "/e/1/player/2%00", 404, NOT_FOUND),
    ("player-empty", "/e/1/player/", 404, NOT_FOUND),
    ("player-no-event", "/e/9/player/1", 404, NO_EVENT),
    ("player-event-zero", "/e/0/player/1", 404, NO_EVENT),
]


@pytest.mark.parametrize(
    ("path", "status", "said"),
    [pytest.param(path, status, said, id=name) for name, path, status, said in WEB_CASES],
)
def test_a_bad_history_address_is_answered_with_a_sentence_and_changes_nothing(
    served: tuple[TestClient, Path], path: str, status: int, said: str
) -> None:
    client, folder = served
    before = snapshot(folder)
    answer = client.get(path)
    assert answer.status_code == status, answer.text[:300]
    assert "Traceback" not in answer.text
    assert said in answer.text
    after = snapshot(folder)
    assert after["event.sqlite3"] == before["event.sqlite3"]
    assert set(after) - set(before) <= {"event.sqlite3-wal", "event.sqlite3-shm"}


def test_a_good_history_address_answers(served: tuple[TestClient, Path]) -> None:
    """The cases above fail for their own reason: the same server shows player 6."""
    client, _ = served
    assert client.get("/e/1/player/6").status_code == 200
