"""The pod checker finds what a bad pod round does wrong, and its search is the optimum."""

from __future__ import annotations

import itertools
import random

import pytest

from mtrdesk.core.pods.check import EXHAUSTIVE_LIMIT, PodMethod, check_pods
from mtrdesk.core.pods.pairing import Pod, PodPlayer, pair_pods, pod_quality, pod_sizes
from mtrdesk.core.swiss.check import CheckError
from tests.helpers.core_samples import pods_of


def player(entry: int, points: int = 0, met: tuple[int, ...] = (), short: int = 0) -> PodPlayer:
    """Rank follows the entry: entry 1 is ranked first."""
    return PodPlayer(entry, points, entry - 1, frozenset(met), short)


def random_field(rng: random.Random, n: int, round_number: int) -> list[PodPlayer]:
    met: dict[int, set[int]] = {e: set() for e in range(1, n + 1)}
    for a, b in itertools.combinations(range(1, n + 1), 2):
        if rng.random() < 0.25:
            met[a].add(b)
            met[b].add(a)
    ranks = rng.sample(range(n), n)
    return [
        PodPlayer(
            e,
            7 * rng.randint(0, round_number - 1) + rng.choice((0, 0, 1)),
            ranks[e - 1],
            frozenset(met[e]),
            int(rng.random() < 0.3),
        )
        for e in range(1, n + 1)
    ]


def brute_force(players: list[PodPlayer], ranked: bool) -> tuple[int, int, int]:
    """The best ``pod_quality`` over every way to fill the layout: no pruning at all."""
    sizes = pod_sizes(len(players))
    best = None

    def fill(rest: list[int], groups: list[tuple[int, ...]]) -> None:
        nonlocal best
        if len(groups) == len(sizes):
            key = pod_quality(players, pods_of(*groups), ranked=ranked).key()
            best = key if best is None or key < best else best
            return
        for group in itertools.combinations(rest, sizes[len(groups)]):
            fill([e for e in rest if e not in group], [*groups, group])

    fill([p.entry for p in players], [])
    assert best is not None
    return best


@pytest.mark.parametrize("n", range(3, 11))
def test_the_search_finds_what_trying_every_pairing_finds(n: int) -> None:
    rng = random.Random(n)
    for trial in range(12):
        round_number = 1 + trial % 4
        players = random_field(rng, n, round_number)
        shuffled = rng.sample([p.entry for p in players], n)
        groups, start = [], 0
        for size in pod_sizes(n):
            groups.append(tuple(shuffled[start : start + size]))
            start += size
        pods = pods_of(*groups)
        check = check_pods(players, pods, round_number)
        ranked = round_number > 1
        assert check.quality == pod_quality(players, pods, ranked=ranked)
        assert check.method is PodMethod.EXHAUSTIVE
        best = brute_force(players, ranked)
        assert check.best.key() == best, (n, trial)
        assert check.better_exists == (best < check.quality.key())
        if check.better_exists:
            assert pod_quality(players, check.better, ranked=ranked) == check.best


def test_the_engine_is_optimal_on_small_fields() -> None:
    rng = random.Random(4)
    for trial in range(60):
        n = rng.randint(3, EXHAUSTIVE_LIMIT)
        players = random_field(rng, n, 1 + trial % 4)
        pods = pair_pods(players, 1 + trial % 4, random.Random(trial))
        check = check_pods(players, pods, 1 + trial % 4)
        assert check.clean and check.verified, (trial, check)


def test_a_clean_round_passes() -> None:
    players = [player(e, 7 if e <= 4 else 0) for e in range(1, 9)]
    check = check_pods(players, pods_of((2, 1, 4, 3), (8, 7, 6, 5)), 2)
    assert check.clean and check.verified
    assert check.quality.key() == (0, 0, 0) and not check.better


def test_a_repeat_meeting_is_caught() -> None:
    """1 and 2 met; 8 players in two pods can keep them apart at no cost but moves."""
    players = [player(1, met=(2,)), player(2, met=(1,)), *(player(e) for e in range(3, 9))]
    check = check_pods(players, pods_of((1, 2, 3, 4), (5, 6, 7, 8)), 2)
    assert check.repeat_meetings == ((1, 2),)
    assert check.avoidable_meetings == 1
    assert check.better_exists and check.worse_level == 1 and not check.clean
    assert pod_quality(players, check.better).rematches == 0


def test_a_meeting_nobody_can_avoid_is_not_held_against_the_round() -> None:
    """Three players who all met must share one pod of three: the optimum needs it too."""
    players = [player(1, met=(2, 3)), player(2, met=(1, 3)), player(3, met=(1, 2))]
    check = check_pods(players, pods_of((3, 1, 2)), 2)
    assert len(check.repeat_meetings) == 3
    assert check.avoidable_meetings == 0 and check.clean


