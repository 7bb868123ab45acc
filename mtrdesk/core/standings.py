"""Standings by MTR 3.1, with the tiebreakers of MTR Appendix C computed exactly.

Every percentage is a ``Fraction``: two players are tied only when their values are equal,
never because they round to the same decimals (the old official desktop tool ranked on
rounded floats). Rounding belongs to display code.

Conventions where Appendix C is silent. With them, the ten published Melee events in
``shared/conformance`` are reproduced exactly (at the floor of 1/3 Melee uses); the last two
points are not exercised by that data and are choices:

* Unreported paired matches (``result is None``) are skipped entirely: no round played,
  no opponent met.
* Byes and awarded byes are 2-0 wins for the player's own points, MW% and GW%, and are
  ignored for OMW%/OGW% (Appendix C, "Byes").
* Late-entry and other unopposed losses are played 0-2 rounds with no opponent.
* Rows equal on every declared tiebreaker are ordered by entry id only so that the order is
  stable between runs; they carry ``tied_with_previous`` so nobody mistakes that order for
  a tiebreaker.
* A percentage whose denominator is 0 (no rounds, or no games, e.g. only a 0-0-0 draw)
  counts as 0 before the floor, so it is the floor.
* A player who met no opponent (only byes or unopposed losses) has OMW% and OGW% 0: the
  average of no values. The floor applies to each opponent's value, not to the average.
  No conformance event has such a player; 0 keeps them below every player who met
  someone on the same points, instead of level with the weakest of them.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from mtrdesk.core.results import (
    GAME_POINTS_DRAW,
    GAME_POINTS_WIN,
    MATCH_POINTS_WIN,
    MatchResult,
    Outcome,
)
from mtrdesk.core.tournament import EntryId, MatchRecord

#: MTR Appendix C: match-win percentage divides by "the total match points possible in those
#: rounds (generally, 3 times the number of rounds played)".
MATCH_POINTS_POSSIBLE_PER_ROUND = MATCH_POINTS_WIN
#: MTR Appendix C: game-win percentage divides by "the total game points possible
#: (generally, 3 times the number of games played)".
GAME_POINTS_POSSIBLE_PER_GAME = GAME_POINTS_WIN
#: OMW% and OGW% of a player who met no opponent (see the module docstring).
NO_OPPONENTS_PERCENTAGE = Fraction(0)


class StandingsProblem(enum.Enum):
    """Why a tournament history cannot be ranked."""

    DUPLICATE_ENTRY = "duplicate_entry"
    UNKNOWN_ENTRY = "unknown_entry"  # a match or a drop names an entry not in the event
    SELF_PAIRED = "self_paired"
    TWICE_IN_ROUND = "twice_in_round"


class StandingsError(ValueError):
    """A history that cannot be ranked; ``problem`` says why, ``entry`` and ``round`` where."""

    def __init__(
        self, problem: StandingsProblem, entry: EntryId, round_number: int | None = None
    ) -> None:
        where = f"entry {entry}" if round_number is None else f"entry {entry}, round {round_number}"
        super().__init__(f"{problem.value}: {where}")
        self.problem = problem
        self.entry = entry
        self.round = round_number


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingRow:
    """One player's line in the standings; percentages are exact and already floored.

    ``rank`` is 1-based and distinct. ``tied_with_previous`` is true when this row equals
    the row above on every tiebreaker the event uses, so the UI can show a shared place.
    ``mwp`` and ``gwp`` are floored (MTR Appendix C); ``omwp`` and ``ogwp`` average the
    opponents' floored values.
    """

    rank: int
    entry: EntryId
    points: int
    wins: int
    losses: int
    draws: int
    rounds_played: int
    game_points: int
    games_played: int
    mwp: Fraction
    gwp: Fraction
    omwp: Fraction
    ogwp: Fraction
    dropped_after_round: int | None = None
    tied_with_previous: bool = False

    @property
    def record(self) -> str:
        """Wins-losses-draws as posted (MTR Appendix C order): ``3-1-1``."""
        return f"{self.wins}-{self.losses}-{self.draws}"


# --- Tiebreakers: named functions, a registry, and the orders tournament types declare ---


class Tiebreaker(enum.Enum):
    """A named tiebreaker; ``TIEBREAKER_FUNCTIONS`` holds how each is read from a row."""

    MATCH_POINTS = "match_points"
    OPPONENTS_MATCH_WIN_PERCENTAGE = "omwp"
    GAME_WIN_PERCENTAGE = "gwp"
    OPPONENTS_GAME_WIN_PERCENTAGE = "ogwp"

    def of(self, row: StandingRow) -> Fraction:
        """This tiebreaker's value for ``row``; higher ranks first. (Not ``value``: that
        would hide the member's own ``.value`` text.)"""
        return TIEBREAKER_FUNCTIONS[self](row)


def match_points(row: StandingRow) -> Fraction:
    """MTR 3.1 (1): match points."""
    return Fraction(row.points)


def opponents_match_win_percentage(row: StandingRow) -> Fraction:
    """MTR 3.1 (2): opponents' match-win percentage."""
    return row.omwp


def game_win_percentage(row: StandingRow) -> Fraction:
    """MTR 3.1 (3): game-win percentage."""
    return row.gwp


def opponents_game_win_percentage(row: StandingRow) -> Fraction:
    """MTR 3.1 (4): opponents' game-win percentage."""
    return row.ogwp


TIEBREAKER_FUNCTIONS: Mapping[Tiebreaker, Callable[[StandingRow], Fraction]] = MappingProxyType(
    {
        Tiebreaker.MATCH_POINTS: match_points,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE: opponents_match_win_percentage,
        Tiebreaker.GAME_WIN_PERCENTAGE: game_win_percentage,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE: opponents_game_win_percentage,
    }
)

