"""Custom timing profiles: scaled and explicit times, and the dict the store will keep."""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.draft.clock import DraftKind, StepKind, draft_plan
from mtrdesk.core.draft.profiles import (
    EN_2023,
    JA_2016,
    CustomProfile,
    DraftError,
    DraftProblem,
    DropRule,
    ReviewRule,
    profile,
)

CASUAL = CustomProfile(
    name="casual",
    base="ja-2016",
    scale=1.5,
    booster_reviews=ReviewRule((90,), 30),
    two_headed_giant_picks=((15, 70), (13, 60), (11, 50), (9, 40), (7, 30), (5, 20), (3, 10)),
    rochester_pick=8,
    drop_rule=DropRule.SKIP,
    note="Friday casual draft",
)


def test_custom_profile_round_trips_through_json() -> None:
    data = json.loads(json.dumps(CASUAL.to_dict()))
    assert CustomProfile.from_dict(data) == CASUAL
    assert CustomProfile.from_dict(data).resolve() == CASUAL.resolve()


def test_minimal_custom_profile_round_trips() -> None:
    plain = CustomProfile(name="slow", scale=2.0)
    assert plain.to_dict() == {"name": "slow", "base": "en-2023", "scale": 2.0}
    assert CustomProfile.from_dict(plain.to_dict()) == plain


def test_scale_doubles_every_time_of_the_base() -> None:
    """EN-2023 booster 3 x 15 is 1005 s (test_draft_clock); every time doubled is 2010 s."""
    timing = CustomProfile(name="slow", scale=2.0).resolve()
    plan = draft_plan(DraftKind.BOOSTER, timing)
    assert plan.total_seconds == 2 * 1005
    assert [s.seconds for s in plan.steps if s.kind is StepKind.REVIEW] == [120, 180]
    assert timing.key == "slow"


def test_explicit_times_are_not_scaled() -> None:
    timing = CASUAL.resolve()
    # Scaled from JA-2016 by 1.5, rounded half up: 40 -> 60, 35 -> 53 (52.5), 5 -> 8 (7.5).
    assert dict(timing.booster_picks)[15] == 60
    assert dict(timing.booster_picks)[13] == 53
    assert dict(timing.booster_picks)[2] == 8
    assert timing.rochester_layout == 30  # 20 x 1.5
    # Explicit: taken as typed.
    assert timing.rochester_pick == 8
    assert timing.booster_reviews == ReviewRule((90,), 30)
    assert dict(timing.two_headed_giant_picks)[3] == 10
    assert timing.drop_rule is DropRule.SKIP  # JA-2016's own rule is staff picks
    plan = draft_plan(DraftKind.BOOSTER, timing, packs=3)
    assert [s.seconds for s in plan.steps if s.kind is StepKind.REVIEW] == [90, 120]


def test_builtin_profiles_by_key() -> None:
    assert profile("EN-2023") is EN_2023
    assert profile("ja-2016") is JA_2016
    with pytest.raises(DraftError) as caught:
        profile("en-2019")
    assert caught.value.problem is DraftProblem.PROFILE


@pytest.mark.parametrize(
    "custom",
    [
        CustomProfile(name="x", scale=0),
        CustomProfile(name="x", scale=float("nan")),
        CustomProfile(name=" "),
        CustomProfile(name="x", base="mtr-1999"),
        CustomProfile(name="x", rochester_pick=-1),
        CustomProfile(name="x", booster_reviews=ReviewRule((), 0)),
        CustomProfile(name="x", booster_picks=((15, -5),)),
    ],
)
def test_bad_custom_profiles_are_refused(custom: CustomProfile) -> None:
    with pytest.raises(DraftError) as caught:
        custom.resolve()
    assert caught.value.problem is DraftProblem.PROFILE


@pytest.mark.parametrize(
    "data",
    [{}, {"name": "x", "scale": "fast"}, {"name": "x", "booster_picks": [1, 2]},
     {"name": "x", "drop_rule": "vanish"}],
)  # fmt: skip
def test_unreadable_dicts_are_refused(data: dict) -> None:
    with pytest.raises(DraftError) as caught:
        CustomProfile.from_dict(data)
    assert caught.value.problem is DraftProblem.PROFILE


def test_custom_table_with_a_gap_refuses_the_pack_size() -> None:
    """A table without a time for 14 cards cannot run a 15-card pack."""
    timing = CustomProfile(name="gap", booster_picks=((15, 60), (13, 50))).resolve()
    with pytest.raises(DraftError) as caught:
        draft_plan(DraftKind.BOOSTER, timing)
    assert caught.value.problem is DraftProblem.PACK_SIZE
