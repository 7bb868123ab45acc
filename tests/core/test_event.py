"""Event settings and MTR Appendix E: recommended Swiss rounds, playoffs, awarded byes."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.settings import (
    MAX_SWISS_ROUNDS,
    EventSettings,
    Playoff,
    SettingsError,
    SettingsProblem,
    effective_player_count,
    recommended_playoff,
    recommended_swiss_rounds,
)


@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        (5, 3),
        (8, 3),
        (9, 5),
        (16, 5),
        (17, 5),
        (32, 5),
        (33, 6),
        (64, 6),
        (65, 7),
        (128, 7),
        (129, 8),
        (226, 8),
        (227, 9),
        (409, 9),
        (410, 10),
        (2000, 10),
    ],
)
def test_swiss_rounds_follow_appendix_e_at_every_boundary(players: int, rounds: int) -> None:
    assert recommended_swiss_rounds(players) == rounds


def test_a_draft_playoff_takes_one_round_less_for_9_to_16_players() -> None:
    assert recommended_swiss_rounds(9, draft_playoff=True) == 4
    assert recommended_swiss_rounds(16, draft_playoff=True) == 4
    assert recommended_swiss_rounds(17, draft_playoff=True) == 5


def test_playoff_follows_appendix_e() -> None:
    assert recommended_playoff(8) is Playoff.NONE
    assert recommended_playoff(9) is Playoff.TOP4
    assert recommended_playoff(16) is Playoff.TOP4
    assert recommended_playoff(16, draft_playoff=True) is Playoff.TOP8
    assert recommended_playoff(17) is Playoff.TOP8


def test_awarded_byes_count_as_two_four_or_eight_players() -> None:
    # Appendix E: "each player with a 1-round bye should count as 2 players, ... 2-round
    # bye ... 4 players, ... 3-round bye ... 8 players".
    assert effective_player_count(10) == 10
    assert effective_player_count(10, [1]) == 11
    assert effective_player_count(10, [0, 2, 3]) == 10 + 3 + 7
    # 30 players, one with 3 byes: counted as 37, so 6 rounds instead of 5.
    assert recommended_swiss_rounds(effective_player_count(30, [3])) == 6


def test_settings_problems() -> None:
    good = EventSettings("FNM", dt.date(2026, 1, 9))
    assert good.validated() is good
    bad = good.with_changes(
        name=" ", round_minutes=39, games_to_win=4, swiss_rounds=MAX_SWISS_ROUNDS + 1
    )
    with pytest.raises(SettingsError) as caught:
        bad.validated()
    assert caught.value.problems == [
        SettingsProblem.NAME_EMPTY,
        SettingsProblem.ROUND_TOO_SHORT,
        SettingsProblem.GAMES_TO_WIN,
        SettingsProblem.ROUNDS,
    ]
    assert good.with_changes(swiss_rounds=MAX_SWISS_ROUNDS).problems() == []
