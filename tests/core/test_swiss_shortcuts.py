"""The engine's shortcuts give what the full path gives (issue 33): a run whose neighbours
never met is paired in sequence without building a matching (``exact.sequential_run``), and
that is exactly the pairing the matching returns, run by run and for whole fields."""

from __future__ import annotations

import itertools
import random

import pytest

from mtrdesk.core.swiss import exact, pairing
from mtrdesk.core.swiss.bounds import crossing_bounds
from mtrdesk.core.swiss.exact import band_edges, sequential_run, solve_run
from mtrdesk.core.swiss.objective import PairingField, pairing_sequence
from mtrdesk.core.swiss.pairing import (
    CHUNK,
    WHOLE,
    SwissPlayer,
    pair_swiss,
    solve_field,
)


def sparse_field(rng: random.Random, size: int) -> PairingField:
    """A field where neighbours seldom met, so the shortcut is often taken: a few point
    groups, sparse past meetings, byes for some (rules 0 and 4 decide who gets the bye)."""
    groups = rng.randint(1, 5)
    points = sorted((rng.randrange(groups) * 3 for _ in range(size)), reverse=True)
    met: dict[int, set[int]] = {i: set() for i in range(size)}
    rate = rng.choice((0.0, 0.01, 0.03))
    for i, j in itertools.combinations(range(size), 2):
        if rng.random() < rate:
            met[i].add(j)
            met[j].add(i)
    byes = rng.choice((0.0, 0.3, 1.0))
    ranks = rng.sample(range(size), size)  # standings need not follow the shuffle
    players = [
        SwissPlayer(i, points[i], ranks[i], frozenset(met[i]), int(rng.random() < byes))
        for i in range(size)
    ]
    number = rng.choice((1, 2, 5))
    return PairingField(pairing_sequence(players, rng, number), number)


