"""Schema step 5 (multiplayer pods, the multiplayer addendum): an older file migrates and
keeps its data; its events play on as before, and a multiplayer event runs in it."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.services import Services
from mtrdesk.store import Store, migrations
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731
#: The steps before this one: the file as the release before it wrote it.
BEFORE = migrations.MIGRATIONS.index(migrations._v5_multiplayer_pods)
NEW_TABLES = ("pod_event", "pod", "pod_seat", "pod_playoff_seed")


def older_file(path: Path) -> None:
    """A six-player event with round 1 paired and one result in, written with the schema
    before step 5."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '統率者戦ナイト', '2026-11-21', 'other', 'constructed', 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', 'メモ', '2026-11-21 18:00:00')"
        )
        for n in range(1, 7):
            conn.execute(
                'INSERT INTO "roster_player" (id, family, given, reading, player_id, search_key)'
                " VALUES (?, ?, '', '', ?, '')",
                (n, f"選手{n}", f"ID{n}"),
            )
            conn.execute(
                'INSERT INTO "entry" (id, event_id, roster_id, awarded_byes, created_at)'
                " VALUES (?, 1, ?, 0, '2026-11-21 18:00:00')",
                (n, n),
            )
        conn.execute(
            'INSERT INTO "round" (id, event_id, number, seed, playoff, paired_at)'
            " VALUES (1, 1, 1, 77, 0, '2026-11-21 18:10:00')"
        )
        for table in range(1, 4):
            result = (2, 1, 0) if table == 1 else (None, None, None)
            conn.execute(
                'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id,'
                " wins1, wins2, draws) VALUES (1, ?, 'paired', ?, ?, ?, ?, ?)",
                (table, 2 * table - 1, 2 * table, *result),
            )
        conn.execute(
            'INSERT INTO "audit_log" (event_id, "when", action, detail)'
            " VALUES (1, '2026-11-21 18:10:00', 'round.pair', '{}')"
        )
    conn.close()


def test_the_multiplayer_step_adds_empty_tables_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        db = store.db
        assert db.execute_sql('SELECT name, notes, structure FROM "event"').fetchall() == [
            ("統率者戦ナイト", "メモ", "individual")
        ]
        assert db.execute_sql('SELECT count(*) FROM "entry"').fetchone() == (6,)
        assert db.execute_sql('SELECT count(*) FROM "roster_player"').fetchone() == (6,)
        matches = db.execute_sql(
            'SELECT table_number, player1_id, player2_id, wins1, wins2 FROM "match"'
            " ORDER BY table_number"
        ).fetchall()
        assert matches == [(1, 1, 2, 2, 1), (2, 3, 4, None, None), (3, 5, 6, None, None)]
        assert db.execute_sql('SELECT count(*) FROM "audit_log"').fetchone() == (1,)
        for table in NEW_TABLES:
            assert db.execute_sql(f'SELECT count(*) FROM "{table}"').fetchone() == (0,)
    backup = migration_backup(path, BEFORE, "20261121-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(BEFORE),)
    tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert not tables & set(NEW_TABLES)
    conn.close()


def test_a_migrated_file_plays_on_and_runs_a_multiplayer_event(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Services.open(path, clock=CLOCK, rng=random.Random(3)) as services:
        for table in (2, 3):
            services.rounds.report(1, 1, table, "2-0")
        second, _ = services.rounds.pair_next(1)
        assert len(second.matches) == 3
        assert services.standings.standings(1)[0].points == 3
        pods, _ = services.events.create(
            EventSettings(
                name="統率者戦", date=dt.date(2026, 11, 21), structure=Structure.MULTIPLAYER
            )
        )
        for n in range(1, 8):
            services.players.add(pods, family=f"選手{n}", roster_id=n if n <= 6 else None)
        view, _ = services.multiplayer.pair_next(pods)
        assert [p.size for p in view.pods] == [4, 3]
        services.multiplayer.report_seat(pods, 1, 1, 1)
        services.multiplayer.report(pods, 1, 2, drawn=[s.entry for s in view.pods[1].seats])
        assert [r.points for r in services.multiplayer.standings(pods)][:4] == [7, 1, 1, 1]
        # Deleting the event takes its pods with it (ON DELETE CASCADE).
        services.events.delete(pods)
        for table in NEW_TABLES:
            assert services.store.db.execute_sql(f'SELECT count(*) FROM "{table}"').fetchone() == (
                0,
            )