#: MTR 3.1: match points, OMW%, GW%, OGW%, in that order.
MTR_TIEBREAKERS: tuple[Tiebreaker, ...] = (
    Tiebreaker.MATCH_POINTS,
    Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
    Tiebreaker.GAME_WIN_PERCENTAGE,
    Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE,
)
#: MTR Appendix C: "Game points are not used in team tournaments; only the overall result
#: of the match is used for tiebreakers."
TEAM_TIEBREAKERS: tuple[Tiebreaker, ...] = (
    Tiebreaker.MATCH_POINTS,
    Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
)


# --- Computation ---


@dataclass(slots=True)
class _Tally:
    """One player's running totals, gathered in a single pass over the matches."""

    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rounds: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[EntryId] = dataclasses.field(default_factory=list)

    def add(self, result: MatchResult) -> None:
        """Count one round's result, seen from this player's side (MTR Appendix C)."""
        self.rounds += 1
        self.points += result.match_points()[0]
        outcome = result.outcome
        if outcome is Outcome.WIN:
            self.wins += 1
        elif outcome is Outcome.LOSS:
            self.losses += 1
        else:
            self.draws += 1
        self.game_points += GAME_POINTS_WIN * result.wins1 + GAME_POINTS_DRAW * result.draws
        self.games += result.wins1 + result.wins2 + result.draws


def _floored(earned: int, possible: int, floor: Fraction) -> Fraction:
    """``earned / possible``, raised to ``floor`` (MTR Appendix C); 0/0 counts as 0."""
    return max(Fraction(earned, possible) if possible else Fraction(0), floor)


def _average(values: list[Fraction]) -> Fraction:
    if not values:
        return NO_OPPONENTS_PERCENTAGE
    return sum(values, Fraction(0)) / len(values)


def compute_standings(
    entries: Iterable[EntryId],
    matches: Iterable[MatchRecord],
    floor: Fraction,
    *,
    dropped: Mapping[EntryId, int] | None = None,
    team_event: bool = False,
    tiebreakers: Sequence[Tiebreaker] | None = None,
) -> list[StandingRow]:
    """Rank every entry by MTR 3.1 from the matches played so far, best first.

    ``floor`` is the minimum MW% and GW% (``Floor.value_fraction``: 0.33 by the MTR, 1/3 on
    some platforms). ``dropped`` maps entries to the round after which they dropped; they
    stay in the standings and count as opponents with the rounds they played.
    ``team_event`` uses ``TEAM_TIEBREAKERS`` (no game points); ``tiebreakers`` overrides the
    order for other tournament types. Raises ``StandingsError`` for an inconsistent history.
    """
    order = (
        tuple(tiebreakers)
        if tiebreakers is not None
        else (TEAM_TIEBREAKERS if team_event else MTR_TIEBREAKERS)
    )
    dropped = dropped or {}

    tallies: dict[EntryId, _Tally] = {}
    for entry in entries:
        if entry in tallies:
            raise StandingsError(StandingsProblem.DUPLICATE_ENTRY, entry)
        tallies[entry] = _Tally()
    for entry in dropped:
        if entry not in tallies:
            raise StandingsError(StandingsProblem.UNKNOWN_ENTRY, entry)

    seen: set[tuple[int, EntryId]] = set()
    for match in matches:
        if match.player1 == match.player2:
            raise StandingsError(StandingsProblem.SELF_PAIRED, match.player1, match.round)
        for entry in match.players():
            if entry not in tallies:
                raise StandingsError(StandingsProblem.UNKNOWN_ENTRY, entry, match.round)
            if (match.round, entry) in seen:
                raise StandingsError(StandingsProblem.TWICE_IN_ROUND, entry, match.round)
            seen.add((match.round, entry))
        # Byes and unopposed losses count the result their kind fixes (MTR Appendix C),
        # whatever the record carries; unreported paired matches count nothing yet.
        result = match.counted_result
        if result is None:
            continue
        if match.player2 is None:  # MatchRecord gives only PAIRED an opponent
            tallies[match.player1].add(result)
            continue
        first, second = tallies[match.player1], tallies[match.player2]
        first.add(result)
        second.add(result.swapped())
        first.opponents.append(match.player2)
        second.opponents.append(match.player1)

    mwp = {
        entry: _floored(t.points, MATCH_POINTS_POSSIBLE_PER_ROUND * t.rounds, floor)
        for entry, t in tallies.items()
    }
    gwp = {
        entry: _floored(t.game_points, GAME_POINTS_POSSIBLE_PER_GAME * t.games, floor)
        for entry, t in tallies.items()
    }

    rows = [
        StandingRow(
            rank=0,
            entry=entry,
            points=t.points,
            wins=t.wins,
            losses=t.losses,
            draws=t.draws,
            rounds_played=t.rounds,
            game_points=t.game_points,
            games_played=t.games,
            mwp=mwp[entry],
            gwp=gwp[entry],
            omwp=_average([mwp[o] for o in t.opponents]),
            ogwp=_average([gwp[o] for o in t.opponents]),
            dropped_after_round=dropped.get(entry),
        )
        for entry, t in tallies.items()
    ]
    functions = [TIEBREAKER_FUNCTIONS[tiebreaker] for tiebreaker in order]
    keyed = [(tuple(-fn(row) for fn in functions), row) for row in rows]
    # Entry id is the last key only so equal rows come out in the same order every time.
    keyed.sort(key=lambda pair: (pair[0], pair[1].entry))

    ranked: list[StandingRow] = []
    previous_key: tuple[Fraction, ...] | None = None
    for index, (key, row) in enumerate(keyed, start=1):
        ranked.append(dataclasses.replace(row, rank=index, tied_with_previous=key == previous_key))
        previous_key = key
    return ranked
