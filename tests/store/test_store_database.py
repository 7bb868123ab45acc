"""Opening, refusing, migrating, backing up: the file is ours, current, and never damaged."""

from __future__ import annotations

import datetime as dt
import hashlib
import sqlite3
from pathlib import Path

import platformdirs
import pytest

from mtrdesk.store import (
    DatabaseInUse,
    DiskFull,
    EmptyDatabaseName,
    MigrationFailed,
    NewerDatabase,
    NotOurDatabase,
    StorageFailure,
    Store,
    migrations,
    resolve_db_path,
)
from mtrdesk.store.models import MODELS, Event, RosterPlayer
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 20, 19, 0, 0)  # noqa: E731
#: The schema version this build writes (2: booster-draft pods).
CURRENT = migrations.supported_version()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def siblings(path: Path) -> set[str]:
    return {p.name for p in path.parent.iterdir()}


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "events.sqlite3"


def test_resolve_db_path_prefers_explicit_then_environment_then_user_data() -> None:
    env = {"MTRDESK_DB": "/tmp/from-env.sqlite3"}
    assert resolve_db_path("/tmp/explicit.sqlite3", env) == Path("/tmp/explicit.sqlite3")
    assert resolve_db_path(None, env) == Path("/tmp/from-env.sqlite3")
    default = resolve_db_path(None, {})
    assert default.name == "mtrdesk.sqlite3"
    assert default.parent == Path(platformdirs.user_data_dir("mtrdesk", appauthor=False))
    assert resolve_db_path(None, {"MTRDESK_DB": ""}) == default  # set but empty: unset
    for explicit, env in (("", {}), ("  ", {}), (None, {"MTRDESK_DB": "  "})):
        with pytest.raises(EmptyDatabaseName):  # never the default database by accident
            resolve_db_path(explicit, env)


def test_new_file_is_created_at_the_current_version_with_safe_pragmas(db_path: Path) -> None:
    with Store.open(db_path, clock=CLOCK) as store:
        assert store.schema_version() == CURRENT == len(migrations.MIGRATIONS)
        pragma = lambda name: store.db.execute_sql(f"PRAGMA {name}").fetchone()[0]  # noqa: E731
        assert pragma("application_id") == migrations.APPLICATION_ID
        assert pragma("journal_mode") == "wal"
        assert pragma("synchronous") == 2  # FULL
        assert pragma("foreign_keys") == 1
    assert not store.is_open


def test_migrated_schema_matches_the_models(db_path: Path) -> None:
    with Store.open(db_path) as store:
        for model in MODELS:
            table = model._meta.table_name
            info = store.db.execute_sql(f'PRAGMA table_info("{table}")').fetchall()
            columns = {row[1]: not row[3] for row in info}  # name -> nullable
            expected = {f.column_name: f.null for f in model._meta.sorted_fields}
            if model._meta.primary_key.column_name in expected:
                expected[model._meta.primary_key.column_name] = columns.get(
                    model._meta.primary_key.column_name
                )
            assert columns == expected, table
        indexes = {
            row[0]
            for row in store.db.execute_sql("SELECT name FROM sqlite_master WHERE type='index'")
        }
        assert {"match_round_id_table_number_seat", "entry_event_id_roster_id"} <= indexes


def test_data_survives_close_and_reopen(db_path: Path) -> None:
    with Store.open(db_path) as store, store.atomic():
        RosterPlayer.create(family="山田", given="太郎")
    with Store.open(db_path) as store, store.atomic():
        assert [p.family for p in RosterPlayer.select()] == ["山田"]


def test_failed_transaction_leaves_nothing(db_path: Path) -> None:
    with Store.open(db_path) as store:
        with pytest.raises(RuntimeError), store.atomic():
            RosterPlayer.create(family="A")
            raise RuntimeError("refused")
        with store.atomic():
            assert RosterPlayer.select().count() == 0


