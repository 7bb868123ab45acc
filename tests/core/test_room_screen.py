"""The room screen's phases and paging rule (issue 31, item 1), with plain numbers: every
name comes back within 30 s at 8, 64 and 512 players on the three screens, the type never
goes below 24 px cap height at 1,080 lines (scaled with the height), and 1,200 players on
one screen is said to be too many for 30 s rather than shown too fast to read."""

from __future__ import annotations

import pytest

from mtrdesk.core.floor.room_screen import (
    CYCLE_SECONDS,
    FLOOR_SECONDS,
    HARD_FLOOR_SECONDS,
    MIN_NAME_PX,
    Phase,
    RowWidths,
    min_name_px,
    page_rows,
    phase_of,
    plan_pages,
    still_playing,
)

SCREENS = ((1920, 1080), (1280, 720), (1024, 768))
#: "Player000 Test" in IPAexGothic: 7 ems; a table number "256": 1.9 ems.
ENGLISH = RowWidths(name=7.0, table=1.9, opponent=7.0)


def row_width(plan: object, widths: RowWidths) -> float:
    from mtrdesk.core.floor.room_screen import COLUMN_GAP_EM, GAP_EM, PagePlan

    assert isinstance(plan, PagePlan)
    width = widths.table * plan.table_px + (widths.name + GAP_EM + COLUMN_GAP_EM) * plan.name_px
    return width + ((widths.opponent + GAP_EM) * plan.name_px if plan.opponent else 0)


@pytest.mark.parametrize("width,height", SCREENS)
@pytest.mark.parametrize("players", [8, 64, 512])
def test_every_name_comes_back_within_30_seconds(width: int, height: int, players: int) -> None:
    plan = plan_pages(players, width, height, ENGLISH)
    assert plan.pages * plan.per_page >= players
    assert plan.cycle_seconds <= CYCLE_SECONDS + 1e-9 and plan.within_cycle
    assert plan.pages * plan.page_ms <= CYCLE_SECONDS * 1000
    assert plan.page_seconds >= HARD_FLOOR_SECONDS
    # Never below the smallest names (34 px at 1,080 lines: 24.8 px capitals), scaled.
    assert plan.name_px >= min_name_px(height) >= MIN_NAME_PX * height / 1080
    assert plan.table_px > plan.name_px  # the table number biggest
    # The rows fit: the columns side by side, the rows in the body.
    assert plan.columns * row_width(plan, ENGLISH) <= width
    assert plan.rows_per_column * plan.row_px <= height * 0.78


def test_the_numbers_of_the_three_screens() -> None:
    """The plans as documented in the module: few players, large type and 10 s pages;
    512 players, the smallest type without the opponent, pages short enough for 30 s."""
    small = plan_pages(8, 1920, 1080, ENGLISH)
    assert (small.name_px, small.pages, small.page_seconds, small.opponent) == (52, 1, 10.0, True)
    sixty_four = plan_pages(64, 1920, 1080, ENGLISH)
    assert (sixty_four.pages, sixty_four.page_seconds, sixty_four.opponent) == (3, 10.0, True)
    big = plan_pages(512, 1920, 1080, ENGLISH)
    assert (big.name_px, big.columns, big.rows_per_column, big.opponent) == (34, 5, 17, False)
    assert big.pages == 7 and big.page_ms == 4285
    small_screen = plan_pages(512, 1024, 768, ENGLISH)
    assert (small_screen.name_px, small_screen.columns, small_screen.pages) == (25, 3, 11)
    assert small_screen.page_ms == 2727


def test_type_gets_smaller_before_pages_get_shorter() -> None:
    """64 players at 1024×768: smaller names (28 px, not 37) keep 10 s pages."""
    plan = plan_pages(64, 1024, 768, ENGLISH)
    assert plan.page_seconds == 10.0 and plan.opponent and plan.name_px < 37
    # Japanese names are narrower: more columns, the same page time, larger type.
    japanese = plan_pages(64, 1024, 768, RowWidths(name=4.3, table=1.9, opponent=4.3))
    assert japanese.name_px > plan.name_px and japanese.page_seconds == 10.0


def test_the_opponent_goes_before_pages_go_below_the_floor() -> None:
    with_opponent = plan_pages(200, 1920, 1080, ENGLISH)
    assert with_opponent.page_seconds >= FLOOR_SECONDS
    assert not plan_pages(400, 1920, 1080, ENGLISH).opponent


def test_1200_players_on_one_screen_are_said_to_be_too_many() -> None:
    plan = plan_pages(1200, 1920, 1080, ENGLISH)
    assert plan.page_seconds == HARD_FLOOR_SECONDS
    assert plan.pages == 15 and not plan.within_cycle and plan.cycle_seconds == 37.5
    assert plan.name_px == 34  # still readable: the smallest names, not smaller


def test_standings_keep_their_points() -> None:
    plan = plan_pages(512, 1024, 768, ENGLISH, may_drop=False)
    assert plan.opponent


def test_pages_cover_every_row_once() -> None:
    plan = plan_pages(512, 1920, 1080, ENGLISH)
    seen = [i for page in range(plan.pages) for i in page_rows(512, plan, page)]
    assert seen == list(range(512))
    assert list(page_rows(512, plan, plan.pages)) == list(page_rows(512, plan, 0))  # wraps


def test_phases() -> None:
    assert phase_of(0, False) is Phase.REGISTRATION
    assert phase_of(0, True) is Phase.REGISTRATION
    assert phase_of(3, False) is Phase.PAIRINGS
    assert phase_of(3, True) is Phase.STANDINGS


def test_still_playing_near_the_end() -> None:
    missing = ("3", "7", "12")
    assert still_playing(8, missing, 1800.0) == ()  # early: 5 of 8 in is 62.5 %
    assert still_playing(16, missing, 1800.0) == missing  # 13 of 16 in is 81 %
    assert still_playing(4, missing, 1800.0) == ()  # 1 of 4 in, half an hour left
    assert still_playing(4, missing, 600.0) == missing  # ten minutes left
    assert still_playing(4, missing, -30.0) == missing  # past time
    assert still_playing(4, missing, None) == ()  # no clock, few results
    assert still_playing(4, (), 0.0) == ()  # every result in
    assert still_playing(12, ("1", "2", "3"), None) == ("1", "2", "3")  # 75 % exactly
