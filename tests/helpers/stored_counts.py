"""What an SQLite event file (a database or one of its backups) holds, read without
mtrdesk: the tests of backups compare a copy with what was on screen when it was taken."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)


def results_in(path: Path) -> int:
    """Matches with a result in the SQLite file ``path``."""
    conn = _read_only(path)
    try:
        return int(conn.execute("SELECT count(*) FROM match WHERE wins1 IS NOT NULL").fetchone()[0])
    finally:
        conn.close()


def rounds_in(path: Path, event_id: int | None = None) -> list[int]:
    """The round numbers in ``path`` (of ``event_id`` alone when given), in order."""
    conn = _read_only(path)
    try:
        if event_id is None:
            rows = conn.execute("SELECT number FROM round")
        else:
            rows = conn.execute("SELECT number FROM round WHERE event_id = ?", (event_id,))
        return sorted(r[0] for r in rows)
    finally:
        conn.close()
