"""Row images of every change to an event's tables, so a use case can be undone and redone.

How it works (SQLite):

* On each connection, the first transaction that records (``ensure_installed``) creates a
  TEMP table ``undo_pending`` and, generated from ``PRAGMA table_info`` of each table in
  ``EVENT_TABLES``, TEMP triggers AFTER INSERT / UPDATE / DELETE that write the table, the
  row's primary key, the row before (``old``, ``json_object`` of every column; ``NULL`` for an
  insert) and after (``new``; ``NULL`` for a delete). Foreign-key cascades fire them too, so
  no service can forget a row: what the database did is what is recorded. A TEMP trigger on
  ``audit_log`` notes the audit rows the transaction wrote (``undo_audit``).
* TEMP objects belong to the connection, not to the file: nothing of this is in the
  database, other programs see plain tables, and a file from an older mtrdesk gains the
  triggers the next time it is opened. Writing the pending rows costs one small insert into
  the connection's temporary store per changed row (measured: ``docs/undo.md``).
* When the use case's transaction ends, ``services.undo.steps`` reads which audit rows it
  wrote and decides: an undoable step (``keep_pending``: the pending rows move into
  ``change_row`` under a new ``change_step``), a barrier (``add_barrier``), or nothing.
  Either way the pending rows are cleared (``discard_pending``). All of it is inside the
  transaction: a refused or failed use case leaves no step and no row.
* ``apply_step`` undoes or redoes one step: the rows must still be as the step left them
  (or as its undo left them), else ``ChangeConflict`` names the first row that is not; the
  images are written back with ``PRAGMA defer_foreign_keys`` (a cascade's parent and its
  children come back in any order); what the database did meanwhile is recorded too, and a
  row the step never touched (a cascade onto a later row) or a broken reference refuses.

PostgreSQL (issue 17): the same three pieces, made by the schema instead of per connection
(``postgres_schema``: triggers are per database there). One PL/pgSQL function, a row
trigger on each of ``EVENT_TABLES``, writes ``TG_TABLE_NAME``, the key, ``to_jsonb(OLD)``
and ``to_jsonb(NEW)`` into the session's TEMP ``undo_pending``, but only in a session that
set ``mtrdesk.recording`` (``ensure_installed``, with the TEMP tables); other programs'
sessions write plain rows. An image is written back with ``jsonb_populate_record``, and
``SET CONSTRAINTS ALL DEFERRED`` / ``IMMEDIATE`` (every foreign key is ``DEFERRABLE``)
stand for ``defer_foreign_keys`` and ``foreign_key_check``.
"""

from __future__ import annotations

import json
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import peewee as pw

from mtrdesk.store.dialect import on_server, run
from mtrdesk.store.transactions import after_commit
from mtrdesk.store.unrecorded import PAUSED as _PAUSED

#: Every table whose rows belong to an event (and the roster a player edit changes).
EVENT_TABLES = (
    "event",
    "entry",
    "roster_player",
    "team",
    "round",
    "match",
    "pod_event",
    "pod",
    "pod_seat",
    "pod_playoff_seed",
    "time_extension",
    "decklist",
    "deck_check",
    "registration",
)
#: Each table's primary key, where the row triggers read a row's id.
TABLE_KEYS = {table: "event_id" if table == "pod_event" else "id" for table in EVENT_TABLES}
#: Step states.
DONE = "done"
UNDONE = "undone"
BARRIER = "barrier"

_PENDING = "undo_pending"
_AUDIT = "undo_audit"

Image = dict[str, Any]
Key = tuple[str, int]


@dataclass(frozen=True)
class AuditMark:
    """An audit row the current transaction wrote."""

    id: int
    event_id: int | None
    action: str


@dataclass(frozen=True)
class StepRow:
    """One stored change step of an event."""

    id: int
    event_id: int
    kind: str
    state: str
    audit_id: int | None


class ChangeConflict(Exception):
    """The rows are no longer as the step expects (``key``: the first such row), or
    putting them back would touch or break rows the step never wrote (``collateral``)."""

    def __init__(self, key: Key | None, collateral: bool = False) -> None:
        super().__init__(f"{key} changed" if key else "later rows depend on the step")
        self.key = key
        self.collateral = collateral


