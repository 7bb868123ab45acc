"""Undo and redo from row images (issue 14 item 1): what is recorded, what is put back, and
when undo refuses.

The mechanism is generic (``store.change_log`` records every row a use case changes,
cascades included; ``services.undo.steps`` decides by the audit action): these tests
check it on the tables and cases where it could go wrong: cascades (a playoff result that
paired the next round), a row changed again since, a later row a cascade would delete, the
redo stack cleared by a new change, the bound on kept steps, and nothing kept for a
refused use case.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.undo.steps import StepKind
from mtrdesk.store import change_log
from tests.helpers.services_support import (
    new_event,
    open_services,
    pod_event,
    report_round,
    swiss_done,
    team_event,
)

#: Every table whose rows an undo may write, dumped to compare "exactly as before".
TABLES = change_log.EVENT_TABLES


def dump(services: Services) -> dict[str, list[tuple]]:
    with services.store.atomic():
        db = services.store.db
        return {
            t: [tuple(r) for r in db.execute_sql(f'SELECT * FROM "{t}" ORDER BY 1').fetchall()]
            for t in TABLES
        }


def steps(services: Services, event_id: int) -> list[change_log.StepRow]:
    with services.store.atomic():
        return change_log.steps(services.store.db, event_id)


def refused(call, problem: Problem) -> ServiceError:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is problem
    return caught.value


def paired(services: Services, players: int = 8) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, players)
    services.rounds.pair_next(event_id)
    return event_id, entries


def test_nothing_to_undo_or_redo_in_a_new_event(services: Services) -> None:
    event_id, _ = new_event(services)
    state = services.undo.state(event_id)
    assert state.undo is None and state.redo is None
    refused(lambda: services.undo.undo(event_id), Problem.NOTHING_TO_UNDO)
    refused(lambda: services.undo.redo(event_id), Problem.NOTHING_TO_REDO)


def test_undo_then_redo_gives_back_every_row_exactly(services: Services) -> None:
    event_id, _ = paired(services)
    match = services.rounds.current_round(event_id).matches[0]
    before = dump(services)
    services.rounds.report(event_id, 1, match.table, "2-1")
    after = dump(services)
    assert after != before
    services.undo.undo(event_id)
    assert dump(services) == before
    services.undo.redo(event_id)
    assert dump(services) == after
    actions = [e.action for e in services.rounds.audit_log(event_id)][-3:]
    assert actions == ["result.report", "undo", "redo"]
    undone = services.rounds.audit_log(event_id)[-2].detail
    assert undone["what"] == "result.report" and undone["detail"]["result"] == "2-1"


def test_a_correction_is_undone_to_the_first_result_then_to_none(services: Services) -> None:
    event_id, _ = paired(services)
    table = services.rounds.current_round(event_id).matches[0].table
    services.rounds.report(event_id, 1, table, "2-1")
    services.rounds.report(event_id, 1, table, "0-2")
    services.undo.undo(event_id)
    assert services.rounds.current_round(event_id).at_table(table).result.to_text() == "2-1"
    services.undo.undo(event_id)
    assert services.rounds.current_round(event_id).at_table(table).result is None
    # Redo goes forward in order: the first result, then the correction.
    services.undo.redo(event_id)
    assert services.rounds.current_round(event_id).at_table(table).result.to_text() == "2-1"
    services.undo.redo(event_id)
    assert services.rounds.current_round(event_id).at_table(table).result.to_text() == "0-2"


def test_a_new_change_clears_the_redo_stack(services: Services) -> None:
    event_id, _ = paired(services)
    tables = [m.table for m in services.rounds.current_round(event_id).matches]
    services.rounds.report(event_id, 1, tables[0], "2-1")
    services.undo.undo(event_id)
    assert services.undo.state(event_id).redo is not None
    services.rounds.report(event_id, 1, tables[1], "2-0")
    assert services.undo.state(event_id).redo is None
    refused(lambda: services.undo.redo(event_id), Problem.NOTHING_TO_REDO)
    assert all(s.state != change_log.UNDONE for s in steps(services, event_id))


def test_an_independent_change_keeps_undo_but_clears_redo(services: Services) -> None:
    event_id, entries = paired(services)
    tables = [m.table for m in services.rounds.current_round(event_id).matches]
    services.rounds.report(event_id, 1, tables[0], "2-1")
    services.rounds.report(event_id, 1, tables[1], "2-1")
    services.undo.undo(event_id)
    services.decklists.save(event_id, entries[0], "4 Lightning Bolt\n56 Mountain")
    state = services.undo.state(event_id)
    assert state.redo is None
    assert state.undo is not None and state.undo.blocked is None
    services.undo.undo(event_id)  # the first result: a decklist does not depend on it
    assert services.rounds.current_round(event_id).at_table(tables[0]).result is None


def test_undo_past_a_paired_round_is_refused_naming_the_round(services: Services) -> None:
    event_id, _ = paired(services)
    report_round(services, event_id, random.Random(1))
    services.rounds.pair_next(event_id)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.kind is StepKind.RESULT
    assert state.undo.blocked is not None and state.undo.blocked.action == "round.pair"
    before = dump(services)
    error = refused(lambda: services.undo.undo(event_id), Problem.UNDO_BLOCKED)
    assert error.details == {"action": "round.pair", "round": 2}
    assert dump(services) == before


def test_a_row_changed_since_by_an_unrecorded_change_refuses(services: Services) -> None:
    """A drop undone after the next round locked early advancement (an entry row written
    by pairing, a barrier) could not be: here the player's row is changed by hand (another
    program, a later use case this version does not record) and the undo says so."""
    event_id, entries = paired(services)
    services.players.drop(entries[2])
    with services.store.atomic():
        db = services.store.db
        db.execute_sql(
            f'UPDATE "entry" SET "awarded_byes" = 1 WHERE "id" = {db.param}', (entries[2],)
        )
    before = dump(services)
    error = refused(lambda: services.undo.undo(event_id), Problem.UNDO_CHANGED_SINCE)
    assert "by" not in error.details
    assert dump(services) == before


def test_a_row_changed_since_by_a_step_of_another_event_names_it(services: Services) -> None:
    """A player edit changes the roster, which every event shares: the edit in one event
    cannot be undone over a later edit of the same person from another event."""
    first, entries = new_event(services, 2)
    second, _ = new_event(services, 0)
    roster = services.players.get(entries[0]).roster_id
    services.players.edit(entries[0], "山田", "太郎", "", "P0000")
    other, _ = services.players.add(second, "", roster_id=roster)
    services.players.edit(other, "山田", "次郎", "", "P0000")
    error = refused(lambda: services.undo.undo(first), Problem.UNDO_CHANGED_SINCE)
    assert error.details == {"by": "player"}
    services.undo.undo(second)  # the later edit first
    services.undo.undo(first)
    assert services.players.get(entries[0]).family == "Player000"


def test_undo_that_would_cascade_onto_a_later_row_refuses(services: Services) -> None:
    """Undoing a player's entry would delete the decklist registered since (a cascade):
    refused, nothing changes."""
    event_id, entries = new_event(services, 2)
    services.decklists.save(event_id, entries[1], "4 Lightning Bolt\n56 Mountain")
    before = dump(services)
    refused(lambda: services.undo.undo(event_id), Problem.UNDO_CHANGED_SINCE)
    assert dump(services) == before


def test_a_playoff_result_is_undone_with_the_round_it_paired(services: Services) -> None:
    """A quarterfinal result that completes the round pairs the semifinals in the same
    transaction (a follow-on): its undo takes the semifinals back too, row for row."""
    event_id = swiss_done(services, 16, Playoff.TOP8)
    services.playoff.start(event_id)
    quarterfinals = services.rounds.current_round(event_id)
    for match in quarterfinals.missing[:-1]:
        services.playoff.report(event_id, quarterfinals.number, match.table, "2-0")
    before = dump(services)
    last = quarterfinals.missing[-1]
    services.playoff.report(event_id, quarterfinals.number, last.table, "2-1")
    assert services.rounds.current_round(event_id).number == quarterfinals.number + 1
    services.undo.undo(event_id)
    assert dump(services) == before
    services.undo.redo(event_id)
    assert services.rounds.current_round(event_id).number == quarterfinals.number + 1


def test_a_refused_use_case_keeps_no_step(services: Services) -> None:
    event_id, _ = paired(services)
    kept = steps(services, event_id)
    with pytest.raises(ServiceError):
        services.rounds.report(event_id, 1, 99, "2-0")
    with pytest.raises(ServiceError):
        services.players.re_enter(services.players.list_entries(event_id)[0].id)
    assert steps(services, event_id) == kept
    with services.store.atomic():
        assert change_log.pending_mark(services.store.db) == 0


def test_reading_keeps_nothing_and_pairing_is_a_barrier(services: Services) -> None:
    event_id, _ = paired(services)
    kept = steps(services, event_id)
    assert kept[0].state == change_log.BARRIER  # round 1 paired: newest first
    services.standings.standings(event_id)
    services.rounds.list_rounds(event_id)
    services.undo.state(event_id)
    assert steps(services, event_id) == kept
    with services.store.atomic():
        step_rows = change_log.step_count(services.store.db, event_id)
    assert step_rows[1] > 0  # the players added: kept with their rows
    assert all(s.kind == "barrier" or s.kind == "player" for s in kept)


def test_the_steps_kept_per_event_are_bounded(tmp_path: Path) -> None:
    services = open_services(tmp_path / "bounded.sqlite3")
    try:
        event_id, _ = paired(services, 4)
        table = services.rounds.current_round(event_id).matches[0].table
        for n in range(130):
            services.rounds.report(event_id, 1, table, "2-0" if n % 2 else "0-2")
        kept = steps(services, event_id)
        assert len(kept) == 100
        with services.store.atomic():
            step_count, row_count = change_log.step_count(services.store.db, event_id)
        assert (step_count, row_count) == (100, 100)  # one match row per result
        for _ in range(100):
            services.undo.undo(event_id)
        refused(lambda: services.undo.undo(event_id), Problem.NOTHING_TO_UNDO)
        # The 30 oldest results are beyond the bound: the match shows the 30th.
        shown = services.rounds.current_round(event_id).at_table(table).result
        assert shown is not None and shown.to_text() == "2-0"
    finally:
        services.close()


def test_an_event_deleted_takes_its_steps_with_it(services: Services) -> None:
    event_id, _ = paired(services)
    services.rounds.report(event_id, 1, 1, "2-0")
    services.events.delete(event_id)
    with services.store.atomic():
        db = services.store.db
        assert db.execute_sql('SELECT count(*) FROM "change_step"').fetchone()[0] == 0
        assert db.execute_sql('SELECT count(*) FROM "change_row"').fetchone()[0] == 0


def test_steps_survive_a_restart_and_the_triggers_come_back(tmp_path: Path) -> None:
    path = tmp_path / "restart.sqlite3"
    services = open_services(path)
    event_id, _ = paired(services)
    services.rounds.report(event_id, 1, 1, "2-0")
    services.close()
    services = open_services(path)
    try:
        services.undo.undo(event_id)
        assert services.rounds.current_round(event_id).at_table(1).result is None
        services.rounds.report(event_id, 1, 2, "2-0")  # recorded on the new connection
        services.undo.undo(event_id)
        assert services.rounds.current_round(event_id).at_table(2).result is None
    finally:
        services.close()


@pytest.mark.parametrize(
    ("kind", "make"),
    [
        ("drop", lambda s, e, p: s.players.drop(p[1])),
        ("player", lambda s, e, p: s.players.edit(p[1], "林", "蒼", "はやし あおい", "")),
        (
            "pairing",
            lambda s, e, p: s.rounds.set_pairing(
                e,
                s.rounds.current_round(e).matches[0].player1,
                s.rounds.current_round(e).matches[1].player1,
            ),
        ),
        ("extension", lambda s, e, p: s.extensions.add(e, 1, 2, 4, ExtensionReason.JUDGE_RULING)),
        ("result", lambda s, e, p: s.rounds.report(e, 1, 3, "1-1-1")),
    ],
)
def test_each_kind_is_undone_and_redone_row_for_row(services: Services, kind: str, make) -> None:  # type: ignore[no-untyped-def]
    event_id, entries = paired(services)
    before = dump(services)
    make(services, event_id, entries)
    after = dump(services)
    state = services.undo.state(event_id)
    assert state.undo is not None and state.undo.kind is StepKind(kind)
    services.undo.undo(event_id)
    assert dump(services) == before
    services.undo.redo(event_id)
    assert dump(services) == after


def test_a_multiplayer_result_and_a_team_drop_are_undone(services: Services) -> None:
    event_id, _ = pod_event(services, 8)
    services.multiplayer.pair_next(event_id)
    before = dump(services)
    pod = services.multiplayer.current_round(event_id).pods[0]
    services.multiplayer.report_seat(event_id, 1, pod.table, 1)
    assert services.undo.state(event_id).undo.kind is StepKind.RESULT
    services.undo.undo(event_id)
    assert dump(services) == before

    teams, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    member = services.players.list_entries(teams)[0].id
    before = dump(services)
    services.players.drop(member)  # MTR 8.2: the whole team drops
    assert services.undo.state(teams).undo.kind is StepKind.DROP
    services.undo.undo(teams)
    assert dump(services) == before