def test_newer_database_is_refused_and_left_byte_for_byte(db_path: Path) -> None:
    Store.open(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    before, names = digest(db_path), siblings(db_path)
    with pytest.raises(NewerDatabase) as caught:
        Store.open(db_path)
    assert (caught.value.found, caught.value.supported) == (99, CURRENT)
    assert digest(db_path) == before
    assert siblings(db_path) == names


@pytest.mark.parametrize(
    "content",
    [b"name,given\nYamada,Taro\n" * 20, b"SQLite format 3\x00" + b"\xff" * 200],
    ids=["csv", "damaged-header"],
)
def test_a_file_that_is_not_sqlite_is_refused_untouched(db_path: Path, content: bytes) -> None:
    db_path.write_bytes(content)
    with pytest.raises(NotOurDatabase):
        Store.open(db_path)
    assert db_path.read_bytes() == content
    assert siblings(db_path) == {db_path.name}


def test_another_programs_database_is_refused_untouched(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)")
    conn.execute("INSERT INTO photos (path) VALUES ('a.jpg')")
    conn.commit()
    conn.close()
    before = digest(db_path)
    with pytest.raises(NotOurDatabase):
        Store.open(db_path)
    assert digest(db_path) == before
    assert siblings(db_path) == {db_path.name}


def test_another_application_id_is_refused_even_without_tables(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA application_id = 12345")
    conn.commit()
    conn.close()
    before = digest(db_path)
    with pytest.raises(NotOurDatabase):
        Store.open(db_path)
    assert digest(db_path) == before


def test_an_empty_file_becomes_a_new_database(db_path: Path) -> None:
    db_path.write_bytes(b"")
    with Store.open(db_path) as store:
        assert store.schema_version() == CURRENT


def test_a_second_open_in_the_same_process_is_in_use(db_path: Path) -> None:
    with Store.open(db_path), pytest.raises(DatabaseInUse):
        Store.open(db_path)
    Store.open(db_path).close()  # released at close


def test_backup_is_a_complete_database(db_path: Path, tmp_path: Path) -> None:
    with Store.open(db_path) as store:
        with store.atomic():
            RosterPlayer.create(family="佐藤")
        target = store.backup_to(tmp_path / "copies" / "backup.sqlite3")
        with pytest.raises(StorageFailure):
            store.backup_to(db_path)
    conn = sqlite3.connect(target)
    assert conn.execute("SELECT family FROM roster_player").fetchall() == [("佐藤",)]
    assert conn.execute("PRAGMA application_id").fetchone()[0] == migrations.APPLICATION_ID
    conn.close()
    with Store.open(target) as copy:
        assert copy.schema_version() == CURRENT


def _next_add_column(db) -> None:  # type: ignore[no-untyped-def]
    db.execute_sql('ALTER TABLE "roster_player" ADD COLUMN "nickname" TEXT')


def _next_broken(db) -> None:  # type: ignore[no-untyped-def]
    db.execute_sql('ALTER TABLE "roster_player" ADD COLUMN "nickname" TEXT')
    db.execute_sql("THIS IS NOT SQL")


def test_migration_backs_the_file_up_first(db_path: Path) -> None:
    with Store.open(db_path) as store, store.atomic():
        RosterPlayer.create(family="鈴木")
    steps = [*migrations.MIGRATIONS, _next_add_column]
    with Store.open(db_path, clock=CLOCK, steps=steps) as store:
        assert store.schema_version() == CURRENT + 1
    backup = migration_backup(db_path, CURRENT, "20261120-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(CURRENT),)
    assert conn.execute("SELECT family FROM roster_player").fetchall() == [("鈴木",)]
    conn.close()
    # The released build now sees a newer file and refuses it.
    with pytest.raises(NewerDatabase):
        Store.open(db_path)


def test_a_failing_migration_step_rolls_back_whole(db_path: Path) -> None:
    Store.open(db_path).close()
    with pytest.raises(MigrationFailed) as caught:
        Store.open(db_path, clock=CLOCK, steps=[*migrations.MIGRATIONS, _next_broken])
    backup = migration_backup(db_path, CURRENT, "20261120-190000")
    assert caught.value.backup == backup
    with Store.open(db_path) as store:
        assert store.schema_version() == CURRENT
        columns = [r[1] for r in store.db.execute_sql('PRAGMA table_info("roster_player")')]
        assert "nickname" not in columns


def test_a_full_disk_is_a_store_error_and_saves_nothing(db_path: Path) -> None:
    with Store.open(db_path) as store:
        pages = store.db.execute_sql("PRAGMA page_count").fetchone()[0]
        store.db.execute_sql(f"PRAGMA max_page_count = {pages + 2}")
        with pytest.raises(DiskFull), store.atomic():
            for n in range(2000):
                RosterPlayer.create(family=f"player {n}" * 20)
        with store.atomic():
            assert RosterPlayer.select().count() == 0


def test_a_closed_store_refuses_transactions(db_path: Path) -> None:
    store = Store.open(db_path)
    store.close()
    store.close()  # closing twice is harmless
    with pytest.raises(StorageFailure), store.atomic():
        Event.select().count()


def test_a_newer_database_left_with_its_wal_is_refused_creating_nothing(tmp_path: Path) -> None:
    """A newer mtrdesk that crashed leaves a -wal without its -shm: reading it in place,
    even read-only, would create a -shm beside a file we must not touch."""
    made = tmp_path / "made" / "events.sqlite3"
    Store.open(made).close()
    writer = sqlite3.connect(made)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    newer = migrations.supported_version() + 1
    writer.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(newer),))
    writer.commit()
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for name in (made.name, made.name + "-wal"):  # as a crash leaves them
        (crashed / name).write_bytes((made.parent / name).read_bytes())
    writer.close()
    db_path = crashed / made.name
    before = {p.name: digest(p) for p in crashed.iterdir()}
    with pytest.raises(NewerDatabase) as caught:
        Store.open(db_path)
    assert caught.value.found == newer  # the version in the WAL, not the stale main file
    assert {p.name: digest(p) for p in crashed.iterdir()} == before


def test_backup_onto_the_open_file_by_another_spelling_is_refused(
    db_path: Path, tmp_path: Path
) -> None:
    (tmp_path / "sub").mkdir()
    link = tmp_path / "link.sqlite3"
    with Store.open(db_path) as store:
        link.symlink_to(db_path)
        for target in (tmp_path / "sub" / ".." / db_path.name, link, Path(f"{db_path}-wal")):
            with pytest.raises(StorageFailure):
                store.backup_to(target)
        with store.atomic():
            RosterPlayer.create(family="残る")
    with Store.open(db_path) as store, store.atomic():
        assert [p.family for p in RosterPlayer.select()] == ["残る"]