def _columns(db: pw.Database, table: str) -> tuple[list[str], str]:
    info = db.execute_sql(f'PRAGMA main.table_info("{table}")').fetchall()
    names = [row[1] for row in info]
    keys = [row[1] for row in info if row[5]]
    return names, keys[0] if keys else "rowid"


def _image_sql(columns: Sequence[str], prefix: str) -> str:
    pairs = ", ".join(f"'{c}', {prefix}\"{c}\"" for c in columns)
    return f"json_object({pairs})"


def available(db: pw.Database) -> bool:
    """Whether the file has the change-step tables (schema version 10 and later)."""
    if on_server(db):
        return True  # a server's schema starts at the current version
    row = db.execute_sql(
        "SELECT count(*) FROM main.sqlite_master WHERE type='table' AND name='change_step'"
    ).fetchone()
    return bool(row[0])


def ensure_installed(db: pw.Database) -> bool:
    """Create the TEMP table and triggers on the current connection (once per connection);
    ``False`` when the file cannot keep steps (an older schema during tests)."""
    if on_server(db):
        return _ensure_session_tables(db)
    found = db.execute_sql(
        "SELECT count(*) FROM temp.sqlite_master WHERE type='table' AND name=?", (_PENDING,)
    ).fetchone()
    if found[0]:
        return True
    if not available(db):
        return False
    db.execute_sql(
        f'CREATE TEMP TABLE "{_PENDING}" ('
        '"id" INTEGER PRIMARY KEY, "table_name" TEXT NOT NULL, "row_id" INTEGER NOT NULL,'
        ' "old" TEXT, "new" TEXT)'
    )
    db.execute_sql(f'CREATE TEMP TABLE "{_AUDIT}" ("id" INTEGER PRIMARY KEY)')
    db.execute_sql(f'CREATE TEMP TABLE "{_PAUSED}" ("id" INTEGER PRIMARY KEY)')
    db.execute_sql(
        f'CREATE TEMP TRIGGER "{_AUDIT}_insert" AFTER INSERT ON main."audit_log" '
        f'BEGIN INSERT INTO "{_AUDIT}" ("id") VALUES (NEW."id"); END'
    )
    for table in EVENT_TABLES:
        columns, key = _columns(db, table)
        if not columns:
            continue
        new, old = _image_sql(columns, "NEW."), _image_sql(columns, "OLD.")
        insert = f'INSERT INTO "{_PENDING}" ("table_name", "row_id", "old", "new") VALUES'
        for when, values in (
            ("INSERT", f"('{table}', NEW.\"{key}\", NULL, {new})"),
            ("UPDATE", f"('{table}', NEW.\"{key}\", {old}, {new})"),
            ("DELETE", f"('{table}', OLD.\"{key}\", {old}, NULL)"),
        ):
            db.execute_sql(
                f'CREATE TEMP TRIGGER "undo_{table}_{when.lower()}" AFTER {when} '
                f'ON main."{table}" WHEN NOT EXISTS (SELECT 1 FROM "{_PAUSED}") '
                f"BEGIN {insert} {values}; END"
            )
    return True


#: What a server session runs once, outside any transaction, to record changes: its TEMP
#: tables and ``mtrdesk.recording`` (the triggers are the schema's).
SESSION_SQL = (
    f'CREATE TEMP TABLE IF NOT EXISTS "{_PENDING}" ("id" BIGSERIAL PRIMARY KEY, '
    '"table_name" TEXT NOT NULL, "row_id" BIGINT NOT NULL, "old" JSONB, "new" JSONB); '
    f'CREATE TEMP TABLE IF NOT EXISTS "{_AUDIT}" ("id" BIGINT PRIMARY KEY); '
    "SET mtrdesk.recording = 'on'"
)


def _ensure_session_tables(db: pw.Database) -> bool:
    """A server session's TEMP tables: made when it connected (``SESSION_SQL``, by
    ``postgres.ServerDatabase``); else made now, inside the use case's transaction
    (rolled back with it, made again by the next one)."""
    if getattr(db, "records_changes", False):
        return True
    row = db.execute_sql(f"SELECT to_regclass('pg_temp.\"{_PENDING}\"') IS NOT NULL").fetchone()
    if not row[0]:
        db.execute_sql(SESSION_SQL)
    return True


