"""Schema step 4 (playoff variants: MTR 10.2, 10.4, Appendix E): an older file migrates and
keeps its data; its events read as before (a fixed number of rounds, Swiss, no early
advancement) and its entries have no draft seat and no advancement."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.settings import EndRuleKind, Playoff
from mtrdesk.services import Services
from mtrdesk.store import Store, migrations
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 20, 19, 0, 0)  # noqa: E731
#: The steps before this one: the file as the release before it wrote it.
BEFORE = migrations.MIGRATIONS.index(migrations._v4_playoff_variants)


def older_file(path: Path) -> None:
    """An eight-player top 4 event with round 1 paired and one result in, a playoff seed
    nowhere yet, written with the schema before step 4."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '店舗大会', '2026-11-20', 'modern', 'constructed', 'regular',"
            " 2, 3, 0, 50, 'top4', 'mtr', 'メモ', '2026-11-20 18:00:00')"
        )
        for n in range(1, 9):
            conn.execute(
                'INSERT INTO "roster_player" (id, family, given, reading, player_id, search_key)'
                " VALUES (?, ?, '', '', ?, '')",
                (n, f"選手{n}", f"ID{n}"),
            )
            conn.execute(
                'INSERT INTO "entry" (id, event_id, roster_id, awarded_byes, created_at)'
                " VALUES (?, 1, ?, 0, '2026-11-20 18:00:00')",
                (n, n),
            )
        conn.execute(
            'INSERT INTO "round" (id, event_id, number, seed, playoff, paired_at)'
            " VALUES (1, 1, 1, 77, 0, '2026-11-20 18:10:00')"
        )
        for table in range(1, 5):
            result = (2, 0, 0) if table == 1 else (None, None, None)
            conn.execute(
                'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id,'
                " wins1, wins2, draws) VALUES (1, ?, 'paired', ?, ?, ?, ?, ?)",
                (table, 2 * table - 1, 2 * table, *result),
            )
    conn.close()


def test_the_playoff_variants_step_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        event = store.db.execute_sql(
            "SELECT name, notes, playoff, elimination_only, end_rule, end_rule_after,"
            ' end_rule_wins, end_rule_count, advance_points FROM "event"'
        ).fetchall()
        assert event == [("店舗大会", "メモ", "top4", 0, "fixed", None, None, None, None)]
        entries = store.db.execute_sql(
            'SELECT id, draft_seat, advanced_after, advanced_seed FROM "entry" ORDER BY id'
        ).fetchall()
        assert entries == [(n, None, None, None) for n in range(1, 9)]
        assert store.db.execute_sql('SELECT count(*) FROM "match"').fetchone() == (4,)
    backup = migration_backup(path, BEFORE, "20261120-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(BEFORE),)
    assert "draft_seat" not in [row[1] for row in conn.execute('PRAGMA table_info("entry")')]
    conn.close()


def test_a_migrated_event_runs_to_its_playoff(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Services.open(path, clock=CLOCK, rng=random.Random(3)) as services:
        settings = services.events.get(1).settings
        assert (settings.end_rule, settings.elimination_only, settings.advance_points) == (
            EndRuleKind.FIXED,
            False,
            None,
        )
        assert settings.playoff is Playoff.TOP4
        view = services.rounds.swiss_end(1)
        assert (view.rounds_paired, view.max_rounds, view.over, view.advanced) == (1, 3, False, ())
        for table in range(2, 5):
            services.rounds.report(1, 1, table, "2-1")
        for _ in range(2):
            services.rounds.pair_next(1)
            for match in services.rounds.current_round(1).missing:
                services.rounds.report(1, match.round, match.table, "2-0")
        services.playoff.start(1)
        bracket = services.playoff.bracket(1)
        assert [(m.seed1, m.seed2) for m in bracket.rounds[0].matches] == [(1, 4), (2, 3)]
        assert bracket.draft_seats == ()
