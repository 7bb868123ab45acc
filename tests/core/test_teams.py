"""Teams (MTR 8.2), team match results from seat results, drops, Two-Headed Giant (MTR 9)."""

from __future__ import annotations

import pytest

from mtrdesk.core.results import MatchResult, Outcome, ResultError, ResultProblem
from mtrdesk.core.teams.team import (
    ADDITIONAL_TURNS,
    SHARED_GAME_ADDITIONAL_TURNS,
    TWO_HEADED_GIANT_GAMES_TO_WIN,
    Seat,
    Team,
    TeamError,
    TeamIssue,
    TeamKind,
    TeamProblem,
    decided_team_outcome,
    dropped_teams,
    team_drops,
    team_history,
    team_issues,
    team_match_result,
    validate_teams,
)
from mtrdesk.core.tournament import MatchKind, MatchRecord, unopposed

ALPHA = Team(101, "Alpha", (1, 2, 3))
BRAVO = Team(102, "Bravo", (4, 5, 6))
CHARLIE = Team(103, "Charlie", (7, 8, 9))
TRIOS = (ALPHA, BRAVO, CHARLIE)


def results(*texts: str | None) -> list[MatchResult | None]:
    return [None if text is None else MatchResult.from_text(text) for text in texts]


def seat(round_number: int, first: int, second: int, text: str | None) -> MatchRecord:
    result = None if text is None else MatchResult.from_text(text)
    return MatchRecord(round_number, first, second, result, table=1)


# --- Kinds and the rule values an event uses ---


def test_team_kinds_say_how_many_seats_and_whether_the_game_is_shared() -> None:
    assert TeamKind.TEAM_OF_TWO.seats == (Seat.A, Seat.B)
    assert TeamKind.TEAM_OF_THREE.seats == (Seat.A, Seat.B, Seat.C)
    assert TeamKind.TWO_HEADED_GIANT.size == 2
    assert TeamKind.TWO_HEADED_GIANT.shares_game
    assert not TeamKind.TEAM_OF_THREE.shares_game


def test_additional_turns_are_three_only_when_teammates_share_a_game() -> None:
    # MTR 2.5: five turns; "Team tournaments featuring multiple players playing together
    # (such as Two-Headed Giant) use three turns instead of five."
    assert (ADDITIONAL_TURNS, SHARED_GAME_ADDITIONAL_TURNS) == (5, 3)
    assert TeamKind.TWO_HEADED_GIANT.additional_turns == 3
    assert TeamKind.TEAM_OF_THREE.additional_turns == 5
    assert TeamKind.TEAM_OF_TWO.additional_turns == 5


def test_two_headed_giant_matches_are_one_game_whatever_was_announced() -> None:
    # MTR 9.1: "Two-Headed Giant matches consist of one game."
    assert TWO_HEADED_GIANT_GAMES_TO_WIN == 1
    assert TeamKind.TWO_HEADED_GIANT.games_to_win(2) == 1
    assert TeamKind.TEAM_OF_THREE.games_to_win(2) == 2  # seat matches: MTR 2.1
    assert TeamKind.TEAM_OF_TWO.games_to_win(3) == 3


def test_two_headed_giant_results_are_one_game_results() -> None:
    games = TeamKind.TWO_HEADED_GIANT.games_to_win(2)
    win = MatchResult.from_text("1-0", games)
    assert win.outcome is Outcome.WIN and win.match_points() == (3, 0)
    # MTR 9.1: drawn games do not count toward the one game; play continues.
    after_draw = MatchResult.from_text("0-1-1", games)
    assert after_draw.outcome is Outcome.LOSS
    # MTR 2.5: a game unfinished after the additional turns is a draw.
    time_draw = MatchResult.from_text("0-0-1", games)
    assert time_draw.outcome is Outcome.DRAW and time_draw.match_points() == (1, 1)
    for impossible in ("2-0", "1-1", "2-1"):
        with pytest.raises(ResultError) as raised:
            MatchResult.from_text(impossible, games)
        assert raised.value.problem in (ResultProblem.TOO_MANY_WINS, ResultProblem.TOO_MANY_GAMES)


# --- Team members and validation (MTR 8.1, 8.2) ---


def test_members_hold_fixed_seats() -> None:
    assert ALPHA.member(Seat.A) == 1
    assert ALPHA.member(Seat.C) == 3
    assert ALPHA.seat_of(2) is Seat.B
    with pytest.raises(KeyError):
        ALPHA.seat_of(4)
    pair = Team(200, "Pair", (21, None))
    assert pair.players == (21,)
    with pytest.raises(ValueError):
        pair.member(Seat.B)
    with pytest.raises(ValueError):
        pair.member(Seat.C)


