"""Team Rochester draft order (MTR 8.5), the example of the rule text first."""

from __future__ import annotations

import pytest

from mtrdesk.core.draft.clock import Direction, DraftKind, OnTimeout, StepKind, draft_plan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016, DraftError, DraftProblem
from mtrdesk.core.draft.rochester import (
    active_seats,
    first_active_seat,
    pick_order,
    rochester_seats,
)

# MTR 8.5 (both the 2023 English and the 2016 Japanese text), the example: seats
# 1A-1B-1C-2A-2B-2C clockwise, Team 1 picks first, so 1B lays out the first pack; "the draft
# order is as follows", cards 1 to 15.
MTR_8_5_EXAMPLE = [
    "1B", "1C", "2A", "2B", "2C",
    "1A", "1A", "2C", "2B", "2A",
    "1C", "1B", "1B", "1C", "2A",
]  # fmt: skip


@pytest.mark.parametrize("timing", [EN_2023, JA_2016], ids=["en-2023", "ja-2016"])
def test_mtr_8_5_example_order(timing) -> None:
    plan = draft_plan(DraftKind.ROCHESTER, timing, seats=6, first_team=1)
    first = [s for s in plan.steps if s.pack == 1 and s.booster == 1]
    assert first[0].kind is StepKind.LAYOUT and first[0].picker == "1B"
    assert first[0].seconds == 20  # "After the 20-second review period has expired"
    pickers = [s.picker for s in first[1:]]
    assert pickers == MTR_8_5_EXAMPLE
    assert [s.pick for s in first[1:]] == list(range(1, 16))
    assert {s.on_timeout for s in first[1:]} == {OnTimeout.OLDEST_CARD}


def test_seat_labels() -> None:
    """MTR 8.5: "1A, 1B, 1C, 2A, 2B, 2C" clockwise; other even tables split in two teams."""
    assert rochester_seats(6) == ("1A", "1B", "1C", "2A", "2B", "2C")
    assert rochester_seats(4) == ("1A", "1B", "2A", "2B")
    assert rochester_seats(2) == ("1A", "2A")
    for odd in (1, 3, 7):
        with pytest.raises(DraftError) as caught:
            rochester_seats(odd)
        assert caught.value.problem is DraftProblem.SEATS


def test_player_b_of_the_first_team_opens() -> None:
    """MTR 8.5: "Player B of the team that picks first lays out the first pack"."""
    seats = rochester_seats(6)
    assert seats[first_active_seat(seats, 1)] == "1B"
    assert seats[first_active_seat(seats, 2)] == "2B"
    assert rochester_seats(2)[first_active_seat(rochester_seats(2), 2)] == "2A"


def test_active_player_horseshoe_over_three_groups() -> None:
    """MTR 8.5: the active player moves clockwise in groups 1 and 3, counterclockwise in
    group 2; the last to open in a group opens first in the next."""
    seats = rochester_seats(6)
    groups = active_seats(6, first_active_seat(seats, 1), 3)
    named = [[seats[i] for i in group] for group in groups]
    assert named == [
        ["1B", "1C", "2A", "2B", "2C", "1A"],
        ["1A", "2C", "2B", "2A", "1C", "1B"],
        ["1B", "1C", "2A", "2B", "2C", "1A"],
    ]
    plan = draft_plan(DraftKind.ROCHESTER, EN_2023)
    layouts = [s for s in plan.steps if s.kind is StepKind.LAYOUT]
    assert [s.picker for s in layouts] == [name for group in named for name in group]
    assert [s.direction for s in layouts[5:7]] == [Direction.CLOCKWISE, Direction.COUNTERCLOCKWISE]


def test_counterclockwise_pick_order_in_group_two() -> None:
    """Group 2, first booster: active 1A, picks run counterclockwise: 1A, 2C, 2B, 2A, 1C,
    1B, then 1B twice ... the example's horseshoe mirrored."""
    seats = rochester_seats(6)
    plan = draft_plan(DraftKind.ROCHESTER, EN_2023)
    booster = [s.picker for s in plan.steps if s.pack == 2 and s.booster == 1]
    assert booster[1:] == [
        "1A", "2C", "2B", "2A", "1C", "1B",
        "1B", "1C", "2A", "2B", "2C", "1A",
        "1A", "2C", "2B",
    ]  # fmt: skip
    assert pick_order(6, seats.index("1A"), False, 3) == (0, 5, 4)


def test_last_player_picks_twice_at_each_turn_on_a_larger_table() -> None:
    """Eight seats (two teams of four): the ends of the horseshoe pick twice in a row."""
    order = pick_order(8, 1, True, 20)
    assert order[:9] == (1, 2, 3, 4, 5, 6, 7, 0, 0)
    assert order[15:17] == (1, 1)
