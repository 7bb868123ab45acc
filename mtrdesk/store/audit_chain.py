"""The audit log as a hash chain (issue 14): an edit made outside mtrdesk shows.

Every audit row carries the hash of the row before it (``prev_hash``) and its own
``hash``: SHA-256 of a canonical text of the previous hash and the row's content (id, the
event it was written for, when, action, detail). The newest row's id and hash are also kept
in ``meta`` (``audit_head``), so removing the last rows shows too. ``append`` is the only
way a row is written (``services.context.Context.audit`` and the event import);
``verify`` walks the chain and names the first row that does not fit.

What it catches: a row changed, deleted, inserted or reordered with a general tool (the
``sqlite3`` shell, a database browser), a result flipped with its audit rows rewritten, the
newest rows removed. What it cannot catch: somebody who reads this module and computes a
new chain for their forged rows. The chain makes tampering visible, it does not make it
impossible (nothing in a file the user can write could); backups taken at every round
start (``store.backup_files``) keep older copies to compare with.

The event column of ``audit_log`` is a foreign key that SQLite sets to NULL when its event
is deleted, so the hash covers ``event_ref``, the event id as written; a row whose
``event_id`` differs from it is accepted only as NULL after that event's deletion was
itself logged (``event.delete``).

A person erased at their request (issue 30, ``docs/regulars.md``) leaves the rows that
named them redacted but with their hashes kept; a later ``roster.erase`` row seals the
redacted content (``redact``, below), so the chain and every printed code still verify.

The canonical text and the hash are part of the file format: ``link_hash`` must never
change, or every chain already written breaks (schema step 9 computes the first chains
with it).
"""

from __future__ import annotations

import datetime as dt
import enum
import json
from dataclasses import dataclass
from hashlib import sha256
from typing import Any

import peewee as pw

from mtrdesk.store import dialect
from mtrdesk.store.models import database_proxy

#: The ``prev_hash`` of the first row.
GENESIS = ""
#: ``meta`` key holding ``"<id>:<hash>"`` of the newest row ("" with no row).
HEAD_KEY = "audit_head"
_DOMAIN = "mtrdesk-audit-1"
_DELETE_ACTION = "event.delete"


def _field(value: object) -> str:
    """One value typed and length-prefixed: no two different rows give the same text."""
    if value is None:
        text = "N"
    elif isinstance(value, bool | int):
        text = f"I{int(value)}"
    elif isinstance(value, str):
        text = f"S{value}"
    elif isinstance(value, bytes):
        text = f"B{value.hex()}"
    else:
        text = f"X{value!r}"
    return f"{len(text)}:{text}"


def canonical_text(
    prev: object, row_id: object, event: object, when: object, action: object, detail: object
) -> str:
    """The text a row's hash is taken of: every value typed and length-prefixed."""
    return "\x1e".join(map(_field, (_DOMAIN, prev, row_id, event, when, action, detail)))


_PREFIX = _field(_DOMAIN) + "\x1e"


def link_hash(
    prev: object, row_id: object, event: object, when: object, action: object, detail: object
) -> str:
    """The hash of one row: frozen (see the module's docstring). The usual row (text and
    whole numbers, as mtrdesk writes them) takes a fast path to the same text as
    ``canonical_text``: verifying 100,000 rows must stay well under a second."""
    if (
        type(prev) is str
        and type(row_id) is int
        and type(when) is str
        and type(action) is str
        and type(detail) is str
        and (event is None or type(event) is int)
    ):
        number = f"I{row_id}"
        ref = "N" if event is None else f"I{event}"
        text = (
            f"{_PREFIX}{len(prev) + 1}:S{prev}\x1e{len(number)}:{number}\x1e{len(ref)}:{ref}"
            f"\x1e{len(when) + 1}:S{when}\x1e{len(action) + 1}:S{action}"
            f"\x1e{len(detail) + 1}:S{detail}"
        )
    else:
        text = canonical_text(prev, row_id, event, when, action, detail)
    return sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def when_text(when: dt.datetime) -> str:
    """How a time is stored: as sqlite3's own adapter wrote it before the chain."""
    return when.isoformat(" ")