def outermost(db: pw.Database) -> bool:
    """Whether the transaction just opened is the outermost one (not a savepoint)."""
    return db.transaction_depth() == 1


def total_changes(db: pw.Database) -> int:
    """The connection's count of changed rows (a server's: of statements that may have
    written, ``postgres.ServerDatabase``): unchanged means nothing was written."""
    writes = getattr(db, "writes", None)
    if writes is not None:
        return int(writes)
    return int(db.connection().total_changes)


def written_audit(db: pw.Database) -> list[AuditMark]:
    """The audit rows this transaction wrote, oldest first."""
    # CROSS JOIN keeps the few noted ids outside: no scan of a long audit log (SQLite's
    # planner; a server's chooses itself).
    join = 'JOIN "audit_log" AS a ON' if on_server(db) else 'CROSS JOIN main."audit_log" AS a ON'
    rows = db.execute_sql(
        f'SELECT a."id", a."event_id", a."action" FROM "{_AUDIT}" AS t '
        f'{join} a."id" = t."id" ORDER BY a."id"'
    ).fetchall()
    return [AuditMark(int(i), e, str(a)) for i, e, a in rows]


def discard_pending(db: pw.Database) -> None:
    """Forget the rows recorded so far on this connection (a server's: in one round
    trip; SQLite's run in this process). Once the transaction commits, the connection is
    known empty until its next write (``pending_empty``)."""
    if on_server(db):
        db.execute_sql(f'DELETE FROM "{_PENDING}"; DELETE FROM "{_AUDIT}"')
    else:
        db.execute_sql(f'DELETE FROM "{_PENDING}"')
        db.execute_sql(f'DELETE FROM "{_AUDIT}"')
    mark = (db.connection(), total_changes(db))
    after_commit(lambda: _emptied.__setitem__(db, mark))  # rolled back: rows may be back


#: Per database: its connection and its change count when its pending rows were last
#: discarded by a committed transaction (``discard_pending``).
_emptied: weakref.WeakKeyDictionary[pw.Database, tuple[object, int]] = weakref.WeakKeyDictionary()


def pending_empty(db: pw.Database) -> bool:
    """Whether this connection's pending rows are surely none: discarded by a committed
    transaction and nothing written since (its change count unmoved). A read-only use case
    then skips ``discard_pending``: a server's round trip per read (issue 33)."""
    kept = _emptied.get(db)
    return kept is not None and kept[0] is db.connection() and kept[1] == total_changes(db)


def pending_mark(db: pw.Database) -> int:
    """The last pending row so far (rows recorded later have larger ids)."""
    row = db.execute_sql(f'SELECT coalesce(max("id"), 0) FROM "{_PENDING}"').fetchone()
    return int(row[0])


def _new_step(db: pw.Database, event_id: int, kind: str, state: str, audit_id: int | None) -> int:
    sql = 'INSERT INTO "change_step" ("event_id", "kind", "state", "audit_id") VALUES (?, ?, ?, ?)'
    if on_server(db):
        row = run(db, sql + ' RETURNING "id"', (event_id, kind, state, audit_id)).fetchone()
        return int(row[0])
    cursor = db.execute_sql(sql, (event_id, kind, state, audit_id))
    return int(cursor.lastrowid)


def keep_pending(db: pw.Database, event_id: int, kind: str, audit_id: int | None) -> int:
    """Store the pending rows as a new undoable step of ``event_id``; its id."""
    step = _new_step(db, event_id, kind, DONE, audit_id)
    images = '"old"::text, "new"::text' if on_server(db) else '"old", "new"'
    run(
        db,
        'INSERT INTO "change_row" ("step_id", "table_name", "row_id", "old", "new") '
        f'SELECT ?, "table_name", "row_id", {images} FROM "{_PENDING}" ORDER BY "id"',
        (step,),
    )
    return step


def add_barrier(db: pw.Database, event_id: int, kind: str, audit_id: int | None) -> int:
    """A change nothing before it can be undone past (pairing a round, an import)."""
    return _new_step(db, event_id, kind, BARRIER, audit_id)


def clear_redo(db: pw.Database, event_id: int) -> None:
    """A new change of the event: what was undone can no longer be redone."""
    run(db, 'DELETE FROM "change_step" WHERE "event_id" = ? AND "state" = ?', (event_id, UNDONE))


