"""Schema step 17 (issue 30): the roster keeps a person's Wizards Account e-mail, no-shows
and erasure, an entry its deck name; registrations from phones get their tables. An older
file's people have none of these; a server's database at version 16 is brought to 17 the
same way, its new tables counted and recorded for undo like the others."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from mtrdesk.store import Store, migrations
from mtrdesk.store.models import Registration, RegistrationDesk, RosterPlayer
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers.older_schema import CLOCK, older_file, older_server, steps_before

BEFORE = steps_before(migrations._v17_registration)
EVENT = ("木曜スタンダード", "standard", "constructed")


def _with_player(path: Path) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            "INSERT INTO roster_player (id, family, given, reading, player_id, search_key)"
            " VALUES (1, '山田', '太郎', 'やまだたろう', '', 'やまだたろう')"
        )
        conn.execute(
            "INSERT INTO entry (id, event_id, roster_id, awarded_byes, created_at)"
            " VALUES (1, 1, 1, 0, '2026-11-21 18:00:00')"
        )
    conn.close()


def test_older_people_have_no_email_no_shows_or_deck(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path, BEFORE, *EVENT)
    _with_player(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            person = RosterPlayer.get_by_id(1)
            assert (person.email, person.no_shows, person.erased) == ("", 0, False)
            assert person.entries[0].deck_name == ""
            assert RegistrationDesk.select().count() == 0
            Registration.create(
                event=1, family="佐藤", token="t1", state="waiting", created_at=CLOCK()
            )
        with store.atomic():
            assert [r.family for r in Registration.select()] == ["佐藤"]


def test_a_server_at_version_16_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    older_server(postgres_dsn, BEFORE, *EVENT)
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        before = postgres_schema.read_changes(store.db)
        with store.atomic():
            RosterPlayer.create(family="山田", email="yamada@example.com")
            RegistrationDesk.create(event=1, open=True, capacity=32)
            Registration.create(
                event=1, family="佐藤", token="t1", state="waiting", created_at=CLOCK()
            )
        with store.atomic():
            assert [p.email for p in RosterPlayer.select()] == ["yamada@example.com"]
            assert RegistrationDesk.get().capacity == 32
            assert Registration.get().state == "waiting"
        assert postgres_schema.read_changes(store.db) > before
        triggers = {
            row[0]
            for row in store.db.execute_sql(
                "SELECT tgname FROM pg_trigger WHERE NOT tgisinternal"
            ).fetchall()
        }
    assert {"undo_registration", "count_registration", "count_registration_desk"} <= triggers
