"""The throwaway PostgreSQL server of the tests (``tests.helpers.postgres``, issue 17):
psycopg 3 and peewee reach it over loopback with a password, transactions and
LISTEN/NOTIFY work between two connections, one server serves a whole session and
nothing of it is left running or on disk afterwards."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import peewee as pw
import psycopg
import pytest
from playhouse.postgres_ext import Psycopg3Database

from tests.helpers import postgres

ROOT = Path(__file__).resolve().parents[2]
#: How long a notification may take to arrive (it comes in milliseconds).
NOTIFY_SECONDS = 5.0


def test_psycopg_reaches_the_server_over_loopback_with_its_password(
    postgres_server: postgres.PostgresServer, postgres_dsn: str
) -> None:
    with psycopg.connect(postgres_dsn, connect_timeout=10) as conn:
        user, address, fsync = conn.execute(
            "SELECT current_user, host(inet_server_addr()), current_setting('fsync')"
        ).fetchone() or (None, None, None)
        assert (user, address, fsync) == (postgres.USER, "127.0.0.1", "off")
        assert conn.info.server_version >= 150000
        assert conn.info.port == postgres_server.port
    wrong = postgres_dsn.replace(postgres_server.password, "not-the-password")
    with pytest.raises(psycopg.OperationalError, match="password authentication failed"):
        psycopg.connect(wrong, connect_timeout=10).close()


def test_psycopg_transaction_is_seen_by_another_connection_only_once_committed(
    postgres_dsn: str,
) -> None:
    with (
        psycopg.connect(postgres_dsn, autocommit=True) as writer,
        psycopg.connect(postgres_dsn, autocommit=True) as reader,
    ):
        writer.execute('CREATE TABLE "result" ("id" SERIAL PRIMARY KEY, "wins1" INTEGER)')
        with writer.transaction():
            writer.execute('INSERT INTO "result" ("wins1") VALUES (%s), (%s)', (2, 1))
            assert writer.execute('SELECT count(*) FROM "result"').fetchone() == (2,)
            assert reader.execute('SELECT count(*) FROM "result"').fetchone() == (0,)
        assert reader.execute('SELECT "wins1" FROM "result" ORDER BY "id"').fetchall() == [
            (2,),
            (1,),
        ]
        with pytest.raises(ZeroDivisionError), writer.transaction():
            writer.execute('INSERT INTO "result" ("wins1") VALUES (0)')
            raise ZeroDivisionError
        assert reader.execute('SELECT count(*) FROM "result"').fetchone() == (2,)


class Player(pw.Model):
    name = pw.TextField()
    points = pw.IntegerField(default=0)


def test_peewee_postgresql_database_runs_on_psycopg_3(postgres_dsn: str) -> None:
    db = pw.PostgresqlDatabase(postgres_dsn)
    with db.bind_ctx([Player]):
        db.connect()
        try:
            # peewee picks psycopg 3 when psycopg2 is absent, as in the lock.
            assert isinstance(db.connection(), psycopg.Connection)
            db.create_tables([Player])
            with db.atomic():
                Player.create(name="伊藤 花子", points=3)
                Player.create(name="Ann Lee", points=6)
            with pytest.raises(ZeroDivisionError), db.atomic():
                Player.create(name="rolled back")
                raise ZeroDivisionError
            rows = [(p.name, p.points) for p in Player.select().order_by(Player.points)]
            assert rows == [("伊藤 花子", 3), ("Ann Lee", 6)]
        finally:
            db.close()
    ext = Psycopg3Database(postgres_dsn)
    with ext.bind_ctx([Player]):
        ext.connect()
        try:
            assert Player.select().count() == 2
        finally:
            ext.close()


def test_listen_notify_round_trip_arrives_at_commit(postgres_dsn: str) -> None:
    with (
        psycopg.connect(postgres_dsn, autocommit=True) as listener,
        psycopg.connect(postgres_dsn, autocommit=True) as sender,
    ):
        listener.execute("LISTEN mtrdesk_changes")
        with sender.transaction():
            sender.execute("SELECT pg_notify('mtrdesk_changes', 'event 7 round 3')")
            # Not before the sender commits: the stations refresh on committed data only.
            assert list(listener.notifies(timeout=0.2, stop_after=1)) == []
        arrived = list(listener.notifies(timeout=NOTIFY_SECONDS, stop_after=1))
        assert [(n.channel, n.payload, n.pid) for n in arrived] == [
            ("mtrdesk_changes", "event 7 round 3", sender.info.backend_pid)
        ]
        sender.execute("NOTIFY other_channel, 'not for this listener'")
        sender.execute("NOTIFY mtrdesk_changes, 'second'")
        arrived = list(listener.notifies(timeout=NOTIFY_SECONDS, stop_after=1))
        assert [n.payload for n in arrived] == ["second"]


def test_each_test_gets_its_own_empty_database_on_the_one_server(
    postgres_server: postgres.PostgresServer, postgres_dsn: str
) -> None:
    with postgres.fresh_database(postgres_server) as other:
        assert other != postgres_dsn
        with psycopg.connect(postgres_dsn) as a, psycopg.connect(other) as b:
            a.execute('CREATE TABLE "only_here" ("id" INTEGER)')
            a.commit()
            tables = "SELECT count(*) FROM pg_tables WHERE tablename = 'only_here'"
            assert a.execute(tables).fetchone() == (1,)
            assert b.execute(tables).fetchone() == (0,)
            assert a.info.port == b.info.port == postgres_server.port
    # Dropped afterwards, even with nobody closing its connections first.
    name = other.rsplit("/", 1)[1]
    with psycopg.connect(postgres_dsn) as conn:
        found = conn.execute("SELECT count(*) FROM pg_database WHERE datname = %s", (name,))
        assert found.fetchone() == (0,)


def test_a_server_is_stopped_and_removed_when_its_block_fails() -> None:
    with pytest.raises(ZeroDivisionError), postgres.postgres_server() as server:
        folder, pid = server.folder, server.postmaster_pid
        assert postgres.alive(pid)
        assert pid in postgres.processes_using(folder)
        raise ZeroDivisionError
    assert not postgres.alive(pid)
    assert postgres.processes_using(folder) == []
    assert not folder.exists()


INNER = textwrap.dedent(
    """
    import json, os, time

    import psycopg

    RECORD = os.environ["MTRDESK_PG_RECORD"]


    def note(server, dsn, began):
        with psycopg.connect(dsn) as conn:
            tables = conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
            (count,) = tables.fetchone()
            conn.execute("CREATE TABLE mine (id INTEGER)")
            conn.commit()
        with open(RECORD, "a") as out:
            row = [server.postmaster_pid, server.port, str(server.folder), count, began]
            out.write(json.dumps(row) + "\\n")


    def test_first(postgres_server, postgres_dsn):
        note(postgres_server, postgres_dsn, time.monotonic())


    def test_second(postgres_server, postgres_dsn):
        note(postgres_server, postgres_dsn, time.monotonic())
    """
)


@pytest.mark.slow
def test_one_server_per_session_and_none_left_after_it(tmp_path: Path) -> None:
    """A session of its own in a child pytest (with this suite's conftest): both tests
    share one server, each with an empty database; once the session has ended, its
    postmaster is gone and so is its folder."""
    postgres.require_postgres()
    (tmp_path / "test_inner.py").write_text(INNER)
    record = tmp_path / "record.jsonl"
    # Not an xdist worker's variables, nor PYTEST_ADDOPTS: a plain session of its own.
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["MTRDESK_PG_RECORD"] = str(record)
    inner = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-c",
            str(ROOT / "pyproject.toml"),
            "--rootdir",
            str(ROOT),
            "-p",
            "no:cacheprovider",
            "-p",
            "tests.conftest",
            str(tmp_path / "test_inner.py"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert inner.returncode == 0, inner.stdout + inner.stderr
    assert "2 passed" in inner.stdout
    rows = [json.loads(line) for line in record.read_text().splitlines()]
    assert len(rows) == 2
    (pid, port, folder, tables, _), (pid2, port2, folder2, tables2, _) = rows
    assert (pid2, port2, folder2) == (pid, port, folder)
    assert tables == tables2 == 0
    assert not postgres.alive(pid)
    assert postgres.processes_using(Path(folder)) == []
    assert not Path(folder).exists()


def test_missing_postgresql_skips_except_in_ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(postgres, "binaries", lambda: None)
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception, match="build/dev test installs"):
        postgres.require_postgres()
    monkeypatch.setenv("CI", "true")
    with pytest.raises(RuntimeError, match="PostgreSQL is not installed"):
        postgres.require_postgres()
