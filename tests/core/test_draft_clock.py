"""Pick clocks against the rule texts: every Appendix B row, both profiles, the plan's totals.

The numbers below are typed again from the rule texts in shared/mtr (not imported from the
code under test), each block citing its source.
"""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.draft.clock import (
    Direction,
    DraftKind,
    DraftPlan,
    DraftStep,
    Drop,
    OnTimeout,
    StepKind,
    draft_plan,
)
from mtrdesk.core.draft.profiles import (
    EN_2023,
    JA_2016,
    DraftError,
    DraftProblem,
    DropRule,
    TimingProfile,
)
from mtrdesk.core.draft.schedule import on_wall_clock, plan_to_dict, position_at

# MTR 2023-08-21 Appendix B "Booster Draft Timing" (cards remaining -> seconds; 1 card N/A).
EN_2023_BOOSTER = {
    15: 40, 14: 40, 13: 35, 12: 30, 11: 25, 10: 25, 9: 20, 8: 20,
    7: 15, 6: 10, 5: 10, 4: 5, 3: 5, 2: 5, 1: 0,
}  # fmt: skip
# JA MTR 2016-09-30 付録B「ブースター・ドラフトの時間」: the same table (1 枚 N/A).
JA_2016_BOOSTER = {
    15: 40, 14: 40, 13: 35, 12: 30, 11: 25, 10: 25, 9: 20, 8: 20,
    7: 15, 6: 10, 5: 10, 4: 5, 3: 5, 2: 5, 1: 0,
}  # fmt: skip
# MTR 2023 Appendix B "Two-Headed Giant Draft Timing": 15-card booster column, 14-card column.
EN_2023_2HG_15 = [(15, 50), (13, 45), (11, 40), (9, 30), (7, 20), (5, 10), (3, 5), (1, 0)]
EN_2023_2HG_14 = [(14, 50), (12, 45), (10, 40), (8, 30), (6, 20), (4, 10), (2, 0)]
# JA MTR 2016 付録B「双頭巨人戦ドラフトの時間」: 3 枚 is 10 秒 (5 s in 2023).
JA_2016_2HG_15 = [(15, 50), (13, 45), (11, 40), (9, 30), (7, 20), (5, 10), (3, 10), (1, 0)]
JA_2016_2HG_14 = [(14, 50), (12, 45), (10, 40), (8, 30), (6, 20), (4, 10), (2, 0)]
# Multiplayer addendum Appendix B: "20-card Multiplayer Booster Drafts, with 2 picks per
# booster" (2 cards N/A).
MULTIPLAYER_20 = [
    (20, 60), (18, 60), (16, 55), (14, 50), (12, 45), (10, 35), (8, 25), (6, 15), (4, 10), (2, 0),
]  # fmt: skip

PROFILES = {"en-2023": EN_2023, "ja-2016": JA_2016}


def picks(plan: DraftPlan, pack: int = 1) -> list[DraftStep]:
    return [s for s in plan.steps if s.kind is StepKind.PICK and s.pack == pack]


def reviews(plan: DraftPlan) -> list[int]:
    return [s.seconds for s in plan.steps if s.kind is StepKind.REVIEW]


# --- Appendix B tables, row by row ------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "cards", "seconds"),
    [("en-2023", c, s) for c, s in EN_2023_BOOSTER.items()]
    + [("ja-2016", c, s) for c, s in JA_2016_BOOSTER.items()],
)
def test_booster_pick_time_by_cards_left(key: str, cards: int, seconds: int) -> None:
    """Appendix B: each row appears as the pick with that many cards left in a 15-card pack."""
    plan = draft_plan(DraftKind.BOOSTER, PROFILES[key])
    (step,) = [s for s in picks(plan) if s.cards_left == cards]
    assert step.seconds == seconds
    assert step.timed is (cards > 1)
    assert step.cards_taken == 1


@pytest.mark.parametrize("key", PROFILES)
def test_booster_fourteen_card_pack_starts_at_fourteen(key: str) -> None:
    """Appendix B: a 14-card pack (basic land removed, JA 7.7) runs the table from 14."""
    plan = draft_plan(DraftKind.BOOSTER, PROFILES[key], pack_size=14)
    expected = [(c, s) for c, s in EN_2023_BOOSTER.items() if c <= 14]
    assert [(s.cards_left, s.seconds) for s in picks(plan)] == expected