def _execute(db: pw.Database | pw.DatabaseProxy, sql: str, params: tuple[Any, ...] = ()) -> Any:
    return dialect.run(db, sql, params)


def write_head(db: pw.Database | pw.DatabaseProxy, row_id: int | None, digest: str) -> None:
    value = "" if row_id is None else f"{row_id}:{digest}"
    dialect.set_meta(db, HEAD_KEY, value)


def append(event_id: int | None, when: dt.datetime, action: str, detail: str) -> int:
    """Write one audit row chained to the newest one; its id. Inside a transaction."""
    db = database_proxy
    last = _execute(
        db, 'SELECT "id", "hash" FROM "audit_log" ORDER BY "id" DESC LIMIT 1'
    ).fetchone()
    row_id = 1 if last is None else int(last[0]) + 1
    prev = GENESIS if last is None else (last[1] or "")
    stamp = when_text(when)
    digest = link_hash(prev, row_id, event_id, stamp, action, detail)
    _execute(
        db,
        'INSERT INTO "audit_log" ("id", "event_id", "event_ref", "when", "action", "detail",'
        ' "prev_hash", "hash") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        (row_id, event_id, event_id, stamp, action, detail, prev, digest),
    )
    write_head(db, row_id, digest)
    return row_id


def chain_existing(db: pw.Database | pw.DatabaseProxy) -> None:
    """Chain every row already in the table, oldest first (schema step 9)."""
    rows = _execute(
        db, 'SELECT "id", "event_id", "when", "action", "detail" FROM "audit_log" ORDER BY "id"'
    ).fetchall()
    prev, updates, last = GENESIS, [], None
    for row_id, event, when, action, detail in rows:
        digest = link_hash(prev, row_id, event, when, action, detail)
        updates.append((event, prev, digest, row_id))
        prev, last = digest, row_id
    cursor = db.cursor()
    cursor.executemany(
        'UPDATE "audit_log" SET "event_ref" = ?, "prev_hash" = ?, "hash" = ? WHERE "id" = ?',
        updates,
    )
    write_head(db, last, prev)


class ChainProblem(enum.Enum):
    """What is wrong at the first row that does not fit."""

    #: The row has no hash: written by another program.
    UNCHAINED = "unchained"
    #: The row's content is not what was hashed: changed after it was written.
    CHANGED = "changed"
    #: The row does not follow the row before it: a row was removed, inserted or moved.
    GAP = "gap"
    #: The row was moved to another event.
    MOVED = "moved"
    #: The newest rows are gone (or the record of the newest row was changed).
    TRUNCATED = "truncated"


@dataclass(frozen=True)
class ChainBreak:
    """The first audit row (its id; None: the end of the log) where the chain breaks."""

    row: int | None
    problem: ChainProblem
    rows: int


