"""The pool of ready PostgreSQL databases the tests take turns on (``postgres.ReadyPool``,
issue 27: the suite within 5 minutes): a database given back and taken again holds
nothing of the test before it (no row, no sequence's position, no session, no LISTEN,
no pending notification, no advisory lock) and is what a fresh copy of the template is;
one whose shape a test changed is dropped, not reused."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator

import psycopg
import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.store.postgres.schema import CHANNEL, WRITE_LOCK
from tests.helpers import postgres
from tests.helpers.services_support import open_services

#: How long a new listener waits for a notification that must not come.
QUIET_SECONDS = 0.3


@pytest.fixture
def pool(postgres_server: postgres.PostgresServer) -> Iterator[postgres.ReadyPool]:
    """A pool of its own (not the one the other tests of this process share)."""
    made = postgres.ReadyPool(postgres_server)
    yield made
    made.close()


def oid(dsn: str) -> int:
    with psycopg.connect(dsn, connect_timeout=10) as conn:
        row = conn.execute(
            "SELECT oid FROM pg_database WHERE datname = current_database()"
        ).fetchone()
    assert row is not None
    return int(row[0])


def everything(dsn: str) -> dict[str, object]:
    """Every table's rows (COPY text) and every sequence's position."""
    found: dict[str, object] = {}
    with psycopg.connect(dsn, connect_timeout=10) as conn:
        tables = conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
        for (table,) in tables:
            with conn.cursor().copy(f'COPY "{table}" TO STDOUT') as copy:
                found[table] = b"".join(bytes(data) for data in copy)
        sequences = conn.execute(
            "SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
        for (name,) in sequences:
            found[name] = conn.execute(f'SELECT last_value, is_called FROM "{name}"').fetchone()
    return found


def test_a_database_given_back_holds_nothing_of_the_test_before(
    postgres_server: postgres.PostgresServer, pool: postgres.ReadyPool
) -> None:
    first = pool.take()
    first_oid = oid(first)
    # A test's leftovers: rows in most tables (an event, players, a paired round, the
    # audit and change rows), sequences moved on, and sessions left open: one listening
    # with a notification it never read, one holding the write lock, one in the middle
    # of a transaction that inserted a row.
    services = open_services(first)
    event_id, _ = services.events.create(EventSettings("Friday", dt.date(2026, 11, 20)))
    for n in range(6):
        services.players.add(event_id, f"Player{n}", "Test", player_id=f"P{n:04d}")
    services.rounds.pair_next(event_id)
    services.close()
    before = everything(first)
    assert before["event"] and before["match"] and before["audit_log"]
    listener = psycopg.connect(first, autocommit=True, connect_timeout=10)
    listener.execute(f"LISTEN {CHANNEL}")
    locker = psycopg.connect(first, autocommit=True, connect_timeout=10)
    locker.execute("SELECT pg_advisory_lock(%s)", (WRITE_LOCK,))
    locker.execute("CREATE TEMPORARY TABLE kept (id INTEGER)")
    with psycopg.connect(first, autocommit=True, connect_timeout=10) as sender:
        sender.execute(f"NOTIFY {CHANNEL}, 'from the test before'")
    busy = psycopg.connect(first, connect_timeout=10)
    busy.execute("INSERT INTO card_name (name, folded) VALUES ('Black Lotus', 'black lotus')")

    pool.give_back(first)

    for left in (listener, locker, busy):
        with pytest.raises(psycopg.OperationalError):
            left.execute("SELECT 1")
        left.close()
    with pytest.raises(psycopg.OperationalError, match="does not exist"):
        psycopg.connect(first, connect_timeout=10).close()  # the old name reaches nothing

    second = pool.take()
    assert pool.reused == 1 and second != first
    assert oid(second) == first_oid  # the same database, under a new name
    with postgres.ready_database(postgres_server) as fresh:
        assert everything(second) == everything(fresh)
    with psycopg.connect(second, autocommit=True, connect_timeout=10) as conn:
        others = conn.execute(
            "SELECT count(*) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        ).fetchone()
        assert others == (0,)
        assert conn.execute("SELECT pg_try_advisory_lock(%s)", (WRITE_LOCK,)).fetchone() == (True,)
        assert conn.execute("SELECT to_regclass('pg_temp.kept')").fetchone() == (None,)
        conn.execute(f"LISTEN {CHANNEL}")
        assert list(conn.notifies(timeout=QUIET_SECONDS, stop_after=1)) == []
    again = open_services(second)
    try:
        new_id, _ = again.events.create(EventSettings("Saturday", dt.date(2026, 11, 21)))
        assert new_id == event_id == 1  # the sequences start again
        assert [e.id for e in again.events.list_events()] == [1]
    finally:
        again.close()
    pool.give_back(second)


def add_column(conn: psycopg.Connection) -> None:
    conn.execute('ALTER TABLE "event" ADD COLUMN "extra" INTEGER')


def drop_trigger(conn: psycopg.Connection) -> None:
    row = conn.execute(
        "SELECT tgname, tgrelid::regclass::text FROM pg_trigger"
        " WHERE NOT tgisinternal ORDER BY tgname LIMIT 1"
    ).fetchone()
    assert row is not None
    conn.execute(f'DROP TRIGGER "{row[0]}" ON {row[1]}')


def new_schema(conn: psycopg.Connection) -> None:
    conn.execute('CREATE SCHEMA "elsewhere"')


def database_setting(conn: psycopg.Connection) -> None:
    row = conn.execute("SELECT current_database()").fetchone()
    assert row is not None
    conn.execute(f'ALTER DATABASE "{row[0]}" SET statement_timeout = 1234')


def new_table(conn: psycopg.Connection) -> None:
    conn.execute('CREATE TABLE "leftover" ("id" INTEGER)')


@pytest.mark.parametrize(
    "change", [add_column, drop_trigger, new_schema, database_setting, new_table]
)
def test_a_database_whose_shape_changed_is_dropped_not_reused(
    pool: postgres.ReadyPool, change: Callable[[psycopg.Connection], None]
) -> None:
    first = pool.take()
    first_oid = oid(first)
    with psycopg.connect(first, autocommit=True, connect_timeout=10) as conn:
        change(conn)
    pool.give_back(first)
    second = pool.take()
    assert pool.reused == 0 and oid(second) != first_oid
    with psycopg.connect(second, connect_timeout=10) as conn:
        assert postgres._Contents.read_shape(conn) == pool.contents.shape
    pool.give_back(second)
