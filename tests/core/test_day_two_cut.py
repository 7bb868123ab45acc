"""MTR 2.10 under the event's edition (issue 29): a drop after a cut gives the highest ranked
remaining player a bye before single elimination under both editions, and after a cut into
further Swiss rounds only under 2023-08-21; the day-two cut itself (announced before round
1, MTR 10.2)."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import replace

import pytest

from mtrdesk.core.editions.catalogue import MTR_2023_08_21, MTR_2025_11_10
from mtrdesk.core.editions.edition import Edition
from mtrdesk.core.editions.post_cut import Remainder, drop_gives_bye
from mtrdesk.core.event_file.document import DocumentError, document_to_dict
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.playoff.bracket import build_bracket
from mtrdesk.core.settings import EventSettings, SettingsProblem
from mtrdesk.core.swiss.day_two_cut import CutProblem, CutRound, DayTwoCut
from mtrdesk.core.swiss.day_two_cut import post_cut_round as cut_round
from tests.helpers.core_samples import sample

OLD, NEW = MTR_2023_08_21, MTR_2025_11_10


def post_cut_round(
    edition: Edition,
    cut: DayTwoCut,
    number: int,
    order: tuple[int, ...],
    points: dict[int, int],
    dropped: dict[int, int],
) -> CutRound:
    """``cut_round`` as the event's edition asks for a Swiss remainder (MTR 2.10)."""
    gives = drop_gives_bye(edition, Remainder.SWISS)
    return cut_round(cut, number, order, points, dropped, drop_gives_bye=gives)


#: After round 5 of 7, players with 9 match points or more continue.
CUT = DayTwoCut(after_round=5, points=9)
#: Ten players, best first; 101..106 made the cut (9 points or more), 107..110 did not.
ORDER = tuple(range(101, 111))
POINTS = {101: 15, 102: 13, 103: 12, 104: 12, 105: 10, 106: 9, 107: 7, 108: 6, 109: 3, 110: 0}


@pytest.mark.parametrize("edition", [OLD, NEW], ids=["2023", "2025"])
def test_a_drop_before_single_elimination_gives_the_bye_in_both_editions(
    edition: Edition,
) -> None:
    # MTR 2.10, both editions: "the highest ranked remaining player receives a bye".
    assert drop_gives_bye(edition, Remainder.SINGLE_ELIMINATION)
    seeds = list(range(1, 17))
    quarterfinal = build_bracket(seeds, 8, drops={7: 1}).rounds[0]
    assert quarterfinal.dropped == (7,)
    bye, *matches = quarterfinal.matches
    assert (bye.player1, bye.player2) == (1, None)
    assert [(m.player1, m.player2) for m in matches] == [(4, 5), (2, 8), (3, 6)]


def test_a_drop_before_more_swiss_gives_a_bye_under_2023_only() -> None:
    # MTR 2.10 (2025-11-10): only "If the remaining part of the tournament is single
    # elimination"; 2023-08-21: "receives a bye for the round instead" whatever follows.
    assert drop_gives_bye(OLD, Remainder.SWISS)
    assert not drop_gives_bye(NEW, Remainder.SWISS)


def test_who_made_the_cut_and_who_is_cut_out() -> None:
    assert CUT.made_it(POINTS) == frozenset(range(101, 107))
    assert not CUT.applies_to(5) and CUT.applies_to(6)
    # Round 5 is before the cut: everybody still plays.
    before = post_cut_round(NEW, CUT, 5, ORDER, POINTS, {})
    assert (before.to_pair, before.post_cut_byes, before.cut_out) == (ORDER, (), ())
    after = post_cut_round(NEW, CUT, 6, ORDER, POINTS, {})
    assert after.to_pair == ORDER[:6] and after.cut_out == ORDER[6:]
    assert after.post_cut_byes == ()


def test_a_drop_after_the_cut_into_swiss_pairs_as_usual_under_2025() -> None:
    # 103 made the cut, then dropped after round 6: round 7 pairs the other five as usual
    # (the odd count's bye is the usual pairing bye, not MTR 2.10's).
    order = tuple(e for e in ORDER if e != 103)
    round7 = post_cut_round(NEW, CUT, 7, order, POINTS, {103: 6})
    assert round7.to_pair == (101, 102, 104, 105, 106)
    assert round7.post_cut_byes == ()


