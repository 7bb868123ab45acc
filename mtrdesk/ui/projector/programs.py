"""What the projector runs: a draft plan, the deck-building time, or a round's time.

Plain data, no Qt. Each program is a list of step lengths for ``clock.StepClock`` plus what
the window needs to describe each step. The deck-building and round times are typed from
the rule texts (MTR 2023-08-21 Appendix B, JA MTR 2016-09-30 付録B, MTR 2.5, the
multiplayer addendum 2.4A); the draft steps come from ``core.draft.clock.draft_plan``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtrdesk.core.draft.clock import DraftPlan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016, CustomProfile, TimingProfile

MINUTE = 60


class Mode(enum.Enum):
    DRAFT = "draft"
    DECK_BUILDING = "deck_building"
    ROUND = "round"


class BuildFormat(enum.Enum):
    """The Limited formats Appendix B gives deck-building times for."""

    SEALED = "sealed"
    DRAFT = "draft"
    TEAM_SEALED = "team_sealed"
    TEAM_DRAFT = "team_draft"
    TWO_HEADED_GIANT_SEALED = "2hg_sealed"
    TWO_HEADED_GIANT_DRAFT = "2hg_draft"


@dataclass(frozen=True, slots=True)
class BuildTime:
    """Appendix B's recommendation for one format, in minutes.

    ``registration`` is ``None`` when the rule gives one time for registration and
    construction together (the drafts). ``release_weekend`` is the construction time
    added "for Prereleases and Sealed Deck events that take place on the weekend of a new
    set release" (MTR 2023 only; the JA 2016 付録B has no such sentence).
    """

    construction: int
    registration: int | None = None
    release_weekend: int = 0


#: MTR 2023-08-21 Appendix B (the same minutes in JA MTR 2016 付録B, which lacks the +15):
#: "Sealed Deck—20 minutes for deck registration and 30 minutes for deck construction ...
#: 15 additional minutes for deck construction is recommended"; "Draft—25 minutes for deck
#: registration and construction"; "Team Sealed Deck—20 minutes ... and 60 minutes ...";
#: "Team Draft—40 minutes"; "Two-Headed Giant Sealed Deck—20 minutes ... and 60 minutes";
#: "Two-Headed Giant Draft—40 minutes for deck construction and registration".
APPENDIX_B_BUILD_TIMES: dict[BuildFormat, BuildTime] = {
    BuildFormat.SEALED: BuildTime(construction=30, registration=20, release_weekend=15),
    BuildFormat.DRAFT: BuildTime(construction=25),
    BuildFormat.TEAM_SEALED: BuildTime(construction=60, registration=20, release_weekend=15),
    BuildFormat.TEAM_DRAFT: BuildTime(construction=40),
    BuildFormat.TWO_HEADED_GIANT_SEALED: BuildTime(
        construction=60, registration=20, release_weekend=15
    ),
    BuildFormat.TWO_HEADED_GIANT_DRAFT: BuildTime(construction=40),
}


class PhaseKind(enum.Enum):
    REGISTRATION = "registration"  # Appendix B "deck registration"
    CONSTRUCTION = "construction"  # Appendix B "deck construction"
    #: The drafts: "25 minutes for deck registration and construction" as one time.
    REGISTRATION_AND_CONSTRUCTION = "registration_and_construction"
    ROUND = "round"


@dataclass(frozen=True, slots=True)
class Phase:
    kind: PhaseKind
    seconds: int


class TurnsAtTime(enum.Enum):
    """The end-of-match turns when a round's time is up."""

    #: MTR 2.5: "five additional turns are played in total".
    FIVE = "five"
    #: MTR 2.5: "Team tournaments featuring multiple players playing together (such as
    #: Two-Headed Giant) use three turns instead of five" (JA 2016 2.5 the same).
    THREE = "three"
    #: Multiplayer addendum 2.4A: "use N turns instead of five, where N equals the number
    #: of remaining players".
    PER_PLAYER = "per_player"

    @property
    def count(self) -> int | None:
        return {TurnsAtTime.FIVE: 5, TurnsAtTime.THREE: 3}.get(self)


@dataclass(frozen=True, slots=True)
class Program:
    """One thing the projector counts down: its step lengths and what each step is."""

    mode: Mode
    durations: tuple[int, ...]
    plan: DraftPlan | None = None
    phases: tuple[Phase, ...] = ()
    turns: TurnsAtTime | None = None
    #: The round a round clock times, as the room knows it ("Round 3", "Semifinals");
    #: empty when no event is open.
    round_name: str = ""

    @property
    def total_seconds(self) -> int:
        return sum(self.durations)


def draft_program(plan: DraftPlan) -> Program:
    """Every step of the plan, "N/A" picks included (they take no time)."""
    return Program(Mode.DRAFT, tuple(s.seconds for s in plan.steps), plan=plan)


def deck_building_phases(
    fmt: BuildFormat, *, release_weekend: bool = False, with_registration: bool = True
) -> tuple[Phase, ...]:
    """Appendix B's times as phases: registration then construction, or the one combined
    time of the drafts; ``release_weekend`` adds its 15 minutes to construction."""
    times = APPENDIX_B_BUILD_TIMES[fmt]
    build = (times.construction + (times.release_weekend if release_weekend else 0)) * MINUTE
    if times.registration is None:
        return (Phase(PhaseKind.REGISTRATION_AND_CONSTRUCTION, build),)
    construction = Phase(PhaseKind.CONSTRUCTION, build)
    if not with_registration:
        return (construction,)
    return (Phase(PhaseKind.REGISTRATION, times.registration * MINUTE), construction)


def deck_building_program(phases: tuple[Phase, ...]) -> Program:
    return Program(Mode.DECK_BUILDING, tuple(p.seconds for p in phases), phases=phases)


def round_program(minutes: int, turns: TurnsAtTime = TurnsAtTime.FIVE) -> Program:
    """A round's time (EventSettings.round_minutes) and the turns played after it."""
    phase = Phase(PhaseKind.ROUND, minutes * MINUTE)
    return Program(Mode.ROUND, (phase.seconds,), phases=(phase,), turns=turns)


#: The published timings a pick clock runs on (MTR 2023 / Japanese MTR 2016 付録B): the
#: event's choice (``EventSettings.draft_timings``), MTR 2023 when no event is open.
PROFILES: dict[str, TimingProfile] = {p.key: p for p in (EN_2023, JA_2016)}


#: 100 %: the rules' own times; slower casual drafts take more (MTR Appendix B is a
#: maximum for competitive events, a store may give more).
NORMAL_SPEED = 100


def timing_profile(key: str, percent: int = NORMAL_SPEED) -> TimingProfile:
    """The profile ``key`` (EN-2023 if unknown), its pick and review times scaled to
    ``percent``: the organizer's saved custom profile for slower casual drafts."""
    base = PROFILES.get(key, EN_2023)
    if percent == NORMAL_SPEED:
        return base
    return CustomProfile(f"{base.key} {percent}%", base=base.key, scale=percent / 100).resolve()
