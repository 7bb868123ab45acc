"""Team Rochester draft order (MTR 8.5): who lays out each booster and who picks each card.

Nobody at the table can follow the horseshoe by heart, so the clock names the picker of
every card. Seats are listed clockwise: two teams, members in A-B-C order, "1A, 1B, 1C, 2A,
2B, 2C" for the usual six (MTR 8.5); any even count gives two teams of half the table.
"""

from __future__ import annotations

import string
from collections.abc import Sequence

from mtrdesk.core.draft.profiles import DraftError, DraftProblem, TimingProfile
from mtrdesk.core.draft.steps import Direction, DraftStep, OnTimeout, StepKind

#: MTR 8.5: "Team Rochester Draft tournaments require teams of three players each"; the
#: clock also times other even tables (two teams of half the seats each).
TEAM_ROCHESTER_SEATS = 6
MAX_ROCHESTER_SEATS = 16
#: Rochester has a flat pick time, so any pack size works; this bounds typing errors.
MAX_ROCHESTER_PACK_SIZE = 20


def rochester_seats(seats: int = TEAM_ROCHESTER_SEATS) -> tuple[str, ...]:
    """Seat labels clockwise: team 1's A, B, ... then team 2's (MTR 8.5)."""
    if seats < 2 or seats % 2 or seats > MAX_ROCHESTER_SEATS:
        raise DraftError(
            DraftProblem.SEATS,
            f"a Rochester table seats two equal teams: an even count from 2 to "
            f"{MAX_ROCHESTER_SEATS}, not {seats}",
        )
    letters = string.ascii_uppercase[: seats // 2]
    return tuple(f"{team}{letter}" for team in (1, 2) for letter in letters)


def first_active_seat(seats: Sequence[str], first_team: int = 1) -> int:
    """MTR 8.5: "Player B of the team that picks first lays out the first pack" (A when a
    team has one player). Returns the seat's index in ``seats``."""
    if first_team not in (1, 2):
        raise DraftError(DraftProblem.SEATS, f"team {first_team} is not 1 or 2")
    team_size = len(seats) // 2
    return (first_team - 1) * team_size + (1 if team_size > 1 else 0)


def group_is_clockwise(group: int) -> bool:
    """MTR 8.5: "clockwise for the first and third booster packs and counterclockwise for the
    second" -- alternating on, for drafts of more than three groups."""
    return group % 2 == 1


def active_seats(seats: int, first_active: int, groups: int) -> tuple[tuple[int, ...], ...]:
    """Per group, the seats (indices) laying out its boosters, in order.

    MTR 8.5: every player is active once per group; the active player moves clockwise in
    groups 1 and 3, counterclockwise in group 2; "The player who was last to open a booster
    pack from a group is the first to open the booster pack from the next group."
    """
    out: list[tuple[int, ...]] = []
    start = first_active
    for group in range(1, groups + 1):
        step = 1 if group_is_clockwise(group) else -1
        order = tuple((start + i * step) % seats for i in range(seats))
        out.append(order)
        start = order[-1]
    return tuple(out)


def pick_order(seats: int, active: int, clockwise: bool, cards: int) -> tuple[int, ...]:
    """The seat (index) picking each card of one laid-out booster, card 1 first.

    MTR 8.5: from the active player around the table to the last player, who "selects two
    cards sequentially", then back to the active player, who picks twice, and so on.
    """
    step = 1 if clockwise else -1
    forward = [(active + i * step) % seats for i in range(seats)]
    lap = forward + forward[::-1]
    return tuple(lap[i % len(lap)] for i in range(cards))


def rochester_steps(
    profile: TimingProfile, labels: tuple[str, ...], groups: int, size: int, first_team: int
) -> list[DraftStep]:
    """MTR 8.5 and Appendix B: per booster laid out, a 20 s review, then 5 s per pick."""
    if not 1 <= size <= MAX_ROCHESTER_PACK_SIZE:
        raise DraftError(
            DraftProblem.PACK_SIZE, f"from 1 to {MAX_ROCHESTER_PACK_SIZE} cards a pack, not {size}"
        )
    seats = len(labels)
    steps: list[DraftStep] = []
    order = active_seats(seats, first_active_seat(labels, first_team), groups)
    for group, actives in enumerate(order, start=1):
        clockwise = group_is_clockwise(group)
        direction = Direction.CLOCKWISE if clockwise else Direction.COUNTERCLOCKWISE
        for booster, active in enumerate(actives, start=1):
            steps.append(
                DraftStep(
                    kind=StepKind.LAYOUT,
                    pack=group,
                    seconds=profile.rochester_layout,
                    cards_left=size,
                    direction=direction,
                    picker=labels[active],
                    booster=booster,
                    drafters=seats,
                )
            )
            for card, seat in enumerate(pick_order(seats, active, clockwise, size), start=1):
                steps.append(
                    DraftStep(
                        kind=StepKind.PICK,
                        pack=group,
                        seconds=profile.rochester_pick,
                        pick=card,
                        cards_left=size - card + 1,
                        cards_taken=1,
                        direction=direction,
                        picker=labels[seat],
                        booster=booster,
                        drafters=1,
                        on_timeout=OnTimeout.OLDEST_CARD,
                    )
                )
    return steps
