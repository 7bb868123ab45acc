"""The store on a PostgreSQL server (issue 17): several stations on one event.

The same peewee models and services run on it as on an SQLite file; what differs lives
here:

* **Opening.** An empty database gets the whole schema (``postgres_schema``); one that is
  not ours (tables without our ``meta`` row), or of a newer mtrdesk, is refused untouched,
  as files are; one of an older mtrdesk is brought up to date step by step
  (``postgres_schema.upgrade``; a reading station refuses it instead). A server that
  cannot be reached (address, password, a stopped server) is ``ServerUnreachable``.
* **One writer at a time.** Every transaction of a writing station takes one
  transaction-scoped advisory lock as it begins (``ServerDatabase.begin``), the server's
  counterpart of SQLite's one write lock: two stations cannot both read "round 3 has all
  its results" and both pair round 4, nor write the same next audit row. Reading-only
  stores (the web server's pages, reading commands) take no lock and can write nothing
  (``default_transaction_read_only``). A change that waits longer than ``LOCK_SECONDS``
  for another station is refused (``SharedDatabaseBusy``), nothing saved.
* **Seeing other stations' changes.** A transaction that changed a table adds one to
  ``meta``'s ``changes`` counter (the schema's statement triggers) and notifies
  ``CHANNEL`` with the new value, delivered at its commit (``LISTEN/NOTIFY``);
  ``data_mark`` reads the counter, so a value a station remembered is read again once
  anybody committed, and a window's ``OutsideChanges`` sees the change at its next look.
* **A lost connection** (a server restarted, a cable pulled) fails the change in hand as
  ``ConnectionLost`` (the server rolls an unfinished transaction back whole) and the next
  transaction connects again.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import peewee as pw

from mtrdesk.core.progress import Progress
from mtrdesk.store import change_log, migrations
from mtrdesk.store.database import Store
from mtrdesk.store.errors import (
    ConnectionLost,
    DamagedDatabase,
    DiskFull,
    EmptyServerDatabase,
    ForeignServerDatabase,
    MigrationFailed,
    NewerDatabase,
    NoServerDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    ServerUnreachable,
    SharedDatabaseBusy,
    StorageFailure,
    StoreError,
    error_chain,
)
from mtrdesk.store.pinned_copy import LaterCopy
from mtrdesk.store.postgres import schema as postgres_schema
from mtrdesk.store.postgres.server_address import display_address
from mtrdesk.store.server_driver import load_driver
from mtrdesk.store.transactions import forget_database

load_driver()  # a server is asked for: peewee gets psycopg now

#: How long a change waits for another station's transaction before it is refused.
LOCK_SECONDS = 30
#: How long connecting may take before the server counts as unreachable.
CONNECT_SECONDS = 10
#: Where each commit that changed something is announced (``LISTEN``).
CHANNEL = postgres_schema.CHANNEL
#: peewee's translation of driver errors into its own (not exported by name).
_WRAP_ERRORS = getattr(pw, "__exception_wrapper__")  # noqa: B009
#: Words at the start of a statement that cannot change anything: a savepoint and its
#: release only mark a place in the transaction (a read inside a read makes them).
_READING = ("SELECT", "SHOW", "LISTEN", "UNLISTEN", "SAVEPOINT", "RELEASE")
#: The longest of them: how much of a statement's start is compared.
_READING_LENGTH = max(len(word) for word in _READING)


class ServerDatabase(pw.PostgresqlDatabase):
    """peewee's PostgreSQL database (psycopg 3) that counts the statements it sent that
    changed rows (the counterpart of SQLite's ``total_changes``: a station's own writes,
    committed or not, change its ``data_mark``)."""

    def init(self, database: str | None, *args: Any, **kwargs: Any) -> None:  # peewee's hook
        super().init(database, *args, **kwargs)
        self.writes = 0
        #: Set by the store: each connection is made ready to record changes (undo)
        #: when it opens, and each transaction takes the write lock as it begins.
        self.records_changes = False
        self.locks_writes = False

    def _connect(self) -> Any:
        """A new connection (peewee's hook): a writing station's session gets its
        change-log tables once, here, not in every transaction (``change_log``)."""
        conn = super()._connect()  # type: ignore[misc]  # peewee's, not in its stubs
        if self.records_changes:
            conn.execute(change_log.SESSION_SQL)
        return conn

    def begin(self, isolation_level: Any = None) -> None:
        """``BEGIN``, and for a writing station the write lock in the same round trip
        (``postgres_schema.lock_writes``); a reader reads one moment's state throughout
        (``REPEATABLE READ``: a copy or a page never mixes two stations' commits)."""
        if self.locks_writes:
            statement = f"BEGIN; SELECT pg_advisory_xact_lock({postgres_schema.WRITE_LOCK})"
        else:
            statement = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
        with _WRAP_ERRORS:  # psycopg's errors as peewee's, as peewee's own begin does
            self.cursor().execute(statement)

    def execute_sql(self, sql: str, params: Sequence[object] | None = None) -> Any:
        cursor = super().execute_sql(sql, params)
        # A statement that changed no row (a DELETE of nothing) wrote nothing, as SQLite's
        # count says; one that cannot tell (DDL: -1) counts.
        start = sql.lstrip()[:_READING_LENGTH].upper()
        if cursor.rowcount != 0 and not start.startswith(_READING):
            self.writes += 1
        return cursor

    def data_mark(self) -> tuple[object, ...]:
        """(this connection, the committed change counter, this connection's writes)."""
        connection = self.connection()
        return (id(connection), postgres_schema.read_changes(self), self.writes)


def _connect_options(read_only: bool) -> dict[str, Any]:
    settings = [f"-c lock_timeout={LOCK_SECONDS * 1000}"]
    if read_only:
        settings.append("-c default_transaction_read_only=on")
    return {
        "connect_timeout": CONNECT_SECONDS,
        "application_name": "mtrdesk",
        "options": " ".join(settings),
    }


#: SQLSTATE codes (or their first two characters, a class) and what they mean for us.
_STATES: tuple[tuple[type[StoreError], tuple[str, ...]], ...] = (
    (DiskFull, ("53100",)),
    (SharedDatabaseBusy, ("55P03", "40001", "40P01", "57014")),
    (ReadOnlyDatabase, ("25006", "42501")),
    (ConnectionLost, ("08", "57P01", "57P02", "57P03")),
    (NoServerDatabase, ("3D000",)),
    (ServerUnreachable, ("28",)),
    (DamagedDatabase, ("XX001", "XX002")),
)


def server_error(address: str, exc: BaseException, *, connecting: bool = False) -> StoreError:
    """The ``StoreError`` a psycopg/peewee error means. Connecting, anything that is not
    a missing database or a refused password is ``ServerUnreachable``."""
    if isinstance(exc, StoreError):
        return exc
    chain = error_chain(exc)
    shown = display_address(address)
    text = f"{shown}: {chain[-1]}"
    for error in chain:
        state = getattr(error, "sqlstate", None)
        if not isinstance(state, str):
            continue
        for kind, codes in _STATES:
            if any(state.startswith(code) for code in codes):
                return kind(None, text)
    if connecting:
        if "does not exist" in text and "database" in text:  # refused at connect: no code
            return NoServerDatabase(None, text)
        return ServerUnreachable(None, text)
    if any(_broken(error) for error in chain):
        return ConnectionLost(None, text)
    return StorageFailure(None, text)


def _broken(error: BaseException) -> bool:
    """A client-side error of a connection that is gone (psycopg has no SQLSTATE then)."""
    name = type(error).__name__
    words = ("connection", "server closed", "terminat", "consuming input failed")
    return name in ("OperationalError", "InterfaceError") and any(
        word in str(error).lower() for word in words
    )


class PostgresStore(Store):
    """An open store on a PostgreSQL server; see the module's docstring."""

    def __init__(self, address: str, db: ServerDatabase, *, read_only: bool = False) -> None:
        super().__init__(Path(display_address(address)), db, None, read_only=read_only)
        self.server = address
        self.db: ServerDatabase = db

    @classmethod
    def open_server(
        cls,
        address: str,
        *,
        clock: Callable[[], dt.datetime] = dt.datetime.now,
        read_only: bool = False,
        create: bool = True,
    ) -> PostgresStore:
        """Connect, check the database is ours at this version (or empty: then create
        the schema when ``create``), and keep the connection for this thread."""
        del clock  # migrations on a server take no copy first: nothing older exists yet
        db = ServerDatabase(address.strip(), autoconnect=False, **_connect_options(read_only))
        db.records_changes = db.locks_writes = not read_only
        try:
            db.connect()
        except (pw.DatabaseError, pw.InterfaceError) as exc:
            raise server_error(address, exc, connecting=True) from exc
        store = cls(address.strip(), db, read_only=read_only)
        try:
            store._check(create)
        except (pw.DatabaseError, pw.InterfaceError) as exc:
            db.close()
            raise server_error(address, exc) from exc
        except BaseException:
            db.close()
            raise
        return store

    def _check(self, create: bool) -> None:
        shown = self.location
        tables = postgres_schema.existing_tables(self.db)
        if not tables:
            if self.read_only:
                raise ForeignServerDatabase(None, f"{shown}: empty: no mtrdesk tables")
            if not create:
                raise EmptyServerDatabase(None, f"{shown}: an empty database")
            postgres_schema.create_schema(self.db)
            return
        version = postgres_schema.our_version(self.db, tables)
        if version is None:
            raise ForeignServerDatabase(None, f"{shown}: {len(tables)} tables of another program")
        supported = migrations.supported_version()
        if version > supported:
            raise NewerDatabase(Path(shown), version, supported)
        if version < supported:
            if self.read_only:
                raise OlderDatabase(Path(shown), version, supported)
            try:
                postgres_schema.upgrade(self.db, version, supported)
            except (pw.DatabaseError, StoreError) as exc:
                failure = server_error(self.server, exc)
                if isinstance(failure, ConnectionLost | SharedDatabaseBusy | DiskFull):
                    raise failure from exc
                raise MigrationFailed(Path(shown), f"{type(exc).__name__}: {exc}", None) from exc

    @property
    def location(self) -> str:
        return display_address(self.server)

    @property
    def address(self) -> str:
        return self.server

    @property
    def file(self) -> Path | None:
        return None

    def _error(self, exc: BaseException) -> StoreError:
        return server_error(self.server, exc)

    def _prepare(self) -> None:
        """Connect again when the last connection was lost (its transaction is gone
        already: the server rolled it back)."""
        db = self.db
        if not db.is_closed() and db.is_connection_usable():
            return
        with contextlib.suppress(Exception):
            db.close()
        try:
            db.connect()
        except (pw.DatabaseError, pw.InterfaceError) as exc:
            raise server_error(self.server, exc, connecting=True) from exc

    def _lock_type(self) -> str | None:
        return None

    def beside(self) -> PostgresStore:
        """Another connection to the same database, for another thread of this process
        (the web server beside the window); stations are ordered by the write lock."""
        if self.read_only or not self._open:
            raise StorageFailure(None, "no writable store to open beside")
        return PostgresStore.open_server(self.server, create=False)

    def close(self) -> None:
        if not self._open:
            return
        self._open = False
        forget_database(self.db)
        with contextlib.suppress(Exception):
            if not self.db.is_closed():
                self.db.close()

    def backup_to(self, target: str | os.PathLike[str], progress: Progress | None = None) -> Path:
        """A consistent copy of the whole database as a new SQLite file (a round's
        backup, a copy to take home): what ``copy-store`` writes; ``progress`` hears of the
        rows copied, and its Cancel leaves no file (``copy_into_file``)."""
        from mtrdesk.store.copying import copy_into_file

        return copy_into_file(self, Path(target).expanduser().absolute(), progress)

    def pinned_copy(self) -> LaterCopy | None:
        """The moment just committed, copied later on another thread through its own
        connection (``store.postgres.pinned_copy``); ``None`` when closed or read-only."""
        from mtrdesk.store.postgres.pinned_copy import ServerPinnedCopy

        if not self._open or self.read_only:
            return None
        server = self.server
        return ServerPinnedCopy(
            lambda: PostgresStore.open_server(server, read_only=True, create=False), self.location
        )

    def schema_version(self) -> int:
        return postgres_schema.read_version(self.db)

    def session_id(self) -> int | None:
        """The server's process id of this thread's session: its commits are announced
        under it (``listen``); ``None`` when closed or out of reach."""
        if not self._open:
            return None
        try:
            return int(self.db.connection().info.backend_pid)
        except (pw.DatabaseError, pw.InterfaceError):
            return None

    def change_mark(self) -> tuple[object, ...]:
        if self._open:
            self._prepare()
        return super().change_mark()
