"""Whether the stored results are the ones the audit log says were entered (issue 27,
Why 10): a match changed without its audit row (a result flipped with the ``sqlite3``
shell, the chain left as it was) is found on open, export and copy-store.

Every paired match's result is written by ``reporting.save_result``, which audits it in
the same transaction (``result.report`` / ``result.clear``: the match, its players, the
result and the one before); undo and redo audit the step they take back or make again
with that row's detail. Replaying those rows in order gives each match the result the log
last gave it; a match whose stored result differs, with the same players, was changed
without its audit row.

What the replay does not cover: results that arrived with no audit row of their own (an
event imported from a file or restored from a backup, whose audit travels as text; byes
and losses with no opponent, fixed by their kind) and multiplayer pods (their results are
pod rows). A round paired again or rolled back drops what the log said of its matches.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import msgspec

from mtrdesk.core.results import MatchResult
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceWarning
from mtrdesk.store.dialect import run
from mtrdesk.store.models import database_proxy

#: Actions whose rows say what a paired match's result became.
_RESULT_ACTIONS = ("result.report", "result.clear")
#: Actions that make a round's matches again: what the log said of the old ones is moot.
_ROUND_MADE = ("round.pair", "round.repair", "playoff.pair", "round.rollback")
_READ = _RESULT_ACTIONS + _ROUND_MADE + ("undo", "redo")
#: Mismatches named in a warning (the rest are counted).
_NAMED = 10


@dataclass(frozen=True)
class Audited:
    """What the log last said of one match: its event, round, table, players, result."""

    event: int
    round: int
    table: str
    players: tuple[int | None, ...]
    result: str | None  # ``MatchResult.to_text``, as ``save_result`` audits it


@dataclass(frozen=True)
class ResultMismatch:
    """A match whose stored result is not the one its last audit row gave it."""

    event: int
    round: int
    table: str
    audited: str | None
    stored: str | None


def _text(value: object) -> str | None:
    """An audited result as written (``"2-1"``); anything else names none."""
    return value if isinstance(value, str) and value else None


def replay(rows: Iterable[tuple[int, str, Mapping[str, Any]]]) -> dict[int, Audited]:
    """Each match's last audited result, from the audit rows (event, action, detail) in
    order. Pure: the rows are read by ``results_against_audit``."""
    last: dict[int, Audited] = {}
    in_round: dict[tuple[int, object], set[int]] = {}  # (event, round) -> its matches
    for event, action, detail in rows:
        what, done = action, detail
        if action in ("undo", "redo"):
            inner = detail.get("detail")
            what = str(detail.get("what") or "")
            if what not in _RESULT_ACTIONS or not isinstance(inner, Mapping):
                continue
            done = dict(inner)
            if action == "undo":  # the result before the step is back
                done["result"] = inner.get("previous")
        if what in _ROUND_MADE:
            for made_again in in_round.pop((event, done.get("round")), ()):
                last.pop(made_again, None)
            continue
        if what not in _RESULT_ACTIONS:
            continue
        match, number, players = done.get("match"), done.get("round"), done.get("players")
        if not isinstance(match, int) or not isinstance(number, int):
            continue
        last[match] = Audited(
            event,
            number,
            str(done.get("table", "")),
            tuple(players) if isinstance(players, list) else (),
            _text(done.get("result")),
        )
        in_round.setdefault((event, number), set()).add(match)
    return last


def results_against_audit(ctx: Context) -> list[ResultMismatch]:
    """Every match whose stored result differs from its last audited one (same players,
    so a match made again is not compared). Reads only, one transaction."""
    with ctx.transaction():
        marks = ", ".join("?" for _ in _READ)
        rows = run(
            database_proxy,
            f'SELECT "event_id", "action", "detail" FROM "audit_log" WHERE "action" IN ({marks})'
            ' AND "event_id" IS NOT NULL ORDER BY "id"',
            _READ,
        ).fetchall()
        last = replay((int(event), str(action), _detail(detail)) for event, action, detail in rows)
        if not last:
            return []
        stored = {
            int(m): ((p1, p2), None if w1 is None else MatchResult(w1, w2 or 0, d or 0).to_text())
            for m, p1, p2, w1, w2, d in run(
                database_proxy,
                'SELECT "id", "player1_id", "player2_id", "wins1", "wins2", "draws" FROM "match"',
            ).fetchall()
        }
    found = []
    for match, audited in last.items():
        now = stored.get(match)
        if now is None or tuple(now[0]) != audited.players or now[1] == audited.result:
            continue
        found.append(
            (
                match,
                ResultMismatch(audited.event, audited.round, audited.table, audited.result, now[1]),
            )
        )
    return [mismatch for _, mismatch in sorted(found)]  # by match, the few found only


#: The audit rows' details, read in C (issue 33: the check runs as the window opens, and
#: ``json.loads`` took half of its time at 4,096 players).
_DECODER = msgspec.json.Decoder()


def _detail(text: object) -> Mapping[str, Any]:
    if not isinstance(text, str):
        return {}
    try:
        value = _DECODER.decode(text)
    except ValueError:  # what msgspec refuses (NaN, a number out of range) ``json`` may read
        try:
            value = json.loads(text)
        except ValueError:
            return {}
    return value if isinstance(value, dict) else {}


def mismatch_warning(found: list[ResultMismatch]) -> ServiceWarning | None:
    """The warning that names the tables whose results the log does not account for."""
    if not found:
        return None
    tables = [f"{m.round}:{m.table}" for m in found[:_NAMED]]
    return ServiceWarning.of(
        Problem.RESULTS_NOT_AUDITED, tables=tables, count=len(found), event=found[0].event
    )


def check_results(ctx: Context) -> ServiceWarning | None:
    """``RESULTS_NOT_AUDITED`` when a stored result differs from the audit log's; else
    ``None``. Reads only."""
    return mismatch_warning(results_against_audit(ctx))
