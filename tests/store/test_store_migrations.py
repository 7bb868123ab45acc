"""Schema step 2 (booster-draft pods, MTR 7.6): a release-1 file migrates and keeps its data."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.settings import Format
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from mtrdesk.store import Store, migrations
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 20, 19, 0, 0)  # noqa: E731


def release_one_file(path: Path) -> None:
    """A file as release 1 wrote it: a booster draft with four players and round 1 paired,
    one result in, written with release 1's own schema (no pod column anywhere)."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:1]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '金曜ドラフト', '2026-11-20', 'booster_draft', 'limited', 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-20 18:00:00')"
        )
        for n, (family, given) in enumerate(
            [("山田", "太郎"), ("佐藤", "花子"), ("鈴木", "一郎"), ("高橋", "健")], 1
        ):
            conn.execute(
                'INSERT INTO "roster_player" (id, family, given, reading, player_id, search_key)'
                " VALUES (?, ?, ?, '', ?, '')",
                (n, family, given, f"ID{n}"),
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
        conn.execute(
            'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id,'
            " wins1, wins2, draws, reported_at)"
            " VALUES (1, 1, 'paired', 1, 2, 2, 1, 0, '2026-11-20 18:50:00')"
        )
        conn.execute(
            'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id)'
            " VALUES (1, 2, 'paired', 3, 4)"
        )
        conn.execute(
            'INSERT INTO "audit_log" (event_id, "when", action, detail)'
            " VALUES (1, '2026-11-20 18:10:00', 'round.pair', '{\"round\": 1}')"
        )
    conn.close()


def test_the_pods_step_adds_two_columns_and_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    release_one_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        rows = store.db.execute_sql(
            'SELECT e.id, r.family, e.pod FROM "entry" e JOIN "roster_player" r'
            " ON r.id = e.roster_id ORDER BY e.id"
        ).fetchall()
        assert rows == [(1, "山田", None), (2, "佐藤", None), (3, "鈴木", None), (4, "高橋", None)]
        assert store.db.execute_sql('SELECT name, pods_lifted FROM "event"').fetchall() == [
            ("金曜ドラフト", 0)
        ]
        assert store.db.execute_sql('SELECT count(*) FROM "match"').fetchone() == (2,)
        assert store.db.execute_sql('SELECT count(*) FROM "audit_log"').fetchone() == (1,)
    # Release 1's file was copied aside before the step ran.
    backup = migration_backup(path, 1, "20261120-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == ("1",)
    assert "pod" not in [row[1] for row in conn.execute('PRAGMA table_info("entry")')]
    conn.close()


def test_a_migrated_event_plays_on_as_before(tmp_path: Path) -> None:
    """The services read the migrated event as it was: no pods, not lifted, round 1 as
    paired, and the next round pairs the whole field as release 1 did."""
    path = tmp_path / "events.sqlite3"
    release_one_file(path)
    with Services.open(path, clock=CLOCK, rng=random.Random(3)) as services:
        summary = services.events.get(1)
        assert summary.settings.format is Format.BOOSTER_DRAFT
        assert (summary.rounds_paired, summary.pods_lifted) == (1, False)
        entries = services.players.list_entries(1)
        assert [e.pod for e in entries] == [None] * 4
        (first,) = services.rounds.list_rounds(1)
        assert [(m.table, m.pod, m.kind) for m in first.matches] == [
            (1, None, MatchKind.PAIRED),
            (2, None, MatchKind.PAIRED),
        ]
        assert first.matches[0].result is not None and first.matches[1].result is None
        services.rounds.report(1, 1, 2, "2-0")
        # Without pods the event pairs as before.
        second, _ = services.rounds.pair_next(1)
        assert len(second.matches) == 2
