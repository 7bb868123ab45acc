"""Swiss pairing: determinism, rematch avoidance, byes, minimal pair-downs, exactness, scale.

The objective is re-implemented here from the documented rules (``objective``) so the
brute-force comparisons check ``pair_swiss`` against the specification, not against itself.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest
import rustworkx

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR, recommended_swiss_rounds
from mtrdesk.core.simulation.happenings import pick_drops, random_skills, simulate_round
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.swiss.pairing import (
    NoLegalPairing,
    Pairing,
    PairingProblem,
    SwissPlayer,
    pair_swiss,
    pairing_quality,
    players_for_pairing,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, match_points, unopposed

# --- helpers ---------------------------------------------------------------------------


def make_players(
    points: Sequence[int],
    opponents: dict[int, Sequence[int]] | None = None,
    byes: dict[int, int] | None = None,
) -> list[SwissPlayer]:
    """Players 1..n ranked in the given order (rank 0 first); opponents made symmetric."""
    met: dict[int, set[int]] = {entry: set() for entry in range(1, len(points) + 1)}
    for entry, others in (opponents or {}).items():
        for other in others:
            met[entry].add(other)
            met[other].add(entry)
    return [
        SwissPlayer(entry, pts, entry - 1, frozenset(met[entry]), (byes or {}).get(entry, 0))
        for entry, pts in enumerate(points, 1)
    ]


def pairs_of(pairings: Sequence[Pairing]) -> set[frozenset[EntryId]]:
    return {frozenset(p.players()) for p in pairings if p.player2 is not None}


def bye_of(pairings: Sequence[Pairing]) -> EntryId | None:
    byes = [p.player1 for p in pairings if p.player2 is None]
    assert len(byes) <= 1
    return byes[0] if byes else None


def assert_valid(players: Sequence[SwissPlayer], pairings: Sequence[Pairing]) -> None:
    """Everyone exactly once, tables 1..k from the top point group down, the bye last."""
    seen = Counter(entry for p in pairings for entry in p.players())
    assert set(seen) == {p.entry for p in players}
    assert set(seen.values()) == {1}
    tables = [p.table for p in pairings if p.player2 is not None]
    assert tables == list(range(1, len(tables) + 1))
    assert (len(players) % 2 == 1) == (bye_of(pairings) is not None)
    if bye_of(pairings) is not None:
        assert pairings[-1].player2 is None and pairings[-1].table is None
    points = {p.entry: p.points for p in players}
    keys = [
        sorted((points[p.player1], points[p.player2]), reverse=True)
        for p in pairings
        if p.player2 is not None
    ]
    assert keys == sorted(keys, reverse=True)
    for p in pairings:
        if p.player2 is not None:
            assert points[p.player1] >= points[p.player2]


def objective(
    players: Sequence[SwissPlayer],
    pairs: Sequence[tuple[EntryId, EntryId | None]],
    round_number: int,
) -> tuple[int, ...]:
    """The documented objective, computed independently of the module.

    (repeat bye, rematches, pair-downs (group boundaries crossed), point difference,
    squared point difference, players ranked below the bye player).
    """
    by_entry = {p.entry: p for p in players}
    levels = sorted({p.points for p in players}, reverse=True)
    group = {p.entry: levels.index(p.points) for p in players}
    bottom = len(levels) - 1
    anyone_without = any(p.byes == 0 for p in players)
    repeat = rematches = downs = diff = square = below = 0
    for a, b in pairs:
        pa = by_entry[a]
        if b is None:
            repeat += int(anyone_without and pa.byes > 0)
            downs += bottom - group[a]
            d = pa.points - levels[-1]
            if round_number > 1:
                below += sum(1 for p in players if p.rank > pa.rank)
        else:
            pb = by_entry[b]
            rematches += int(b in pa.opponents or a in pb.opponents)
            downs += abs(group[a] - group[b])
            d = abs(pa.points - pb.points)
        diff += d
        square += d * d
    return (repeat, rematches, downs, diff, square, below)


def all_pairings(entries: list[EntryId]) -> Iterator[list[tuple[EntryId, EntryId | None]]]:
    """Every way to pair ``entries`` (with one bye when the count is odd)."""
    if not entries:
        yield []
        return
    if len(entries) % 2:
        for k, entry in enumerate(entries):
            for rest in all_pairings(entries[:k] + entries[k + 1 :]):
                yield [(entry, None), *rest]
        return
    first, rest = entries[0], entries[1:]
    for k, other in enumerate(rest):
        for tail in all_pairings(rest[:k] + rest[k + 1 :]):
            yield [(first, other), *tail]


def as_pairs(pairings: Sequence[Pairing]) -> list[tuple[EntryId, EntryId | None]]:
    return [(p.player1, p.player2) for p in pairings]


def swiss_like_history(rng: random.Random, n: int, rounds: int) -> list[SwissPlayer]:
    """Earlier rounds that paired players mostly near each other in the standings."""
    points = sorted((rng.choice((0, 1, 3, 3, 4, 6, 6, 9)) for _ in range(n)), reverse=True)
    met: dict[int, list[int]] = {entry: [] for entry in range(1, n + 1)}
    for _ in range(rounds):
        order = sorted(range(1, n + 1), key=lambda entry: entry + rng.gauss(0, 3))
        for a, b in zip(order[::2], order[1::2], strict=False):
            met[a].append(b)
    byes = {entry: 1 for entry in range(1, n + 1) if rng.random() < 0.2}
    return make_players(points, met, byes)


def random_history(rng: random.Random, n: int, density: float) -> list[SwissPlayer]:
    """Random points (with draws), random earlier opponents and byes; ranks follow points."""
    points = sorted((rng.choice((0, 1, 3, 3, 4, 6, 6, 7, 9)) for _ in range(n)), reverse=True)
    opponents = {
        a: [b for b in range(a + 1, n + 1) if rng.random() < density] for a in range(1, n + 1)
    }
    byes = {entry: 1 for entry in range(1, n + 1) if rng.random() < 0.3}
    return make_players(points, opponents, byes)


# --- round 1 and determinism -----------------------------------------------------------


def test_round_one_is_determined_by_the_seed() -> None:
    players = make_players([0] * 16)
    first = pair_swiss(players, 1, random.Random(42))
    again = pair_swiss(players, 1, random.Random(42))
    assert first == again
    assert_valid(players, first)


def test_round_one_differs_across_seeds() -> None:
    players = make_players([0] * 16)
    seen = {frozenset(pairs_of(pair_swiss(players, 1, random.Random(seed)))) for seed in range(20)}
    assert len(seen) == 20


def test_round_one_bye_is_random_not_the_last_registered() -> None:
    players = make_players([0] * 9)
    byes = {bye_of(pair_swiss(players, 1, random.Random(seed))) for seed in range(40)}
    assert len(byes) >= 5


def test_later_round_is_determined_by_the_seed() -> None:
    players = random_history(random.Random(5), 40, 0.05)
    results = {pair_swiss(players, 4, random.Random(seed)) for seed in (1, 1, 1)}
    assert len(results) == 1
    assert len({pair_swiss(players, 4, random.Random(seed)) for seed in range(10)}) > 1


def test_pairs_within_a_point_group_are_random() -> None:
    players = make_players([3] * 8 + [0] * 8)
    seen = {frozenset(pairs_of(pair_swiss(players, 2, random.Random(s)))) for s in range(30)}
    assert len(seen) > 20
    for pairings in (pair_swiss(players, 2, random.Random(s)) for s in range(30)):
        assert pairing_quality(players, pairings, 2).pair_downs == 0


# --- rematches -------------------------------------------------------------------------


def test_avoids_the_rematch_a_greedy_pairing_runs_into() -> None:
    # Top-down greedy in rank order pairs 1-2 first and is left with 3-4, who have met.
    players = make_players([3, 3, 3, 3], {1: [3], 3: [4]})
    for seed in range(30):
        pairings = pair_swiss(players, 3, random.Random(seed))
        assert pairs_of(pairings) == {frozenset({1, 4}), frozenset({2, 3})}


def test_avoids_a_forced_rematch_on_the_pair_down() -> None:
    # Greedy: 1-2 inside the 6-point group, 3 pairs down, but 3 has met every 3-pointer.
    players = make_players([6, 6, 6, 3, 3, 3, 3, 3], {3: [4, 5, 6, 7, 8]})
    for seed in range(30):
        pairings = pair_swiss(players, 6, random.Random(seed))
        quality = pairing_quality(players, pairings, 6)
        assert quality.rematches == 0
        assert quality.pair_downs == 1
        partner = next(p for p in pairings if 3 in p.players())
        assert {partner.player1, partner.player2} <= {1, 2, 3}


def test_unavoidable_rematch_is_made_once_or_refused() -> None:
    players = make_players([3, 0], {1: [2]})
    pairings = pair_swiss(players, 2, random.Random(0))
    assert pairs_of(pairings) == {frozenset({1, 2})}
    assert pairing_quality(players, pairings, 2).rematches == 1
    with pytest.raises(NoLegalPairing) as caught:
        pair_swiss(players, 2, random.Random(0), allow_rematches=False)
    assert caught.value.reason is PairingProblem.REMATCH_REQUIRED


def test_fewest_rematches_when_some_are_unavoidable() -> None:
    # Four players who all met each other, plus two fresh ones: exactly one rematch.
    players = make_players([6, 6, 6, 6, 0, 0], {1: [2, 3, 4], 2: [3, 4], 3: [4], 5: [6]})
    pairings = pair_swiss(players, 5, random.Random(3))
    assert pairing_quality(players, pairings, 5).rematches == 1


# --- byes ------------------------------------------------------------------------------


def test_bye_goes_to_the_lowest_ranked_player() -> None:
    players = make_players([6, 6, 3, 3, 3, 0, 0])
    for seed in range(20):
        assert bye_of(pair_swiss(players, 3, random.Random(seed))) == 7


def test_bye_skips_players_who_already_had_one() -> None:
    players = make_players([6, 6, 3, 3, 3, 0, 0], byes={7: 1})
    for seed in range(20):
        assert bye_of(pair_swiss(players, 3, random.Random(seed))) == 6


def test_awarded_bye_counts_as_having_had_the_bye() -> None:
    # Player 6 had an awarded bye (MTR Appendix E), 7 a pairing bye: 5 is next in line.
    players = make_players([6, 6, 3, 3, 3, 3, 3], byes={6: 1, 7: 1})
    for seed in range(20):
        assert bye_of(pair_swiss(players, 3, random.Random(seed))) == 5


def test_bye_moves_up_a_group_when_the_bottom_group_all_had_one() -> None:
    players = make_players([6, 6, 3, 3, 3, 0, 0], byes={6: 1, 7: 1})
    for seed in range(20):
        pairings = pair_swiss(players, 3, random.Random(seed))
        assert bye_of(pairings) == 5
        assert frozenset({6, 7}) in pairs_of(pairings)


def test_second_bye_only_when_everyone_had_one() -> None:
    players = make_players([6, 3, 3, 3, 0], byes=dict.fromkeys(range(1, 6), 1))
    for seed in range(20):
        assert bye_of(pair_swiss(players, 4, random.Random(seed))) == 5


def test_bye_yields_to_rematch_avoidance() -> None:
    # 5 is lowest, but a bye for 5 leaves 3 v 4 (who met) or two pair-downs: 4 takes it.
    players = make_players([3, 3, 0, 0, 0], {3: [4]})
    for seed in range(20):
        pairings = pair_swiss(players, 3, random.Random(seed))
        quality = pairing_quality(players, pairings, 3)
        assert (quality.rematches, quality.pair_downs) == (0, 0)
        assert bye_of(pairings) == 4


# --- pair-downs --------------------------------------------------------------------------


def test_pair_down_goes_to_the_nearest_group() -> None:
    # 6 | 3 3 | 0: the 6 meets a 3 and the other 3 meets the 0, never 6 v 0.
    players = make_players([6, 3, 3, 0])
    for seed in range(20):
        pairings = pair_swiss(players, 3, random.Random(seed))
        assert frozenset({1, 4}) not in pairs_of(pairings)
        quality = pairing_quality(players, pairings, 3)
        assert (quality.pair_downs, quality.point_difference) == (2, 6)


def test_odd_groups_float_exactly_one_player() -> None:
    players = make_players([6, 6, 6, 3, 3, 3, 0, 0])
    for seed in range(20):
        pairings = pair_swiss(players, 3, random.Random(seed))
        quality = pairing_quality(players, pairings, 3)
        assert (quality.pair_downs, quality.point_difference) == (1, 3)
        assert frozenset({7, 8}) in pairs_of(pairings)


def test_leaders_who_met_both_pair_down() -> None:
    players = make_players([6, 6, 3, 3, 3, 3, 0, 0], {1: [2]})
    for seed in range(20):
        pairings = pair_swiss(players, 3, random.Random(seed))
        quality = pairing_quality(players, pairings, 3)
        assert (quality.rematches, quality.pair_downs) == (0, 2)
        assert frozenset({7, 8}) in pairs_of(pairings)


def test_top_table_holds_the_top_group() -> None:
    players = make_players([9, 9, 6, 6, 3, 3, 0])
    pairings = pair_swiss(players, 4, random.Random(1))
    assert_valid(players, pairings)
    assert pairings[0] == Pairing(1, 1, 2)
    assert pairings[-1] == Pairing(None, 7, None)


# --- exactness -------------------------------------------------------------------------


@pytest.mark.parametrize("n", [6, 7, 8, 9, 10])
def test_matches_brute_force_optimum(n: int) -> None:
    for seed in range(60):
        rng = random.Random(seed * 100 + n)
        players = random_history(rng, n, density=rng.choice((0.1, 0.3, 0.6)))
        round_number = rng.choice((1, 2, 5))
        best = min(
            objective(players, pairs, round_number)
            for pairs in all_pairings([p.entry for p in players])
        )
        pairings = pair_swiss(players, round_number, random.Random(seed))
        assert_valid(players, pairings)
        got = objective(players, as_pairs(pairings), round_number)
        assert got == best, (seed, players)
        assert pairing_quality(players, pairings, round_number).key() == got


def complete_graph_optimum(players: Sequence[SwissPlayer], round_number: int) -> tuple[int, ...]:
    """The optimum over *all* pairs by a max-weight matching on the complete graph."""
    entries: list[EntryId | None] = [p.entry for p in players]
    if len(entries) % 2:
        entries.append(None)
    costs = {}
    for a in range(len(entries)):
        for b in range(a + 1, len(entries)):
            first, second = entries[a], entries[b]
            pair = (second, None) if first is None else (first, second)
            assert pair[0] is not None
            costs[a, b] = objective(players, [pair], round_number)
    scale = [1 + max(c[level] for c in costs.values()) * len(entries) for level in range(6)]
    graph = rustworkx.PyGraph()
    graph.add_nodes_from(entries)
    weights = {}
    for (a, b), cost in costs.items():
        value = 0
        for level in range(6):
            value = value * scale[level] + cost[level]
        weights[a, b] = value
    top = max(weights.values()) + 1
    graph.add_edges_from([(a, b, top - w) for (a, b), w in weights.items()])
    matching = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    pairs = []
    for a, b in matching:
        first, second = entries[a], entries[b]
        pairs.append((second, None) if first is None else (first, second))
    return objective(players, pairs, round_number)


@pytest.mark.parametrize("n", [15, 24, 33, 48, 61])
def test_matches_complete_graph_optimum_on_crowded_histories(n: int) -> None:
    # Crowded histories push optimal pairs apart in the standings: the candidate edges
    # pair_swiss keeps (see the span bound in its docstring) must still hold an optimum.
    for seed in range(12):
        rng = random.Random(seed * 7 + n)
        if seed % 2:
            players = random_history(rng, n, density=rng.choice((0.05, 0.15, 0.35)))
        else:
            players = swiss_like_history(rng, n, rounds=rng.randrange(1, 9))
        round_number = 2 + rng.randrange(6)
        pairings = pair_swiss(players, round_number, random.Random(seed))
        assert_valid(players, pairings)
        assert objective(players, as_pairs(pairings), round_number) == complete_graph_optimum(
            players, round_number
        )


# --- simulated events ------------------------------------------------------------------


def run_event(
    entries: int, rounds: int, seed: int, drop_rate: float = 0.0
) -> list[tuple[list[SwissPlayer], tuple[Pairing, ...]]]:
    """Pair and simulate a whole event; returns each round's players and pairings."""
    rng = random.Random(seed)
    active = list(range(1, entries + 1))
    skill = random_skills(rng, active)
    tiebreak = {entry: rng.random() for entry in active}
    history: list[MatchRecord] = []
    played: list[tuple[list[SwissPlayer], tuple[Pairing, ...]]] = []
    for round_number in range(1, rounds + 1):
        points = {p.entry: p.points for p in players_for_pairing(active, history)}
        standings = sorted(active, key=lambda e: (-points[e], tiebreak[e]))
        players = list(players_for_pairing(standings, history))
        pairings = pair_swiss(players, round_number, rng)
        played.append((players, pairings))
        history.extend(simulate_round(pairings, round_number, rng, skill=skill))
        dropped = pick_drops(rng, active, drop_rate)
        active = [e for e in active if e not in dropped]
    return played


