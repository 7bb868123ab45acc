"""What the web tests share: an event served in-process (``tests/web/conftest.served``),
and ``mtrdesk serve`` started as a process of its own."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from starlette.testclient import TestClient

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Served:
    """The client of the served app, its database file, the event and its entries."""

    client: TestClient
    path: Path
    event_id: int
    entries: list[int]


def start_serve(database: Path, *options: str) -> subprocess.Popen[str]:
    """``mtrdesk --db DATABASE --lang en serve OPTIONS``; its first two lines say where it
    listens."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "mtrdesk", "--db", str(database), "--lang", "en", "serve", *options],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment,
    )
