"""Rounds and cut recommended for multiplayer pod events (multiplayer addendum Appendix E)."""

from __future__ import annotations

import pytest

from mtrdesk.core.pods.length import (
    counted_players,
    recommended_pod_cut,
    recommended_pod_rounds,
)


@pytest.mark.parametrize(
    ("players", "rounds", "cut"),
    [
        (4, 1, 0),  # "None (Run 1 Single elimination round)": one pod
        (5, 2, 4),  # one pod of 5: no invisible player
        (12, 2, 4),
        (16, 3, 10),
        (24, 3, 10),
        (28, 4, 10),
        (32, 4, 10),
        (64, 5, 16),
        (128, 6, 16),
        (200, 7, 40),
        (512, 8, 40),
        (600, 9, 64),
    ],
)
def test_appendix_e_rows(players: int, rounds: int, cut: int) -> None:
    assert recommended_pod_rounds(players) == rounds
    assert recommended_pod_cut(players) == cut


def test_each_short_pod_counts_an_invisible_player() -> None:
    # The addendum's example: 30 players play two 3-player pods, counted as 32.
    assert counted_players(30) == 32
    assert counted_players(23) == 24 and recommended_pod_rounds(23) == 3
    # 15 players are three pods of 4 and one of 3: counted as 16, the 16-24 row.
    assert counted_players(15) == 16 and recommended_pod_rounds(15) == 3
    assert counted_players(2) == 2 and recommended_pod_rounds(2) == 1
