"""The pairing checker finds what a bad pairing does wrong, and its two optima agree."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.swiss.check import (
    EXHAUSTIVE_LIMIT,
    CheckError,
    Method,
    check_pairing,
    exhaustive_optimum,
    totals,
)
from mtrdesk.core.swiss.exact import exact_pairing
from mtrdesk.core.swiss.objective import PairingField
from mtrdesk.core.swiss.pairing import SwissPlayer, pair_swiss


def player(entry: int, points: int, met: tuple[int, ...] = (), byes: int = 0, pod=None):
    """Rank follows the entry: entry 1 is ranked first."""
    return SwissPlayer(entry, points, entry - 1, frozenset(met), byes, pod)


def random_field(rng: random.Random, n: int, round_number: int) -> list[SwissPlayer]:
    players = []
    for entry in range(1, n + 1):
        met = tuple(other for other in range(1, n + 1) if other != entry and rng.random() < 0.3)
        points = 3 * rng.randint(0, round_number - 1) + rng.choice([0, 0, 0, 1])
        players.append(player(entry, points, met, int(rng.random() < 0.3)))
    return sorted(players, key=lambda p: (-p.points, p.rank))


@pytest.mark.parametrize("n", range(1, EXHAUSTIVE_LIMIT + 1))
def test_every_pairing_tried_agrees_with_the_exact_matching(n: int) -> None:
    rng = random.Random(n)
    for trial in range(25):
        field = PairingField(random_field(rng, n, 1 + trial % 5), 1 + trial % 5)
        assert exhaustive_optimum(field) == totals(field, exact_pairing(field)), (n, trial)


def test_a_clean_optimal_round_passes() -> None:
    players = [player(1, 3), player(2, 3), player(3, 0), player(4, 0)]
    check = check_pairing(players, [(1, 2), (3, 4)], 2)
    assert check.clean and not check.better_exists
    assert check.quality == check.optimum
    assert check.method is Method.EXHAUSTIVE
    assert not (check.rematches or check.repeat_byes or check.outside_point_group)


def test_a_hand_made_rematch_is_caught() -> None:
    players = [player(1, 3, (2,)), player(2, 3, (1,)), player(3, 3), player(4, 3)]
    check = check_pairing(players, [(1, 2), (3, 4)], 2)
    assert check.rematches == ((1, 2),)
    assert check.avoidable_rematches == 1
    assert check.better_exists and check.worse_rule == 1 and not check.clean


def test_an_unavoidable_rematch_is_listed_but_not_held_against_the_round() -> None:
    players = [player(1, 3, (2,)), player(2, 0, (1,))]
    check = check_pairing(players, [(1, 2)], 2)
    assert check.rematches == ((1, 2),)
    assert check.avoidable_rematches == 0 and check.clean


def test_a_second_bye_is_caught() -> None:
    players = [player(1, 0), player(2, 0), player(3, 0, byes=1)]
    check = check_pairing(players, [(1, 2), (3, None)], 2)
    assert check.repeat_byes == (3,)
    assert check.avoidable_repeat_byes == 1
    assert check.better_exists and check.worse_rule == 0 and not check.clean


def test_a_second_bye_nobody_could_avoid_is_not_held_against_the_round() -> None:
    players = [player(1, 3, byes=1), player(2, 0, byes=1), player(3, 0, byes=1)]
    check = check_pairing(players, [(1, 2), (3, None)], 3)
    assert check.repeat_byes == (3,) and check.avoidable_repeat_byes == 0 and check.clean


def test_a_pair_across_pods_is_caught_while_pods_are_kept() -> None:
    players = [player(1, 3, pod=1), player(2, 0, pod=1), player(3, 3, pod=2), player(4, 0, pod=2)]
    pairs = [(1, 3), (2, 4)]
    check = check_pairing(players, pairs, 2)
    assert [(c.player1, c.player2, c.pod1, c.pod2) for c in check.pod_violations] == [
        (1, 3, 1, 2),
        (2, 4, 1, 2),
    ]
    assert not check.clean
    lifted = check_pairing(players, pairs, 2, keep_pods=False)
    assert lifted.clean and not lifted.pod_violations


def test_each_pod_is_judged_on_its_own() -> None:
    # Inside pod 1 the 3-pointer must play down; merging pods would pair 3-pointers.
    players = [player(1, 3, pod=1), player(2, 0, pod=1), player(3, 3, pod=2), player(4, 0, pod=2)]
    check = check_pairing(players, [(1, 2), (3, 4)], 2)
    assert check.clean
    assert check.quality.pair_downs == check.optimum.pair_downs == 2


def test_a_needless_pair_down_is_caught() -> None:
    players = [player(1, 6), player(2, 6), player(3, 3), player(4, 3)]
    check = check_pairing(players, [(1, 3), (2, 4)], 3)
    assert check.better_exists and check.worse_rule == 2
    assert check.quality.pair_downs == 2 and check.optimum.pair_downs == 0
    assert [(c.player1, c.player2, c.points1, c.points2) for c in check.outside_point_group] == [
        (1, 3, 6, 3),
        (2, 4, 6, 3),
    ]


def test_a_needless_double_pair_down_is_caught() -> None:
    # 6-0 crosses two point groups; 6-3 and 3-0 cross one each, with less squared difference.
    players = [player(1, 6), player(2, 3), player(3, 3), player(4, 0)]
    check = check_pairing(players, [(1, 4), (2, 3)], 3)
    assert check.better_exists and check.worse_rule == 4
    assert [c.boundaries for c in check.outside_point_group] == [2]


def test_a_bye_above_the_lowest_ranked_player_is_worse() -> None:
    players = [player(1, 3), player(2, 3), player(3, 3)]
    check = check_pairing(players, [(2, 3), (1, None)], 2)
    assert check.better_exists and check.worse_rule == 5 and not check.clean
    assert check.quality.players_ranked_below_bye == 2
    assert check.optimum.players_ranked_below_bye == 0


def test_a_bye_paired_down_from_a_higher_group_is_listed() -> None:
    players = [player(1, 3), player(2, 0), player(3, 0)]
    check = check_pairing(players, [(2, 3), (1, None)], 2)
    assert [(c.player1, c.player2, c.boundaries) for c in check.outside_point_group] == [
        (1, None, 1)
    ]
    # Paired down to the bye or paired down to a 0-pointer: equal on rules 2-4; the bye
    # should go to the lower-ranked 0-pointer (rule 5).
    assert check.better_exists and check.worse_rule == 5


def test_more_byes_than_needed_are_caught() -> None:
    players = [player(1, 0), player(2, 0), player(3, 0), player(4, 0)]
    check = check_pairing(players, [(1, 2), (3, None), (4, None)], 2)
    assert check.extra_byes == (3, 4) and not check.clean


def test_pairings_that_do_not_seat_everyone_once_are_refused() -> None:
    players = [player(1, 0), player(2, 0), player(3, 0), player(4, 0)]
    with pytest.raises(CheckError):
        check_pairing(players, [(1, 2)], 2)
    with pytest.raises(CheckError):
        check_pairing(players, [(1, 2), (2, 3), (4, None)], 2)


def test_large_fields_use_the_exact_matching_and_the_engine_is_optimal() -> None:
    rng = random.Random(5)
    players = random_field(rng, 40, 4)
    pairings = pair_swiss(players, 4, random.Random(1))
    check = check_pairing(players, [(p.player1, p.player2) for p in pairings], 4)
    assert check.method is Method.EXACT
    assert check.clean and check.quality == check.optimum


def test_a_worse_pairing_than_the_engine_is_caught_in_a_large_field() -> None:
    rng = random.Random(6)
    players = random_field(rng, 30, 3)
    pairs = [(p.player1, p.player2) for p in pair_swiss(players, 3, random.Random(2))]
    # Swap partners between the first and the last table: never better, here worse.
    (a, b), (c, d) = pairs[0], pairs[-1]
    worse = [(a, d), *pairs[1:-1], (c, b)]
    check = check_pairing(players, worse, 3)
    assert check.better_exists and not check.clean
