"""Stored results against the audit log (issue 27, Why 10): a match changed without its
audit row is found (``services.safekeeping.result_audit``), and no history mtrdesk itself writes
(corrections, clears, undo and redo, re-pairing, a rollback and the round paired again,
teams, playoffs, pods, an imported event) is taken for one. On SQLite and PostgreSQL
(``tests/services/conftest.py``).
"""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import import_document
from mtrdesk.services.safekeeping.result_audit import (
    ResultMismatch,
    check_results,
    results_against_audit,
)
from tests.helpers.services_support import (
    another_program_writes,
    new_event,
    report_round,
)
from tests.helpers.structure_events import BUILDERS


def _busy_night(services: Services) -> int:
    """Results entered, corrected, cleared, undone and redone; a round re-paired; a
    round rolled back and paired again: every way mtrdesk itself changes a result."""
    event_id, entries = new_event(services, 8)
    rng = random.Random(4)
    services.rounds.pair_next(event_id, 1)
    report_round(services, event_id, rng)
    services.rounds.report(event_id, 1, 1, "1-1-1")  # corrected before round 2
    table_2 = services.rounds.round_view(event_id, 1).at_table(2)
    assert table_2 is not None
    services.rounds.clear_result(table_2.id)
    services.rounds.report(event_id, 1, 2, "2-0")
    services.undo.undo(event_id)  # 2-0 taken back: cleared again
    services.undo.redo(event_id)  # and 2-0 again
    services.undo.undo(event_id)
    services.rounds.report(event_id, 1, 2, "0-2")
    services.rounds.pair_next(event_id, 2)
    services.rounds.repair_current(event_id, 5)  # no result yet: paired again
    report_round(services, event_id, rng)
    services.rounds.report(event_id, 1, 3, "2-1")  # a correction with round 2 paired
    services.players.drop(entries[0])
    services.rounds.pair_next(event_id, 3)
    report_round(services, event_id, rng)
    services.rollback.rollback(event_id, 3, "wrong players")
    services.rounds.pair_next(event_id, 9)  # the same round, other matches (ids reused)
    report_round(services, event_id, rng, "2-0")
    return event_id


def test_what_mtrdesk_writes_matches_the_log(services: Services) -> None:
    _busy_night(services)
    assert results_against_audit(services.context) == []
    assert check_results(services.context) is None


@pytest.mark.parametrize("builder", sorted(BUILDERS))
def test_every_structure_matches_the_log(services: Services, builder: str) -> None:
    BUILDERS[builder](services)
    assert results_against_audit(services.context) == []


def test_an_imported_event_is_not_compared(services: Services) -> None:
    """Its results came with the file, not with result rows of their own."""
    document = document_from_dict(document_to_dict(simulate_event(Simulation(12, seed=3))))
    import_document(services, document)
    assert results_against_audit(services.context) == []


def test_a_result_changed_without_its_audit_row_is_named(services: Services) -> None:
    event_id = _busy_night(services)
    round_2 = services.rounds.round_view(event_id, 2)
    match = round_2.at_table(2)
    assert match is not None and match.result is not None
    flipped = (match.result.wins2, match.result.wins1)
    another_program_writes(
        services,
        'UPDATE "match" SET "wins1" = ?, "wins2" = ? WHERE "id" = ?',
        (*flipped, match.id),
    )
    another_program_writes(  # and a cleared result elsewhere
        services,
        'UPDATE "match" SET "wins1" = NULL, "wins2" = NULL, "draws" = NULL WHERE "id" = ?',
        (services.rounds.round_view(event_id, 1).at_table(1).id,),
    )
    found = results_against_audit(services.context)
    assert found == [
        ResultMismatch(event_id, 1, "1", "1-1-1", None),
        ResultMismatch(event_id, 2, "2", match.result.to_text(), f"{flipped[0]}-{flipped[1]}"),
    ]
    warning = check_results(services.context)
    assert warning is not None
    assert warning.details["tables"] == ["1:1", "2:2"] and warning.details["count"] == 2


def test_a_detail_is_read_as_json_reads_it() -> None:
    """The details are read by msgspec (issue 33: the check runs as the window opens);
    what msgspec refuses and ``json`` reads (NaN, a number out of range) is read by
    ``json`` as before, and text that is not an object still gives nothing."""
    import json
    import math

    from mtrdesk.services.safekeeping.result_audit import _detail

    plain = '{"match": 7, "round": 2, "players": [1, 2], "result": "2-1"}'
    assert _detail(plain) == json.loads(plain)
    odd = _detail('{"match": 7, "x": NaN, "y": 1.5e400}')
    assert odd["match"] == 7 and math.isnan(odd["x"]) and odd["y"] == math.inf
    assert _detail("[1, 2]") == {} and _detail("{not json") == {} and _detail(None) == {}
