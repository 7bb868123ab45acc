"""Team standings: match points then OMW%, no game points (MTR 3.1, Appendix C)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Floor
from mtrdesk.core.teams.standings import (
    StandingsError,
    TeamStandingRow,
    compute_team_standings,
    pairing_order,
)
from mtrdesk.core.teams.team import Team, TeamKind, team_drops, team_history
from mtrdesk.core.tournament import MatchKind, MatchRecord, unopposed

MTR_FLOOR = Floor.MTR.value_fraction  # 33/100
TEAMS = (
    Team(101, "Alpha", (1, 2, 3)),
    Team(102, "Bravo", (4, 5, 6)),
    Team(103, "Charlie", (7, 8, 9)),
    Team(104, "Delta", (10, 11, 12)),
)


def team_match(round_number: int, first: int, second: int, seats: str) -> MatchRecord:
    """A team match stated in seat matches won, lost, drawn (``teams.team_match_result``)."""
    wins, losses, draws = (int(n) for n in seats.split("-"))
    return MatchRecord(round_number, first, second, MatchResult(wins, losses, draws))


def by_entry(rows: list[TeamStandingRow]) -> dict[int, TeamStandingRow]:
    return {row.entry: row for row in rows}


# Round 1: Alpha beats Bravo 2-1, Charlie and Delta draw 1-1-1.
# Round 2: Alpha beats Charlie 1-0-2, Bravo beats Delta 3-0.
TWO_ROUNDS = (
    team_match(1, 101, 102, "2-1-0"),
    team_match(1, 103, 104, "1-1-1"),
    team_match(2, 101, 103, "1-0-2"),
    team_match(2, 102, 104, "3-0-0"),
)


def test_hand_worked_two_rounds() -> None:
    rows = compute_team_standings(TEAMS, TWO_ROUNDS, MTR_FLOOR)
    # Match points: Alpha 3+3, Bravo 0+3, Charlie 1+0, Delta 1+0 (Appendix C: 3/1/0).
    # MW%: Alpha 6/6 = 1, Bravo 3/6 = 1/2, Charlie and Delta 1/6, raised to 0.33.
    # OMW%: Alpha (Bravo 1/2 + Charlie 0.33)/2 = 83/200; Bravo (Alpha 1 + Delta 0.33)/2 =
    # 133/200; Charlie (Delta 0.33 + Alpha 1)/2 = 133/200; Delta (Charlie 0.33 + Bravo
    # 1/2)/2 = 83/200. Charlie is above Delta on OMW%.
    assert [(r.rank, r.name, r.points, r.record, r.mwp, r.omwp) for r in rows] == [
        (1, "Alpha", 6, "2-0-0", Fraction(1), Fraction(83, 200)),
        (2, "Bravo", 3, "1-1-0", Fraction(1, 2), Fraction(133, 200)),
        (3, "Charlie", 1, "0-1-1", Fraction(33, 100), Fraction(133, 200)),
        (4, "Delta", 1, "0-1-1", Fraction(33, 100), Fraction(83, 200)),
    ]
    assert not any(r.tied_with_previous for r in rows)
    assert all(r.rounds_played == 2 for r in rows)


def test_the_floor_is_the_events() -> None:
    rows = by_entry(compute_team_standings(TEAMS, TWO_ROUNDS, Floor.THIRD.value_fraction))
    assert rows[103].mwp == Fraction(1, 3)
    assert rows[101].omwp == (Fraction(1, 2) + Fraction(1, 3)) / 2  # 5/12


def test_seat_margins_are_not_game_points_and_break_no_tie() -> None:
    # Appendix C: "Game points are not used in team tournaments; only the overall result
    # of the match is used for tiebreakers." Delta's 3-0 is worth what Alpha's 2-1 is.
    matches = (team_match(1, 101, 102, "2-1-0"), team_match(1, 104, 103, "3-0-0"))
    rows = compute_team_standings(TEAMS, matches, MTR_FLOOR)
    assert [(r.entry, r.points, r.omwp, r.tied_with_previous) for r in rows] == [
        (101, 3, Fraction(33, 100), False),
        (104, 3, Fraction(33, 100), True),
        (102, 0, Fraction(1), False),  # its only opponent won: 3/3
        (103, 0, Fraction(1), True),
    ]
    assert not hasattr(rows[0], "gwp")
    assert not hasattr(rows[0], "game_points")


def test_a_team_bye_is_a_win_and_is_left_out_of_omw() -> None:
    teams = TEAMS[:3]
    matches = (
        team_match(1, 101, 102, "2-1-0"),
        unopposed(1, 103, MatchKind.BYE),
        team_match(2, 103, 101, "2-0-1"),
        unopposed(2, 102, MatchKind.BYE),
    )
    rows = compute_team_standings(teams, matches, MTR_FLOOR)
    # Charlie: bye + win = 6, MW% 1. Alpha: win + loss = 3, MW% 1/2, opponents Bravo (1/2)
    # and Charlie (1) -> 3/4. Bravo: loss + bye = 3, MW% 1/2, only opponent Alpha -> 1/2.
    assert [(r.entry, r.points, r.mwp, r.omwp) for r in rows] == [
        (103, 6, Fraction(1), Fraction(1, 2)),
        (101, 3, Fraction(1, 2), Fraction(3, 4)),
        (102, 3, Fraction(1, 2), Fraction(1, 2)),
    ]


def test_a_dropped_team_stays_ranked_and_counts_as_an_opponent() -> None:
    dropped = team_drops(TEAMS, {6: 1})  # Bravo's player C drops after round 1
    matches = TWO_ROUNDS[:2]
    rows = by_entry(compute_team_standings(TEAMS, matches, MTR_FLOOR, dropped=dropped))
    assert rows[102].dropped_after_round == 1
    assert rows[101].omwp == Fraction(33, 100)  # Bravo 0/3, raised to the floor
    ordered = compute_team_standings(TEAMS, matches, MTR_FLOOR, dropped=dropped)
    assert pairing_order(ordered) == (101, 103, 104)


def test_standings_from_seat_records() -> None:
    # Round 1 seat by seat: Alpha v Bravo 2-0, 1-2, 2-1 (Alpha wins 2-1); Charlie v Delta
    # 2-0, 0-2, 1-1-1 (a drawn team match).
    seats = [
        (1, 4, "2-0"),
        (2, 5, "1-2"),
        (3, 6, "2-1"),
        (7, 10, "2-0"),
        (8, 11, "0-2"),
        (9, 12, "1-1-1"),
    ]
    records = [MatchRecord(1, a, b, MatchResult.from_text(text)) for a, b, text in seats]
    history = team_history(TEAMS, TeamKind.TEAM_OF_THREE, records)
    rows = compute_team_standings(TEAMS, history, MTR_FLOOR)
    assert [(r.entry, r.points, r.record) for r in rows] == [
        (101, 3, "1-0-0"),
        (103, 1, "0-0-1"),
        (104, 1, "0-0-1"),
        (102, 0, "0-1-0"),
    ]


def test_a_history_naming_a_player_instead_of_a_team_is_refused() -> None:
    with pytest.raises(StandingsError):
        compute_team_standings(TEAMS, [MatchRecord(1, 1, 4, MatchResult(2, 0))], MTR_FLOOR)


def test_no_rounds_yet_ranks_every_team_at_zero() -> None:
    rows = compute_team_standings(TEAMS, [], MTR_FLOOR)
    assert [r.entry for r in rows] == [101, 102, 103, 104]
    assert all(r.points == 0 and r.mwp == MTR_FLOOR for r in rows)
