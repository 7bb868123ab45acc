"""Swiss rounds through the services: pairing, re-pairing, results, hand-made changes."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.settings import Playoff
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from tests.helpers.services_support import new_event, report_round


def pairs(round_view) -> list[tuple[int | None, int, int | None]]:  # type: ignore[no-untyped-def]
    return [(m.table, m.player1, m.player2) for m in round_view.matches]


def test_pair_next_numbers_tables_stores_the_seed_and_gives_the_bye(services: Services) -> None:
    event_id, entries = new_event(services, 9)
    first, changes = services.rounds.pair_next(event_id, seed=77)
    assert changes.pairings and changes.events
    assert (first.number, first.seed, first.playoff) == (1, 77, False)
    paired = [m for m in first.matches if m.kind is MatchKind.PAIRED]
    assert [m.table for m in paired] == [1, 2, 3, 4]
    (bye,) = [m for m in first.matches if m.kind is MatchKind.BYE]
    assert (bye.table, bye.player2, bye.result) == (None, None, MatchResult(2, 0))
    assert sorted(p for m in first.matches for p in (m.player1, m.player2) if p) == entries
    assert len(first.missing) == 4
    assert paired[0].player1_name.startswith("Player")
    # Without a seed one is drawn from the injected random source and stored.
    report_round(services, event_id, random.Random(1))
    second, _ = services.rounds.pair_next(event_id)
    assert second.seed is not None
    assert services.rounds.list_rounds(event_id)[1].seed == second.seed
    log = services.rounds.audit_log(event_id)
    assert [e.action for e in log if e.action == "round.pair"] == ["round.pair"] * 2
    assert log[-1].detail["seed"] == second.seed


def test_the_same_seed_pairs_the_same_round(services: Services) -> None:
    event_id, _ = new_event(services, 12)
    first, _ = services.rounds.pair_next(event_id, seed=2024)
    again, _ = services.rounds.repair_current(event_id, seed=2024)
    assert pairs(again) == pairs(first)
    other, _ = services.rounds.repair_current(event_id, seed=7)
    assert pairs(other) != pairs(first)


def test_pair_next_refuses_while_results_are_missing(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    services.rounds.pair_next(event_id, seed=1)
    services.rounds.report(event_id, 1, 1, "2-0")
    with pytest.raises(ServiceError) as caught:
        services.rounds.pair_next(event_id)
    assert caught.value.problem is Problem.RESULTS_MISSING
    assert caught.value.details["tables"] == [2]
    assert [m.table for m in services.rounds.current_round(event_id).missing] == [2]


def test_pair_next_refuses_once_every_swiss_round_is_paired(services: Services) -> None:
    rng = random.Random(3)
    event_id, _ = new_event(services, 4, swiss_rounds=2)
    for _ in range(2):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    with pytest.raises(ServiceError) as caught:
        services.rounds.pair_next(event_id)
    assert caught.value.problem is Problem.SWISS_COMPLETE


def test_too_few_players_to_pair(services: Services) -> None:
    event_id, _ = new_event(services, 1)
    with pytest.raises(ServiceError) as caught:
        services.rounds.pair_next(event_id)
    assert caught.value.problem is Problem.TOO_FEW_PLAYERS


def test_repair_only_while_no_result_is_in_and_it_takes_in_late_entrants(
    services: Services,
) -> None:
    event_id, entries = new_event(services, 16)
    services.rounds.pair_next(event_id, seed=5)
    late, _ = services.players.add(event_id, "Late", "Arrival")
    services.players.drop(entries[0])  # dropped during round 1, before the re-pair
    repaired, changes = services.rounds.repair_current(event_id, seed=6)
    assert changes.players
    players = {p for m in repaired.matches for p in (m.player1, m.player2)}
    assert late in players and entries[0] not in players
    assert services.players.get(late).late_entry_round is None
    assert services.players.get(entries[0]).dropped_after_round == 0
    assert all(m.kind in (MatchKind.PAIRED, MatchKind.BYE) for m in repaired.matches)
    services.rounds.report(event_id, 1, 1, "2-1")
    with pytest.raises(ServiceError) as caught:
        services.rounds.repair_current(event_id)
    assert caught.value.problem is Problem.RESULTS_IN


def test_report_by_table_as_typed(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    services.rounds.pair_next(event_id, seed=1)
    changes = services.rounds.report(event_id, 1, 1, "２－１")
    assert changes.results and changes.standings and not changes.warnings
    match = services.rounds.current_round(event_id).at_table(1)
    assert match.result == MatchResult(2, 1)
    services.rounds.report(event_id, 1, 2, "0-0-3")  # intentional draw (MTR 2.4)
    assert services.rounds.current_round(event_id).at_table(2).result.is_intentional_draw
    with pytest.raises(ResultError) as caught:
        services.rounds.report(event_id, 1, 1, "3-0")
    assert caught.value.problem is ResultProblem.TOO_MANY_WINS
    # The same result as a value, not typed text: a service refusal naming the problem.
    with pytest.raises(ServiceError) as refused:
        services.rounds.report_result(match.id, MatchResult(3, 0))
    assert refused.value.problem is Problem.BAD_RESULT
    assert refused.value.details["result_problem"] is ResultProblem.TOO_MANY_WINS
    assert services.rounds.current_round(event_id).at_table(1).result == MatchResult(2, 1)
    with pytest.raises(ServiceError) as missing:
        services.rounds.report(event_id, 1, 9, "2-0")
    assert missing.value.problem is Problem.TABLE_NOT_FOUND
    with pytest.raises(ServiceError) as missing:
        services.rounds.report(event_id, 4, 1, "2-0")
    assert missing.value.problem is Problem.ROUND_NOT_FOUND


def test_a_one_game_match_takes_one_game_results(services: Services) -> None:
    event_id, _ = new_event(services, 2, games_to_win=1)
    services.rounds.pair_next(event_id, seed=1)
    services.rounds.report(event_id, 1, 1, "1-0")
    with pytest.raises(ResultError):
        services.rounds.report(event_id, 1, 1, "2-0")


def test_byes_and_unopposed_losses_have_fixed_results(services: Services) -> None:
    event_id, _ = new_event(services, 3)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    (bye,) = [m for m in first.matches if m.kind is MatchKind.BYE]
    with pytest.raises(ServiceError) as caught:
        services.rounds.report_result(bye.id, MatchResult(0, 2))
    assert caught.value.problem is Problem.NOT_A_PAIRED_MATCH


def test_correcting_an_earlier_round_warns_that_later_rounds_exist(services: Services) -> None:
    rng = random.Random(9)
    event_id, _ = new_event(services, 8)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng, text="2-0")
    services.rounds.pair_next(event_id, seed=2)
    match = first.matches[0]
    warnings, changes = services.rounds.report_result(match.id, MatchResult(0, 2))
    assert [w.problem for w in warnings] == [Problem.LATER_ROUNDS_EXIST]
    assert warnings[0].details["later"] == [2]
    assert changes.warnings == tuple(warnings)
    assert services.rounds.list_rounds(event_id)[0].matches[0].result == MatchResult(0, 2)
    # Through report() the warning arrives in Changes.
    changes = services.rounds.report(event_id, 1, 2, "1-2")
    assert [w.problem for w in changes.warnings] == [Problem.LATER_ROUNDS_EXIST]
    entry = services.rounds.audit_log(event_id)[-1]
    assert entry.action == "result.report"
    assert (entry.detail["result"], entry.detail["previous"]) == ("1-2", "2-0")


def test_clear_result_makes_it_missing_again(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    services.rounds.report(event_id, 1, 1, "2-0")
    services.rounds.clear_result(first.matches[0].id)
    assert len(services.rounds.current_round(event_id).missing) == 2
    assert services.rounds.audit_log(event_id)[-1].action == "result.clear"


def test_swap_players_warns_of_rematches_and_repeat_byes(services: Services) -> None:
    rng = random.Random(11)
    event_id, _ = new_event(services, 5)
    first, _ = services.rounds.pair_next(event_id, seed=3)
    report_round(services, event_id, rng)
    second, _ = services.rounds.pair_next(event_id, seed=4)
    earlier = next(m for m in first.matches if m.kind is MatchKind.PAIRED)
    a, b = earlier.player1, earlier.player2
    match_a = next(m for m in second.matches if a in (m.player1, m.player2))
    match_b = next(m for m in second.matches if b in (m.player1, m.player2))
    assert match_a.id != match_b.id  # the pairing avoided the rematch
    # Pair a against b by hand: a rematch of round 1.
    warnings, changes = services.rounds.set_pairing(event_id, a, b)
    assert [w.problem for w in warnings] == [Problem.REMATCH]
    assert sorted(warnings[0].details["entries"]) == sorted([a, b])
    assert warnings[0].details["rounds"] == [1]
    assert changes.pairings
    now = services.rounds.current_round(event_id)
    assert any({m.player1, m.player2} == {a, b} for m in now.matches)
    # Give the round-1 bye player the bye again.
    first_bye = next(m.player1 for m in first.matches if m.kind is MatchKind.BYE)
    warnings, _ = services.rounds.set_pairing(event_id, first_bye, None)
    assert Problem.REPEAT_BYE in [w.problem for w in warnings]
    bye = next(
        m for m in services.rounds.current_round(event_id).matches if m.kind is MatchKind.BYE
    )
    assert bye.player1 == first_bye
    edits = [e for e in services.rounds.audit_log(event_id) if e.action == "pairing.edit"]
    assert len(edits) == 2
    assert edits[0].detail["warnings"][0]["problem"] == "rematch"
    # Every player is still in exactly one match of the round.
    everyone = [
        p
        for m in services.rounds.current_round(event_id).matches
        for p in (m.player1, m.player2)
        if p
    ]
    assert sorted(everyone) == sorted(set(everyone)) and len(everyone) == 5


def test_swap_refuses_reported_matches_and_earlier_rounds(services: Services) -> None:
    rng = random.Random(12)
    event_id, _ = new_event(services, 8)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    second, _ = services.rounds.pair_next(event_id, seed=2)
    old, new = first.matches[0], second.matches[0]
    with pytest.raises(ServiceError) as caught:
        services.rounds.swap_players(old.id, new.id, old.player1, new.player1)
    assert caught.value.problem is Problem.NOT_CURRENT_ROUND
    services.rounds.report(event_id, 2, 1, "2-0")
    other = second.matches[1]
    with pytest.raises(ServiceError) as caught:
        services.rounds.swap_players(new.id, other.id, new.player1, other.player1)
    assert caught.value.problem is Problem.RESULTS_IN
    # A plain swap between two unreported tables, with no warning.
    third, fourth = second.matches[2], second.matches[3]
    services.rounds.swap_players(third.id, fourth.id, third.player2, fourth.player2)
    now = services.rounds.current_round(event_id)
    assert (now.at_table(third.table).player2, now.at_table(fourth.table).player2) == (
        fourth.player2,
        third.player2,
    )


def test_pairings_show_the_points_each_player_had_when_the_round_was_paired(
    services: Services,
) -> None:
    event_id, _ = new_event(services, 9)
    services.rounds.pair_next(event_id, seed=3)
    report_round(services, event_id, random.Random(4))
    second, _ = services.rounds.pair_next(event_id, seed=5)
    after_first = {row.entry: row.points for row in services.standings.standings(event_id, 1)}
    for match in second.matches:
        assert match.points1 == after_first[match.player1]
        if match.player2 is not None:
            assert match.points2 == after_first[match.player2]
    # Results of round 2 do not change the points its pairings were made with.
    report_round(services, event_id, random.Random(6))
    (again,) = [r for r in services.rounds.list_rounds(event_id) if r.number == 2]
    assert [(m.points1, m.points2) for m in again.matches] == [
        (m.points1, m.points2) for m in second.matches
    ]
    first = services.rounds.list_rounds(event_id)[0]
    assert {m.points1 for m in first.matches} == {0}


def test_a_result_cleared_in_an_earlier_round_is_missing_too(services: Services) -> None:
    """Pairing the next round, starting the playoff and finishing the event all wait for
    every Swiss result, not only those of the latest round."""
    rng = random.Random(13)
    event_id, _ = new_event(services, 8, swiss_rounds=2, playoff=Playoff.TOP4)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.rounds.pair_next(event_id, seed=2)
    report_round(services, event_id, rng)
    cleared = first.at_table(2)
    services.rounds.clear_result(cleared.id)
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert (caught.value.problem, caught.value.details["round"]) == (Problem.RESULTS_MISSING, 1)
    services.rounds.report(event_id, 1, 2, "2-1")
    services.playoff.start(event_id)
    no_playoff, _ = new_event(services, 4, swiss_rounds=2)
    one, _ = services.rounds.pair_next(no_playoff, seed=1)
    report_round(services, no_playoff, rng)
    services.rounds.pair_next(no_playoff, seed=2)
    report_round(services, no_playoff, rng)
    assert services.events.get(no_playoff).stage is Stage.FINISHED
    services.rounds.clear_result(one.at_table(1).id)
    assert services.events.get(no_playoff).stage is Stage.SWISS
    more, _ = new_event(services, 8, swiss_rounds=3)
    early, _ = services.rounds.pair_next(more, seed=1)
    report_round(services, more, rng)
    services.rounds.pair_next(more, seed=2)
    report_round(services, more, rng)
    services.rounds.clear_result(early.at_table(3).id)
    with pytest.raises(ServiceError) as caught:
        services.rounds.pair_next(more)
    assert caught.value.problem is Problem.RESULTS_MISSING
    assert (caught.value.details["round"], caught.value.details["tables"]) == (1, [3])
