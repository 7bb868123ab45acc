"""Fixtures for the services tests: a fresh database per test with a fake clock.

Each test runs twice (issue 17): on an SQLite file and on a fresh database of the
throwaway PostgreSQL server (``tests.helpers.postgres``); ``MTRDESK_TEST_STORE=sqlite``
(or ``postgresql``) runs one of them only."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.services import Services
from mtrdesk.store import queries
from tests.helpers import postgres
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import open_services


@pytest.fixture(params=postgres.tested_stores())
def services(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Services]:
    if request.param == "postgresql":
        opened = open_services(request.getfixturevalue("postgres_ready_dsn"))
    else:
        opened = open_services(empty_database(tmp_path / "events.sqlite3"))
    yield opened
    opened.close()


@pytest.fixture
def match_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts every read of a whole event's matches (by event id)."""
    reads: list[int] = []
    whole = queries.event_match_rows

    def counted(event_id: int) -> list[tuple]:
        reads.append(event_id)
        return whole(event_id)

    monkeypatch.setattr(queries, "event_match_rows", counted)
    return reads
