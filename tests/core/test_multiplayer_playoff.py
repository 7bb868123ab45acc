"""Pod playoffs (multiplayer addendum 10.4A "Uneven cuts", 2.2A, 2.4C, Appendix E).

Seed k is entry 100 + k, so expected pods read as seeds.
"""

from __future__ import annotations

import pytest

from mtrdesk.core.pods.playoff import (
    ADDENDUM_CUTS,
    PlayoffPod,
    PodPlayoffError,
    PodPlayoffProblem,
    Stage,
    build_pod_playoff,
    draw_winner,
    is_valid_cut,
    playoff_layout,
    playoff_round,
    snake_pods,
)

SWISS = tuple(100 + place for place in range(1, 61))


def seeds(pod: PlayoffPod) -> tuple[int, ...]:
    return tuple(entry - 100 for entry in pod.seats)


def lowest_seeds_win(pods: tuple[PlayoffPod, ...]) -> list[int]:
    """Every pod won by its worst seed (an upset each time)."""
    return [pod.seats[-1] for pod in pods]


@pytest.mark.parametrize(
    ("size", "layout"),
    [
        (4, ((1, 0),)),  # one final pod
        (10, ((2, 2), (1, 0))),  # top 2 skip the semifinals
        (16, ((4, 0), (1, 0))),
        (40, ((8, 8), (4, 0), (1, 0))),  # top 8 skip the quarterfinals
        (64, ((16, 0), (4, 0), (1, 0))),
        (7, ((1, 3), (1, 0))),
    ],
)
def test_layouts(size: int, layout: tuple[tuple[int, int], ...]) -> None:
    assert playoff_layout(size) == layout


@pytest.mark.parametrize("size", [0, 1, 2, 3, 5, 6, 8, 12, 32])
def test_invalid_cuts_are_refused(size: int) -> None:
    assert not is_valid_cut(size)
    with pytest.raises(PodPlayoffError) as caught:
        build_pod_playoff(SWISS, size)
    assert caught.value.problem is PodPlayoffProblem.CUT_SIZE


def test_the_addendum_cuts_are_valid() -> None:
    assert all(is_valid_cut(size) for size in ADDENDUM_CUTS)


def test_snake_pattern_balances_seed_totals() -> None:
    assert snake_pods(4) == ((1, 8, 9, 16), (2, 7, 10, 15), (3, 6, 11, 14), (4, 5, 12, 13))
    assert snake_pods(2) == ((1, 4, 5, 8), (2, 3, 6, 7))
    for count in (1, 2, 4, 8, 16):
        pods = snake_pods(count)
        assert sorted(p for pod in pods for p in pod) == list(range(1, 4 * count + 1))
        assert len({sum(pod) for pod in pods}) == 1


def test_top_4_is_one_final_pod_seated_by_seed() -> None:
    playoff = build_pod_playoff(SWISS, 4)
    (final,) = playoff.rounds
    assert final.stage is Stage.FINAL
    assert [seeds(pod) for pod in final.pods] == [(1, 2, 3, 4)]
    assert final.pods[0].seeds == (1, 2, 3, 4)  # 2.2A: best seed plays first
    done = build_pod_playoff(SWISS, 4, [[103]])
    assert done.champion == 103 and done.current_round is None


def test_top_10() -> None:
    # 10.4A: "the top 2 seeded players skip the semifinals, with the remaining 8 players being
    # paired in 2 pods for the semifinals".
    semis = playoff_round(SWISS, 10)
    assert semis.stage is Stage.SEMIFINAL
    assert semis.byes == (101, 102)
    assert [seeds(pod) for pod in semis.pods] == [(3, 6, 7, 10), (4, 5, 8, 9)]
    final = playoff_round(SWISS, 10, [[110, 104]])
    assert final.stage is Stage.FINAL and final.byes == ()
    assert [seeds(pod) for pod in final.pods] == [(1, 2, 4, 10)]


def test_top_16_then_final() -> None:
    semis = playoff_round(SWISS, 16)
    assert [seeds(pod) for pod in semis.pods] == [
        (1, 8, 9, 16),
        (2, 7, 10, 15),
        (3, 6, 11, 14),
        (4, 5, 12, 13),
    ]
    final = playoff_round(SWISS, 16, [lowest_seeds_win(semis.pods)])
    assert [seeds(pod) for pod in final.pods] == [(13, 14, 15, 16)]