@pytest.mark.parametrize(
    ("key", "size", "column"),
    [
        ("en-2023", 15, EN_2023_2HG_15),
        ("en-2023", 14, EN_2023_2HG_14),
        ("ja-2016", 15, JA_2016_2HG_15),
        ("ja-2016", 14, JA_2016_2HG_14),
    ],
)
def test_two_headed_giant_table(key: str, size: int, column: list[tuple[int, int]]) -> None:
    """MTR 9.7 (two cards a turn) and the Appendix B 2HG table, each column whole."""
    plan = draft_plan(DraftKind.TWO_HEADED_GIANT, PROFILES[key], pack_size=size)
    for pack in range(1, 7):
        assert [(s.cards_left, s.seconds) for s in picks(plan, pack)] == column
    assert [s.cards_taken for s in picks(plan)] == [2] * (len(column) - 1) + [
        2 if size % 2 == 0 else 1
    ]


@pytest.mark.parametrize("key", PROFILES)
def test_multiplayer_twenty_card_table(key: str) -> None:
    """Multiplayer addendum Appendix B: the 20-card table, two cards a pick."""
    plan = draft_plan(DraftKind.MULTIPLAYER, PROFILES[key])
    assert [(s.cards_left, s.seconds) for s in picks(plan)] == MULTIPLAYER_20
    assert {s.cards_taken for s in picks(plan)} == {2}


# --- Review periods ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        # MTR 2023 Appendix B: "review after the first booster pack is 60 seconds. Each
        # subsequent review period increases by 30 seconds."
        ("en-2023", [60, 90, 120, 150, 180]),
        # JA MTR 2016 付録B: 「1パック目は30秒、2パック目は45秒(以下15秒ずつ追加される)」
        ("ja-2016", [30, 45, 60, 75, 90]),
    ],
)
def test_booster_reviews_between_packs(key: str, expected: list[int]) -> None:
    plan = draft_plan(DraftKind.BOOSTER, PROFILES[key], packs=6)
    assert reviews(plan) == expected  # between packs only: none after the last
    assert plan.steps[-1].kind is StepKind.PICK


@pytest.mark.parametrize("key", PROFILES)
def test_two_headed_giant_reviews_are_sixty_seconds(key: str) -> None:
    """Appendix B (both texts): 60 seconds to review between booster packs."""
    assert reviews(draft_plan(DraftKind.TWO_HEADED_GIANT, PROFILES[key])) == [60] * 5


@pytest.mark.parametrize("key", PROFILES)
def test_rochester_layout_and_pick_times(key: str) -> None:
    """Appendix B "Rochester Draft Timing" (both texts): 20 s per pack laid out, 5 s a pick."""
    plan = draft_plan(DraftKind.ROCHESTER, PROFILES[key])
    layouts = [s for s in plan.steps if s.kind is StepKind.LAYOUT]
    assert len(layouts) == 18  # 6 players x 3 groups, each active once per group (8.5)
    assert {s.seconds for s in layouts} == {20}
    assert {s.seconds for s in plan.steps if s.kind is StepKind.PICK} == {5}
    assert reviews(plan) == []


# --- Directions and products --------------------------------------------------------------


def test_booster_direction_left_right_left() -> None:
    """MTR 7.7: left, then "reversed" for each pack."""
    plan = draft_plan(DraftKind.BOOSTER, EN_2023, packs=4)
    assert [picks(plan, p)[0].direction for p in range(1, 5)] == [
        Direction.LEFT,
        Direction.RIGHT,
        Direction.LEFT,
        Direction.RIGHT,
    ]


def test_two_headed_giant_six_packs_alternate() -> None:
    """MTR 9.6 (six boosters per team), 9.7: "left-right-left-right-left-right"."""
    plan = draft_plan(DraftKind.TWO_HEADED_GIANT, EN_2023)
    assert plan.packs == 6
    directions = [picks(plan, p)[0].direction.value for p in range(1, 7)]
    assert directions == ["left", "right", "left", "right", "left", "right"]


def test_double_masters_first_pick_takes_two() -> None:
    """MTR 7.7: Double Masters drafters "choose two cards for their first pick from each
    draft booster": 15 -> 13 cards, one pick fewer per pack."""
    plan = draft_plan(DraftKind.BOOSTER, EN_2023, double_first_pick=True)
    for pack in (1, 2, 3):
        steps = picks(plan, pack)
        assert [s.cards_taken for s in steps[:2]] == [2, 1]
        assert [s.cards_left for s in steps] == [15, *range(13, 0, -1)]
    # 40 + (35+30+25+25+20+20+15+10+10+5+5+5) = 245 a pack; reviews 60 + 90.
    assert plan.total_seconds == 3 * 245 + 60 + 90


def test_double_first_pick_only_for_booster_drafts() -> None:
    with pytest.raises(DraftError) as caught:
        draft_plan(DraftKind.TWO_HEADED_GIANT, EN_2023, double_first_pick=True)
    assert caught.value.problem is DraftProblem.KIND


