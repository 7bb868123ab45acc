"""Deck checks (MTR 2.8) through ``services.decklists.service``: a seeded proposal that prefers
players never checked and keeps the event at or above 10 % of its decks, recorded in the
audit log; a recorded check writes a row per checked player and the match's extension
(MTR 2.6: + 3 minutes, + 4 in a Commander pod) in one transaction."""

from __future__ import annotations

import math
import random

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.decklists.service import DeckCheckOutcome
from mtrdesk.store.models import DeckCheck, TimeExtension
from tests.helpers.services_support import new_event, pod_event, report_round, team_event

OK = DeckCheckOutcome.OK


def refused(call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    return caught.value


def stored_checks(services: Services) -> int:
    with services.context.transaction():
        return DeckCheck.select().count()


def stored_extensions(services: Services) -> int:
    with services.context.transaction():
        return TimeExtension.select().count()


def test_a_check_records_both_players_and_extends_the_match(services: Services) -> None:
    event_id, _ = new_event(services, players=8, swiss_rounds=3)
    services.rounds.pair_next(event_id)
    (round1,) = services.rounds.list_rounds(event_id)
    match = next(m for m in round1.matches if m.table == 3)
    changes = services.decklists.record_check(
        event_id, 1, 3, "", 6, DeckCheckOutcome.DECK_PROBLEM, note="  sideboard   mixed in "
    )
    assert changes.pairings and changes.decklists and not changes.players
    assert services.extensions.for_round(event_id, 1) == {"3": 9}  # 6 + 3 (MTR 2.6)
    records = services.decklists.checks(event_id)
    assert sorted(r.entry_id for r in records) == sorted([match.player1, match.player2])
    assert {(r.round, r.label, r.minutes, r.outcome, r.note) for r in records} == {
        (1, "3", 6, DeckCheckOutcome.DECK_PROBLEM, "sideboard mixed in")
    }
    rows = {r.entry_id: r for r in services.decklists.overview(event_id)}
    assert rows[match.player1].checks == 1
    assert rows[match.player1].last_outcome is DeckCheckOutcome.DECK_PROBLEM
    assert sum(r.checks for r in rows.values()) == 2
    detail = services.decklists.detail(event_id, match.player2)
    assert [c.label for c in detail.checks] == ["3"]
    (logged,) = [
        e.detail for e in services.rounds.audit_log(event_id) if e.action == "decklists.check"
    ]
    assert logged["outcome"] == "deck_problem" and logged["minutes"] == 6
    assert sorted(logged["entries"]) == sorted([match.player1, match.player2])


def test_one_player_of_a_match_can_be_checked(services: Services) -> None:
    event_id, _ = new_event(services, players=4)
    services.rounds.pair_next(event_id)
    (round1,) = services.rounds.list_rounds(event_id)
    match = round1.matches[0]
    services.decklists.record_check(event_id, 1, match.table, "", 2, OK, entries=[match.player2])
    assert [r.entry_id for r in services.decklists.checks(event_id)] == [match.player2]
    other = round1.matches[1].player1
    error = refused(
        services.decklists.record_check, event_id, 1, match.table, "", 2, OK, entries=[other]
    )
    assert (error.problem, error.details["entry"]) == (Problem.NOT_IN_MATCH, other)


def test_a_refused_extension_writes_no_check(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    record = services.decklists.record_check
    assert refused(record, event_id, 1, 1, "", 5, OK).problem is Problem.ROUND_NOT_FOUND
    services.rounds.pair_next(event_id)
    services.rounds.report(event_id, 1, 2, "2-0")
    assert refused(record, event_id, 1, 2, "", 5, OK).problem is Problem.EXTENSION_RESULT_IN
    assert refused(record, event_id, 1, 1, "", 80, OK).problem is Problem.BAD_EXTENSION_MINUTES
    assert refused(record, event_id, 1, 9, "", 5, OK).problem is Problem.TABLE_NOT_FOUND
    assert (stored_checks(services), stored_extensions(services)) == (0, 0)
    report_round(services, event_id, random.Random(2))
    services.rounds.pair_next(event_id)
    error = refused(record, event_id, 1, 1, "", 5, OK)
    assert (error.problem, error.details["current"]) == (Problem.NOT_CURRENT_ROUND, 2)


def test_the_check_and_the_extension_are_one_transaction(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The extension is written first; when writing the check rows fails, the extension
    goes too (and the other way round: a refused extension leaves no row, above)."""
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk trouble")

    monkeypatch.setattr(DeckCheck, "create", broken)
    with pytest.raises(RuntimeError):
        services.decklists.record_check(event_id, 1, 1, "", 5, OK)
    monkeypatch.undo()
    assert (stored_checks(services), stored_extensions(services)) == (0, 0)
    assert services.extensions.for_round(event_id, 1) == {}
    assert not [e for e in services.rounds.audit_log(event_id) if e.action.startswith("ext")]


def test_a_team_match_is_checked_whole_or_seat_by_seat(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    services.rounds.pair_next(event_id)
    services.rounds.report(event_id, 1, 1, "2-0", "C")
    services.decklists.record_check(event_id, 1, 1, "", 4, OK)
    # Every seat match still playing gets its extension; all six decks are checked.
    assert services.extensions.for_round(event_id, 1) == {"1A": 7, "1B": 7}
    assert len(services.decklists.checks(event_id)) == 6
    services.decklists.record_check(event_id, 1, 2, "B", 2, OK)
    assert services.extensions.for_round(event_id, 1)["2B"] == 5
    assert [r.label for r in services.decklists.checks(event_id, 1)][-2:] == ["2B", "2B"]


def test_a_two_headed_giant_check_covers_both_teams(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4)
    services.rounds.pair_next(event_id)
    services.decklists.record_check(event_id, 1, 1, "", 3, OK)
    assert services.extensions.for_round(event_id, 1) == {"1": 6}
    assert len(services.decklists.checks(event_id)) == 4


def test_a_commander_pod_check_adds_four_minutes(services: Services) -> None:
    event_id, _ = pod_event(services, 8)
    services.multiplayer.pair_next(event_id)
    services.decklists.record_check(event_id, 1, 2, "", 5, OK)
    assert services.extensions.for_round(event_id, 1) == {"2": 9}  # 5 + 4 (*.5A)
    assert len(services.decklists.checks(event_id)) == 4
    assert refused(services.decklists.record_check, event_id, 1, 2, "B", 5, OK).problem is (
        Problem.TABLE_NOT_FOUND
    )


def test_proposals_are_seeded_recorded_and_reach_ten_percent(services: Services) -> None:
    event_id, _ = new_event(services, players=64, swiss_rounds=3)
    services.rounds.pair_next(event_id)
    plan = services.decklists.proposals(event_id, 1, seed=77)
    assert (plan.round, plan.seed, plan.decks, plan.checked) == (1, 77, 64, 0)
    assert plan.target == math.ceil(64 / 10) == 7
    assert len(plan.candidates) == 32
    # 7 decks over 3 rounds: 3 this round, so two tables of two players.
    assert plan.proposed_decks >= math.ceil(7 / 3) and len(plan.tables) == 2
    assert set(plan.names) == {e for t in plan.candidates for e in t.entries}
    again = services.decklists.proposals(event_id, 1, seed=77)
    assert again.tables == plan.tables
    other = [services.decklists.proposals(event_id, 1, seed=s).tables for s in range(5)]
    assert len(set(other)) > 1  # the seed decides
    logged = [
        e.detail for e in services.rounds.audit_log(event_id) if e.action == "decklists.propose"
    ]
    assert logged[0]["seed"] == 77 and logged[0]["tables"] == [t.label for t in plan.tables]
    drawn = services.decklists.proposals(event_id, 1)
    assert drawn.seed >= 0  # a fresh seed, recorded
    logged = [
        e.detail for e in services.rounds.audit_log(event_id) if e.action == "decklists.propose"
    ]
    assert logged[-1]["seed"] == drawn.seed


def test_proposals_prefer_players_never_checked(services: Services) -> None:
    """After round 1's checks, round 2 proposes only tables whose players were never
    checked, whatever the seed; and the event keeps reaching 10 % of its decks."""
    event_id, _ = new_event(services, players=40, swiss_rounds=4)
    rng = random.Random(5)
    checked: set[int] = set()
    for number in (1, 2, 3, 4):
        services.rounds.pair_next(event_id)
        plan = services.decklists.proposals(event_id, number, seed=number)
        assert plan.checked == len(checked)
        for table in plan.tables:
            assert not checked & set(table.entries), (number, table)
            services.decklists.record_check(event_id, number, table.table, table.seat, 3, OK)
            checked |= set(table.entries)
        report_round(services, event_id, rng)
    assert len(checked) >= math.ceil(40 / 10)
    rows = services.decklists.overview(event_id)
    assert sum(1 for r in rows if r.checks) == len(checked)


def test_proposals_are_for_the_round_being_played(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    error = refused(services.decklists.proposals, event_id, 1)
    assert error.problem is Problem.ROUND_NOT_FOUND
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(1))
    services.rounds.pair_next(event_id)
    error = refused(services.decklists.proposals, event_id, 1, seed=3)
    assert error.problem is Problem.NOT_CURRENT_ROUND
    services.rounds.report(event_id, 2, 1, "2-0")
    plan = services.decklists.proposals(event_id, 2, seed=3)
    assert 1 not in {t.table for t in plan.candidates}  # over: nothing to check there


def test_team_and_pod_proposals_cover_whole_tables(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 6)
    services.rounds.pair_next(event_id)
    plan = services.decklists.proposals(event_id, 1, seed=1)
    assert {len(t.entries) for t in plan.candidates} == {6}
    assert {t.seat for t in plan.candidates} == {""}
    pods, _ = pod_event(services, 12)
    services.multiplayer.pair_next(pods)
    plan = services.decklists.proposals(pods, 1, seed=1)
    assert [len(t.entries) for t in plan.candidates] == [4, 4, 4]


def test_the_first_proposed_table_holds_a_player_never_checked(services: Services) -> None:
    """Six of eight players checked in round 1: whatever the seed, round 2 proposes a
    table with one of the two others first. Players dropped before round 1 hold no
    deck."""
    event_id, entries = new_event(services, players=9, swiss_rounds=3)
    services.players.drop(entries[8])
    services.rounds.pair_next(event_id)
    for table in (1, 2, 3):
        services.decklists.record_check(event_id, 1, table, "", 2, OK)
    checked = {r.entry_id for r in services.decklists.checks(event_id)}
    assert len(checked) == 6
    report_round(services, event_id, random.Random(3))
    services.rounds.pair_next(event_id)
    for seed in range(30):
        plan = services.decklists.proposals(event_id, 2, seed=seed)
        assert (plan.decks, plan.target, plan.checked) == (8, 1, 6)
        assert set(plan.tables[0].entries) - checked, seed
