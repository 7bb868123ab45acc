"""``services.extensions``: per-match time extensions of the round being played (MTR 2.6):
a deck check adds its length + 3 minutes (+4 in a Commander pod, addendum *.5A), a judge
any minutes; totals by table; refusals; the audit log."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.settings import Format, Structure
from mtrdesk.core.time_extensions import MAX_EXTENSION_MINUTES, ExtensionReason
from mtrdesk.services import Problem, ServiceError, Services
from tests.helpers.services_support import new_event, pod_event, report_round, team_event

DECK_CHECK = ExtensionReason.DECK_CHECK
RULING = ExtensionReason.JUDGE_RULING


def refusal(services: Services, *args: object, **kwargs: object) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        services.extensions.add(*args, **kwargs)  # type: ignore[arg-type]
    return caught.value


def test_a_deck_check_adds_its_length_plus_three_and_rulings_add_up(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)
    changes = services.extensions.add(event_id, 1, 2, 5, DECK_CHECK, note="Judge: Sato")
    assert changes.pairings
    services.extensions.add(event_id, 1, 2, 2, RULING)
    services.extensions.add(event_id, 1, 4, 10, ExtensionReason.OTHER)
    assert services.extensions.for_round(event_id, 1) == {"2": 10, "4": 10}
    stored = services.extensions.of_round(event_id, 1)
    assert [(x.label, x.minutes, x.reason) for x in stored] == [
        ("2", 8, DECK_CHECK),
        ("2", 2, RULING),
        ("4", 10, ExtensionReason.OTHER),
    ]
    assert stored[0].note == "Judge: Sato"
    log = [e for e in services.rounds.audit_log(event_id) if e.action == "extensions.add"]
    assert log[0].detail["minutes"] == 8 and log[0].detail["took"] == 5
    services.extensions.remove(event_id, 1, 2)  # the latest: the 2-minute ruling
    assert services.extensions.for_round(event_id, 1) == {"2": 8, "4": 10}
    services.extensions.remove(event_id, 1, 2)
    assert services.extensions.for_round(event_id, 1) == {"4": 10}
    with pytest.raises(ServiceError) as caught:
        services.extensions.remove(event_id, 1, 2)
    assert caught.value.problem is Problem.NO_EXTENSION


def test_refusals(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    assert refusal(services, event_id, 1, 1, 3, RULING).problem is Problem.ROUND_NOT_FOUND
    services.rounds.pair_next(event_id)
    for minutes, reason in ((0, RULING), (-1, DECK_CHECK), (MAX_EXTENSION_MINUTES - 2, DECK_CHECK)):
        error = refusal(services, event_id, 1, 1, minutes, reason)
        assert error.problem is Problem.BAD_EXTENSION_MINUTES
        assert error.details["largest"] == MAX_EXTENSION_MINUTES
    services.extensions.add(event_id, 1, 1, 0, DECK_CHECK)  # a quick deck check: +3
    services.extensions.add(event_id, 1, 3, MAX_EXTENSION_MINUTES, RULING)
    assert refusal(services, event_id, 1, 9, 3, RULING).problem is Problem.TABLE_NOT_FOUND
    assert refusal(services, event_id, 1, 1, 3, RULING, seat="A").problem is (
        Problem.TABLE_NOT_FOUND
    )
    services.rounds.report(event_id, 1, 2, "2-0")
    assert refusal(services, event_id, 1, 2, 3, RULING).problem is Problem.EXTENSION_RESULT_IN
    report_round(services, event_id, random.Random(1))
    services.rounds.pair_next(event_id)
    error = refusal(services, event_id, 1, 1, 3, RULING)
    assert (error.problem, error.details["current"]) == (Problem.NOT_CURRENT_ROUND, 2)
    assert services.extensions.for_round(event_id, 1) == {"1": 3, "3": MAX_EXTENSION_MINUTES}
    assert services.extensions.for_round(event_id, 2) == {}


def test_team_seat_matches_are_extended_by_seat(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    services.rounds.pair_next(event_id)
    services.extensions.add(event_id, 1, 1, 4, DECK_CHECK, seat="B")
    assert services.extensions.for_round(event_id, 1) == {"1B": 7}


def test_a_commander_pod_deck_check_adds_four(services: Services) -> None:
    event_id, _ = pod_event(services, 8)
    services.multiplayer.pair_next(event_id)
    services.extensions.add(event_id, 1, 2, 6, DECK_CHECK)
    assert services.extensions.for_round(event_id, 1) == {"2": 10}
    assert refusal(services, event_id, 1, 3, 6, RULING).problem is Problem.TABLE_NOT_FOUND


def test_a_commander_event_played_one_against_one_also_adds_four(services: Services) -> None:
    """Addendum *.5A gives + 4 because Commander decks are 100-card singletons, pods or
    not; every other constructed format keeps MTR 2.6's + 3."""
    commander, _ = new_event(services, players=8, format=Format.COMMANDER)
    modern, _ = new_event(services, players=8, format=Format.MODERN)
    for event_id in (commander, modern):
        services.rounds.pair_next(event_id)
        services.extensions.add(event_id, 1, 1, 5, DECK_CHECK)
    assert services.extensions.for_round(commander, 1) == {"1": 9}
    assert services.extensions.for_round(modern, 1) == {"1": 8}


def test_pairing_the_round_again_clears_its_extensions(services: Services) -> None:
    """A table's extension belonged to the match that sat there: a new pairing of the
    round starts without any (the rows go with the round)."""
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)
    services.extensions.add(event_id, 1, 1, 5, DECK_CHECK)
    assert services.extensions.for_round(event_id, 1) == {"1": 8}
    services.rounds.repair_current(event_id)
    assert services.extensions.for_round(event_id, 1) == {}