# --- Totals by hand -----------------------------------------------------------------------

# One 15-card booster pack: 40+40+35+30+25+25+20+20+15+10+10+5+5+5 (+ N/A) = 285 s.
BOOSTER_PACK_15 = 285


@pytest.mark.parametrize(
    ("kind", "key", "options", "total"),
    [
        # 3 packs of 285 s; reviews 60 + 90 (2023) = 1005 s = 16:45.
        (DraftKind.BOOSTER, "en-2023", {"seats": 8}, 3 * BOOSTER_PACK_15 + 60 + 90),
        # reviews 30 + 45 (2016) = 930 s = 15:30.
        (DraftKind.BOOSTER, "ja-2016", {"seats": 8}, 3 * BOOSTER_PACK_15 + 30 + 45),
        # 2HG 15-card: 50+45+40+30+20+10+5 = 200 s a pack, six packs, five reviews of 60 s.
        (DraftKind.TWO_HEADED_GIANT, "en-2023", {}, 6 * 200 + 5 * 60),
        # 2016: the 3-card pick is 10 s: 205 s a pack.
        (DraftKind.TWO_HEADED_GIANT, "ja-2016", {}, 6 * 205 + 5 * 60),
        # 2HG 14-card: 50+45+40+30+20+10 = 195 s a pack (2 left: N/A).
        (DraftKind.TWO_HEADED_GIANT, "en-2023", {"pack_size": 14}, 6 * 195 + 5 * 60),
        # 20-card multiplayer: 60+60+55+50+45+35+25+15+10 = 355 s a pack.
        (DraftKind.MULTIPLAYER, "en-2023", {}, 3 * 355 + 60 + 90),
        (DraftKind.MULTIPLAYER, "ja-2016", {}, 3 * 355 + 30 + 45),
        # Rochester, 6 seats: 18 boosters x (20 s layout + 15 picks x 5 s) = 1710 s = 28:30.
        (DraftKind.ROCHESTER, "en-2023", {}, 18 * (20 + 15 * 5)),
        (DraftKind.ROCHESTER, "ja-2016", {"seats": 6}, 1710),
        # 8 seats (two teams of four): 24 boosters.
        (DraftKind.ROCHESTER, "en-2023", {"seats": 8}, 24 * 95),
    ],
)
def test_total_duration(kind: DraftKind, key: str, options: dict, total: int) -> None:
    plan = draft_plan(kind, PROFILES[key], **options)
    assert plan.total_seconds == total
    assert sum(s.seconds for s in plan.steps) == total
    for before, after in zip(plan.steps, plan.steps[1:], strict=False):
        assert after.offset == before.end


def test_booster_total_does_not_depend_on_seats() -> None:
    """Eight packs for eight drafters, six for six: each pack still takes 15 picks."""
    assert draft_plan(DraftKind.BOOSTER, EN_2023, seats=6).total_seconds == 1005
    assert len(picks(draft_plan(DraftKind.BOOSTER, EN_2023, seats=6))) == 15


def test_wall_clock_times() -> None:
    """Start 13:00; pack 2 at 285 + 60 = 345 s, pack 3 at 345 + 285 + 90 = 720 s."""
    plan = draft_plan(DraftKind.BOOSTER, EN_2023)
    start = dt.datetime(2026, 11, 22, 13, 0)
    clock = on_wall_clock(plan, start)
    assert clock.pack_starts == (
        dt.datetime(2026, 11, 22, 13, 0, 0),
        dt.datetime(2026, 11, 22, 13, 5, 45),
        dt.datetime(2026, 11, 22, 13, 12, 0),
    )
    assert clock.end == dt.datetime(2026, 11, 22, 13, 16, 45)
    assert clock.duration == dt.timedelta(minutes=16, seconds=45)
    first = clock.steps[0]
    assert (first.start, first.end) == (start, dt.datetime(2026, 11, 22, 13, 0, 40))
    review = next(t for t in clock.steps if t.step.kind is StepKind.REVIEW)
    assert (review.start, review.end) == (
        dt.datetime(2026, 11, 22, 13, 4, 45),
        dt.datetime(2026, 11, 22, 13, 5, 45),
    )


