"""A booster-draft pod's pick clock, straight from the Draft pods tab (issue 5, MTR 7.7).

The pod gives the drafters (its seats, in seat order) and the recorded drops: MTR 7.7
"the player's picks are skipped", so ``core.draft.clock.draft_plan(drops=...)`` simulates
the pod without them from the pick they stopped at. Seats numbered with gaps (a player
moved out of seat 2) draft as the drafters they are, passing to the next occupied seat;
the plan is then labelled with the pod's own seat numbers, as on the tab and the sheets.

The timings are the event's (``EventSettings.draft_timings``: MTR 2023 Appendix B unless
the organizer chose the Japanese MTR 2016 ones), at the projector's last pick and review
speed; the pack shape is its last booster-draft choice (the setup dialog's QSettings),
else the defaults.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from PySide6.QtCore import QSettings

from mtrdesk.core.draft.clock import (
    DEFAULT_PACK_SIZE,
    DEFAULT_PACKS,
    DraftKind,
    DraftPlan,
    Drop,
    draft_plan,
)
from mtrdesk.core.draft.profiles import TimingProfile
from mtrdesk.ui.projector.programs import (
    NORMAL_SPEED,
    Program,
    draft_program,
    timing_profile,
)
from mtrdesk.ui.qt_values import flag_setting, int_setting

#: The setup dialog's QSettings keys (``setup_dialog.KEY``), read here, never written.
KEY = "projector/"


def pod_plan(
    seat_numbers: Sequence[int],
    drops: Iterable[tuple[int, int, int]],
    profile: TimingProfile,
    *,
    packs: int | None = None,
    pack_size: int | None = None,
    double_first_pick: bool = False,
) -> DraftPlan:
    """The pod's booster draft (MTR 7.7 drops as ``(seat, pack, pick)``), its steps and
    seats labelled with the pod's seat numbers. Raises ``DraftError`` (e.g. one drafter)."""
    ordered = sorted(seat_numbers)
    position = {seat: str(n) for n, seat in enumerate(ordered, start=1)}
    plan = draft_plan(
        DraftKind.BOOSTER,
        profile,
        seats=len(ordered),
        packs=packs,
        pack_size=pack_size,
        double_first_pick=double_first_pick,
        drops=[Drop(position[s], pack, pick) for s, pack, pick in drops if s in position],
    )
    if [str(s) for s in ordered] == list(plan.seats):
        return plan
    label = {str(n): str(seat) for n, seat in enumerate(ordered, start=1)}

    def relabel(seats: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(label.get(s, s) for s in seats)

    steps = tuple(
        replace(
            step,
            dropped=relabel(step.dropped),
            staff_picks=relabel(step.staff_picks),
            backlog=relabel(step.backlog),
        )
        for step in plan.steps
    )
    return replace(
        plan,
        seats=relabel(plan.seats),
        steps=steps,
        drops=tuple(replace(d, seat=label.get(d.seat, d.seat)) for d in plan.drops),
    )


def pod_program(
    seat_numbers: Sequence[int],
    drops: Iterable[tuple[int, int, int]],
    settings: QSettings,
    timings: str,
) -> Program:
    """The projector program of one pod on the event's ``timings`` (a ``draft_profiles``
    key) with the last booster-draft choices."""
    profile = timing_profile(timings, int_setting(settings, KEY + "speed", NORMAL_SPEED))
    booster = settings.value(KEY + "draft_kind", DraftKind.BOOSTER.value) == DraftKind.BOOSTER.value
    packs = DEFAULT_PACKS[DraftKind.BOOSTER]
    pack_size = DEFAULT_PACK_SIZE[DraftKind.BOOSTER]
    double = False
    if booster:
        packs = int_setting(settings, KEY + "packs", packs)
        pack_size = int_setting(settings, KEY + "pack_size", pack_size)
        double = flag_setting(settings, KEY + "double_first_pick", False)
    plan = pod_plan(
        seat_numbers,
        drops,
        profile,
        packs=packs,
        pack_size=pack_size,
        double_first_pick=double,
    )
    return draft_program(plan)
