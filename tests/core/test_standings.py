"""Standings behaviour beyond the Appendix C examples: byes, drops, gaps, floors, ties."""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR, MIN_PERCENTAGE_THIRD, Floor
from mtrdesk.core.standings.individual import (
    MTR_TIEBREAKERS,
    NO_OPPONENTS_PERCENTAGE,
    TEAM_TIEBREAKERS,
    TIEBREAKER_FUNCTIONS,
    StandingRow,
    StandingsError,
    StandingsProblem,
    Tiebreaker,
    compute_standings,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

WIN, LOSS = "2-0", "0-2"


def played(round_number: int, first: EntryId, second: EntryId, result: str) -> MatchRecord:
    return MatchRecord(round_number, first, second, MatchResult.from_text(result))


def by_entry(rows: Iterable[StandingRow]) -> dict[EntryId, StandingRow]:
    return {row.entry: row for row in rows}


def entries_of(matches: Iterable[MatchRecord]) -> list[EntryId]:
    return sorted({entry for match in matches for entry in match.players()})


class Fillers:
    """Hands out fresh opponents so a player's record can be set without side effects."""

    def __init__(self, start: int = 1000) -> None:
        self._next = start

    def record(self, entry: EntryId, rounds: Iterable[int], results: str) -> list[MatchRecord]:
        """``results`` is one letter per round: W (2-0), L (0-2) or D (1-1)."""
        text = {"W": "2-0", "L": "0-2", "D": "1-1"}
        matches = []
        for round_number, letter in zip(rounds, results, strict=True):
            matches.append(played(round_number, entry, self._next, text[letter]))
            self._next += 1
        return matches


# --- Byes, drops, unreported matches ---


@pytest.mark.parametrize("kind", [MatchKind.BYE, MatchKind.AWARDED_BYE])
def test_byes_count_for_the_player_but_not_in_opponent_percentages(kind: MatchKind) -> None:
    matches = [
        unopposed(1, 1, kind),
        played(2, 1, 2, "2-1"),
        played(1, 2, 3, LOSS),
    ]

    rows = by_entry(compute_standings([1, 2, 3], matches, MIN_PERCENTAGE_MTR))

    assert (rows[1].points, rows[1].rounds_played, rows[1].wins) == (6, 2, 2)
    assert (rows[1].game_points, rows[1].games_played) == (12, 5)
    # Only the paired opponent counts: no phantom 0% or 100% opponent for the bye.
    assert rows[1].omwp == rows[2].mwp == Fraction(33, 100)
    assert rows[1].ogwp == rows[2].gwp == Fraction(33, 100)
    assert rows[2].omwp == (rows[1].mwp + rows[3].mwp) / 2


def test_dropped_players_stay_and_count_as_opponents_with_the_rounds_they_played() -> None:
    matches = [
        played(1, 1, 2, "2-1"),  # 2 drops after round 1
        played(1, 3, 4, WIN),
        played(2, 1, 3, WIN),
        played(2, 4, 5, WIN),
        unopposed(1, 5, MatchKind.BYE),
    ]

    rows = by_entry(compute_standings(range(1, 6), matches, MIN_PERCENTAGE_MTR, dropped={2: 1}))

    assert rows[2].dropped_after_round == 1
    assert rows[2].rounds_played == 1
    assert rows[2].gwp == Fraction(3, 9)
    assert rows[1].dropped_after_round is None
    # 1 met 2 (0 of 3 match points, raised to 0.33) and 3 (3 of 6).
    assert rows[1].omwp == (Fraction(33, 100) + Fraction(1, 2)) / 2
    assert rows[1].ogwp == (Fraction(3, 9) + Fraction(6, 12)) / 2


def test_unreported_matches_are_skipped_entirely() -> None:
    matches = [
        played(1, 1, 2, WIN),
        MatchRecord(2, 1, 3, None),
        played(2, 2, 4, WIN),
    ]

    rows = by_entry(compute_standings([1, 2, 3, 4], matches, MIN_PERCENTAGE_MTR))

    assert (rows[1].rounds_played, rows[1].points) == (1, 3)
    assert rows[1].omwp == rows[2].mwp == Fraction(1, 2)
    assert rows[3].rounds_played == 0
    assert rows[3].omwp == NO_OPPONENTS_PERCENTAGE
    assert rows[3].mwp == MIN_PERCENTAGE_MTR  # nothing played: 0, raised to the floor
    assert rows[2].omwp == (rows[1].mwp + rows[4].mwp) / 2


@pytest.mark.parametrize("kind", [MatchKind.LATE_ENTRY_LOSS, MatchKind.UNOPPOSED_LOSS])
def test_unopposed_losses_are_played_0_2_rounds_without_an_opponent(kind: MatchKind) -> None:
    matches = [unopposed(1, 1, kind), played(2, 1, 2, "2-1")]

    rows = by_entry(compute_standings([1, 2], matches, MIN_PERCENTAGE_MTR))

    assert (rows[1].wins, rows[1].losses, rows[1].rounds_played) == (1, 1, 2)
    assert (rows[1].points, rows[1].game_points, rows[1].games_played) == (3, 6, 5)
    assert rows[1].mwp == Fraction(1, 2)
    assert rows[1].omwp == rows[2].mwp  # the unopposed round adds no opponent


def test_unopposed_kinds_count_their_fixed_result_whatever_the_record_carries() -> None:
    odd = MatchRecord(1, 1, None, MatchResult(1, 0, 0), MatchKind.BYE)

    row = compute_standings([1], [odd], MIN_PERCENTAGE_MTR)[0]

    assert (row.points, row.game_points, row.games_played) == (3, 6, 2)


def test_a_player_who_met_no_opponent_has_zero_opponent_percentages() -> None:
    matches = [unopposed(1, 1, MatchKind.AWARDED_BYE), played(1, 2, 3, WIN)]

    rows = by_entry(compute_standings([1, 2, 3], matches, MIN_PERCENTAGE_MTR))

    assert NO_OPPONENTS_PERCENTAGE == 0
    assert rows[1].omwp == rows[1].ogwp == 0
    # Equal on points, so the player who met someone ranks first.
    assert [row.entry for row in compute_standings([1, 2, 3], matches, Fraction(1, 3))][:2] == [
        2,
        1,
    ]


# --- Draws ---


def test_intentional_draw_is_three_drawn_games() -> None:
    matches = [played(1, 1, 2, "0-0-3")]

    rows = by_entry(compute_standings([1, 2], matches, MIN_PERCENTAGE_MTR))

    for entry in (1, 2):
        assert (rows[entry].points, rows[entry].draws) == (1, 1)
        assert (rows[entry].game_points, rows[entry].games_played) == (3, 3)
        assert rows[entry].mwp == rows[entry].gwp == Fraction(1, 3)
    assert rows[2].tied_with_previous


def test_draw_with_no_games_gives_match_points_but_no_games() -> None:
    matches = [
        MatchRecord(1, 1, 2, MatchResult(0, 0, 0)),
        played(2, 1, 3, "2-1"),
    ]

    rows = by_entry(compute_standings([1, 2, 3], matches, MIN_PERCENTAGE_MTR))

    assert (rows[1].points, rows[1].draws, rows[1].wins) == (4, 1, 1)
    assert (rows[1].game_points, rows[1].games_played) == (6, 3)
    assert rows[1].gwp == Fraction(6, 9)
    assert (rows[2].points, rows[2].rounds_played, rows[2].games_played) == (1, 1, 0)
    assert rows[2].mwp == Fraction(1, 3)
    assert rows[2].gwp == MIN_PERCENTAGE_MTR  # no games at all: 0, raised to the floor


# --- Order ---


def test_floor_033_and_floor_one_third_order_a_constructed_case_differently() -> None:
    """Player 1 met three 0-3 players, player 2 three 1-2 players (exactly 1/3 each).

    With the MTR's 0.33, player 1's OMW% is 0.33 < 1/3 and player 2 is first. With 1/3 both
    OMW% are 1/3 and player 1's better GW% (2-0 wins against 2-1 wins) puts them first.
    """
    fillers = Fillers()
    matches: list[MatchRecord] = []
    for round_number, opponent in enumerate((11, 12, 13), start=1):
        matches.append(played(round_number, 1, opponent, "2-0"))
        others = [r for r in (1, 2, 3) if r != round_number]
        matches += fillers.record(opponent, others, "LL")
    for round_number, opponent in enumerate((21, 22, 23), start=1):
        matches.append(played(round_number, 2, opponent, "2-1"))
        others = [r for r in (1, 2, 3) if r != round_number]
        matches += fillers.record(opponent, others, "WL")
    entries = entries_of(matches)

    mtr = compute_standings(entries, matches, Floor.MTR.value_fraction)
    third = compute_standings(entries, matches, Floor.THIRD.value_fraction)

    def order(rows: list[StandingRow]) -> list[EntryId]:
        return [row.entry for row in rows if row.entry in (1, 2)]

    assert order(mtr) == [2, 1]
    assert order(third) == [1, 2]
    assert by_entry(mtr)[1].omwp == Fraction(33, 100)
    assert by_entry(third)[1].omwp == by_entry(third)[2].omwp == MIN_PERCENTAGE_THIRD


def test_values_equal_to_four_decimals_are_still_ordered_exactly() -> None:
    """OMW% 61/105 = 0.580952... and 251/432 = 0.581018...: both show as 0.5810.

    Player 1 (entered first) met a 2-3-0 player who left after round 5 and a 5-1-1 player;
    player 2 met a 3-5-1 player and a 6-1-1 player in this 9-round event.
    """
    fillers = Fillers()
    matches = [
        played(1, 1, 11, WIN),
        played(2, 1, 12, WIN),
        played(1, 2, 21, WIN),
        played(2, 2, 22, WIN),
    ]
    matches += fillers.record(11, range(2, 6), "WWLL")  # 2-3-0 in 5 rounds
    matches += fillers.record(12, [1, *range(3, 8)], "WWWWWD")  # 5-1-1 in 7 rounds
    matches += fillers.record(21, range(2, 10), "WWWLLLLD")  # 3-5-1 in 9 rounds
    matches += fillers.record(22, [1, *range(3, 9)], "WWWWWWD")  # 6-1-1 in 8 rounds

    rows = compute_standings(entries_of(matches), matches, MIN_PERCENTAGE_MTR)
    first, second = by_entry(rows)[1], by_entry(rows)[2]

    assert first.omwp == Fraction(61, 105)
    assert second.omwp == Fraction(251, 432)
    assert round(float(first.omwp), 4) == round(float(second.omwp), 4) == 0.581
    assert (first.points, first.gwp) == (second.points, second.gwp)
    assert second.rank < first.rank
    assert not first.tied_with_previous


def test_tied_rows_are_flagged_and_kept_in_entry_order() -> None:
    matches = [played(1, 4, 3, WIN), played(1, 2, 1, WIN)]

    rows = compute_standings([4, 3, 2, 1], matches, MIN_PERCENTAGE_MTR)

    assert [row.entry for row in rows] == [2, 4, 1, 3]
    assert [row.rank for row in rows] == [1, 2, 3, 4]
    assert [row.tied_with_previous for row in rows] == [False, True, False, True]


def test_omw_decides_before_gw() -> None:
    # 1 beat a player who then won (OMW% 1/2) 2-1; 2 beat a player who then lost 2-0.
    matches = [
        played(1, 1, 11, "2-1"),
        played(1, 2, 12, "2-0"),
        played(2, 11, 13, WIN),
        played(2, 12, 14, LOSS),
    ]

    rows = by_entry(compute_standings(entries_of(matches), matches, MIN_PERCENTAGE_MTR))

    assert rows[1].points == rows[2].points
    assert rows[1].omwp > rows[2].omwp
    assert rows[1].gwp < rows[2].gwp
    assert rows[1].rank < rows[2].rank


def test_gw_decides_before_ogw() -> None:
    # Both beat a 0-1 player; 1 won 2-1 against a player who took a game, 2 won 2-0.
    matches = [played(1, 1, 11, "2-1"), played(1, 2, 12, "2-0")]

    rows = by_entry(compute_standings(entries_of(matches), matches, MIN_PERCENTAGE_MTR))

    assert (rows[1].points, rows[1].omwp) == (rows[2].points, rows[2].omwp)
    assert rows[1].gwp < rows[2].gwp
    assert rows[1].ogwp > rows[2].ogwp
    assert rows[2].rank < rows[1].rank


def test_ogw_breaks_a_tie_on_points_omw_and_gw() -> None:
    # 1 and 2 each won 2-1 against a player who went 0-2; 1's opponent won a game in
    # round 2 as well (6 of 18 game points, exactly 1/3), 2's did not (3 of 15, 0.33).
    matches = [
        played(1, 1, 11, "2-1"),
        played(1, 2, 12, "2-1"),
        played(2, 11, 13, "1-2"),
        played(2, 12, 14, "0-2"),
    ]

    rows = by_entry(compute_standings(entries_of(matches), matches, MIN_PERCENTAGE_MTR))

    assert rows[1].points == rows[2].points
    assert rows[1].omwp == rows[2].omwp == MIN_PERCENTAGE_MTR
    assert rows[1].gwp == rows[2].gwp
    assert rows[1].ogwp == Fraction(1, 3)
    assert rows[2].ogwp == MIN_PERCENTAGE_MTR
    assert rows[1].rank < rows[2].rank
    assert not rows[2].tied_with_previous


def test_team_events_leave_game_win_percentages_out_of_the_order() -> None:
    matches = [played(1, 1, 3, "2-1"), played(1, 2, 4, "2-0")]

    individual = compute_standings([1, 2, 3, 4], matches, MIN_PERCENTAGE_MTR)
    team = compute_standings([1, 2, 3, 4], matches, MIN_PERCENTAGE_MTR, team_event=True)

    assert [row.entry for row in individual][:2] == [2, 1]
    assert not individual[1].tied_with_previous
    assert [row.entry for row in team][:2] == [1, 2]
    assert team[1].tied_with_previous
    # The values are still there; only the order leaves them out.
    assert by_entry(team)[2].gwp == 1


def test_a_declared_tiebreaker_order_replaces_the_mtr_order() -> None:
    matches = [played(1, 1, 3, "2-1"), played(1, 2, 4, "2-0"), played(2, 4, 1, "2-0")]
    entries = [1, 2, 3, 4]

    points_only = compute_standings(
        entries, matches, MIN_PERCENTAGE_MTR, tiebreakers=[Tiebreaker.MATCH_POINTS]
    )
    gw_first = compute_standings(
        entries,
        matches,
        MIN_PERCENTAGE_MTR,
        tiebreakers=[Tiebreaker.GAME_WIN_PERCENTAGE, Tiebreaker.MATCH_POINTS],
    )

    assert [row.entry for row in points_only] == [1, 2, 4, 3]
    assert points_only[1].tied_with_previous and points_only[2].tied_with_previous
    # GW%: 2 won 2 of 2 games, 4 won 2 of 4, 1 won 2 of 5, 3 won 1 of 3 (raised to 0.33).
    assert [row.entry for row in gw_first] == [2, 4, 1, 3]


def test_the_registry_follows_mtr_3_1() -> None:
    assert MTR_TIEBREAKERS == (
        Tiebreaker.MATCH_POINTS,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
        Tiebreaker.GAME_WIN_PERCENTAGE,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE,
    )
    assert TEAM_TIEBREAKERS == (
        Tiebreaker.MATCH_POINTS,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
    )
    assert set(TIEBREAKER_FUNCTIONS) == set(Tiebreaker)
    assert Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE.value == "omwp"
    row = StandingRow(
        rank=1,
        entry=7,
        points=9,
        wins=3,
        losses=0,
        draws=0,
        rounds_played=3,
        game_points=18,
        games_played=6,
        mwp=Fraction(1),
        gwp=Fraction(1),
        omwp=Fraction(1, 2),
        ogwp=Fraction(2, 5),
    )
    assert [tiebreaker.of(row) for tiebreaker in MTR_TIEBREAKERS] == [
        9,
        Fraction(1, 2),
        1,
        Fraction(2, 5),
    ]


# --- Shape of the output and errors ---


def test_an_event_with_no_results_ranks_everyone_tied_in_entry_order() -> None:
    rows = compute_standings(iter([3, 1, 2]), iter(()), MIN_PERCENTAGE_MTR)

    assert [(row.rank, row.entry) for row in rows] == [(1, 1), (2, 2), (3, 3)]
    assert [row.tied_with_previous for row in rows] == [False, True, True]
    assert all(row.mwp == row.gwp == MIN_PERCENTAGE_MTR for row in rows)


@pytest.mark.parametrize(
    ("entries", "matches", "dropped", "problem"),
    [
        ([1, 1], [], None, StandingsProblem.DUPLICATE_ENTRY),
        ([1], [played(1, 1, 2, WIN)], None, StandingsProblem.UNKNOWN_ENTRY),
        ([1], [], {2: 1}, StandingsProblem.UNKNOWN_ENTRY),
        ([1], [played(1, 1, 1, WIN)], None, StandingsProblem.SELF_PAIRED),
        (
            [1, 2, 3],
            [played(1, 1, 2, WIN), played(1, 3, 1, WIN)],
            None,
            StandingsProblem.TWICE_IN_ROUND,
        ),
        (
            [1, 2],
            [played(1, 1, 2, WIN), unopposed(1, 2, MatchKind.BYE)],
            None,
            StandingsProblem.TWICE_IN_ROUND,
        ),
    ],
    ids=["duplicate entry", "unknown player", "unknown drop", "self", "twice", "bye twice"],
)
def test_inconsistent_histories_are_refused(
    entries: list[EntryId],
    matches: list[MatchRecord],
    dropped: dict[EntryId, int] | None,
    problem: StandingsProblem,
) -> None:
    with pytest.raises(StandingsError) as caught:
        compute_standings(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)

    assert caught.value.problem is problem
    assert isinstance(caught.value, ValueError)


def test_1200_players_and_10_rounds_are_all_ranked() -> None:
    """How fast: benchmarks/bench_standings.py."""
    rng = random.Random(20230821)
    results = [MatchResult(2, 0), MatchResult(2, 1), MatchResult(1, 2), MatchResult(0, 0, 3)]
    players = list(range(1, 1201))
    matches = []
    for round_number in range(1, 11):
        rng.shuffle(players)
        for first, second in zip(players[::2], players[1::2], strict=True):
            matches.append(MatchRecord(round_number, first, second, rng.choice(results)))

    rows = compute_standings(range(1, 1201), matches, MIN_PERCENTAGE_MTR)

    assert len(rows) == 1200
    assert sum(row.rounds_played for row in rows) == 12000


# --- Matches not round by round (issue 33: count_history's check of seats) ---


def test_matches_in_any_order_rank_as_round_by_round() -> None:
    """A second seat in a round is seen against the entry's last round while matches come
    round by round; any other order is checked whole, and ranks the same (MTR 3.1)."""
    rng = random.Random(33)
    players = list(range(1, 41))
    results = [MatchResult(2, 0), MatchResult(2, 1), MatchResult(1, 2), MatchResult(1, 1)]
    matches = [unopposed(1, 41, MatchKind.BYE), unopposed(3, 41, MatchKind.BYE)]
    for round_number in range(1, 6):
        rng.shuffle(players)
        for first, second in zip(players[::2], players[1::2], strict=True):
            matches.append(MatchRecord(round_number, first, second, rng.choice(results)))
    shuffled = list(matches)
    rng.shuffle(shuffled)
    entries = [*players, 41]

    assert compute_standings(entries, shuffled, MIN_PERCENTAGE_MTR) == compute_standings(
        entries, sorted(matches, key=lambda match: match.round), MIN_PERCENTAGE_MTR
    )


@pytest.mark.parametrize(
    "rounds",
    [(1, 2, 1), (2, 1, 2), (1, 1, 2, 1)],
    ids=["back to round 1", "back to round 2", "round 1 again after 2"],
)
def test_a_second_seat_in_a_round_is_refused_whatever_comes_between(
    rounds: tuple[int, ...],
) -> None:
    """Player 1 sits in two matches of one round with another round's match between."""
    opponents = iter(range(2, 2 + len(rounds)))
    matches = [played(number, 1, next(opponents), WIN) for number in rounds]
    with pytest.raises(StandingsError) as caught:
        compute_standings(entries_of(matches), matches, MIN_PERCENTAGE_MTR)
    assert caught.value.problem is StandingsProblem.TWICE_IN_ROUND
    assert caught.value.entry == 1