@pytest.mark.slow
@pytest.mark.parametrize(("entries", "drop_rate"), [(16, 0.0), (64, 0.03), (256, 0.0), (255, 0.02)])
def test_simulated_event_has_no_rematch_and_fair_byes(entries: int, drop_rate: float) -> None:
    rounds = recommended_swiss_rounds(entries)
    met: set[frozenset[EntryId]] = set()
    byes: Counter[EntryId] = Counter()
    for round_number, (players, pairings) in enumerate(
        run_event(entries, rounds, seed=entries, drop_rate=drop_rate), 1
    ):
        assert_valid(players, pairings)
        for pair in pairs_of(pairings):
            assert pair not in met, f"rematch {sorted(pair)} in round {round_number}"
            met.add(pair)
        bye = bye_of(pairings)
        if bye is not None:
            active = {p.entry for p in players}
            assert byes[bye] == 0 or all(byes[e] for e in active), "second bye too early"
            byes[bye] += 1
    assert max(byes.values(), default=0) <= 1


def test_simulated_event_pairs_down_minimally() -> None:
    # Without rematch pressure a round's pair-downs equal the odd point groups above it.
    for players, pairings in run_event(64, 4, seed=11):
        groups = Counter(p.points for p in players)
        running = odd_boundaries = 0
        for points in sorted(groups, reverse=True)[:-1]:
            running += groups[points]
            odd_boundaries += running % 2
        quality = pairing_quality(players, pairings, 1)
        assert quality.rematches == 0
        assert quality.pair_downs == odd_boundaries


