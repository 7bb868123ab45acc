"""A database as text, to tell that a refusal changed nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def dump(path: Path) -> str:
    """Every row of the database as SQL, read through a second, read-only connection."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        return "\n".join(conn.iterdump())
