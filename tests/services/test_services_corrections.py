"""A result of an earlier round corrected under later rounds (``services.swiss.corrections``): the
latest round paired again from the corrected standings (a dry run first, then exactly that),
or the played pairings the correction made worse."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services, ServiceWarning
from mtrdesk.services.swiss.corrections import CorrectionReview, ReviewKind, Skipped
from tests.helpers.services_support import committed_rows, new_event, report_round, team_event


def two_rounds(services: Services, players: int = 8) -> tuple[int, int]:
    """Round 1 all won by player 1 of each table (2-0), round 2 paired, no result yet;
    the id of round 1's table 1."""
    event_id, _ = new_event(services, players)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    services.rounds.pair_next(event_id, seed=2)
    return event_id, first.at_table(1).id


def correct(services: Services, event_id: int, table: int, text: str) -> ServiceWarning:
    changes = services.rounds.report(event_id, 1, table, text)
    (warning,) = [w for w in changes.warnings if w.problem is Problem.LATER_ROUNDS_EXIST]
    return warning


def review(services: Services, event_id: int, warning: ServiceWarning) -> CorrectionReview:
    return services.corrections.review(
        event_id, warning.details["match"], warning.details["previous"]
    )


def pairs_of(services: Services, event_id: int, number: int) -> set[frozenset[int | None]]:
    view = services.rounds.list_rounds(event_id)[number - 1]
    return {frozenset((m.player1, m.player2)) for m in view.matches}


def test_the_warning_names_the_match_and_its_previous_result(services: Services) -> None:
    event_id, match_id = two_rounds(services)
    warning = correct(services, event_id, 1, "0-2")
    assert warning.details == {"round": 1, "later": [2], "match": match_id, "previous": "2-0"}


def test_a_latest_round_without_results_is_offered_again_and_nothing_is_saved(
    services: Services,
) -> None:
    event_id, _ = two_rounds(services)
    warning = correct(services, event_id, 1, "0-2")
    before = committed_rows(services)
    found = review(services, event_id, warning)
    assert committed_rows(services) == before  # the dry run saved nothing
    assert found.kind is ReviewKind.REPAIR
    proposal = found.proposal
    assert proposal is not None and proposal.round_number == 2 and proposal.corrected_round == 1
    assert proposal.seed == services.rounds.list_rounds(event_id)[1].seed
    assert not proposal.diff.unchanged
    # Who now meets whom: every change is a pair of the proposal, not of the round now.
    now = pairs_of(services, event_id, 2)
    assert all(frozenset((c.player1, c.player2)) not in now for c in proposal.diff.changes)
    assert len(proposal.diff.changes) + proposal.diff.kept == len(proposal.proposed)
    # The corrected standings: the two players of table 1 changed places.
    first = services.rounds.list_rounds(event_id)[0].at_table(1)
    assert (found.points[first.player1], found.points[first.player2]) == (0, 3)
    assert found.names[first.player1] == first.player1_name


def test_accepting_pairs_the_round_again_exactly_as_shown(services: Services) -> None:
    event_id, _ = two_rounds(services)
    found = review(services, event_id, correct(services, event_id, 1, "0-2"))
    assert found.proposal is not None
    view, changes = services.corrections.accept(found.proposal, found.proposal.moves)
    assert changes.pairings and changes.standings
    stored = services.rounds.list_rounds(event_id)[1]
    shown = {(p.table, p.player1, p.player2) for p in found.proposal.proposed}
    assert {(m.table, m.player1, m.player2) for m in stored.matches} == shown
    assert view.number == 2 and stored.seed == found.proposal.seed
    logged = services.rounds.audit_log(event_id)[-1]
    assert logged.action == "round.repair"
    assert logged.detail["corrected_round"] == 1
    assert len(logged.detail["changed"]) == len(found.proposal.diff.changes)
    # The round now agrees with the corrected standings: nothing left to offer.
    again = services.rounds.report(event_id, 1, 2, "2-0")  # the same result again
    (warning,) = again.warnings
    assert review(services, event_id, warning).kind is ReviewKind.SAME_PAIRING