def test_position_at_elapsed_seconds() -> None:
    plan = draft_plan(DraftKind.BOOSTER, EN_2023)
    now = position_at(plan, 0)
    assert now is not None and (now.step.cards_left, now.remaining) == (15, 40)
    now = position_at(plan, 79.5)  # second pick (14 cards, 40 s) half a second from its end
    assert now is not None and (now.step.cards_left, now.remaining) == (14, 0.5)
    now = position_at(plan, 285)  # the last card (N/A) takes no time: the review runs
    assert now is not None and now.step.kind is StepKind.REVIEW and now.remaining == 60
    assert position_at(plan, -1) is None
    assert position_at(plan, plan.total_seconds) is None


# --- Drops (MTR 7.7) ---------------------------------------------------------------------


def test_drop_mid_pack_adds_picks_under_mtr_2023() -> None:
    """MTR 2023 7.7: "their picks are skipped and the draft continues with one fewer
    player". Seat 4 leaves before pick 14 of pack 1 (every pack holds 2 cards), holding a
    pack: it passes to seat 5, who now holds two. Pick 14: seven drafters, 2 cards, 5 s.
    Pick 15: seat 5 picks from the 2-card pack (5 s), the others take their last card.
    Pick 16: two packs of 1 card left (N/A). Pack 1 takes 16 picks, 5 s more than 15."""
    plan = draft_plan(DraftKind.BOOSTER, EN_2023, drops=[Drop("4", 1, 14)])
    pack1 = picks(plan, 1)
    assert [(s.pick, s.cards_left, s.seconds, s.drafters) for s in pack1[12:]] == [
        (13, 3, 5, 8),
        (14, 2, 5, 7),
        (15, 2, 5, 7),
        (16, 1, 0, 2),
    ]
    assert [s.backlog for s in pack1[13:]] == [("5",), ("5",), ()]
    assert pack1[13].dropped == ("4",)
    assert plan.total_seconds == 1005 + 5
    # The later packs: seven packs for seven drafters, 15 picks each, seat 4 out.
    for pack in (2, 3):
        assert len(picks(plan, pack)) == 15
        assert {(s.drafters, s.dropped) for s in picks(plan, pack)} == {(7, ("4",))}


def test_drop_small_table_by_hand() -> None:
    """Three drafters, 4-card packs (5 s at 4, 3 and 2 cards, then N/A); seat 2 leaves
    before pick 2 holding pack A (3 cards), which passes to seat 3. Traced by hand:
    pick 2: seats 1, 3 take from C, B (3 cards each); seat 3 still holds A.
    pick 3: seat 1 from B (2), seat 3 from A (3) -> 5 s.
    pick 4: seat 1 from A (2), seat 3 from C (2) -> 5 s.
    pick 5: seat 1 takes C's last card, seat 3 B's -> N/A. pick 6: seat 3 takes A's last."""
    plan = draft_plan(DraftKind.BOOSTER, EN_2023, seats=3, packs=1, pack_size=4,
                      drops=[Drop("2", 1, 2)])  # fmt: skip
    assert [(s.cards_left, s.seconds, s.drafters, s.backlog) for s in plan.steps] == [
        (4, 5, 3, ()),
        (3, 5, 2, ("3",)),
        (3, 5, 2, ("3",)),
        (2, 5, 2, ("3",)),
        (1, 0, 2, ("3",)),
        (1, 0, 1, ()),
    ]
    assert plan.total_seconds == 20  # 15 s without the drop
    assert draft_plan(DraftKind.BOOSTER, EN_2023, seats=3, packs=1, pack_size=4).total_seconds == 15


def test_drop_under_ja_2016_staff_pick_until_the_pack_ends() -> None:
    """JA MTR 2016 7.7: 「そのブースター・パックの残りの期間、スタッフはそのプレイヤーの代わりに
    無作為にピックを行なう」: pack 1 keeps its 15 picks, staff picking for seat 4 from pick 14;
    the next packs go round seven drafters."""
    assert JA_2016.drop_rule is DropRule.STAFF_PICKS_REST_OF_PACK
    plan = draft_plan(DraftKind.BOOSTER, JA_2016, drops=[Drop("4", 1, 14)])
    pack1 = picks(plan, 1)
    assert len(pack1) == 15
    assert [s.staff_picks for s in pack1[12:]] == [(), ("4",), ("4",)]
    assert {s.drafters for s in pack1} == {8}
    assert plan.total_seconds == 930
    assert {(s.drafters, s.dropped) for s in picks(plan, 2)} == {(7, ("4",))}


@pytest.mark.parametrize("key", PROFILES)
def test_drop_between_packs_leaves_the_times_alone(key: str) -> None:
    """Dropped before opening pack 2: seven packs for seven drafters, 15 picks each."""
    base = draft_plan(DraftKind.BOOSTER, PROFILES[key])
    plan = draft_plan(DraftKind.BOOSTER, PROFILES[key], drops=[Drop("8", 2)])
    assert plan.total_seconds == base.total_seconds
    assert [s.drafters for s in picks(plan, 1)] == [8] * 15
    assert [s.drafters for s in picks(plan, 2)] == [7] * 15
    review = next(s for s in plan.steps if s.kind is StepKind.REVIEW)
    assert (review.drafters, review.dropped) == (8, ())


