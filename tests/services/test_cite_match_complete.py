"""A match ends when its result is recorded (issue 29; 2023 MTR 2.4, 2025 MTR 2.5), as the
phones' reports follow it: under 2025 a report waiting for the opponent is not recorded,
so an intentional draw replaces it; under 2023 the first report completes the match and a
later ID goes to a judge. Once a result is recorded (a confirmed phone report, the window,
a judge), no phone changes it under either edition: a change is a staff correction,
audited."""

from __future__ import annotations

import pytest

from mtrdesk.core.floor.reports import ReportState
from mtrdesk.core.results import MatchResult
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store.models import AuditLog, FloorReport, Match
from mtrdesk.words.messages import describe
from tests.helpers.services_support import new_event


def _paired(services: Services, edition: str) -> tuple[int, str]:
    event_id, _ = new_event(services, players=8, edition=edition)
    services.rounds.pair_next(event_id, seed=1)
    codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    return event_id, codes["1"]


def _rows(services: Services) -> tuple[list[tuple], list[tuple], int]:
    with services.store.atomic():
        matches = list(Match.select(Match.id, Match.wins1, Match.wins2, Match.draws).tuples())
        reports = list(FloorReport.select().tuples())
        return matches, reports, AuditLog.select().count()


def _result(services: Services, event_id: int) -> str | None:
    pairing = services.public.pairings(event_id, 1)
    assert pairing is not None
    return next(p.result for p in pairing.pairings if p.table == "1")


def test_2025_an_intentional_draw_replaces_a_waiting_report(services: Services) -> None:
    """MTR 2.5 (2025): until the result is recorded, players may agree to a draw."""
    event_id, code = _paired(services, "2025-11-10")
    services.floor.report(event_id, code, "2-1", "phone-a")
    drawn = services.floor.report(event_id, code, "1-1-1", "phone-b")
    assert drawn.state is ReportState.WAITING and not drawn.entered
    assert [r.result for r in services.floor.open_reports(event_id)] == ["1-1-1"]
    confirmed = services.floor.report(event_id, code, "1-1-1", "phone-a")
    assert confirmed.entered and _result(services, event_id) == "1-1-1"


def test_2023_a_later_draw_goes_to_a_judge(services: Services) -> None:
    """MTR 2.4 (2023): the filled-out slip completed the match; the ID is held."""
    event_id, code = _paired(services, "2023-08-21")
    services.floor.report(event_id, code, "2-1", "phone-a")
    held = services.floor.report(event_id, code, "1-1-1", "phone-b")
    assert held.state is ReportState.CONFLICT and not held.entered
    assert {r.state for r in services.floor.open_reports(event_id)} == {ReportState.CONFLICT}
    assert _result(services, event_id) is None
    # The same phone's own change after its report is held for a judge too.
    event_id, code = _paired(services, "2023-08-21")
    services.floor.report(event_id, code, "2-1", "phone-a")
    own = services.floor.report(event_id, code, "0-2", "phone-a")
    assert own.state is ReportState.CONFLICT


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_a_recorded_result_changes_only_by_a_staff_correction(
    services: Services, edition: str
) -> None:
    event_id, code = _paired(services, edition)
    services.floor.report(event_id, code, "2-1", "phone-a")
    assert services.floor.report(event_id, code, "2-1", "phone-b").entered
    before = _rows(services)
    for device, text in (("phone-b", "0-0-3"), ("phone-a", "0-2"), ("phone-c", "1-1-1")):
        with pytest.raises(ServiceError) as refused:
            services.floor.report(event_id, code, text, device)
        assert refused.value.problem is Problem.FLOOR_RESULT_IN
        assert describe(refused.value)
        assert _rows(services) == before
    # Staff correct it over the result they saw: changed, and audited.
    services.rounds.report(event_id, 1, 1, "0-0-3", seen=MatchResult(2, 1))
    assert _result(services, event_id) == "0-0-3"
    assert _rows(services)[2] > before[2]
