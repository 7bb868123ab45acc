"""Schema step 8 (decklists, MTR 2.7, 7.5; deck checks, MTR 2.8): an older file migrates
with empty tables and keeps its event; lists and checks go with their entry and round;
one list and one pool per entry; a card name once."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path

import peewee as pw
import pytest

from mtrdesk.store import Store, migrations

CLOCK = lambda: dt.datetime(2026, 11, 22, 9, 0, 0)  # noqa: E731
BEFORE = migrations.MIGRATIONS.index(migrations._v8_decklists)
NOW = "2026-11-22 09:00:00"


def older_file(path: Path) -> None:
    """A Modern event with two entries and round 1 paired, written before step 8."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '日曜モダン', '2026-11-22', 'modern', 'constructed', 'competitive',"
            f" 2, 3, 0, 50, 'none', 'mtr', '', '{NOW}')"
        )
        for n in (1, 2):
            conn.execute(
                'INSERT INTO "roster_player" (id, family, given, reading, player_id, search_key)'
                " VALUES (?, ?, '', '', '', '')",
                (n, f"Player{n}"),
            )
            conn.execute(
                'INSERT INTO "entry" (id, event_id, roster_id, awarded_byes, created_at)'
                f" VALUES (?, 1, ?, 0, '{NOW}')",
                (n, n),
            )
        conn.execute(
            'INSERT INTO "round" (id, event_id, number, seed, playoff, paired_at)'
            f" VALUES (1, 1, 1, 7, 0, '{NOW}')"
        )
    conn.close()


def count(db: pw.SqliteDatabase, table: str) -> int:
    return db.execute_sql(f'SELECT count(*) FROM "{table}"').fetchone()[0]


def test_the_decklist_step_adds_empty_tables_and_keeps_the_event(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        db = store.db
        assert store.schema_version() == migrations.supported_version() > BEFORE
        for table in ("decklist", "deck_check", "card_name", "ban_list_file"):
            assert count(db, table) == 0, table
        assert (count(db, "entry"), count(db, "round")) == (2, 1)
        db.execute_sql(
            'INSERT INTO "decklist" (entry_id, text, cards, received_at, updated_at)'
            f" VALUES (1, '60 Island', '{{}}', '{NOW}', '{NOW}')"
        )
        row = db.execute_sql(
            'SELECT kind, registered_by_id, locked_at, locked_by FROM "decklist"'
        ).fetchone()
        assert row == ("deck", None, None, "")
    backup = path.with_name(f"{path.name}.v{BEFORE}-20261122-090000.bak")
    conn = sqlite3.connect(backup)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "decklist" not in tables and "deck_check" not in tables
    conn.close()


def test_lists_and_checks_go_with_their_entry_and_round(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        db = store.db
        for entry, kind, by in ((1, "deck", None), (1, "pool", 2), (2, "deck", None)):
            db.execute_sql(
                'INSERT INTO "decklist" (entry_id, kind, text, cards, registered_by_id,'
                f" received_at, updated_at) VALUES (?, ?, '', '{{}}', ?, '{NOW}', '{NOW}')",
                (entry, kind, by),
            )
        with pytest.raises(pw.IntegrityError):  # one list of each kind per entry
            db.execute_sql(
                'INSERT INTO "decklist" (entry_id, kind, received_at, updated_at)'
                f" VALUES (1, 'deck', '{NOW}', '{NOW}')"
            )
        for entry in (1, 2):
            db.execute_sql(
                'INSERT INTO "deck_check" (round_id, entry_id, table_number, minutes, outcome,'
                f" checked_at) VALUES (1, ?, 1, 5, 'ok', '{NOW}')",
                (entry,),
            )
        assert db.execute_sql('SELECT seat, note FROM "deck_check"').fetchone() == ("", "")
        db.execute_sql('DELETE FROM "entry" WHERE id = 2')
        # Player 2's list and check went; the pool player 2 registered stays, unsigned.
        assert count(db, "decklist") == 2 and count(db, "deck_check") == 1
        assert db.execute_sql(
            "SELECT registered_by_id FROM \"decklist\" WHERE kind = 'pool'"
        ).fetchone() == (None,)
        db.execute_sql('DELETE FROM "round"')
        assert count(db, "deck_check") == 0 and count(db, "decklist") == 2


def test_a_card_name_is_stored_once(tmp_path: Path) -> None:
    with Store.open(tmp_path / "events.sqlite3", clock=CLOCK) as store:
        db = store.db
        db.execute_sql(
            'INSERT INTO "card_name" (name, folded, japanese) VALUES'
            " ('Lightning Bolt', 'lightning bolt', '稲妻')"
        )
        with pytest.raises(pw.IntegrityError):
            db.execute_sql(
                'INSERT INTO "card_name" (name, folded)'
                " VALUES ('LIGHTNING BOLT', 'lightning bolt')"
            )
        assert db.execute_sql('SELECT imported FROM "card_name"').fetchone() == (1,)
        db.execute_sql("INSERT INTO \"ban_list_file\" (text, imported_at) VALUES ('{}', ?)", (NOW,))
        assert db.execute_sql('SELECT as_of FROM "ban_list_file"').fetchone() == ("",)
