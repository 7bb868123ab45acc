"""Single-elimination playoff: MTR 10.4 brackets, MTR 2.2 play/draw, 2.5 no draws, 2.10 drops;
single-elimination-only events (MTR Appendix E)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.playoff.bracket import (
    Bracket,
    PlayoffError,
    PlayoffMatch,
    PlayoffProblem,
    bracket_from_slots,
    bracket_order,
    build_bracket,
)
from mtrdesk.core.playoff.elimination_only import (
    build_elimination_bracket,
    elimination_bracket_size,
    elimination_rounds,
    first_round_byes,
    is_elimination_only,
    seed_elimination,
)
from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.simulation.happenings import simulate_result
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

#: Final Swiss standings: entry 100 + place, so seed k is entry 100 + k.
SWISS = tuple(100 + place for place in range(1, 13))


def seed(k: int) -> EntryId:
    return 100 + k


def win(winner: int, loser: int, round_number: int = 9) -> MatchRecord:
    """A 2-1 win for seed ``winner`` over seed ``loser``, reported from the winner's side."""
    return MatchRecord(round_number, seed(winner), seed(loser), MatchResult(2, 1))


def seeds_of(match: PlayoffMatch) -> tuple[int, int | None]:
    return (match.seed1, match.seed2)


def play_out(bracket_size: int, winners: dict[frozenset[int], int]) -> Bracket:
    """Report rounds one at a time; ``winners`` maps a pair of seeds to the winning seed."""
    results: list[MatchRecord] = []
    bracket = build_bracket(SWISS, bracket_size, results)
    while bracket.next_matches:
        for match in bracket.next_matches:
            assert match.seed2 is not None
            pair = frozenset({match.seed1, match.seed2})
            winner = winners.get(pair, match.seed1)
            (loser,) = pair - {winner}
            results.append(win(winner, loser))
        bracket = build_bracket(SWISS, bracket_size, results)
    return bracket


# --- bracket shape (MTR 10.4) ----------------------------------------------------------


def test_bracket_order_follows_mtr_10_4() -> None:
    assert bracket_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    assert bracket_order(4) == (1, 4, 2, 3)
    assert bracket_order(2) == (1, 2)
    assert bracket_order(16)[:4] == (1, 16, 8, 9)
    for bad in (0, 1, 3, 6, 12):
        with pytest.raises(PlayoffError) as caught:
            bracket_order(bad)
        assert caught.value.problem is PlayoffProblem.BRACKET_SIZE


def test_top_8_quarterfinals() -> None:
    bracket = build_bracket(SWISS, 8)
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert [m.position for m in bracket.next_matches] == [0, 1, 2, 3]
    assert bracket.current_round is not None
    assert bracket.current_round.field_size == 8
    assert bracket.champion is None and not bracket.finished


def test_top_8_semifinals_pair_1_8_with_4_5_and_2_7_with_3_6() -> None:
    results = [win(8, 1), win(4, 5), win(2, 7), win(6, 3)]
    bracket = build_bracket(SWISS, 8, results)
    assert [seeds_of(m) for m in bracket.next_matches] == [(4, 8), (2, 6)]
    assert bracket.rounds[0].complete
    results += [win(8, 4), win(2, 6)]
    bracket = build_bracket(SWISS, 8, results)
    (final,) = bracket.next_matches
    assert seeds_of(final) == (2, 8)
    assert bracket.current_round is not None and bracket.current_round.is_final
    bracket = build_bracket(SWISS, 8, [*results, win(8, 2)])
    assert bracket.champion == seed(8)
    assert bracket.finished and bracket.next_matches == ()
    assert [r.field_size for r in bracket.rounds] == [8, 4, 2]


def test_top_4_is_1_4_and_2_3_then_the_final() -> None:
    bracket = build_bracket(SWISS, 4)
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 4), (2, 3)]
    bracket = build_bracket(SWISS, 4, [win(4, 1), win(2, 3)])
    assert [seeds_of(m) for m in bracket.next_matches] == [(2, 4)]
    bracket = build_bracket(SWISS, 4, [win(4, 1), win(2, 3), win(4, 2)])
    assert bracket.champion == seed(4)


