"""The projector's clock model: exact from a fake monotonic clock, controls that do what
they say (issue 5, item 3). No widgets, no wall clock."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.draft.clock import DraftKind, draft_plan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.core.draft.schedule import position_at
from mtrdesk.ui.projector.clock import StepClock, countdown_seconds
from mtrdesk.ui.projector.sound import Cue, CueTracker, sine_burst


class FakeClock:
    """A monotonic clock the test moves by hand (starts far from 0, as real ones do)."""

    def __init__(self, start: float = 5000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


@pytest.fixture
def fake() -> FakeClock:
    return FakeClock()


def booster_clock(fake: FakeClock) -> tuple[StepClock, object]:
    plan = draft_plan(DraftKind.BOOSTER, EN_2023)
    return StepClock([s.seconds for s in plan.steps], fake), plan


@pytest.mark.parametrize(
    ("remaining", "shown"), [(40.0, 40), (39.2, 40), (39.0, 39), (0.4, 1), (0.0, 0), (-1.0, 0)]
)
def test_a_countdown_rounds_up(remaining: float, shown: int) -> None:
    assert countdown_seconds(remaining) == shown


def test_before_the_start_it_shows_the_first_step_in_full(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    fake.advance(100)
    state = clock.state()
    assert (state.index, state.seconds_left, state.started, state.running) == (0, 40, False, False)


@pytest.mark.parametrize("kind", list(DraftKind))
@pytest.mark.parametrize("timing", [EN_2023, JA_2016])
def test_it_agrees_with_position_at_over_a_whole_draft(fake, kind, timing) -> None:  # type: ignore[no-untyped-def]
    plan = draft_plan(kind, timing)
    clock = StepClock([s.seconds for s in plan.steps], fake)
    clock.start()
    elapsed = 0.0
    while elapsed <= plan.total_seconds + 1:
        state = clock.state()
        expected = position_at(plan, elapsed)
        if expected is None:
            assert state.finished and state.index is None
        else:
            assert (state.index, state.remaining) == (expected.index, expected.remaining)
            assert plan.steps[state.index].seconds > 0  # "N/A" picks are never shown
        fake.advance(0.5)
        elapsed += 0.5


def test_uneven_chunks_over_a_whole_draft_end_on_the_plans_total(fake: FakeClock) -> None:
    clock, plan = booster_clock(fake)
    chunks = random.Random(5)
    clock.start()
    moved = 0.0
    while moved < plan.total_seconds - 0.5:
        # Sixty-fourths of a second add up exactly in floats, as ticks would not.
        step = min(chunks.randint(1, 470) / 64, plan.total_seconds - 0.5 - moved)
        fake.advance(step)
        moved += step
        assert clock.elapsed() == moved
    assert not clock.state().finished
    assert clock.state().seconds_left == 1
    fake.advance(0.5)
    state = clock.state()
    assert state.finished and state.elapsed == plan.total_seconds == 1005


def test_pause_and_resume_neither_lose_nor_gain_time(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.start()
    fake.advance(10.25)
    clock.pause()
    before = clock.state()
    fake.advance(600)
    assert clock.state() == before and before.paused
    clock.resume()
    fake.advance(4.75)
    assert clock.elapsed() == pytest.approx(15.0)
    assert clock.state().seconds_left == 25  # pick 1: 40 s


def test_toggle_starts_pauses_and_resumes(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.toggle()
    assert clock.state().running
    clock.toggle()
    assert clock.state().paused
    clock.toggle()
    assert clock.state().running


def test_skip_starts_the_next_step_in_full_and_keeps_the_rest(fake: FakeClock) -> None:
    clock, plan = booster_clock(fake)
    clock.start()
    fake.advance(12)
    clock.skip()
    state = clock.state()
    assert (state.index, state.seconds_left) == (1, 40)  # pick 2, 14 cards: 40 s
    fake.advance(plan.total_seconds - 40 - 0.5)  # the 28 s skipped come off the end
    assert not clock.state().finished
    fake.advance(0.5)
    assert clock.state().finished


def test_skip_over_an_untimed_pick_lands_on_the_next_timed_step(fake: FakeClock) -> None:
    clock, plan = booster_clock(fake)
    clock.start()
    for _ in range(13):  # to pick 14 (2 cards left)
        clock.skip()
    assert plan.steps[clock.state().index].pick == 14
    clock.skip()  # pick 15 is "N/A": the review comes next
    assert plan.steps[clock.state().index].kind.value == "review"


def test_back_returns_to_the_previous_step_in_full(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.start()
    fake.advance(40 + 40 + 3)  # pick 3
    clock.back()
    state = clock.state()
    assert (state.index, state.seconds_left) == (1, 40)
    fake.advance(1)
    assert clock.state().seconds_left == 39
    clock.back()
    clock.back()  # the first step: it restarts
    assert (clock.state().index, clock.state().seconds_left) == (0, 40)


def test_back_after_the_end_returns_to_the_last_timed_pick(fake: FakeClock) -> None:
    clock, plan = booster_clock(fake)
    clock.start()
    fake.advance(plan.total_seconds + 30)
    clock.back()
    state = clock.state()
    assert plan.steps[state.index].pick == 14 and state.seconds_left == 5


def test_adjust_changes_the_current_step_only(fake: FakeClock) -> None:
    clock, plan = booster_clock(fake)
    clock.start()
    fake.advance(2)  # 2 s into pick 1: +5 must not fall back into "before the start"
    clock.adjust(5)
    assert (clock.state().index, clock.state().seconds_left) == (0, 43)
    clock.adjust(-5)
    clock.adjust(-5)
    assert clock.state().seconds_left == 33
    fake.advance(33)
    assert (clock.state().index, clock.state().seconds_left) == (1, 40)
    assert clock.total() == plan.total_seconds - 5


def test_taking_more_than_is_left_ends_the_step_now(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.start()
    fake.advance(37)
    clock.adjust(-5)
    assert (clock.state().index, clock.state().seconds_left) == (1, 40)


def test_back_drops_the_adjustments_of_the_steps_run_again(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.start()
    clock.adjust(5)
    fake.advance(50)
    clock.back()
    assert (clock.state().index, clock.state().seconds_left) == (0, 40)


def test_skip_before_the_start_moves_where_it_starts(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    clock.skip()
    assert not clock.state().started and clock.state().index == 1
    clock.start()
    fake.advance(1)
    assert (clock.state().index, clock.state().seconds_left) == (1, 39)


def test_cues_tick_in_the_last_three_seconds_and_sound_at_each_step(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    tracker = CueTracker()
    clock.start()
    heard = []
    for _ in range(2 * 42):  # pick 1 (40 s) and into pick 2, every half second
        state = clock.state()
        heard.append((round(state.elapsed, 1), tracker.update(state, 40)))
        fake.advance(0.5)
    cues = [(t, c) for t, c in heard if c is not None]
    # The digits read "3" from 37.0 s (3.0 left), "2" from 38.0 s, "1" from 39.0 s.
    assert cues == [(37.0, Cue.TICK), (38.0, Cue.TICK), (39.0, Cue.TICK), (40.0, Cue.STEP)]


def test_short_steps_tick_only_in_their_second_half(fake: FakeClock) -> None:
    clock = StepClock([5, 5], fake)
    tracker = CueTracker()
    clock.start()
    cues = []
    for _ in range(10):
        cues.append(tracker.update(clock.state(), 5))
        fake.advance(1)
    assert cues == [None, None, None, Cue.TICK, Cue.TICK, Cue.STEP, None, None, Cue.TICK, Cue.TICK]


def test_no_cue_while_paused(fake: FakeClock) -> None:
    clock, _ = booster_clock(fake)
    tracker = CueTracker()
    clock.start()
    fake.advance(36)
    tracker.update(clock.state(), 40)
    clock.pause()
    fake.advance(10)
    assert tracker.update(clock.state(), 40) is None


def test_a_tone_is_a_short_sine_burst() -> None:
    pcm = sine_burst(880.0, 0.1)
    assert len(pcm) == 2 * 2205  # 16-bit mono at 22050 Hz
    assert pcm[:2] == b"\x00\x00"  # faded in: no click
