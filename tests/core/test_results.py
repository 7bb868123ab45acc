"""Typed results: what a slip can say (MTR 2.1, 2.4, 2.5) and what it is worth (Appendix C)."""

from __future__ import annotations

import pytest

from mtrdesk.core.results import (
    BYE_RESULT,
    MATCH_POINTS_DRAW,
    MATCH_POINTS_LOSS,
    MATCH_POINTS_WIN,
    UNOPPOSED_LOSS_RESULT,
    MatchResult,
    Outcome,
    ResultError,
    ResultProblem,
)


@pytest.mark.parametrize(
    ("text", "result", "outcome"),
    [
        ("2-0", MatchResult(2, 0), Outcome.WIN),
        ("2-1", MatchResult(2, 1), Outcome.WIN),
        ("1-0", MatchResult(1, 0), Outcome.WIN),  # time ran out after one game (MTR 2.1)
        ("1-1", MatchResult(1, 1), Outcome.DRAW),
        ("1-1-1", MatchResult(1, 1, 1), Outcome.DRAW),
        ("2-1-1", MatchResult(2, 1, 1), Outcome.WIN),  # drawn games do not count (MTR 2.1)
        ("0-0-3", MatchResult(0, 0, 3), Outcome.DRAW),  # intentional draw (MTR 2.4)
        ("0-2", MatchResult(0, 2), Outcome.LOSS),
        ("1-2", MatchResult(1, 2), Outcome.LOSS),
    ],
)
def test_best_of_three_results(text: str, result: MatchResult, outcome: Outcome) -> None:
    parsed = MatchResult.from_text(text)
    assert parsed == result
    assert parsed.outcome is outcome
    assert MatchResult.from_text(parsed.to_text()) == parsed


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("3-0", ResultProblem.TOO_MANY_WINS),  # a best of three ends at two wins
        ("2-2", ResultProblem.TOO_MANY_WINS),
        ("0-0-4", ResultProblem.TOO_MANY_GAMES),
        ("two-one", ResultProblem.UNREADABLE),
        ("2-1-1-1", ResultProblem.UNREADABLE),
        ("  ", ResultProblem.EMPTY),
    ],
)
def test_results_a_best_of_three_cannot_end_with_are_refused(
    text: str, problem: ResultProblem
) -> None:
    with pytest.raises(ResultError) as caught:
        MatchResult.from_text(text)
    assert caught.value.problem is problem


def test_best_of_one() -> None:
    assert MatchResult.from_text("1-0", games_to_win=1).outcome is Outcome.WIN
    assert MatchResult.from_text("0-1", games_to_win=1).outcome is Outcome.LOSS
    assert MatchResult.from_text("0-0-1", games_to_win=1).outcome is Outcome.DRAW
    assert MatchResult.from_text("0-0-3", games_to_win=1).is_intentional_draw
    for text in ("2-0", "1-1"):
        with pytest.raises(ResultError) as caught:
            MatchResult.from_text(text, games_to_win=1)
        assert caught.value.problem is ResultProblem.TOO_MANY_WINS


def test_best_of_five_takes_three_wins() -> None:
    assert MatchResult.from_text("3-2", games_to_win=3).outcome is Outcome.WIN
    with pytest.raises(ResultError):
        MatchResult.from_text("4-0", games_to_win=3)


def test_playoff_results_may_not_be_draws() -> None:
    # MTR 2.5: "In single-elimination rounds, matches may not end in a draw."
    assert MatchResult.from_text("2-1", playoff=True) == MatchResult(2, 1)
    for text in ("1-1-1", "0-0-3", "1-1"):
        with pytest.raises(ResultError) as caught:
            MatchResult.from_text(text, playoff=True)
        assert caught.value.problem is ResultProblem.DRAW_IN_PLAYOFF


@pytest.mark.parametrize("games_to_win", [1, 2, 3])
@pytest.mark.parametrize("playoff", [False, True])
@pytest.mark.parametrize("text", ["0-0", "0-0-0", "０－０", "0 0"])
def test_a_slip_with_no_game_is_refused_not_a_draw(
    text: str, games_to_win: int, playoff: bool
) -> None:
    # MTR 2.4: "Intentional draws where no games were played are always reported as 0-0-3";
    # 0-0 is a slip not filled in (issue 14: it was recorded as a draw).
    with pytest.raises(ResultError) as caught:
        MatchResult.from_text(text, games_to_win, playoff=playoff)
    assert caught.value.problem is ResultProblem.NO_GAMES
    assert MatchResult.from_text("0-0-3", games_to_win).is_intentional_draw


@pytest.mark.parametrize(
    "text",
    ["２－１", "２ー１", "2ｰ1", "2−1", "2–1", "2‐1", "２／１", "2 1", " 2 - 1 "],
    ids=[
        "full-width",
        "long vowel",
        "half-width vowel",
        "minus",
        "en dash",
        "hyphen",
        "slash",
        "space",
        "padded",
    ],
)
def test_what_japanese_keyboards_type_for_a_dash_is_read(text: str) -> None:
    assert MatchResult.from_text(text) == MatchResult(2, 1)


def test_match_points_follow_appendix_c() -> None:
    assert MatchResult(2, 1).match_points() == (MATCH_POINTS_WIN, MATCH_POINTS_LOSS)
    assert MatchResult(0, 2).match_points() == (MATCH_POINTS_LOSS, MATCH_POINTS_WIN)
    assert MatchResult(0, 0, 3).match_points() == (MATCH_POINTS_DRAW, MATCH_POINTS_DRAW)
    assert MatchResult(0, 0, 0).match_points() == (MATCH_POINTS_DRAW, MATCH_POINTS_DRAW)
    assert (MATCH_POINTS_WIN, MATCH_POINTS_DRAW, MATCH_POINTS_LOSS) == (3, 1, 0)
    # "a bye is considered a match win (2-0)"
    assert MatchResult(2, 0) == BYE_RESULT and BYE_RESULT.outcome is Outcome.WIN
    assert BYE_RESULT.swapped() == UNOPPOSED_LOSS_RESULT


def test_negative_counts_are_refused() -> None:
    with pytest.raises(ValueError):
        MatchResult(-1, 2)