def test_a_second_short_pod_is_caught() -> None:
    """Seven players: a pod of 4 and one of 3. Player 5 already sat in a short pod."""
    players = [player(e, short=1 if e == 5 else 0) for e in range(1, 8)]
    check = check_pods(players, pods_of((1, 2, 3, 4), (5, 6, 7)), 2)
    assert check.repeat_short == (5,)
    assert check.avoidable_repeat_short == 1 and check.worse_level == 2
    assert check.better_exists and not check.clean
    assert pod_quality(players, check.better).repeat_short_pods == 0


def test_a_layout_off_the_addendum_is_caught() -> None:
    """Eight players are two pods of 4, not a 5 and a 3 (10.4A: sizes near the norm)."""
    players = [player(e) for e in range(1, 9)]
    check = check_pods(players, pods_of((1, 2, 3, 4, 5), (6, 7, 8)), 2)
    assert check.layout == (5, 3) and check.expected_layout == (4, 4)
    assert not check.layout_ok and not check.clean
    # Short pods go last (10.4A: "typically the last pods").
    seven = [player(e) for e in range(1, 8)]
    assert not check_pods(seven, pods_of((1, 2, 3), (4, 5, 6, 7)), 2).layout_ok


def test_a_pairing_worse_than_the_optimum_is_caught() -> None:
    """No history: pods in standings order cost nothing; 4 and 5 swapped move two places."""
    players = [player(e, 7 if e <= 4 else 0) for e in range(1, 9)]
    check = check_pods(players, pods_of((1, 2, 3, 5), (4, 6, 7, 8)), 2)
    assert check.quality.key() == (0, 0, 2) and check.best.key() == (0, 0, 0)
    assert check.better_exists and check.worse_level == 3
    assert check.avoidable_meetings == 0 and not check.clean
    # Round 1 is a seeded shuffle: no order, so no displacement to hold against it.
    assert check_pods(players, pods_of((1, 2, 3, 5), (4, 6, 7, 8)), 1).clean


def test_a_large_field_is_proven_by_integer_programming() -> None:
    """Above the exhaustive limit the optimum is proven by ``pod_exact``, and a pairing
    worse than it is caught with the better pairing as evidence."""
    n = 200
    players = [player(e, 7 * (e <= 50)) for e in range(1, n + 1)]
    in_order = pods_of(*(tuple(range(s, s + 4)) for s in range(1, n + 1, 4)))
    zero = check_pods(players, in_order, 2)
    assert zero.verified and zero.clean  # 0 on every level: nothing can be better
    swapped = [list(pod.seats) for pod in in_order]
    swapped[0][0], swapped[10][0] = swapped[10][0], swapped[0][0]
    worse = check_pods(players, pods_of(*map(tuple, swapped)), 2)
    assert worse.method is PodMethod.EXACT and worse.verified
    assert worse.better_exists and worse.best.key() == (0, 0, 0)


def test_pods_that_do_not_seat_everyone_are_refused() -> None:
    players = [player(e) for e in range(1, 9)]
    with pytest.raises(CheckError):
        check_pods(players, pods_of((1, 2, 3, 4), (5, 6, 7)), 2)
    with pytest.raises(CheckError):
        check_pods(players, pods_of((1, 2, 3, 4), (5, 6, 7, 1)), 2)
    with pytest.raises(CheckError):
        check_pods(players, [Pod(1, (1, 2, 3, 4)), Pod(3, (5, 6, 7, 8))], 2)


@pytest.mark.slow
def test_a_better_pairing_found_is_real_evidence() -> None:
    """Whenever the checker says a better pairing exists, it holds one: every player seated
    once, in the addendum's layout, and strictly better by ``pod_quality`` itself. Checked
    on the engine's rounds and on the same pods listed bottom to top."""
    from mtrdesk.core.simulation.rounds import PodSimulation, simulate_pod_event

    found = 0
    for players, seed in ((17, 1), (18, 3), (21, 1), (22, 2), (29, 2), (31, 1), (31, 2)):
        for played in simulate_pod_event(PodSimulation(players, seed=seed)).rounds:
            upside_down = [
                Pod(table, pod.seats, pod.short)
                for table, pod in enumerate(reversed(played.pods), 1)
            ]
            for pods in (played.pods, upside_down):
                check = check_pods(played.players, pods, played.number)
                if not check.better_exists:
                    assert not check.better
                    continue
                found += 1
                seated = sorted(entry for pod in check.better for entry in pod.seats)
                assert seated == sorted(p.entry for p in played.players)
                assert tuple(pod.size for pod in check.better) == check.expected_layout
                ranked = played.number > 1
                assert pod_quality(played.players, check.better, ranked=ranked) == check.best
                assert check.best.key() < pod_quality(played.players, pods, ranked=ranked).key()
    assert found >= 15
