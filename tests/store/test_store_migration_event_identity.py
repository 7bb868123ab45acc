"""Schema step 14 (issue 27, item 6): each event's identity, which its slips' QR codes name.

An older file's event gets the identity derived from its name, date and moment of creation:
the one an event file exported from it before the step is given when printed or imported
(``EventDocument.identity``), so slips printed from that file scan in the migrated
database. Two events alike in all three get two identities; a server's database at
version 13 is brought to 14 the same way.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from mtrdesk.core.event_identity import derived_event_uid
from mtrdesk.store import Store, migrations
from mtrdesk.store.models import Event
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers.older_schema import CLOCK, older_file, older_server, steps_before

BEFORE = steps_before(migrations._v14_event_identity)
EVENT = ("金曜日のFNM", "modern", "constructed")
#: What an export before the step wrote: ``event.created_at`` in ISO, "T" in the middle.
EXPORTED = derived_event_uid("金曜日のFNM", "2026-11-21", "2026-11-21T18:00:00")


def test_older_events_get_the_identity_their_exported_files_are_given(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path, BEFORE, *EVENT)
    conn = sqlite3.connect(path)
    with conn:  # the same file imported a second time beside it, before the step
        conn.execute(
            'INSERT INTO "event" SELECT 2, name, date, format, kind, rel, games_to_win,'
            " swiss_rounds, rounds_from_recommendation, round_minutes, playoff, floor, notes,"
            " created_at, pods_lifted, structure, elimination_only, end_rule, end_rule_after,"
            " end_rule_wins, end_rule_count, advance_points, show_player_ids, draft_timings"
            ' FROM "event" WHERE id = 1'
        )
    conn.close()
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            first, second = (row.uid for row in Event.select().order_by(Event.id))
    assert first == EXPORTED
    assert len(second) == 32 and second != first


def test_a_server_at_version_13_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    older_server(postgres_dsn, BEFORE, *EVENT)
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            assert [row.uid for row in Event.select()] == [
                derived_event_uid("金曜日のFNM", "2026-11-21", "2026-11-21T18:00:00")
            ]
