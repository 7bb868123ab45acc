"""A station killed (SIGKILL: a power cut, the task manager) while it pairs a round of
1,024 players (issue 17, "Done when"): the round is either fully paired or not at all, the
audit chain holds, and another station goes on at once, pairing the round (or finding it
paired) and entering a result.

The station is a process of its own (``tests.helpers.stations.pair_and_hang``) that stops
dead at the moment under test and says so, and is killed there:

* ``inside``: in the pairing's transaction, half of the round's tables written (the
  write lock held: on PostgreSQL the advisory lock, on a file the file's lock). Nothing of
  the round may be left; on PostgreSQL the server ends the dead station's transaction
  and frees its lock at once, so the other station does not wait ``LOCK_SECONDS``;
* ``after_commit``: the pairing committed, its round-start backup about to begin. The
  whole round is there, and the other station is told it was paired by the dead one.

On PostgreSQL the other station is another process's connection; on an SQLite file it is
another process that can open the file once the dead station's lock is gone.
"""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path

import psycopg
import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.safekeeping.integrity import check_audit_chain
from mtrdesk.store.errors import DatabaseInUse
from mtrdesk.store.postgres.store import LOCK_SECONDS
from tests.helpers import stations
from tests.helpers.services_support import FakeClock, open_services

PLAYERS = 1024
TABLES = PLAYERS // 2
SEED = 4242
#: How long the station may take to open and reach the moment.
REACH_SECONDS = 90.0
#: The other station's pairing (or its refusal) after the kill may take this long: far
#: less than a change waiting ``LOCK_SECONDS`` for a lock nobody frees.
GO_ON_SECONDS = LOCK_SECONDS / 3

MOMENTS = (stations.HANG_INSIDE, stations.HANG_AFTER_COMMIT)


def round_rows(address: str, event_id: int, number: int) -> tuple[int, int]:
    """(round rows, match rows) of round ``number`` as committed, read on a connection
    of their own."""
    sql = (
        'SELECT count(DISTINCT "round"."id"), count("match"."id") FROM "round"'
        ' LEFT JOIN "match" ON "match"."round_id" = "round"."id"'
        ' WHERE "round"."event_id" = {mark} AND "round"."number" = {mark}'
    )
    if address.startswith("postgresql://"):
        with psycopg.connect(address, autocommit=True) as conn:
            row = conn.execute(sql.format(mark="%s"), (event_id, number)).fetchone()  # type: ignore[arg-type]
    else:
        with sqlite3.connect(f"file:{address}?mode=ro", uri=True) as db:
            row = db.execute(sql.format(mark="?"), (event_id, number)).fetchone()
    assert row is not None
    return int(row[0]), int(row[1])


def write_locks(dsn: str) -> int:
    """Advisory locks held on the database now (the stations' write lock)."""
    with psycopg.connect(dsn, autocommit=True) as conn:
        row = conn.execute(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted"
            " AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
        ).fetchone()
    assert row is not None
    return int(row[0])


def pairings_audited(services: Services, event_id: int) -> list[str]:
    return [e.action for e in services.rounds.audit_log(event_id) if e.action == "round.pair"]


def kill_while_pairing(address: str, event_id: int, moment: str, backups: Path) -> None:
    """Start station S1 pairing round 1, wait for ``moment``, check what holds then, and
    SIGKILL it there."""
    spawn = stations.spawn()
    there = spawn.Event()
    target = (stations.pair_and_hang, (address, "S1", event_id, SEED, moment, there, str(backups)))
    with stations.running(spawn, [target]) as [station]:
        stations.wait_for(there, station, REACH_SECONDS)
        if address.startswith("postgresql://"):
            assert write_locks(address) == (1 if moment == stations.HANG_INSIDE else 0)
        else:  # the file is the station's: nobody else can open it to write
            with pytest.raises(DatabaseInUse):
                Services.open(address, create=False)
        stations.kill(station)


def go_on(address: str, event_id: int, moment: str) -> None:
    """The dead station's round is whole or absent; another station pairs it (or is told
    it was paired, by whom), without waiting for the dead station's lock, and enters a
    result; the audit chain holds."""
    expected = (0, 0) if moment == stations.HANG_INSIDE else (1, TABLES)
    assert round_rows(address, event_id, 1) == expected
    other = Services.open(
        address, create=False, station="S2", clock=FakeClock(), rng=random.Random(5)
    )
    try:
        began = time.monotonic()
        if moment == stations.HANG_INSIDE:
            view, _ = other.rounds.pair_next(event_id, SEED, number=1)
        else:
            with pytest.raises(ServiceError) as refused:
                other.rounds.pair_next(event_id, SEED, number=1)
            assert refused.value.problem is Problem.ROUND_ALREADY_PAIRED
            assert refused.value.details["by"] == "S1"
            view = other.rounds.round_view(event_id, 1)
        assert time.monotonic() - began < GO_ON_SECONDS
        assert sum(1 for m in view.matches if m.table is not None) == TABLES
        other.rounds.report(event_id, 1, 7, "2-1", seen=None)
        assert other.rounds.round_view(event_id, 1).at_table(7).result == MatchResult(2, 1, 0)
        assert pairings_audited(other, event_id) == ["round.pair"]
        assert check_audit_chain(other.context) is None
    finally:
        other.close()
    assert round_rows(address, event_id, 1) == (1, TABLES)


@pytest.mark.slow
@pytest.mark.parametrize("moment", MOMENTS)
def test_a_station_killed_while_pairing_on_postgresql(
    postgres_ready_dsn: str, tmp_path: Path, moment: str
) -> None:
    dsn = postgres_ready_dsn
    setup = open_services(dsn, station="S0")
    try:
        event_id = stations.big_event(setup, PLAYERS)
    finally:
        setup.close()
    kill_while_pairing(dsn, event_id, moment, tmp_path / "backups")
    # The server ended the dead station's session: its lock is gone.
    deadline = time.monotonic() + GO_ON_SECONDS
    while write_locks(dsn) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert write_locks(dsn) == 0
    go_on(dsn, event_id, moment)


@pytest.mark.slow
@pytest.mark.parametrize("moment", MOMENTS)
def test_a_station_killed_while_pairing_on_a_file(tmp_path: Path, moment: str) -> None:
    file = tmp_path / "events.sqlite3"
    setup = open_services(file)
    try:
        event_id = stations.big_event(setup, PLAYERS)
    finally:
        setup.close()
    kill_while_pairing(str(file), event_id, moment, tmp_path / "backups")
    with sqlite3.connect(f"file:{file}?mode=ro", uri=True) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    go_on(str(file), event_id, moment)
