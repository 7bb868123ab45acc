"""The pick clock of a draft as a list of timed steps (MTR 7.7, 8.5, 9.7, Appendix B).

Pure: no Qt, no storage, no clock reading. ``draft_plan()`` lists every timed step of a
booster, Two-Headed Giant, 20-card multiplayer or Team Rochester draft, each with its
offset in seconds from the first step; ``core.draft.schedule`` puts the plan on the wall
clock from a start time passed in. The numbers come from a ``TimingProfile``
(``core.draft.profiles``), the Rochester order from ``core.draft.rochester``.

Booster-style drafts are simulated pack by pack (``core.draft.booster``) so that a drafter
dropped mid-draft (MTR 7.7) shows in the schedule; the Rochester steps come from
``core.draft.rochester``. The plan's step types live in ``core.draft.steps``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from mtrdesk.core.draft.booster import booster_steps
from mtrdesk.core.draft.profiles import (
    DraftError,
    DraftProblem,
    PickTable,
    ReviewRule,
    TimingProfile,
    pick_seconds,
)
from mtrdesk.core.draft.rochester import TEAM_ROCHESTER_SEATS, rochester_seats, rochester_steps
from mtrdesk.core.draft.steps import (
    Direction,
    DraftKind,
    DraftStep,
    Drop,
    OnTimeout,
    StepKind,
)

__all__ = [
    "CARDS_PER_PICK",
    "DEFAULT_PACKS",
    "DEFAULT_PACK_SIZE",
    "Direction",
    "DraftKind",
    "DraftPlan",
    "DraftStep",
    "Drop",
    "OnTimeout",
    "StepKind",
    "draft_plan",
]

#: Packs per drafter by default: MTR 7.1 (3 per player for booster and Team Rochester
#: drafts), MTR 9.6 (six per team for 2HG, drafted left-right-left-right-left-right, 9.7).
DEFAULT_PACKS = {
    DraftKind.BOOSTER: 3,
    DraftKind.TWO_HEADED_GIANT: 6,
    DraftKind.MULTIPLAYER: 3,
    DraftKind.ROCHESTER: 3,
}
DEFAULT_PACK_SIZE = {
    DraftKind.BOOSTER: 15,
    DraftKind.TWO_HEADED_GIANT: 15,
    DraftKind.MULTIPLAYER: 20,
    DraftKind.ROCHESTER: 15,
}
#: Cards a drafter takes per pick (MTR 9.7: "the team chooses two cards"; the addendum's
#: "2 picks per booster").
CARDS_PER_PICK = {
    DraftKind.BOOSTER: 1,
    DraftKind.TWO_HEADED_GIANT: 2,
    DraftKind.MULTIPLAYER: 2,
    DraftKind.ROCHESTER: 1,
}
#: The usual booster-draft pod (core.draft_pods.DEFAULT_POD_SIZE).
DEFAULT_SEATS = 8
MIN_SEATS = 2
MAX_SEATS = 16  # core.draft_pods.MAX_POD_SIZE
MAX_PACKS = 12


@dataclass(frozen=True, slots=True)
class DraftPlan:
    """Every step of one draft, in order, with offsets from its start."""

    kind: DraftKind
    profile: TimingProfile
    packs: int
    pack_size: int
    seats: tuple[str, ...]
    steps: tuple[DraftStep, ...]
    drops: tuple[Drop, ...] = ()
    double_first_pick: bool = False

    @property
    def total_seconds(self) -> int:
        return self.steps[-1].end if self.steps else 0

    @property
    def pack_offsets(self) -> tuple[int, ...]:
        """Where each pack (Rochester: each group of boosters) starts."""
        starts: dict[int, int] = {}
        for step in self.steps:
            if step.kind is not StepKind.REVIEW:
                starts.setdefault(step.pack, step.offset)
        return tuple(starts[p] for p in sorted(starts))


def draft_plan(
    kind: DraftKind,
    profile: TimingProfile,
    *,
    seats: int | None = None,
    packs: int | None = None,
    pack_size: int | None = None,
    double_first_pick: bool = False,
    drops: Iterable[Drop] = (),
    first_team: int = 1,
) -> DraftPlan:
    """The whole draft as timed steps.

    ``seats`` counts drafters (teams for 2HG; default 8, Rochester 6).
    ``double_first_pick``: the Double Masters exception of MTR 7.7, "players choose two
    cards for their first pick from each draft booster". ``first_team`` (Rochester): the
    team picking first, whose player B lays out the first pack (MTR 8.5).
    """
    if seats is None:
        seats = TEAM_ROCHESTER_SEATS if kind is DraftKind.ROCHESTER else DEFAULT_SEATS
    packs = DEFAULT_PACKS[kind] if packs is None else packs
    pack_size = DEFAULT_PACK_SIZE[kind] if pack_size is None else pack_size
    drops = tuple(drops)
    if not 1 <= packs <= MAX_PACKS:
        raise DraftError(DraftProblem.PACKS, f"from 1 to {MAX_PACKS} packs, not {packs}")
    if double_first_pick and kind is not DraftKind.BOOSTER:
        raise DraftError(DraftProblem.KIND, "two-card first picks are for booster drafts")
    if kind is DraftKind.ROCHESTER:
        if drops:
            raise DraftError(DraftProblem.KIND, "drops are for booster-style drafts (MTR 7.7)")
        labels = rochester_seats(seats)
        steps = rochester_steps(profile, labels, packs, pack_size, first_team)
    else:
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise DraftError(
                DraftProblem.SEATS, f"from {MIN_SEATS} to {MAX_SEATS} drafters, not {seats}"
            )
        labels = tuple(str(n) for n in range(1, seats + 1))
        table, reviews = _tables(kind, profile)
        take = CARDS_PER_PICK[kind]
        first_take = 2 if double_first_pick else take
        _check_pack_size(table, pack_size, first_take, take)
        steps = booster_steps(
            labels, packs, pack_size, table, reviews, first_take, take, drops, profile.drop_rule
        )
    return DraftPlan(
        kind=kind,
        profile=profile,
        packs=packs,
        pack_size=pack_size,
        seats=labels,
        steps=_with_offsets(steps),
        drops=drops,
        double_first_pick=double_first_pick,
    )


def _tables(kind: DraftKind, profile: TimingProfile) -> tuple[PickTable, ReviewRule]:
    if kind is DraftKind.TWO_HEADED_GIANT:
        return profile.two_headed_giant_picks, profile.two_headed_giant_reviews
    if kind is DraftKind.MULTIPLAYER:
        return profile.multiplayer_picks, profile.multiplayer_reviews
    return profile.booster_picks, profile.booster_reviews


def _check_pack_size(table: PickTable, size: int, first_take: int, take: int) -> None:
    """A pack whose every pick has a time in the table (its last one may be "N/A")."""
    known = sorted(cards for cards, _ in table)
    low, high = (known[0], known[-1]) if known else (0, 0)
    problem = DraftError(
        DraftProblem.PACK_SIZE,
        f"Appendix B gives no pick times for {size}-card packs here "
        f"(the table runs from {high} cards down to {low})",
    )
    if size not in dict(table):
        raise problem
    cards, taking = size, first_take
    while cards > 0:
        try:
            pick_seconds(table, cards, taking)
        except DraftError:
            raise problem from None
        cards -= min(taking, cards)
        taking = take


def _with_offsets(steps: Sequence[DraftStep]) -> tuple[DraftStep, ...]:
    out: list[DraftStep] = []
    offset = 0
    for step in steps:
        out.append(replace(step, offset=offset))
        offset += step.seconds
    return tuple(out)