def full_path(
    field: PairingField, lo: int, hi: int, *, with_phantom: bool
) -> list[tuple[int, int]]:
    """``solve_run`` with the shortcut switched off: always the matching."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact, "sequential_run", lambda *args, **kwargs: None)
        return solve_run(field, lo, hi, with_phantom=with_phantom)


def test_the_sequential_shortcut_is_the_matching_s_own_answer() -> None:
    """240 fields of 3-40 players, the whole field and three inner runs of each."""
    rng = random.Random(33)
    taken = declined = 0
    for _ in range(240):
        field = sparse_field(rng, rng.randint(3, 40))
        n = field.size
        runs = [(0, n, n % 2 == 1)]
        for _ in range(3):  # inner runs of even length, as the engine cuts them
            lo = rng.randrange(0, n - 1)
            hi = lo + 2 * rng.randint(1, (n - lo) // 2)
            runs.append((lo, hi, False))
        for lo, hi, with_phantom in runs:
            shortcut = sequential_run(field, lo, hi, with_phantom=with_phantom)
            full = full_path(field, lo, hi, with_phantom=with_phantom)
            assert solve_run(field, lo, hi, with_phantom=with_phantom) == full
            if shortcut is None:
                declined += 1
            else:
                taken += 1
                assert shortcut == full
    assert taken and declined  # both sides of the shortcut were exercised


def test_the_shortcut_declines_a_bye_a_lower_ranked_player_may_have() -> None:
    """Rule 4: the last position is not the lowest-ranked eligible player of the run."""
    players = [SwissPlayer(i, 3, rank, byes=0) for i, rank in enumerate((0, 1, 4, 2, 3))]
    field = PairingField(players, 3)  # positions as given: position 2 is ranked lowest
    assert sequential_run(field, 0, 5, with_phantom=True) is None
    assert (2, field.phantom) in full_path(field, 0, 5, with_phantom=True)


def test_the_shortcut_declines_a_repeat_bye() -> None:
    """Rule 0: the last position already had a bye while someone else has not."""
    players = [SwissPlayer(i, 0, i, byes=int(i == 2)) for i in range(3)]
    field = PairingField(players, 2)
    assert sequential_run(field, 0, 3, with_phantom=True) is None
    assert solve_run(field, 0, 3, with_phantom=True) == [(0, 2), (1, field.phantom)]


@pytest.mark.parametrize("seed", range(8))
def test_whole_fields_in_small_chunks_pair_as_without_the_shortcut(seed: int) -> None:
    """Many runs, merges included: the assembled pairing is the same pair for pair."""
    rng = random.Random(1000 + seed)
    field = sparse_field(rng, rng.randint(60, 160))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(exact, "sequential_run", lambda *args, **kwargs: None)
        full = solve_field(field, chunk=8)
    assert solve_field(field, chunk=8) == full


def lopsided_field(rng: random.Random) -> tuple[PairingField, PairingField]:
    """The same field twice, one side of each meeting listed at random, with dropped
    entries and a player listing themselves; the second field has ``opponents`` built."""
    size = rng.randint(2, 30)
    lists: dict[int, set[int]] = {i: set() for i in range(size)}
    for i, j in itertools.combinations(range(size), 2):
        if rng.random() < 0.15:
            side = rng.randrange(3)  # one side, the other, or both list the meeting
            if side != 1:
                lists[i].add(j)
            if side != 0:
                lists[j].add(i)
    for i in rng.sample(range(size), size // 4):
        lists[i].add(1000 + rng.randrange(5))  # a dropped player, not in the field
    lists[rng.randrange(size)].add(0)
    players = [
        SwissPlayer(i, rng.randrange(3) * 3, i, frozenset(lists[i]), rng.randrange(2))
        for i in range(size)
    ]
    number = rng.randint(1, 5)
    fields = [PairingField(pairing_sequence(players, random.Random(size), number), number)]
    fields.append(PairingField(fields[0].players, number))
    assert fields[1].opponents  # built: the helpers below then read it
    return fields[0], fields[1]


def test_who_met_whom_read_where_asked_is_the_full_table() -> None:
    """``met``, ``opponents_within``, ``neighbours_met`` and ``degree_bound`` agree with
    the symmetric table of ``opponents`` (built or not), and so do the crossing bounds."""
    rng = random.Random(3300)
    for _ in range(200):
        lazy, built = lopsided_field(rng)
        table, n = built.opponents, built.size
        for i, j in itertools.product(range(n), repeat=2):
            assert lazy.met(i, j) == built.met(i, j) == (j in table[i])
        assert lazy.degree_bound >= max(map(len, table))
        assert built.degree_bound == max(map(len, table))
        assert "opponents" not in lazy.__dict__
        for lo in range(n):
            for hi in range(lo + 1, n + 1):
                expected = [{j for j in table[i] if lo <= j < hi} for i in range(lo, hi)]
                assert lazy.opponents_within(lo, hi) == expected
                assert built.opponents_within(lo, hi) == expected
                pairs = zip(range(lo, hi - 1, 2), range(lo + 1, hi, 2), strict=True)
                assert lazy.neighbours_met(lo, hi) == any(j in table[i] for i, j in pairs)
        assert crossing_bounds(lazy) == crossing_bounds(built)
        assert "opponents" not in lazy.__dict__  # nothing on the hot path built it


def reference_sequence(
    players: list[SwissPlayer], rng: random.Random, round_number: int
) -> list[SwissPlayer]:
    """``pairing_sequence`` as it was written before issue 33 (one lambda sort, a while
    loop over the groups, the bye's player found by equality)."""
    ordered = sorted(players, key=lambda p: (-p.points, p.rank, p.entry))
    sequence: list[SwissPlayer] = []
    start = 0
    while start < len(ordered):
        end = start
        while end < len(ordered) and ordered[end].points == ordered[start].points:
            end += 1
        group = ordered[start:end]
        rng.shuffle(group)
        sequence.extend(group)
        start = end
    if round_number > 1 and len(sequence) % 2:
        anyone_without = any(p.byes == 0 for p in sequence)
        eligible = [p for p in sequence if not (anyone_without and p.byes)]
        wanted = max(eligible, key=lambda p: p.rank)
        sequence.remove(wanted)
        last = 1 + max((i for i, p in enumerate(sequence) if p.points >= wanted.points), default=-1)
        sequence.insert(last, wanted)
    return sequence


def test_the_pairing_order_is_the_one_written_before() -> None:
    """Same order and the same use of the seed, byes or not, odd and even fields."""
    rng = random.Random(3301)
    for _ in range(300):
        size = rng.randint(1, 60)
        players = [
            SwissPlayer(i, rng.randrange(4) * 3, rank, byes=int(rng.random() < rng.random()))
            for i, rank in enumerate(rng.sample(range(size * 2), size))
        ]
        number, seed = rng.randint(1, 4), rng.randrange(10**6)
        expected = reference_sequence(players, random.Random(seed), number)
        assert pairing_sequence(players, random.Random(seed), number) == expected


def test_every_band_edge_weighs_what_the_objective_says() -> None:
    """The weights built a point group at a time are each pair's ``pair_terms`` at the
    run's multipliers, inside groups and across them, rematches and the bye included."""
    rng = random.Random(3302)
    for _ in range(150):
        field = sparse_field(rng, rng.randint(3, 40))
        n = field.size
        lo = rng.randrange(0, n - 1)
        hi = n if rng.random() < 0.5 else lo + 2 * rng.randint(1, (n - lo) // 2)
        with_phantom = hi == n and (n - lo) % 2 == 1
        widest = 2 * max(map(len, field.opponents_within(lo, hi))) + 3
        *multipliers, top = exact._multipliers(field, lo, hi, with_phantom, 2 * widest)
        edges = band_edges(field, lo, hi, with_phantom=with_phantom)
        assert edges
        for a, b, weight in edges:
            j = field.phantom if b == hi - lo else b + lo
            terms = field.pair_terms(a + lo, j)
            assert weight == top - sum(m * t for m, t in zip(multipliers, terms, strict=True))


@pytest.mark.parametrize("size", [WHOLE - 1, WHOLE, WHOLE + 1, 4 * WHOLE])
def test_fields_up_to_whole_are_paired_in_one_matching(size: int) -> None:
    """Issue 33 made the runs shorter only above ``WHOLE``: a store-sized field is still
    solved as one run (the exact solver's pairing of the whole field), a larger one in runs
    of about ``CHUNK``."""
    rng = random.Random(size)
    players = list(sparse_field(rng, size).players)
    runs: list[tuple[int, int]] = []

    def recording(
        field: PairingField, lo: int, hi: int, *, with_phantom: bool
    ) -> list[tuple[int, int]]:
        runs.append((lo, hi))
        return solve_run(field, lo, hi, with_phantom=with_phantom)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pairing, "solve_run", recording)
        pair_swiss(players, 2, random.Random(9))
    if size <= WHOLE:
        assert runs == [(0, size)]
    else:
        first = pairing._runs(size, CHUNK)  # merges, if any, come after these
        assert runs[: len(first)] == first
        assert max(hi - lo for lo, hi in first) < 3 * CHUNK


def test_rank_comparisons_without_sorting_agree_with_below() -> None:
    """``ranked_lower`` and ``lowest_bye`` (rules 0 and 4 read from the ranks) say what
    the sorted ``below`` says, ranks shared by several players included."""
    rng = random.Random(3303)
    for _ in range(200):
        size = rng.randint(1, 25)
        players = [
            SwissPlayer(i, rng.randrange(3), rng.randrange(size), byes=rng.randrange(2))
            for i in range(size)
        ]
        field = PairingField(players, 2)
        below = field.below
        for i, j in itertools.product(range(size), repeat=2):
            assert field.ranked_lower(i, j) == (below[i] < below[j])
        allowed = [k for k in range(size) if field.bye_allowed(k)]
        assert below[field.lowest_bye] == min(below[k] for k in allowed)
        assert field.lowest_bye in allowed