def test_valid_teams_have_no_issues() -> None:
    assert team_issues(TRIOS, TeamKind.TEAM_OF_THREE) == ()
    assert validate_teams(iter(TRIOS), TeamKind.TEAM_OF_THREE) == TRIOS


def test_validation_collects_every_problem() -> None:
    teams = [
        Team(1, "Full", (10, 11)),
        Team(2, " ", (12, None)),  # no name, seat B empty
        Team(1, "Same id", (13, 14)),
        Team(3, "Trio", (15, 16, 17)),  # three players in a team-of-two event
        Team(4, "Borrowed", (10, 18)),  # player 10 is already on team 1 (MTR 8.2)
        Team(5, "Twice", (19, 19)),
    ]
    issues = team_issues(teams, TeamKind.TEAM_OF_TWO)
    assert issues == (
        TeamIssue(TeamProblem.NAME_EMPTY, 2),
        TeamIssue(TeamProblem.EMPTY_SEAT, 2),
        TeamIssue(TeamProblem.DUPLICATE_TEAM, 1),
        TeamIssue(TeamProblem.WRONG_SIZE, 3),
        TeamIssue(TeamProblem.PLAYER_IN_TWO_TEAMS, 4, 10),
        TeamIssue(TeamProblem.PLAYER_IN_TWO_TEAMS, 5, 19),
    )
    with pytest.raises(TeamError) as raised:
        validate_teams(teams, TeamKind.TEAM_OF_TWO)
    assert raised.value.issues == issues
    assert raised.value.problem is TeamProblem.NAME_EMPTY


def test_a_two_headed_giant_team_has_two_members() -> None:
    issues = team_issues([Team(1, "Giant", (1, 2, 3))], TeamKind.TWO_HEADED_GIANT)
    assert issues == (TeamIssue(TeamProblem.WRONG_SIZE, 1),)


# --- Team match results from seat results ---


def test_three_seat_team_winning_two_of_three_seats_wins_the_match() -> None:
    result = team_match_result(results("2-0", "1-2", "2-1"))
    assert result == MatchResult(2, 1, 0)
    assert result.to_text() == "2-1"
    assert result.outcome is Outcome.WIN
    assert result.match_points() == (3, 0)


def test_three_seat_team_losing_two_seats_loses_even_with_the_biggest_margin() -> None:
    result = team_match_result(results("2-0", "1-2", "0-2"))
    assert result == MatchResult(1, 2, 0)
    assert result.outcome is Outcome.LOSS


def test_one_win_one_loss_one_draw_is_a_drawn_team_match() -> None:
    result = team_match_result(results("2-0", "0-2", "1-1-1"))
    assert result == MatchResult(1, 1, 1)
    assert result.outcome is Outcome.DRAW
    assert result.match_points() == (1, 1)


def test_drawn_seats_do_not_count_so_one_win_and_two_draws_wins() -> None:
    # MTR 2.1 decides a match by games won, drawn games not counting; seat matches count
    # the same way (the MTR is silent on team results).
    result = team_match_result(results("2-1", "1-1", "0-0-3"))
    assert result == MatchResult(1, 0, 2)
    assert result.outcome is Outcome.WIN


def test_two_seat_team_split_is_a_draw() -> None:
    assert team_match_result(results("2-0", "1-2")).outcome is Outcome.DRAW
    assert team_match_result(results("1-1", "0-0-3")) == MatchResult(0, 0, 2)
    assert team_match_result(results("1-1", "0-0-3")).outcome is Outcome.DRAW


def test_two_seat_team_with_a_win_and_a_draw_wins() -> None:
    result = team_match_result(results("2-1", "1-1-1"))
    assert result == MatchResult(1, 0, 1)
    assert result.outcome is Outcome.WIN


def test_no_team_result_while_a_seat_is_unreported() -> None:
    assert team_match_result(results("2-0", "2-0", None)) is None


def test_team_outcome_is_decided_when_the_open_seats_cannot_change_it() -> None:
    assert decided_team_outcome(results("2-0", "2-1", None)) is Outcome.WIN
    assert decided_team_outcome(results("0-2", None, "1-2")) is Outcome.LOSS
    assert decided_team_outcome(results("2-0", "0-2", None)) is None
    assert decided_team_outcome(results("1-1", None, None)) is None
    assert decided_team_outcome(results("2-0", None)) is None  # team of two: 1-1 possible
    assert decided_team_outcome(results("2-0", "0-2", "1-1")) is Outcome.DRAW


