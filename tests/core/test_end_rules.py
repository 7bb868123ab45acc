"""End of the Swiss (MTR 10.2) and early advancement to the playoff (MTR 10.4)."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from mtrdesk.core.playoff.bracket import build_bracket
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR
from mtrdesk.core.standings.individual import StandingRow, compute_standings
from mtrdesk.core.swiss.end_rules import (
    MIN_RATED_ROUNDS,
    Advancement,
    EndRuleError,
    EndRuleProblem,
    FixedRounds,
    UnlessSoleLeader,
    UntilCutDecided,
    UntilUndefeatedAtMost,
    advanced_before,
    early_advancements,
    meets_rated_minimum,
    playoff_order,
    swiss_is_over,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

THIRD = Fraction(1, 3)


def row(
    entry: EntryId,
    wins: int,
    losses: int = 0,
    draws: int = 0,
    *,
    rank: int | None = None,
    omwp: Fraction = THIRD,
    gwp: Fraction = THIRD,
    ogwp: Fraction = THIRD,
    dropped: int | None = None,
) -> StandingRow:
    """A standings line; only the fields the end rules read matter."""
    rounds = wins + losses + draws
    return StandingRow(
        rank=entry if rank is None else rank,
        entry=entry,
        points=3 * wins + draws,
        wins=wins,
        losses=losses,
        draws=draws,
        rounds_played=rounds,
        game_points=0,
        games_played=0,
        mwp=THIRD,
        gwp=gwp,
        omwp=omwp,
        ogwp=ogwp,
        dropped_after_round=dropped,
    )


def field(*records: tuple[int, int, int]) -> list[StandingRow]:
    """Rows from (wins, losses, draws), entries numbered from 1 in that order."""
    return [row(entry, *record) for entry, record in enumerate(records, start=1)]


# --- the announced number (MTR 10.2) ----------------------------------------------------


def test_fixed_rounds() -> None:
    rule = FixedRounds(4)
    standings = field((3, 0, 0), (2, 1, 0))
    assert [swiss_is_over(rule, standings, played) for played in range(6)] == [
        False,
        False,
        False,
        False,
        True,
        True,
    ]
    assert (rule.min_rounds, rule.max_rounds) == (4, 4)


def test_fixed_rounds_recommended_by_appendix_e() -> None:
    assert FixedRounds.recommended(20) == FixedRounds(5)
    assert FixedRounds.recommended(12) == FixedRounds(5)
    assert FixedRounds.recommended(12, draft_playoff=True) == FixedRounds(4)
    assert FixedRounds.recommended(500) == FixedRounds(10)


# --- MTR 10.2's example: "five rounds unless only one player has four match wins after
# four rounds" -------------------------------------------------------------------------


MTR_EXAMPLE = UnlessSoleLeader.one_round_early(5)


def test_mtr_example_shape() -> None:
    assert UnlessSoleLeader(rounds=5, checked_after=4, wins=4) == MTR_EXAMPLE
    assert (MTR_EXAMPLE.min_rounds, MTR_EXAMPLE.max_rounds) == (4, 5)


def test_one_player_with_four_wins_ends_after_four() -> None:
    standings = field((4, 0, 0), (3, 1, 0), (3, 1, 0), (2, 1, 1), *[(1, 3, 0)] * 16)
    assert swiss_is_over(MTR_EXAMPLE, standings, 4)
    assert not swiss_is_over(MTR_EXAMPLE, standings[1:], 3)  # too early to check


def test_two_players_with_four_wins_play_the_fifth() -> None:
    standings = field((4, 0, 0), (4, 0, 0), (3, 1, 0), *[(1, 3, 0)] * 17)
    assert not swiss_is_over(MTR_EXAMPLE, standings, 4)
    assert swiss_is_over(MTR_EXAMPLE, standings, 5)


def test_nobody_with_four_wins_is_not_only_one() -> None:
    # The two leaders drew in round 4: "only one player has four match wins" is false.
    standings = field((3, 0, 1), (3, 0, 1), (3, 1, 0), *[(1, 3, 0)] * 17)
    assert not swiss_is_over(MTR_EXAMPLE, standings, 4)


def test_the_check_is_made_once() -> None:
    rule = UnlessSoleLeader(rounds=6, checked_after=4, wins=4)
    alone = field((4, 0, 0), (3, 1, 0))
    assert swiss_is_over(rule, alone, 4)
    later = field((5, 0, 0), (4, 1, 0))
    assert not swiss_is_over(rule, later, 5)


def test_bad_mtr_example_rules() -> None:
    cases = [
        ((5, 5, 4), EndRuleProblem.CHECK_ROUND),
        ((5, 0, 1), EndRuleProblem.CHECK_ROUND),
        ((5, 4, 5), EndRuleProblem.WINS),
        ((5, 4, 0), EndRuleProblem.WINS),
        ((0, 1, 1), EndRuleProblem.ROUNDS),
    ]
    for (rounds, checked, wins), problem in cases:
        with pytest.raises(EndRuleError) as caught:
            UnlessSoleLeader(rounds, checked, wins)
        assert caught.value.problem is problem


# --- until at most N undefeated -------------------------------------------------------


def test_until_one_undefeated() -> None:
    rule = UntilUndefeatedAtMost(max_rounds=6)
    assert (rule.count, rule.min_rounds) == (1, MIN_RATED_ROUNDS)
    two = field((3, 0, 0), (3, 0, 0), (2, 1, 0), (2, 1, 0))
    assert not swiss_is_over(rule, two, 3)
    one = field((4, 0, 0), (3, 1, 0), (3, 1, 0), (2, 2, 0))
    assert swiss_is_over(rule, one, 4)
    none = field((3, 0, 1), (3, 0, 1), (3, 1, 0), (2, 2, 0))  # a draw is not a win
    assert swiss_is_over(rule, none, 4)
    early = field((2, 0, 0), (1, 1, 0))
    assert not swiss_is_over(rule, early, 2)  # MTR 10.2: three rounds to be rated
    assert swiss_is_over(rule, two, 6)  # the announced limit


def test_undefeated_counts_byes_and_dropped_players() -> None:
    rule = UntilUndefeatedAtMost(max_rounds=5, count=1)
    # Entry 2 had a round-1 bye (a win, MTR Appendix C) and won since; entry 3 is 3-0 and
    # dropped: both have won every round, so the Swiss goes on.
    matches = [
        MatchRecord(1, 1, 4, MatchResult(2, 0)),
        unopposed(1, 2, MatchKind.BYE),
        MatchRecord(1, 3, 5, MatchResult(2, 1)),
        MatchRecord(2, 1, 3, MatchResult(2, 0)),
        MatchRecord(2, 2, 4, MatchResult(2, 0)),
        MatchRecord(3, 1, 5, MatchResult(2, 0)),
        MatchRecord(3, 2, 3, MatchResult(2, 0)),
    ]
    standings = compute_standings(range(1, 6), matches, MIN_PERCENTAGE_MTR)
    assert not swiss_is_over(rule, standings, 3)  # entries 1 and 2 are 3-0
    dropped = field((3, 0, 0), (2, 1, 0), (2, 1, 0))
    dropped.append(row(4, 3, 0, 0, dropped=3))
    assert not swiss_is_over(rule, dropped, 3)


def test_bad_undefeated_rules() -> None:
    with pytest.raises(EndRuleError) as caught:
        UntilUndefeatedAtMost(max_rounds=5, count=-1)
    assert caught.value.problem is EndRuleProblem.COUNT
    with pytest.raises(EndRuleError) as caught:
        UntilUndefeatedAtMost(max_rounds=5, min_rounds=0)
    assert caught.value.problem is EndRuleProblem.ROUNDS


# --- until the cut is decided ---------------------------------------------------------


def test_cut_still_open() -> None:
    rule = UntilCutDecided(playoff_size=4, max_rounds=5)
    # After 4 rounds, one left: 4th place has 9; the two 6-point players can still reach 9.
    standings = field((4, 0, 0), (4, 0, 0), (3, 1, 0), (3, 1, 0), (2, 2, 0), (2, 2, 0))
    assert not swiss_is_over(rule, standings, 4)


def test_cut_decided() -> None:
    rule = UntilCutDecided(playoff_size=4, max_rounds=5)
    # 4th place has 9; nobody else has more than 3, and 3 + 3 < 9.
    standings = field((4, 0, 0), (4, 0, 0), (4, 0, 0), (3, 1, 0), (1, 3, 0), (1, 3, 0))
    assert swiss_is_over(rule, standings, 4)
    # A tie at the cut line is still open (tiebreakers decide later).
    tied = field((4, 0, 0), (4, 0, 0), (4, 0, 0), (3, 1, 0), (3, 1, 0), (1, 3, 0))
    assert not swiss_is_over(rule, tied, 4)
    # ... unless the other player at 9 dropped: dropped players cannot make the cut.
    tied[4] = row(5, 3, 1, 0, dropped=4)
    assert swiss_is_over(rule, tied, 4)


def test_cut_looks_at_every_round_left() -> None:
    rule = UntilCutDecided(playoff_size=2, max_rounds=6)
    standings = field((4, 0, 0), (4, 0, 0), (2, 2, 0), (1, 3, 0))
    # 2nd place has 12; with 2 rounds left a 6-point player reaches 12.
    assert not swiss_is_over(rule, standings, 4)
    # With 1 round left (max 5) only 9: decided.
    assert swiss_is_over(UntilCutDecided(playoff_size=2, max_rounds=5), standings, 4)


def test_cut_with_no_more_players_than_places() -> None:
    rule = UntilCutDecided(playoff_size=8, max_rounds=5)
    standings = field(*[(2, 1, 0)] * 6)
    assert not swiss_is_over(rule, standings, 2)  # min 3 rounds (MTR 10.2)
    assert swiss_is_over(rule, field(*[(2, 1, 0)] * 6), 3)
    with pytest.raises(EndRuleError) as caught:
        UntilCutDecided(playoff_size=0, max_rounds=5)
    assert caught.value.problem is EndRuleProblem.PLAYOFF_SIZE


def test_rated_minimum() -> None:
    # MTR 10.2: individual tournaments need "a minimum of three (3) rounds".
    assert meets_rated_minimum(FixedRounds(3))
    assert not meets_rated_minimum(FixedRounds(2))
    assert not meets_rated_minimum(UnlessSoleLeader(4, 2, 2))
    assert meets_rated_minimum(UntilUndefeatedAtMost(max_rounds=6))
    assert not meets_rated_minimum(UntilCutDecided(8, max_rounds=6, min_rounds=2))
    with pytest.raises(EndRuleError) as caught:
        FixedRounds(0)
    assert caught.value.problem is EndRuleProblem.ROUNDS


# --- early advancement (MTR 10.4) -----------------------------------------------------

A, B, C, D, E, F, G, H = range(1, 9)
HIGH, MID, LOW = Fraction(7, 10), Fraction(6, 10), Fraction(5, 10)


def rounds_of_standings() -> list[list[StandingRow]]:
    """Six rounds of standings, hand-made; the threshold in the tests is 12 points."""
    filler = [row(G, 1, 2), row(H, 0, 3)]
    r3 = [row(A, 3), row(B, 3), row(C, 2, 1), row(D, 2, 1), row(E, 2, 1), row(F, 2, 1)]
    r4 = [
        row(A, 4, omwp=MID),  # A and B reach 12 together: B has the better OMW%
        row(B, 4, omwp=HIGH),
        row(C, 3, 0, 1),  # 10 points
        row(D, 3, 1),
        row(E, 3, 1),
        row(F, 3, 1),
    ]
    r5 = [
        row(A, 5, omwp=LOW),  # A's OMW% falls below B's later: too late, seeds are locked
        row(B, 5, omwp=MID),
        row(C, 4, 0, 1, omwp=LOW),  # 13 points
        row(D, 4, 1, omwp=HIGH, gwp=MID),  # 12 points, same OMW% as E, worse GW%
        row(E, 4, 1, omwp=HIGH, gwp=HIGH),
        row(F, 4, 1, omwp=HIGH, gwp=HIGH, dropped=5),  # reached 12 but dropped
    ]
    r6 = [*r5[:5], row(F, 4, 1, dropped=5), row(G, 3, 3), row(H, 2, 4)]
    return [filler + r3[:2], filler + r3[:4], filler + r3, filler + r4, filler + r5, r6]


def test_advancement_by_round_then_omw_gw_ogw() -> None:
    snapshots = early_advancements(rounds_of_standings(), match_points=12)
    assert len(snapshots) == 6
    assert snapshots[:3] == ((), (), ())
    assert snapshots[3] == (Advancement(B, 4, 1, 12), Advancement(A, 4, 2, 12))
    # Round 5: E and D tie on OMW% and E's GW% is better; C has more points (13) but the
    # lowest OMW%, and MTR 10.4 names OMW%, GW%, OGW%, not match points. F dropped.
    assert [(a.entry, a.seed) for a in snapshots[4]] == [(B, 1), (A, 2), (E, 3), (D, 4), (C, 5)]
    assert snapshots[4][4].points == 13
    # Seeds are locked: every later snapshot starts with the earlier one.
    for earlier, later in itertools.pairwise(snapshots):
        assert later[: len(earlier)] == earlier
    assert snapshots[5] == snapshots[4]


def test_more_players_than_places_left() -> None:
    snapshots = early_advancements(rounds_of_standings(), match_points=12, size=4)
    assert [a.entry for a in snapshots[-1]] == [B, A, E, D]  # C plays on in the Swiss


def test_advanced_players_are_not_paired_again() -> None:
    # "and receive byes for the remaining Swiss rounds"
    snapshots = early_advancements(rounds_of_standings(), match_points=12)
    assert advanced_before(snapshots, 1) == frozenset()
    assert advanced_before(snapshots, 4) == frozenset()
    assert advanced_before(snapshots, 5) == {A, B}
    assert advanced_before(snapshots, 6) == {A, B, C, D, E}
    assert advanced_before(snapshots, 9) == {A, B, C, D, E}


def test_final_seeding_locked_seeds_then_standings() -> None:
    snapshots = early_advancements(rounds_of_standings(), match_points=12)
    final = [
        row(A, 6, rank=1),
        row(B, 6, rank=2),
        row(C, 5, 0, 1, rank=3),
        row(E, 5, 1, rank=4),
        row(D, 5, 1, rank=5),
        row(G, 3, 3, rank=6),
        row(F, 4, 1, rank=7, dropped=5),
        row(H, 2, 4, rank=8),
    ]
    order = playoff_order(snapshots[-1], final)
    assert order == (B, A, E, D, C, G, H)  # F dropped in the Swiss: passed over
    bracket = build_bracket(order, 4)
    pairs = [(m.player1, m.player2) for m in bracket.next_matches]
    assert pairs == [(B, D), (A, E)]  # seed 1 v 4, 2 v 3 (MTR 10.4); seed 1 chooses


def test_playoff_order_refuses_gaps() -> None:
    with pytest.raises(EndRuleError) as caught:
        playoff_order([Advancement(A, 3, 2, 9)], [row(A, 3)])
    assert caught.value.problem is EndRuleProblem.SEEDS
    with pytest.raises(EndRuleError) as caught:
        early_advancements([], match_points=0)
    assert caught.value.problem is EndRuleProblem.MATCH_POINTS


def test_advancement_from_real_standings() -> None:
    # Four players, threshold 3 points: after round 1 the two winners advance. Their
    # opponents both lost 0-2 (OMW% floored alike); C won 2-0 and A 2-1, so C has the better
    # GW% as of round 1 and takes seed 1 (MTR 10.4).
    round1 = [MatchRecord(1, A, B, MatchResult(2, 1)), MatchRecord(1, C, D, MatchResult(2, 0))]
    round2 = [MatchRecord(2, A, C, MatchResult(2, 0)), MatchRecord(2, B, D, MatchResult(2, 0))]
    after = [
        compute_standings([A, B, C, D], round1, MIN_PERCENTAGE_MTR),
        compute_standings([A, B, C, D], round1 + round2, MIN_PERCENTAGE_MTR),
    ]
    snapshots = early_advancements(after, match_points=3, size=2)
    assert [(a.entry, a.seed, a.round) for a in snapshots[0]] == [(C, 1, 1), (A, 2, 1)]
    assert snapshots[1] == snapshots[0]
