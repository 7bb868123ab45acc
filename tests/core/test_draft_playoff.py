"""Booster-draft playoff (MTR 10.4): paired by draft seat; MTR 2.2 play/draw, 2.5, 2.10 drops."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.draft.playoff import (
    DRAFT_BRACKET_SEATS,
    build_draft_bracket,
    random_draft_seating,
)
from mtrdesk.core.playoff.bracket import Bracket, PlayoffError, PlayoffMatch, PlayoffProblem
from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.simulation.happenings import simulate_result
from mtrdesk.core.tournament import EntryId, MatchRecord

#: Final Swiss standings: seed k (Swiss place k) is entry 100 + k.
SWISS = tuple(100 + place for place in range(1, 11))


def seed(k: int) -> EntryId:
    return 100 + k


def win(winner: int, loser: int) -> MatchRecord:
    """A 2-0 win for Swiss seed ``winner`` over Swiss seed ``loser``."""
    return MatchRecord(9, seed(winner), seed(loser), MatchResult(2, 0))


def seeds_of(match: PlayoffMatch) -> tuple[int, int | None]:
    return (match.seed1, match.seed2)


#: Seat -> Swiss seed at the draft table used by most tests (a random-looking seating).
TABLE = {1: 3, 2: 8, 3: 1, 4: 6, 5: 5, 6: 2, 7: 7, 8: 4}
SEATS = {seat: seed(k) for seat, k in TABLE.items()}


def draft(results: list[MatchRecord] | None = None, drops: dict | None = None) -> Bracket:
    return build_draft_bracket(SEATS, SWISS, results or [], drops)


def test_seat_order_is_mtr_10_4() -> None:
    # "seat 1 plays seat 5, seat 2 plays seat 6, seat 3 plays seat 7, seat 4 plays seat 8.
    # The winners of the seat 1/5 and the 3/7 matches play each other ... the winners of the
    # seat 2/6 and the seat 4/8 matches play each other."
    assert DRAFT_BRACKET_SEATS == (1, 5, 3, 7, 2, 6, 4, 8)


def test_seats_equal_to_swiss_places() -> None:
    """With seat k = Swiss seed k the quarterfinals are 1v5, 3v7, 2v6, 4v8."""
    seats = {k: seed(k) for k in range(1, 9)}
    bracket = build_draft_bracket(seats, SWISS)
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 5), (3, 7), (2, 6), (4, 8)]
    results = [win(5, 1), win(3, 7), win(6, 2), win(4, 8)]
    bracket = build_draft_bracket(seats, SWISS, results)
    assert [seeds_of(m) for m in bracket.next_matches] == [(3, 5), (4, 6)]
    results += [win(5, 3), win(6, 4)]
    bracket = build_draft_bracket(seats, SWISS, results)
    assert [seeds_of(m) for m in bracket.next_matches] == [(5, 6)]
    bracket = build_draft_bracket(seats, SWISS, [*results, win(6, 5)])
    assert bracket.champion == seed(6) and bracket.finished
    assert [r.field_size for r in bracket.rounds] == [8, 4, 2]


def test_scrambled_seating_pairs_by_seat_and_the_swiss_rank_chooses() -> None:
    bracket = draft()
    # Seats 1/5 = seeds 3 and 5; 3/7 = 1 and 7; 2/6 = 8 and 2; 4/8 = 6 and 4.
    assert [seeds_of(m) for m in bracket.next_matches] == [(3, 5), (1, 7), (2, 8), (4, 6)]
    # MTR 2.2: "the player ranked higher at the end of Swiss rounds" chooses, not the seat.
    assert [m.chooser for m in bracket.next_matches] == [seed(3), seed(1), seed(2), seed(4)]
    assert [bracket.seat_of(m.chooser) for m in bracket.next_matches] == [1, 3, 6, 8]
    assert bracket.seat_of(seed(9)) is None
    assert bracket.draft_seats == tuple(SEATS[s] for s in range(1, 9))
    # The seeds are still the Swiss top 8 (for the final standings).
    assert bracket.seeds == SWISS[:8]


def test_semifinals_join_1_5_with_3_7_and_2_6_with_4_8() -> None:
    quarterfinals = [win(5, 3), win(7, 1), win(8, 2), win(4, 6)]
    bracket = draft(quarterfinals)
    # Seat 5 (seed 5) meets seat 7 (seed 7); seat 2 (seed 8) meets seat 8 (seed 4).
    assert [seeds_of(m) for m in bracket.next_matches] == [(5, 7), (4, 8)]
    assert [m.position for m in bracket.next_matches] == [0, 1]
    bracket = draft([*quarterfinals, win(7, 5), win(8, 4)])
    (final,) = bracket.next_matches
    assert seeds_of(final) == (7, 8) and final.chooser == seed(7)
    bracket = draft([*quarterfinals, win(7, 5), win(8, 4), win(8, 7)])
    assert bracket.champion == seed(8)
    expected = (8, 7, 4, 5, 1, 2, 3, 6, 9, 10)  # W, F, SF losers, QF losers by Swiss rank
    assert bracket.final_standings() == tuple(seed(k) for k in expected)


def test_draw_is_refused() -> None:
    # MTR 2.5: "In single-elimination rounds, matches may not end in a draw."
    with pytest.raises(ResultError) as caught:
        draft([MatchRecord(9, seed(3), seed(5), MatchResult(1, 1))])
    assert caught.value.problem is ResultProblem.DRAW_IN_PLAYOFF


def test_result_for_players_the_seats_do_not_pair() -> None:
    with pytest.raises(PlayoffError) as caught:
        draft([win(1, 8)])  # 1 v 8 is the top-8 bracket, not the draft bracket here
    assert caught.value.problem is PlayoffProblem.UNKNOWN_MATCH


# --- drops after the cut (MTR 2.10) ------------------------------------------------------


def test_drop_gives_the_highest_swiss_rank_the_bye() -> None:
    # Seed 7 (seat 7) leaves: seed 1, the highest ranked remaining, gets the bye in their
    # own place (seats 3/7); the other quarterfinals stand.
    bracket = draft(drops={seed(7): 1})
    quarterfinals = bracket.rounds[0]
    assert [seeds_of(m) for m in quarterfinals.matches] == [(3, 5), (1, None), (2, 8), (4, 6)]
    assert quarterfinals.dropped == (seed(7),)
    assert quarterfinals.matches[1].winner == seed(1)


def test_drop_of_someone_else_strands_two_players_who_meet() -> None:
    # Seed 2 (seat 6) leaves: seed 1 gets the bye, so seed 7 (seat 7) and seed 8 (seat 2)
    # are stranded and meet, in seed 8's place (seed 7's place holds seed 1's bye).
    bracket = draft(drops={seed(2): 1})
    assert [seeds_of(m) for m in bracket.rounds[0].matches] == [(3, 5), (1, None), (7, 8), (4, 6)]
    bracket = draft([win(5, 3), win(8, 7), win(4, 6)], {seed(2): 1})
    assert [seeds_of(m) for m in bracket.next_matches] == [(1, 5), (4, 8)]


def test_drop_before_the_semifinals() -> None:
    quarterfinals = [win(5, 3), win(7, 1), win(8, 2), win(4, 6)]
    bracket = draft(quarterfinals, {seed(8): 2})
    semifinals = bracket.rounds[1]
    # Seed 4 is the highest ranked remaining: bye; 5 and 7 play on as paired.
    assert [seeds_of(m) for m in semifinals.matches] == [(5, 7), (4, None)]
    assert semifinals.dropped == (seed(8),)


# --- seating ---------------------------------------------------------------------------


def test_random_seating_is_seeded_and_ignores_input_order() -> None:
    players = SWISS[:8]
    first = random_draft_seating(players, random.Random(7))
    again = random_draft_seating(tuple(reversed(players)), random.Random(7))
    assert first == again
    assert sorted(first) == list(range(1, 9))
    assert sorted(first.values()) == sorted(players)
    others = {tuple(random_draft_seating(players, random.Random(s)).values()) for s in range(20)}
    assert len(others) > 1
    bracket = build_draft_bracket(first, SWISS)
    assert len(bracket.next_matches) == 4


def test_seating_must_hold_the_top_8() -> None:
    with pytest.raises(PlayoffError) as caught:
        random_draft_seating(SWISS[:7], random.Random(1))
    assert caught.value.problem is PlayoffProblem.SEATING
    bad = [
        ({k: seed(k) for k in range(1, 8)}, PlayoffProblem.SEATING),  # seat 8 empty
        ({**SEATS, 9: seed(9)}, PlayoffProblem.SEATING),  # a ninth seat
        ({**SEATS, 1: seed(9)}, PlayoffProblem.SEATING),  # seed 9 is not in the top 8
        ({**SEATS, 1: seed(5)}, PlayoffProblem.DUPLICATE_ENTRY),  # seed 5 in two seats
    ]
    for seats, problem in bad:
        with pytest.raises(PlayoffError) as caught:
            build_draft_bracket(seats, SWISS)
        assert caught.value.problem is problem
    with pytest.raises(PlayoffError) as caught:
        build_draft_bracket(SEATS, SWISS[:7])
    assert caught.value.problem is PlayoffProblem.TOO_FEW_PLAYERS


def test_seated_player_not_in_the_top_8_is_named() -> None:
    with pytest.raises(PlayoffError) as caught:
        build_draft_bracket({**SEATS, 1: seed(9)}, SWISS)
    assert set(caught.value.entries) == {seed(3), seed(9)}


def test_simulated_draft_playoffs_are_reproducible() -> None:
    def run(run_seed: int) -> tuple[EntryId, ...]:
        rng = random.Random(run_seed)
        seats = random_draft_seating(SWISS[:8], rng)
        results: list[MatchRecord] = []
        bracket = build_draft_bracket(seats, SWISS)
        while bracket.next_matches:
            for match in bracket.next_matches:
                assert match.player2 is not None and match.seed1 < (match.seed2 or 0)
                result = simulate_result(rng, playoff=True)
                results.append(MatchRecord(9, match.player1, match.player2, result))
            bracket = build_draft_bracket(seats, SWISS, results)
        assert bracket.champion == bracket.final_standings()[0]
        assert len(results) == 7
        return bracket.final_standings()

    for run_seed in range(20):
        assert run(run_seed) == run(run_seed)
        assert sorted(run(run_seed)) == sorted(SWISS)
