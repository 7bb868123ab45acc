"""Schema step 3 (teams, MTR 8 and 9): a release-2 file migrates and keeps its data."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.services import Services
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.store import Store, migrations

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731


def release_two_file(path: Path) -> None:
    """A file as release 2 wrote it: an individual event, four players (one in a pod),
    round 1 paired with one result in; no structure, team or seat anywhere."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:2]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at,"
            " pods_lifted) VALUES (1, '土曜モダン', '2026-11-21', 'modern', 'constructed',"
            " 'regular', 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00', 0)"
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
                'INSERT INTO "entry" (id, event_id, roster_id, awarded_byes, created_at, pod)'
                " VALUES (?, 1, ?, 0, '2026-11-21 18:00:00', ?)",
                (n, n, 1 if n == 1 else None),
            )
        conn.execute(
            'INSERT INTO "round" (id, event_id, number, seed, playoff, paired_at)'
            " VALUES (1, 1, 1, 77, 0, '2026-11-21 18:10:00')"
        )
        conn.execute(
            'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id,'
            " wins1, wins2, draws, reported_at)"
            " VALUES (1, 1, 'paired', 1, 2, 2, 1, 0, '2026-11-21 18:50:00')"
        )
        conn.execute(
            'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id)'
            " VALUES (1, 2, 'paired', 3, 4)"
        )
    conn.close()


def test_the_teams_step_keeps_every_row_as_an_individual_event(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    release_two_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        db = store.db
        assert db.execute_sql('SELECT name, structure, pods_lifted FROM "event"').fetchall() == [
            ("土曜モダン", "individual", 0)
        ]
        assert db.execute_sql(
            'SELECT id, pod, team_id, seat FROM "entry" ORDER BY id'
        ).fetchall() == [
            (1, 1, None, None),
            (2, None, None, None),
            (3, None, None, None),
            (4, None, None, None),
        ]
        assert db.execute_sql(
            'SELECT table_number, player1_id, wins1, seat FROM "match" ORDER BY table_number'
        ).fetchall() == [(1, 1, 2, ""), (2, 3, None, "")]
        assert db.execute_sql('SELECT count(*) FROM "team"').fetchone() == (0,)
        indexes = {
            row[0] for row in db.execute_sql("SELECT name FROM sqlite_master WHERE type='index'")
        }
        assert "match_round_id_table_number_seat" in indexes
        assert "match_round_id_table_number" not in indexes
        # A table still holds one match: the unique index covers (round, table, seat).
        try:
            db.execute_sql(
                'INSERT INTO "match" (round_id, table_number, kind, player1_id, player2_id)'
                " VALUES (1, 2, 'paired', 1, 4)"
            )
        except Exception as error:  # peewee wraps sqlite3.IntegrityError
            assert "UNIQUE" in str(error)
        else:
            raise AssertionError("a second match at table 2 was accepted")


def test_a_migrated_file_plays_on_and_takes_a_team_event(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    release_two_file(path)
    with Services.open(path, clock=CLOCK, rng=random.Random(3)) as services:
        summary = services.events.get(1)
        assert summary.settings.structure is Structure.INDIVIDUAL
        assert (summary.rounds_paired, summary.team_count) == (1, 0)
        (first,) = services.rounds.list_rounds(1)
        assert [(m.label, m.seat) for m in first.matches] == [("1", ""), ("2", "")]
        services.rounds.report(1, 1, 2, "2-0")
        second, _ = services.rounds.pair_next(1)
        assert len(second.matches) == 2
        event_id, _ = services.events.create(
            EventSettings(
                name="2HG", date=dt.date(2026, 11, 22), structure=Structure.TWO_HEADED_GIANT
            )
        )
        for n in range(4):
            services.teams.add(event_id, f"Team {n}", [TeamMember(f"A{n}"), TeamMember(f"B{n}")])
        view, _ = services.rounds.pair_next(event_id)
        assert len(view.teams) == 2
