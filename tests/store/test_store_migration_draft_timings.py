"""Schema step 13 (issue 18): the Appendix B timings an event's pick clock runs on. An
older file's events run on MTR 2023, as a new event does, and the Japanese MTR 2016 choice
is stored; a server's database at version 12 is brought to 13 the same way."""

from __future__ import annotations

from pathlib import Path

from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.services.history import settings_of
from mtrdesk.store import Store, migrations
from mtrdesk.store.models import Event
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers.older_schema import CLOCK, older_file, older_server, steps_before

BEFORE = steps_before(migrations._v13_draft_timings)
#: A booster-draft event written with the schema before step 13.
EVENT = ("土曜ドラフト", "booster_draft", "limited")


def test_older_events_run_on_the_2023_timings_and_the_choice_is_stored(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path, BEFORE, *EVENT)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            row = Event.get_by_id(1)
            assert settings_of(row).draft_timings == EN_2023.key
            row.draft_timings = JA_2016.key
            row.save()
        with store.atomic():
            assert settings_of(Event.get_by_id(1)).draft_timings == JA_2016.key


def test_a_server_at_version_12_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    older_server(postgres_dsn, BEFORE, *EVENT)
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            assert [settings_of(row).draft_timings for row in Event.select()] == [EN_2023.key]
            row = Event.get()
            row.draft_timings = JA_2016.key
            row.save()
        with store.atomic():
            assert [settings_of(row).draft_timings for row in Event.select()] == [JA_2016.key]
