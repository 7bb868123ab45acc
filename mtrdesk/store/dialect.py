"""What differs between an SQLite file and a PostgreSQL server in the SQL the store writes
by hand (issue 17): telling them apart, ``?`` marks on either, and statements run many
times past peewee, counted as the server's own writes (``postgres.ServerDatabase``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import peewee as pw


def _database(db: pw.Database | pw.DatabaseProxy) -> pw.Database | None:
    return db.obj if isinstance(db, pw.DatabaseProxy) else db


def on_server(db: pw.Database | pw.DatabaseProxy) -> bool:
    """Whether ``db`` (or what the proxy reaches now) is a PostgreSQL server's."""
    return isinstance(_database(db), pw.PostgresqlDatabase)


def run(db: pw.Database | pw.DatabaseProxy, sql: str, params: Sequence[object] = ()) -> Any:
    """Run ``sql``, written with ``?`` marks, on either database (a server's: ``%s``)."""
    if on_server(db):
        sql = sql.replace("?", "%s")
    return db.execute_sql(sql, params)


def set_meta(db: pw.Database | pw.DatabaseProxy, key: str, value: str) -> None:
    """Write one ``meta`` value, new or replacing the old (the schema version, the audit
    chain's head, a copied value), on either database."""
    run(
        db,
        'INSERT INTO "meta" ("key", "value") VALUES (?, ?) '
        'ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value"',
        (key, value),
    )


def run_many(
    db: pw.Database | pw.DatabaseProxy, sql: str, rows: Iterable[Sequence[object]]
) -> None:
    """Run ``sql`` (``?`` marks) once per row on the driver's own cursor: no SQL text per
    row. On a server it counts as one of the connection's writes, as ``execute_sql``
    counts them there (its ``data_mark``)."""
    target = _database(db)
    if isinstance(target, pw.PostgresqlDatabase):
        sql = sql.replace("?", "%s")
        if hasattr(target, "writes"):
            target.writes += 1
    db.cursor().executemany(sql, list(rows))
