"""Copying a whole store into another, SQLite ↔ PostgreSQL (issue 17: move an event
between stores), and comparing two stores table by table.

Every table of ``models.MODELS`` is copied row by row with its own ids, so foreign keys,
the audit chain (its hashes cover the ids and the exact text of each time) and the undo
steps arrive as they were. Values are written as each store keeps them: a flag is 0/1 in
SQLite and a ``BOOLEAN`` on a server, a time is text in SQLite and a ``TIMESTAMP`` on a
server (except the audit log's, text on both: ``postgres_schema``). ``compare`` reads both
stores through the same conversion, so "equal" means every row of every table is the same.

The target must hold no rows yet (a new file, an empty server database): copying onto an
event database that is in use would mix two events' ids.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

import peewee as pw

from mtrdesk.core.progress import Progress, Steps
from mtrdesk.store import migrations
from mtrdesk.store.database import Store
from mtrdesk.store.dialect import on_server, run_many, set_meta
from mtrdesk.store.errors import DamagedContent, StorageFailure, StoreError
from mtrdesk.store.failures import storage_error
from mtrdesk.store.models import MODELS, AuditLog, BaseModel, MetaValue

#: ``meta`` rows that describe the store itself, not its content: never copied.
_OWN_META = frozenset({migrations.SCHEMA_VERSION_KEY, "application", "changes"})
#: Rows read and written per statement.
_BATCH = 2000


class TargetNotEmpty(StoreError):
    """The store to copy into already holds rows: nothing was copied."""


@dataclass(frozen=True)
class TableCount:
    """How many rows a table has in each store, and whether they are all the same."""

    table: str
    source: int
    target: int
    same: bool


def _columns(model: type[BaseModel]) -> list[pw.Field]:
    return list(model._meta.sorted_fields)


def _key(model: type[BaseModel]) -> str:
    return str(cast(pw.Field, model._meta.primary_key).column_name)


def _stored_as_text(model: type[BaseModel], field: pw.Field) -> bool:
    """A time kept as text on both stores: the audit log's (its hashes cover the text)."""
    return model is AuditLog and field.name == "when"


def _portable(model: type[BaseModel], field: pw.Field, value: object) -> object:
    """A value read from either store as one form: flags as 0/1, times and dates as
    ISO text (SQLite's form), everything else as read."""
    if value is None:
        return None
    if isinstance(field, pw.BooleanField):
        return int(bool(value))
    if isinstance(value, dt.datetime):
        return value.isoformat(" ")
    if isinstance(value, dt.date):
        return value.isoformat()
    return value


def _for_target(model: type[BaseModel], field: pw.Field, value: object, server: bool) -> object:
    """A portable value as the target store keeps it."""
    if value is None:
        return None
    if isinstance(field, pw.BooleanField):
        return bool(value) if server else int(bool(value))
    if server and not _stored_as_text(model, field):
        if isinstance(field, pw.DateTimeField):
            return dt.datetime.fromisoformat(str(value))
        if isinstance(field, pw.DateField):
            return dt.date.fromisoformat(str(value)[:10])
    return value


def _dangling_as_null(field: pw.Field) -> bool:
    """A reference the database itself sets to NULL when its row is deleted (the audit
    log's event, an undo step's audit row): read as NULL when that row is gone."""
    return (
        isinstance(field, pw.ForeignKeyField)
        and field.null
        and (field.on_delete or "").upper() == "SET NULL"
    )


def _selected(field: pw.Field) -> str:
    """The column as read for a copy. A ``_dangling_as_null`` reference whose row is not
    there (deleted with a tool that does not keep foreign keys, such as the ``sqlite3``
    shell: an audit log edited outside mtrdesk) reads as NULL, what SQLite itself would
    have left; the copy then holds it, on a server too, and the audit chain says the log
    was edited (``audit_chain.verify``)."""
    column = f'"{field.column_name}"'
    if not _dangling_as_null(field):
        return column
    target = cast(pw.ForeignKeyField, field)
    table = target.rel_model._meta.table_name
    key = target.rel_field.column_name
    return f'CASE WHEN {column} IN (SELECT "{key}" FROM "{table}") THEN {column} END'


def _rows(db: pw.Database, model: type[BaseModel]) -> Iterator[tuple[object, ...]]:
    """Every row of the model's table in key order, portable (``_portable``)."""
    fields = _columns(model)
    names = ", ".join(_selected(f) for f in fields)
    table = model._meta.table_name
    cursor = db.execute_sql(f'SELECT {names} FROM "{table}" ORDER BY "{_key(model)}"')
    while True:
        batch = cursor.fetchmany(_BATCH)
        if not batch:
            return
        for row in batch:
            yield tuple(_portable(model, f, v) for f, v in zip(fields, row, strict=True))


def _count(db: pw.Database, model: type[BaseModel]) -> int:
    row = db.execute_sql(f'SELECT count(*) FROM "{model._meta.table_name}"').fetchone()
    return int(row[0])