def prune(db: pw.Database, event_id: int, keep: int) -> None:
    """Keep only the newest ``keep`` steps of the event (their rows go with them)."""
    row = run(
        db,
        'SELECT "id" FROM "change_step" WHERE "event_id" = ? ORDER BY "id" DESC LIMIT 1 OFFSET ?',
        (event_id, keep),
    ).fetchone()
    if row is not None:
        run(db, 'DELETE FROM "change_step" WHERE "event_id" = ? AND "id" <= ?', (event_id, row[0]))


def steps(db: pw.Database, event_id: int) -> list[StepRow]:
    """The event's stored steps, newest first."""
    rows = run(
        db,
        'SELECT "id", "event_id", "kind", "state", "audit_id" FROM "change_step" '
        'WHERE "event_id" = ? ORDER BY "id" DESC',
        (event_id,),
    ).fetchall()
    return [StepRow(int(i), int(e), str(k), str(s), a) for i, e, k, s, a in rows]


def step(db: pw.Database, step_id: int) -> StepRow | None:
    """One stored step, of any event."""
    row = run(
        db,
        'SELECT "id", "event_id", "kind", "state", "audit_id" FROM "change_step" WHERE "id" = ?',
        (step_id,),
    ).fetchone()
    return (
        None if row is None else StepRow(int(row[0]), int(row[1]), str(row[2]), str(row[3]), row[4])
    )


def set_state(db: pw.Database, step_id: int, state: str) -> None:
    run(db, 'UPDATE "change_step" SET "state" = ? WHERE "id" = ?', (state, step_id))


def step_count(db: pw.Database, event_id: int) -> tuple[int, int]:
    """(steps, change rows) stored for the event: what the bound keeps small."""
    row = run(
        db,
        'SELECT count(DISTINCT s."id"), count(r."id") FROM "change_step" AS s '
        'LEFT JOIN "change_row" AS r ON r."step_id" = s."id" WHERE s."event_id" = ?',
        (event_id,),
    ).fetchone()
    return int(row[0]), int(row[1])


def later_step_touching(db: pw.Database, key: Key, after: int) -> int | None:
    """The newest step after ``after`` that changed the row ``key``, if one was kept."""
    row = run(
        db,
        'SELECT max("step_id") FROM "change_row" '
        'WHERE "table_name" = ? AND "row_id" = ? AND "step_id" > ?',
        (key[0], key[1], after),
    ).fetchone()
    return None if row[0] is None else int(row[0])


# --- undo and redo ----------------------------------------------------------------------


def _load(value: str | None) -> Image | None:
    return None if value is None else dict(json.loads(value))


def _plan(
    db: pw.Database, step_id: int, forward: bool
) -> list[tuple[Key, Image | None, Image | None]]:
    """Per row the step touched: (key, the image it must have now, the image to write),
    in the order to write them (undo: newest change first; redo: oldest first)."""
    rows = run(
        db,
        'SELECT "table_name", "row_id", "old", "new" FROM "change_row" '
        'WHERE "step_id" = ? ORDER BY "id"',
        (step_id,),
    ).fetchall()
    first: dict[Key, Image | None] = {}
    last: dict[Key, Image | None] = {}
    first_seen: dict[Key, int] = {}
    last_seen: dict[Key, int] = {}
    for index, (table, row_id, old, new) in enumerate(rows):
        key = (str(table), int(row_id))
        if key not in first:
            first[key] = _load(old)
            first_seen[key] = index
        last[key] = _load(new)
        last_seen[key] = index
    if forward:
        return [(k, first[k], last[k]) for k in sorted(first, key=first_seen.__getitem__)]
    return [(k, last[k], first[k]) for k in sorted(first, key=last_seen.__getitem__, reverse=True)]


def _current(db: pw.Database, key: Key, columns: dict[str, tuple[list[str], str]]) -> Image | None:
    table, row_id = key
    if on_server(db):
        found = run(
            db, f'SELECT to_jsonb(t) FROM "{table}" AS t WHERE "{TABLE_KEYS[table]}" = ?', (row_id,)
        ).fetchone()
        return None if found is None else dict(found[0])
    if table not in columns:
        columns[table] = _columns(db, table)
    names, pk = columns[table]
    row = db.execute_sql(
        f'SELECT {_image_sql(names, "")} FROM main."{table}" WHERE "{pk}" = ?', (row_id,)
    ).fetchone()
    return None if row is None else dict(json.loads(row[0]))


