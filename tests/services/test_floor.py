"""``services.floor.service``: slip codes, reports from the floor, staff decisions (issue 16).

Every refusal leaves the database as it was: the test compares the rows it cares about
(the match results, the reports, the audit log) before and after.
"""

from __future__ import annotations

import pytest

from mtrdesk.core.floor.reports import ReportPolicy, ReportState, shown_code
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store.models import AuditLog, Event, FloorReport, Match, SlipCode
from tests.helpers.services_support import new_event


def snapshot(services: Services) -> tuple[list[tuple], list[tuple], int]:
    with services.store.atomic():
        matches = list(Match.select(Match.id, Match.wins1, Match.wins2, Match.draws).tuples())
        reports = list(FloorReport.select().tuples())
        audits = AuditLog.select().count()
    return matches, reports, audits


def refused(services: Services, call, problem: Problem) -> ServiceError:
    before = snapshot(services)
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is problem
    assert snapshot(services) == before
    return caught.value


@pytest.fixture
def paired(services: Services) -> tuple[int, dict[str, str]]:
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)
    codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    return event_id, codes


def result_of(services: Services, event_id: int, table: str) -> str | None:
    pairing = services.public.pairings(event_id, 1)
    assert pairing is not None
    return next(p.result for p in pairing.pairings if p.table == table)


def test_codes_are_drawn_once_per_match_and_kept(services: Services, paired) -> None:
    event_id, codes = paired
    assert sorted(codes, key=int) == ["1", "2", "3", "4"]
    assert len(set(codes.values())) == 4
    again = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    assert again == codes


def test_report_then_opponent_confirms(services: Services, paired) -> None:
    event_id, codes = paired
    first = services.floor.report(event_id, shown_code(codes["1"]), "2-1", "phone-a")
    assert first.state is ReportState.WAITING and not first.entered
    assert result_of(services, event_id, "1") is None
    slip = services.floor.slip(event_id, codes["1"].lower(), "phone-b")
    assert slip.waiting == "2-1" and not slip.waiting_is_yours
    second = services.floor.report(event_id, codes["1"], "２－１", "phone-b")
    assert second.entered and second.changes.results and second.changes.standings
    assert result_of(services, event_id, "1") == "2-1"
    assert services.floor.open_reports(event_id) == []
    with services.store.atomic():
        audits = [(a.action, a.detail) for a in AuditLog.select().order_by(AuditLog.id)]
    entered = [d for a, d in audits if a == "result.report"]
    assert len(entered) == 1 and '"device": "phone-b"' in entered[0]
    assert '"acted_by": "player"' in entered[0]
    # The code is spent: a replay changes nothing.
    refused(
        services,
        lambda: services.floor.report(event_id, codes["1"], "2-1", "phone-c"),
        Problem.FLOOR_RESULT_IN,
    )


def test_every_refusal_changes_nothing(services: Services, paired) -> None:
    event_id, codes = paired
    floor = services.floor
    refused(
        services, lambda: floor.report(event_id, "ZZZZZZ", "2-1", "a"), Problem.FLOOR_CODE_UNKNOWN
    )
    refused(
        services,
        lambda: floor.report(event_id, "not a code", "2-1", "a"),
        Problem.FLOOR_CODE_UNKNOWN,
    )
    other, _ = new_event(services, players=4)
    refused(
        services, lambda: floor.report(other, codes["1"], "2-1", "a"), Problem.FLOOR_CODE_UNKNOWN
    )
    for impossible in ("3-0", "2-2", "abc", "", "0-0", "9-9-9"):  # MTR 2.1: best of three
        refused(
            services,
            lambda t=impossible: floor.report(event_id, codes["2"], t, "a"),
            Problem.BAD_RESULT,
        )
    floor.report(event_id, codes["2"], "2-0", "a")
    refused(
        services,
        lambda: floor.report(event_id, codes["2"], "2-0", "a"),
        Problem.FLOOR_ALREADY_REPORTED,
    )
    floor.report(event_id, codes["2"], "0-2", "b")  # disagrees: held for a judge
    states = {r.state for r in floor.open_reports(event_id)}
    assert states == {ReportState.CONFLICT}
    refused(
        services,
        lambda: floor.report(event_id, codes["2"], "2-0", "c"),
        Problem.FLOOR_HELD_FOR_STAFF,
    )
    assert result_of(services, event_id, "2") is None  # never overwritten


