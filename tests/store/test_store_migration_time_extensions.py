"""Schema step 7 (time extensions, MTR 2.6): an older file migrates with an empty table,
keeps its rounds, and takes extensions afterwards."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

from mtrdesk.store import Store, migrations
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731
BEFORE = migrations.MIGRATIONS.index(migrations._v7_time_extensions)


def older_file(path: Path) -> None:
    """An event with one paired round, written with the schema before step 7."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '土曜モダン', '2026-11-21', 'modern', 'constructed', 'competitive',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00')"
        )
        conn.execute(
            'INSERT INTO "round" (id, event_id, number, seed, playoff, paired_at)'
            " VALUES (1, 1, 1, 7, 0, '2026-11-21 18:30:00')"
        )
    conn.close()


def test_the_extension_step_adds_an_empty_table(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        db = store.db
        assert db.execute_sql('SELECT count(*) FROM "time_extension"').fetchone() == (0,)
        assert db.execute_sql('SELECT count(*) FROM "round"').fetchone() == (1,)
        db.execute_sql(
            'INSERT INTO "time_extension" (round_id, table_number, minutes, reason)'
            " VALUES (1, 4, 8, 'deck_check')"
        )
        row = db.execute_sql('SELECT seat, note, minutes FROM "time_extension"').fetchone()
        assert row == ("", "", 8)
        db.execute_sql('DELETE FROM "round"')  # extensions go with their round
        assert db.execute_sql('SELECT count(*) FROM "time_extension"').fetchone() == (0,)
    backup = migration_backup(path, BEFORE, "20261121-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(BEFORE),)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "time_extension" not in tables
    conn.close()