def _same(current: Image | None, expected: Image | None) -> bool:
    if current is None or expected is None:
        return current is expected
    return all(current.get(k) == v for k, v in expected.items())


def _write(
    db: pw.Database,
    key: Key,
    now: Image | None,
    target: Image | None,
    columns: dict[str, tuple[list[str], str]],
) -> None:
    table, row_id = key
    if on_server(db):
        _write_on_server(db, table, row_id, now, target)
        return
    names, pk = columns[table]
    if target is None:
        db.execute_sql(f'DELETE FROM main."{table}" WHERE "{pk}" = ?', (row_id,))
        return
    known = [c for c in target if c in names]
    values = [target[c] for c in known]
    if now is None:
        fields = ", ".join(f'"{c}"' for c in known)
        marks = ", ".join("?" for _ in known)
        db.execute_sql(f'INSERT INTO main."{table}" ({fields}) VALUES ({marks})', values)
    else:
        sets = ", ".join(f'"{c}" = ?' for c in known)
        db.execute_sql(f'UPDATE main."{table}" SET {sets} WHERE "{pk}" = ?', [*values, row_id])


def _write_on_server(
    db: pw.Database, table: str, row_id: int, now: Image | None, target: Image | None
) -> None:
    """``_write`` on a server: the image becomes a row of the table's own type
    (``jsonb_populate_record``), so every column takes its own type back."""
    pk = TABLE_KEYS[table]
    if target is None:
        run(db, f'DELETE FROM "{table}" WHERE "{pk}" = ?', (row_id,))
        return
    image = json.dumps(target)
    record = f'jsonb_populate_record(NULL::"{table}", ?::jsonb)'
    if now is None:
        run(db, f'INSERT INTO "{table}" SELECT * FROM {record}', (image,))
        return
    names = ", ".join(f'"{c}"' for c in target)
    run(
        db,
        f'UPDATE "{table}" SET ({names}) = (SELECT {names} FROM {record}) WHERE "{pk}" = ?',
        (image, row_id),
    )


def apply_step(db: pw.Database, step_id: int, *, forward: bool) -> int:
    """Undo (``forward=False``) or redo one step inside the current transaction; the
    number of rows written back. ``ChangeConflict`` when a row is no longer as the step
    (or its undo) left it, or when writing back would touch or break other rows."""
    plan = _plan(db, step_id, forward)
    columns: dict[str, tuple[list[str], str]] = {}
    changed = _first_changed(db, plan, columns)
    if changed is not None:
        raise ChangeConflict(changed)
    server = on_server(db)
    db.execute_sql("SET CONSTRAINTS ALL DEFERRED" if server else "PRAGMA defer_foreign_keys = ON")
    mark = pending_mark(db)
    for key, _, target in plan:
        now = _current(db, key, columns)
        if _same(now, target):
            continue  # already there: a cascade did it
        try:
            _write(db, key, now, target, columns)
        except pw.IntegrityError as exc:  # a RESTRICT parent, a unique row taken meanwhile
            raise ChangeConflict(key) from exc
    touched = {(str(t), int(r)) for t, r in _touched_since(db, mark)}
    wanted = {key for key, _, _ in plan}
    if not touched <= wanted:
        raise ChangeConflict(None, collateral=True)
    for key, _, target in plan:
        if not _same(_current(db, key, columns), target):
            raise ChangeConflict(key)
    if server:  # the deferred checks now: a broken reference refuses here, not at COMMIT
        try:
            db.execute_sql("SET CONSTRAINTS ALL IMMEDIATE")
        except pw.IntegrityError as exc:
            raise ChangeConflict(None, collateral=True) from exc
        return len(plan)
    for table in sorted({key[0] for key in touched} | _children_of(db, touched)):
        if db.execute_sql(f'PRAGMA main.foreign_key_check("{table}")').fetchone() is not None:
            raise ChangeConflict(None, collateral=True)
    return len(plan)


