"""Draft pods and their seats as they stand (MTR 7.6, 7.7), built from an ``EventState``."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event.draft_pods import (
    DraftPodView,
    PodView,
    draft_drop_of,
    pods_view,
    seat_map,
    seats_view,
)
from mtrdesk.core.event.state import EntryState, EventState, RoundState
from mtrdesk.core.settings import EventSettings, Format
from tests.helpers import event_states

DRAFT = EventSettings(name="Draft", date=dt.date(2026, 1, 9), format=Format.BOOSTER_DRAFT)
CONSTRUCTED = EventSettings(name="Modern", date=dt.date(2026, 1, 9), format=Format.MODERN)


def entry(entry_id: int, **fields: object) -> EntryState:
    return event_states.entry(entry_id, **{"player_id": f"{entry_id:04}", **fields})


def state(*entries: EntryState, settings: EventSettings = DRAFT, **fields: object) -> EventState:
    values: dict = dict(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={e.id: e for e in entries},
        rounds=(),
    )
    values.update(fields)
    return EventState(**values)


def test_pods_list_active_players_in_registration_order_mtr_7_6() -> None:
    view = pods_view(
        state(
            entry(3, pod=1),
            entry(1, pod=2),
            entry(2, pod=1),
            entry(4),
            entry(5, pod=1, dropped_after_round=0),
        )
    )
    assert view.pods == (PodView(1, (3, 2), ("P3", "P2")), PodView(2, (1,), ("P1",)))
    assert view.sizes == [2, 1]
    assert (view.unseated, view.unseated_names) == ((4,), ("P4",))
    assert view.draft and view.kept and view.seating_open and not view.lifted


def test_pods_are_fixed_once_round_1_is_paired_and_lifted_only_by_announcement() -> None:
    paired = state(
        entry(1, pod=1),
        entry(2, pod=1),
        rounds=(RoundState(1, 1, None, False, ()),),
        pods_lifted=True,
    )
    view = pods_view(paired)
    assert not view.seating_open
    assert view.lifted and not view.kept  # MTR 7.6: the organizer lifted the restriction
    constructed = pods_view(state(entry(1), settings=CONSTRUCTED))
    assert not constructed.draft and not constructed.seating_open


def test_stored_seats_are_kept_and_a_newcomer_takes_the_lowest_free_seat_mtr_7_7() -> None:
    seats = seat_map(
        state(entry(1, pod=1, pod_seat=2), entry(2, pod=1, pod_seat=4), entry(3, pod=1))
    )
    assert seats == {1: 2, 2: 4, 3: 1}


def test_a_pod_without_stored_seats_takes_the_printed_order() -> None:
    seats = seat_map(state(*(entry(i, pod=1) for i in range(1, 9))))
    assert sorted(seats.values()) == list(range(1, 9))
    # The same event seats the same way every time (the seatings sheet printed it).
    assert seat_map(state(*(entry(i, pod=1) for i in range(1, 9)))) == seats


def test_a_player_who_left_before_round_1_without_drafting_never_sat_down() -> None:
    gone = state(entry(1, pod=1, pod_seat=1), entry(2, pod=1, dropped_after_round=0))
    assert seat_map(gone) == {1: 1}
    view = seats_view(gone, 7, 8)
    (pod,) = view.pods
    assert [(s.entry, s.seat) for s in pod.seats] == [(1, 1), (2, None)]
    left = view.of(2)
    assert left is not None and not left.drafting
    assert (view.seed, view.pod_size) == (7, 8)


def test_a_draft_drop_keeps_the_seat_and_feeds_the_draft_clock_mtr_7_7() -> None:
    stopped = entry(2, pod=1, pod_seat=2, draft_drop_pack=2, draft_drop_pick=5)
    assert draft_drop_of(stopped) == (2, 5)
    assert draft_drop_of(entry(1, pod=1)) is None
    view = seats_view(
        state(entry(1, pod=1, pod_seat=1), stopped, entry(3, pod=1, pod_seat=3)), None, None
    )
    pod = view.pod(1)
    assert pod is not None and pod.drops == ((2, 2, 5),)
    assert pod.seat_numbers == (1, 2, 3)
    dropper = view.of(2)
    assert dropper is not None and not dropper.drafting and dropper.seat == 2
    assert view.pod(2) is None


def test_free_seat_is_the_wanted_one_or_the_next_free() -> None:
    view = seats_view(state(entry(1, pod=1, pod_seat=1), entry(2, pod=1, pod_seat=3)), None, None)
    pod = view.pod(1)
    assert pod is not None
    assert pod.free_seat() == 2
    assert pod.free_seat(3) == 4
    assert pod.free_seat(6) == 6
    assert DraftPodView(2, ()).free_seat() == 1
