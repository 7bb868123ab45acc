"""What the web tests share: an event served in-process (``tests/web/conftest.served``)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from starlette.testclient import TestClient


@dataclass(frozen=True)
class Served:
    """The client of the served app, its database file, the event and its entries."""

    client: TestClient
    path: Path
    event_id: int
    entries: list[int]
