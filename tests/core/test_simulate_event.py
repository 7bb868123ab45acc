"""The simulated event: seeded, complete, and a valid event file of every structure."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from mtrdesk.core.event_file.document import (
    FORMAT_VERSION,
    DocumentError,
    DocumentProblem,
    document_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.results import INTENTIONAL_DRAW_GAMES
from mtrdesk.core.settings import Structure as EventStructure
from mtrdesk.core.settings import recommended_swiss_rounds
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.core.tournament import MatchKind


def text(simulation: Simulation) -> str:
    return json.dumps(document_to_dict(simulate_event(simulation)), ensure_ascii=False, indent=2)


def test_same_seed_same_file_other_seed_other_file() -> None:
    for structure in Structure:
        assert text(Simulation(29, seed=5, structure=structure)) == text(
            Simulation(29, seed=5, structure=structure)
        )
        assert text(Simulation(29, seed=5, structure=structure)) != text(
            Simulation(29, seed=6, structure=structure)
        )


def test_rounds_default_to_appendix_e_and_every_result_is_in() -> None:
    document = simulate_event(Simulation(30, seed=2, awarded_bye_rate=0.0))
    assert document.settings.swiss_rounds == recommended_swiss_rounds(30) == 5
    assert document.rounds_from_recommendation
    assert [r.number for r in document.rounds] == [1, 2, 3, 4, 5]
    assert all(m.result is not None for r in document.rounds for m in r.matches)
    given = simulate_event(Simulation(30, seed=2, rounds=3))
    assert given.settings.swiss_rounds == 3 and not given.rounds_from_recommendation


def test_the_file_reads_back_as_written() -> None:
    for structure in Structure:
        document = simulate_event(Simulation(50, seed=3, structure=structure))
        data = json.loads(json.dumps(document_to_dict(document)))
        assert data["version"] == FORMAT_VERSION == 9
        assert document_from_dict(data) == document


def test_a_swiss_event_has_every_happening() -> None:
    document = simulate_event(
        Simulation(300, seed=4, drop_rate=0.05, late_entry_rate=0.02, awarded_bye_rate=0.05)
    )
    kinds = Counter(m.kind for r in document.rounds for m in r.matches)
    assert kinds[MatchKind.PAIRED] and kinds[MatchKind.AWARDED_BYE]
    assert kinds[MatchKind.LATE_ENTRY_LOSS]
    results = [m.result for r in document.rounds for m in r.matches if m.kind is MatchKind.PAIRED]
    assert any(result.draws == INTENTIONAL_DRAW_GAMES for result in results)  # MTR 2.4
    assert any(result.draws == 1 and result.wins1 == result.wins2 for result in results)
    assert any(p.dropped_after_round for p in document.players)
    late = [p for p in document.players if p.late_entry_round]
    assert late
    for p in late:  # a loss in every round missed, then paired from their first round
        missed = [
            r.number
            for r in document.rounds
            for m in r.matches
            if m.player1 == p.id and m.kind is MatchKind.LATE_ENTRY_LOSS
        ]
        assert missed == list(range(1, p.late_entry_round))
    for p in document.players:
        if p.dropped_after_round is None:
            continue
        later = [
            m
            for r in document.rounds[p.dropped_after_round :]
            for m in r.matches
            if p.id in (m.player1, m.player2)
        ]
        assert later == []  # MTR 2.10: not paired after dropping


def test_pods_are_roughly_equal_and_paired_inside() -> None:
    document = simulate_event(Simulation(29, seed=8, structure=Structure.PODS))
    pods = document.pods
    assert sorted(Counter(pods.values()).values()) == [7, 7, 7, 8]  # MTR 7.6: roughly equal
    assert not document.pods_lifted
    assert all(p.awarded_byes == 0 and p.late_entry_round is None for p in document.players)
    for rnd in document.rounds:
        for m in rnd.matches:
            if m.player2 is not None:
                assert pods[m.player1] == pods[m.player2]


def test_a_swiss_event_has_no_pods() -> None:
    document = simulate_event(Simulation(20, seed=1))
    assert document.pods == {} and not document.has_pods


def test_bad_simulations_are_refused() -> None:
    for bad in (dict(players=1), dict(players=8, rounds=0), dict(players=8, pod_size=1)):
        with pytest.raises(ValueError):
            Simulation(**bad)


# --- The event file's version 2 fields (docs/event-file.md) ---


def test_a_version_1_file_is_still_read_without_pods() -> None:
    data = document_to_dict(simulate_event(Simulation(10, seed=1, rounds=2)))
    data["version"] = 1
    del data["event"]["pods_lifted"]
    for p in data["players"]:
        del p["pod"]
    document = document_from_dict(data)
    assert document.pods == {} and not document.pods_lifted


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["players"][0].update(pod=0), "players[0].pod"),
        (lambda d: d["players"][0].update(pod="A"), "players[0].pod"),
        (lambda d: d["event"].update(pods_lifted="yes"), "event.pods_lifted"),
        # MTR 7.6: only a Regular REL organizer may lift pods.
        (lambda d: d["event"].update(pods_lifted=True, rel="competitive"), "Regular REL"),
    ],
)
def test_bad_pod_fields_are_refused_saying_where(change, where: str) -> None:
    data = copy.deepcopy(
        document_to_dict(simulate_event(Simulation(10, seed=1, structure=Structure.PODS)))
    )
    change(data)
    with pytest.raises(DocumentError) as caught:
        document_from_dict(data)
    assert caught.value.problem is DocumentProblem.MALFORMED
    assert where in caught.value.detail


def test_lifted_pods_are_kept_in_the_file() -> None:
    data = document_to_dict(simulate_event(Simulation(10, seed=1, structure=Structure.PODS)))
    data["event"]["pods_lifted"] = True
    document = document_from_dict(data)
    assert document.pods_lifted and document.has_pods
    assert document_to_dict(document)["event"]["pods_lifted"] is True


# --- Teams (MTR 8, 9) and multiplayer pods: version 3 of the file ---


def test_a_team_event_drops_whole_teams_and_seats_every_match() -> None:
    document = simulate_event(Simulation(30, seed=4, structure=Structure.TEAMS3, drop_rate=0.1))
    assert document.settings.structure is EventStructure.TEAM_OF_THREE
    members = document.team_members()
    assert len(members) == 10 and all(len(seats) == 3 for seats in members.values())
    dropped = {p.id: p.dropped_after_round for p in document.players}
    assert any(dropped.values())
    for seats in members.values():  # MTR 8.2: a member's drop drops the whole team
        assert len({dropped[p] for p in seats}) == 1
    seat_of = {p.id: p.seat for p in document.players}
    for rnd in document.rounds:
        for m in rnd.matches:
            assert m.seat == seat_of[m.player1]
            assert m.player2 is None or seat_of[m.player2] == m.seat  # A plays A


def test_a_two_headed_giant_match_is_one_game_between_seat_a_players() -> None:
    document = simulate_event(Simulation(20, seed=4, structure=Structure.TWO_HEADED_GIANT))
    assert document.settings.games_to_win == 1  # MTR 9.1
    seat_a = {p.id for p in document.players if p.seat == "A"}
    for rnd in document.rounds:
        for m in rnd.matches:
            assert m.seat == "" and m.player1 in seat_a
            assert m.player2 is None or m.player2 in seat_a


def test_a_multiplayer_event_is_played_in_reported_pods() -> None:
    document = simulate_event(Simulation(17, seed=4, structure=Structure.MULTIPLAYER, pod_size=5))
    assert document.multiplayer is not None and document.multiplayer.pod_size == 5
    for rnd in document.rounds:
        assert rnd.matches == () and rnd.pods
        for pod in rnd.pods:
            assert pod.reported and [s.seat for s in pod.seats] == list(
                range(1, len(pod.seats) + 1)
            )
    with pytest.raises(ValueError):
        Simulation(12, structure=Structure.MULTIPLAYER, pod_size=3)