def test_a_drop_after_the_cut_gives_the_top_player_the_bye_under_2023() -> None:
    order = tuple(e for e in ORDER if e != 103)
    round7 = post_cut_round(OLD, CUT, 7, order, POINTS, {103: 6})
    assert round7.post_cut_byes == (101,)
    assert round7.to_pair == (102, 104, 105, 106)
    # The bye is "for the round": the next round has no drop and pairs everybody.
    round8 = post_cut_round(OLD, CUT, 8, order, POINTS, {103: 6})
    assert round8.post_cut_byes == () and round8.to_pair == (101, 102, 104, 105, 106)
    # Two drops, one at the cut itself: the two highest ranked remaining get a bye each.
    order = tuple(e for e in ORDER if e not in (101, 104))
    round6 = post_cut_round(OLD, CUT, 6, order, POINTS, {101: 5, 104: 5})
    assert round6.post_cut_byes == (102, 103) and round6.to_pair == (105, 106)


def test_drops_before_the_cut_or_below_it_give_no_bye() -> None:
    # 110 dropped after round 5 but had not made the cut; 104 dropped before the cut.
    order = tuple(e for e in ORDER if e not in (104, 110))
    round6 = post_cut_round(OLD, CUT, 6, order, POINTS, {110: 5, 104: 4})
    assert round6.post_cut_byes == ()
    assert round6.to_pair == (101, 102, 103, 105, 106)
    assert round6.cut_out == (107, 108, 109)


@pytest.mark.parametrize(
    ("cut", "swiss_rounds", "problems"),
    [
        (DayTwoCut(5, 9), 7, []),
        (DayTwoCut(6, 9), 7, []),
        (DayTwoCut(7, 9), 7, [CutProblem.ROUND]),  # nothing Swiss after it
        (DayTwoCut(0, 9), 7, [CutProblem.ROUND]),
        (DayTwoCut(0, 9), None, [CutProblem.ROUND]),
        (DayTwoCut(3, 9), None, [CutProblem.ROUND]),  # announced with the rounds (10.2)
        (DayTwoCut(3, 0), 7, [CutProblem.POINTS]),
        (DayTwoCut(9, -1), 7, [CutProblem.ROUND, CutProblem.POINTS]),
    ],
)
def test_a_cut_announced_before_round_1_is_checked(
    cut: DayTwoCut, swiss_rounds: int | None, problems: list[CutProblem]
) -> None:
    # MTR 10.2: announced with the rounds before round 1.
    assert cut.problems(swiss_rounds) == problems


def test_the_cut_travels_in_the_event_file_and_older_files_have_none() -> None:
    # docs/event-file.md: version 8's optional cut_after and cut_points.
    document = sample()
    announced = document.settings.with_changes(swiss_rounds=5, cut_after=3, cut_points=6)
    data = json.loads(json.dumps(document_to_dict(replace(document, settings=announced))))
    assert (data["event"]["cut_after"], data["event"]["cut_points"]) == (3, 6)
    assert document_from_dict(data).settings.day_two_cut() == DayTwoCut(3, 6)
    without = json.loads(json.dumps(document_to_dict(document)))
    assert "cut_after" not in without["event"] and "cut_points" not in without["event"]
    assert document_from_dict(without).settings.day_two_cut() is None
    # A file whose cut no service would store is not ours (half a cut, after the last round).
    data["event"]["cut_points"] = None
    with pytest.raises(DocumentError):
        document_from_dict(data)
    data["event"].update(cut_after=5, cut_points=6)
    with pytest.raises(DocumentError):
        document_from_dict(data)


@pytest.mark.parametrize(
    "changes",
    [
        {"swiss_rounds": 5, "cut_after": 3},
        {"swiss_rounds": 5, "cut_points": 6},
        {"swiss_rounds": 5, "cut_after": 5, "cut_points": 6},
        {"cut_after": 3, "cut_points": 6},  # the number of rounds not announced
        {"swiss_rounds": 5, "cut_after": 3, "cut_points": 0},
        {"elimination_only": True, "cut_after": 3, "cut_points": 6},
    ],
)
def test_bad_cut_settings_are_refused(changes: dict[str, object]) -> None:
    settings = EventSettings("二日目カット", dt.date(2026, 11, 20)).with_changes(**changes)
    problems = settings.problems()
    assert problems and set(problems) <= {
        SettingsProblem.DAY_TWO_CUT,
        SettingsProblem.ELIMINATION_ONLY,
    }


def test_team_and_pod_events_take_no_cut() -> None:
    settings = EventSettings("チーム戦", dt.date(2026, 11, 20), swiss_rounds=5)
    assert "cut_after" in settings.with_changes(cut_after=3, cut_points=6).individual_only()
    assert settings.individual_only() == []
