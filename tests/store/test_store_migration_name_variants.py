"""Schema step 18 (issue 32): the roster's search keys are folded again, now with name
kanji variants (``core.variants``), so a person an older mtrdesk keyed as 𠮷田 is found
by 吉田; a server's database at version 17 is brought to 18 the same way."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import psycopg

from mtrdesk.core.text import search_key
from mtrdesk.store import Store, migrations
from mtrdesk.store.models import RosterPlayer
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers.older_schema import CLOCK, older_file, older_server, steps_before

BEFORE = steps_before(migrations._v18_name_variants)
EVENT = ("金曜モダン", "modern", "constructed")
#: The keys release 17 wrote: the variants as typed (fold had no variants then).
OLDER = [
    (1, "𠮷田", "誠", "よしだまこと", "\x1f𠮷田誠\x1f誠𠮷田\x1fよしだまこと\x1f\x1f"),
    (2, "髙橋", "花子", "たかはしはなこ", "\x1f髙橋花子\x1f花子髙橋\x1fたかはしはなこ\x1f\x1f"),
    (3, "佐藤", "健", "さとうけん", search_key("佐藤", "健", "さとうけん", "")),
]


def _keys() -> dict[int, str]:
    return {p.id: p.search_key for p in RosterPlayer.select().order_by(RosterPlayer.id)}


def _expected() -> dict[int, str]:
    return {n: search_key(family, given, reading, "") for n, family, given, reading, _ in OLDER}


def test_an_older_files_people_are_found_by_the_everyday_form(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path, BEFORE, *EVENT)
    conn = sqlite3.connect(path)
    with conn:
        conn.executemany(
            "INSERT INTO roster_player (id, family, given, reading, player_id, search_key)"
            " VALUES (?, ?, ?, ?, '', ?)",
            OLDER,
        )
    conn.close()
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            keys = _keys()
    assert keys == _expected()
    assert "吉田" in keys[1] and "高橋" in keys[2]


def test_a_server_at_version_17_is_upgraded(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    older_server(postgres_dsn, BEFORE, *EVENT)
    assert postgres_schema.UPGRADES[BEFORE + 1]
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        for row in OLDER:
            conn.execute(
                "INSERT INTO roster_player (id, family, given, reading, player_id, search_key)"
                " VALUES (%s, %s, %s, %s, '', %s)",
                row,
            )
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version() > BEFORE
        with store.atomic():
            assert _keys() == _expected()
