"""A player's history for the phones (issue 31, item 2; ``services.public``): players are
named by a public number, the order they were entered, which a late entrant does not
change; the standings carry each player's number; each complete round's points and place
are that round's standings (MTR 3.1); the round being played is not shown (its standings
would change under the players' eyes); no such number is refused."""

from __future__ import annotations

import random

import pytest

from mtrdesk.services import Problem, ServiceError, Services
from tests.helpers.services_support import new_event, report_round


def test_the_history_by_public_number_follows_each_complete_rounds_standings(
    services: Services,
) -> None:
    rng = random.Random(12)
    event_id, _ = new_event(services, 7, swiss_rounds=4)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, rng)
    before = {row.name: row.number for row in services.public.standings(event_id).rows}
    assert sorted(before.values()) == list(range(1, 8))
    services.players.add(event_id, "遅刻", "太郎", "ちこく")
    for _ in (2, 3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    services.rounds.pair_next(event_id)  # round 4 paired, no result yet
    shown = services.public.standings(event_id)
    numbers = {row.name: row.number for row in shown.rows}
    assert {n: numbers[n] for n in before} == before  # the late entrant took number 8
    assert numbers["遅刻 太郎"] == 8
    for name, number in numbers.items():
        history = services.public.player_history(event_id, number)
        assert history.name == name and history.number == number
        assert [row.round for row in history.rows] == [1, 2, 3]
        for row in history.rows:
            posted = next(
                r for r in services.public.standings(event_id, row.round).rows if r.name == name
            )
            assert (row.points, row.rank) == (posted.points, posted.rank)
            if row.opponent:
                assert numbers[row.opponent] == row.opponent_number
    late = services.public.player_history(event_id, 8).rows[0]
    assert late.opponent == "" and late.opponent_number == 0 and late.points == 0


@pytest.mark.parametrize("number", [0, 9, 2**31])
def test_no_player_has_that_number(services: Services, number: int) -> None:
    event_id, _ = new_event(services, 8)
    with pytest.raises(ServiceError) as refused:
        services.public.player_history(event_id, number)
    assert refused.value.problem is Problem.PLAYER_NOT_FOUND
