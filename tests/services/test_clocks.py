"""The projector's clocks published for the phones (issue 16): what is published is read
back to the microsecond, the position follows the wall clock while running and stands
still while paused, and a clock written or taken down leaves the undo history alone."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random
from pathlib import Path

import pytest

from mtrdesk.core.floor.published_clock import (
    ClockDataError,
    ClockSnapshot,
    ClockStep,
    PublishedClock,
    reading_at,
)
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store.models import EventClock
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event, report_round

START = dt.datetime(2026, 11, 20, 13, 0, 0, 250_000)


class WallClock:
    """A wall clock the test moves by hand (sub-second steps kept)."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> dt.datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += dt.timedelta(seconds=seconds)


@pytest.fixture
def wall() -> WallClock:
    return WallClock()


@pytest.fixture
def services(tmp_path: Path, wall: WallClock) -> Services:
    path = empty_database(tmp_path / "clock.sqlite3")
    opened = Services.open(path, clock=wall, rng=random.Random(3))
    yield opened  # type: ignore[misc]
    opened.close()


def draft_snapshot(position: float, *, running: bool, started: bool = True) -> ClockSnapshot:
    steps = (
        ClockStep("pick", 40.0, pack=1, packs=3, pick=1, cards_left=15, direction="left"),
        ClockStep("pick", 45.0, pack=1, packs=3, pick=2, cards_left=14, direction="left"),
        ClockStep("pick", 0.0, pack=1, packs=3, pick=3, cards_left=1, direction="left"),
        ClockStep("review", 60.0, pack=1, packs=3),
    )
    return ClockSnapshot("draft", "draft", "booster", steps, position, started, running, pod=2)


def test_a_published_clock_reads_back_as_published_with_the_servers_time(
    services: Services, wall: WallClock
) -> None:
    event_id, _ = new_event(services, 4)
    published = services.clocks.publish(event_id, draft_snapshot(12.5, running=True))
    assert published.at == START
    wall.advance(3.3)
    read = services.clocks.published(event_id)
    assert read.now == START + dt.timedelta(seconds=3.3)
    (clock,) = read.clocks
    assert clock == published
    assert clock.snapshot.steps[0].direction == "left" and clock.snapshot.pod == 2
    at_now = reading_at(clock, read.now)
    assert (at_now.index, at_now.remaining) == (0, pytest.approx(40 - 15.8))
    # 30 s later the second pick runs (40 + 45 s), 2.2 s into it.
    wall.advance(30)
    later = reading_at(clock, wall.now)
    assert (later.index, later.remaining) == (1, pytest.approx(85 - 45.8))


def test_a_paused_clock_stands_still_and_a_new_publish_replaces_the_old(
    services: Services, wall: WallClock
) -> None:
    event_id, _ = new_event(services, 4)
    services.clocks.publish(event_id, draft_snapshot(12.5, running=True))
    wall.advance(2)
    services.clocks.publish(event_id, draft_snapshot(14.5, running=False))
    wall.advance(600)
    (clock,) = services.clocks.published(event_id).clocks
    reading = reading_at(clock, wall.now)
    assert (reading.index, reading.remaining, reading.running) == (0, 25.5, False)
    assert EventClock.select().count() == 1
    # A round clock beside it: both, the round clock first.
    round_clock = ClockSnapshot(
        "round", "round", "round", (ClockStep("round", 3000.0),), 0.0, False, False, "five"
    )
    services.clocks.publish(event_id, round_clock)
    assert [c.kind for c in services.clocks.published(event_id).clocks] == ["round", "draft"]
    # Past the end: finished, nothing remaining.
    services.clocks.publish(event_id, draft_snapshot(100.0, running=True))
    wall.advance(60)
    done = reading_at(services.clocks.published(event_id).clocks[1], wall.now)
    assert (done.index, done.finished, done.remaining, done.elapsed) == (None, True, 0.0, 145.0)


def test_a_clock_taken_down_is_gone_and_an_unknown_event_is_refused(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    services.clocks.publish(event_id, draft_snapshot(0.0, running=False, started=False))
    services.clocks.stop(event_id, "draft")  # the whole draft's clock: there is none
    assert len(services.clocks.published(event_id).clocks) == 1
    services.clocks.stop(event_id, "draft", 2)  # pod 2's projector closes
    services.clocks.stop(event_id, "draft", 2)  # again: nothing to do
    assert services.clocks.published(event_id).clocks == ()
    with pytest.raises(ServiceError) as caught:
        services.clocks.publish(99, draft_snapshot(0.0, running=False))
    assert caught.value.problem is Problem.EVENT_NOT_FOUND
    with pytest.raises(ServiceError):
        services.clocks.published(99)


def test_a_clock_this_version_cannot_read_is_left_out(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    services.clocks.publish(event_id, draft_snapshot(0.0, running=False))
    EventClock.update(state='{"version": 99}').execute()
    assert services.clocks.published(event_id).clocks == ()
    with pytest.raises(ClockDataError):
        PublishedClock.from_json("not json")


def test_publishing_a_clock_leaves_undo_and_redo_as_they_were(
    services: Services, wall: WallClock
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(2), "2-0")
    before = services.undo.state(event_id)
    assert before.undo is not None
    services.clocks.publish(event_id, draft_snapshot(1.0, running=True))
    wall.advance(1)
    services.clocks.publish(event_id, draft_snapshot(2.0, running=False))
    assert services.undo.state(event_id) == before
    services.undo.undo(event_id)  # the last result, not the clock
    after_undo = services.undo.state(event_id)
    assert after_undo.redo is not None
    services.clocks.publish(event_id, draft_snapshot(3.0, running=True))
    services.clocks.stop(event_id, "draft")
    assert services.undo.state(event_id) == after_undo  # redo still there
    services.undo.redo(event_id)
    assert services.rounds.current_round(event_id).missing == ()  # type: ignore[union-attr]


def test_each_pods_pick_clock_is_its_own(services: Services) -> None:
    """Two pods draft at once (MTR 7.6), each at its own projector: phones see both
    clocks, pod by pod; one projector closing takes down its own pod's only."""
    event_id, _ = new_event(services, 4)
    pod2 = draft_snapshot(0.0, running=True)
    pod1 = dataclasses.replace(pod2, pod=1, position=30.0, running=False)
    services.clocks.publish(event_id, pod2)
    services.clocks.publish(event_id, pod1)
    shown = services.clocks.published(event_id).clocks
    assert [(c.snapshot.pod, c.snapshot.position, c.snapshot.running) for c in shown] == [
        (1, 30.0, False),
        (2, 0.0, True),
    ]
    services.clocks.stop(event_id, "draft", 1)  # pod 1's projector closes
    assert [c.snapshot.pod for c in services.clocks.published(event_id).clocks] == [2]
    services.clocks.stop(event_id, "draft", 2)
    assert services.clocks.published(event_id).clocks == ()
