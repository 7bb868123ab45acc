"""Fixtures for the web tests: an event in a fresh database, served read-only in-process
(Starlette's TestClient: no socket)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services, report_round
from tests.helpers.web_support import Served


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