def test_a_round_that_is_over_refuses(services: Services, paired) -> None:
    event_id, codes = paired
    for table in ("1", "2", "3", "4"):
        services.rounds.report(event_id, 1, int(table), "2-0")
    services.rounds.pair_next(event_id)
    refused(
        services,
        lambda: services.floor.report(event_id, codes["1"], "2-0", "a"),
        Problem.FLOOR_RESULT_IN,
    )
    # Round 1's result at table 1 taken back after round 2 was paired (a late correction
    # waits for staff): round 1 is over for players.
    with services.store.atomic():
        match_id = SlipCode.get(SlipCode.code == codes["1"]).match_id
        Match.update(wins1=None, wins2=None, draws=None).where(Match.id == match_id).execute()
    refused(
        services,
        lambda: services.floor.report(event_id, codes["1"], "2-0", "a"),
        Problem.FLOOR_ROUND_OVER,
    )


def test_staff_policy_and_decisions(services: Services, paired) -> None:
    event_id, codes = paired
    floor = services.floor
    floor.set_policy(event_id, ReportPolicy.STAFF)
    assert floor.report(event_id, codes["3"], "2-1", "a").state is ReportState.HELD
    assert floor.report(event_id, codes["3"], "2-1", "b").state is ReportState.HELD
    assert result_of(services, event_id, "3") is None
    waiting = floor.open_reports(event_id)
    assert [(r.table, r.result) for r in waiting] == [("3", "2-1"), ("3", "2-1")]
    with services.context.acting("Judge Sato", "judge-phone"):
        changes = floor.accept(waiting[0].id)
    assert changes.results and result_of(services, event_id, "3") == "2-1"
    assert floor.open_reports(event_id) == []
    with services.store.atomic():
        decided = {r.decided_by for r in FloorReport.select()}
    assert decided == {"Judge Sato"}
    refused(services, lambda: floor.accept(waiting[0].id), Problem.FLOOR_REPORT_CLOSED)
    floor.report(event_id, codes["4"], "0-2", "a")
    (held,) = floor.open_reports(event_id)
    floor.reject(held.id)
    assert floor.open_reports(event_id) == [] and result_of(services, event_id, "4") is None


def test_a_result_from_the_window_closes_open_reports(services: Services, paired) -> None:
    event_id, codes = paired
    services.floor.report(event_id, codes["1"], "2-1", "a")
    services.floor.report(event_id, codes["2"], "2-1", "a")
    services.rounds.report(event_id, 1, 1, "2-1")
    services.rounds.report(event_id, 1, 2, "1-2")
    assert services.floor.open_reports(event_id) == []
    with services.store.atomic():
        states = sorted(r.state for r in FloorReport.select())
    assert states == ["accepted", "rejected"]


def test_staff_pin(services: Services, paired) -> None:
    event_id, _ = paired
    pin = services.floor.settings(event_id).staff_pin
    assert len(pin) == 6 and pin.isdigit()
    assert services.floor.settings(event_id).staff_pin == pin
    assert services.floor.check_pin(event_id, pin)
    assert not services.floor.check_pin(event_id, "12345x")
    changed = services.floor.change_pin(event_id)
    assert not services.floor.check_pin(event_id, pin) or changed == pin
    assert services.floor.check_pin(event_id, changed)
    with services.store.atomic():
        audit = AuditLog.select().where(AuditLog.action == "floor.pin").get()
    assert changed not in audit.detail


def test_undo_takes_back_a_result_entered_from_the_floor(services: Services, paired) -> None:
    event_id, codes = paired
    services.floor.report(event_id, codes["1"], "2-1", "a")
    services.floor.report(event_id, codes["1"], "2-1", "b")
    assert result_of(services, event_id, "1") == "2-1"
    services.undo.undo(event_id)
    assert result_of(services, event_id, "1") is None


def test_who_acted_from_the_floor_never_hides_a_detail_of_the_change(
    services: Services, paired
) -> None:
    """``team.drop`` names the member who dropped as ``by``: the judge who made the change
    from the floor is written beside it, not over it."""
    event_id, _ = paired
    with services.context.acting("Judge Sato", "judge-phone"), services.store.atomic():
        services.context.audit(event_id, "team.drop", by=5)
    with services.store.atomic():
        detail = AuditLog.select().order_by(AuditLog.id.desc()).get().detail
    assert '"by": 5' in detail and '"acted_by": "Judge Sato"' in detail
    assert '"device": "judge-phone"' in detail


def test_an_event_that_records_no_edition_takes_reports(services: Services, paired) -> None:
    """An event file of version 8 or later without ``mtr_edition`` is an event that follows
    the edition in force on its date (``core.editions.catalogue.edition_of``); one imported
    before the import stored the key keeps ``''``. A phone's slip and report must follow
    that edition, not fail with ``UnknownEdition('')`` (a 500 on the phone)."""
    event_id, codes = paired
    with services.store.atomic():
        Event.update(edition="").where(Event.id == event_id).execute()
    slip = services.floor.slip(event_id, codes["1"], "phone-a")
    assert slip.complete_on_report is False  # 2025-11-10 MTR 2.5: both players confirm
    first = services.floor.report(event_id, codes["1"], "2-1", "phone-a")
    assert first.state is ReportState.WAITING and not first.entered
