"""Swapping two players between pods by hand (core.pod_edit)."""

from __future__ import annotations

import pytest

from mtrdesk.core.pods.edit import PodEditError, PodEditProblem, swap_players
from mtrdesk.core.pods.pairing import Pod

PODS = (Pod(1, (1, 2, 3, 4)), Pod(2, (5, 6, 7, 8)), Pod(3, (9, 10, 11), True))


def test_each_player_takes_the_other_ones_seat_and_nobody_else_moves() -> None:
    after = swap_players(PODS, 2, 11)
    assert after == (Pod(1, (1, 11, 3, 4)), Pod(2, (5, 6, 7, 8)), Pod(3, (9, 10, 2), True))


def test_the_order_of_the_two_players_does_not_matter() -> None:
    assert swap_players(PODS, 11, 2) == swap_players(PODS, 2, 11)


def test_pod_sizes_and_tables_stay() -> None:
    after = swap_players(PODS, 8, 9)
    assert [(p.table, p.size, p.short) for p in after] == [
        (1, 4, False),
        (2, 4, False),
        (3, 3, True),
    ]


def test_two_players_of_one_pod_are_refused() -> None:
    with pytest.raises(PodEditError) as raised:
        swap_players(PODS, 5, 7)
    assert raised.value.problem is PodEditProblem.SAME_POD


def test_a_player_without_a_seat_is_refused() -> None:
    with pytest.raises(PodEditError) as raised:
        swap_players(PODS, 1, 99)
    assert raised.value.problem is PodEditProblem.NOT_SEATED
    assert raised.value.entry == 99
