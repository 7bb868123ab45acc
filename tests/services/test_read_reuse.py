"""Reads of an event are kept while nothing is written (issue 15): ``load_event`` gives the
state it read before until anything changes the file (a write of this connection, a commit
of another, a rollback), a pairing leaves its new state for the next read, and views and
notes built once per state are what a fresh read builds."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import pytest

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services, history
from mtrdesk.services.history import _read_event, load_event, match_row
from mtrdesk.services.swiss.round_rows import write_round
from mtrdesk.store.models import Event, Match
from tests.helpers.services_support import (
    another_program_writes,
    new_event,
    open_services,
    report_round,
)


class Boom(Exception):
    pass


def fresh(event_id: int) -> EventState:
    return _read_event(event_id, entries=True, matches=True)


def played(services: Services, players: int = 12, rounds: int = 2) -> int:
    event_id, _ = new_event(services, players)
    rng = random.Random(3)
    for _ in range(rounds):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    return event_id


def test_the_same_state_while_nothing_is_written(services: Services) -> None:
    event_id = played(services)
    ctx = services.context
    with ctx.transaction():
        first = load_event(event_id)
    with ctx.transaction():
        assert load_event(event_id) is first
    services.rounds.pair_next(event_id)
    current = services.rounds.current_round(event_id)
    assert current is not None
    services.rounds.report(event_id, current.number, 1, "2-1")
    with ctx.transaction():
        after = load_event(event_id)
        assert after is not first
        assert after == fresh(event_id)
        assert after.rounds[-1].matches[0].result is not None


def test_a_rolled_back_write_is_not_read_again(services: Services) -> None:
    event_id = played(services)
    ctx = services.context
    with ctx.transaction():
        before = load_event(event_id)
    with pytest.raises(Boom), ctx.transaction():
        Event.update(name="Renamed").where(Event.id == event_id).execute()
        inside = load_event(event_id)
        assert inside.settings.name == "Renamed"
        raise Boom
    with ctx.transaction():
        again = load_event(event_id)
    assert again.settings.name == before.settings.name
    assert again == fresh(event_id)


def test_a_savepoint_rolled_back_inside_a_use_case(services: Services) -> None:
    event_id = played(services)
    ctx = services.context
    with ctx.transaction():
        name = load_event(event_id).settings.name
        with pytest.raises(Boom), ctx.transaction():
            Event.update(name="Inner").where(Event.id == event_id).execute()
            assert load_event(event_id).settings.name == "Inner"
            raise Boom
        assert load_event(event_id).settings.name == name


def test_a_commit_by_another_connection_is_read(services: Services, tmp_path: Path) -> None:
    event_id = played(services)
    ctx = services.context
    with ctx.transaction():
        load_event(event_id)
    another_program_writes(
        services, "UPDATE event SET name = 'Elsewhere' WHERE id = ?", (event_id,)
    )
    with ctx.transaction():
        assert load_event(event_id).settings.name == "Elsewhere"


def test_another_file_is_never_given_this_files_state(tmp_path: Path) -> None:
    first = open_services(tmp_path / "a.sqlite3")
    try:
        event_a = played(first)
        with first.context.transaction():
            state_a = load_event(event_a)
    finally:
        first.close()
    second = open_services(tmp_path / "b.sqlite3")
    try:
        event_b, _ = new_event(second, 6)
        assert event_b == event_a
        with second.context.transaction():
            state_b = load_event(event_b)
        assert state_b is not state_a
        assert len(state_b.entries) == 6
    finally:
        second.close()


def test_pairing_leaves_the_state_a_fresh_read_gives(services: Services) -> None:
    event_id = played(services, players=13)  # a bye too
    ctx = services.context
    earlier = services.rounds.list_rounds(event_id)
    with ctx.transaction():
        before = load_event(event_id)
    view, _ = services.rounds.pair_next(event_id)
    with ctx.transaction():
        kept = load_event(event_id)
        read = fresh(event_id)
    assert kept is not before
    assert kept == read
    assert kept.points_before == read.points_before
    assert kept.swiss_points == read.swiss_points
    rounds = services.rounds.list_rounds(event_id)
    assert rounds == [*earlier, view]
    assert rounds[0] is earlier[0]  # carried to the new state, not built again
    notes = services.rounds.pairing_notes(event_id, view.number)
    history._loaded.clear()  # read everything again from the file
    assert services.rounds.pairing_notes(event_id, view.number) == notes
    assert services.rounds.list_rounds(event_id) == rounds


def test_pairing_inside_a_rolled_back_transaction_leaves_nothing(services: Services) -> None:
    event_id = played(services)
    ctx = services.context
    with pytest.raises(Boom), ctx.transaction():
        services.rounds.pair_next(event_id)
        raise Boom
    with ctx.transaction():
        state = load_event(event_id)
    assert state.swiss_paired == 2
    assert state == fresh(event_id)


def test_views_and_notes_are_built_once_per_state_and_follow_results(services: Services) -> None:
    event_id = played(services, players=9)
    first = services.rounds.list_rounds(event_id)
    assert all(a is b for a, b in zip(first, services.rounds.list_rounds(event_id), strict=True))
    notes = services.rounds.pairing_notes(event_id, 2)
    notes[-1] = ()  # a copy: the kept notes stay as they were
    assert -1 not in services.rounds.pairing_notes(event_id, 2)
    services.rounds.pair_next(event_id)
    services.rounds.report(event_id, 3, 1, "0-2")
    third = services.rounds.list_rounds(event_id)[2]
    assert third.at_table(1) is not None
    result = third.at_table(1).result  # type: ignore[union-attr]
    assert result is not None and result.to_text() == "0-2"


def test_standings_rows_are_a_copy(services: Services) -> None:
    event_id = played(services)
    with services.context.transaction():
        state = load_event(event_id)
    rows = standings_rows(state)
    rows.clear()
    assert standings_rows(state)


def test_matches_written_at_once_are_stored_as_peewee_wrote_them(services: Services) -> None:
    event_id, entries = new_event(services, 5)
    services.rounds.pair_next(event_id)
    ctx = services.context
    pairings = [Pairing(1, entries[0], entries[1]), Pairing(None, entries[2], None)]
    columns = (
        "SELECT table_number, kind, player1_id, player2_id, wins1, wins2, draws, reported_at,"
        f" seat FROM match WHERE round_id = {services.store.db.param} ORDER BY id"
    )
    with ctx.transaction():
        round_id = write_round(ctx, event_id, 2, 7, pairings, [entries[3]])
        written = ctx.store.db.execute_sql(columns, (round_id,)).fetchall()
        now = Match.get(Match.round == round_id, Match.kind == "bye").reported_at
        Match.delete().where(Match.round == round_id).execute()
        Match.insert_many(
            [
                match_row(round_id, 1, MatchKind.PAIRED, entries[0], entries[1], now),
                match_row(round_id, None, MatchKind.BYE, entries[2], None, now),
                match_row(round_id, None, MatchKind.AWARDED_BYE, entries[3], None, now),
            ]
        ).execute()
        by_peewee = ctx.store.db.execute_sql(columns, (round_id,)).fetchall()
    assert len(written) == 3
    assert written == by_peewee
    # The time as peewee stores it: text in SQLite, a timestamp on a server.
    assert isinstance(written[1][7], dt.datetime if services.file is None else str)


def test_pairing_inside_a_use_case_that_writes_more_is_read_again(services: Services) -> None:
    event_id = played(services)
    ctx = services.context
    with ctx.transaction():
        services.rounds.pair_next(event_id)
        Event.update(name="After the pairing").where(Event.id == event_id).execute()
    with ctx.transaction():
        state = load_event(event_id)
    assert state.settings.name == "After the pairing"
    assert state == fresh(event_id)