# --- Drops (MTR 8.2) ---


def test_a_members_drop_drops_the_whole_team() -> None:
    # Player 5 (Bravo B) drops after round 2; Charlie's C drops after round 1 and its B
    # after round 3: the team is gone after round 1.
    player_drops = {5: 2, 9: 1, 8: 3}
    assert team_drops(TRIOS, player_drops) == {102: 2, 103: 1}
    assert dropped_teams(TRIOS, [5]) == frozenset({102})
    assert dropped_teams(TRIOS, []) == frozenset()


# --- Team history from seat records ---


def test_seat_records_fold_into_one_team_match_from_team_one_side() -> None:
    records = [
        seat(1, 1, 4, "2-0"),  # A: Alpha wins
        seat(1, 5, 2, "2-1"),  # B, written from Bravo's side: Bravo wins
        seat(1, 3, 6, "2-1"),  # C: Alpha wins
    ]
    history = team_history(TRIOS[:2], TeamKind.TEAM_OF_THREE, records)
    assert history == (MatchRecord(1, 101, 102, MatchResult(2, 1, 0), table=1),)


def test_unreported_seat_leaves_the_team_match_unreported() -> None:
    records = [seat(1, 1, 4, "2-0"), seat(1, 2, 5, None), seat(1, 3, 6, "2-0")]
    (match,) = team_history(TRIOS[:2], TeamKind.TEAM_OF_THREE, records)
    assert (match.player1, match.player2, match.result) == (101, 102, None)


def test_every_seat_with_a_bye_is_the_team_bye() -> None:
    records = [unopposed(2, player, MatchKind.BYE) for player in CHARLIE.players]
    (match,) = team_history(TRIOS, TeamKind.TEAM_OF_THREE, records)
    assert match == unopposed(2, 103, MatchKind.BYE)
    assert match.counted_result == MatchResult(2, 0, 0)  # Appendix C: a bye is a win


@pytest.mark.parametrize(
    ("records", "problem"),
    [
        ([seat(1, 1, 99, "2-0")], TeamProblem.UNKNOWN_ENTRY),
        ([seat(1, 1, 5, "2-0")], TeamProblem.SEAT_MISMATCH),  # A against B
        ([seat(1, 1, 2, "2-0")], TeamProblem.SEAT_MISMATCH),  # a team against itself
        (
            [seat(1, 1, 4, "2-0"), seat(1, 2, 8, "2-0"), seat(1, 3, 6, "2-0")],
            TeamProblem.SPLIT_MATCH,  # Alpha's B meets Charlie, its A and C meet Bravo
        ),
        ([seat(1, 1, 4, "2-0"), seat(1, 4, 1, "2-0")], TeamProblem.SPLIT_MATCH),
        ([seat(1, 1, 4, "2-0"), seat(1, 2, 5, "2-0")], TeamProblem.MISSING_SEAT),
        (
            [
                unopposed(1, 7, MatchKind.BYE),
                unopposed(1, 8, MatchKind.BYE),
                unopposed(1, 9, MatchKind.UNOPPOSED_LOSS),
            ],
            TeamProblem.MIXED_KINDS,
        ),
        (
            [unopposed(1, 7, MatchKind.BYE), seat(1, 8, 5, "2-0"), seat(1, 9, 6, "2-0")],
            TeamProblem.SPLIT_MATCH,  # Charlie's A has a bye while B and C meet Bravo
        ),
    ],
)
def test_history_that_does_not_fit_the_teams_is_refused(
    records: list[MatchRecord], problem: TeamProblem
) -> None:
    with pytest.raises(TeamError) as raised:
        team_history(TRIOS, TeamKind.TEAM_OF_THREE, records)
    assert raised.value.problem is problem


def test_two_headed_giant_history_is_already_between_teams() -> None:
    giants = (Team(201, "Left", (1, 2)), Team(202, "Right", (3, 4)))
    records = (MatchRecord(1, 201, 202, MatchResult.from_text("1-0", 1), table=1),)
    assert team_history(giants, TeamKind.TWO_HEADED_GIANT, records) == records
    with pytest.raises(TeamError) as raised:
        team_history(giants, TeamKind.TWO_HEADED_GIANT, [MatchRecord(1, 1, 3, None)])
    assert raised.value.problem is TeamProblem.UNKNOWN_ENTRY
