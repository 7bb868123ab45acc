"""What a change names (issue 15): the rows it touched, so the window updates those rows;
the light reads it then makes; and reads kept until the database changes."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Structure
from mtrdesk.core.swiss.length import EndRuleKind
from mtrdesk.services import Changes, Services
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.services.views import RecordedResult, RoundOutline
from tests.helpers.services_support import another_program_writes, new_event, report_round


def test_rows_merge_and_a_flag_without_rows_means_any_row() -> None:
    one = Changes(results=True, matches=frozenset({1}))
    two = Changes(results=True, matches=frozenset({2}), events=True)
    assert (one | two).changed_matches() == {1, 2}
    assert (one | two).events
    # A change that does not say which results: any of them (never fewer than changed).
    assert (one | Changes(results=True)).changed_matches() is None
    assert (Changes(results=True) | one).matches == frozenset()
    # Rows of a kind the other did not touch stay named.
    assert (one | Changes(standings=True)).changed_matches() == {1}
    # Results named, but pairings or players changed too: the rounds are read again.
    assert (one | Changes(pairings=True, rounds=frozenset({3}))).changed_matches() is None
    assert (one | Changes(players=True)).changed_matches() is None
    paired = Changes(pairings=True, rounds=frozenset({2})) | Changes(pairings=True)
    assert paired.changed_rounds() is None
    named = Changes(pairings=True, rounds=frozenset({2})) | Changes(pairings=True, rounds={3})  # type: ignore[arg-type]
    assert named.changed_rounds() == {2, 3}
    assert Changes(players=True, entries=frozenset({7})).changed_entries() == {7}
    assert Changes(players=True).changed_entries() is None
    assert Changes().changed_matches() is None and not Changes()


def test_a_slip_names_its_match_and_pairing_names_its_round(services: Services) -> None:
    event_id, _ = new_event(services, 8, swiss_rounds=3)
    view, changes = services.rounds.pair_next(event_id, seed=1)
    assert changes.changed_rounds() == {1} and changes.pairings
    match = view.matches[0]
    reported = services.rounds.report(event_id, 1, match.table or 0, "2-1")
    assert reported.changed_matches() == {match.id}
    # The standings moved; the event's summary did not (round 1 still waits for slips).
    assert reported.standings and not reported.events
    cleared = services.rounds.clear_result(match.id)
    assert cleared.changed_matches() == {match.id} and not cleared.events
    first, second = view.matches[1], view.matches[2]
    _, swapped = services.rounds.swap_players(first.id, second.id, first.player1, second.player1)
    assert swapped.changed_rounds() == {1}
    report_round(services, event_id, random.Random(3))
    _, repaired = services.rounds.pair_next(event_id, seed=2)
    assert repaired.changed_rounds() == {2}
    _, again = services.rounds.repair_current(event_id, seed=3)
    assert again.changed_rounds() == {2} and again.changed_entries() is None


def test_a_slip_says_when_the_event_s_summary_moves(services: Services) -> None:
    """The stage follows the rounds' completeness (and an announced end rule, the
    bracket): the slip that completes the last round, or a result taken back from it,
    moves the summary; the others do not."""
    event_id, _ = new_event(services, 4, swiss_rounds=1)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    first, last = view.matches
    assert not services.rounds.report(event_id, 1, first.table or 0, "2-0").events
    before = services.events.get(event_id).stage
    completed = services.rounds.report(event_id, 1, last.table or 0, "2-1")
    assert completed.events and services.events.get(event_id).stage != before
    corrected = services.rounds.report(event_id, 1, last.table or 0, "0-2")
    assert not corrected.events  # complete before and after
    assert services.rounds.clear_result(first.id).events  # waiting again
    ended, _ = new_event(
        services,
        16,
        swiss_rounds=5,
        end_rule=EndRuleKind.UNLESS_SOLE_LEADER,
        end_rule_after=4,
        end_rule_wins=4,
    )
    view, _ = services.rounds.pair_next(ended, seed=1)
    # MTR 10.2: under an announced rule the standings may end the Swiss at any slip.
    assert services.rounds.report(ended, 1, view.matches[0].table or 0, "2-0").events


def test_the_outline_lists_the_tables_still_waiting(services: Services) -> None:
    event_id, _ = new_event(services, 9, swiss_rounds=3)
    assert services.rounds.outline(event_id) == []
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(5))
    view, _ = services.rounds.pair_next(event_id, seed=2)
    services.rounds.report(event_id, 2, 3, "2-0")
    outline = services.rounds.outline(event_id)
    assert outline == [
        RoundOutline(1, False, ()),
        RoundOutline(2, False, tuple(m.label or "" for m in view.missing if m.table != 3)),
    ]
    assert outline[1].missing == ("1", "2", "4")  # 9 players: four tables and a bye
    assert outline[1].reported({"2"}).missing == ("1", "4")
    assert [o.missing for o in outline] == [
        tuple(m.label for m in r.missing) for r in services.rounds.list_rounds(event_id)
    ]


def test_the_outline_of_a_team_round_names_seats(services: Services) -> None:
    event_id, _ = new_event(services, structure=Structure.TEAM_OF_TWO)
    for name in ("Red", "Blue", "Gold", "Jade"):
        services.teams.add(event_id, name, [TeamMember(f"{name}{s}") for s in "AB"])
    view, _ = services.rounds.pair_next(event_id, seed=1)
    services.rounds.report(event_id, 1, 1, "2-0", "B")
    (outline,) = services.rounds.outline(event_id)
    assert outline.missing == ("1A", "2A", "2B")
    assert outline.missing == tuple(
        m.label for m in services.rounds.list_rounds(event_id)[0].missing
    )
    seat = next(m for m in view.matches if m.label == "1B")
    assert services.rounds.results_of(event_id, [seat.id]) == {
        seat.id: RecordedResult(1, "1B", MatchResult(2, 0, 0))
    }


def test_results_of_reads_only_the_event_s_matches(services: Services) -> None:
    event_id, _ = new_event(services, 4, swiss_rounds=2)
    other_id, _ = new_event(services, 4, swiss_rounds=2)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    other, _ = services.rounds.pair_next(other_id, seed=1)
    first, second = view.matches
    services.rounds.report(event_id, 1, first.table or 0, "1-2-1")
    recorded = services.rounds.results_of(event_id, [first.id, second.id, other.matches[0].id])
    assert recorded == {
        first.id: RecordedResult(1, first.label, MatchResult(1, 2, 1)),
        second.id: RecordedResult(1, second.label, None),
    }


def test_the_summary_is_read_once_per_change(services: Services) -> None:
    event_id, _ = new_event(services, 8, swiss_rounds=3)
    first = services.events.get(event_id)
    assert services.events.get(event_id) is first  # nothing written: the same read
    services.rounds.pair_next(event_id, seed=1)
    paired = services.events.get(event_id)
    assert paired is not first and paired.rounds_paired == 1
    # A write by another program (another station on the same file) is seen too.
    another_program_writes(services, "UPDATE event SET name = 'Renamed' WHERE id = ?", (event_id,))
    renamed = services.events.get(event_id)
    assert renamed.settings.name == "Renamed"
    assert services.events.get(event_id) is renamed


def test_a_rolled_back_use_case_leaves_no_stale_summary(services: Services) -> None:
    event_id, _ = new_event(services, 8, swiss_rounds=3)
    before = services.events.get(event_id)

    class Refused(Exception):
        pass

    with pytest.raises(Refused), services.context.transaction():
        services.rounds.pair_next(event_id, seed=1)
        # Read inside the use case: never kept (it may still roll back).
        assert services.events.get(event_id).rounds_paired == 1
        raise Refused
    after = services.events.get(event_id)
    assert after.rounds_paired == 0 and after == before
