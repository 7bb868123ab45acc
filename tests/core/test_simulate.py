"""The seeded simulator: same seed, same event; results a real match can end with."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from mtrdesk.core.results import BYE_RESULT, UNOPPOSED_LOSS_RESULT, MatchResult, Outcome
from mtrdesk.core.simulation.happenings import (
    ResultMix,
    awarded_bye_records,
    missed_rounds,
    pick_awarded_byes,
    pick_drops,
    pick_late_entries,
    random_skills,
    simulate_result,
    simulate_round,
    win_probability,
)
from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.tournament import MatchKind

PAIRINGS = (*(Pairing(t, 2 * t - 1, 2 * t) for t in range(1, 41)), Pairing(None, 81, None))


def test_same_seed_same_round() -> None:
    skill = random_skills(random.Random(1), range(1, 82))
    first = simulate_round(PAIRINGS, 3, random.Random(7), skill=skill)
    again = simulate_round(PAIRINGS, 3, random.Random(7), skill=skill)
    other = simulate_round(PAIRINGS, 3, random.Random(8), skill=skill)
    assert first == again
    assert first != other


def test_same_seed_same_helpers() -> None:
    entries = list(range(1, 301))
    for make in (
        lambda rng: pick_drops(rng, entries, 0.1),
        lambda rng: pick_late_entries(rng, 300, 0.05, 1000),
        lambda rng: pick_awarded_byes(rng, entries, 0.1),
        lambda rng: random_skills(rng, entries),
        lambda rng: [simulate_result(rng) for _ in range(50)],
    ):
        assert make(random.Random(3)) == make(random.Random(3))
        assert make(random.Random(3)) != make(random.Random(4))


def test_round_records() -> None:
    records = simulate_round(PAIRINGS, 2, random.Random(0))
    assert len(records) == len(PAIRINGS)
    for pairing, record in zip(PAIRINGS, records, strict=True):
        assert record.round == 2
        assert (record.player1, record.player2, record.table) == (
            pairing.player1,
            pairing.player2,
            pairing.table,
        )
    bye = records[-1]
    assert (bye.kind, bye.result) == (MatchKind.BYE, BYE_RESULT)
    assert all(r.kind is MatchKind.PAIRED and r.reported for r in records[:-1])


@pytest.mark.parametrize("games_to_win", [1, 2, 3])
def test_every_result_is_one_a_match_can_end_with(games_to_win: int) -> None:
    rng = random.Random(games_to_win)
    mix = ResultMix(intentional_draw_rate=0.1, draw_rate=0.1, sweep_rate=0.5)
    seen = Counter()
    for _ in range(3000):
        result = simulate_result(rng, games_to_win=games_to_win, mix=mix)
        result.validate(games_to_win)
        seen[result.to_text()] += 1
    if games_to_win == 2:
        assert set(seen) == {"2-0", "2-1", "1-2", "0-2", "1-1-1", "0-0-3"}


def test_rates_are_honoured() -> None:
    rng = random.Random(5)
    mix = ResultMix(intentional_draw_rate=0.05, draw_rate=0.10, sweep_rate=0.6)
    results = [simulate_result(rng, mix=mix) for _ in range(20000)]
    intentional = sum(r.is_intentional_draw for r in results) / len(results)
    drawn = sum(r.outcome is Outcome.DRAW and not r.is_intentional_draw for r in results)
    decided = [r for r in results if r.outcome is not Outcome.DRAW]
    sweeps = sum(min(r.wins1, r.wins2) == 0 for r in decided) / len(decided)
    wins = sum(r.outcome is Outcome.WIN for r in decided) / len(decided)
    assert abs(intentional - 0.05) < 0.01
    assert abs(drawn / len(results) - 0.10) < 0.01
    assert abs(sweeps - 0.6) < 0.02
    assert abs(wins - 0.5) < 0.02


def test_extreme_mixes() -> None:
    rng = random.Random(0)
    assert simulate_result(rng, mix=ResultMix(intentional_draw_rate=1.0, draw_rate=0.0)) == (
        MatchResult(0, 0, 3)
    )
    assert simulate_result(rng, mix=ResultMix(intentional_draw_rate=0.0, draw_rate=1.0)) == (
        MatchResult(1, 1, 1)
    )
    no_sweeps = ResultMix(intentional_draw_rate=0.0, draw_rate=0.0, sweep_rate=0.0)
    assert {simulate_result(rng, mix=no_sweeps).to_text() for _ in range(200)} == {"2-1", "1-2"}


def test_playoff_results_never_draw() -> None:
    rng = random.Random(2)
    mix = ResultMix(intentional_draw_rate=0.5, draw_rate=0.5)
    for _ in range(500):
        result = simulate_result(rng, mix=mix, playoff=True)
        result.validate(2, playoff=True)


def test_stronger_players_win_more() -> None:
    assert win_probability(0.0, 0.0) == 0.5
    assert win_probability(2.0, 0.0) > 0.85
    rng = random.Random(9)
    strong = sum(
        simulate_result(rng, player1_wins=win_probability(2.0, 0.0)).outcome is Outcome.WIN
        for _ in range(2000)
    )
    assert strong > 1500


def test_drops() -> None:
    entries = range(1, 1001)
    assert pick_drops(random.Random(1), entries, 0.0) == frozenset()
    assert pick_drops(random.Random(1), entries, 1.0) == frozenset(entries)
    some = pick_drops(random.Random(1), entries, 0.1)
    assert 60 < len(some) < 140 and some <= set(entries)
    # The order the entries come in does not change who drops.
    assert pick_drops(random.Random(1), reversed(entries), 0.1) == some


def test_late_entries_and_their_missed_rounds() -> None:
    late = pick_late_entries(random.Random(4), 200, 0.1, first_entry=501)
    assert 5 < len(late) < 40
    assert late == tuple(range(501, 501 + len(late)))
    assert pick_late_entries(random.Random(4), 200, 0.0, 501) == ()
    records = missed_rounds(501, first_round_played=3)
    assert [(r.round, r.player1, r.kind, r.result) for r in records] == [
        (1, 501, MatchKind.LATE_ENTRY_LOSS, UNOPPOSED_LOSS_RESULT),
        (2, 501, MatchKind.LATE_ENTRY_LOSS, UNOPPOSED_LOSS_RESULT),
    ]
    assert missed_rounds(501, 1) == ()


def test_awarded_byes() -> None:
    awarded = pick_awarded_byes(random.Random(6), range(1, 2001), 0.2)
    assert 300 < len(awarded) < 500
    assert set(awarded.values()) == {1, 2, 3}
    counts = Counter(awarded.values())
    assert counts[1] > counts[2] > counts[3]
    capped = pick_awarded_byes(random.Random(6), range(1, 2001), 0.2, max_byes=1)
    assert set(capped.values()) == {1}
    records = awarded_bye_records({7: 2, 3: 1})
    assert [(r.round, r.player1, r.kind, r.result) for r in records] == [
        (1, 3, MatchKind.AWARDED_BYE, BYE_RESULT),
        (1, 7, MatchKind.AWARDED_BYE, BYE_RESULT),
        (2, 7, MatchKind.AWARDED_BYE, BYE_RESULT),
    ]


def test_invalid_rates_are_refused() -> None:
    rng = random.Random(0)
    for bad in (
        lambda: ResultMix(draw_rate=1.5),
        lambda: ResultMix(intentional_draw_rate=0.6, draw_rate=0.6),
        lambda: pick_drops(rng, [1], -0.1),
        lambda: pick_late_entries(rng, 10, 2.0, 1),
        lambda: pick_awarded_byes(rng, [1], 0.5, max_byes=4),
        lambda: simulate_result(rng, player1_wins=1.2),
    ):
        with pytest.raises(ValueError):
            bad()
