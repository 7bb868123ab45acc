"""A result leaves the event as the next read gives it (issue 15: after a result, only the
players whose records changed are worked out again). Entering, correcting or clearing a
Swiss result keeps the state read before with that one match changed, and the standings
read from it count only that match again; whatever is read from that state must be what a
fresh read of the file gives: the state, the standings after every round, the points, the
round views and the pairing notes."""

from __future__ import annotations

import dataclasses
import random

import pytest

from mtrdesk.core.event import swiss as event_swiss
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_order, standings_rows
from mtrdesk.core.standings.individual import StandingRow, Standings
from mtrdesk.services import Services, history
from mtrdesk.services.history import _read_event, load_event
from mtrdesk.services.swiss.explain import round_notes
from mtrdesk.services.swiss.standings import StandingView
from mtrdesk.services.views import round_view
from tests.helpers.services_support import another_program_writes, new_event, report_round

RESULTS = ("2-0", "2-1", "1-2", "0-2", "1-1-1", "0-0-3", "1-0", "1-1")


class Boom(Exception):
    pass


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the standings worked out afresh from a history (``Standings.of``)."""
    calls: list[int] = []
    of = Standings.of.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        Standings, "of", classmethod(lambda cls, *a, **k: calls.append(1) or of(cls, *a, **k))
    )
    return calls


def fresh(event_id: int) -> EventState:
    return _read_event(event_id, entries=True, matches=True)


def assert_reads_as_fresh(kept: EventState, event_id: int) -> None:
    """Every value the layers above read of ``kept`` is what a fresh read gives."""
    read = fresh(event_id)
    assert kept == read
    assert kept.points_before == read.points_before
    assert kept.swiss_points == read.swiss_points
    for after_round in (None, *range(read.swiss_paired + 1)):
        assert standings_rows(kept, after_round) == standings_rows(read, after_round)
    for kept_round, read_round in zip(kept.rounds, read.rounds, strict=True):
        assert round_view(kept, kept_round) == round_view(read, read_round)
        assert round_notes(kept, kept_round) == round_notes(read, read_round)


def views_afresh(event_id: int) -> list[StandingView]:
    read = fresh(event_id)
    return [
        StandingView(
            **{f.name: getattr(row, f.name) for f in dataclasses.fields(StandingRow)},
            name=read.entries[row.entry].display_name,
            reading=read.entries[row.entry].reading,
            player_id=read.entries[row.entry].player_id,
        )
        for row in standings_rows(read)
    ]


def event_in_round_three(services: Services, seed: int, players: int = 23) -> int:
    """Two rounds reported (a drop and a bye among them), round 3 paired, results
    missing; the state read and everything the window reads worked out once."""
    event_id, entries = new_event(services, players)
    rng = random.Random(seed)
    for _ in range(2):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    services.players.drop(entries[seed % players])
    services.rounds.pair_next(event_id)
    with services.context.transaction():
        read_everything(load_event(event_id))
    return event_id


def read_everything(state: EventState) -> None:
    for after_round in (None, *range(state.swiss_paired + 1)):
        standings_rows(state, after_round)
    for rnd in state.rounds:
        round_view(state, rnd)
        round_notes(state, rnd)


@pytest.mark.parametrize("seed", range(3))
def test_results_entered_corrected_and_cleared_leave_what_a_fresh_read_gives(
    services: Services, match_reads: list[int], seed: int
) -> None:
    event_id = event_in_round_three(services, seed)
    rng = random.Random(seed)
    ctx = services.context
    for step in range(30):
        number = rng.choice((3, 3, 3, 2, 1))  # mostly the round under way
        paired = [m for m in services.rounds.round_view(event_id, number).matches if m.player2]
        match = rng.choice(paired)
        if match.result is not None and rng.random() < 0.25:
            services.rounds.clear_result(match.id)
        else:
            services.rounds.report(event_id, number, match.table, rng.choice(RESULTS))
        match_reads.clear()
        with ctx.transaction():
            kept = load_event(event_id)
            assert match_reads == [], f"step {step}: the event was read again"
            if step % 3 == 0:
                read_everything(kept)  # as the window reads, now and then
            assert_reads_as_fresh(kept, event_id)
        # The Standings tab's views keep those of unmoved rows: still what views made
        # afresh from the file say.
        assert services.standings.standings(event_id) == views_afresh(event_id)


def test_the_next_pairing_reads_the_carried_standings(
    services: Services, match_reads: list[int], counted: list[int]
) -> None:
    """The round's results entered one by one: the order the next pairing reads comes
    from the standings carried through every result, not from counting every round
    again, and is the order a fresh read of the file gives."""
    event_id = event_in_round_three(services, 4)
    report_round(services, event_id, random.Random(4))
    match_reads.clear()
    counted.clear()
    with services.context.transaction():
        kept = load_event(event_id)
        order = standings_order(kept)
        assert (match_reads, counted) == ([], [])
        assert order == standings_order(fresh(event_id))
        assert counted == [1]


def test_a_result_rolled_back_leaves_nothing(services: Services) -> None:
    event_id = event_in_round_three(services, 5)
    ctx = services.context
    table = services.rounds.current_round(event_id).missing[0].table  # type: ignore[union-attr]
    with pytest.raises(Boom), ctx.transaction():
        services.rounds.report(event_id, 3, table, "2-0")
        raise Boom
    with ctx.transaction():
        kept = load_event(event_id)
        assert_reads_as_fresh(kept, event_id)
        assert all(m.result is None for m in kept.rounds[2].matches if m.table == table)


def test_a_result_inside_a_larger_use_case_is_read_again(
    services: Services, match_reads: list[int]
) -> None:
    """Inside another transaction more may be written after the result: nothing is
    kept, the next read reads the file."""
    event_id = event_in_round_three(services, 6)
    ctx = services.context
    table = services.rounds.current_round(event_id).missing[0].table  # type: ignore[union-attr]
    with ctx.transaction():
        services.rounds.report(event_id, 3, table, "2-0")
        services.players.add(event_id, "Late", "Comer")
    match_reads.clear()
    with ctx.transaction():
        kept = load_event(event_id)
        assert match_reads == [event_id]
        assert_reads_as_fresh(kept, event_id)


def test_a_result_after_another_station_wrote_reads_the_file(
    services: Services, match_reads: list[int]
) -> None:
    """Another connection's commit makes the state read before stale: the result is
    not carried onto it, and the next read has both stations' results."""
    event_id = event_in_round_three(services, 7)
    ctx = services.context
    first, second = services.rounds.current_round(event_id).missing[:2]  # type: ignore[union-attr]
    another_program_writes(
        services, "UPDATE match SET wins1 = 2, wins2 = 0, draws = 0 WHERE id = ?", (first.id,)
    )
    services.rounds.report(event_id, 3, second.table, "0-2")
    match_reads.clear()
    with ctx.transaction():
        kept = load_event(event_id)
        assert match_reads == [event_id]
        results = {m.id: m.result for m in kept.rounds[2].matches}
        assert results[first.id] is not None and results[second.id] is not None
        assert_reads_as_fresh(kept, event_id)