# --- inputs and helpers ----------------------------------------------------------------


def test_invalid_inputs_raise_typed_errors() -> None:
    rng = random.Random(0)
    cases = [
        ([SwissPlayer(1, 0, 0)], 1, PairingProblem.TOO_FEW_PLAYERS),
        ([SwissPlayer(1, 0, 0), SwissPlayer(1, 0, 1)], 1, PairingProblem.DUPLICATE_ENTRY),
        ([SwissPlayer(1, 0, 0), SwissPlayer(2, 0, 0)], 1, PairingProblem.DUPLICATE_RANK),
        ([SwissPlayer(1, 0, 0), SwissPlayer(2, 0, 1)], 0, PairingProblem.INVALID_ROUND),
    ]
    for players, round_number, reason in cases:
        with pytest.raises(NoLegalPairing) as caught:
            pair_swiss(players, round_number, rng)
        assert caught.value.reason is reason
        assert isinstance(caught.value, ValueError)


def test_quality_refuses_a_partial_pairing() -> None:
    players = make_players([0, 0, 0, 0])
    with pytest.raises(ValueError):
        pairing_quality(players, [Pairing(1, 1, 2)], 1)


def test_players_for_pairing_reads_the_history() -> None:
    history = [
        unopposed(1, 1, MatchKind.AWARDED_BYE),
        MatchRecord(1, 2, 3, MatchResult(2, 1)),
        unopposed(1, 4, MatchKind.BYE),
        MatchRecord(2, 1, 2, MatchResult(1, 1, 1)),
        MatchRecord(2, 3, 4, None),  # paired, not yet reported
        MatchRecord(2, 5, 9, MatchResult(0, 2)),  # 9 has dropped
        unopposed(1, 5, MatchKind.LATE_ENTRY_LOSS),
    ]
    players = players_for_pairing([2, 1, 4, 3, 5], history)
    by_entry = {p.entry: p for p in players}
    assert [p.rank for p in players] == [0, 1, 2, 3, 4]
    assert by_entry[1] == SwissPlayer(1, 4, 1, frozenset({2}), 1)
    assert by_entry[2] == SwissPlayer(2, 4, 0, frozenset({1, 3}), 0)
    assert by_entry[3] == SwissPlayer(3, 0, 3, frozenset({2, 4}), 0)
    assert by_entry[4] == SwissPlayer(4, 3, 2, frozenset({3}), 1)
    assert by_entry[5] == SwissPlayer(5, 0, 4, frozenset({9}), 0)


def test_players_for_pairing_counts_byes_as_the_standings_do() -> None:
    # A bye is a 2-0 win whatever the record carries (MTR Appendix C), for pairing as for
    # the standings: a bye row read from a file without its result is still 3 points.
    history = [
        MatchRecord(1, 1, None, None, MatchKind.BYE),
        MatchRecord(1, 2, None, MatchResult(0, 2), MatchKind.AWARDED_BYE),
        MatchRecord(1, 3, None, None, MatchKind.LATE_ENTRY_LOSS),
        MatchRecord(1, 4, 5, MatchResult(2, 1)),
    ]
    standings = compute_standings([1, 2, 3, 4, 5], history, MIN_PERCENTAGE_MTR)
    players = players_for_pairing([row.entry for row in standings], history)

    assert {p.entry: p.points for p in players} == {row.entry: row.points for row in standings}
    assert {p.entry: p.points for p in players} == {1: 3, 2: 3, 3: 0, 4: 3, 5: 0}
    assert match_points(history) == {1: 3, 2: 3, 3: 0, 4: 3, 5: 0}