def test_higher_swiss_rank_chooses_play_or_draw() -> None:
    # MTR 2.2: "the player ranked higher at the end of Swiss rounds" chooses.
    results = [win(8, 1), win(5, 4), win(7, 2), win(6, 3)]
    bracket = build_bracket(SWISS, 8, results)
    chosen = [(m.chooser, m.player2) for m in bracket.next_matches]
    assert chosen == [(seed(5), seed(8)), (seed(6), seed(7))]
    for playoff_round in bracket.rounds:
        for match in playoff_round.matches:
            assert match.seed2 is None or match.seed1 < match.seed2


def test_result_rows_may_list_the_players_either_way() -> None:
    loser_first = MatchRecord(9, seed(8), seed(1), MatchResult(0, 2))
    bracket = build_bracket(SWISS, 8, [loser_first])
    first = bracket.rounds[0].matches[0]
    assert (first.player1, first.winner, first.loser) == (seed(1), seed(1), seed(8))


def test_unreported_match_is_still_pending() -> None:
    bracket = build_bracket(SWISS, 8, [MatchRecord(9, seed(1), seed(8), None), win(4, 5)])
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 8), (2, 7), (3, 6)]


# --- refused input ---------------------------------------------------------------------


def test_draw_is_refused() -> None:
    # MTR 2.5: "In single-elimination rounds, matches may not end in a draw."
    for drawn in (MatchResult(1, 1, 1), MatchResult(0, 0, 3)):
        with pytest.raises(ResultError) as caught:
            build_bracket(SWISS, 8, [MatchRecord(9, seed(1), seed(8), drawn)])
        assert caught.value.problem is ResultProblem.DRAW_IN_PLAYOFF


def test_result_for_a_match_the_bracket_does_not_hold() -> None:
    for record in (win(1, 2), win(1, 9), win(8, 4)):  # not paired, not in the top 8, too early
        with pytest.raises(PlayoffError) as caught:
            build_bracket(SWISS, 8, [record])
        assert caught.value.problem is PlayoffProblem.UNKNOWN_MATCH


def test_two_results_for_one_match() -> None:
    with pytest.raises(PlayoffError) as caught:
        build_bracket(SWISS, 8, [win(1, 8), win(8, 1)])
    assert caught.value.problem is PlayoffProblem.DUPLICATE_RESULT


def test_bad_field() -> None:
    cases = [
        (SWISS[:7], 8, PlayoffProblem.TOO_FEW_PLAYERS),
        ((*SWISS[:7], seed(1)), 8, PlayoffProblem.DUPLICATE_ENTRY),
    ]
    for order, size, problem in cases:
        with pytest.raises(PlayoffError) as caught:
            build_bracket(order, size)
        assert caught.value.problem is problem
    with pytest.raises(PlayoffError) as caught:
        build_bracket(SWISS, 8, drops={seed(3): 0})
    assert caught.value.problem is PlayoffProblem.INVALID_DROP_ROUND


def test_byes_in_results_are_ignored() -> None:
    bracket = build_bracket(SWISS, 8, [unopposed(9, seed(1), MatchKind.BYE)])
    assert len(bracket.next_matches) == 4


# --- drops after the cut (MTR 2.10) -----------------------------------------------------


def test_drop_before_quarterfinals_gives_the_top_seed_a_bye() -> None:
    # "no other player is advanced as a replacement. The highest ranked remaining player
    # receives a bye for the round instead."
    bracket = build_bracket(SWISS, 8, drops={seed(7): 1})
    quarterfinals = bracket.rounds[0]
    assert [seeds_of(m) for m in quarterfinals.matches] == [(1, None), (4, 5), (2, 8), (3, 6)]
    assert quarterfinals.dropped == (seed(7),)
    bye = quarterfinals.matches[0]
    assert bye.is_bye and bye.winner == seed(1)
    assert [seeds_of(m) for m in bracket.next_matches] == [(4, 5), (2, 8), (3, 6)]
    assert seed(9) not in {p for m in quarterfinals.matches for p in m.players()}
    bracket = build_bracket(SWISS, 8, [win(5, 4), win(8, 2), win(3, 6)], {seed(7): 1})
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 5), (3, 8)]


