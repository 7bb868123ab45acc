"""``compute_standings`` ranks on exact integers; this checks it against the plain reading
of MTR 3.1 and Appendix C in ``Fraction`` s, value for value and order for order, on 200
seeded random events with byes, awarded byes, unopposed losses, unreported matches, drops,
draws (0-0-3, 1-1-1) and matches with no games, at both floors and several tiebreaker orders.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from mtrdesk.core.settings import MIN_PERCENTAGE_MTR, MIN_PERCENTAGE_THIRD
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.tournament import MatchKind
from tests.helpers.standings_reference import ORDERS, random_event, reference_standings


@pytest.mark.parametrize("seed", range(200))
def test_integer_ranking_matches_the_fraction_reference(seed: int) -> None:
    entries, matches, dropped = random_event(seed)
    floor = MIN_PERCENTAGE_MTR if seed % 2 else MIN_PERCENTAGE_THIRD
    order = ORDERS[seed % len(ORDERS)]
    expected = reference_standings(entries, matches, floor, dropped, order)
    actual = compute_standings(entries, matches, floor, dropped=dropped, tiebreakers=order)
    assert actual == expected
    for row in actual:
        for value in (row.mwp, row.gwp, row.omwp, row.ogwp):
            assert type(value) is Fraction


def test_the_events_have_ties_and_every_kind_of_round() -> None:
    """The comparison means something only if the events hold what it is about."""
    kinds: set[MatchKind] = set()
    ties = unreported = drops = 0
    for seed in range(200):
        entries, matches, dropped = random_event(seed)
        kinds |= {match.kind for match in matches}
        unreported += sum(match.counted_result is None for match in matches)
        drops += len(dropped)
        rows = compute_standings(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)
        ties += sum(row.tied_with_previous for row in rows)
    assert kinds == set(MatchKind)
    assert unreported > 0 and drops > 0 and ties > 0
