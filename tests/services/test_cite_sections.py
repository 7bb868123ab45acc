"""Refusals that cite a section whose number depends on the MTR edition name the event's
edition (issue 29: 2.4 and 2.5 swapped places in 2025-11-10), so every door cites the
section of the rules the event follows."""

from __future__ import annotations

import pytest

from mtrdesk.core.results import MatchResult, ResultProblem
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.words.messages import describe
from tests.helpers.services_support import new_event


@pytest.mark.parametrize(
    ("edition", "section"),
    [("2023-08-21", "MTR 2.4"), ("2025-11-10", "MTR 2.5")],
)
def test_a_result_without_games_cites_the_event_s_concession_section(
    services: Services, edition: str, section: str
) -> None:
    """0-0 is refused; an intentional draw without games is 0-0-3 (2023: MTR 2.4;
    2025: MTR 2.5 "Conceding or Intentionally Drawing")."""
    event_id, _ = new_event(services, 8, edition=edition)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    with pytest.raises(ServiceError) as refused:
        services.rounds.report_result(first.missing[0].id, MatchResult(0, 0, 0))
    assert refused.value.problem is Problem.BAD_RESULT
    assert refused.value.details["result_problem"] is ResultProblem.NO_GAMES
    assert refused.value.details["edition"] == edition
    assert describe(refused.value).endswith(f"is 0-0-3 ({section}).")


@pytest.mark.parametrize(
    ("edition", "section"),
    [("2023-08-21", "MTR 2.5"), ("2025-11-10", "MTR 2.4")],
)
def test_teams_of_two_without_a_playoff_cite_the_end_of_match_section(
    services: Services, edition: str, section: str
) -> None:
    """A single-elimination match may not end in a draw: the end-of-match procedure
    (2023: MTR 2.5; 2025: MTR 2.4)."""
    with pytest.raises(ServiceError) as refused:
        new_event(
            services,
            0,
            structure=Structure.TEAM_OF_TWO,
            playoff=Playoff.TOP4,
            edition=edition,
        )
    assert refused.value.problem is Problem.TEAM_PLAYOFF_TEAMS_OF_TWO
    assert f"may not end in a draw ({section})" in describe(refused.value)
    assert services.events.list_events() == []
