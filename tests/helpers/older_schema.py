"""A database as an older mtrdesk left it, for the schema steps' tests: a file made with
the steps before one, and a server's database taken back to that version, with one event
written the way that version wrote it."""

from __future__ import annotations

import datetime as dt
import sqlite3
import tempfile
from pathlib import Path

import psycopg

from mtrdesk.store import Store, migrations

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731


def steps_before(step: object) -> int:
    """How many schema steps come before ``step`` (a function of ``migrations``): the
    schema version a database has just before it."""
    return migrations.MIGRATIONS.index(step)


def older_file(path: Path, before: int, name: str, fmt: str, kind: str) -> None:
    """A file made with the first ``before`` steps, holding event 1 (``name``)."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:before]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, ?, '2026-11-21', ?, ?, 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00')",
            (name, fmt, kind),
        )
    conn.close()


def event_columns_after(before: int) -> list[str]:
    """The event columns the steps from ``before`` on added (read off a file made with
    the earlier steps), so a test need not list the later steps' columns by hand."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "older.sqlite3"
        Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:before]).close()
        conn = sqlite3.connect(path)
        older = {row[1] for row in conn.execute('PRAGMA table_info("event")')}
        conn.close()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "newer.sqlite3"
        Store.open(path, clock=CLOCK).close()
        conn = sqlite3.connect(path)
        newer = [row[1] for row in conn.execute('PRAGMA table_info("event")')]
        conn.close()
    return [column for column in newer if column not in older]


def older_server(dsn: str, before: int, name: str, fmt: str, kind: str) -> None:
    """The server database at ``dsn`` (made by the current schema) taken back to version
    ``before``, holding one event (``name``) written without the later columns."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        for column in event_columns_after(before):
            conn.execute(f'ALTER TABLE "event" DROP COLUMN "{column}"')
        conn.execute(
            "UPDATE meta SET value = %s WHERE key = %s",
            (str(before), migrations.SCHEMA_VERSION_KEY),
        )
        conn.execute(
            'INSERT INTO "event" (name, date, format, kind, rel, games_to_win,'
            " round_minutes, playoff, floor, created_at) VALUES (%s, '2026-11-21',"
            " %s, %s, 'regular', 2, 50, 'none', 'mtr', '2026-11-21 18:00')",
            (name, fmt, kind),
        )
