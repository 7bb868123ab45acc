"""The audit log's hash chain (issue 14, schema step 9): every edit made outside mtrdesk
with a general tool shows, a clean log passes, and 100,000 rows verify well under a second.

The attacks are made as the issue's attacker made them: with ``sqlite3`` on the closed
file, then the file opened again.
"""

from __future__ import annotations

import itertools
import json
import random
import sqlite3
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from mtrdesk.services.safekeeping.integrity import check_audit_chain
from mtrdesk.store import Store, audit_chain, migrations
from mtrdesk.store.audit_chain import ChainProblem
from tests.helpers.services_support import new_event, open_services, report_round


def played(path: Path) -> int:
    """An event of 8 with two rounds reported and round 3 paired; its id."""
    with open_services(path) as services:
        event_id, _ = new_event(services, 8)
        rng = random.Random(5)
        for _ in range(2):
            services.rounds.pair_next(event_id)
            report_round(services, event_id, rng)
        services.rounds.pair_next(event_id)
    return event_id


def verdict(path: Path) -> audit_chain.ChainBreak | None:
    with open_services(path) as services, services.context.transaction():
        return audit_chain.verify()


def rows(path: Path) -> list[tuple]:
    conn = sqlite3.connect(path)
    found = conn.execute("SELECT id, action, detail FROM audit_log ORDER BY id").fetchall()
    conn.close()
    return found