def test_drop_of_the_top_seed_gives_the_next_seed_the_bye() -> None:
    bracket = build_bracket(SWISS, 8, drops={seed(1): 1})
    assert [seeds_of(m) for m in bracket.rounds[0].matches] == [(7, 8), (4, 5), (2, None), (3, 6)]


def test_drop_of_the_bye_players_opponent_leaves_the_rest_standing() -> None:
    bracket = build_bracket(SWISS, 8, drops={seed(8): 1})
    assert [seeds_of(m) for m in bracket.rounds[0].matches] == [(1, None), (4, 5), (2, 7), (3, 6)]


def test_two_drops_give_two_byes() -> None:
    bracket = build_bracket(SWISS, 8, drops={seed(4): 1, seed(6): 1})
    matches = [seeds_of(m) for m in bracket.rounds[0].matches]
    # 1 and 2 have the byes; 3 v 8 and 5 v 7 play in the places of 3 and 5.
    assert matches == [(1, None), (5, 7), (2, None), (3, 8)]
    bracket = build_bracket(SWISS, 8, [win(5, 7), win(3, 8)], {seed(4): 1, seed(6): 1})
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 5), (2, 3)]


def test_drop_before_the_semifinals() -> None:
    quarterfinals = [win(1, 8), win(4, 5), win(2, 7), win(3, 6)]
    bracket = build_bracket(SWISS, 8, quarterfinals, {seed(2): 2})
    semifinals = bracket.rounds[1]
    assert [seeds_of(m) for m in semifinals.matches] == [(1, None), (3, 4)]
    assert semifinals.dropped == (seed(2),)
    bracket = build_bracket(SWISS, 8, [*quarterfinals, win(4, 3)], {seed(2): 2})
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 4)]


def test_drop_before_the_final_makes_the_other_finalist_champion() -> None:
    results = [win(1, 8), win(4, 5), win(2, 7), win(3, 6), win(1, 4), win(2, 3)]
    bracket = build_bracket(SWISS, 8, results, {seed(1): 3})
    assert bracket.champion == seed(2)
    assert bracket.finished
    standings = bracket.final_standings()
    assert standings[:2] == (seed(2), seed(1))


def test_everyone_leaving_ends_without_a_champion() -> None:
    results = [win(1, 8), win(4, 5), win(2, 7), win(3, 6), win(1, 4), win(2, 3)]
    bracket = build_bracket(SWISS, 8, results, {seed(1): 3, seed(2): 3})
    assert bracket.champion is None and bracket.finished and bracket.next_matches == ()


def test_drop_after_losing_changes_nothing() -> None:
    results = [win(1, 8), win(4, 5), win(2, 7), win(3, 6)]
    plain = build_bracket(SWISS, 8, results)
    dropped = build_bracket(SWISS, 8, results, {seed(8): 2, seed(99): 1})
    assert plain.next_matches == dropped.next_matches


# --- final standings --------------------------------------------------------------------


def test_final_standings_order() -> None:
    bracket = play_out(
        8,
        {
            frozenset({1, 8}): 8,
            frozenset({4, 5}): 5,
            frozenset({2, 7}): 2,
            frozenset({3, 6}): 3,
            frozenset({5, 8}): 8,
            frozenset({2, 3}): 3,
            frozenset({3, 8}): 3,
        },
    )
    assert bracket.champion == seed(3)
    expected = [3, 8, 2, 5, 1, 4, 6, 7, 9, 10, 11, 12]  # W, F, SF by rank, QF by rank, rest
    assert bracket.final_standings() == tuple(seed(k) for k in expected)


