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


#: What a write from the floor may change: results, reports, the audit log, extensions,
#: deck checks and slip codes.
WRITTEN = ("match", "floor_report", "audit_log", "time_extension", "deck_check", "slip_code")


def snapshot(database: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of the tables a floor write may change (``WRITTEN``), read beside the
    server's connection: equal before and after a refusal, or something was written."""
    import sqlite3

    connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
    try:
        return {
            table: connection.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
            for table in WRITTEN
        }
    finally:
        connection.close()
