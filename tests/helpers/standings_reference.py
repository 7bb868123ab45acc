"""A plain reading of MTR 3.1 and Appendix C in ``Fraction`` s, and seeded random events
with every kind of round, to check the integer standings against
(``tests/core/test_standings_reference``, ``test_standings_incremental``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from mtrdesk.core.results import MatchResult
from mtrdesk.core.standings.individual import (
    MTR_TIEBREAKERS,
    TEAM_TIEBREAKERS,
    StandingRow,
    Tiebreaker,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

RESULTS = (
    MatchResult(2, 0),
    MatchResult(2, 1),
    MatchResult(1, 2),
    MatchResult(0, 2),
    MatchResult(1, 0),
    MatchResult(1, 1, 1),
    MatchResult(0, 0, 3),
    MatchResult(1, 1),
    MatchResult(0, 0, 0),  # no games: GW% is the floor
)
ORDERS: tuple[tuple[Tiebreaker, ...], ...] = (
    MTR_TIEBREAKERS,
    TEAM_TIEBREAKERS,
    (
        Tiebreaker.MATCH_POINTS,
        Tiebreaker.MATCH_WIN_PERCENTAGE,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE,
        Tiebreaker.GAME_WIN_PERCENTAGE,
    ),
)


@dataclass
class _Reference:
    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rounds: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[EntryId] = field(default_factory=list)


def reference_standings(
    entries: Sequence[EntryId],
    matches: Sequence[MatchRecord],
    floor: Fraction,
    dropped: dict[EntryId, int],
    order: Sequence[Tiebreaker],
) -> list[StandingRow]:
    """MTR Appendix C read literally: Fractions throughout, sorted on Fraction keys."""
    tallies = {entry: _Reference() for entry in entries}
    for match in matches:
        result = match.counted_result
        if result is None:
            continue
        sides = [(match.player1, result, match.player2)]
        if match.player2 is not None:
            sides.append((match.player2, result.swapped(), match.player1))
        for entry, seen_result, opponent in sides:
            t = tallies[entry]
            t.rounds += 1
            if seen_result.wins1 > seen_result.wins2:
                t.points, t.wins = t.points + 3, t.wins + 1
            elif seen_result.wins1 < seen_result.wins2:
                t.losses += 1
            else:
                t.points, t.draws = t.points + 1, t.draws + 1
            t.game_points += 3 * seen_result.wins1 + seen_result.draws
            t.games += seen_result.wins1 + seen_result.wins2 + seen_result.draws
            if opponent is not None:
                t.opponents.append(opponent)

    def percentage(earned: int, possible: int) -> Fraction:
        return max(Fraction(earned, possible) if possible else Fraction(0), floor)

    def mean(values: list[Fraction]) -> Fraction:
        return sum(values, Fraction(0)) / len(values) if values else Fraction(0)

    mwp = {e: percentage(t.points, 3 * t.rounds) for e, t in tallies.items()}
    gwp = {e: percentage(t.game_points, 3 * t.games) for e, t in tallies.items()}
    rows = {
        e: StandingRow(
            rank=0,
            entry=e,
            points=t.points,
            wins=t.wins,
            losses=t.losses,
            draws=t.draws,
            rounds_played=t.rounds,
            game_points=t.game_points,
            games_played=t.games,
            mwp=mwp[e],
            gwp=gwp[e],
            omwp=mean([mwp[o] for o in t.opponents]),
            ogwp=mean([gwp[o] for o in t.opponents]),
            dropped_after_round=dropped.get(e),
        )
        for e, t in tallies.items()
    }
    values = {
        Tiebreaker.MATCH_POINTS: lambda row: Fraction(row.points),
        Tiebreaker.MATCH_WIN_PERCENTAGE: lambda row: row.mwp,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE: lambda row: row.omwp,
        Tiebreaker.GAME_WIN_PERCENTAGE: lambda row: row.gwp,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE: lambda row: row.ogwp,
    }

    def key(row: StandingRow) -> tuple[Fraction, ...]:
        return tuple(values[tiebreaker](row) for tiebreaker in order)

    ordered = sorted(rows.values(), key=lambda row: (tuple(-v for v in key(row)), row.entry))
    return [
        StandingRow(
            **{
                **{name: getattr(row, name) for name in StandingRow.__dataclass_fields__},
                "rank": place,
                "tied_with_previous": place > 1 and key(ordered[place - 2]) == key(row),
            }
        )
        for place, row in enumerate(ordered, start=1)
    ]


def random_event(
    seed: int,
) -> tuple[list[EntryId], list[MatchRecord], dict[EntryId, int]]:
    """A Swiss-like event with random pairings and every kind of round."""
    rng = random.Random(seed)
    players = rng.randint(2, 80)
    rounds = rng.randint(1, 12)
    entries = rng.sample(range(1, 10 * players), players)
    late = {
        entry: rng.randint(2, rounds) for entry in entries if rounds > 1 and rng.random() < 0.05
    }
    dropped: dict[EntryId, int] = {}
    matches: list[MatchRecord] = []
    for number in range(1, rounds + 1):
        field_ = [e for e in entries if e not in dropped and late.get(e, 1) <= number]
        for entry in entries:
            if late.get(entry, 1) > number:
                matches.append(unopposed(number, entry, MatchKind.LATE_ENTRY_LOSS))
        rng.shuffle(field_)
        if number == 1 and field_ and rng.random() < 0.3:
            matches.append(unopposed(number, field_.pop(), MatchKind.AWARDED_BYE))
        if field_ and rng.random() < 0.1:
            matches.append(unopposed(number, field_.pop(), MatchKind.UNOPPOSED_LOSS))
        if len(field_) % 2:
            matches.append(unopposed(number, field_.pop(), MatchKind.BYE))
        for first, second in zip(field_[::2], field_[1::2], strict=True):
            result = None if rng.random() < 0.03 else rng.choice(RESULTS)
            matches.append(MatchRecord(number, first, second, result))
        for entry in field_:
            if number < rounds and rng.random() < 0.04:
                dropped[entry] = number
    rng.shuffle(matches)
    return entries, matches, dropped