def test_standings_during_the_playoff_keep_the_living_first() -> None:
    bracket = build_bracket(SWISS, 4, [win(4, 1)])
    assert bracket.final_standings()[:4] == (seed(2), seed(3), seed(4), seed(1))


def test_dropped_player_ranks_with_that_rounds_losers() -> None:
    bracket = play_out(8, {})  # top seeds always win
    assert bracket.final_standings()[:8] == tuple(seed(k) for k in (1, 2, 3, 4, 5, 6, 7, 8))
    # Seed 3 wins the quarterfinal, then drops: 1 has the semifinal bye, 2 beats 4.
    results = [win(1, 8), win(4, 5), win(2, 7), win(3, 6), win(2, 4)]
    bracket = build_bracket(SWISS, 8, results, {seed(3): 2})
    assert bracket.champion is None
    (final,) = bracket.next_matches
    assert seeds_of(final) == (1, 2)
    standings = bracket.final_standings()
    assert standings == tuple(seed(k) for k in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))
    bracket = build_bracket(SWISS, 8, [*results, win(2, 1)], {seed(3): 2})
    assert bracket.final_standings()[:4] == (seed(2), seed(1), seed(3), seed(4))


def test_simulated_top_8_always_crowns_one_champion() -> None:
    for run in range(30):
        rng = random.Random(run)
        results: list[MatchRecord] = []
        bracket = build_bracket(SWISS, 8)
        while bracket.next_matches:
            for match in bracket.next_matches:
                assert match.player2 is not None
                result = simulate_result(rng, playoff=True)
                results.append(MatchRecord(9, match.player1, match.player2, result))
            bracket = build_bracket(SWISS, 8, results)
        assert bracket.champion is not None
        assert sorted(bracket.final_standings()) == sorted(SWISS)
        assert bracket.final_standings()[0] == bracket.champion
        assert len(results) == 7


# --- any first-round layout (bracket_from_slots) ----------------------------------------


def test_slots_in_bracket_order_give_the_standard_bracket() -> None:
    slots = [seed(k) for k in bracket_order(8)]
    assert bracket_from_slots(SWISS, slots, [win(8, 1)]) == build_bracket(SWISS, 8, [win(8, 1)])


def test_bad_slots() -> None:
    cases = [
        ([seed(1), seed(2), seed(3)], PlayoffProblem.BRACKET_SIZE),
        ([seed(1), seed(1), seed(2), seed(3)], PlayoffProblem.DUPLICATE_ENTRY),
        ([seed(1), seed(5), seed(2), seed(3)], PlayoffProblem.SEATING),  # 5 is not top 4
        ([seed(1), None, seed(2), seed(3)], PlayoffProblem.SEATING),  # 4 left out
    ]
    for slots, problem in cases:
        with pytest.raises(PlayoffError) as caught:
            bracket_from_slots(SWISS, slots)
        assert caught.value.problem is problem


# --- single elimination only (MTR Appendix E, 5-8 players) ------------------------------

#: The random seeding of a small event: seed k is entry 100 + k.
FIELD = tuple(seed(k) for k in range(1, 9))


def test_appendix_e_field_sizes() -> None:
    # Appendix E: "5-8 | 3 Single-Elimination Rounds (No Swiss)"; 4 teams play 2 rounds.
    assert [is_elimination_only(n) for n in (4, 5, 8, 9)] == [False, True, True, False]
    assert [elimination_bracket_size(n) for n in (2, 3, 4, 5, 8, 9)] == [2, 4, 4, 8, 8, 16]
    assert [elimination_rounds(n) for n in (4, 5, 6, 7, 8)] == [2, 3, 3, 3, 3]
    with pytest.raises(PlayoffError):
        elimination_bracket_size(1)


