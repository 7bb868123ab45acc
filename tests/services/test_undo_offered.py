"""Issue 27 item 5: ``UndoService.state`` says the refusal an undo would meet now, so Edit ▸
Undo never offers a step it then refuses: a later round paired from it (``UNDO_BLOCKED``),
or its rows changed since (``UNDO_CHANGED_SINCE``, found by trying the undo inside a
savepoint that is rolled back). Asking writes nothing."""

from __future__ import annotations

import random

from mtrdesk.services import Problem, Services
from mtrdesk.store import change_log, queries
from tests.helpers.services_support import committed_rows, new_event, report_round


def paired(services: Services) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, 8)
    services.rounds.pair_next(event_id)
    return event_id, entries


def test_an_undo_that_would_go_through_has_no_refusal(services: Services) -> None:
    event_id, _ = paired(services)
    services.rounds.report(event_id, 1, 1, "2-1")
    before = committed_rows(services)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.refusal is None
    assert committed_rows(services) == before
    services.undo.undo(event_id)  # as offered


def test_a_step_under_a_paired_round_names_the_round(services: Services) -> None:
    event_id, _ = paired(services)
    report_round(services, event_id, random.Random(1))
    services.rounds.pair_next(event_id)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.refusal is not None
    assert state.undo.refusal.problem is Problem.UNDO_BLOCKED
    assert state.undo.refusal.details == {"action": "round.pair", "round": 2}


def test_a_step_whose_rows_changed_since_says_so_before_it_is_tried(
    services: Services,
) -> None:
    """The player's row changed by hand after the drop (another program): the state knows
    the undo would be refused, and asking changed nothing, steps included."""
    event_id, entries = paired(services)
    services.players.drop(entries[2])
    with services.store.atomic():
        db = services.store.db
        db.execute_sql(
            f'UPDATE "entry" SET "awarded_byes" = 1 WHERE "id" = {db.param}', (entries[2],)
        )
    before = committed_rows(services)
    with services.store.atomic():
        steps_before = change_log.steps(services.store.db, event_id)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.refusal is not None
    assert state.undo.refusal.problem is Problem.UNDO_CHANGED_SINCE
    assert committed_rows(services) == before
    with services.store.atomic():
        assert change_log.steps(services.store.db, event_id) == steps_before


def test_a_step_that_would_cascade_is_found_by_a_trial_rolled_back(services: Services) -> None:
    """Undoing a player's entry would delete the decklist registered since (a cascade onto
    a row the step never wrote): only writing finds it; the state tries it and rolls back."""
    event_id, entries = new_event(services, 2)
    services.decklists.save(event_id, entries[1], "4 Lightning Bolt\n56 Mountain")
    before = committed_rows(services)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.refusal is not None
    assert state.undo.refusal.problem is Problem.UNDO_CHANGED_SINCE
    assert committed_rows(services) == before
    assert services.players.get(entries[1]).id == entries[1]


def test_asking_about_a_result_keeps_the_state_read_after_it(services: Services) -> None:
    """A result's step only updates rows: asking reads and writes nothing, so the change
    mark, under which the window's event state is kept after a slip (issue 15), stays."""
    event_id, _ = paired(services)
    services.rounds.report(event_id, 1, 1, "2-1")
    with services.store.atomic():
        mark = queries.data_mark()
    services.undo.state(event_id)
    with services.store.atomic():
        assert queries.data_mark() == mark
