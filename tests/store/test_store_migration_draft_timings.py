"""Schema step 13 (issue 18): the Appendix B timings an event's pick clock runs on. An
older file's events run on MTR 2023, as a new event does, and the Japanese MTR 2016 choice
is stored; a server's database at version 12 is brought to 13 the same way."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import psycopg

from mtrdesk.core.draft_profiles import EN_2023, JA_2016
from mtrdesk.services.history import settings_of
from mtrdesk.store import Store, migrations, postgres_schema
from mtrdesk.store.models import Event
from mtrdesk.store.postgres import PostgresStore

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731
BEFORE = migrations.MIGRATIONS.index(migrations._v13_draft_timings)


def older_file(path: Path) -> None:
    """A booster-draft event written with the schema before step 13."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '土曜ドラフト', '2026-11-21', 'booster_draft', 'limited', 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00')"
        )
    conn.close()


def test_older_events_run_on_the_2023_timings_and_the_choice_is_stored(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version() == BEFORE + 1
        with store.atomic():
            row = Event.get_by_id(1)
            assert settings_of(row).draft_timings == EN_2023.key
            row.draft_timings = JA_2016.key
            row.save()
        with store.atomic():
            assert settings_of(Event.get_by_id(1)).draft_timings == JA_2016.key


def test_a_server_at_version_12_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        conn.execute('ALTER TABLE "event" DROP COLUMN "draft_timings"')
        conn.execute(
            "UPDATE meta SET value = %s WHERE key = %s",
            (str(BEFORE), migrations.SCHEMA_VERSION_KEY),
        )
        conn.execute(
            'INSERT INTO "event" (name, date, format, kind, rel, games_to_win,'
            " round_minutes, playoff, floor, created_at) VALUES ('土曜ドラフト', '2026-11-21',"
            " 'booster_draft', 'limited', 'regular', 2, 50, 'none', 'mtr', '2026-11-21 18:00')"
        )
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == BEFORE + 1
        with store.atomic():
            assert [settings_of(row).draft_timings for row in Event.select()] == [EN_2023.key]
            row = Event.get()
            row.draft_timings = JA_2016.key
            row.save()
        with store.atomic():
            assert [settings_of(row).draft_timings for row in Event.select()] == [JA_2016.key]
