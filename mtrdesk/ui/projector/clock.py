"""A countdown over a sequence of timed steps, read from an injected monotonic clock.

No widgets and no Qt: the projector window asks ``state()`` on every repaint, and tests
pass a fake ``now``. The position is always computed from the time source (now − start −
time paused + jumps), never by counting timer ticks, so a draft of 40 minutes ends on the
second however often the window repaints.

Steps are durations in whole seconds; a 0-second step (Appendix B's "N/A": the last card
is just taken) is never current, as in ``core.draft.schedule.position_at``. Adjusting the
current step (±5 s) lengthens or shortens that step only, so the steps after it keep their
own times.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

#: A monotonic time source in seconds (``time.monotonic`` in production).
Now = Callable[[], float]

#: Float noise allowed before a countdown shows the next whole second.
_EPSILON = 1e-6


def countdown_seconds(remaining: float) -> int:
    """Whole seconds a countdown shows: 39.2 s left reads "40", 0.4 s reads "1"."""
    return max(0, math.ceil(remaining - _EPSILON))


@dataclass(frozen=True, slots=True)
class ClockState:
    """What the clock shows at one moment."""

    #: The current step (before the start: the first timed one); ``None`` once finished.
    index: int | None
    remaining: float
    started: bool
    running: bool
    finished: bool
    #: Seconds into the (adjusted) run, 0 before the start, the total once finished.
    elapsed: float

    @property
    def seconds_left(self) -> int:
        return countdown_seconds(self.remaining)

    @property
    def paused(self) -> bool:
        return self.started and not self.running and not self.finished


class StepClock:
    """Runs ``durations`` one after the other: start, pause/resume, skip, back, adjust."""

    def __init__(self, durations: Sequence[int], now: Now) -> None:
        if any(d < 0 for d in durations):
            raise ValueError("a step cannot last a negative time")
        self._base = tuple(durations)
        self._now = now
        #: Seconds added to (or, negative, taken from) each step by adjust().
        self._extra = [0.0] * len(self._base)
        self._started_at: float | None = None
        self._paused_at: float | None = None
        self._paused_total = 0.0
        #: Net jumps by skip() and back(), in seconds of the run.
        self._shift = 0.0

    # -- reading -------------------------------------------------------------------------
    @property
    def step_count(self) -> int:
        return len(self._base)

    def durations(self) -> tuple[float, ...]:
        """Each step's length with its adjustments."""
        return tuple(max(0.0, b + e) for b, e in zip(self._base, self._extra, strict=True))

    def total(self) -> float:
        return sum(self.durations())

    def elapsed(self) -> float:
        """Seconds of the run so far: now − start − paused + jumps (never a tick count)."""
        if self._started_at is None:
            return self._shift  # skip/back before the start move where it will start
        until = self._paused_at if self._paused_at is not None else self._now()
        return until - self._started_at - self._paused_total + self._shift

    def state(self) -> ClockState:
        ends = list(itertools.accumulate(self.durations()))
        total = ends[-1] if ends else 0.0
        started = self._started_at is not None
        elapsed = min(self.elapsed(), total)
        if elapsed >= total:
            return ClockState(None, 0.0, started, False, True, total)
        index = bisect.bisect_right(ends, elapsed)
        return ClockState(
            index=index,
            remaining=ends[index] - elapsed,
            started=started,
            running=started and self._paused_at is None,
            finished=False,
            elapsed=elapsed,
        )

    def step_start(self, index: int) -> float:
        """Where step ``index`` starts in the run (with adjustments)."""
        return sum(self.durations()[:index])

    # -- controls ------------------------------------------------------------------------
    def start(self) -> None:
        """Start running (from the first step, or where skip/back put it before)."""
        if self._started_at is None:
            self._started_at = self._now()

    def pause(self) -> None:
        if self._started_at is not None and self._paused_at is None:
            self._paused_at = self._now()

    def resume(self) -> None:
        if self._paused_at is not None:
            self._paused_total += self._now() - self._paused_at
            self._paused_at = None

    def toggle(self) -> None:
        """Space: start, pause or resume, whichever fits."""
        if self._started_at is None:
            self.start()
        elif self._paused_at is None:
            self.pause()
        else:
            self.resume()

    def skip(self) -> None:
        """End the current step now: the next one starts with its full time."""
        state = self.state()
        if state.index is None:
            return
        self._jump_to(self.step_start(state.index + 1))

    def back(self) -> None:
        """Go back to the start of the previous timed step (the first one: restart it).

        The steps from there on run their planned times again (earlier ±5 s dropped).
        """
        state = self.state()
        current = len(self._base) if state.index is None else state.index
        target = next(
            (i for i in range(current - 1, -1, -1) if self._base[i] > 0),
            current if state.index is not None else None,
        )
        if target is None:
            return
        for i in range(target, len(self._extra)):
            self._extra[i] = 0.0
        self._jump_to(self.step_start(target))

    def adjust(self, seconds: float) -> None:
        """Add ``seconds`` (negative: take them) to the current step only.

        Taking more than is left ends the step now; the steps after it are unchanged.
        """
        state = self.state()
        if state.index is None:
            return
        index = state.index
        into_step = state.elapsed - self.step_start(index)
        length = self._base[index] + self._extra[index]
        self._extra[index] = max(length + seconds, into_step) - self._base[index]

    def _jump_to(self, position: float) -> None:
        self._shift += position - self.elapsed()
