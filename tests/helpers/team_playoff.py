"""Team events played through the Swiss to a playoff (MTR 8, 9): teams without player ids,
every Swiss result reported by seat."""

from __future__ import annotations

import random

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.services import Services
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.services_support import settings


def team_event(
    services: Services, structure: Structure, teams: int, playoff: Playoff = Playoff.TOP4
) -> tuple[int, list[int]]:
    """``teams`` teams Team00.. (members T00A, T00B, ...) with a playoff announced."""
    event_id, _ = services.events.create(
        settings(structure=structure, playoff=playoff, swiss_rounds=3)
    )
    size = 3 if structure is Structure.TEAM_OF_THREE else 2
    ids = []
    for n in range(teams):
        members = [TeamMember(f"T{n:02d}{seat}", "Test") for seat in "ABC"[:size]]
        ids.append(services.teams.add(event_id, f"Team{n:02d}", members)[0])
    return event_id, ids


def play_swiss(services: Services, event_id: int, rng: random.Random, result: str) -> None:
    """Report every Swiss result (seat tables "12A"), pairing rounds until the Swiss ends;
    each slip is ``result`` from a random side."""
    flipped = MatchResult.from_text(result).swapped().to_text()
    while True:
        current = services.rounds.current_round(event_id)
        if current is not None and current.missing:
            for match in current.missing:
                text = result if rng.random() < 0.5 else flipped
                services.rounds.report(event_id, current.number, match.table, text, match.seat)
        elif services.events.get(event_id).swiss_over:
            return
        else:
            services.rounds.pair_next(event_id)