def test_drop_in_two_headed_giant_keeps_two_card_picks() -> None:
    """MTR 9.6 applies section 7 to 2HG drafts: a team leaving is skipped the same way."""
    plan = draft_plan(DraftKind.TWO_HEADED_GIANT, EN_2023, seats=4, drops=[Drop("2", 1, 7)])
    pack1 = picks(plan, 1)
    assert len(pack1) > 8  # four packs of 3 cards for three teams: extra picks
    assert all(s.cards_left % 2 == 1 for s in pack1)
    assert plan.total_seconds > 1500


@pytest.mark.parametrize(
    "drops",
    [
        [Drop("9", 1, 2)],  # no such seat
        [Drop("1", 4, 2)],  # no pack 4
        [Drop("1", 1, 16)],  # a 15-card pack has 15 picks
        [Drop("1", 1, 2), Drop("1", 2, 1)],  # twice
        [Drop(str(n), 1, 3) for n in range(1, 9)],  # nobody left
    ],
)
def test_impossible_drops_are_refused(drops: list[Drop]) -> None:
    with pytest.raises(DraftError) as caught:
        draft_plan(DraftKind.BOOSTER, EN_2023, drops=drops)
    assert caught.value.problem is DraftProblem.DROP


# --- Refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "options", "problem"),
    [
        (DraftKind.ROCHESTER, {"seats": 5}, DraftProblem.SEATS),  # two equal teams (8.5)
        (DraftKind.ROCHESTER, {"seats": 0}, DraftProblem.SEATS),
        (DraftKind.BOOSTER, {"seats": 1}, DraftProblem.SEATS),
        (DraftKind.TWO_HEADED_GIANT, {"seats": 17}, DraftProblem.SEATS),
        (DraftKind.BOOSTER, {"pack_size": 16}, DraftProblem.PACK_SIZE),  # table tops at 15
        (DraftKind.BOOSTER, {"pack_size": 1}, DraftProblem.PACK_SIZE),  # only an N/A pick
        (DraftKind.MULTIPLAYER, {"pack_size": 19}, DraftProblem.PACK_SIZE),  # even counts
        (DraftKind.TWO_HEADED_GIANT, {"pack_size": 2}, DraftProblem.PACK_SIZE),
        (DraftKind.ROCHESTER, {"pack_size": 0}, DraftProblem.PACK_SIZE),
        (DraftKind.BOOSTER, {"packs": 0}, DraftProblem.PACKS),
        (DraftKind.ROCHESTER, {"drops": [Drop("1A", 1)]}, DraftProblem.KIND),
    ],
)
def test_impossible_drafts_are_refused(
    kind: DraftKind, options: dict, problem: DraftProblem
) -> None:
    with pytest.raises(DraftError) as caught:
        draft_plan(kind, EN_2023, **options)
    assert caught.value.problem is problem
    assert caught.value.detail  # the CLI shows it


# --- The JSON form ------------------------------------------------------------------------


def test_plan_to_dict_relative_and_wall_clock() -> None:
    plan = draft_plan(DraftKind.ROCHESTER, EN_2023)
    relative = plan_to_dict(plan)
    assert (relative["start"], relative["end"], relative["total_seconds"]) == (0, 1710, 1710)
    assert relative["pack_starts"] == [0, 570, 1140]  # six boosters of 95 s a group
    first_pick = relative["steps"][1]
    assert first_pick == {
        "kind": "pick",
        "pack": 1,
        "pick": 1,
        "cards_left": 15,
        "cards_taken": 1,
        "seconds": 5,
        "direction": "clockwise",
        "picker": "1B",
        "drafters": 1,
        "start": 20,
        "end": 25,
        "booster": 1,
        "on_timeout": OnTimeout.OLDEST_CARD.value,
    }
    timed = plan_to_dict(plan, dt.datetime(2026, 11, 22, 13, 0))
    assert (timed["start"], timed["end"]) == ("2026-11-22T13:00:00", "2026-11-22T13:28:30")
    assert timed["steps"][1]["start"] == "2026-11-22T13:00:20"


def test_profiles_are_frozen_values() -> None:
    assert isinstance(EN_2023, TimingProfile)
    with pytest.raises(AttributeError):
        EN_2023.rochester_pick = 3  # type: ignore[misc]
