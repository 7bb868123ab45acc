"""Drops during the pod playoff through the services (MTR 2.10; services.multiplayer_drops)."""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.events import Stage
from tests.helpers.services_support import settings


def playoff_event(services: Services, players: int = 16, cut: int = 10) -> int:
    """Two Swiss rounds, seat 1 winning every pod, then the cut."""
    event_id, _ = services.events.create(settings(structure=Structure.MULTIPLAYER, swiss_rounds=2))
    for n in range(players):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"D{n:03d}")
    services.multiplayer.configure(event_id, playoff_size=cut)
    for number in (1, 2):
        view, _ = services.multiplayer.pair_next(event_id)
        for pod in view.pods:
            services.multiplayer.report_seat(event_id, number, pod.table, 1)
    services.multiplayer.start_playoff(event_id)
    return event_id


def test_a_player_who_drops_before_their_pod_has_a_result_leaves_it(services: Services) -> None:
    event_id = playoff_event(services)
    semis = services.multiplayer.playoff(event_id).rounds[-1]
    pod = semis.pods[0]
    leaving = pod.seats[1]
    changes = services.players.drop(leaving.entry)
    assert changes.playoff and changes.pairings
    after = services.multiplayer.playoff(event_id).rounds[-1]
    assert after.number == semis.number  # the same round: nobody is paired again
    left = after.pods[0]
    # The pod plays on with three, seats closed up in seed order; the other pod is untouched.
    assert [(s.seat, s.entry) for s in left.seats] == [
        (n, s.entry) for n, s in enumerate((pod.seats[0], *pod.seats[2:]), 1)
    ]
    assert [s.entry for s in after.pods[1].seats] == [s.entry for s in semis.pods[1].seats]
    assert [d.entry for d in after.dropped] == [leaving.entry]
    entries = {e.id: e for e in services.players.list_entries(event_id)}
    assert entries[leaving.entry].dropped_after_round == semis.number - 1
    actions = [a.action for a in services.rounds.audit_log(event_id)[-2:]]
    assert actions == ["multiplayer.playoff_drop", "player.drop"]


def test_a_finished_pod_keeps_its_result_and_its_winner_misses_the_next_round(
    services: Services,
) -> None:
    event_id = playoff_event(services)
    semis = services.multiplayer.playoff(event_id).rounds[-1]
    services.multiplayer.report_seat(event_id, semis.number, 1, 2)
    winner = semis.pods[0].seats[1].entry
    loser = semis.pods[0].seats[0].entry
    services.players.drop(winner)
    services.players.drop(loser)  # already out: an ordinary drop
    pod = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    assert pod.reported and pod.winner is not None and pod.winner.entry == winner
    services.multiplayer.report_seat(event_id, semis.number, 2, 1)
    playoff = services.multiplayer.playoff(event_id)
    final = playoff.rounds[-1]
    top_two = [s.entry for s in playoff.seeds[:2]]
    other_winner = semis.pods[1].seats[0].entry
    # Seeds 1 and 2 skipped the semifinals; the winner who dropped leaves a seat empty.
    assert [s.entry for s in final.pods[0].seats] == [*top_two, other_winner]
    assert [d.entry for d in final.dropped] == [winner]


def test_a_top_seed_skipping_the_semifinals_can_drop(services: Services) -> None:
    event_id = playoff_event(services)
    playoff = services.multiplayer.playoff(event_id)
    first_seed = playoff.seeds[0].entry
    services.players.drop(first_seed)
    semis = playoff.rounds[-1]
    for pod in semis.pods:
        services.multiplayer.report_seat(event_id, semis.number, pod.table, 1)
    final = services.multiplayer.playoff(event_id).rounds[-1]
    assert first_seed not in [s.entry for s in final.pods[0].seats]
    assert final.pods[0].size == 3


def test_the_last_player_left_in_a_pod_goes_on_and_can_win_the_event(
    services: Services,
) -> None:
    event_id = playoff_event(services, players=8, cut=4)
    final = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    for seat in final.seats[:-1]:
        services.players.drop(seat.entry)
    playoff = services.multiplayer.playoff(event_id)
    last = final.seats[-1]
    assert playoff.champion == last.entry and playoff.finished
    # The players who dropped rank behind the champion, by seed (as if they had lost).
    assert list(playoff.final_order) == [last.entry, *(s.entry for s in final.seats[:-1])]
    assert services.events.get(event_id).stage is Stage.FINISHED
    with pytest.raises(ServiceError) as raised:
        services.players.drop(last.entry)
    assert raised.value.problem is Problem.PLAYOFF_FINISHED


def test_a_dropped_player_cannot_re_enter_after_the_cut(services: Services) -> None:
    event_id = playoff_event(services)
    entry = services.multiplayer.playoff(event_id).rounds[-1].pods[0].seats[0].entry
    services.players.drop(entry)
    with pytest.raises(ServiceError) as raised:
        services.players.re_enter(entry)
    assert raised.value.problem is Problem.AFTER_CUT


def test_an_event_file_keeps_the_empty_seats_and_the_bye_of_the_last_player(
    services: Services,
) -> None:
    event_id = playoff_event(services, players=8, cut=4)
    final = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    for seat in final.seats[:-1]:
        services.players.drop(seat.entry)
    copy = import_event(services, json.loads(json.dumps(export_event(services, event_id))))
    playoff = services.multiplayer.playoff(copy)
    names = {e.id: e.display_name for e in services.players.list_entries(copy)}
    assert playoff.champion_name == final.seats[-1].name
    assert [names[e] for e in playoff.final_order] == [
        final.seats[-1].name,
        *(s.name for s in final.seats[:-1]),
    ]
