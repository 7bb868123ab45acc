"""Booster-draft pods (MTR 7.6) through the services: seating, pairing inside pods, lifting."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.settings import Format, Rel
from mtrdesk.core.swiss.explain import NoteKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, Services
from mtrdesk.services.draft.pods import pod_sizes
from tests.helpers.service_pods import DRAFT, refused
from tests.helpers.services_support import new_event, report_round, settings


def draft_event(services: Services, players: int, **changes: object) -> tuple[int, list[int]]:
    return new_event(services, players, **{**DRAFT, **changes})


def pod_of(services: Services, event_id: int) -> dict[int, int | None]:
    return {e.id: e.pod for e in services.players.list_entries(event_id)}


def opponents_met(services: Services, event_id: int) -> list[tuple[int, int]]:
    return [
        (m.player1, m.player2)
        for rnd in services.rounds.list_rounds(event_id)
        for m in rnd.matches
        if m.kind is MatchKind.PAIRED and m.player2 is not None
    ]


@pytest.mark.parametrize(
    ("players", "size", "expected"),
    [
        (20, 8, [7, 7, 6]),  # the fewest pods of at most 8, as even as possible
        (16, 8, [8, 8]),
        (17, 8, [6, 6, 5]),
        (8, 8, [8]),
        (9, 8, [5, 4]),
        (24, 6, [6, 6, 6, 6]),
        (0, 8, []),
    ],
)
def test_pod_sizes_are_as_even_as_possible(players: int, size: int, expected: list[int]) -> None:
    assert pod_sizes(players, size) == expected
    assert sum(expected) == players
    assert all(s <= size for s in expected)


def test_sixteen_players_stay_in_their_pod_for_three_rounds(services: Services) -> None:
    """The end-to-end case: 16 players, 2 pods of 8, 3 rounds, nobody meets the other pod."""
    event_id, entries = draft_event(services, 16, rel=Rel.COMPETITIVE, swiss_rounds=3)
    seating, changes = services.pods.seat(event_id, 8, seed=2026)
    assert changes.players and changes.pairings
    assert [p.size for p in seating.pods] == [8, 8]
    assert sorted(e for p in seating.pods for e in p.entries) == entries
    pods = pod_of(services, event_id)
    assert set(pods.values()) == {1, 2}
    log = services.rounds.audit_log(event_id)[-1]
    assert log.action == "pods.seat"
    assert log.detail["seed"] == 2026 and log.detail["pod_size"] == 8
    assert [sorted(p) for p in log.detail["pods"]] == [list(p.entries) for p in seating.pods]

    rng = random.Random(5)
    for number in (1, 2, 3):
        view, _ = services.rounds.pair_next(event_id)
        assert [m.table for m in view.matches] == list(range(1, 9))
        # Tables are numbered pod by pod; each table shows its pod.
        assert [m.pod for m in view.matches] == [1, 1, 1, 1, 2, 2, 2, 2]
        for match in view.matches:
            assert pods[match.player1] == pods[match.player2] == match.pod
        # The Rounds tab's notes name each table's pod (and nothing says "across pods").
        notes = services.rounds.pairing_notes(event_id, number)
        for match in view.matches:
            kinds = {note.kind: note for note in notes[match.id]}
            assert kinds[NoteKind.POD].pod == match.pod
            assert NoteKind.ACROSS_PODS not in kinds
        report_round(services, event_id, rng)
        assert services.rounds.current_round(event_id).number == number
    met = opponents_met(services, event_id)
    assert len(met) == 24
    assert all(pods[a] == pods[b] for a, b in met)
    # Pods are fixed once the draft has happened (round 1 paired): no re-seating.
    refused(Problem.PODS_FIXED, services.pods.seat, event_id)
    refused(Problem.PODS_FIXED, services.pods.clear, event_id)
    # And at Competitive REL the organizer may not lift the pods (MTR 7.6).
    refused(Problem.LIFT_REGULAR_ONLY, services.pods.lift, event_id)


def test_lifted_pods_pair_across_pods_at_regular_rel(services: Services) -> None:
    event_id, _ = draft_event(services, 16, swiss_rounds=3)
    services.pods.seat(event_id, 8, seed=2026)
    changes = services.pods.lift(event_id)
    assert changes.events
    summary = services.events.get(event_id)
    assert summary.pods_lifted
    entry = services.rounds.audit_log(event_id)[-1]
    assert (entry.action, entry.detail["lifted"], entry.detail["rel"]) == (
        "pods.lift",
        True,
        "regular",
    )
    assert services.pods.get(event_id).kept is False
    pods = pod_of(services, event_id)
    rng = random.Random(5)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    met = opponents_met(services, event_id)
    assert any(pods[a] != pods[b] for a, b in met)
    crossing = next(
        m
        for rnd in services.rounds.list_rounds(event_id)
        for m in rnd.matches
        if m.player2 is not None and pods[m.player1] != pods[m.player2]
    )
    assert crossing.pod is None  # players of two pods: no one pod for the table
    # "Announced before the tournament starts": no change once round 1 is paired.
    refused(Problem.LIFT_BEFORE_START, services.pods.lift, event_id, False)


def test_lifting_is_refused_at_competitive_and_professional_rel(services: Services) -> None:
    for rel in (Rel.COMPETITIVE, Rel.PROFESSIONAL):
        event_id, _ = draft_event(services, 8, rel=rel)
        refused(Problem.LIFT_REGULAR_ONLY, services.pods.lift, event_id)
        refused(
            Problem.LIFT_REGULAR_ONLY,
            services.events.create,
            settings(**DRAFT, rel=rel),
            pods_lifted=True,
        )
        refused(
            Problem.LIFT_REGULAR_ONLY,
            services.events.update,
            event_id,
            settings(**DRAFT, rel=rel),
            pods_lifted=True,
        )
        assert services.events.get(event_id).pods_lifted is False


def test_the_event_settings_carry_the_announcement(services: Services) -> None:
    event_id, _ = services.events.create(settings(**DRAFT), pods_lifted=True)
    assert services.events.get(event_id).pods_lifted
    actions = [e.action for e in services.rounds.audit_log(event_id)]
    assert actions == ["event.create", "pods.lift"]
    # A stricter REL while the pods are lifted is refused: withdraw the lift with it.
    refused(
        Problem.LIFT_REGULAR_ONLY,
        services.events.update,
        event_id,
        settings(**DRAFT, rel=Rel.COMPETITIVE),
    )
    services.events.update(event_id, settings(**DRAFT, rel=Rel.COMPETITIVE), pods_lifted=False)
    summary = services.events.get(event_id)
    assert (summary.pods_lifted, summary.settings.rel) == (False, Rel.COMPETITIVE)
    log = services.rounds.audit_log(event_id)
    assert [e.action for e in log[-2:]] == ["event.update", "pods.lift"]
    assert log[-1].detail["lifted"] is False
    # Only the checkbox changed: one pods.lift entry, no empty event.update.
    services.events.update(event_id, settings(**DRAFT), pods_lifted=True)
    services.events.update(event_id, settings(**DRAFT), pods_lifted=False)
    log = services.rounds.audit_log(event_id)
    assert [e.action for e in log[-3:]] == ["event.update", "pods.lift", "pods.lift"]


def test_seating_is_random_from_its_seed_and_leaves_dropped_players_out(
    services: Services,
) -> None:
    event_id, entries = draft_event(services, 21)
    services.players.drop(entries[0])  # before round 1: not taking part
    first, _ = services.pods.seat(event_id, 8, seed=11)
    assert [p.size for p in first.pods] == [7, 7, 6]
    assert entries[0] not in {e for p in first.pods for e in p.entries}
    again, _ = services.pods.seat(event_id, 8, seed=11)
    assert again.pods == first.pods
    other, _ = services.pods.seat(event_id, 8, seed=12)
    assert other.pods != first.pods
    assert pod_of(services, event_id)[entries[0]] is None
    # Without a seed one is drawn and recorded.
    drawn, _ = services.pods.seat(event_id, 6)
    assert [p.size for p in drawn.pods] == [5, 5, 5, 5]
    assert services.rounds.audit_log(event_id)[-1].detail["seed"] == drawn.seed
    view = services.pods.get(event_id)
    assert view.sizes == [5, 5, 5, 5] and view.unseated == () and view.seating_open
    services.pods.clear(event_id)
    assert set(pod_of(services, event_id).values()) == {None}
    assert services.rounds.audit_log(event_id)[-1].action == "pods.clear"


def test_seating_refusals(services: Services) -> None:
    event_id, entries = new_event(services, 8, format=Format.MODERN)
    refused(Problem.NOT_A_DRAFT, services.pods.seat, event_id)
    refused(Problem.NOT_A_DRAFT, services.pods.move, event_id, entries[0], 1)
    draft_id, draft_entries = draft_event(services, 1)
    refused(Problem.TOO_FEW_PLAYERS, services.pods.seat, draft_id)
    refused(Problem.BAD_POD_SIZE, services.pods.seat, draft_id, 1)
    refused(Problem.BAD_POD_SIZE, services.pods.seat, draft_id, 17)
    refused(Problem.BAD_POD, services.pods.move, draft_id, draft_entries[0], 0)
    refused(Problem.PLAYER_NOT_FOUND, services.pods.move, draft_id, entries[0], 1)
    refused(Problem.EVENT_NOT_FOUND, services.pods.seat, 999)


def test_a_late_entrant_needs_a_pod_before_being_paired(services: Services) -> None:
    """Not guessed into a pod: pairing names them; the organizer seats them by hand."""
    event_id, _ = draft_event(services, 8)
    services.pods.seat(event_id, 4, seed=3)
    services.rounds.pair_next(event_id)
    late, _ = services.players.add(event_id, "遅刻", "太郎")
    # While round 1 waits for results no pod changes.
    error = refused(Problem.ROUND_IN_PROGRESS, services.pods.move, event_id, late, 1)
    assert error.details["round"] == 1
    report_round(services, event_id, random.Random(1))
    error = refused(Problem.PODS_INCOMPLETE, services.rounds.pair_next, event_id)
    assert error.details["entries"] == [late]
    assert error.details["names"] == ["遅刻 太郎"]
    assert services.pods.get(event_id).unseated_names == ("遅刻 太郎",)
    refused(Problem.PODS_FIXED, services.pods.move, event_id, late, None)
    changes = services.pods.move(event_id, late, 2)
    assert changes.players
    entry = services.rounds.audit_log(event_id)[-1]
    assert entry.action == "pods.move"
    assert (entry.detail["entry"], entry.detail["before"], entry.detail["after"]) == (late, None, 2)
    assert not services.pods.move(event_id, late, 2)  # already there: nothing to do
    view, _ = services.rounds.pair_next(event_id)
    pods = pod_of(services, event_id)
    # Pod 2 now has five players: it has its own bye; pod 1 has none.
    (bye,) = [m for m in view.matches if m.kind is MatchKind.BYE]
    assert pods[bye.player1] == 2 and bye.pod == 2
    assert all(pods[m.player1] == pods[m.player2] for m in view.matches if m.player2)


def test_a_pod_left_with_one_player_gives_that_player_a_bye(services: Services) -> None:
    event_id, _ = draft_event(services, 6)
    seating, _ = services.pods.seat(event_id, 3, seed=9)
    assert [p.size for p in seating.pods] == [3, 3]
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(2))
    first, second, _ = seating.pods[0].entries
    services.players.drop(first)
    services.players.drop(second)
    view, _ = services.rounds.pair_next(event_id)
    alone = seating.pods[0].entries[2]
    byes = [m.player1 for m in view.matches if m.kind is MatchKind.BYE]
    assert alone in byes
    assert all(m.pod == 2 for m in view.matches if m.player2 is not None)


def test_hand_made_pairing_across_pods_warns(services: Services) -> None:
    event_id, _ = draft_event(services, 8)
    services.pods.seat(event_id, 4, seed=4)
    view, _ = services.rounds.pair_next(event_id)
    pods = pod_of(services, event_id)
    a = view.matches[0].player1
    b = next(m.player1 for m in view.matches if pods[m.player1] != pods[a])
    warnings, changes = services.rounds.set_pairing(event_id, a, b)
    assert {w.problem for w in warnings} == {Problem.CROSS_POD}
    assert changes.warnings == tuple(warnings)
    assert set(warnings[0].details["entries"]) <= {m.player1 for m in view.matches} | {
        m.player2 for m in view.matches
    }


def test_pods_are_ignored_for_a_format_without_a_draft(services: Services) -> None:
    event_id, _ = draft_event(services, 8)
    services.pods.seat(event_id, 2, seed=4)
    services.events.update(event_id, settings(format=Format.SEALED))
    assert services.pods.get(event_id).kept is False
    view, _ = services.rounds.pair_next(event_id, seed=1)
    assert len([m for m in view.matches if m.player2]) == 4
