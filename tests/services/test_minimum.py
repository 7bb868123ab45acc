"""MTR 10.1 when round 1 is paired (issue 29): fewer players (teams) than the event's
edition asks of a sanctioned tournament come back as a warning, never a refusal; a
program whose own rules ask for more gets a note."""

from __future__ import annotations

import pytest

from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, Services
from mtrdesk.words.messages import warning_message
from tests.helpers.services_support import new_event, pod_event, team_event


def _round_one_warnings(services: Services, event_id: int) -> list[Problem]:
    view, changes = services.rounds.pair_next(event_id, seed=1)
    assert view.number == 1  # paired: a warning, never a refusal
    return [w.problem for w in changes.warnings]


@pytest.mark.parametrize("players", [4, 5])
def test_four_and_five_players_are_enough_under_2025(services: Services, players: int) -> None:
    event_id, _ = new_event(services, players, edition="2025-11-10")
    assert _round_one_warnings(services, event_id) == []


@pytest.mark.parametrize("players", [4, 5])
def test_four_and_five_players_are_below_the_2023_minimum(services: Services, players: int) -> None:
    event_id, _ = new_event(services, players, edition="2023-08-21")
    _, changes = services.rounds.pair_next(event_id, seed=1)
    (warning,) = changes.warnings
    assert warning.problem is Problem.BELOW_MINIMUM
    assert dict(warning.details) == {
        "count": players,
        "minimum": 8,
        "teams": False,
        "edition": "2023-08-21",
        "section": "10.1",
    }
    text = warning_message(warning)
    assert "MTR 10.1" in text and f"{players} players" in text and "at least 8" in text
    assert "casual" in text


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_three_players_warn_under_both(services: Services, edition: str) -> None:
    event_id, _ = new_event(services, 3, edition=edition)
    assert _round_one_warnings(services, event_id) == [Problem.BELOW_MINIMUM]


def test_eight_players_are_enough_under_2023(services: Services) -> None:
    event_id, _ = new_event(services, 8, edition="2023-08-21")
    assert _round_one_warnings(services, event_id) == []


def test_only_round_one_warns(services: Services) -> None:
    event_id, _ = new_event(services, 3, edition="2025-11-10")
    services.rounds.pair_next(event_id, seed=1)
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    _, changes = services.rounds.pair_next(event_id, seed=2)
    assert Problem.BELOW_MINIMUM not in [w.problem for w in changes.warnings]


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_teams_need_four_under_both(services: Services, edition: str) -> None:
    """10.1: "four (4) teams" for team and Two-Headed Giant events in both editions."""
    for structure, teams, warned in (
        (Structure.TEAM_OF_THREE, 3, True),
        (Structure.TEAM_OF_THREE, 4, False),
        (Structure.TWO_HEADED_GIANT, 3, True),
        (Structure.TWO_HEADED_GIANT, 4, False),
    ):
        event_id, _ = team_event(services, structure, teams)
        chosen = services.events.get(event_id).settings.with_changes(
            edition=edition, edition_reason="リーグ戦"
        )
        services.events.update(event_id, chosen)
        _, changes = services.rounds.pair_next(event_id, seed=1)
        found = [w for w in changes.warnings if w.problem is Problem.BELOW_MINIMUM]
        assert bool(found) is warned, (structure, teams)
        if found:
            assert found[0].details["teams"] is True
            assert found[0].details["count"] == teams
            assert "3 teams" in warning_message(found[0])


def test_a_multiplayer_event_counts_its_players(services: Services) -> None:
    event_id, _ = pod_event(services, 3, edition="2025-11-10")
    _, changes = services.multiplayer.pair_next(event_id, seed=1)
    assert [w.problem for w in changes.warnings][:1] == [Problem.BELOW_MINIMUM]


def test_a_regional_championship_qualifier_gets_the_higher_minimum_note(
    services: Services,
) -> None:
    event_id, _ = new_event(
        services, 40, edition="2025-11-10", program=Program.REGIONAL_CHAMPIONSHIP_QUALIFIER
    )
    _, changes = services.rounds.pair_next(event_id, seed=1)
    (warning,) = changes.warnings
    assert warning.problem is Problem.HIGHER_MINIMUM
    text = warning_message(warning)
    assert "Regional Championship Qualifier" in text and "MTR 10.1" in text
    # 2023's 10.1 names no program with a higher minimum.
    older, _ = new_event(
        services, 40, edition="2023-08-21", program=Program.REGIONAL_CHAMPIONSHIP_QUALIFIER
    )
    assert _round_one_warnings(services, older) == []
