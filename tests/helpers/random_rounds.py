"""Random Swiss rounds as core ``RoundState`` values (results, byes, unreported tables), for
the tests that compare a fast path with the plain count (standings, who met whom)."""

from __future__ import annotations

import datetime as dt
import random

from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.tournament import MatchKind
from tests.helpers.event_states import entry

SETTINGS = EventSettings("Fast paths", dt.date(2026, 1, 1))
#: The results ``random_rounds`` draws from (2-0, 2-1, ..., an unfinished 1-1-0).
RESULTS = [(2, 0, 0), (2, 1, 0), (1, 2, 0), (0, 2, 0), (1, 1, 1), (0, 0, 3), (1, 1, 0)]


def random_rounds(rng: random.Random, players: int, rounds: int) -> list[RoundState]:
    """Rounds of random pairings: results (shared values, as loaded), unreported tables,
    a bye for an odd count, awarded byes and unopposed losses now and then."""
    made: list[RoundState] = []
    shared = {key: MatchResult(*key) for key in RESULTS}
    match_id = 0
    for number in range(1, rounds + 1):
        field = list(range(1, players + 1))
        rng.shuffle(field)
        matches = []
        while field:
            match_id += 1
            first = field.pop()
            roll = rng.random()
            if not field or roll < 0.05:
                kind = rng.choice(
                    [MatchKind.BYE, MatchKind.AWARDED_BYE, MatchKind.UNOPPOSED_LOSS]
                    if field
                    else [MatchKind.BYE]
                )
                fixed = kind.fixed_result
                matches.append(MatchState(match_id, number, False, None, kind, first, None, fixed))
                continue
            second = field.pop()
            result = None if roll < 0.15 else shared[rng.choice(RESULTS)]
            matches.append(
                MatchState(
                    match_id,
                    number,
                    False,
                    len(matches) + 1,
                    MatchKind.PAIRED,
                    first,
                    second,
                    result,
                )
            )
        made.append(RoundState(number, number, number, False, tuple(matches)))
    return made


def state_of(players: int, rounds: tuple[RoundState, ...]) -> EventState:
    return EventState(
        id=1,
        settings=SETTINGS,
        rounds_from_recommendation=False,
        entries={n: entry(n) for n in range(1, players + 1)},
        rounds=rounds,
    )
