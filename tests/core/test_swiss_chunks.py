"""The chunked engine and its optimality proof (swiss.solve_field, pairing_bounds).

Chunks only make pairing fast; the result must equal the exact reference on rules 0-5
every time. These tests use tiny chunks so small fields exercise every merge path, and
check the proof itself: a pairing the proof accepts is never worse than the optimum, and
the bounds it rests on hold for every rematch-free pairing found by brute force.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from mtrdesk.core.swiss.bounds import certify, crossing_bounds, fewest_crossings, group_starts
from mtrdesk.core.swiss.exact import exact_pairing
from mtrdesk.core.swiss.objective import PairingField, pairing_sequence
from mtrdesk.core.swiss.pairing import SwissPlayer, pair_swiss, solve_field


def random_field(rng: random.Random, size: int, *, groups: int, meet_rate: float) -> PairingField:
    """A field with ``groups`` point groups, random past meetings (denser among neighbours)
    and a few byes: enough structure to force pair-downs and deficiencies."""
    points = sorted((rng.randrange(groups) * 3 for _ in range(size)), reverse=True)
    met: dict[int, set[int]] = {i: set() for i in range(size)}
    for i, j in itertools.combinations(range(size), 2):
        rate = meet_rate * (3 if points[i] == points[j] else 1)
        if rng.random() < rate:
            met[i].add(j)
            met[j].add(i)
    players = [
        SwissPlayer(i, points[i], i, frozenset(met[i]), int(rng.random() < 0.2))
        for i in range(size)
    ]
    return PairingField(pairing_sequence(players, rng), rng.randint(2, 6))


def matchings(nodes: list[int]) -> Iterator[list[tuple[int, int]]]:
    if not nodes:
        yield []
        return
    first, rest = nodes[0], nodes[1:]
    for k, other in enumerate(rest):
        for tail in matchings(rest[:k] + rest[k + 1 :]):
            yield [(first, other), *tail]


def all_matchings(field: PairingField) -> Iterator[list[tuple[int, int]]]:
    nodes = list(range(field.size)) + ([field.phantom] if field.size % 2 else [])
    for pairs in matchings(nodes):
        yield [(min(i, j), max(i, j)) for i, j in pairs]


@pytest.mark.parametrize("seed", range(60))
def test_chunked_solution_equals_the_exact_optimum(seed: int) -> None:
    rng = random.Random(seed)
    field = random_field(
        rng, rng.randint(9, 40), groups=rng.randint(2, 6), meet_rate=rng.choice((0.05, 0.2))
    )
    exact = field.quality(exact_pairing(field)).key()
    for chunk in (2, 4, 6):
        matched = solve_field(field, chunk)
        assert sorted(i for pair in matched for i in pair if i != field.phantom) == list(
            range(field.size)
        )
        assert field.quality(matched).key() == exact


@pytest.mark.parametrize("seed", range(150))
def test_the_proof_never_accepts_a_worse_pairing(seed: int) -> None:
    """Random and chunk-assembled pairings: whatever ``certify`` proves is optimal."""
    rng = random.Random(1000 + seed)
    field = random_field(rng, rng.randint(4, 11), groups=rng.randint(1, 4), meet_rate=0.25)
    best = min(field.quality(m).key() for m in all_matchings(field))
    candidates = list(itertools.islice(all_matchings(field), 0, None, 7))[:60]
    candidates.append(solve_field(field, 2))
    for matched in candidates:
        if certify(field, matched).proven:
            assert field.quality(matched).key() == best


@pytest.mark.parametrize("seed", range(120))
def test_crossing_bounds_hold_for_every_clean_pairing(seed: int) -> None:
    """Every pairing without rematch or repeat bye crosses each boundary at least as often
    as the bounds say, and the fewest crossings the proof targets are reached by one."""
    rng = random.Random(5000 + seed)
    field = random_field(rng, rng.randint(4, 11), groups=rng.randint(2, 5), meet_rate=0.3)
    bounds = crossing_bounds(field)
    starts = group_starts(field)
    seen_costs = []
    for matched in all_matchings(field):
        quality = field.quality(matched)
        if quality.rematches or quality.repeat_bye:
            continue
        crossings = [0] * len(starts)
        for i, j in matched:
            gi = field.group[i]
            gj = field.bottom_group if j == field.phantom else field.group[j]
            for g in range(min(gi, gj) + 1, max(gi, gj) + 1):
                crossings[g] += 1
        for g in range(1, len(starts)):
            assert crossings[g] >= bounds.least[g]
            assert crossings[g] % 2 == starts[g] % 2
        for s, t, least in bounds.joint:
            assert crossings[s] + crossings[t] >= least
        seen_costs.append((quality.pair_downs, quality.point_difference))
    target = fewest_crossings(field, bounds)
    if seen_costs and target is not None:
        assert min(seen_costs)[0] >= sum(target[1:])


def test_two_players_who_met_in_a_middle_group_are_proven_optimal() -> None:
    """The case that needs a joint bound: a 2-player group whose players already met must
    send one up and one down, although both neighbouring boundaries have even parity."""
    points = [9] * 4 + [6, 6] + [3] * 4
    players = [SwissPlayer(i, p, i) for i, p in enumerate(points)]
    players[4] = SwissPlayer(4, 6, 4, frozenset({5}))
    players[5] = SwissPlayer(5, 6, 5, frozenset({4}))
    field = PairingField(pairing_sequence(players, random.Random(1)), 4)
    bounds = crossing_bounds(field)
    assert bounds.joint == ((1, 2, 2),)
    matched = exact_pairing(field)
    assert certify(field, matched).proven
    assert field.quality(matched).pair_downs == 2


def test_a_large_field_is_paired_in_chunks_and_matches_the_exact_solver() -> None:
    """400 players in round 4 of a simulated history: chunked and exact agree on 0-5."""
    rng = random.Random(7)
    size = 400
    points = sorted((rng.choice((0, 3, 3, 6, 6, 6, 9, 12)) for _ in range(size)), reverse=True)
    met = {i: set() for i in range(size)}
    for i in range(size):
        for j in rng.sample(range(max(0, i - 30), min(size, i + 30)), 3):
            if j != i:
                met[i].add(j)
                met[j].add(i)
    players = [SwissPlayer(i, points[i], i, frozenset(met[i])) for i in range(size)]
    field = PairingField(pairing_sequence(players, random.Random(3)), 4)
    assert field.quality(solve_field(field)).key() == field.quality(exact_pairing(field)).key()
    pairings = pair_swiss(players, 4, random.Random(3))
    assert len(pairings) == size // 2


def test_the_bye_candidate_alone_at_the_top_of_an_odd_field() -> None:
    """The lowest-ranked player who may have the bye can be alone in the top group (all
    others already had one): the pairing order must still hold everyone once."""
    players = [
        SwissPlayer(1, 6, 0),
        SwissPlayer(2, 3, 1, byes=1),
        SwissPlayer(3, 3, 2, byes=1),
    ]
    sequence = pairing_sequence(players, random.Random(1), 3)
    assert sorted(p.entry for p in sequence) == [1, 2, 3]
    assert sequence[0].entry == 1
    pairings = pair_swiss(players, 3, random.Random(1))
    assert [p.player1 for p in pairings if p.player2 is None] == [1]
