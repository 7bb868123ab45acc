"""MTR 2.10 through the services under each edition (issue 29): a drop after a top-8 cut
gives the top seed a bye in the quarterfinals under 2023-08-21 and 2025-11-10 alike (the
remainder is single elimination)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.post_cut import Remainder, drop_gives_bye
from mtrdesk.core.settings import Playoff
from mtrdesk.services import Services
from tests.helpers.services_support import new_event, report_round


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_a_drop_after_the_top_8_cut_gives_the_top_seed_a_bye(
    services: Services, edition: str
) -> None:
    event_id, _ = new_event(services, 16, playoff=Playoff.TOP8, edition=edition)
    rng = random.Random(16)
    for _ in range(services.events.get(event_id).swiss_rounds):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    settings = services.events.get(event_id).settings
    assert edition_of(settings).key == edition
    assert drop_gives_bye(edition_of(settings), Remainder.SINGLE_ELIMINATION)
    services.playoff.start(event_id)
    seeds = services.playoff.bracket(event_id).seeds
    services.players.drop(seeds[4])  # seed 5, before any quarterfinal result (MTR 2.10)
    quarterfinal = services.playoff.bracket(event_id).rounds[0]
    assert quarterfinal.dropped == (seeds[4],)
    pairs = [(m.seed1, m.seed2) for m in quarterfinal.matches]
    assert pairs == [(1, None), (4, 8), (2, 7), (3, 6)]
    # Nobody replaced the dropped player: the seed below the cut stays out.
    ninth = services.standings.standings(event_id)[8].entry
    assert ninth not in {p for m in quarterfinal.matches for p in (m.player1, m.player2)}
