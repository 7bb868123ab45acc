"""Hand edits of the current round's pods through the services (services.multiplayer_edit)."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.pods.state import PodRoundView
from tests.helpers.services_support import settings


def pod_event(services: Services, players: int, rounds: int = 3) -> int:
    event_id, _ = services.events.create(
        settings(structure=Structure.MULTIPLAYER, swiss_rounds=rounds)
    )
    for n in range(players):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"E{n:03d}")
    return event_id


def seats(view: PodRoundView) -> list[list[int]]:
    return [[s.entry for s in pod.seats] for pod in view.pods]


def finish_round(services: Services, event_id: int) -> None:
    current = services.multiplayer.current_round(event_id)
    assert current is not None
    for pod in current.missing:
        services.multiplayer.report_seat(event_id, current.number, pod.table, 1)


def test_a_swap_puts_each_player_in_the_other_ones_seat(services: Services) -> None:
    event_id = pod_event(services, 11)
    view, _ = services.multiplayer.pair_next(event_id)
    before = seats(view)
    a, b = before[0][1], before[2][2]
    changes = services.multiplayer.swap(event_id, 1, a, b)
    assert changes.pairings
    after = seats(services.multiplayer.current_round(event_id))  # type: ignore[arg-type]
    expected = [list(pod) for pod in before]
    expected[0][1], expected[2][2] = b, a
    assert after == expected
    entry = services.rounds.audit_log(event_id)[-1]
    assert entry.action == "multiplayer.swap"
    assert entry.detail["before"] == {"1": before[0], "3": before[2]}
    assert entry.detail["after"] == {"1": expected[0], "3": expected[2]}
    assert entry.detail["seats"] == [2, 3]


def test_the_check_reports_the_round_as_it_would_be_and_saves_nothing(services: Services) -> None:
    event_id = pod_event(services, 8)
    services.multiplayer.pair_next(event_id)
    finish_round(services, event_id)
    view, _ = services.multiplayer.pair_next(event_id)
    before = seats(view)
    met = {
        frozenset((a, b))
        for pod in seats(services.multiplayer.list_rounds(event_id)[0])
        for a in pod
        for b in pod
        if a != b
    }
    # Find a swap that makes two players of round 1 meet again.
    first, second = next(
        (a, b)
        for a in before[0]
        for b in before[1]
        if any(frozenset((b, c)) in met for c in before[0] if c != a)
    )
    check = services.multiplayer.check_swap(event_id, 2, first, second)
    assert check.tables == (1, 2)
    assert check.new_meetings
    assert not check.check.clean and check.check.better_exists
    assert check.check.worse_level == 1
    assert check.current.clean  # the round as paired was the best one
    assert seats(services.multiplayer.current_round(event_id)) == before  # type: ignore[arg-type]


def test_a_pod_with_a_result_cannot_change(services: Services) -> None:
    event_id = pod_event(services, 12)
    view, _ = services.multiplayer.pair_next(event_id)
    services.multiplayer.report_seat(event_id, 1, 2, 1)
    a, b = view.pods[0].seats[0].entry, view.pods[1].seats[0].entry
    for call in (services.multiplayer.check_swap, services.multiplayer.swap):
        with pytest.raises(ServiceError) as raised:
            call(event_id, 1, a, b)
        assert raised.value.problem is Problem.RESULTS_IN
        assert raised.value.details["table"] == 2
    assert seats(services.multiplayer.current_round(event_id)) == seats(view)  # type: ignore[arg-type]


def test_an_older_round_cannot_change(services: Services) -> None:
    event_id = pod_event(services, 12)
    first, _ = services.multiplayer.pair_next(event_id)
    finish_round(services, event_id)
    services.multiplayer.pair_next(event_id)
    a, b = first.pods[0].seats[0].entry, first.pods[1].seats[0].entry
    with pytest.raises(ServiceError) as raised:
        services.multiplayer.swap(event_id, 1, a, b)
    assert raised.value.problem is Problem.NOT_CURRENT_ROUND
    assert raised.value.details["latest"] == 2
    with pytest.raises(ServiceError) as raised:
        services.multiplayer.swap(event_id, 7, a, b)
    assert raised.value.problem is Problem.ROUND_NOT_FOUND


def test_nothing_changes_once_the_playoff_has_started(services: Services) -> None:
    event_id = pod_event(services, 8, rounds=1)
    services.multiplayer.configure(event_id, playoff_size=4)
    view, _ = services.multiplayer.pair_next(event_id)
    finish_round(services, event_id)
    services.multiplayer.start_playoff(event_id)
    a, b = view.pods[0].seats[0].entry, view.pods[1].seats[0].entry
    with pytest.raises(ServiceError) as raised:
        services.multiplayer.swap(event_id, 1, a, b)
    assert raised.value.problem is Problem.PLAYOFF_STARTED


def test_two_players_of_one_pod_and_players_without_a_seat_are_refused(
    services: Services,
) -> None:
    event_id = pod_event(services, 8)
    view, _ = services.multiplayer.pair_next(event_id)
    pod = view.pods[0]
    with pytest.raises(ServiceError) as raised:
        services.multiplayer.swap(event_id, 1, pod.seats[0].entry, pod.seats[1].entry)
    assert raised.value.problem is Problem.SAME_POD
    late, _ = services.players.add(event_id, "Late", "Comer", player_id="E999")
    with pytest.raises(ServiceError) as raised:
        services.multiplayer.check_swap(event_id, 1, pod.seats[0].entry, late)
    assert raised.value.problem is Problem.PLAYER_NOT_FOUND
