"""What the process knows of the transactions open on each database: how deep each is,
what waits for a commit, how many were rolled back; and the mark that says whether a
database's content may have changed since a value was read under it (``data_mark``).

``Store.atomic`` keeps these counts; queries read them (``queries.data_mark``).
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

import peewee as pw

from mtrdesk.store.models import database_proxy


class _Rollbacks(threading.local):
    """How many transactions (or savepoints) of any ``Store`` have been rolled back on
    this thread: what they wrote is gone, though the connection's change count kept it
    (``queries.data_mark``). Per thread, as connections are: a phone's refused report
    on the web server's thread leaves what the window read as it was."""

    count = 0


_rollbacks = _Rollbacks()


def rollbacks() -> int:
    """The number of rolled-back transactions so far on this thread (``_rollbacks``)."""
    return _rollbacks.count


#: What to run once the outermost transaction open on a database commits, by database.
_on_commit: dict[pw.Database, list[Callable[[], None]]] = {}
#: How many ``Store.atomic`` blocks are open on each database, savepoints included
#: (peewee's ``transaction_depth`` does not count savepoints).
_depths: dict[pw.Database, int] = {}


def data_mark(db: pw.Database) -> tuple[object, ...]:
    """What changes whenever ``db``'s content may have: the connection (another file, or
    the file opened again), SQLite's ``data_version`` (a commit by another connection),
    the connection's count of changed rows (its own writes, committed or not) and the
    count of rolled-back transactions (writes undone). Equal marks mean the same content,
    so a value read under one mark may be reused under an equal one."""
    own = getattr(db, "data_mark", None)
    if own is not None:  # a server's database says it itself (``postgres.ServerDatabase``)
        return (*own(), rollbacks())
    connection = db.connection()
    (version,) = connection.execute("PRAGMA data_version").fetchone()
    return (connection, version, connection.total_changes, rollbacks())


def forget_database(db: pw.Database) -> None:
    """Point this thread's ``database_proxy`` at nothing when it reaches ``db`` (being
    closed): a model used afterwards fails instead of quietly reconnecting to it."""
    if database_proxy.obj is db:
        database_proxy.obj = None


def atomic_depth() -> int:
    """How many ``Store.atomic`` blocks are open now on the database ``database_proxy``
    reaches, the outermost transaction and its savepoints (0: none)."""
    db = database_proxy.obj
    return 0 if db is None else _depths.get(db, 0)


def after_commit(action: Callable[[], None]) -> None:
    """Run ``action`` once the outermost transaction open now (through ``Store.atomic``)
    has committed, the database still reached through ``database_proxy``; never if it
    rolls back. Outside a transaction, nothing is run."""
    db = database_proxy.obj
    if db is not None and db.in_transaction():
        _on_commit.setdefault(db, []).append(action)


@contextlib.contextmanager
def counted_block(db: pw.Database) -> Iterator[None]:
    """One ``Store.atomic`` block open on ``db`` for as long as this lasts (``atomic_depth``)."""
    _depths[db] = _depths.get(db, 0) + 1
    try:
        yield
    finally:
        _depths[db] -= 1
        if not _depths[db]:
            del _depths[db]  # no open block: hold no closed database


def rolled_back(db: pw.Database, outermost: bool) -> None:
    """A ``Store.atomic`` block on ``db`` was rolled back: count it (``rollbacks``); the
    outermost one takes what waited for its commit along (never run)."""
    _rollbacks.count += 1
    if outermost:
        _on_commit.pop(db, None)


def committed(db: pw.Database) -> None:
    """The outermost transaction on ``db`` committed: run what waited for it
    (``after_commit``)."""
    for action in _on_commit.pop(db, ()):
        action()
