"""Writes the undo log does not record: a use case that is a barrier keeps none of its
rows, so a new round's matches need not be recorded only to be discarded (issue 33).

``change_log``'s SQLite triggers on the event tables fire only while ``PAUSED`` (a TEMP
table) is empty; a server's read ``mtrdesk.recording``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import peewee as pw

from mtrdesk.store.dialect import on_server

#: SQLite: a row here while ``unrecorded`` lasts stops the event tables' triggers.
PAUSED = "undo_paused"


@contextlib.contextmanager
def unrecorded(db: pw.Database) -> Iterator[None]:
    """Inside a recording transaction (``change_log.ensure_installed``): the event tables'
    rows written meanwhile are not recorded, for a use case whose rows are never kept (a
    barrier: ``services.undo.steps.unrecorded``). Audit rows are still noted. Ends with
    the block or, rolled back, with the transaction (a server's ``SET LOCAL``)."""
    if on_server(db):
        row = db.execute_sql(
            "SELECT current_setting('mtrdesk.recording', true), "
            "set_config('mtrdesk.recording', 'off', true)"
        ).fetchone()
        yield
        db.execute_sql("SELECT set_config('mtrdesk.recording', %s, true)", (row[0] or "",))
        return
    db.execute_sql(f'INSERT INTO "{PAUSED}" DEFAULT VALUES')
    yield
    db.execute_sql(f'DELETE FROM "{PAUSED}"')
