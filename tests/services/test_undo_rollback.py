"""Round rollback (issue 14 item 2): the latest Swiss round taken back with a reason,
audited, undoable row for row; drops and late entries of the round as when it is paired
again (``round_rows.unpair_current_round``); refusals for what cannot be rolled back."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store import change_log
from tests.helpers.services_support import (
    new_event,
    pod_event,
    report_round,
    swiss_done,
    team_event,
)


def dump(services: Services) -> dict[str, list[tuple]]:
    with services.store.atomic():
        db = services.store.db
        return {
            t: [tuple(r) for r in db.execute_sql(f'SELECT * FROM "{t}" ORDER BY 1').fetchall()]
            for t in change_log.EVENT_TABLES
        }


def refused(call, problem: Problem) -> ServiceError:  # type: ignore[no-untyped-def]
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is problem
    return caught.value


def two_rounds(services: Services, players: int = 8) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, players)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(3))
    services.rounds.pair_next(event_id)
    return event_id, entries


def test_the_latest_round_is_rolled_back_and_its_undo_restores_it_exactly(
    services: Services,
) -> None:
    event_id, _ = two_rounds(services)
    current = services.rounds.current_round(event_id)
    services.rounds.report(event_id, 2, current.matches[0].table, "2-1")
    services.extensions.add(event_id, 2, current.matches[1].table, 5, ExtensionReason.DECK_CHECK)
    preview = services.rollback.preview(event_id)
    assert (preview.round, preview.tables, preview.results, preview.extensions) == (2, 4, 1, 1)
    before = dump(services)
    services.rollback.rollback(event_id, 2, "  paired before a slip was fixed ")
    after = dump(services)
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]
    assert services.extensions.for_round(event_id, 1) == {}
    entry = services.rounds.audit_log(event_id)[-1]
    assert entry.action == "round.rollback"
    assert entry.detail["reason"] == "paired before a slip was fixed"
    assert entry.detail["results"] == 1 and entry.detail["round"] == 2
    services.undo.undo(event_id)
    assert dump(services) == before
    services.undo.redo(event_id)
    assert dump(services) == after


def test_a_rolled_back_round_is_paired_again_and_then_blocks_undo(services: Services) -> None:
    event_id, _ = two_rounds(services)
    services.rollback.rollback(event_id, 2, "wrong result at table 1 in round 1")
    view, _ = services.rounds.pair_next(event_id)
    assert view.number == 2
    # Undo would take back the rollback, which the new round 2 replaced: refused.
    error = refused(lambda: services.undo.undo(event_id), Problem.UNDO_BLOCKED)
    assert error.details == {"action": "round.pair", "round": 2}
    # The new round can itself be rolled back.
    services.rollback.rollback(event_id, 2, "once more")
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_a_result_of_the_previous_round_can_be_undone_once_the_round_is_rolled_back(
    services: Services,
) -> None:
    """The scorekeeper's case: a round-1 result was wrong and round 2 is paired. Undo says
    roll back round 2 first; after the rollback, the round-1 result is corrected."""
    event_id, _ = two_rounds(services)
    refused(lambda: services.undo.undo(event_id), Problem.UNDO_BLOCKED)
    services.rollback.rollback(event_id, 2, "round 1 table 1 was reported the wrong way")
    round_one = services.rounds.current_round(event_id)
    table = round_one.matches[0].table
    old = round_one.matches[0].result
    services.rounds.report(event_id, 1, table, "0-2" if old.to_text() != "0-2" else "2-0")
    services.rounds.pair_next(event_id)
    assert services.rounds.current_round(event_id).number == 2


def test_drops_and_late_entries_of_the_round_as_when_it_is_paired_again(
    services: Services,
) -> None:
    event_id, entries = two_rounds(services)
    services.players.drop(entries[0])  # during round 2: dropped after round 2
    late, _ = services.players.add(event_id, "Late", "Comer", player_id="L0001")
    assert services.players.get(late).late_entry_round == 3
    preview = services.rollback.preview(event_id)
    assert preview.drops == (entries[0],) and preview.late_entries == (late,)
    services.rollback.rollback(event_id, 2, "re-pair with the late player")
    assert services.players.get(entries[0]).dropped_after_round == 1  # stays dropped
    assert services.players.get(late).late_entry_round == 2  # plays round 2
    view, _ = services.rounds.pair_next(event_id)
    players = {p for m in view.matches for p in (m.player1, m.player2)}
    assert late in players and entries[0] not in players
    assert services.rollback.preview(event_id).round == 2


def test_rolling_back_round_one_empties_the_event_of_rounds(services: Services) -> None:
    event_id, _ = new_event(services, 6)
    services.rounds.pair_next(event_id)
    before_rounds = services.events.get(event_id).swiss_rounds
    services.rollback.rollback(event_id, 1, "wrong players")
    assert services.rounds.list_rounds(event_id) == []
    assert services.events.get(event_id).swiss_rounds == before_rounds
    refused(lambda: services.rollback.preview(event_id), Problem.NO_ROUNDS)
    assert services.rollback.latest_round(event_id) is None


@pytest.mark.parametrize(
    ("reason", "details"),
    [
        ("", {}),
        ("   ", {}),
        ("bad\x00reason", {"text_problem": "control"}),
        ("evil\u202ereason", {"text_problem": "bidi"}),
        ("x" * 501, {"text_problem": "too_long"}),
    ],
    ids=["empty", "spaces", "nul", "bidi-override", "too-long"],
)
def test_a_reason_is_required_on_one_clean_line(
    services: Services, reason: str, details: dict
) -> None:
    event_id, _ = two_rounds(services)
    before = dump(services)
    error = refused(
        lambda: services.rollback.rollback(event_id, 2, reason), Problem.ROLLBACK_REASON
    )
    assert dict(error.details) == details
    assert dump(services) == before


def test_only_the_latest_round_and_never_a_playoff_round(services: Services) -> None:
    event_id, _ = two_rounds(services)
    error = refused(
        lambda: services.rollback.rollback(event_id, 1, "why"), Problem.ROLLBACK_NOT_LATEST
    )
    assert error.details == {"round": 1, "latest": 2}
    playoff = swiss_done(services, 16, Playoff.TOP8)
    services.playoff.start(playoff)
    number = services.rounds.current_round(playoff).number
    refused(lambda: services.rollback.preview(playoff), Problem.ROLLBACK_PLAYOFF)
    refused(lambda: services.rollback.rollback(playoff, number, "why"), Problem.ROLLBACK_PLAYOFF)
    assert services.rollback.latest_round(playoff) is None
    refused(lambda: services.rollback.preview(999), Problem.EVENT_NOT_FOUND)


def test_a_team_round_and_a_pod_round_are_rolled_back_and_restored(services: Services) -> None:
    teams, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    services.rounds.pair_next(teams)
    before = dump(services)
    services.rollback.rollback(teams, 1, "seats were wrong")
    assert services.rounds.list_rounds(teams) == []
    services.undo.undo(teams)
    assert dump(services) == before

    pods, _ = pod_event(services, 8)
    services.multiplayer.pair_next(pods)
    pod = services.multiplayer.current_round(pods).pods[0]
    services.multiplayer.report_seat(pods, 1, pod.table, 2)
    preview = services.rollback.preview(pods)
    assert (preview.tables, preview.results) == (2, 1)
    before = dump(services)
    services.rollback.rollback(pods, 1, "pods drawn before a late player")
    assert services.multiplayer.current_round(pods) is None
    services.undo.undo(pods)
    assert dump(services) == before
