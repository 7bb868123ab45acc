"""``ChartService.crosstable`` (issue 31): the crosstable agrees with the standings after
each complete round (each line's place, points, record and tiebreakers are the posted
standings'), names each round's opponent by their line, and refuses what it cannot show
with a typed refusal and a translated sentence: more than 32 players, no complete round,
a round still being played, a team or multiplayer event."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.charts.crosstable import Mark
from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.words.messages import describe
from tests.helpers.services_support import new_event, pod_event, report_round, team_event


def test_the_crosstable_is_the_standings_with_each_rounds_opponents(services: Services) -> None:
    rng = random.Random(7)
    event_id, entries = new_event(services, players=9, swiss_rounds=3)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, rng)
    services.players.drop(entries[8])  # after round 1: keeps the line (MTR 2.10)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, rng)
    services.rounds.pair_next(event_id)  # round 3 being played: not shown
    table = services.charts.crosstable(event_id)
    assert (table.after_round, table.rounds, table.complete_rounds) == (2, (1, 2), (1, 2))
    posted = services.standings.standings(event_id, 2)
    assert [(x.place, x.name, x.points, x.record, x.omwp, x.gwp, x.ogwp) for x in table.lines] == [
        (r.rank, r.name, r.points, r.record, r.omwp, r.gwp, r.ogwp) for r in posted
    ]
    dropped = next(x for x in table.lines if x.dropped)
    assert dropped.cells[1] is None  # not playing round 2
    for number in table.rounds:
        pairing = services.public.pairings(event_id, number)
        assert pairing is not None
        for shown in pairing.pairings:
            if shown.player2 is None:
                line = next(x for x in table.lines if x.name == shown.player1)
                cell = line.cells[number - 1]
                assert cell is not None and cell.mark is Mark.BYE
                continue
            first = next(x for x in table.lines if x.name == shown.player1)
            cell = first.cells[number - 1]
            assert cell is not None and cell.opponent is not None
            assert table.lines[cell.opponent - 1].name == shown.player2
    one = services.charts.crosstable(event_id, 1)
    assert one.rounds == (1,)
    assert [x.points for x in one.lines] == [
        r.points for r in services.standings.standings(event_id, 1)
    ]


def _refusal(call: object) -> ServiceError:
    assert callable(call)
    with pytest.raises(ServiceError) as refused:
        call()
    sentence = describe(refused.value)
    assert sentence and "Unexpected problem" not in sentence
    return refused.value


def test_what_a_crosstable_cannot_show_is_refused(services: Services) -> None:
    rng = random.Random(3)
    event_id, _ = new_event(services, players=6, swiss_rounds=3)
    refused = _refusal(lambda: services.charts.crosstable(event_id))
    assert refused.problem is Problem.CROSSTABLE_NO_RESULTS  # before round 1
    services.rounds.pair_next(event_id)
    assert _refusal(lambda: services.charts.crosstable(event_id)).problem is (
        Problem.CROSSTABLE_NO_RESULTS
    )
    missing = _refusal(lambda: services.charts.crosstable(event_id, 1))
    assert missing.problem is Problem.RESULTS_MISSING and missing.details["tables"]
    assert _refusal(lambda: services.charts.crosstable(event_id, 5)).problem is (
        Problem.ROUND_NOT_FOUND
    )
    report_round(services, event_id, rng)
    assert services.charts.crosstable(event_id).after_round == 1

    big, _ = new_event(services, players=33, swiss_rounds=3)
    services.rounds.pair_next(big)
    report_round(services, big, rng)
    too_many = _refusal(lambda: services.charts.crosstable(big))
    assert too_many.problem is Problem.CROSSTABLE_TOO_LARGE
    assert dict(too_many.details) == {"players": 33, "largest": 32}

    teams, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    pods, _ = pod_event(services, 8)
    for other in (teams, pods):
        refused = _refusal(lambda other=other: services.charts.crosstable(other))
        assert refused.problem is Problem.CROSSTABLE_INDIVIDUAL_ONLY
