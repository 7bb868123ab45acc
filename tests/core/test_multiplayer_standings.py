"""Multiplayer points and standings (multiplayer addendum 2.1A, 3.1A, Appendix C).

Every expected value is worked by hand from the addendum's formulas.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mtrdesk.core.pods.pairing import PodPlayer
from mtrdesk.core.pods.standings import (
    MULTIPLAYER_TIEBREAKERS,
    PodResult,
    PodResultError,
    PodResultProblem,
    compute_pod_standings,
    players_for_pod_pairing,
    pod_match_points,
    points_per_win,
)
from mtrdesk.core.standings.individual import StandingsError, StandingsProblem
from mtrdesk.core.standings.ranking import Tiebreaker
from mtrdesk.core.tournament import MatchKind

F = Fraction


def test_points_per_win_is_2n_minus_1() -> None:
    # Appendix C: "the points per win is 7" with pods of 4.
    assert points_per_win(4) == 7
    assert points_per_win(3) == 5
    assert points_per_win(5) == 9


def test_tiebreaker_order_is_3_1a() -> None:
    assert MULTIPLAYER_TIEBREAKERS == (
        Tiebreaker.MATCH_POINTS,
        Tiebreaker.MATCH_WIN_PERCENTAGE,
        Tiebreaker.OPPONENTS_AVERAGE_MATCH_POINTS,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
    )
    assert Tiebreaker.MATCH_WIN_PERCENTAGE.value == "mwp"  # the member's text, not a method


def test_points_for_win_draw_loss_and_short_pods() -> None:
    win = PodResult.win(1, (1, 2, 3, 4), 2)
    assert [win.points_for(e, 4) for e in (1, 2, 3, 4)] == [0, 7, 0, 0]
    # Appendix C: a short pod "still yield[s] the same number of points".
    short = PodResult.win(1, (5, 6, 7), 7)
    assert short.points_for(7, 4) == 7
    # 2.1A / Appendix C: a draw gives 1 to every player in the pod except those who
    # conceded or received a match loss.
    draw = PodResult.draw(1, (1, 2, 3, 4), losers=[3])
    assert draw.drawn == frozenset({1, 2, 4})
    assert [draw.points_for(e, 4) for e in (1, 2, 3, 4)] == [1, 1, 0, 1]
    assert PodResult.unopposed(1, 9, MatchKind.BYE).points_for(9, 4) == 7
    assert PodResult.unopposed(1, 9, MatchKind.LATE_ENTRY_LOSS).points_for(9, 4) == 0
    pending = PodResult(1, (1, 2, 3))
    assert not pending.reported and pending.points_for(1, 4) is None
    assert pod_match_points([win, short, pending], 4) == {1: 0, 2: 7, 3: 0, 4: 0, 5: 0, 6: 0, 7: 7}


@pytest.mark.parametrize(
    ("build", "problem"),
    [
        (lambda: PodResult.win(1, (1, 2, 3), 9), PodResultProblem.WINNER_NOT_IN_POD),
        (lambda: PodResult.draw(1, (1, 2, 3), losers=[9]), PodResultProblem.DRAWN_NOT_IN_POD),
        (lambda: PodResult(1, (1, 2), winner=1, drawn=frozenset()), PodResultProblem.WIN_AND_DRAW),
        (lambda: PodResult(1, (1, 1, 2)), PodResultProblem.DUPLICATE_PLAYER),
        (lambda: PodResult(1, (1,)), PodResultProblem.TOO_FEW_PLAYERS),
        (
            lambda: PodResult(1, (1,), winner=1, kind=MatchKind.BYE),
            PodResultProblem.UNOPPOSED_WITH_RESULT,
        ),
        (lambda: PodResult(1, (1, 2), kind=MatchKind.BYE), PodResultProblem.TOO_FEW_PLAYERS),
    ],
)
def test_bad_results_are_refused(build, problem: PodResultProblem) -> None:
    with pytest.raises(PodResultError) as caught:
        build()
    assert caught.value.problem is problem


# Seven players in pods of 4 (a pod of 4 and a short pod of 3 each round), two rounds:
#   Round 1: pod (1, 2, 3, 4) won by 1; short pod (5, 6, 7) won by 5.
#   Round 2: pod (1, 5, 6, 7) drawn, 7 conceded; short pod (2, 3, 4) won by 2.
EVENT = [
    PodResult.win(1, (1, 2, 3, 4), 1),
    PodResult.win(1, (5, 6, 7), 5),
    PodResult.draw(2, (1, 5, 6, 7), losers=[7]),
    PodResult.win(2, (2, 3, 4), 2),
]


def test_hand_worked_event() -> None:
    rows = {row.entry: row for row in compute_pod_standings(range(1, 8), EVENT)}
    assert {e: r.points for e, r in rows.items()} == {1: 8, 2: 7, 3: 0, 4: 0, 5: 8, 6: 1, 7: 0}
    assert rows[1].record == "1-0-1" and rows[7].record == "0-2-0"
    # MW% = points / (pods played * 7), no floor on a player's own value.
    assert rows[1].mwp == F(8, 14) and rows[2].mwp == F(7, 14) and rows[6].mwp == F(1, 14)
    assert rows[3].mwp == 0
    # OAMP: player 1 met 2, 3, 4 (7, 0, 0) and 5, 6, 7 (8, 1, 0): 16 / 6.
    assert rows[1].oamp == F(16, 6)
    # Player 5 met 6, 7 (1, 0) and 1, 6, 7 (8, 1, 0): 10 / 5.
    assert rows[5].oamp == F(10, 5)
    # OMW% with the floor 1/7: player 1's opponents 1/2, 1/7, 1/7 | 4/7, 1/7 (1/14), 1/7.
    assert rows[1].omwp == (F(1, 2) + F(1, 7) * 4 + F(4, 7)) / 6
    # Player 5 sat in a short pod once: one phantom opponent at 1/7 joins that pod.
    assert rows[5].short_pods == 1
    assert rows[5].omwp == (F(1, 7) * 3 + F(4, 7) + F(1, 7) + F(1, 7)) / 6
    # Players 3 and 4: opponents 1, 2, 4 (3) then 2, 4 (3) and a phantom: 2 / 6.
    assert rows[3].omwp == rows[4].omwp == F(1, 3)


def test_hand_worked_ranking() -> None:
    rows = compute_pod_standings(range(1, 8), EVENT)
    # 1 and 5: 8 points, MW% 4/7 each; OAMP 8/3 beats 2. Then 2, 6. 3, 4, 7 have 0 points
    # and MW% 0; OAMP 26/5 (7) beats 22/5 (3 and 4), who are equal on everything.
    assert [row.entry for row in rows] == [1, 5, 2, 6, 7, 3, 4]
    assert [row.rank for row in rows] == list(range(1, 8))
    assert [row.tied_with_previous for row in rows] == [False] * 6 + [True]
    assert rows[4].oamp == F(26, 5) and rows[5].oamp == F(22, 5)


def test_byes_leave_mw_and_opponents_alone() -> None:
    # Appendix C: MW% = (points - byes * 7) / (pods played * 7); byes add no opponent.
    results = [
        PodResult.unopposed(1, 5, MatchKind.AWARDED_BYE),
        PodResult.win(1, (1, 2, 3, 4), 1),
        PodResult.win(2, (5, 1, 2, 3), 5),
        PodResult.unopposed(2, 4, MatchKind.UNOPPOSED_LOSS),
    ]
    rows = {row.entry: row for row in compute_pod_standings(range(1, 6), results)}
    assert rows[5].points == 14 and rows[5].byes == 1 and rows[5].pods_played == 1
    assert rows[5].mwp == 1
    assert rows[5].oamp == F(7 + 0 + 0, 3)
    assert rows[1].mwp == F(7, 14)
    # An unopposed loss is a pod played with no opponent.
    assert rows[4].pods_played == 2 and rows[4].oamp == F(7 + 0 + 0, 3)
    assert [row.entry for row in compute_pod_standings(range(1, 6), results)][:2] == [5, 1]


def test_unreported_pods_count_nothing() -> None:
    rows = compute_pod_standings([1, 2, 3], [PodResult(1, (1, 2, 3))])
    assert all(row.pods_played == 0 and row.oamp == 0 and row.omwp == 0 for row in rows)


def test_dropped_players_keep_their_rows() -> None:
    rows = compute_pod_standings(range(1, 8), EVENT, dropped={7: 2})
    assert next(row for row in rows if row.entry == 7).dropped_after_round == 2


@pytest.mark.parametrize(
    ("entries", "results", "problem"),
    [
        ([1, 1], [], StandingsProblem.DUPLICATE_ENTRY),
        ([1, 2], [PodResult.win(1, (1, 2, 9), 1)], StandingsProblem.UNKNOWN_ENTRY),
        (
            [1, 2, 3],
            [PodResult.win(1, (1, 2), 1), PodResult.win(1, (3, 1), 3)],
            StandingsProblem.TWICE_IN_ROUND,
        ),
    ],
)
def test_inconsistent_histories_are_refused(entries, results, problem) -> None:
    with pytest.raises(StandingsError) as caught:
        compute_pod_standings(entries, results)
    assert caught.value.problem is problem


def test_players_for_pod_pairing_reads_the_history() -> None:
    results = [*EVENT, PodResult(3, (1, 2, 6))]  # paired, not reported yet
    players = players_for_pod_pairing([1, 5, 2, 6, 3, 4], results)  # 7 dropped
    by_entry = {p.entry: p for p in players}
    assert by_entry[1] == PodPlayer(1, 8, 0, frozenset({2, 3, 4, 5, 6, 7}), 1)
    assert by_entry[6].opponents == frozenset({1, 2, 5, 7})  # the unreported pod counts
    assert by_entry[6].short_pods == 2  # round 1 and the pending round 3
    assert by_entry[2].short_pods == 2 and by_entry[2].points == 7
    assert 7 not in by_entry
