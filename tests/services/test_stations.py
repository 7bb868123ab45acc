"""Two stations on one store (issue 17): a station that enters a result another station
changed after it last saw the table, or pairs a round another station paired first, is
refused with who did what, and nothing changes; the same slip entered at both stations is
one result. Runs on SQLite (a second connection beside) and, with
MTRDESK_TEST_STORE=postgresql, on the server."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.words.messages import describe
from tests.helpers.services_support import (
    FakeClock,
    committed_rows,
    new_event,
    pod_event,
    swiss_done,
)


@pytest.fixture
def other(services: Services) -> Iterator[Services]:
    """Station "LAPTOP-2": a second connection to the same store."""
    station = Services(services.store.beside(), FakeClock(), random.Random(7), station="LAPTOP-2")
    yield station
    station.close()


def paired(services: Services) -> int:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1, number=1)
    return event_id


def refusal(call, problem: Problem) -> ServiceError:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is problem
    return caught.value


def test_a_result_entered_elsewhere_meanwhile_is_not_overwritten(
    services: Services, other: Services
) -> None:
    event_id = paired(services)
    other.rounds.report(event_id, 1, 2, "2-0", seen=None)
    before = committed_rows(services)
    error = refusal(
        lambda: services.rounds.report(event_id, 1, 2, "0-2", seen=None),
        Problem.RESULT_CHANGED_ELSEWHERE,
    )
    assert error.details["result"] == "2-0"
    assert error.details["by"] == "LAPTOP-2"
    assert (error.details["round"], error.details["table"]) == (1, 2)
    assert committed_rows(services) == before  # nothing changed
    assert services.rounds.round_view(event_id, 1).at_table(2).result == MatchResult(2, 0, 0)


def test_the_message_says_who_what_and_what_to_do(services: Services, other: Services) -> None:
    event_id = paired(services)
    other.rounds.report(event_id, 1, 3, "2-1", seen=None)
    error = refusal(
        lambda: services.rounds.report(event_id, 1, 3, "1-2", seen=None),
        Problem.RESULT_CHANGED_ELSEWHERE,
    )
    text = describe(error)
    assert "Table 3 in round 1 was already reported as 2-1" in text
    assert "LAPTOP-2" in text and "Nothing was changed" in text


def test_the_same_slip_entered_at_both_stations_is_one_result(
    services: Services, other: Services
) -> None:
    event_id = paired(services)
    other.rounds.report(event_id, 1, 1, "2-1", seen=None)
    before = committed_rows(services)
    changes = services.rounds.report(event_id, 1, 1, "2-1", seen=None)
    assert not changes.results
    assert committed_rows(services) == before  # not even an audit row


def test_a_result_seen_before_it_changed_is_corrected_on_purpose(
    services: Services, other: Services
) -> None:
    """What a station saw is what it corrects: seen 2-0, entered 0-2, written."""
    event_id = paired(services)
    other.rounds.report(event_id, 1, 4, "2-0", seen=None)
    services.rounds.report(event_id, 1, 4, "0-2", seen=MatchResult(2, 0, 0))
    assert other.rounds.round_view(event_id, 1).at_table(4).result == MatchResult(0, 2, 0)


def test_a_result_cleared_elsewhere_is_said(services: Services, other: Services) -> None:
    event_id = paired(services)
    services.rounds.report(event_id, 1, 2, "2-0", seen=None)
    match = services.rounds.round_view(event_id, 1).at_table(2)
    other.rounds.clear_result(match.id, seen=MatchResult(2, 0, 0))
    error = refusal(
        lambda: services.rounds.report(event_id, 1, 2, "2-1", seen=MatchResult(2, 0, 0)),
        Problem.RESULT_CHANGED_ELSEWHERE,
    )
    assert error.details["result"] is None
    assert "was cleared at another station (by LAPTOP-2 at" in describe(error)


def test_a_round_paired_elsewhere_is_not_paired_again(services: Services, other: Services) -> None:
    event_id = paired(services)
    for table in range(1, 5):
        services.rounds.report(event_id, 1, table, "2-0", seen=None)
    other.rounds.pair_next(event_id, seed=3, number=2)
    before = committed_rows(services)
    error = refusal(
        lambda: services.rounds.pair_next(event_id, seed=4, number=2),
        Problem.ROUND_ALREADY_PAIRED,
    )
    assert (error.details["round"], error.details["by"]) == (2, "LAPTOP-2")
    assert committed_rows(services) == before
    assert "Round 2 was already paired at another station (by LAPTOP-2 at" in describe(error)
    assert len(services.rounds.list_rounds(event_id)) == 2


def test_without_seen_a_result_is_written_as_before(services: Services) -> None:
    """The guard is asked for: a plain report (the slip scanner, a script) still corrects."""
    event_id = paired(services)
    services.rounds.report(event_id, 1, 1, "2-0")
    services.rounds.report(event_id, 1, 1, "0-2")
    assert services.rounds.round_view(event_id, 1).at_table(1).result == MatchResult(0, 2, 0)


def test_a_pod_round_paired_elsewhere_is_not_paired_again(
    services: Services, other: Services
) -> None:
    event_id, _ = pod_event(services, 8)
    other.multiplayer.pair_next(event_id, seed=1, number=1)
    before = committed_rows(services)
    error = refusal(
        lambda: services.multiplayer.pair_next(event_id, seed=2, number=1),
        Problem.ROUND_ALREADY_PAIRED,
    )
    assert (error.details["round"], error.details["by"]) == (1, "LAPTOP-2")
    assert committed_rows(services) == before


def test_a_playoff_result_entered_elsewhere_is_not_overwritten(
    services: Services, other: Services
) -> None:
    event_id = swiss_done(services)
    services.playoff.start(event_id)
    first = services.playoff.bracket(event_id).next_matches[0]
    other.playoff.report(event_id, first.round, first.table, "2-0", seen=None)
    error = refusal(
        lambda: services.playoff.report(event_id, first.round, first.table, "0-2", seen=None),
        Problem.RESULT_CHANGED_ELSEWHERE,
    )
    assert (error.details["result"], error.details["by"]) == ("2-0", "LAPTOP-2")