def _write_rows(
    db: pw.Database, model: type[BaseModel], rows: Sequence[tuple[object, ...]]
) -> None:
    fields = _columns(model)
    server = on_server(db)
    names = ", ".join(f'"{f.column_name}"' for f in fields)
    marks = ", ".join("?" for _ in fields)
    sql = f'INSERT INTO "{model._meta.table_name}" ({names}) VALUES ({marks})'
    values = [
        tuple(_for_target(model, f, v, server) for f, v in zip(fields, row, strict=True))
        for row in rows
    ]
    run_many(db, sql, values)


def _copy_meta(source: pw.Database, target: pw.Database) -> None:
    for key, value in source.execute_sql('SELECT "key", "value" FROM "meta"').fetchall():
        if key in _OWN_META:
            continue
        set_meta(target, key, value)


def _move_identities(db: pw.Database) -> None:
    """A server's identity sequences past the copied ids, so its next row gets a new one."""
    for model in MODELS:
        key = model._meta.primary_key
        if not isinstance(key, pw.AutoField):
            continue
        table = model._meta.table_name
        db.execute_sql(
            f"SELECT setval(pg_get_serial_sequence('\"{table}\"', '{key.column_name}'), "
            f'coalesce(max("{key.column_name}"), 0) + 1, false) FROM "{table}"'
        )


def copy_rows(source: Store, target: Store, progress: Progress | None = None) -> list[TableCount]:
    """Copy every row of ``source`` into the empty ``target`` in one transaction of each
    (the source read whole under its own transaction, so it is one moment's state), then
    compare the two (``compare``). ``TargetNotEmpty`` when the target has any row.
    ``progress`` hears of the rows copied, a batch at a time (issue 31); its ``False``
    raises ``Cancelled`` and the target's transaction rolls back."""
    content = [m for m in MODELS if m is not MetaValue]
    with source.atomic(), target.atomic():
        filled = [m._meta.table_name for m in content if _count(target.db, m)]
        if filled:
            raise TargetNotEmpty(None, f"the target already has rows in {', '.join(filled)}")
        steps = Steps(progress, sum(_count(source.db, m) for m in content) if progress else 0)
        steps.start()
        try:
            with pw.__exception_wrapper__:  # type: ignore[attr-defined]  # driver errors as peewee's
                _copy_content(source, target, content, steps)
        except pw.IntegrityError as exc:
            raise DamagedContent(None, f"a row refers to one that is not there: {exc}") from exc
        _copy_meta(source.db, target.db)
        if on_server(target.db):
            _move_identities(target.db)
        steps.finish()
    return compare(source, target)


def _copy_content(
    source: Store, target: Store, content: list[type[BaseModel]], steps: Steps
) -> None:
    """Every row of each table of ``content`` from ``source`` into ``target``."""
    for model in content:
        batch: list[tuple[object, ...]] = []
        for row in _rows(source.db, model):
            batch.append(row)
            if len(batch) >= _BATCH:
                _write_rows(target.db, model, batch)
                steps.advance(len(batch))
                batch = []
        if batch:
            _write_rows(target.db, model, batch)
            steps.advance(len(batch))


def compare(first: Store, second: Store) -> list[TableCount]:
    """Every table (``meta``'s content rows included) row by row in both stores."""
    counts = []
    with first.atomic(), second.atomic():
        for model in MODELS:
            if model is MetaValue:
                a = _meta_rows(first.db)
                b = _meta_rows(second.db)
            else:
                a = list(_rows(first.db, model))
                b = list(_rows(second.db, model))
            counts.append(TableCount(model._meta.table_name, len(a), len(b), a == b))
    return counts


def _meta_rows(db: pw.Database) -> list[tuple[object, ...]]:
    rows = db.execute_sql('SELECT "key", "value" FROM "meta" ORDER BY "key"').fetchall()
    return [tuple(r) for r in rows if r[0] not in _OWN_META]


_empty: bytes | None = None


def _empty_file() -> bytes:
    """An SQLite file with every migration run and no row (made once per process: a
    server's round-start backup then starts from a copy of it, not 11 steps again)."""
    global _empty
    if _empty is None:
        with tempfile.TemporaryDirectory(prefix="mtrdesk-empty-") as folder:
            path = Path(folder) / "empty.sqlite3"
            db = pw.SqliteDatabase(str(path))
            try:
                db.connect()
                migrations.migrate(db, 0)
            finally:
                db.close()
            _empty = path.read_bytes()
    return _empty


def copy_into_file(source: Store, target: Path, progress: Progress | None = None) -> Path:
    """A new SQLite file at ``target`` holding all of ``source``: a server's backups
    and copies taken home. Made without a lock file beside it (nobody else knows the
    name yet); a failure leaves no file behind."""
    if target.exists():
        raise StorageFailure(target, "the file already exists")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(_empty_file())
        db = pw.SqliteDatabase(str(target), pragmas=(("foreign_keys", 1),))
        try:
            db.connect()
            store = Store(target, db, None)
            try:
                # An edited audit log arrives as it is (verify).
                copy_rows(source, store, progress)
            finally:
                store.close()
        finally:
            if not db.is_closed():
                db.close()
    except BaseException as exc:
        for leftover in (target, target.with_name(target.name + "-journal")):
            leftover.unlink(missing_ok=True)
        if isinstance(exc, OSError | pw.DatabaseError):
            raise storage_error(target, exc) from exc
        raise
    return target
