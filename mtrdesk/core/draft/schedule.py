"""A draft plan on the wall clock, and where a running clock stands in it.

The start time and the elapsed seconds are passed in (the projector reads a monotonic clock;
the printout and ``mtrdesk draft-plan`` a start the organizer types), so this stays pure.
"""

from __future__ import annotations

import bisect
import datetime as dt
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.draft.clock import DraftPlan, DraftStep


@dataclass(frozen=True, slots=True)
class TimedStep:
    step: DraftStep
    start: dt.datetime
    end: dt.datetime


@dataclass(frozen=True, slots=True)
class WallClockPlan:
    """The plan from ``start``: every step's start and end, each pack's start, the end."""

    plan: DraftPlan
    start: dt.datetime
    steps: tuple[TimedStep, ...]
    pack_starts: tuple[dt.datetime, ...]
    end: dt.datetime

    @property
    def duration(self) -> dt.timedelta:
        return self.end - self.start


def on_wall_clock(plan: DraftPlan, start: dt.datetime) -> WallClockPlan:
    """Every offset of ``plan`` added to ``start`` (naive or aware, kept as given)."""

    def at(seconds: int) -> dt.datetime:
        return start + dt.timedelta(seconds=seconds)

    return WallClockPlan(
        plan=plan,
        start=start,
        steps=tuple(TimedStep(s, at(s.offset), at(s.end)) for s in plan.steps),
        pack_starts=tuple(at(o) for o in plan.pack_offsets),
        end=at(plan.total_seconds),
    )


@dataclass(frozen=True, slots=True)
class ClockPosition:
    """The step running ``elapsed`` seconds into the draft, and its seconds left."""

    index: int
    step: DraftStep
    remaining: float


def position_at(plan: DraftPlan, elapsed: float) -> ClockPosition | None:
    """The timed step running at ``elapsed`` (untimed "N/A" steps take no time and are
    never current); ``None`` before the start or once the draft is over."""
    if elapsed < 0 or elapsed >= plan.total_seconds:
        return None
    ends = [step.end for step in plan.steps]
    index = bisect.bisect_right(ends, elapsed)
    step = plan.steps[index]
    return ClockPosition(index=index, step=step, remaining=step.end - elapsed)


def plan_to_dict(plan: DraftPlan, start: dt.datetime | None = None) -> dict[str, Any]:
    """Plain JSON values: times as ISO text from ``start``, else seconds from the start."""

    def when(seconds: int) -> int | str:
        if start is None:
            return seconds
        return (start + dt.timedelta(seconds=seconds)).isoformat(timespec="seconds")

    def step_dict(step: DraftStep) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": step.kind.value,
            "pack": step.pack,
            "pick": step.pick,
            "cards_left": step.cards_left,
            "cards_taken": step.cards_taken,
            "seconds": step.seconds,
            "direction": step.direction.value if step.direction else None,
            "picker": step.picker,
            "drafters": step.drafters,
            "start": when(step.offset),
            "end": when(step.end),
        }
        if step.booster is not None:
            out["booster"] = step.booster
        if step.on_timeout is not None:
            out["on_timeout"] = step.on_timeout.value
        for name in ("dropped", "staff_picks", "backlog"):
            if getattr(step, name):
                out[name] = list(getattr(step, name))
        return out

    return {
        "kind": plan.kind.value,
        "profile": plan.profile.key,
        "source": plan.profile.source,
        "packs": plan.packs,
        "pack_size": plan.pack_size,
        "seats": list(plan.seats),
        "double_first_pick": plan.double_first_pick,
        "drops": [{"seat": d.seat, "pack": d.pack, "pick": d.pick} for d in plan.drops],
        "start": when(0),
        "end": when(plan.total_seconds),
        "total_seconds": plan.total_seconds,
        "pick_steps": sum(1 for s in plan.steps if s.kind.value == "pick"),
        "pack_starts": [when(o) for o in plan.pack_offsets],
        "steps": [step_dict(s) for s in plan.steps],
    }