def test_top_40_reseeds_winners_by_their_seeds() -> None:
    quarters = playoff_round(SWISS, 40)
    assert quarters.stage is Stage.QUARTERFINAL
    assert quarters.byes == tuple(100 + k for k in range(1, 9))
    assert seeds(quarters.pods[0]) == (9, 24, 25, 40)
    assert seeds(quarters.pods[7]) == (16, 17, 32, 33)
    # Upsets everywhere: seeds 33-40 join seeds 1-8; 10.4A: "the seeds of the winners from
    # the quarterfinals are taken into account and the same pattern ... is applied".
    semis = playoff_round(SWISS, 40, [lowest_seeds_win(quarters.pods)])
    assert semis.stage is Stage.SEMIFINAL and semis.byes == ()
    assert [seeds(pod) for pod in semis.pods] == [
        (1, 8, 33, 40),
        (2, 7, 34, 39),
        (3, 6, 35, 38),
        (4, 5, 36, 37),
    ]
    final = playoff_round(SWISS, 40, [lowest_seeds_win(quarters.pods), [101, 107, 135, 137]])
    assert [seeds(pod) for pod in final.pods] == [(1, 7, 35, 37)]
    playoff = build_pod_playoff(
        SWISS, 40, [lowest_seeds_win(quarters.pods), [101, 107, 135, 137], [135]]
    )
    assert playoff.champion == 135
    standings = playoff.final_standings()
    assert standings[:4] == (135, 101, 107, 137)  # champion, then the finalists by seed
    assert standings[4:16] == tuple(
        sorted((set(range(101, 109)) | set(range(133, 141))) - {101, 107, 135, 137})
    )
    assert standings[16:40] == tuple(range(109, 133))  # quarterfinal losers by seed
    assert len(standings) == len(SWISS) and standings[40:] == SWISS[40:]


@pytest.mark.parametrize(
    "winners",
    [
        [[101, 102]],  # two winners from the final pod
        [[199]],  # not in the pod
        [[]],
    ],
)
def test_wrong_winners_are_refused(winners: list[list[int]]) -> None:
    with pytest.raises(PodPlayoffError) as caught:
        build_pod_playoff(SWISS, 4, winners)
    assert caught.value.problem is PodPlayoffProblem.WRONG_WINNERS


def test_two_winners_from_one_semifinal_are_refused() -> None:
    with pytest.raises(PodPlayoffError) as caught:
        playoff_round(SWISS, 10, [[103, 106]])
    assert caught.value.problem is PodPlayoffProblem.WRONG_WINNERS


def test_other_bad_input() -> None:
    with pytest.raises(PodPlayoffError) as caught:
        playoff_round(SWISS, 4, [[101]])
    assert caught.value.problem is PodPlayoffProblem.FINISHED
    with pytest.raises(PodPlayoffError) as caught:
        build_pod_playoff(SWISS, 4, [[101], [101]])
    assert caught.value.problem is PodPlayoffProblem.FINISHED
    with pytest.raises(PodPlayoffError) as caught:
        build_pod_playoff(SWISS[:9], 10)
    assert caught.value.problem is PodPlayoffProblem.TOO_FEW_PLAYERS
    with pytest.raises(PodPlayoffError) as caught:
        build_pod_playoff((*SWISS[:9], 101), 10)
    assert caught.value.problem is PodPlayoffProblem.DUPLICATE_ENTRY


def test_a_drawn_playoff_pod_goes_to_the_best_seed_who_drew() -> None:
    pod = playoff_round(SWISS, 16).pods[1]  # seeds 2, 7, 10, 15
    # 2.4C: the highest Swiss standing wins; 2.1A: seed 2 conceded, so not among the drawn.
    assert draw_winner(pod, [107, 110, 115]) == 107
    assert draw_winner(pod, pod.seats) == 102
    for drawn in ([], [107, 199]):
        with pytest.raises(PodPlayoffError) as caught:
            draw_winner(pod, drawn)
        assert caught.value.problem is PodPlayoffProblem.NOT_IN_POD
