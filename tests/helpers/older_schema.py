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


def _schema(steps: int | None) -> dict[str, list[str]]:
    """Each table's columns in a file made with the first ``steps`` steps (all: None)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "schema.sqlite3"
        chosen = None if steps is None else migrations.MIGRATIONS[:steps]
        Store.open(path, clock=CLOCK, steps=chosen).close()
        conn = sqlite3.connect(path)
        tables = [
            str(row[0])
            for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        ]
        found = {
            table: [str(row[1]) for row in conn.execute(f'PRAGMA table_info("{table}")')]
            for table in tables
        }
        conn.close()
    return found


def columns_after(before: int) -> dict[str, list[str]]:
    """The columns the steps from ``before`` on added to the tables that existed before
    them (read off a file made with the earlier steps), so a test need not list the
    later steps' columns by hand."""
    older, newer = _schema(before), _schema(None)
    return {
        table: [column for column in newer[table] if column not in columns]
        for table, columns in older.items()
        if table in newer
    }


def tables_after(before: int) -> list[str]:
    """The tables the steps from ``before`` on created, newest first."""
    older = _schema(before)
    return [table for table in reversed(list(_schema(None))) if table not in older]


def older_server(dsn: str, before: int, name: str, fmt: str, kind: str) -> None:
    """The server database at ``dsn`` (made by the current schema) taken back to version
    ``before``, holding one event (``name``) written without the later columns."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        for table in tables_after(before):
            conn.execute(f'DROP TABLE "{table}"')
        for table, columns in columns_after(before).items():
            for column in columns:
                conn.execute(f'ALTER TABLE "{table}" DROP COLUMN "{column}"')
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