def verify(db: pw.Database | pw.DatabaseProxy | None = None) -> ChainBreak | None:
    """Walk the whole chain; ``None`` when every row fits. Reads only.

    100,000 rows take about a tenth of a second (``tests/store/test_audit_chain.py``
    measures it): one query, one SHA-256 per row.
    """
    db = database_proxy if db is None else db
    cursor = _execute(
        db,
        'SELECT "id", "event_id", "event_ref", "when", "action", "detail", "prev_hash", "hash"'
        ' FROM "audit_log" ORDER BY "id"',
    )
    seals = _seals(db)
    prev = GENESIS
    count, last_id = 0, None
    deleted: set[int] = set()
    orphans: list[tuple[int, int]] = []
    for row_id, event, ref, when, action, detail, prev_hash, digest in cursor:
        count += 1
        last_id = row_id
        if digest is None or prev_hash is None:
            return ChainBreak(row_id, ChainProblem.UNCHAINED, count)
        if prev_hash != prev:
            return ChainBreak(row_id, ChainProblem.GAP, count)
        content = link_hash(prev, row_id, ref, when, action, detail)
        if content != digest and seals.get(row_id) != content:
            return ChainBreak(row_id, ChainProblem.CHANGED, count)
        if event != ref:
            if event is not None:
                return ChainBreak(row_id, ChainProblem.MOVED, count)
            if ref is not None:
                orphans.append((row_id, ref))
        if action == _DELETE_ACTION:
            deleted.update(_deleted_event(detail))
        prev = digest
    for row_id, ref in orphans:
        if ref not in deleted:
            return ChainBreak(row_id, ChainProblem.MOVED, count)
    head = _execute(db, 'SELECT "value" FROM "meta" WHERE "key" = ?', (HEAD_KEY,)).fetchone()
    expected = "" if last_id is None else f"{last_id}:{prev}"
    if head is None or head[0] != expected:
        return ChainBreak(None, ChainProblem.TRUNCATED, count)
    return None


# --- a person erased (issue 30): rows redacted, the chain kept ----------------------------
#
# Japan's APPI and the GDPR let a person ask a store to delete what it holds about them, and
# the audit log names players (added, removed, renamed). Rewriting those rows breaks their
# hashes; recomputing the chain from there would make every code already printed on a sheet
# (``head_code``) unverifiable. Instead each redacted row keeps its ``hash`` and
# ``prev_hash`` (the chain's links and every printed code stay valid), and the erase writes
# one more row, chained like any other, whose detail seals each redacted row: its id and
# the hash of its new content (``REDACTED_KEY``). ``verify`` accepts a row whose content no
# longer gives its hash only when a later erase row seals exactly that content; a row
# changed after the erase, or an erase row changed, still breaks the chain.

#: The action of the row that seals redacted rows (``services.roster``'s erase).
ERASE_ACTION = "roster.erase"
#: Its detail's list of ``[row id, hash of the redacted content]``.
REDACTED_KEY = "redacted"


def audit_details(contains: str) -> list[tuple[int, str]]:
    """(id, detail) of every audit row whose detail contains ``contains`` (a prefilter;
    the caller reads the JSON). Reads only."""
    position = "strpos" if dialect.on_server(database_proxy) else "instr"
    rows = _execute(
        database_proxy,
        f'SELECT "id", "detail" FROM "audit_log" WHERE {position}("detail", ?) > 0 ORDER BY "id"',
        (contains,),
    ).fetchall()
    return [(int(i), str(d)) for i, d in rows]


def redact(details: dict[int, str]) -> list[list[object]]:
    """Write each row's new detail (inside a transaction) and return the seals the erase
    row must carry: ``[id, hash of the row's new content]`` for each. The rows' ``hash``
    and ``prev_hash`` are left as they were."""
    seals: list[list[object]] = []
    for row_id, detail in sorted(details.items()):
        row = _execute(
            database_proxy,
            'SELECT "prev_hash", "event_ref", "when", "action" FROM "audit_log" WHERE "id" = ?',
            (row_id,),
        ).fetchone()
        if row is None:
            continue
        prev, ref, when, action = row
        _execute(
            database_proxy, 'UPDATE "audit_log" SET "detail" = ? WHERE "id" = ?', (detail, row_id)
        )
        seals.append([row_id, link_hash(prev or GENESIS, row_id, ref, when, action, detail)])
    return seals


