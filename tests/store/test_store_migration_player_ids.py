"""Schema step 12 (issue 18): whether an event's slips and postings print player IDs. An
older file's events keep printing none, as a new event does, and the setting is stored;
a server's database at version 11 is brought to 12 the same way."""

from __future__ import annotations

from pathlib import Path

from mtrdesk.services.history import settings_of
from mtrdesk.store import Store, migrations
from mtrdesk.store.models import Event
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers.older_schema import CLOCK, older_file, older_server, steps_before

BEFORE = steps_before(migrations._v12_player_ids_shown)
#: An event written with the schema before step 12.
EVENT = ("土曜モダン", "modern", "constructed")


def test_older_events_print_no_player_ids_and_the_choice_is_stored(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path, BEFORE, *EVENT)
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
    older_server(postgres_dsn, BEFORE, *EVENT)
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version()
        with store.atomic():
            assert [settings_of(row).show_player_ids for row in Event.select()] == [False]