def trial(db: pw.Database, step_id: int, *, forward: bool) -> ChangeConflict | None:
    """The ``ChangeConflict`` ``apply_step`` would raise now, or ``None``, so Edit ▸ Undo
    offers only a step that will be taken (issue 27); nothing is written.

    A row no longer as the step left it is found by reading. A step that only updates
    rows can do nothing else; one that inserts or deletes rows (a cascade, a reference
    left pointing nowhere) is applied inside a savepoint that is always rolled back. Only
    then does the connection's change count move (``database.data_mark``): the event
    state kept after a result (issue 15) stays valid after asking about a result."""
    plan = _plan(db, step_id, forward)
    changed = _first_changed(db, plan, {})
    if changed is not None:
        return ChangeConflict(changed)
    if all(expected is not None and target is not None for _, expected, target in plan):
        return None
    try:
        with db.atomic() as savepoint:
            try:
                apply_step(db, step_id, forward=forward)
            finally:
                savepoint.rollback()
    except ChangeConflict as conflict:
        return conflict
    return None


def _first_changed(
    db: pw.Database,
    plan: list[tuple[Key, Image | None, Image | None]],
    columns: dict[str, tuple[list[str], str]],
) -> Key | None:
    """The first row of ``plan`` not as it must be now, if any."""
    for key, expected, _ in plan:
        if not _same(_current(db, key, columns), expected):
            return key
    return None


def _touched_since(db: pw.Database, mark: int) -> Iterable[tuple[str, int]]:
    return run(
        db, f'SELECT DISTINCT "table_name", "row_id" FROM "{_PENDING}" WHERE "id" > ?', (mark,)
    ).fetchall()


def _children_of(db: pw.Database, touched: set[Key]) -> set[str]:
    """Tables whose foreign keys point at a table a row was written in (a deleted parent
    leaves their rows pointing nowhere when its key was not cascaded)."""
    parents = {key[0] for key in touched}
    children = set()
    for table in EVENT_TABLES:
        for row in db.execute_sql(f'PRAGMA main.foreign_key_list("{table}")').fetchall():
            if row[2] in parents:
                children.add(table)
    return children


# --- a person erased (issue 30) ----------------------------------------------------------


def images_of(db: pw.Database, table: str, row_ids: Sequence[int]) -> list[Image]:
    """Every image (before and after) the kept steps hold of these rows of ``table``:
    what an erase must find of a person's earlier names."""
    found: list[Image] = []
    for start in range(0, len(row_ids), _CHUNK):
        chunk = list(row_ids[start : start + _CHUNK])
        marks = ", ".join("?" for _ in chunk)
        rows = run(
            db,
            f'SELECT "old", "new" FROM "change_row" '
            f'WHERE "table_name" = ? AND "row_id" IN ({marks})',
            (table, *chunk),
        ).fetchall()
        for old, new in rows:
            found.extend(image for image in (_load(old), _load(new)) if image is not None)
    return found


def rewrite_images(
    db: pw.Database, table: str, row_ids: Sequence[int], values: dict[str, object]
) -> int:
    """Set ``values`` in every kept image of these rows of ``table`` (each key only where
    the image has that column): an erased person's name leaves the undo log too, and an
    undo or redo can never write it back. The number of change rows rewritten."""
    rewritten = 0
    for start in range(0, len(row_ids), _CHUNK):
        chunk = list(row_ids[start : start + _CHUNK])
        marks = ", ".join("?" for _ in chunk)
        rows = run(
            db,
            f'SELECT "id", "old", "new" FROM "change_row" '
            f'WHERE "table_name" = ? AND "row_id" IN ({marks})',
            (table, *chunk),
        ).fetchall()
        for row_id, old, new in rows:
            images = [_overwrite(_load(old), values), _overwrite(_load(new), values)]
            texts = [None if image is None else json.dumps(image) for image in images]
            run(db, 'UPDATE "change_row" SET "old" = ?, "new" = ? WHERE "id" = ?', (*texts, row_id))
            rewritten += 1
    return rewritten


#: Row ids per query (SQLite's bound on parameters is 999 in old versions).
_CHUNK = 500


def _overwrite(image: Image | None, values: dict[str, object]) -> Image | None:
    if image is None:
        return None
    return {**image, **{k: v for k, v in values.items() if k in image}}
