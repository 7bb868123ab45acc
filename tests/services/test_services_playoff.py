"""The playoff through the services: the cut, the bracket, drops after the cut (MTR 2.10)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.settings import Playoff
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from tests.helpers.services_support import new_event, report_round, settings, swiss_done


def seeds_of(services: Services, event_id: int) -> list[int]:
    return [row.entry for row in services.standings.standings(event_id)]


def report_winner(services: Services, event_id: int, winner_seed_higher: bool = True) -> None:
    for match in services.playoff.bracket(event_id).next_matches:
        text = "2-1" if winner_seed_higher else "1-2"
        services.playoff.report(event_id, match.round, match.table, text)


def test_start_needs_every_swiss_result(services: Services) -> None:
    event_id, _ = new_event(services, 16, playoff=Playoff.TOP8)
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.SWISS_NOT_FINISHED
    with pytest.raises(ServiceError) as caught:
        services.playoff.bracket(event_id)
    assert caught.value.problem is Problem.PLAYOFF_NOT_STARTED


def test_the_cut_pairs_by_final_swiss_standings(services: Services) -> None:
    event_id = swiss_done(services)
    top = seeds_of(services, event_id)[:8]
    changes = services.playoff.start(event_id)
    assert changes.playoff and changes.pairings
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.PLAYOFF_STARTED
    bracket = services.playoff.bracket(event_id)
    assert bracket.seeds == tuple(top)
    quarterfinal = bracket.rounds[0]
    assert (quarterfinal.number, quarterfinal.field_size) == (6, 8)  # after 5 Swiss rounds
    assert [(m.seed1, m.seed2) for m in quarterfinal.matches] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    assert all(m.chooser == m.player1 for m in quarterfinal.matches)  # MTR 2.2
    current = services.rounds.current_round(event_id)
    assert current.playoff and len(current.missing) == 4
    # Swiss results are closed once the seeds are drawn from them.
    swiss_match = services.rounds.list_rounds(event_id)[0].matches[0]
    with pytest.raises(ServiceError) as closed:
        services.rounds.report_result(swiss_match.id, MatchResult(0, 2))
    assert closed.value.problem is Problem.PLAYOFF_STARTED
    with pytest.raises(ServiceError) as closed:
        services.rounds.pair_next(event_id)
    assert closed.value.problem is Problem.PLAYOFF_STARTED


def test_no_draws_and_no_winner_change_once_the_winner_plays_on(services: Services) -> None:
    event_id = swiss_done(services, 8, Playoff.TOP4)
    services.playoff.start(event_id)
    semifinal = services.playoff.bracket(event_id).next_matches
    with pytest.raises(ResultError) as caught:
        services.playoff.report(event_id, semifinal[0].round, semifinal[0].table, "1-1-1")
    assert caught.value.problem is ResultProblem.DRAW_IN_PLAYOFF
    changes = services.playoff.report(event_id, semifinal[0].round, semifinal[0].table, "2-0")
    assert not changes.pairings  # the other semifinal is still being played
    changes = services.playoff.report(event_id, semifinal[1].round, semifinal[1].table, "0-2")
    assert changes.pairings  # the final was paired at once
    bracket = services.playoff.bracket(event_id)
    (final,) = bracket.rounds[1].matches
    assert {final.player1, final.player2} == {semifinal[0].player1, semifinal[1].player2}
    assert final.chooser == final.player1 and final.seed1 < final.seed2  # MTR 2.2
    with pytest.raises(ServiceError) as refused:
        services.playoff.report(event_id, semifinal[0].round, semifinal[0].table, "0-2")
    assert refused.value.problem is Problem.PLAYOFF_LATER_ROUND
    services.playoff.report(event_id, semifinal[0].round, semifinal[0].table, "2-1")  # same winner
    services.playoff.report(event_id, final.round, final.table, "2-1")
    bracket = services.playoff.bracket(event_id)
    assert bracket.finished and bracket.champion == final.player1
    assert services.events.get(event_id).stage is Stage.FINISHED
    with pytest.raises(ServiceError) as over:
        services.players.drop(final.player2)
    assert over.value.problem is Problem.PLAYOFF_FINISHED


def test_a_drop_after_the_cut_gives_the_top_seed_a_bye(services: Services) -> None:
    event_id = swiss_done(services)
    services.playoff.start(event_id)
    seeds = services.playoff.bracket(event_id).seeds
    services.players.drop(seeds[6])  # seed 7, before any quarterfinal result
    quarterfinal = services.playoff.bracket(event_id).rounds[0]
    assert quarterfinal.dropped == (seeds[6],)
    assert [(m.seed1, m.seed2) for m in quarterfinal.matches] == [(1, None), (4, 5), (2, 8), (3, 6)]
    assert services.players.get(seeds[6]).dropped_after_round == 5
    report_winner(services, event_id)
    semifinal = services.playoff.bracket(event_id).rounds[1]
    assert [(m.seed1, m.seed2) for m in semifinal.matches] == [(1, 4), (2, 3)]
    # A drop once results of the round are in: still paired for it (MTR 2.10).
    services.playoff.report(event_id, semifinal.matches[0].round, semifinal.matches[0].table, "2-0")
    services.players.drop(seeds[2])
    assert services.players.get(seeds[2]).dropped_after_round == 7
    semifinal_now = services.playoff.bracket(event_id).rounds[1]
    assert [(m.seed1, m.seed2) for m in semifinal_now.matches] == [(1, 4), (2, 3)]
    services.playoff.report(event_id, semifinal.matches[1].round, semifinal.matches[1].table, "2-0")
    report_winner(services, event_id, winner_seed_higher=False)
    final_rows = services.playoff.final_standings(event_id)
    assert [row.entry for row in final_rows[:2]] == [seeds[1], seeds[0]]
    assert final_rows[0].champion and final_rows[2].entry == seeds[2]
    assert final_rows[2].eliminated_in == 7
    assert [row.entry for row in final_rows[3:8]] == [
        seeds[3],
        seeds[4],
        seeds[5],
        seeds[6],
        seeds[7],
    ]
    assert [row.playoff_seed for row in final_rows[8:]] == [None] * 8
    assert [row.swiss_rank for row in final_rows[8:]] == list(range(9, 17))


def test_no_playoff_means_final_standings_are_swiss_standings(services: Services) -> None:
    event_id = swiss_done(services, 6, Playoff.NONE)
    swiss = [row.entry for row in services.standings.standings(event_id)]
    assert [row.entry for row in services.playoff.final_standings(event_id)] == swiss


def test_too_few_players_left_for_the_cut(services: Services) -> None:
    event_id, entries = new_event(services, 5, swiss_rounds=1, playoff=Playoff.TOP4)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1))
    services.players.drop(entries[0])
    services.players.drop(entries[1])
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.PLAYOFF_TOO_FEW_PLAYERS
    services.events.update(event_id, settings(playoff=Playoff.NONE))
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.PLAYOFF_NONE
