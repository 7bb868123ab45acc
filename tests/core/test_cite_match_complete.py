"""When a match is complete, by the MTR edition (issue 29), in the floor's report decision.

2023-08-21 MTR 2.4: "A match is considered complete once the result slip is filled out":
the first report completes it; another result from either phone is held for a judge.
2025-11-10 MTR 2.5: "Until the result of a match has been recorded, players may concede or
mutually agree to a draw": a report waiting for the opponent is not recorded, so the same
phone's other result (a concession) and either player's intentional draw replace it.
"""

from __future__ import annotations

from mtrdesk.core.editions.catalogue import MTR_2023_08_21, MTR_2025_11_10
from mtrdesk.core.floor.reports import (
    Decision,
    OpenReport,
    ReportPolicy,
    ReportState,
    decide,
)

WAITING, CONFLICT, REJECTED = ReportState.WAITING, ReportState.CONFLICT, ReportState.REJECTED
Y2023, Y2025 = MTR_2023_08_21.match_complete, MTR_2025_11_10.match_complete
PLAYERS = ReportPolicy.PLAYERS


def waiting(rid: int, score: tuple[int, int, int], device: str) -> OpenReport:
    return OpenReport(rid, score, device, WAITING)


def test_2025_an_intentional_draw_replaces_a_report_not_yet_recorded() -> None:
    """MTR 2.5 (2025): either player's ID before the result is recorded replaces the
    waiting report and waits for the opponent's confirmation."""
    first = [waiting(1, (2, 1, 0), "a")]
    assert decide(PLAYERS, first, (0, 0, 3), "b", Y2025) == Decision(WAITING, {1: REJECTED}, False)
    assert decide(PLAYERS, first, (1, 1, 1), "a", Y2025) == Decision(WAITING, {1: REJECTED}, False)
    # The opponent confirms the draw: entered.
    drawn = [waiting(2, (0, 0, 3), "b")]
    assert decide(PLAYERS, drawn, (0, 0, 3), "a", Y2025).enter
    # Staff policy: the draw waits for staff as any first report does.
    held = decide(ReportPolicy.STAFF, first, (0, 0, 3), "b", Y2025)
    assert held == Decision(ReportState.HELD, {1: REJECTED}, False)


def test_2025_the_same_phone_concedes_over_its_own_waiting_report() -> None:
    mine = [waiting(1, (2, 1, 0), "a")]
    assert decide(PLAYERS, mine, (0, 2, 0), "a", Y2025) == Decision(WAITING, {1: REJECTED}, False)


def test_2023_the_first_report_completes_the_match() -> None:
    """MTR 2.4 (2023): once the slip is filled out the match is complete; another result,
    an ID or a concession, from either phone is held with it for a judge."""
    first = [waiting(1, (2, 1, 0), "a")]
    for score, device in (((0, 0, 3), "b"), ((1, 1, 1), "a"), ((0, 2, 0), "a")):
        decision = decide(PLAYERS, first, score, device, Y2023)
        assert decision == Decision(CONFLICT, {1: CONFLICT}, False)


def test_a_disagreement_is_held_for_a_judge_under_both() -> None:
    first = [waiting(1, (2, 1, 0), "a")]
    for complete in (Y2023, Y2025):
        decision = decide(PLAYERS, first, (1, 2, 0), "b", complete)
        assert decision == Decision(CONFLICT, {1: CONFLICT}, False)
