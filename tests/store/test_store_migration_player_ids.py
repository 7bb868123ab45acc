"""Schema step 12 (issue 18): whether an event's slips and postings print player IDs. An
older file's events keep printing none, as a new event does, and the setting is stored;
a server's database at version 11 is brought to 12 the same way."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import psycopg

from mtrdesk.services.history import settings_of
from mtrdesk.store import Store, migrations, postgres_schema
from mtrdesk.store.models import Event
from mtrdesk.store.postgres import PostgresStore

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731
BEFORE = migrations.MIGRATIONS.index(migrations._v12_player_ids_shown)
#: The columns of the steps after 12, dropped with step 12's to make a version-11 server.
LATER_COLUMNS = ("draft_timings",)


def older_file(path: Path) -> None:
    """An event written with the schema before step 12."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '土曜モダン', '2026-11-21', 'modern', 'constructed', 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00')"
        )
    conn.close()


def test_older_events_print_no_player_ids_and_the_choice_is_stored(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        with store.atomic():
            row = Event.get_by_id(1)
            assert settings_of(row).show_player_ids is False
            row.show_player_ids = True
            row.save()
        with store.atomic():
            assert settings_of(Event.get_by_id(1)).show_player_ids is True


def test_a_server_at_version_11_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        for column in ("show_player_ids", *LATER_COLUMNS):
            conn.execute(f'ALTER TABLE "event" DROP COLUMN "{column}"')
        conn.execute(
            "UPDATE meta SET value = %s WHERE key = %s",
            (str(BEFORE), migrations.SCHEMA_VERSION_KEY),
        )
        conn.execute(
            'INSERT INTO "event" (name, date, format, kind, rel, games_to_win,'
            " round_minutes, playoff, floor, created_at) VALUES ('土曜モダン', '2026-11-21',"
            " 'modern', 'constructed', 'regular', 2, 50, 'none', 'mtr', '2026-11-21 18:00')"
        )
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version()
        with store.atomic():
            assert [settings_of(row).show_player_ids for row in Event.select()] == [False]
