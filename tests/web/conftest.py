"""Fixtures for the web tests: an event in a fresh database, served read-only in-process
(Starlette's TestClient: no socket), or writable for reports from the floor (``floor``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from starlette.applications import Starlette
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services, report_round
from tests.helpers.web_support import Served

T = TypeVar("T")


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """Ten players (P0000.. as player IDs), round 1 reported, round 2 paired with a
    bye; player 4 dropped after round 1; served read-only, as ``mtrdesk serve`` does."""
    path = tmp_path / "event.sqlite3"
    services = open_services(path)
    event_id, entries = new_event(services, 10, swiss_rounds=3)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1))
    services.players.drop(entries[4])
    services.rounds.pair_next(event_id, seed=2)
    services.close()
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield Served(client, path, event_id, entries)


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


@pytest.fixture
def floor(tmp_path: Path) -> Iterator[Floor]:
    """Eight players, round 1 paired (tables 1-4), served writable as ``mtrdesk serve``
    does when no window has the file; the sessions' clock in the test's hands."""
    path = tmp_path / "event.sqlite3"
    with open_services(path) as services:
        event_id, _ = new_event(services, 8, swiss_rounds=3)
        services.rounds.pair_next(event_id, seed=1)
        pin = services.floor.settings(event_id).staff_pin
        codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
        other_event, _ = new_event(services, 4)
        services.rounds.pair_next(other_event, seed=1)
        other_pin = services.floor.settings(other_event).staff_pin
    clock = Clock()
    app = create_app(
        ServiceWorker(lambda: open_services(path, seed=99)), staff_pin="24681357", clock=clock
    )
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield Floor(client, app, path, event_id, pin, codes, clock, other_event, other_pin)
