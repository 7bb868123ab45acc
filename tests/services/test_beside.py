"""The web server's connection beside the window's, in one process (issue 16): each
thread's transactions reach its own connection, what one thread keeps (the event read, the
state carried after a result) is neither pushed out nor invalidated by the other's reads
and refusals, and each sees the other's commits."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

import pytest

from mtrdesk.services import Problem, ServiceError, Services, history
from mtrdesk.store.models import Event, database_proxy
from tests.helpers.services_support import new_event, open_services

T = TypeVar("T")


@pytest.fixture
def window_and_server(tmp_path: Path):
    window = open_services(tmp_path / "events.sqlite3")
    server = ThreadPoolExecutor(max_workers=1)
    beside = server.submit(window.beside).result()
    yield window, beside, server
    server.submit(beside.close).result()
    server.shutdown()
    window.close()


def on(server: ThreadPoolExecutor, call: Callable[[], T]) -> T:
    return server.submit(call).result()


def test_each_thread_reaches_its_own_connection_mid_transaction(window_and_server) -> None:
    """The server's transaction begins while the window's is open: it waits for the write
    lock (``BEGIN IMMEDIATE``) with the database proxy already pointed at its own
    connection, and the window's transaction goes on reaching the window's."""
    window, beside, server = window_and_server
    event_id, _ = new_event(window, players=4)
    seen: list[object] = []

    def server_transaction() -> None:
        with beside.store.atomic():
            seen.append(database_proxy.obj)
            seen.append(Event.get_by_id(event_id).name)

    with window.store.atomic():
        future = server.submit(server_transaction)
        time.sleep(0.2)  # the server is in Store.atomic, waiting for the lock
        assert database_proxy.obj is window.store.db
        Event.update(name="Renamed").where(Event.id == event_id).execute()
    future.result()
    assert seen == [beside.store.db, "Renamed"]  # began after the window's commit


def test_the_server_reading_and_refusing_leaves_the_window_s_kept_event(
    window_and_server, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, beside, server = window_and_server
    event_id, _ = new_event(window, players=8)
    window.rounds.pair_next(event_id)
    window.rounds.report(event_id, 1, 1, "2-0")  # the state after it is carried
    reads: list[int] = []
    fresh = history._read_event

    def counted(event: int, **kw: bool):
        reads.append(threading.get_ident())
        return fresh(event, **kw)

    monkeypatch.setattr(history, "_read_event", counted)
    # The server reads the event on its connection, and a phone's report is refused
    # there (its transaction rolled back).
    on(server, lambda: beside.public.pulse(event_id))
    with pytest.raises(ServiceError) as refused:
        on(server, lambda: beside.floor.report(event_id, "AAAAAA", "2-0", "phone"))
    assert refused.value.problem is Problem.FLOOR_CODE_UNKNOWN
    server_reads = len(reads)
    assert server_reads >= 1
    window.standings.standings(event_id)  # the window reads the state it kept
    assert len(reads) == server_reads
    # The server's commit is seen by the window: its next read comes from the file.
    codes = on(server, lambda: beside.floor.slip_codes(event_id, 1))
    on(server, lambda: beside.floor.report(event_id, codes[1].code, "2-1", "phone"))
    on(server, lambda: beside.floor.report(event_id, codes[1].code, "2-1", "other"))
    pairings = window.public.pairings(event_id, 1)
    assert pairings is not None
    assert [p.result for p in pairings.pairings if p.table == codes[1].table] == ["2-1"]


def test_beside_needs_a_writable_open_store(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    open_services(path).close()
    reader = Services.open(path, read_only=True)
    try:
        with pytest.raises(Exception, match="no writable store"):
            reader.beside()
    finally:
        reader.close()


def test_a_use_case_that_reads_then_writes_waits_for_the_other_connection(
    window_and_server,
) -> None:
    """The server commits while the window's use case is under way: the window's waits
    for it and then reads what it committed, instead of being refused ("database is
    locked": a snapshot read before the other's commit cannot become a write)."""
    window, beside, server = window_and_server
    event_id, _ = new_event(window, players=8)
    window.rounds.pair_next(event_id)
    holding = threading.Event()

    def server_write() -> None:
        with beside.store.atomic():
            Event.update(name="Renamed").where(Event.id == event_id).execute()
            holding.set()
            time.sleep(0.3)

    future = server.submit(server_write)
    assert holding.wait(5)
    window.rounds.report(event_id, 1, 1, "2-0")  # reads the round, then writes
    future.result()
    assert window.events.get(event_id).settings.name == "Renamed"
    (table_1,) = [m for m in window.rounds.round_view(event_id, 1).matches if m.table == 1]
    assert table_1.result is not None


def test_alone_again_the_window_begins_as_before(window_and_server) -> None:
    window, beside, server = window_and_server
    assert window.store._beside and beside.store._beside
    on(server, beside.close)
    assert not window.store._beside
