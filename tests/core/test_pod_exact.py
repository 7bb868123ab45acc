"""``pod_exact`` proves the pod optimum: it agrees with the checker's exhaustive search on
every small field, whatever pairing it starts from, and is proven on large ones."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

from mtrdesk.core.pods.check import PodMethod, check_pods
from mtrdesk.core.pods.exact import PodField, _cliques, _maximal_cliques, best_pods
from mtrdesk.core.pods.pairing import PodPlayer, pod_sizes
from mtrdesk.core.simulation.rounds import PodSimulation, simulate_pod_event
from tests.helpers.core_samples import pods_of


def history(
    rng: random.Random, n: int, rounds: int, odd: float = 0.03, shorted: float = 0.0
) -> list[PodPlayer]:
    """Players 1..n ranked in entry order after ``rounds`` random rounds of pods (meetings
    in cliques, as real pods make them), plus odd meetings (each pair with chance ``odd``)
    and short pods sat (each player with chance ``shorted``)."""
    met: dict[int, set[int]] = {e: set() for e in range(1, n + 1)}
    short = dict.fromkeys(met, 0)
    for _ in range(rounds):
        order = rng.sample(sorted(met), n)
        start = 0
        for size in pod_sizes(n):
            pod = order[start : start + size]
            start += size
            for a, b in itertools.combinations(pod, 2):
                met[a].add(b)
                met[b].add(a)
            for e in pod:
                short[e] += size < 4
    for e in met:
        short[e] += rng.random() < shorted
    for a, b in itertools.combinations(sorted(met), 2):
        if rng.random() < odd:
            met[a].add(b)
            met[b].add(a)
    return [PodPlayer(e, 0, e - 1, frozenset(met[e]), short[e]) for e in sorted(met)]


def field_of(players: list[PodPlayer]) -> PodField:
    """Players already in place order (entry order), as ``pod_exact`` states them."""
    sizes = pod_sizes(len(players))
    met = tuple(frozenset(o - 1 for o in p.opponents) for p in players)
    return PodField(
        met, tuple(p.short_pods > 0 for p in players), sizes, tuple(s < 4 for s in sizes)
    )


def fill(sizes: tuple[int, ...]) -> list[list[int]]:
    """The plain top-to-bottom fill, as places."""
    bounds = list(itertools.accumulate(sizes, initial=0))
    return [list(range(a, b)) for a, b in itertools.pairwise(bounds)]


def test_it_agrees_with_the_exhaustive_search_from_any_start() -> None:
    rng = random.Random(11)
    paths = {"no repeats": 0, "repeats forced": 0}
    for trial in range(60):
        n = rng.randint(9, 12)
        if trial % 2:  # earlier rounds: repeats are forced on so few players
            players = history(rng, n, rng.randint(1, 2))
        else:  # no earlier pods: some meetings and short pods that can be avoided
            players = history(rng, n, 0, odd=0.1, shorted=0.4)
        field = field_of(players)
        top_down = fill(field.sizes)
        as_pods = pods_of(*(tuple(i + 1 for i in g) for g in top_down))
        reference = check_pods(players, as_pods, 2)
        assert reference.method is PodMethod.EXHAUSTIVE
        starts = [top_down]
        if reference.better:  # the optimum with equal pods listed bottom to top
            best = [[e - 1 for e in pod.seats] for pod in reference.better]
            starts.append(_reverse_alike(best, field.sizes))
        for start in starts:
            exact = best_pods(field, start)
            assert exact.proven and exact.score == reference.best.key(), (trial, start)
            assert exact.score == field.score(exact.groups)
            assert sorted(i for g in exact.groups for i in g) == list(range(n))
            assert [len(g) for g in exact.groups] == list(field.sizes)
            paths["no repeats" if field.score(start)[:2] == (0, 0) else "repeats forced"] += 1
    assert min(paths.values()) >= 10, paths  # both ways of solving were exercised


def _reverse_alike(groups: list[list[int]], sizes: tuple[int, ...]) -> list[list[int]]:
    """The same pods with each run of equally sized pods in reverse order: the same
    meetings and short pods, more displacement."""
    out: list[list[int]] = []
    for _, run in itertools.groupby(zip(sizes, groups, strict=True), key=lambda t: t[0]):
        out.extend(g for _, g in reversed(list(run)))
    return out


def test_a_large_round_is_proven_from_a_poor_start() -> None:
    event = simulate_pod_event(PodSimulation(120, seed=5))
    played = event.rounds[3]
    check = check_pods(played.players, played.pods, played.number)
    assert check.method is PodMethod.EXACT and check.clean
    sizes = tuple(pod.size for pod in played.pods)
    seats = [list(pod.seats) for pod in played.pods]
    upside_down = pods_of(*map(tuple, _reverse_alike(seats, sizes)))
    worse = check_pods(played.players, upside_down, played.number)
    assert worse.method is PodMethod.EXACT and worse.better_exists
    assert worse.best == check.best  # the same optimum, however bad the start


def test_cliques_hold_each_meeting_exactly_once() -> None:
    rng = random.Random(3)
    for _ in range(30):
        field = field_of(history(rng, rng.randint(9, 40), 3))
        seen: list[tuple[int, int]] = []
        for clique in _cliques(field.met):
            pairs = list(itertools.combinations(sorted(clique), 2))
            assert all(b in field.met[a] for a, b in pairs)
            seen.extend(pairs)
        meetings = [(a, b) for a in range(field.n) for b in field.met[a] if a < b]
        assert sorted(seen) == sorted(meetings)


def test_maximal_cliques_are_cliques_and_cover_every_meeting() -> None:
    rng = random.Random(4)
    for _ in range(20):
        field = field_of(history(rng, rng.randint(9, 40), 3, odd=0.05))
        found = _maximal_cliques(field.met)
        covered = set()
        for clique in found:
            assert all(b in field.met[a] for a, b in itertools.combinations(clique, 2))
            outside = set(range(field.n)) - set(clique)
            assert not any(all(c in field.met[m] for m in clique) for c in outside)  # maximal
            covered.update(itertools.combinations(sorted(clique), 2))
        assert covered == {(a, b) for a in range(field.n) for b in field.met[a] if a < b}


def test_the_best_pairing_found_is_kept_when_the_last_program_holds_only_worse() -> None:
    """Regression: from this start the first integer program finds 87 places moved; the
    columns that could still beat it held only pairings of 88, and 88 was returned."""
    data = json.loads((Path(__file__).parent / "data" / "pods_64_players_round_5.json").read_text())
    field = PodField(
        tuple(frozenset(m) for m in data["met"]),
        tuple(data["shorted"]),
        tuple(data["sizes"]),
        tuple(data["short"]),
    )
    exact = best_pods(field, data["start"])
    assert exact.proven and exact.score == (0, 0, 87) == field.score(exact.groups)


def test_mid_sized_events_are_paired_at_the_proven_optimum() -> None:
    for size, seed in ((64, 2), (40, 1)):
        for played in simulate_pod_event(PodSimulation(size, seed=seed)).rounds:
            check = check_pods(played.players, played.pods, played.number)
            assert check.verified and check.clean, (size, seed, played.number, check.best)
