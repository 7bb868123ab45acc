"""The store on a PostgreSQL server (issue 17): opening and refusing, transactions, one
writer at a time, seeing other connections' commits, a lost connection, backups.

The SQLite store's own tests (tests/store/test_store_database.py) cover what only a file
has (hard links, WAL files, lock files); these cover the same promises on a server: a
database that is not ours, or newer, is refused untouched; every change is whole or
nothing; a broken connection is a clear error and the next change connects again."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import psycopg
import pytest

from mtrdesk.store import audit_chain, migrations
from mtrdesk.store.copying import compare
from mtrdesk.store.database import Store
from mtrdesk.store.errors import (
    ConnectionLost,
    MigrationFailed,
    NewDatabaseNotAsked,
    NewerDatabase,
    NoServerDatabase,
    NotOurDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    ServerUnreachable,
    SharedDatabaseBusy,
)
from mtrdesk.store.models import Event, MetaValue, RosterPlayer
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.server_address import display_address
from mtrdesk.store.postgres.store import PostgresStore
from tests.helpers import postgres


def tables(dsn: str) -> list[str]:
    with psycopg.connect(dsn, autocommit=True) as conn:
        rows = conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
    return [r[0] for r in rows]


def add_player(store: Store, family: str) -> None:
    with store.atomic():
        RosterPlayer.create(family=family)


def players(store: Store) -> list[str]:
    with store.atomic():
        return [p.family for p in RosterPlayer.select().order_by(RosterPlayer.id)]


def test_an_empty_database_gets_the_schema_only_when_asked(postgres_dsn: str) -> None:
    with pytest.raises(NewDatabaseNotAsked):
        PostgresStore.open_server(postgres_dsn, create=False)
    assert tables(postgres_dsn) == []
    with pytest.raises(NotOurDatabase):
        PostgresStore.open_server(postgres_dsn, read_only=True)
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == migrations.supported_version()
        assert store.file is None
        assert store.location == display_address(postgres_dsn)
        assert ":" not in store.location.split("@")[0].removeprefix("postgresql://")
    assert "meta" in tables(postgres_dsn)


def test_another_programs_database_is_refused_untouched(postgres_dsn: str) -> None:
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        conn.execute('CREATE TABLE "meta" ("key" TEXT PRIMARY KEY, "value" TEXT)')
        conn.execute("INSERT INTO meta VALUES ('schema_version', '3')")
    with pytest.raises(NotOurDatabase):
        PostgresStore.open_server(postgres_dsn)
    assert tables(postgres_dsn) == ["meta"]


def test_a_newer_database_is_refused_untouched(postgres_dsn: str) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    newer = str(migrations.supported_version() + 1)
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        conn.execute(
            "UPDATE meta SET value = %s WHERE key = %s", (newer, migrations.SCHEMA_VERSION_KEY)
        )
    with pytest.raises(NewerDatabase):
        PostgresStore.open_server(postgres_dsn)
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        (value,) = conn.execute(
            "SELECT value FROM meta WHERE key = %s", (migrations.SCHEMA_VERSION_KEY,)
        ).fetchone()  # type: ignore[misc]
    assert value == newer


def test_an_unreachable_server_a_wrong_password_and_a_missing_database_are_refused(
    postgres_server: postgres.PostgresServer,
) -> None:
    closed = postgres_server.dsn().replace(f":{postgres_server.port}/", ":1/")
    with pytest.raises(ServerUnreachable) as unreachable:
        PostgresStore.open_server(closed)
    assert postgres_server.password not in str(unreachable.value)
    wrong = postgres_server.dsn().replace(postgres_server.password, "not-the-password")
    with pytest.raises(ServerUnreachable) as refused:
        PostgresStore.open_server(wrong)
    assert "not-the-password" not in str(refused.value)
    with pytest.raises(NoServerDatabase):
        PostgresStore.open_server(postgres_server.dsn("no_such_database"))


def test_a_failed_transaction_leaves_nothing(postgres_ready_dsn: str) -> None:
    with PostgresStore.open_server(postgres_ready_dsn) as store:
        with pytest.raises(RuntimeError), store.atomic():
            RosterPlayer.create(family="Gone")
            raise RuntimeError("refused")
        add_player(store, "Kept")
        assert players(store) == ["Kept"]


def test_a_read_only_store_writes_nothing(postgres_ready_dsn: str) -> None:
    reader = PostgresStore.open_server(postgres_ready_dsn, read_only=True)
    with reader, pytest.raises(ReadOnlyDatabase), reader.atomic():
        RosterPlayer.create(family="Nope")
    with PostgresStore.open_server(postgres_ready_dsn) as store:
        assert players(store) == []


def test_another_connections_commit_changes_the_mark(postgres_ready_dsn: str) -> None:
    with PostgresStore.open_server(postgres_ready_dsn) as store:
        first = store.change_mark()
        assert store.change_mark() == first  # nothing written: the same
        with psycopg.connect(postgres_ready_dsn, autocommit=True) as other:
            other.execute("INSERT INTO roster_player (family) VALUES ('Psql')")
        second = store.change_mark()
        assert second != first  # another program's commit
        add_player(store, "Own")
        assert store.change_mark() != second


@pytest.mark.parametrize("read_only", [True, False])
def test_a_nested_read_leaves_the_mark_as_it_was(postgres_ready_dsn: str, read_only: bool) -> None:
    """A read inside a read (a savepoint and its release) changes nothing: the mark stays,
    so what was read under it is still good (issue 33: the phones' kept pages were made
    again after every page, as if each had written)."""
    with PostgresStore.open_server(postgres_ready_dsn) as writer:
        add_player(writer, "Kept")
    with PostgresStore.open_server(postgres_ready_dsn, read_only=read_only) as store:
        first = store.change_mark()
        with store.atomic():
            assert players(store) == ["Kept"]  # its atomic() is a savepoint here
        assert store.change_mark() == first


def test_each_commit_that_changed_something_is_notified(postgres_ready_dsn: str) -> None:
    with psycopg.connect(postgres_ready_dsn, autocommit=True) as listener:
        listener.execute(f"LISTEN {postgres_schema.CHANNEL}")
        with PostgresStore.open_server(postgres_ready_dsn) as store:
            with store.atomic():
                RosterPlayer.create(family="A")
                RosterPlayer.create(family="B")
            players(store)  # reads: no notification
            add_player(store, "C")
        payloads = [n.payload for n in listener.notifies(timeout=1.0, stop_after=2)]
    assert payloads == ["1", "2"]  # one per transaction, the counter's new value


def test_writers_wait_for_each_other(postgres_ready_dsn: str) -> None:
    """The second station's change begins only once the first has committed: it reads
    what the first wrote (the advisory lock), as pairing must."""
    first = PostgresStore.open_server(postgres_ready_dsn)
    began, seen = threading.Event(), []

    def second_station() -> None:
        with PostgresStore.open_server(postgres_ready_dsn) as second:
            began.set()
            with second.atomic():
                seen.append([p.family for p in RosterPlayer.select()])
                RosterPlayer.create(family="Second")

    try:
        with first.atomic():
            RosterPlayer.create(family="First")
            worker = threading.Thread(target=second_station)
            worker.start()
            assert began.wait(10)
            time.sleep(0.3)  # the second is waiting for the lock now, not reading
            assert seen == []
        worker.join(10)
        assert seen == [["First"]]
        assert players(first) == ["First", "Second"]
    finally:
        first.close()


def test_a_change_waiting_too_long_is_refused(
    postgres_ready_dsn: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtrdesk.store.postgres import store as postgres_store

    monkeypatch.setattr(postgres_store, "LOCK_SECONDS", 1)
    with PostgresStore.open_server(postgres_ready_dsn) as holder, holder.atomic():
        RosterPlayer.create(family="Holding")
        with PostgresStore.open_server(postgres_ready_dsn) as waiter:
            began = time.monotonic()
            with pytest.raises(SharedDatabaseBusy), waiter.atomic():
                RosterPlayer.create(family="Waited")
            assert 0.8 < time.monotonic() - began < 5


def test_a_lost_connection_is_said_and_the_next_change_connects_again(
    postgres_ready_dsn: str,
) -> None:
    with PostgresStore.open_server(postgres_ready_dsn) as store:
        add_player(store, "Before")
        (pid,) = store.db.execute_sql("SELECT pg_backend_pid()").fetchone()
        with psycopg.connect(postgres_ready_dsn, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        with pytest.raises(ConnectionLost), store.atomic():
            RosterPlayer.create(family="Lost")
        add_player(store, "After")  # connected again
        assert players(store) == ["Before", "After"]


def test_a_backup_is_an_sqlite_file_with_every_row(postgres_ready_dsn: str, tmp_path: Path) -> None:
    with PostgresStore.open_server(postgres_ready_dsn) as store:
        add_player(store, "Ada")
        with store.atomic():
            Event.insert(
                name="Store Championship",
                date="2026-11-26",
                format="modern",
                kind="constructed",
                rel="competitive",
                games_to_win=2,
                round_minutes=50,
                playoff="top8",
                floor="mtr",
                created_at="2026-11-26 10:00:00.250000",
            ).execute()
            audit_chain.append(1, __import__("datetime").datetime(2026, 11, 26, 10), "x.y", "{}")
        copy = store.backup_to(tmp_path / "copy.sqlite3")
        with Store.open(copy) as file:
            assert all(t.same for t in compare(store, file))
            with file.atomic():
                assert audit_chain.verify() is None
                assert MetaValue.get(MetaValue.key == audit_chain.HEAD_KEY).value


def test_a_listener_hears_each_commit_and_connects_again(postgres_ready_dsn: str) -> None:
    from mtrdesk.store.postgres.listen import APPLICATION, ChangeListener

    heard: list[str] = []
    listener = ChangeListener(postgres_ready_dsn, heard.append)
    listener.start()
    try:
        deadline = time.monotonic() + 10
        while listener.connections < 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        with PostgresStore.open_server(postgres_ready_dsn) as store:
            add_player(store, "A")
            add_player(store, "B")
            while len(heard) < 2 and time.monotonic() < deadline:
                time.sleep(0.02)
            assert heard == ["1", "2"]
            with psycopg.connect(postgres_ready_dsn, autocommit=True) as admin:
                admin.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE application_name = %s",
                    (APPLICATION,),
                )
            while listener.connections < 2 and time.monotonic() < deadline + 5:
                time.sleep(0.05)
            assert heard[2:] == [""]  # connected again: told something may be missed
            add_player(store, "C")
            while len(heard) < 4 and time.monotonic() < deadline + 5:
                time.sleep(0.02)
            assert heard == ["1", "2", "", "3"]
    finally:
        listener.stop()
    assert not listener.running


def test_an_older_database_is_upgraded_step_by_step(
    postgres_dsn: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Servers made by this version, opened by the next: its steps run in order, each
    whole; a reading station refuses instead; a failed step leaves the version it was."""
    PostgresStore.open_server(postgres_dsn).close()
    current = migrations.supported_version()
    monkeypatch.setattr(migrations, "supported_version", lambda steps=None: current + 2)
    monkeypatch.setattr(
        postgres_schema,
        "UPGRADES",
        {
            current + 1: ('ALTER TABLE "event" ADD COLUMN "venue" TEXT',),
            current + 2: ('ALTER TABLE "event" ADD COLUMN "judges" INTEGER NOT NULL DEFAULT 0',),
        },
    )
    with pytest.raises(OlderDatabase):
        PostgresStore.open_server(postgres_dsn, read_only=True)
    with PostgresStore.open_server(postgres_dsn) as store:
        assert store.schema_version() == current + 2
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        columns = {
            r[0]
            for r in conn.execute(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'event'"
            )
        }
    assert {"venue", "judges"} <= columns


def test_a_failed_upgrade_step_leaves_the_last_version(
    postgres_dsn: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    PostgresStore.open_server(postgres_dsn).close()
    current = migrations.supported_version()
    monkeypatch.setattr(migrations, "supported_version", lambda steps=None: current + 2)
    monkeypatch.setattr(
        postgres_schema,
        "UPGRADES",
        {
            current + 1: ('ALTER TABLE "event" ADD COLUMN "venue" TEXT',),
            current + 2: ('ALTER TABLE "event" ADD COLUMN "venue" TEXT',),  # twice: fails
        },
    )
    with pytest.raises(MigrationFailed):
        PostgresStore.open_server(postgres_dsn)
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        (version,) = conn.execute(
            "SELECT value FROM meta WHERE key = %s", (migrations.SCHEMA_VERSION_KEY,)
        ).fetchone()  # type: ignore[misc]
    assert version == str(current + 1)