def test_byes_go_to_the_top_seeds() -> None:
    # Seed k meets seed 9 - k; seeds above the field are empty, so their opponents wait.
    assert first_round_byes(5) == (1, 2, 3)
    assert first_round_byes(6) == (1, 2)
    assert first_round_byes(7) == (1,)
    assert first_round_byes(8) == ()
    assert first_round_byes(3) == (1,)


@pytest.mark.parametrize(
    ("players", "first_round"),
    [
        (5, [(1, None), (4, 5), (2, None), (3, None)]),
        (6, [(1, None), (4, 5), (2, None), (3, 6)]),
        (7, [(1, None), (4, 5), (2, 7), (3, 6)]),
        (8, [(1, 8), (4, 5), (2, 7), (3, 6)]),
    ],
)
def test_elimination_first_round(players: int, first_round: list) -> None:
    bracket = build_elimination_bracket(FIELD[:players])
    assert [seeds_of(m) for m in bracket.rounds[0].matches] == first_round
    byes = [m.player1 for m in bracket.rounds[0].matches if m.is_bye]
    assert byes == [seed(k) for k in first_round_byes(players)]
    assert all(m.winner == m.player1 for m in bracket.rounds[0].matches if m.is_bye)
    assert bracket.rounds[0].dropped == ()


def test_five_players_play_three_rounds() -> None:
    bracket = build_elimination_bracket(FIELD[:5], [win(5, 4)])
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 5), (2, 3)]
    results = [win(5, 4), win(5, 1), win(3, 2)]
    bracket = build_elimination_bracket(FIELD[:5], results)
    assert [seeds_of(m) for m in bracket.next_matches] == [(3, 5)]
    bracket = build_elimination_bracket(FIELD[:5], [*results, win(5, 3)])
    assert bracket.champion == seed(5)
    assert len(bracket.rounds) == 3 and bracket.size == 8
    # Winner, finalist, semifinal losers, first-round loser; ties by random seed.
    assert bracket.final_standings() == tuple(seed(k) for k in (5, 3, 1, 2, 4))


def test_elimination_drop_follows_mtr_2_10() -> None:
    # Six players; seed 3 leaves before round 2 after beating 6. Seed 1, the highest
    # remaining seed, gets the bye; 2 (whose opponent left) meets the 4/5 winner.
    results = [win(4, 5), win(3, 6)]
    bracket = build_elimination_bracket(FIELD[:6], results, {seed(3): 2})
    assert [seeds_of(m) for m in bracket.rounds[1].matches] == [(1, None), (2, 4)]


def test_random_seeding_is_seeded_and_names_the_byes() -> None:
    players = [7, 3, 11, 5, 9]
    seeding = seed_elimination(players, random.Random(2023))
    assert seeding == seed_elimination(sorted(players), random.Random(2023))
    assert sorted(seeding.seeds) == sorted(players)
    assert seeding.bracket_size == 8 and seeding.rounds == 3
    assert seeding.byes == seeding.seeds[:3]
    seedings = {seed_elimination(players, random.Random(s)).seeds for s in range(30)}
    assert len(seedings) > 10
    with pytest.raises(PlayoffError) as caught:
        seed_elimination([1, 2, 2, 3, 4], random.Random(0))
    assert caught.value.problem is PlayoffProblem.DUPLICATE_ENTRY


def test_simulated_elimination_events_crown_one_champion() -> None:
    for players in range(5, 9):
        for run in range(10):
            rng = random.Random(run)
            seeding = seed_elimination(range(1, players + 1), rng)
            results: list[MatchRecord] = []
            bracket = build_elimination_bracket(seeding.seeds)
            while bracket.next_matches:
                for match in bracket.next_matches:
                    assert match.player2 is not None
                    result = simulate_result(rng, playoff=True)
                    results.append(MatchRecord(1, match.player1, match.player2, result))
                bracket = build_elimination_bracket(seeding.seeds, results)
            assert bracket.champion is not None and len(bracket.rounds) == 3
            assert len(results) == players - 1  # one match per player knocked out
            assert sorted(bracket.final_standings()) == list(range(1, players + 1))
