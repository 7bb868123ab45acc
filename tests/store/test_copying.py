"""``store.copying`` (issue 17): a store copied SQLite → PostgreSQL → SQLite keeps every
value as it was: flags (0/1 in SQLite, ``BOOLEAN`` on the server), times with their
microseconds (``TIMESTAMP`` on the server, text in SQLite; the audit log's text on both),
NULLs, and ids with gaps. The server's identity sequences move past the copied ids, so
the next row gets the id the source would have given it. A target that holds rows is
refused untouched; a copy into a file that fails leaves no file."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

import psycopg
import pytest

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.core.settings import EventSettings, Playoff
from mtrdesk.services import Services
from mtrdesk.store.copying import TargetNotEmpty, compare, copy_into_file, copy_rows
from mtrdesk.store.errors import StorageFailure
from tests.helpers.services_support import FakeClock, committed_rows, report_round

#: The clock's first reading: a time kept to the microsecond (a published clock's) keeps
#: these microseconds.
START = dt.datetime(2026, 11, 20, 13, 0, 0, 123456)
DRAFT_CLOCK = ClockSnapshot(
    "draft",
    "draft",
    "booster",
    (ClockStep("pick", 40.0, pack=1, packs=3, pick=1),),
    1.5,
    True,
    True,
)


def opened(address: Path | str) -> Services:
    return Services.open(address, clock=FakeClock(START), rng=random.Random(5))


def settings(name: str, **changes: object) -> EventSettings:
    base = EventSettings(name=name, date=dt.date(2026, 11, 20))
    return base.with_changes(**changes) if changes else base


def filled(path: Path) -> dict[str, int]:
    """A file with three events (the middle one deleted: ids with a gap), flags both
    ways, results reported and not (NULL times), a player removed before round 1, a
    published clock (its time to the microsecond); the last event's id and its entry's."""
    with opened(path) as services:
        first, _ = services.events.create(settings("Swiss", playoff=Playoff.TOP4))
        gone, _ = services.events.create(settings("Deleted"))
        lifted, _ = services.events.create(settings("Pods", swiss_rounds=2), pods_lifted=True)
        entries = [
            services.players.add(first, f"Player{n}", "Test", player_id=f"P{n:03d}")[0]
            for n in range(9)
        ]
        for n in range(3):
            services.players.add(gone, f"Gone{n}", "Test")
        services.players.add(lifted, "Lifted", "Test")
        services.players.remove(entries[4])
        services.events.delete(gone)
        services.rounds.pair_next(first, 11)
        report_round(services, first, random.Random(3))
        services.rounds.pair_next(first, 12)
        view = services.rounds.current_round(first)
        assert view is not None
        services.rounds.report(first, 2, view.matches[0].table or 1, "2-1")  # others NULL
        services.clocks.publish(first, DRAFT_CLOCK)
        return {"event": lifted, "entry": max(e.id for e in services.players.list_entries(lifted))}


def sqlite_tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        names = [
            row[0]
            for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        return {n: db.execute(f'SELECT * FROM "{n}" ORDER BY rowid').fetchall() for n in names}


def test_every_value_goes_to_the_server_and_back_as_it_was(
    tmp_path: Path, postgres_dsn: str
) -> None:
    first, last = tmp_path / "first.sqlite3", tmp_path / "last.sqlite3"
    filled(first)
    with opened(first) as source, opened(postgres_dsn) as server:
        counts = copy_rows(source.store, server.store)
        assert all(c.same and c.source == c.target for c in counts), counts
        assert {c.table for c in counts if c.source} >= {"event", "entry", "match", "audit_log"}
        copy_into_file(server.store, last)
        with opened(last) as back:
            assert all(c.same for c in compare(server.store, back.store))
    assert sqlite_tables(last) == sqlite_tables(first)

    with sqlite3.connect(first) as db:
        flags = db.execute('SELECT "pods_lifted", "playoff" FROM "event" ORDER BY id').fetchall()
        audit = db.execute('SELECT "when" FROM "audit_log" ORDER BY id').fetchall()
        reported = db.execute('SELECT "reported_at" FROM "match" ORDER BY id').fetchall()
        ids = [row[0] for row in db.execute('SELECT id FROM "event" ORDER BY id')]
        (published,) = db.execute('SELECT "updated_at" FROM "event_clock"').fetchall()
    with psycopg.connect(postgres_dsn) as conn:
        assert conn.execute(
            'SELECT "pods_lifted", "playoff" FROM "event" ORDER BY id'
        ).fetchall() == [(bool(a), b) for a, b in flags]
        assert conn.execute('SELECT "when" FROM "audit_log" ORDER BY id').fetchall() == audit
        times = conn.execute('SELECT "reported_at" FROM "match" ORDER BY id').fetchall()
        assert [None if t is None else t.isoformat(" ") for (t,) in times] == [
            t for (t,) in reported
        ]
        assert [row[0] for row in conn.execute('SELECT id FROM "event" ORDER BY id')] == ids
        (there,) = conn.execute('SELECT "updated_at" FROM "event_clock"').fetchall()
        assert there[0].microsecond == 123456 and there[0].isoformat(" ") == published[0]
    assert ids == [1, 3]  # the gap is kept
    assert {(True,), (False,)} <= {(bool(a),) for a, _ in flags}
    assert None in {t for (t,) in reported} and len({t for (t,) in reported}) > 2
    assert published[0].endswith(".123456")


def test_the_next_row_on_the_server_gets_the_id_the_source_would_give(
    tmp_path: Path, postgres_dsn: str
) -> None:
    first = tmp_path / "first.sqlite3"
    last = filled(first)
    with opened(first) as source, opened(postgres_dsn) as server:
        copy_rows(source.store, server.store)
    for address in (postgres_dsn, first):
        with opened(address) as services:
            event, _ = services.events.create(settings("Next"))
            entry, _ = services.players.add(last["event"], "Next", "Test")
            assert (event, entry) == (last["event"] + 1, last["entry"] + 1), address


def test_a_target_with_rows_is_refused_untouched(tmp_path: Path, postgres_dsn: str) -> None:
    first = tmp_path / "first.sqlite3"
    filled(first)
    with opened(postgres_dsn) as server:
        server.events.create(settings("Already here"))
        before = committed_rows(server)
        with opened(first) as source, pytest.raises(TargetNotEmpty):
            copy_rows(source.store, server.store)
        assert committed_rows(server) == before


def test_a_copy_into_a_file_that_fails_leaves_no_file(tmp_path: Path) -> None:
    first, there, failed = (tmp_path / n for n in ("first.sqlite3", "there", "failed.sqlite3"))
    filled(first)
    there.write_bytes(b"kept")
    source = opened(first)
    try:
        with pytest.raises(StorageFailure):
            copy_into_file(source.store, there)  # never over a file
        assert there.read_bytes() == b"kept"
    finally:
        source.close()
    with pytest.raises(StorageFailure):
        copy_into_file(source.store, failed)  # the source closed: fails midway
    left = sorted(p.name for p in tmp_path.iterdir() if p.suffix != ".lock")  # the store's
    assert left == ["first.sqlite3", "there"]


def test_a_copy_counts_its_rows_and_cancel_leaves_no_file(tmp_path: Path) -> None:
    """Issue 31: the copy tells how many rows it has copied of how many (``mtrdesk
    copy-store``'s bar); a ``False`` stops it inside its transaction, and the file it was
    making is removed."""
    from mtrdesk.core.progress import Cancelled
    from mtrdesk.store.models import MetaValue

    source = tmp_path / "source.sqlite3"
    filled(source)
    told: list[tuple[int, int]] = []

    def tell(done: int, total: int) -> bool:
        told.append((done, total))
        return True

    with opened(source) as services:
        copy_into_file(services.store, tmp_path / "copy.sqlite3", tell)
        counts = compare(services.store, services.store)
        rows = sum(c.source for c in counts if c.table != MetaValue._meta.table_name)
        with pytest.raises(Cancelled):
            copy_into_file(services.store, tmp_path / "stopped.sqlite3", lambda d, t: d == 0)
    assert told[0] == (0, told[-1][1]) and told[-1] == (told[-1][1], told[-1][1])
    assert told[-1][1] == rows > 0  # every row of every table but the copy's own meta
    assert not (tmp_path / "stopped.sqlite3").exists()