def test_past_the_limit_the_standings_are_worked_out_afresh(
    services: Services,
    match_reads: list[int],
    counted: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A long run of results with nobody reading the standings (the Pairings tab shown)
    stops carrying them: the next read works them out afresh, once, from the event kept."""
    monkeypatch.setattr(event_swiss, "_CHANGES_WORTH_CARRYING", 3)
    event_id = event_in_round_three(services, 8)
    report_round(services, event_id, random.Random(8))  # 11 results: past the limit
    match_reads.clear()
    counted.clear()
    with services.context.transaction():
        kept = load_event(event_id)
        assert match_reads == []
        rows = standings_rows(kept)
        assert counted == [1]
        assert rows == standings_rows(fresh(event_id))


def test_a_pairing_carries_the_standings_its_notes_read(
    services: Services, match_reads: list[int], counted: list[int]
) -> None:
    """The standings the pairing ranked on are the standings after the round before it
    in the state the pairing leaves: the new round's pairing notes read them without
    working them out again, and every standings read is what a fresh read gives."""
    event_id = event_in_round_three(services, 9, players=24)  # 23 left: a bye, ranked
    report_round(services, event_id, random.Random(9))
    view, _ = services.rounds.pair_next(event_id)
    assert any(m.player2 is None for m in view.matches)
    match_reads.clear()
    counted.clear()
    notes = services.rounds.pairing_notes(event_id, view.number)
    assert (match_reads, counted) == ([], [])
    with services.context.transaction():
        kept = load_event(event_id)
        assert_reads_as_fresh(kept, event_id)
    history._loaded.clear()
    assert services.rounds.pairing_notes(event_id, view.number) == notes
