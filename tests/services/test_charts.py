"""``services.swiss.charts`` (issue 31): the chart data agrees with the standings. For
every Swiss round, each charted player's points and place are those of the standings
after that round (``StandingsService.standings(after_round=…)``), with a drop and a late
entrant in the event; a player's history names their opponents and reads each result
from their side."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from tests.helpers.services_support import new_event, report_round


def test_the_charts_agree_with_each_rounds_standings(services: Services) -> None:
    rng = random.Random(31)
    event_id, entries = new_event(services, players=9, swiss_rounds=4)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, rng)
    services.players.drop(entries[8])  # after round 1: keeps the line (MTR 2.10)
    late, _ = services.players.add(event_id, "遅刻", "太郎", "ちこく")  # round 1: a loss
    for _round in (2, 3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    chart = services.charts.standings_chart(event_id, top=10)
    assert chart.rounds == (1, 2, 3) and len(chart.lines) == 10
    for index, number in enumerate(chart.rounds):
        posted = {row.entry: row for row in services.standings.standings(event_id, number)}
        for line in chart.lines:
            if line.entry in posted:
                assert (line.points[index], line.ranks[index]) == (
                    posted[line.entry].points,
                    posted[line.entry].rank,
                ), (line.name, number)
    last = services.standings.standings(event_id)
    assert [line.entry for line in chart.lines] == [row.entry for row in last[:10]]
    # A player's history: each round's opponent as paired, the result from their side.
    for entry in (entries[0], late):
        history = services.charts.player_chart(event_id, entry)
        for row in history.rows:
            pairing = services.public.pairings(event_id, row.round)
            assert pairing is not None
            if row.kind is MatchKind.PAIRED:
                mine = next(p for p in pairing.pairings if history.name in (p.player1, p.player2))
                theirs = mine.player2 if mine.player1 == history.name else mine.player1
                assert row.opponent == theirs
                assert row.result is not None and mine.result is not None
                mine_first = f"{row.result.wins1}-{row.result.wins2}"
                theirs_first = f"{row.result.wins2}-{row.result.wins1}"
                # The pairing reads player 1's side; the history the player's own.
                expected = mine_first if mine.player1 == history.name else theirs_first
                assert mine.result.startswith(expected), (mine.result, row.result)
            posted = {r.entry: r for r in services.standings.standings(event_id, row.round)}
            assert (row.points, row.rank) == (posted[entry].points, posted[entry].rank)
    late_rows = services.charts.player_chart(event_id, late).rows
    assert late_rows[0].kind is MatchKind.LATE_ENTRY_LOSS and late_rows[0].opponent == ""


def test_an_unknown_player_is_refused(services: Services) -> None:
    event_id, _ = new_event(services, players=4)
    with pytest.raises(ServiceError) as refused:
        services.charts.player_chart(event_id, 999)
    assert refused.value.problem is Problem.PLAYER_NOT_FOUND
    assert services.charts.standings_chart(event_id).lines == ()
