"""Fixtures for the services tests: a fresh database per test with a fake clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.services import Services
from tests.helpers.services_support import open_services


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()
