"""Values only another program could have written (issue 27, Why 10): a format or a match
kind mtrdesk does not know, an audit row whose detail is not a JSON object.

mtrdesk writes these columns only from its own enums and ``json.dumps`` of a dict; a value
outside them comes from an edit with a general tool (the ``sqlite3`` shell) or a damaged
file. Read as they are, they would stop every reading of the event half way (a
``ValueError`` deep in the services); ``unreadable_values`` finds them in a few queries
when the database is opened, so the door can say once, in a sentence, that the database
is damaged and nothing was changed (``DamagedContent``).
"""

from __future__ import annotations

import enum
import json
from pathlib import Path

import peewee as pw

from mtrdesk.core.settings import DeckKind, Floor, Format, Playoff, Rel, Structure
from mtrdesk.core.swiss.length import EndRuleKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.store.dialect import on_server, run
from mtrdesk.store.errors import DamagedContent, StorageFailure
from mtrdesk.store.failures import storage_error

#: (table, column, the enum whose values are the only ones mtrdesk writes there).
_CHOICES: tuple[tuple[str, str, type[enum.Enum]], ...] = (
    ("event", "format", Format),
    ("event", "kind", DeckKind),
    ("event", "rel", Rel),
    ("event", "playoff", Playoff),
    ("event", "floor", Floor),
    ("event", "structure", Structure),
    ("event", "end_rule", EndRuleKind),
    ("match", "kind", MatchKind),
)
#: At most this many unreadable values are named (the sentence stays short).
_NAMED = 3


def unreadable_values(db: pw.Database | pw.DatabaseProxy) -> list[str]:
    """Each unreadable value as ``table.column = value`` (the first few); empty when the
    content is as mtrdesk writes it. Reads only."""
    found: list[str] = []
    for table, column, kind in _CHOICES:
        allowed = {member.value for member in kind}
        rows = run(db, f'SELECT DISTINCT "{column}" FROM "{table}"').fetchall()
        found += [f"{table}.{column} = {value!r}" for (value,) in rows if value not in allowed]
    found += [f"audit_log.detail of row {row_id}" for row_id in _unreadable_audit(db)]
    return found[:_NAMED]


def _unreadable_audit(db: pw.Database | pw.DatabaseProxy) -> list[int]:
    """Audit rows whose detail is not a JSON object (SQLite checks it itself; a server's
    rows are read)."""
    if not on_server(db):
        rows = run(
            db,
            'SELECT "id" FROM "audit_log" WHERE "detail" IS NOT NULL AND "detail" <> \'\''
            ' AND (NOT json_valid("detail") OR json_type("detail") <> \'object\')'
            ' ORDER BY "id" LIMIT ?',
            (_NAMED,),
        ).fetchall()
        return [int(row_id) for (row_id,) in rows]
    bad = []
    for row_id, detail in run(db, 'SELECT "id", "detail" FROM "audit_log" ORDER BY "id"'):
        if detail and not _json_object(detail):
            bad.append(int(row_id))
            if len(bad) >= _NAMED:
                break
    return bad


def _json_object(text: str) -> bool:
    try:
        return isinstance(json.loads(text), dict)
    except ValueError:
        return False


def refuse_unreadable(db: pw.Database | pw.DatabaseProxy, where: Path | None) -> None:
    """``DamagedContent`` naming what cannot be read; nothing when all can. A table or
    column another program removed is damage too; the disk's or the server's own errors
    are said as ``storage_error`` names them."""
    try:
        found = unreadable_values(db)
    except pw.DatabaseError as exc:
        error = storage_error(where, exc)
        raise (DamagedContent(where, str(exc)) if type(error) is StorageFailure else error) from exc
    if found:
        raise DamagedContent(where, "; ".join(found))
