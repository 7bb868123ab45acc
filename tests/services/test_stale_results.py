"""A result is written only over the result its writer saw (issue 27, item 2), for every
structure: the Swiss, a team event's seat matches, the multiplayer pods. Two stations on
one store (SQLite: a second connection beside; PostgreSQL: the server), each reading the
table and then writing over what it read, in every order of those reads and writes: each
write is either over the result its writer saw, or refused naming the stored one (who
and when), and nothing else is written.

The gaps of a real room (1 ms to 2 s between one station's read and its write) only
change the order in which the two stations' reads and writes reach the store; every
order is run here, so no test waits."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store.models import AuditLog
from mtrdesk.words.messages import describe
from tests.helpers.services_support import (
    FakeClock,
    committed_rows,
    new_event,
    pod_event,
    team_event,
)


@pytest.fixture
def other(services: Services) -> Iterator[Services]:
    """Station "LAPTOP-2": a second connection to the same store."""
    station = Services(services.store.beside(), FakeClock(), random.Random(7), station="LAPTOP-2")
    yield station
    station.close()


def refused(call: Callable[[], object]) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is Problem.RESULT_CHANGED_ELSEWHERE
    return caught.value


# --- the Swiss: every order of two stations' reads and writes -----------------------------------
@dataclass
class Station:
    name: str
    services: Services
    result: str
    seen: MatchResult | None = None
    outcome: str = ""


def orders() -> list[tuple[str, ...]]:
    """Every order of A's read before A's write and B's read before B's write."""
    steps = ("A.read", "A.write", "B.read", "B.write")
    return [
        order
        for order in itertools.permutations(steps)
        if order.index("A.read") < order.index("A.write")
        and order.index("B.read") < order.index("B.write")
    ]


def written(services: Services, event_id: int, match_id: int) -> list[tuple[object, ...]]:
    """(previous, result, station) of each result written at the match, oldest first."""
    with services.context.transaction():
        rows = list(
            AuditLog.select()
            .where((AuditLog.event == event_id) & (AuditLog.action == "result.report"))
            .order_by(AuditLog.id)
        )
    found = []
    for row in rows:
        detail = json.loads(row.detail)
        if detail["match"] == match_id:
            found.append((detail["previous"], detail["result"], detail.get("station", "")))
    return found


@pytest.mark.parametrize("start", [None, "1-1-1"], ids=["empty", "reported"])
def test_every_order_of_two_stations_writes_only_over_what_was_seen(
    services: Services, other: Services, start: str | None
) -> None:
    event_id, _ = new_event(services, 16)
    services.rounds.pair_next(event_id, seed=1, number=1)
    tables = iter(range(1, 9))
    for order in orders():
        table = next(tables)
        if start is not None:
            services.rounds.report(event_id, 1, table, start, seen=None)
        a = Station("", services, "2-0")
        b = Station("LAPTOP-2", other, "0-2")
        stations = {"A": a, "B": b}
        for step in order:
            station = stations[step[0]]
            if step.endswith("read"):
                match = station.services.rounds.round_view(event_id, 1).at_table(table)
                assert match is not None
                station.seen = match.result
                continue
            try:
                station.services.rounds.report(
                    event_id, 1, table, station.result, seen=station.seen
                )
                station.outcome = "written"
            except ServiceError as error:
                assert error.problem is Problem.RESULT_CHANGED_ELSEWHERE, order
                other_one = b if station is a else a
                # Refused naming what is there: the other station's result, by it.
                assert error.details["result"] == other_one.result, order
                assert error.details["by"] == (other_one.name or None), order
                assert error.details["at"], order
                station.outcome = "refused"
        match = services.rounds.round_view(event_id, 1).at_table(table)
        assert match is not None
        writes = written(services, event_id, match.id)
        if start is not None:
            writes = writes[1:]
        by_station = {s.name: s for s in (a, b)}
        for previous, result, name in writes:
            writer = by_station[name]
            # Every write was over the result its writer saw.
            seen = None if writer.seen is None else writer.seen.to_text()
            assert previous == seen, (order, writes)
            assert result == writer.result
        assert len(writes) == sum(s.outcome == "written" for s in (a, b)), order
        assert {a.outcome, b.outcome} != {"refused"}, order  # someone got it in
        last = writes[-1][1]
        assert match.result == MatchResult.from_text(last), order


# --- a team event's seat matches ------------------------------------------------------------
def test_a_seat_match_entered_elsewhere_is_not_overwritten(
    services: Services, other: Services
) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    table = next(t.table for t in view.teams if t.team2 is not None)
    other.rounds.report(event_id, 1, table, "2-1", "B", seen=None)
    before = committed_rows(services)
    error = refused(lambda: services.rounds.report(event_id, 1, table, "0-2", "B", seen=None))
    assert (error.details["table"], error.details["result"]) == (f"{table}B", "2-1")
    assert error.details["by"] == "LAPTOP-2"
    assert committed_rows(services) == before
    services.rounds.report(event_id, 1, table, "0-2", "B", seen=MatchResult(2, 1))
    seat = services.rounds.round_view(event_id, 1).at_seat(table, "B")
    assert seat is not None and seat.result == MatchResult(0, 2)


# --- multiplayer pods -------------------------------------------------------------------------
@pytest.fixture
def pods(services: Services) -> int:
    event_id, _ = pod_event(services, 8)
    services.multiplayer.pair_next(event_id, seed=1, number=1)
    return event_id


def shown(services: Services, event_id: int, table: int) -> dict[int, str] | None:
    pod = services.multiplayer.list_rounds(event_id)[0].at_table(table)
    assert pod is not None
    return None if not pod.reported else {s.entry: str(s.result) for s in pod.seats}


def test_a_pod_result_entered_elsewhere_is_not_overwritten(
    services: Services, other: Services, pods: int
) -> None:
    seen = shown(services, pods, 1)
    assert seen is None
    other.multiplayer.report_text(pods, 1, 1, "2", seen=None)  # seat 2 won, there
    before = committed_rows(services)
    error = refused(lambda: services.multiplayer.report_text(pods, 1, 1, "1", seen=seen))
    assert error.details["result"] == "2" and error.details["pod"] is True
    assert error.details["by"] == "LAPTOP-2" and error.details["at"]
    text = describe(error)
    assert "The pod at table 1 in round 1 already has a result from another station" in text
    assert "seat 2 won" in text and "LAPTOP-2" in text and "Nothing was changed" in text
    assert committed_rows(services) == before
    # A draw between everyone, or clearing it, over what was not seen: refused too.
    refused(lambda: services.multiplayer.report_text(pods, 1, 1, "D", seen=None))
    pod = services.multiplayer.list_rounds(pods)[0].at_table(1)
    assert pod is not None
    refused(lambda: services.multiplayer.clear_result(pods, 1, 1, seen=None))
    assert committed_rows(services) == before
    # Over the result seen: written; the same result entered twice is kept once.
    now = shown(services, pods, 1)
    services.multiplayer.report_text(pods, 1, 1, "1", seen=now)
    assert pod_winner_seat(services, pods, 1) == 1
    after = committed_rows(services)
    assert not other.multiplayer.report_text(pods, 1, 1, "1", seen=None).results
    assert committed_rows(services) == after


def test_a_pod_draw_and_a_clear_elsewhere_are_said(
    services: Services, other: Services, pods: int
) -> None:
    services.multiplayer.report_text(pods, 1, 2, "D13", seen=None)
    seen = shown(services, pods, 2)
    other.multiplayer.report_text(pods, 1, 2, "D", seen=seen)  # everyone drew, there
    error = refused(lambda: services.multiplayer.report_text(pods, 1, 2, "3", seen=seen))
    assert error.details["result"] == "D1234"
    assert "a draw between seats 1, 2, 3, 4" in describe(error)
    everyone = shown(services, pods, 2)
    other.multiplayer.clear_result(pods, 1, 2, seen=everyone)
    error = refused(lambda: services.multiplayer.report_text(pods, 1, 2, "3", seen=everyone))
    assert error.details["result"] is None
    assert "was cleared at another station (by LAPTOP-2 at" in describe(error)


def pod_winner_seat(services: Services, event_id: int, table: int) -> int | None:
    pod = services.multiplayer.list_rounds(event_id)[0].at_table(table)
    assert pod is not None and pod.winner is not None
    return pod.winner.seat


def test_pod_results_are_what_the_pod_view_shows(services: Services, pods: int) -> None:
    """What a station compares (``pod_results``) is what its pod view shows."""
    from mtrdesk.services.pods.loading import load_pod_event
    from mtrdesk.services.pods.play import pod_results

    services.multiplayer.report_text(pods, 1, 1, "D12", seen=None)
    with services.context.transaction():
        stored = pod_results(load_pod_event(pods).find_pod(1, 1))
    assert stored == shown(services, pods, 1)