def _seals(db: pw.Database | pw.DatabaseProxy) -> dict[int, str]:
    """Row id → the hash a later erase row sealed its redacted content with (the latest
    erase wins: a row redacted twice holds the second content)."""
    rows = _execute(
        db,
        'SELECT "id", "detail" FROM "audit_log" WHERE "action" = ? ORDER BY "id"',
        (ERASE_ACTION,),
    ).fetchall()
    seals: dict[int, str] = {}
    for erase_id, detail in rows:
        try:
            value = json.loads(detail) if isinstance(detail, str) else None
        except ValueError:
            continue
        pairs = value.get(REDACTED_KEY) if isinstance(value, dict) else None
        for pair in pairs if isinstance(pairs, list) else []:
            if (
                isinstance(pair, list)
                and len(pair) == 2
                and isinstance(pair[0], int)
                and isinstance(pair[1], str)
                and pair[0] < erase_id  # only a row written before the erase
            ):
                seals[pair[0]] = pair[1]
    return seals


def _deleted_event(detail: object) -> list[int]:
    """The event an ``event.delete`` row names (its detail's ``event``)."""
    try:
        value = json.loads(detail) if isinstance(detail, str) else None
    except ValueError:
        return []
    event = value.get("event") if isinstance(value, dict) else None
    return [event] if isinstance(event, int) and not isinstance(event, bool) else []


# --- the chain's head, seen from outside (issue 27, Why 10) ------------------------------
#
# A chain recomputed by somebody who read ``link_hash`` verifies; what it cannot do is keep
# the hashes people already saw. Every posted sheet prints the head's code in its footer
# and the phones' pages show it, so a code copied from a sheet on the wall (or a photo of
# it) can later be checked against the database: an honest chain still passes through
# that code (rows were only added after it); a rewritten one does not.

#: Crockford's base 32: no I, L, O or U, so a code read off paper is not misread.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters of a code: 10 × 5 = 50 bits of the row's hash, printed as two groups of 5.
CODE_LENGTH = 10
_MISREAD = str.maketrans({"O": "0", "I": "1", "L": "1"})


def head_code(digest: str) -> str:
    """The short code of a row's hash: its first 50 bits in ``CODE_ALPHABET``, grouped
    ``XXXXX-XXXXX``. The one place the code is made (sheets, phones, the check)."""
    bits = int(digest[:13], 16) >> 2  # 52 bits, the first 50 kept
    chars = [CODE_ALPHABET[(bits >> (5 * i)) & 31] for i in reversed(range(CODE_LENGTH))]
    return "".join(chars[:5]) + "-" + "".join(chars[5:])


def read_code(text: str) -> str | None:
    """A code as typed (any case, spaces or hyphens, full-width letters, ``O`` for ``0``,
    ``I``/``L`` for ``1``) in the form ``head_code`` prints; ``None`` when it is not one."""
    import unicodedata

    folded = unicodedata.normalize("NFKC", text).upper().translate(_MISREAD)
    compact = "".join(c for c in folded if c not in " -_\t")
    if len(compact) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in compact):
        return None
    return compact[:5] + "-" + compact[5:]


@dataclass(frozen=True)
class ChainHead:
    """The newest audit row: its id, and the code of its hash."""

    row: int
    code: str


def head(db: pw.Database | pw.DatabaseProxy | None = None) -> ChainHead | None:
    """The chain's head as it is stored now (``None``: no audit row yet). Reads only."""
    db = database_proxy if db is None else db
    last = _execute(
        db, 'SELECT "id", "hash" FROM "audit_log" ORDER BY "id" DESC LIMIT 1'
    ).fetchone()
    if last is None or not last[1]:
        return None
    return ChainHead(int(last[0]), head_code(str(last[1])))


def row_with_code(code: str, db: pw.Database | pw.DatabaseProxy | None = None) -> int | None:
    """The id of the audit row whose hash has ``code`` (as ``read_code`` gives it), the
    oldest if several; ``None`` when no row of today's chain has it. Reads only."""
    db = database_proxy if db is None else db
    cursor = _execute(db, 'SELECT "id", "hash" FROM "audit_log" ORDER BY "id"')
    for row_id, digest in cursor:
        if digest and head_code(str(digest)) == code:
            return int(row_id)
    return None
