"""The quicker paths through a big event's history give what the plain ones gave (issue 15):
match points read straight from stored matches and carried from one state to the next, the
standings order without its rows, the standings' refusals, and the pairing players."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.standings.individual import (
    StandingsError,
    StandingsProblem,
    compute_standings,
    standings_order,
)
from mtrdesk.core.standings.ranking import Tiebreaker
from mtrdesk.core.swiss.pairing import players_for_pairing, swiss_history
from mtrdesk.core.tournament import EntryId, MatchRecord, match_points
from tests.helpers.random_rounds import SETTINGS, random_rounds, state_of

FLOOR = SETTINGS.floor.value_fraction


def reference_points(matches: Iterable[MatchRecord]) -> dict[EntryId, int]:
    """``match_points`` as it was written before issue 15 (MTR Appendix C: 3/1/0)."""
    points: dict[EntryId, int] = {}
    for match in matches:
        for player in match.players():
            points.setdefault(player, 0)
        result = match.counted_result
        if result is None:
            continue
        for player, earned in zip(match.players(), result.match_points(), strict=False):
            points[player] += earned
    return points


def fresh_results(records: Iterable[MatchRecord]) -> Iterator[MatchRecord]:
    """The records with a new ``MatchResult`` each, made as they are read: earlier ones
    are freed, so an identity seen before may come back holding another value."""
    for r in records:
        result = (
            None
            if r.result is None
            else MatchResult(r.result.wins1, r.result.wins2, r.result.draws)
        )
        yield MatchRecord(r.round, r.player1, r.player2, result, r.kind, r.table)


@pytest.mark.parametrize("seed", range(30))
def test_match_points_equal_the_plain_count(seed: int) -> None:
    rng = random.Random(seed)
    rounds = random_rounds(rng, rng.randrange(2, 40), rng.randrange(1, 8))
    records = [m.record for r in rounds for m in r.matches]
    expected = reference_points(records)
    assert match_points(records) == expected
    assert match_points(m for r in rounds for m in r.matches) == expected  # stored matches
    got = match_points(fresh_results(records))
    assert got == expected
    assert list(got) == list(expected)  # the same order of entries too


@pytest.mark.parametrize("seed", range(30))
def test_points_carried_to_the_next_round_equal_a_fresh_count(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randrange(2, 40)
    rounds = random_rounds(rng, players, rng.randrange(2, 8))
    before = state_of(players, tuple(rounds[:-1]))
    assert before.points_before  # counted, so the next state can take them
    after = state_of(players, (*before.rounds, rounds[-1]))
    after.count_points_from(before)
    assert "_points" in after.__dict__
    fresh = state_of(players, (*before.rounds, rounds[-1]))
    assert after.points_before == fresh.points_before
    assert after.swiss_points == fresh.swiss_points
    assert list(after.swiss_points) == list(fresh.swiss_points)
    assert after.swiss_points == reference_points(m.record for r in rounds for m in r.matches)


def test_points_are_not_carried_to_a_state_that_is_not_one_round_more() -> None:
    rng = random.Random(5)
    rounds = random_rounds(rng, 10, 4)
    before = state_of(10, tuple(rounds[:2]))
    assert before.points_before
    skipped = state_of(10, tuple(rounds))  # two rounds more
    skipped.count_points_from(before)
    assert "_points" not in skipped.__dict__
    other = state_of(10, (rounds[0], random_rounds(random.Random(6), 10, 2)[1], rounds[2]))
    other.count_points_from(before)  # not the same round 2
    assert "_points" not in other.__dict__
    assert other.points_before == state_of(10, other.rounds).points_before


@pytest.mark.parametrize("seed", range(30))
def test_standings_order_is_the_order_of_the_rows(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randrange(2, 60)
    rounds = random_rounds(rng, players, rng.randrange(1, 9))
    records = [m.record for r in rounds for m in r.matches]
    dropped = {p: rng.randrange(1, 4) for p in rng.sample(range(1, players + 1), players // 5)}
    entries = list(range(1, players + 1))
    rows = compute_standings(entries, records, FLOOR, dropped=dropped)
    assert standings_order(entries, records, FLOOR, dropped=dropped) == [r.entry for r in rows]
    stored = [m for r in rounds for m in r.matches]
    assert compute_standings(entries, stored, FLOOR, dropped=dropped) == rows
    assert compute_standings(entries, iter(records), FLOOR, dropped=dropped) == rows


def test_standings_order_with_another_tiebreaker_order() -> None:
    rng = random.Random(11)
    rounds = random_rounds(rng, 20, 5)
    records = [m.record for r in rounds for m in r.matches]
    entries = list(range(1, 21))
    order = (Tiebreaker.MATCH_POINTS, Tiebreaker.GAME_WIN_PERCENTAGE)
    rows = compute_standings(entries, records, FLOOR, tiebreakers=order)
    assert standings_order(entries, records, FLOOR, tiebreakers=order) == [r.entry for r in rows]


@pytest.mark.parametrize(
    ("history", "problem", "who"),
    [
        # The first bad match in order names the refusal, as before issue 15.
        ([(1, 1, 9), (1, 3, 3)], StandingsProblem.UNKNOWN_ENTRY, (9, 1)),
        ([(1, 1, 2), (1, 3, 3), (1, 1, 4)], StandingsProblem.SELF_PAIRED, (3, 1)),
        ([(1, 1, 2), (1, 2, 4), (1, 3, 3)], StandingsProblem.TWICE_IN_ROUND, (2, 1)),
        ([(1, 1, 2), (2, 3, 4), (2, 1, 3)], StandingsProblem.TWICE_IN_ROUND, (3, 2)),
    ],
)
def test_refusals_name_the_first_bad_match(
    history: list[tuple[int, int, int]], problem: StandingsProblem, who: tuple[int, int]
) -> None:
    records = [MatchRecord(n, a, b, MatchResult(2, 0)) for n, a, b in history]
    with pytest.raises(StandingsError) as raised:
        compute_standings([1, 2, 3, 4], records, FLOOR)
    assert raised.value.problem is problem
    assert (raised.value.entry, raised.value.round) == who


@pytest.mark.parametrize("seed", range(10))
def test_pairing_players_from_stored_matches_equal_those_from_records(seed: int) -> None:
    rng = random.Random(seed)
    players = rng.randrange(2, 40)
    rounds = random_rounds(rng, players, rng.randrange(1, 6))
    order = list(range(1, players + 1))
    rng.shuffle(order)
    records = [m.record for r in rounds for m in r.matches]
    stored = [m for r in rounds for m in r.matches]
    expected = players_for_pairing(order, records)
    assert players_for_pairing(order, stored) == expected
    assert players_for_pairing(order, stored, points=match_points(stored)) == expected
    with_history = players_for_pairing(order, stored, history=swiss_history(stored))
    assert with_history == expected
    # The same opponents in the same iteration order: the engine reads them in order.
    assert [list(p.opponents) for p in with_history] == [list(p.opponents) for p in expected]
