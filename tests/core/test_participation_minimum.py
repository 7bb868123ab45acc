"""MTR 10.1's minimum follows the edition the event records, not its date (issue 29):
an event dated after 2025-11-10 that keeps 2023-08-21 needs eight players; teams need
four under both editions."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.editions.minimum import participation_shortfall
from mtrdesk.core.settings import EventSettings, Structure

LATER = dt.date(2026, 11, 20)


def _event(edition: str, structure: Structure = Structure.INDIVIDUAL) -> EventSettings:
    return EventSettings(name="FNM", date=LATER, edition=edition, structure=structure)


@pytest.mark.parametrize(
    ("edition", "count", "short"),
    [
        ("2023-08-21", 4, True),  # MTR 10.1 (2023): "a minimum of eight (8) players"
        ("2023-08-21", 7, True),
        ("2023-08-21", 8, False),
        ("2025-11-10", 4, False),  # MTR 10.1 (2025): "a minimum of four (4) players"
        ("2025-11-10", 3, True),
    ],
)
def test_players_by_the_recorded_edition(edition: str, count: int, short: bool) -> None:
    found = participation_shortfall(_event(edition), count)
    assert (found is not None) is short
    if found is not None:
        assert (found.edition, found.section, found.teams) == (edition, "10.1", False)


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
@pytest.mark.parametrize(
    "structure", [Structure.TEAM_OF_TWO, Structure.TEAM_OF_THREE, Structure.TWO_HEADED_GIANT]
)
def test_teams_need_four_under_both(edition: str, structure: Structure) -> None:
    """MTR 10.1, both editions: "four (4) teams" for team and Two-Headed Giant events."""
    assert participation_shortfall(_event(edition, structure), 4) is None
    found = participation_shortfall(_event(edition, structure), 3)
    assert found is not None and (found.minimum, found.teams) == (4, True)