def test_a_correction_that_changes_no_points_keeps_the_best_pairing(services: Services) -> None:
    event_id, _ = two_rounds(services)
    found = review(services, event_id, correct(services, event_id, 1, "2-1"))
    # Game wins move tiebreakers, not match points: round 2 is still a best pairing.
    assert found.kind is ReviewKind.SAME_PAIRING and found.proposal is None


@pytest.mark.parametrize("change", ["result_in_latest", "another_correction", "drop"])
def test_a_stale_proposal_is_refused_and_changes_nothing(services: Services, change: str) -> None:
    event_id, _ = two_rounds(services)
    found = review(services, event_id, correct(services, event_id, 1, "0-2"))
    assert found.proposal is not None
    expected = Problem.CORRECTION_PROPOSAL_STALE
    if change == "result_in_latest":
        services.rounds.report(event_id, 2, 1, "2-1")
        expected = Problem.RESULTS_IN
    elif change == "another_correction":
        correct(services, event_id, 2, "1-2")
    else:
        entry = services.rounds.list_rounds(event_id)[1].at_table(3).player1
        services.players.drop(entry)
    before = committed_rows(services)
    with pytest.raises(ServiceError) as refused:
        services.corrections.accept(found.proposal, found.proposal.moves)
    assert refused.value.problem is expected
    assert committed_rows(services) == before


def test_a_played_round_says_which_pairings_the_correction_made_worse(
    services: Services,
) -> None:
    event_id, _ = two_rounds(services)
    report_round(services, event_id, random.Random(2), "2-0")
    round_two = services.rounds.list_rounds(event_id)[1]
    warning = correct(services, event_id, 1, "0-2")
    before = committed_rows(services)
    found = review(services, event_id, warning)
    assert committed_rows(services) == before
    assert found.kind is ReviewKind.PLAYED and found.proposal is None
    (impact,) = found.impacts
    assert impact.round_number == 2 and impact.made_worse
    first = services.rounds.list_rounds(event_id)[0].at_table(1)
    # Both players of the corrected match played round 2 in their old point group.
    for who in (first.player1, first.player2):
        worse = next(w for w in impact.worse if who in (w.player1, w.player2))
        assert worse.new_pair_down and worse.difference_after == 3
        table = round_two.at_table(worse.table)
        assert {table.player1, table.player2} == {worse.player1, worse.player2}


def test_a_played_round_paired_within_the_corrected_groups_is_not_worse(
    services: Services,
) -> None:
    event_id, _ = two_rounds(services)
    report_round(services, event_id, random.Random(2), "2-0")
    found = review(services, event_id, correct(services, event_id, 1, "2-1"))
    assert found.kind is ReviewKind.PLAYED and found.made_worse == ()


def test_the_latest_round_itself_and_a_cleared_result_are_not_reviewed(
    services: Services,
) -> None:
    event_id, match_id = two_rounds(services)
    latest = services.rounds.list_rounds(event_id)[1].at_table(1).id
    assert services.corrections.review(event_id, latest, None).skipped is Skipped.NO_LATER_ROUND
    services.rounds.clear_result(match_id)
    found = services.corrections.review(event_id, match_id, "2-0")
    assert found.kind is ReviewKind.NOT_REVIEWED and found.skipped is Skipped.RESULTS_MISSING


def test_team_events_are_left_to_the_warning(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    for seat_match in first.missing:
        services.rounds.report_result(seat_match.id, MatchResult(2, 0))
    services.rounds.pair_next(event_id, seed=2)
    match = first.missing[0]
    warnings, _ = services.rounds.report_result(match.id, MatchResult(0, 2))
    assert [w.problem for w in warnings] == [Problem.LATER_ROUNDS_EXIST]
    found = services.corrections.review(event_id, match.id, "2-0")
    assert found.skipped is Skipped.TEAMS


def test_review_of_an_unknown_match_is_refused(services: Services) -> None:
    event_id, _ = two_rounds(services)
    with pytest.raises(ServiceError) as refused:
        services.corrections.review(event_id, 999, None)
    assert refused.value.problem is Problem.MATCH_NOT_FOUND
