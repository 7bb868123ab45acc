"""Two teams change places in a paired round (core.team_edit): the seat matches follow,
player A still against player A (MTR 8.2); 2HG stays one game (MTR 9.1)."""

from __future__ import annotations

import pytest

from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.teams.edit import (
    SwapProblem,
    TeamSwapError,
    member_swaps,
    swap_in_pairings,
    team_pairs,
)
from mtrdesk.core.teams.pairing import expand_pairing
from mtrdesk.core.teams.seat_check import check_seats
from mtrdesk.core.teams.team import Seat, Team, TeamKind

KIND = TeamKind.TEAM_OF_THREE
TEAMS = {n: Team(n, f"T{n}", (n * 10 + 1, n * 10 + 2, n * 10 + 3)) for n in range(1, 6)}


def round_of(*pairs: tuple[int, int | None]) -> tuple:
    tables = iter(range(1, len(pairs) + 1))
    return tuple(
        expand_pairing(Pairing(None if b is None else next(tables), a, b), TEAMS, KIND)
        for a, b in pairs
    )


def test_two_teams_change_places_and_keep_the_tables() -> None:
    before = round_of((1, 2), (3, 4), (5, None))
    after = swap_in_pairings(before, 2, 3, TEAMS, KIND)
    assert team_pairs(after) == [(1, 3), (2, 4), (5, None)]
    assert [p.table for p in after] == [1, 2, None]
    assert [(s.seat, s.player1, s.player2) for s in after[0].seats] == [
        (Seat.A, 11, 31),
        (Seat.B, 12, 32),
        (Seat.C, 13, 33),
    ]
    assert check_seats(TEAMS.values(), KIND, after) == ()


def test_a_team_takes_the_bye_and_the_bye_team_its_opponent() -> None:
    before = round_of((1, 2), (3, 4), (5, None))
    after = swap_in_pairings(before, 5, 4, TEAMS, KIND)
    assert team_pairs(after) == [(1, 2), (3, 5), (4, None)]
    assert [s.player2 for s in after[2].seats] == [None, None, None]  # every seat's bye
    assert after[1].table == 2 and after[2].table is None
    assert check_seats(TEAMS.values(), KIND, after) == ()


def test_refusals() -> None:
    before = round_of((1, 2), (3, 4))
    with pytest.raises(TeamSwapError) as same:
        swap_in_pairings(before, 1, 2, TEAMS, KIND)
    assert same.value.problem is SwapProblem.SAME_MATCH
    with pytest.raises(TeamSwapError) as missing:
        swap_in_pairings(before, 1, 5, TEAMS, KIND)
    assert (missing.value.problem, missing.value.team) == (SwapProblem.NOT_PAIRED, 5)


def test_member_swaps_seat_by_seat_or_the_2hg_representative() -> None:
    assert member_swaps(TEAMS[1], TEAMS[2], KIND) == {
        11: 21, 21: 11, 12: 22, 22: 12, 13: 23, 23: 13,
    }  # fmt: skip
    pairs = {n: Team(n, f"H{n}", (n * 10 + 1, n * 10 + 2)) for n in (1, 2)}
    assert member_swaps(pairs[1], pairs[2], TeamKind.TWO_HEADED_GIANT) == {11: 21, 21: 11}