def tamper(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


def flip_a_result(path: Path) -> None:
    """The issue's attack: a reported 2-0 becomes 0-2, and its audit row says so too."""
    conn = sqlite3.connect(path)
    match_id, wins1, wins2 = conn.execute(
        "SELECT id, wins1, wins2 FROM match WHERE kind = 'paired' AND wins1 != wins2 "
        "AND reported_at IS NOT NULL ORDER BY id LIMIT 1"
    ).fetchone()
    with conn:
        conn.execute("UPDATE match SET wins1 = ?, wins2 = ? WHERE id = ?", (wins2, wins1, match_id))
        for row_id, detail in conn.execute(
            "SELECT id, detail FROM audit_log WHERE action = 'result.report'"
        ).fetchall():
            data = json.loads(detail)
            if data.get("match") == match_id:
                games = str(data["result"]).split("-")  # "2-0" → "0-2"
                games[0], games[1] = games[1], games[0]
                data["result"] = "-".join(games)
                conn.execute(
                    "UPDATE audit_log SET detail = ? WHERE id = ?",
                    (json.dumps(data, ensure_ascii=False, sort_keys=True), row_id),
                )
    conn.close()


def test_a_clean_database_verifies(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    played(path)
    assert len(rows(path)) > 10
    assert verdict(path) is None
    with open_services(path) as services:
        assert check_audit_chain(services.context) is None


def test_a_flipped_result_with_its_audit_rows_rewritten_shows(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    played(path)
    before = rows(path)
    flip_a_result(path)
    assert rows(path) != before  # the attack did change the log
    broken = verdict(path)
    assert broken is not None and broken.problem is ChainProblem.CHANGED
    with open_services(path) as services:
        warning = check_audit_chain(services.context)
    assert warning is not None and warning.details["row"] == broken.row


ATTACKS: dict[str, tuple[Callable[[list[tuple]], list[str]], ChainProblem]] = {
    "detail edited": (
        lambda r: [f"UPDATE audit_log SET detail = '{{}}' WHERE id = {r[3][0]}"],
        ChainProblem.CHANGED,
    ),
    "action edited": (
        lambda r: [f"UPDATE audit_log SET action = 'player.edit' WHERE id = {r[-2][0]}"],
        ChainProblem.CHANGED,
    ),
    "time edited": (
        lambda r: [f"UPDATE audit_log SET \"when\" = '2020-01-01 00:00:00' WHERE id = {r[2][0]}"],
        ChainProblem.CHANGED,
    ),
    "row deleted": (lambda r: [f"DELETE FROM audit_log WHERE id = {r[5][0]}"], ChainProblem.GAP),
    "first row deleted": (
        lambda r: [f"DELETE FROM audit_log WHERE id = {r[0][0]}"],
        ChainProblem.GAP,
    ),
    "last row deleted": (
        lambda r: [f"DELETE FROM audit_log WHERE id = {r[-1][0]}"],
        ChainProblem.TRUNCATED,
    ),
    "every row deleted": (lambda r: ["DELETE FROM audit_log"], ChainProblem.TRUNCATED),
    "rows reordered": (
        lambda r: [
            f"UPDATE audit_log SET id = -1 WHERE id = {r[3][0]}",
            f"UPDATE audit_log SET id = {r[3][0]} WHERE id = {r[4][0]}",
            f"UPDATE audit_log SET id = {r[4][0]} WHERE id = -1",
        ],
        ChainProblem.GAP,
    ),
    "row inserted": (
        lambda r: [
            'INSERT INTO audit_log (event_id, "when", action, detail)'
            " VALUES (1, '2026-11-20 13:30:00', 'player.drop', '{}')"
        ],
        ChainProblem.UNCHAINED,
    ),
    "moved to another event": (
        lambda r: [
            "INSERT INTO event SELECT 2, name, date, format, kind, rel, games_to_win, swiss_rounds,"
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at,"
            " pods_lifted, structure, elimination_only, end_rule, end_rule_after, end_rule_wins,"
            " end_rule_count, advance_points, show_player_ids, draft_timings, '',"
            " edition, edition_reason, program, cut_after, cut_points"
            " FROM event WHERE id = 1",
            f"UPDATE audit_log SET event_id = 2 WHERE id = {r[6][0]}",
        ],
        ChainProblem.MOVED,
    ),
    "taken out of its event": (
        lambda r: [f"UPDATE audit_log SET event_id = NULL WHERE id = {r[6][0]}"],
        ChainProblem.MOVED,
    ),
    "head edited": (
        lambda r: ["UPDATE meta SET value = '1:abc' WHERE key = 'audit_head'"],
        ChainProblem.TRUNCATED,
    ),
}


@pytest.mark.parametrize("attack", sorted(ATTACKS))
def test_an_edit_outside_mtrdesk_shows(tmp_path: Path, attack: str) -> None:
    path = tmp_path / "events.sqlite3"
    played(path)
    statements, problem = ATTACKS[attack]
    tamper(path, *statements(rows(path)))
    broken = verdict(path)
    assert broken is not None, attack
    assert broken.problem is problem, broken


def test_deleting_an_event_keeps_the_chain(tmp_path: Path) -> None:
    """SQLite sets the deleted event's audit rows to no event: logged, so not tampering."""
    path = tmp_path / "events.sqlite3"
    event_id = played(path)
    with open_services(path) as services:
        other, _ = new_event(services, 4)
        services.events.delete(event_id)
        new, _ = new_event(services, 4)  # may take the deleted event's id again
        assert {other, new} and verdict_in(services) is None


def verdict_in(services: object) -> audit_chain.ChainBreak | None:
    with services.context.transaction():  # type: ignore[attr-defined]
        return audit_chain.verify()


def test_step_9_chains_the_rows_already_there(tmp_path: Path) -> None:
    """A file of schema 8 with audit rows (one of a deleted event) migrates to a clean
    chain, and rows written afterwards extend it."""
    path = tmp_path / "events.sqlite3"
    Store.open(path, steps=migrations.MIGRATIONS[:8]).close()
    conn = sqlite3.connect(path)
    with conn:
        for n in range(5):
            conn.execute(
                'INSERT INTO audit_log (event_id, "when", action, detail)'
                " VALUES (NULL, ?, 'event.delete', ?)",
                (f"2026-11-20 12:00:0{n}", json.dumps({"event": n + 1, "name": "x"})),
            )
    conn.close()
    with Store.open(path) as store, store.atomic():
        assert store.schema_version() == len(migrations.MIGRATIONS)
        assert audit_chain.verify() is None
        stored = store.db.execute_sql(
            "SELECT id, event_ref, prev_hash, hash FROM audit_log ORDER BY id"
        ).fetchall()
    assert [r[0] for r in stored] == [1, 2, 3, 4, 5]
    assert stored[0][2] == audit_chain.GENESIS
    assert all(later[2] == earlier[3] for earlier, later in itertools.pairwise(stored))
    with open_services(path) as services:
        new_event(services, 2)
        assert verdict_in(services) is None


def test_one_hundred_thousand_rows_verify_well_under_a_second(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    with open_services(path) as services:
        new_event(services, 2)
        ctx = services.context
        detail = json.dumps({"match": 12, "result": [2, 1, 0], "round": 3, "table": 7})
        with ctx.transaction():
            for _ in range(100_000):
                audit_chain.append(1, ctx.now(), "result.report", detail)
        with ctx.transaction():
            # Processor time: the suite runs beside other work, and a busy machine's wall
            # clock says more about the neighbours than about the walk.
            started, wall = time.process_time(), time.perf_counter()
            broken = audit_chain.verify()
            elapsed, waited = time.process_time() - started, time.perf_counter() - wall
    assert broken is None
    print(f"verified 100,003 audit rows in {elapsed:.3f} s processor time ({waited:.3f} s wall)")
    assert elapsed < 1.0, elapsed
