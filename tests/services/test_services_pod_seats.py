"""Seat numbers in booster-draft pods (MTR 7.6, 7.7): stored when seated, replayed from the
seed, kept when others move, swapped on purpose, kept by a drafter who stops."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.settings import Format
from mtrdesk.services import Problem, Services
from mtrdesk.services.draft.pods import DraftSeatsView
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.store.models import Entry as EntryRow
from tests.helpers.service_pods import DRAFT, refused
from tests.helpers.services_support import new_event, report_round


def seated(services: Services, players: int = 20, seed: int = 11) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, players, **DRAFT)
    services.pods.seat(event_id, 8, seed=seed)
    return event_id, entries


def places(view: DraftSeatsView) -> dict[int, tuple[int, int | None]]:
    return {s.entry: (s.pod, s.seat) for pod in view.pods for s in pod.seats}


def test_seating_stores_seats_one_to_n_replayed_from_the_seed(services: Services) -> None:
    event_id, _ = seated(services)
    view = services.pods.seats(event_id)
    assert view.seed == 11 and view.pod_size == 8
    assert [pod.seat_numbers for pod in view.pods] == [
        tuple(range(1, 8)),
        tuple(range(1, 8)),
        tuple(range(1, 7)),
    ]
    assert all(s.stored for pod in view.pods for s in pod.seats)
    # The audit log's seed and seat order replay the seating exactly.
    log = services.rounds.audit_log(event_id)[-1]
    assert log.action == "pods.seat"
    assert [[s.entry for s in pod.seats] for pod in view.pods] == log.detail["seats"]
    first = places(view)
    again, _ = services.pods.seat(event_id, 8, seed=11)
    assert places(services.pods.seats(event_id)) == first
    assert again.seats == tuple(tuple(p) for p in log.detail["seats"])
    services.pods.seat(event_id, 8, seed=12)
    assert places(services.pods.seats(event_id)) != first


def test_a_move_keeps_everyone_elses_seat(services: Services) -> None:
    event_id, _ = seated(services)
    view = services.pods.seats(event_id)
    before = places(view)
    mover = view.pods[0].seats[2].entry  # pod 1 seat 3
    services.pods.move(event_id, mover, 3)  # no seat asked: the lowest free (7)
    after = places(services.pods.seats(event_id))
    assert after[mover] == (3, 7)
    assert {e: p for e, p in after.items() if e != mover} == {
        e: p for e, p in before.items() if e != mover
    }
    # Asked for a taken seat: the next free one; a free seat: that one.
    other = view.pods[1].seats[0].entry
    services.pods.move(event_id, other, 1, seat=3)
    assert places(services.pods.seats(event_id))[other] == (1, 3)  # the gap left above
    services.pods.move(event_id, mover, 1, seat=1)
    assert places(services.pods.seats(event_id))[mover] == (1, 8)
    log = services.rounds.audit_log(event_id)[-1]
    assert (log.action, log.detail["seat_before"], log.detail["seat_after"]) == (
        "pods.move",
        7,
        8,
    )
    # Within its pod a player may take a free seat.
    services.pods.move(event_id, mover, 1, seat=20)
    assert places(services.pods.seats(event_id))[mover] == (1, 20)
    refused(Problem.BAD_POD_SEAT, services.pods.move, event_id, mover, 1, 0)


def test_a_swap_trades_two_places(services: Services) -> None:
    event_id, _ = seated(services)
    view = services.pods.seats(event_id)
    a, b = view.pods[0].seats[0], view.pods[2].seats[4]
    before = places(view)
    services.pods.swap(event_id, a.entry, b.entry)
    after = places(services.pods.seats(event_id))
    assert after[a.entry] == (3, 5) and after[b.entry] == (1, 1)
    assert all(after[e] == p for e, p in before.items() if e not in (a.entry, b.entry))
    assert services.rounds.audit_log(event_id)[-1].action == "pods.swap"
    _, late = new_event(services, 1, **DRAFT)
    refused(Problem.PLAYER_NOT_FOUND, services.pods.swap, event_id, a.entry, late[0])


def test_a_drafter_who_stops_keeps_the_seat_and_the_event(services: Services) -> None:
    event_id, _ = seated(services)
    view = services.pods.seats(event_id)
    stopper = view.pods[1].seats[3]  # pod 2 seat 4
    services.pods.drop_from_draft(event_id, stopper.entry, 2, 5)
    pod = services.pods.seats(event_id).pod(2)
    assert pod is not None
    assert pod.drops == ((4, 2, 5),)
    mine = next(s for s in pod.seats if s.entry == stopper.entry)
    assert mine.seat == 4 and not mine.drafting and mine.dropped_after_round is None
    assert places(services.pods.seats(event_id)) == places(view)  # nobody moved
    # MTR 7.7: they stay in the tournament and are paired in their pod.
    assert services.players.get(stopper.entry).dropped_after_round is None
    log = services.rounds.audit_log(event_id)[-1]
    assert (log.action, log.detail["pack"], log.detail["pick"], log.detail["seat"]) == (
        "pods.draft_drop",
        2,
        5,
        4,
    )
    # Leaving the event too (MTR 2.10): dropped before round 1, seat kept, printed.
    other = view.pods[0].seats[0]
    services.pods.drop_from_draft(event_id, other.entry, 1, 3, leave_event=True)
    assert services.players.get(other.entry).dropped_after_round == 0
    assert places(services.pods.seats(event_id)) == places(view)
    assert services.pods.seats(event_id).pod(1).drops == ((1, 1, 3),)  # type: ignore[union-attr]
    services.pods.undo_draft_drop(event_id, stopper.entry)
    assert services.pods.seats(event_id).pod(2).drops == ()  # type: ignore[union-attr]
    refused(Problem.BAD_DRAFT_DROP, services.pods.drop_from_draft, event_id, other.entry, 0, 1)
    refused(Problem.BAD_DRAFT_DROP, services.pods.drop_from_draft, event_id, other.entry, 1, 21)


def test_clear_takes_seats_and_drops_and_refusals_after_round_one(services: Services) -> None:
    event_id, entries = seated(services, 16)
    view = services.pods.seats(event_id)
    services.pods.drop_from_draft(event_id, entries[0], 1, 1)
    services.pods.clear(event_id)
    assert services.pods.seats(event_id).pods == ()
    assert services.pods.seats(event_id).seed is None  # cleared: no seating stands
    rows = EntryRow.select().where(EntryRow.event == event_id)
    assert {(r.pod, r.pod_seat, r.draft_drop_pack) for r in rows} == {(None, None, None)}
    services.pods.seat(event_id, 8, seed=3)
    view = services.pods.seats(event_id)
    a, b = view.pods[0].seats[0].entry, view.pods[1].seats[0].entry
    services.rounds.pair_next(event_id)
    refused(Problem.PODS_FIXED, services.pods.seat, event_id)
    refused(Problem.PODS_FIXED, services.pods.clear, event_id)
    refused(Problem.ROUND_IN_PROGRESS, services.pods.swap, event_id, a, b)
    refused(Problem.ROUND_IN_PROGRESS, services.pods.drop_from_draft, event_id, a, 1, 1)
    report_round(services, event_id, random.Random(1))
    services.pods.swap(event_id, a, b)  # between rounds: a correction of the record
    assert places(services.pods.seats(event_id))[a] == (2, 1)


def test_refused_outside_drafts_and_without_a_pod(services: Services) -> None:
    event_id, entries = new_event(services, 8, format=Format.MODERN)
    refused(Problem.NOT_A_DRAFT, services.pods.swap, event_id, entries[0], entries[1])
    draft_id, players = new_event(services, 4, **DRAFT)
    refused(Problem.NOT_IN_A_POD, services.pods.drop_from_draft, draft_id, players[0], 1, 1)


def test_pods_seated_before_seats_were_stored_keep_their_printed_seats(
    services: Services,
) -> None:
    """A pod without stored seats (schema 5, event file version 3) shows the seats its
    sheet printed; the first change stores them, so nobody else moves."""
    event_id, _ = seated(services)
    EntryRow.update(pod_seat=None).where(EntryRow.event == event_id).execute()
    old = services.pods.seats(event_id)
    assert not any(s.stored for pod in old.pods for s in pod.seats)
    assert [sorted(pod.seat_numbers) for pod in old.pods] == [
        list(range(1, 8)),
        list(range(1, 8)),
        list(range(1, 7)),
    ]
    mover = old.pods[0].seats[0].entry
    services.pods.move(event_id, mover, 2)
    now = places(services.pods.seats(event_id))
    assert now[mover] == (2, 8)
    assert all(now[e] == p for e, p in places(old).items() if e != mover)
    assert services.rounds.audit_log(event_id)[-1].detail["seated"]


@pytest.mark.parametrize("leave", [False, True])
def test_seatings_sheet_prints_the_stored_seats(services: Services, leave: bool) -> None:
    event_id, _ = seated(services)
    view = services.pods.seats(event_id)
    stopper = view.pods[0].seats[1].entry
    services.pods.drop_from_draft(event_id, stopper, 3, 1, leave_event=leave)
    sheet = seating_sheet(services.printing.event(event_id).state)
    assert {(p.pod, p.seat) for pod in sheet.pods for p in pod.players} == set(
        places(view).values()
    )
    printed = next(p for pod in sheet.pods for p in pod.players if p.seat == 2 and p.pod == 1)
    assert printed.draft_drop == (3, 1)
