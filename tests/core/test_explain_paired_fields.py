"""The notes read the engine's own fields (issue 33 item 3): ``pair_swiss(paired_fields=)``
hands them out, ``explain_pairings(fields=)`` reads them instead of building its own, and
says the same; ``crossing_bounds`` is worked out once per field."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.swiss.bounds import crossing_bounds
from mtrdesk.core.swiss.explain import explain_pairings
from mtrdesk.core.swiss.objective import PairingField
from mtrdesk.core.swiss.pairing import SwissPlayer, pair_swiss


def field_of(rng: random.Random, size: int, pods: int) -> list[SwissPlayer]:
    """``size`` players on few point totals (pair-downs), many of whom met (rematches),
    a few with byes, in ``pods`` draft pods (0: none); listed both ways, as read."""
    met: dict[int, set[int]] = {i: set() for i in range(size)}
    for _ in range(size):
        a, b = rng.sample(range(size), 2)
        met[a].add(b)
        met[b].add(a)
    return [
        SwissPlayer(
            i,
            rng.choice([0, 3, 6, 9]),
            i,
            frozenset(met[i]),
            int(rng.random() < 0.2),
            i % pods if pods else None,
        )
        for i in range(size)
    ]


@pytest.mark.parametrize(("seed", "size", "pods"), [(1, 9, 0), (2, 14, 0), (3, 17, 2), (4, 24, 3)])
def test_notes_from_the_engines_fields_say_what_fresh_fields_say(
    seed: int, size: int, pods: int
) -> None:
    rng = random.Random(seed)
    players = field_of(rng, size, pods)
    fields: list[PairingField] = []
    pairings = pair_swiss(players, 4, random.Random(seed), paired_fields=fields)
    assert len(fields) == max(pods, 1)
    fresh = explain_pairings(players, pairings, 4)
    assert any(fresh.values())
    assert explain_pairings(players, pairings, 4, fields=fields) == fresh


def test_fields_of_other_players_are_not_read() -> None:
    players = field_of(random.Random(5), 12, 0)
    others = field_of(random.Random(6), 10, 0)
    fields: list[PairingField] = []
    pair_swiss(others, 4, random.Random(1), paired_fields=fields)
    pairings = pair_swiss(players, 4, random.Random(2))
    assert explain_pairings(players, pairings, 4, fields=fields) == explain_pairings(
        players, pairings, 4
    )


def test_crossing_bounds_are_worked_out_once_per_field() -> None:
    field = PairingField(field_of(random.Random(7), 20, 0), 4)
    assert crossing_bounds(field) is crossing_bounds(field)
