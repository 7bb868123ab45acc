"""A read-only use case does not clear the undo tables it found empty (issue 33 item 3).

Every use case records its changes (``services.undo.steps.recording``); it used to start by
clearing the connection's pending rows, one server round trip for each read the window makes
after "Pair next round". The tables are now cleared only when something was written on the
connection since a committed transaction last emptied them (``change_log.pending_empty``):
rows written outside a use case, or a use case rolled back after clearing them, are still
cleared before the next use case records its own.
"""

from __future__ import annotations

import random

import peewee as pw
import pytest

from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store import change_log
from mtrdesk.store.dialect import run
from tests.helpers.services_support import new_event, report_round


@pytest.fixture
def discards(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One item per ``discard_pending`` call."""
    calls: list[int] = []
    real = change_log.discard_pending

    def counted(db: object) -> None:
        calls.append(1)
        real(db)  # type: ignore[arg-type]

    monkeypatch.setattr(change_log, "discard_pending", counted)
    return calls


def test_reads_after_a_write_do_not_clear_the_undo_tables(
    services: Services, discards: list[int]
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    discards.clear()
    for _ in range(3):
        services.rounds.list_rounds(event_id)
        services.rounds.pairing_notes(event_id, 1)
    assert discards == []


def test_rows_written_outside_a_use_case_are_cleared_before_the_next_one(
    services: Services, discards: list[int]
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    with services.store.atomic():  # a write outside any use case (as the store tests do)
        run(services.store.db, 'UPDATE "event" SET "name" = ? WHERE "id" = ?', ("X", event_id))
    discards.clear()
    services.rounds.list_rounds(event_id)
    assert discards == [1]
    services.rounds.list_rounds(event_id)
    assert discards == [1]  # cleared by a committed use case: known empty again


def test_a_use_case_rolled_back_after_clearing_leaves_the_next_to_clear(
    services: Services, discards: list[int]
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    with services.store.atomic():
        run(services.store.db, 'UPDATE "event" SET "name" = ? WHERE "id" = ?', ("X", event_id))
    discards.clear()

    class Refused(Exception):
        pass

    with pytest.raises(Refused), services.context.transaction():
        raise Refused  # cleared the stale rows, then rolled back: they are back
    services.rounds.list_rounds(event_id)
    assert discards == [1, 1]


def test_pairing_a_round_records_none_of_its_rows_and_undo_still_works_after_it(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A paired round is a barrier: its match rows were recorded only to be discarded
    (``steps.unrecorded``). A result entered after it is still recorded and undone."""
    event_id, _ = new_event(services, 16)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(1))
    pending: list[int] = []
    real = change_log.discard_pending

    def counted(db: pw.Database) -> None:
        pending.append(db.execute_sql('SELECT count(*) FROM "undo_pending"').fetchone()[0])
        real(db)

    monkeypatch.setattr(change_log, "discard_pending", counted)
    services.rounds.pair_next(event_id)
    assert pending == [0]  # before: the round and its 8 matches, each with its images
    monkeypatch.setattr(change_log, "discard_pending", real)
    current = services.rounds.current_round(event_id)
    assert current is not None
    table = current.matches[0].table
    services.rounds.report(event_id, 2, table, "2-1")
    services.undo.undo(event_id)
    after = services.rounds.current_round(event_id)
    assert after is not None and after.matches[0].result is None
    refused = pytest.raises(ServiceError)
    with refused as caught:
        services.undo.undo(event_id)  # the pairing: a barrier, as before
    assert caught.value.problem is Problem.UNDO_BLOCKED
