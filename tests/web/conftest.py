"""Fixtures for the web tests: an event in a fresh database, served read-only in-process
(Starlette's TestClient: no socket), or writable for reports from the floor (``floor``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event, open_services, report_round
from tests.helpers.web_support import Clock, Floor, Served


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """Ten players (P0000.. as player IDs), round 1 reported, round 2 paired with a
    bye; player 4 dropped after round 1; served read-only, as ``mtrdesk serve`` does."""
    path = empty_database(tmp_path / "event.sqlite3")
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


@pytest.fixture
def floor(tmp_path: Path) -> Iterator[Floor]:
    """Eight players, round 1 paired (tables 1-4), served writable as ``mtrdesk serve``
    does when no window has the file; the sessions' clock in the test's hands."""
    path = empty_database(tmp_path / "event.sqlite3")
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
