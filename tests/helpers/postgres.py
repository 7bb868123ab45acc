"""A throwaway PostgreSQL server for the tests (issue 17: the store on PostgreSQL).

``postgres_server()`` makes a cluster in a new temporary folder with Debian's ``initdb``
(as the ``postgres`` user when the tests run as root: PostgreSQL refuses to run as root),
starts it on a free loopback port with its socket in that folder and without syncing to
disk, and yields where it is: ``PostgresServer.dsn`` is
``postgresql://mtrdesk:PASSWORD@127.0.0.1:PORT/mtrdesk``. Leaving the block stops the
server at once (``pg_ctl stop -m immediate``, then the postmaster killed by its id if it
is still there) and removes the folder, whatever happened inside.

The session fixtures of ``tests/conftest.py`` start one per test process (each xdist
worker its own) and give each test that asks a fresh database (``fresh_database``).

On a machine without PostgreSQL the tests that need it are skipped, except in CI, where
``build/dev test`` installs Debian's ``postgresql`` and a missing server is a fault (as
``tests.helpers.browser`` does for Chromium).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import pwd
import re
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from psycopg import Connection

#: The role, its database, and how long each step may take (seconds).
USER = "mtrdesk"
DATABASE = "mtrdesk"
INITDB_SECONDS = 60
START_SECONDS = 20
STOP_SECONDS = 20
#: The server's settings: loopback only, and fast rather than durable (a crash of a
#: test's server loses nothing anyone needs).
SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "shared_buffers": "'16MB'",
    "max_connections": "40",
    "log_min_messages": "warning",
}


def binaries() -> Path | None:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres``: Debian's newest
    ``/usr/lib/postgresql/N/bin`` (not on PATH there), else the folder of ``pg_ctl`` on PATH."""
    found = []
    for folder in Path("/usr/lib/postgresql").glob("*/bin"):
        if folder.parent.name.isdigit() and all(
            (folder / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres")
        ):
            found.append((int(folder.parent.name), folder))
    if found:
        return max(found)[1]
    pg_ctl = shutil.which("pg_ctl")
    if pg_ctl is not None:
        folder = Path(pg_ctl).resolve().parent
        if (folder / "initdb").is_file() and (folder / "postgres").is_file():
            return folder
    return None


def _server_user() -> str | None:
    """Whom the server runs as: ``postgres`` when we are root, else ourselves (None)."""
    return "postgres" if os.geteuid() == 0 else None


#: Which stores the services tests run on: both by default (each test twice), or only
#: ``sqlite`` or ``postgresql`` when ``$MTRDESK_TEST_STORE`` says so.
STORE_ENV = "MTRDESK_TEST_STORE"
STORES = ("sqlite", "postgresql")


def tested_stores() -> tuple[str, ...]:
    """The stores ``$MTRDESK_TEST_STORE`` asks for (unset or "both": both)."""
    value = os.environ.get(STORE_ENV, "both").strip().lower()
    if value == "both":
        return STORES
    if value not in STORES:
        raise RuntimeError(f"{STORE_ENV}={value!r}: sqlite, postgresql or both")
    return (value,)


def missing() -> str | None:
    """Why no server can be started here, or None."""
    if binaries() is None:
        return "needs PostgreSQL's initdb and pg_ctl (build/dev test installs Debian's postgresql)"
    user = _server_user()
    if user is not None:
        try:
            pwd.getpwnam(user)
        except KeyError:
            return f"runs as root and there is no {user!r} user to run PostgreSQL as"
    return None


def require_postgres() -> None:
    """Skip the calling test when PostgreSQL is missing; in CI that is a fault."""
    reason = missing()
    if reason is None:
        return
    if os.environ.get("CI") == "true":
        raise RuntimeError(f"PostgreSQL is not installed: {reason}")
    pytest.skip(reason)


@dataclass(frozen=True)
class PostgresServer:
    """A running throwaway server."""

    folder: Path
    port: int
    password: str
    postmaster_pid: int
    started_in: float  # seconds from initdb to accepting connections

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def dsn(self, database: str = DATABASE) -> str:
        return f"postgresql://{USER}:{self.password}@127.0.0.1:{self.port}/{database}"


def _free_port() -> int:
    """A loopback port nobody listens on now (the server may still lose it to a race:
    ``postgres_server`` then tries another)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _environment() -> dict[str, str]:
    """Ours without any PG* variable (PGDATA, PGPORT, PGHOST would steer pg_ctl)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
    env["LC_ALL"] = "C"
    return env


def _run(command: list[str], folder: Path, seconds: float) -> None:
    user = _server_user()
    completed = subprocess.run(
        command,
        cwd=folder,
        env=_environment(),
        user=user,
        group=user,
        extra_groups=[] if user else None,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=seconds,
        check=False,
    )
    if completed.returncode != 0:
        log = folder / "server.log"
        tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
        raise RuntimeError(
            f"{Path(command[0]).name} failed ({completed.returncode}): "
            f"{completed.stdout[-2000:]}{completed.stderr[-2000:]}{tail}"
        )


def _postmaster_pid(data: Path) -> int:
    """The first line of ``postmaster.pid``, or 0 when there is none."""
    try:
        first = (data / "postmaster.pid").read_text().split("\n", 1)[0]
    except OSError:
        return 0
    return int(first) if first.strip().isdigit() else 0


def alive(pid: int) -> bool:
    """Whether process ``pid`` exists and is not a zombie waiting to be reaped (a
    daemon started by pg_ctl is reaped by init, maybe late)."""
    if pid <= 0:
        return False
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")


def processes_using(folder: Path) -> list[int]:
    """The live processes whose command line names ``folder`` (the postmaster is started
    as ``postgres -D FOLDER/data``); Linux's /proc only, else empty."""
    needle = os.fsencode(str(folder))
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            command = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if needle in command and alive(int(entry.name)):
            found.append(int(entry.name))
    return found


def _make_cluster(folder: Path, password: str) -> None:
    data = folder / "data"
    (folder / "password").write_text(password + "\n")
    user = _server_user()
    if user is not None:
        entry = pwd.getpwnam(user)
        for path in (folder, folder / "password"):
            os.chown(path, entry.pw_uid, entry.pw_gid)
    bindir = binaries()
    assert bindir is not None
    _run(
        [
            str(bindir / "initdb"),
            "--pgdata",
            str(data),
            "--username",
            USER,
            "--pwfile",
            str(folder / "password"),
            "--auth-host",
            "scram-sha-256",
            "--auth-local",
            "peer",
            "--encoding",
            "UTF8",
            "--no-locale",
            "--no-sync",
        ],
        folder,
        INITDB_SECONDS,
    )
    (folder / "password").unlink()


def _configure(folder: Path, port: int) -> None:
    lines = [f"{name} = {value}" for name, value in SETTINGS.items()]
    lines += [f"port = {port}", f"unix_socket_directories = '{folder}'"]
    with (folder / "data" / "postgresql.conf").open("a") as conf:
        conf.write("\n".join(lines) + "\n")


def _start(folder: Path) -> None:
    bindir = binaries()
    assert bindir is not None
    _run(
        [
            str(bindir / "pg_ctl"),
            "--pgdata",
            str(folder / "data"),
            "--log",
            str(folder / "server.log"),
            "--wait",
            "--timeout",
            str(START_SECONDS),
            "start",
        ],
        folder,
        START_SECONDS + 5,
    )


def _stop(folder: Path) -> None:
    """Stop the server at once; kill the postmaster (by its id) if pg_ctl could not."""
    data = folder / "data"
    pid = _postmaster_pid(data)
    bindir = binaries()
    if pid and bindir is not None:
        with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
            _run(
                [
                    str(bindir / "pg_ctl"),
                    "--pgdata",
                    str(data),
                    "--mode",
                    "immediate",
                    "--wait",
                    "--timeout",
                    str(STOP_SECONDS),
                    "stop",
                ],
                folder,
                STOP_SECONDS + 5,
            )
    if alive(pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def _create_database(dsn: str) -> None:
    import psycopg

    with psycopg.connect(dsn, autocommit=True, connect_timeout=10) as conn:
        conn.execute(f'CREATE DATABASE "{DATABASE}"')


_BIND_FAILED = re.compile(r"could not (bind|create listen socket)|Address already in use")


@contextlib.contextmanager
def postgres_server() -> Iterator[PostgresServer]:
    """A new cluster, running until the block ends (then stopped and removed)."""
    require_postgres()
    began = time.monotonic()
    folder = Path(tempfile.mkdtemp(prefix="mtrdesk-pg-"))
    password = secrets.token_hex(16)
    try:
        _make_cluster(folder, password)
        for attempt in itertools.count(1):
            port = _free_port()
            _configure(folder, port)
            try:
                _start(folder)
                break
            except RuntimeError as exc:
                if attempt >= 3 or not _BIND_FAILED.search(str(exc)):
                    raise
        server = PostgresServer(
            folder, port, password, _postmaster_pid(folder / "data"), time.monotonic() - began
        )
        _create_database(server.dsn("postgres"))
        yield server
    finally:
        try:
            _stop(folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)


_databases = itertools.count(1)


@contextlib.contextmanager
def fresh_database(server: PostgresServer) -> Iterator[str]:
    """A new empty database on ``server`` for one test; its DSN. Dropped afterwards, the
    connections still open on it closed by force."""
    import psycopg

    name = f"test_{os.getpid()}_{next(_databases)}"
    admin = server.dsn("postgres")
    with psycopg.connect(admin, autocommit=True, connect_timeout=10) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield server.dsn(name)
    finally:
        with psycopg.connect(admin, autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


#: The database each server keeps with mtrdesk's schema made once, copied for each
#: services test (``ready_database``): much quicker than making the schema each time.
TEMPLATE = "mtrdesk_schema"
_templates: set[int] = set()


def _make_template(server: PostgresServer) -> None:
    """``TEMPLATE`` on ``server`` (made by ``PostgresStore``), unless it is there."""
    import psycopg

    from mtrdesk.store.postgres.store import PostgresStore

    if server.port not in _templates:
        with psycopg.connect(server.dsn("postgres"), autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'CREATE DATABASE "{TEMPLATE}"')
        PostgresStore.open_server(server.dsn(TEMPLATE)).close()
        _templates.add(server.port)


@contextlib.contextmanager
def ready_database(server: PostgresServer) -> Iterator[str]:
    """A new database on ``server`` with mtrdesk's schema at the current version, for one
    test (copied from ``TEMPLATE``, made by ``PostgresStore`` the first time); its DSN.
    Dropped afterwards."""
    import psycopg

    admin = server.dsn("postgres")
    _make_template(server)
    name = f"test_{os.getpid()}_{next(_databases)}"
    with psycopg.connect(admin, autocommit=True, connect_timeout=10) as conn:
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}" STRATEGY FILE_COPY')
    try:
        yield server.dsn(name)
    finally:
        with psycopg.connect(admin, autocommit=True, connect_timeout=10) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


#: What a database holds besides its rows, as text to compare (``ReadyPool``): its
#: schemas, relations (with their grants), columns, defaults, constraints, indexes,
#: triggers, functions, views' rules, policies, extensions, event triggers, large
#: objects, prepared transactions, and the database's own settings. A test that changed
#: any of these leaves a database the pool drops instead of reusing.
_SHAPE = """
WITH ns AS (
    SELECT oid, nspname FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      AND nspname NOT LIKE 'pg_temp%' AND nspname NOT LIKE 'pg_toast_temp%'
), rel AS (
    SELECT c.oid, ns.nspname, c.relname, c.relkind, c.relpersistence, c.relacl,
           c.relrowsecurity
    FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
)
SELECT 'namespace', nspname, '' FROM ns
UNION ALL SELECT 'relation', nspname || '.' || relname,
    concat_ws(' ', relkind, relpersistence, relacl::text, relrowsecurity) FROM rel
UNION ALL SELECT 'column', rel.nspname || '.' || rel.relname || '.' || a.attname,
    concat_ws(' ', format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attisdropped,
              a.attnum, pg_get_expr(d.adbin, d.adrelid))
    FROM pg_attribute a JOIN rel ON rel.oid = a.attrelid
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE a.attnum > 0
UNION ALL SELECT 'constraint', rel.nspname || '.' || rel.relname || '.' || k.conname,
    pg_get_constraintdef(k.oid) FROM pg_constraint k JOIN rel ON rel.oid = k.conrelid
UNION ALL SELECT 'index', rel.nspname || '.' || rel.relname, pg_get_indexdef(rel.oid)
    FROM rel WHERE rel.relkind IN ('i', 'I')
UNION ALL SELECT 'trigger', rel.nspname || '.' || rel.relname || '.' || t.tgname,
    t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
    FROM pg_trigger t JOIN rel ON rel.oid = t.tgrelid WHERE NOT t.tgisinternal
UNION ALL SELECT 'function', ns.nspname || '.' || p.proname,
    pg_get_function_identity_arguments(p.oid) || ' ' || md5(p.prosrc)
    FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace
UNION ALL SELECT 'rule', rel.nspname || '.' || rel.relname || '.' || r.rulename,
    pg_get_ruledef(r.oid) FROM pg_rewrite r JOIN rel ON rel.oid = r.ev_class
UNION ALL SELECT 'policy', rel.nspname || '.' || rel.relname || '.' || pol.polname, ''
    FROM pg_policy pol JOIN rel ON rel.oid = pol.polrelid
UNION ALL SELECT 'extension', extname, extversion FROM pg_extension
UNION ALL SELECT 'event trigger', evtname, evtevent FROM pg_event_trigger
UNION ALL SELECT 'large objects', count(*)::text, '' FROM pg_largeobject_metadata
UNION ALL SELECT 'prepared', count(*)::text, '' FROM pg_prepared_xacts
    WHERE database = current_database()
UNION ALL SELECT 'database', concat_ws(' ', d.datconnlimit, d.datallowconn,
    d.datistemplate, d.datacl::text, d.datdba), ''
    FROM pg_database d WHERE d.datname = current_database()
UNION ALL SELECT 'settings', s.setrole::text, s.setconfig::text
    FROM pg_db_role_setting s JOIN pg_database d ON d.oid = s.setdatabase
    WHERE d.datname = current_database()
ORDER BY 1, 2, 3
"""


@dataclass(frozen=True)
class _Contents:
    """A ready database's state as made: its shape, its rows, its sequences."""

    shape: list[tuple[str, str, str]]
    tables: list[str]  # every table of the public schema
    rows: dict[str, bytes]  # COPY text of the tables that have rows (meta)
    sequences: dict[str, tuple[int, bool]]  # last_value, is_called

    @classmethod
    def read(cls, conn: Connection) -> _Contents:
        shape = cls.read_shape(conn)
        tables = [
            name
            for (name,) in conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
            ).fetchall()
        ]
        rows = {}
        for table in tables:
            buffer = bytearray()
            with conn.cursor().copy(f'COPY "{table}" TO STDOUT') as copy:
                for data in copy:
                    buffer += data
            if buffer:
                rows[table] = bytes(buffer)
        sequences = {}
        names = conn.execute(
            "SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1"
        ).fetchall()
        for (name,) in names:
            last, called = conn.execute(f'SELECT last_value, is_called FROM "{name}"').fetchone()
            sequences[name] = (int(last), bool(called))
        return cls(shape, tables, rows, sequences)

    @staticmethod
    def read_shape(conn: Connection) -> list[tuple[str, str, str]]:
        return [(str(a), str(b), str(c)) for a, b, c in conn.execute(_SHAPE).fetchall()]


class ReadyPool:
    """Databases with mtrdesk's schema for one test each, reused after a reset instead of
    made and dropped each time (issue 27: CREATE DATABASE from the template took ~0.15 s
    a test in a busy suite, DROP ~0.02 s).

    ``take`` gives a database under a name never used before: one given back earlier,
    renamed (so an address a previous test kept reaches nothing), or a new copy of the
    template. ``give_back`` ends every connection to it at once (with them their LISTENs,
    advisory locks and temporary tables), renames it out of reach, and resets it to
    what the template holds: every table's rows, every sequence's position (triggers
    off meanwhile, so the reset records and announces nothing). A database whose shape
    differs from the template's (a test altered, dropped or added anything but rows, see
    ``_SHAPE``), or that could not be emptied of connections, is dropped instead.
    tests/store/test_postgres_pool.py checks that nothing of one test reaches the next.
    """

    def __init__(self, server: PostgresServer) -> None:
        import psycopg

        self.server = server
        self._free: list[str] = []
        self.reused = 0  # how many times ``take`` gave a database given back
        self._connection: Connection | None = None
        _make_template(server)
        with psycopg.connect(server.dsn(TEMPLATE), connect_timeout=10) as conn:
            self.contents = _Contents.read(conn)

    @property
    def _emptying(self) -> str:
        """The statements that empty every table and put every sequence back."""
        statements = ["SET LOCAL session_replication_role = replica"]
        statements += [f'DELETE FROM "{table}"' for table in self.contents.tables]
        statements += [
            f"SELECT setval('\"{name}\"', {last}, {'true' if called else 'false'})"
            for name, (last, called) in self.contents.sequences.items()
        ]
        return "; ".join(statements)

    def _admin(self) -> Connection:
        """The pool's own connection to the server's ``postgres`` database, kept open
        (connecting costs ~10 ms) and made again when a test ended it."""
        import psycopg

        if self._connection is not None and not self._connection.closed:
            try:
                self._connection.execute("SELECT 1")
                return self._connection
            except psycopg.OperationalError:
                self._connection.close()
        self._connection = psycopg.connect(
            self.server.dsn("postgres"), autocommit=True, connect_timeout=10
        )
        return self._connection

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()

    def take(self) -> str:
        """A database for one test; its DSN."""
        name = f"test_{os.getpid()}_{next(_databases)}"
        admin = self._admin()
        while self._free:
            pooled = self._free.pop()
            if self._rename(admin, pooled, name):
                self.reused += 1
                return self.server.dsn(name)
            admin.execute(f'DROP DATABASE IF EXISTS "{pooled}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{TEMPLATE}" STRATEGY FILE_COPY')
        return self.server.dsn(name)

    def give_back(self, dsn: str) -> None:
        """Reset the database of ``dsn`` for another test, or drop it."""
        import psycopg

        name = dsn.rsplit("/", 1)[1]
        pooled = f"pool_{os.getpid()}_{next(_databases)}"
        if not self._rename(self._admin(), name, pooled):
            self._admin().execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            return
        try:
            with psycopg.connect(
                self.server.dsn(pooled), autocommit=True, connect_timeout=10
            ) as conn:
                if _Contents.read_shape(conn) != self.contents.shape:
                    raise _Changed
                self._reset(conn)
        except (_Changed, psycopg.Error):
            self._admin().execute(f'DROP DATABASE IF EXISTS "{pooled}" WITH (FORCE)')
            return
        self._free.append(pooled)

    def _reset(self, conn: Connection) -> None:
        with conn.transaction():
            # Triggers (and foreign keys, which are triggers) off for this transaction:
            # the reset writes no change rows and notifies nobody. One round trip for
            # all the statements (no parameters: the simple query protocol).
            conn.execute(self._emptying.encode())
            for table, data in self.contents.rows.items():
                with conn.cursor().copy(f'COPY "{table}" FROM STDIN') as copy:
                    copy.write(data)

    @staticmethod
    def _rename(conn: Connection, old: str, new: str) -> bool:
        """Rename database ``old`` to ``new`` once nobody is connected to it (their
        sessions ended by force); False when that could not be done within seconds."""
        import psycopg

        sessions = "SELECT pid FROM pg_stat_activity WHERE datname = %s AND pid <> pg_backend_pid()"
        began = time.monotonic()
        while time.monotonic() < began + STOP_SECONDS:
            pids = [pid for (pid,) in conn.execute(sessions, (old,)).fetchall()]
            if pids:
                # A session just closed is still leaving: give it 20 ms before ending it.
                # Not RENAME's own wait nor pg_terminate_backend's timeout: they sleep
                # 100 ms at a time.
                if time.monotonic() > began + 0.02:
                    conn.execute(
                        "SELECT pg_terminate_backend(pid::integer) FROM unnest(%s) AS pid", (pids,)
                    )
                time.sleep(0.001)
                continue
            try:
                conn.execute(f'ALTER DATABASE "{old}" RENAME TO "{new}"')
                return True
            except psycopg.errors.ObjectInUse:
                time.sleep(0.001)
        return False


class _Changed(Exception):
    """A database given back is no longer shaped as the template."""
