"""A projector clock as published for phones (issue 16): its schedule as data, and where
it stood at one instant.

The projector counts down from a monotonic clock in the window (``ui.projector.clock``);
each time the organizer starts, pauses, resumes, skips, goes back or adjusts it, the
window publishes a ``ClockSnapshot``: every step's length (adjusted) and what the step is,
the seconds into the run, and whether it runs. ``services.public.clocks`` stamps it with the
wall-clock instant it was taken at and stores it. A phone then needs no tick from the
window: the position at any later instant is the position published plus the time passed
since, while running (``reading_at``), exactly the projector's own rule (now − start −
paused + jumps). Pure: the instants are passed in.
"""

from __future__ import annotations

import bisect
import datetime as dt
import hashlib
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

#: The two clocks an event publishes (one row each, ``store.models.EventClock``): the round
#: clock, and the draft's (its pick clock, or the deck-building time after it).
ROUND = "round"
DRAFT = "draft"
KINDS = (ROUND, DRAFT)
#: What a clock counts (``ui.projector.programs.Mode`` values).
MODES = ("draft", "deck_building", "round")
#: What a step is: draft steps (``core.draft.steps.StepKind``) and the timer phases
#: (``ui.projector.programs.PhaseKind``).
STEP_KINDS = (
    "pick",
    "review",
    "layout",
    "registration",
    "construction",
    "registration_and_construction",
    "round",
)
#: The format of the stored JSON.
VERSION = 1


class ClockDataError(ValueError):
    """A stored clock that cannot be read (written by a newer mtrdesk, or damaged)."""


@dataclass(frozen=True, slots=True)
class ClockStep:
    """One step: its length in seconds (with the organizer's ±5 s) and what it is.

    Draft steps carry the pack, the pick, the packs in all, the cards left, the way the
    boosters pass and who picks (Rochester); a timer phase only its ``kind``.
    """

    kind: str
    seconds: float
    pack: int | None = None
    packs: int | None = None
    pick: int | None = None
    cards_left: int | None = None
    direction: str | None = None
    picker: str | None = None

    def described(self) -> dict[str, Any]:
        """What the step is, without its length (which ±5 s changes)."""
        return {
            "kind": self.kind,
            "pack": self.pack,
            "packs": self.packs,
            "pick": self.pick,
            "cards_left": self.cards_left,
            "direction": self.direction,
            "picker": self.picker,
        }


@dataclass(frozen=True, slots=True)
class ClockSnapshot:
    """A clock as the window reads it at one moment (not yet placed on the wall clock).

    ``title``: the draft kind (``core.draft.steps.DraftKind`` value) or the mode;
    ``turns``: the end-of-round turns (``programs.TurnsAtTime`` value) of a round clock;
    ``pod``: the booster-draft pod whose pick clock this is, when the Draft pods tab
    opened it.
    """

    kind: str
    mode: str
    title: str
    steps: tuple[ClockStep, ...]
    position: float
    started: bool
    running: bool
    turns: str | None = None
    pod: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS or self.mode not in MODES:
            raise ClockDataError(f"unknown clock {self.kind}/{self.mode}")
        if any(s.seconds < 0 or s.kind not in STEP_KINDS for s in self.steps):
            raise ClockDataError("a step of unknown kind or negative length")


@dataclass(frozen=True, slots=True)
class PublishedClock:
    """A snapshot placed on the wall clock: ``position`` seconds into the run at ``at``."""

    snapshot: ClockSnapshot
    at: dt.datetime

    @property
    def kind(self) -> str:
        return self.snapshot.kind

    def schedule_key(self) -> str:
        """Names the schedule (what the steps are, not their lengths): a page worded for
        one schedule is worded anew when another is published."""
        s = self.snapshot
        text = json.dumps(
            [s.mode, s.title, s.turns, s.pod, [step.described() for step in s.steps]],
            sort_keys=True,
        )
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def to_json(self) -> str:
        s = self.snapshot
        return json.dumps(
            {
                "version": VERSION,
                "kind": s.kind,
                "mode": s.mode,
                "title": s.title,
                "turns": s.turns,
                "pod": s.pod,
                "steps": [{**step.described(), "seconds": step.seconds} for step in s.steps],
                "position": s.position,
                "started": s.started,
                "running": s.running,
                "at": self.at.isoformat(timespec="microseconds"),
            },
            ensure_ascii=False,
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str) -> PublishedClock:
        try:
            data = json.loads(text)
            if data.get("version") != VERSION:
                raise ClockDataError(f"clock version {data.get('version')}")
            steps = tuple(
                ClockStep(
                    kind=str(s["kind"]),
                    seconds=float(s["seconds"]),
                    pack=s.get("pack"),
                    packs=s.get("packs"),
                    pick=s.get("pick"),
                    cards_left=s.get("cards_left"),
                    direction=s.get("direction"),
                    picker=s.get("picker"),
                )
                for s in data["steps"]
            )
            snapshot = ClockSnapshot(
                kind=str(data["kind"]),
                mode=str(data["mode"]),
                title=str(data["title"]),
                steps=steps,
                position=float(data["position"]),
                started=bool(data["started"]),
                running=bool(data["running"]),
                turns=data.get("turns"),
                pod=data.get("pod"),
            )
            return cls(snapshot, dt.datetime.fromisoformat(data["at"]))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, ClockDataError):
                raise
            raise ClockDataError(str(exc)) from exc


@dataclass(frozen=True, slots=True)
class ClockReading:
    """Where a published clock stands at one instant, as the projector would show it."""

    #: The current step; ``None`` once finished.
    index: int | None
    remaining: float
    elapsed: float
    started: bool
    running: bool
    finished: bool
    durations: tuple[float, ...] = field(default=())


def reading_at(clock: PublishedClock, now: dt.datetime) -> ClockReading:
    """The clock at ``now``: the position published, plus the seconds since while it
    runs (never less than published: a wall clock set back does not rewind it)."""
    s = clock.snapshot
    passed = max(0.0, (now - clock.at).total_seconds()) if s.running else 0.0
    return reading_after(tuple(step.seconds for step in s.steps), s.position + passed, s)


def reading_after(
    durations: tuple[float, ...], elapsed: float, snapshot: ClockSnapshot
) -> ClockReading:
    """The step running ``elapsed`` seconds into a run of ``durations`` (a 0-second step
    is never current), as ``ui.projector.clock.StepClock.state`` finds it; the phone's
    script (``web/static/clock.js``) does the same."""
    ends = list(itertools.accumulate(durations))
    total = ends[-1] if ends else 0.0
    elapsed = min(elapsed, total)
    if elapsed >= total:
        return ClockReading(None, 0.0, total, snapshot.started, False, True, durations)
    index = bisect.bisect_right(ends, elapsed)
    return ClockReading(
        index,
        ends[index] - elapsed,
        elapsed,
        snapshot.started,
        snapshot.running,
        False,
        durations,
    )
