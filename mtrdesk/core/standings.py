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

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from typing import NoReturn

from mtrdesk.core.ranking import (
    MTR_TIEBREAKERS,
    NO_OPPONENTS_PERCENTAGE,
    TEAM_TIEBREAKERS,
    TIEBREAKER_FUNCTIONS,
    RankedRow,
    StandingsError,
    StandingsProblem,
    Tally,
    Tiebreaker,
    floored,
    rank,
    ratio,
    seat,
    start_tallies,
)
from mtrdesk.core.results import (
    GAME_POINTS_DRAW,
    GAME_POINTS_WIN,
    MATCH_POINTS_WIN,
    MatchResult,
    Outcome,
)
from mtrdesk.core.tournament import EntryId, MatchKind, Played

# The registry and the errors live in ``ranking``, shared with team and pod standings.
__all__ = [
    "GAME_POINTS_POSSIBLE_PER_GAME",
    "MATCH_POINTS_POSSIBLE_PER_ROUND",
    "MTR_TIEBREAKERS",
    "NO_OPPONENTS_PERCENTAGE",
    "TEAM_TIEBREAKERS",
    "TIEBREAKER_FUNCTIONS",
    "StandingRow",
    "StandingsError",
    "StandingsProblem",
    "Tiebreaker",
    "compute_standings",
    "standings_order",
]

#: MTR Appendix C: match-win percentage divides by "the total match points possible in those
#: rounds (generally, 3 times the number of rounds played)".
MATCH_POINTS_POSSIBLE_PER_ROUND = MATCH_POINTS_WIN
#: MTR Appendix C: game-win percentage divides by "the total game points possible
#: (generally, 3 times the number of games played)".
GAME_POINTS_POSSIBLE_PER_GAME = GAME_POINTS_WIN


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingRow(RankedRow):
    """One player's line in the standings; percentages are exact and already floored.

    ``mwp`` and ``gwp`` are floored (MTR Appendix C); ``omwp`` and ``ogwp`` average the
    opponents' floored values.
    """

    rounds_played: int
    game_points: int
    games_played: int
    mwp: Fraction
    gwp: Fraction
    omwp: Fraction
    ogwp: Fraction


# --- Computation ---


@dataclass(slots=True)
class _Tally(Tally):
    """One player's running totals, gathered in a single pass over the matches."""

    rounds: int = 0
    game_points: int = 0
    games: int = 0

    def add(self, rounds: Sequence[_Count]) -> None:
        """Count the rounds' results (``_count``), seen from this player's side."""
        if not rounds:
            return
        points, wins, losses, draws, game_points, games = map(sum, zip(*rounds, strict=True))
        self.rounds += len(rounds)
        self.points += points
        self.wins += wins
        self.losses += losses
        self.draws += draws
        self.game_points += game_points
        self.games += games


def compute_standings(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
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

    The values are exact ``Fraction`` s; ranking compares exact integers instead (each
    kind of value scaled to one common denominator, ``_Scaled``), which orders and ties
    exactly as the fractions do at a fraction of the cost.
    """
    ranking = _ranking(entries, matches, floor, dropped, team_event, tiebreakers)
    keyed, row, tallies = ranking.keyed, ranking.row, ranking.tallies
    if keyed is None:
        return rank((row(entry, t) for entry, t in tallies.items()), ranking.order)
    ranked: list[StandingRow] = []
    previous: tuple[int, ...] | None = None
    for place, (key, entry) in enumerate(keyed, start=1):
        ranked.append(row(entry, tallies[entry], place, key == previous))
        previous = key
    return ranked


def standings_order(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
    floor: Fraction,
    *,
    dropped: Mapping[EntryId, int] | None = None,
    team_event: bool = False,
    tiebreakers: Sequence[Tiebreaker] | None = None,
) -> list[EntryId]:
    """The entries in ``compute_standings``' order, best first, without making the rows
    (what pairing reads: the order, not the values)."""
    ranking = _ranking(entries, matches, floor, dropped, team_event, tiebreakers)
    if ranking.keyed is None:
        rows = (ranking.row(entry, t) for entry, t in ranking.tallies.items())
        return [r.entry for r in rank(rows, ranking.order)]
    return [entry for _, entry in ranking.keyed]


@dataclass(frozen=True, slots=True)
class _Ranking:
    """What ``_ranking`` worked out: the entries sorted on their integer keys (``None``
    when a tiebreaker has no integer key), the row of an entry, the tallies, the order."""

    keyed: list[tuple[tuple[int, ...], EntryId]] | None
    row: Callable[..., StandingRow]
    tallies: Mapping[EntryId, _Tally]
    order: tuple[Tiebreaker, ...]


def _ranking(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
    floor: Fraction,
    dropped: Mapping[EntryId, int] | None,
    team_event: bool,
    tiebreakers: Sequence[Tiebreaker] | None,
) -> _Ranking:
    """``compute_standings``' tallies and integer keys, the entries sorted on them."""
    order = (
        tuple(tiebreakers)
        if tiebreakers is not None
        else (TEAM_TIEBREAKERS if team_event else MTR_TIEBREAKERS)
    )
    dropped = dropped or {}

    tallies = start_tallies(entries, dropped, _Tally)
    history = matches if isinstance(matches, list | tuple) else list(matches)
    played = _played(tallies, history)
    if played is None:
        _refuse(tallies, history)
    for entry, rounds in played.items():
        tallies[entry].add(rounds)

    mwp = _Scaled(
        {e: (t.points, MATCH_POINTS_POSSIBLE_PER_ROUND * t.rounds) for e, t in tallies.items()},
        floor,
    )
    gwp = _Scaled(
        {e: (t.game_points, GAME_POINTS_POSSIBLE_PER_GAME * t.games) for e, t in tallies.items()},
        floor,
    )
    omwp = _Averaged(mwp, tallies)
    ogwp = _Averaged(gwp, tallies)
    keys: dict[Tiebreaker, Callable[[EntryId], int]] = {
        Tiebreaker.MATCH_POINTS: lambda entry: tallies[entry].points,
        Tiebreaker.MATCH_WIN_PERCENTAGE: mwp.key,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE: omwp.key,
        Tiebreaker.GAME_WIN_PERCENTAGE: gwp.key,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE: ogwp.key,
    }

    def row(entry: EntryId, t: _Tally, place: int = 0, tied: bool = False) -> StandingRow:
        return StandingRow(
            rank=place,
            entry=entry,
            points=t.points,
            wins=t.wins,
            losses=t.losses,
            draws=t.draws,
            rounds_played=t.rounds,
            game_points=t.game_points,
            games_played=t.games,
            mwp=mwp.value(entry),
            gwp=gwp.value(entry),
            omwp=omwp.value(entry),
            ogwp=ogwp.value(entry),
            dropped_after_round=dropped.get(entry),
            tied_with_previous=tied,
        )

    if any(tiebreaker not in keys for tiebreaker in order):
        # A tiebreaker these rows have no integer key for: rank on the row values.
        return _Ranking(None, row, tallies, order)

    functions = [keys[tiebreaker] for tiebreaker in order]
    keyed = [(tuple(-fn(entry) for fn in functions), entry) for entry in tallies]
    # Entry id is the last key only so equal rows come out in the same order every time.
    keyed.sort()
    return _Ranking(keyed, row, tallies, order)


def _played(
    tallies: Mapping[EntryId, _Tally], matches: Sequence[Played]
) -> dict[EntryId, list[_Count]] | None:
    """What each entry's rounds add (``_count``), gathered to be summed once per entry,
    the opponents added to the tallies; ``None`` for a history ``_refuse`` refuses (a
    player paired against themselves, a stranger, a player seated twice in a round)."""
    played: dict[EntryId, list[_Count]] = {entry: [] for entry in tallies}
    opponents = {entry: t.opponents for entry, t in tallies.items()}
    rounds: dict[EntryId, list[int]] = {entry: [] for entry in tallies}
    counts: dict[MatchResult, tuple[_Count, _Count]] = {}
    # By the result's identity (loaded matches share their result values), the result
    # kept beside its counts so that its identity is not reused.
    counted: dict[int, tuple[MatchResult, tuple[_Count, _Count]]] = {}
    # ``MatchRecord.counted_result``, with each kind's fixed result looked up once.
    fixed = {kind: kind.fixed_result for kind in MatchKind}
    paired = MatchKind.PAIRED
    for match in matches:
        first, second, number = match.player1, match.player2, match.round
        if first == second:
            return None
        seated = rounds.get(first)
        if seated is None:
            return None
        seated.append(number)
        if second is not None:
            seated = rounds.get(second)
            if seated is None:
                return None
            seated.append(number)
        # Byes and unopposed losses count the result their kind fixes (MTR Appendix C),
        # whatever the record carries; unreported paired matches count nothing yet.
        kind = match.kind
        result = match.result if kind is paired else fixed[kind]
        if result is None:
            continue
        kept = counted.get(id(result))
        if kept is not None and kept[0] is result:
            both = kept[1]
        else:
            equal = counts.get(result)  # an equal result seen as another value
            if equal is None:
                equal = counts[result] = (_count(result), _count(result.swapped()))
            both = equal
            counted[id(result)] = (result, both)
        played[first].append(both[0])
        if second is None:  # MatchRecord gives only PAIRED an opponent
            continue
        played[second].append(both[1])
        opponents[first].append(second)
        opponents[second].append(first)
    if any(len(numbers) != len(set(numbers)) for numbers in rounds.values()):
        return None
    return played


def _refuse(tallies: Mapping[EntryId, _Tally], matches: Sequence[Played]) -> NoReturn:
    """Raise the ``StandingsError`` of the first match, in order, that cannot be in a
    history: a player against themselves, a stranger, a second seat in one round."""
    seen: set[tuple[int, EntryId]] = set()
    for match in matches:
        first, second, number = match.player1, match.player2, match.round
        if first == second:
            raise StandingsError(StandingsProblem.SELF_PAIRED, first, number)
        for entry in (first,) if second is None else (first, second):
            seat(tallies, seen, entry, number)  # raises the error that fits
    raise AssertionError("_played refused a history _refuse accepts")


#: What one round adds to a tally: match points, win, loss, draw, game points, games.
_Count = tuple[int, int, int, int, int, int]


def _count(result: MatchResult) -> _Count:
    """What ``result`` adds to player 1's tally (MTR Appendix C)."""
    outcome = result.outcome
    return (
        result.match_points()[0],
        outcome is Outcome.WIN,
        outcome is Outcome.LOSS,
        outcome is Outcome.DRAW,
        GAME_POINTS_WIN * result.wins1 + GAME_POINTS_DRAW * result.draws,
        result.wins1 + result.wins2 + result.draws,
    )


class _Scaled:
    """Every entry's floored percentage (MW% or GW%, MTR Appendix C) as an integer
    numerator over one denominator common to all entries: the least common multiple of
    the few denominators that occur (3 × rounds or 3 × games, and the floor's)."""

    def __init__(self, shares: Mapping[EntryId, tuple[int, int]], floor: Fraction) -> None:
        fractions: dict[tuple[int, int], Fraction] = {}
        for share in set(shares.values()):
            fractions[share] = floored(ratio(*share), floor)
        self.denominator = lcm(*(f.denominator for f in fractions.values()))
        numerators = {
            share: f.numerator * (self.denominator // f.denominator)
            for share, f in fractions.items()
        }
        self._fractions = {entry: fractions[share] for entry, share in shares.items()}
        self._numerators = {entry: numerators[share] for entry, share in shares.items()}

    def value(self, entry: EntryId) -> Fraction:
        return self._fractions[entry]

    def key(self, entry: EntryId) -> int:
        """The value times ``denominator``: an exact integer."""
        return self._numerators[entry]


class _Averaged:
    """Every entry's average of its opponents' ``scaled`` values (OMW%, OGW%): the sum of
    their numerators over ``scaled.denominator`` × the number of opponents. The key scales
    each average by the least common multiple of those counts too, so it is an integer."""

    def __init__(self, scaled: _Scaled, tallies: Mapping[EntryId, Tally]) -> None:
        numerators = scaled._numerators
        self._sums = {
            entry: (sum([numerators[o] for o in t.opponents]), len(t.opponents))
            for entry, t in tallies.items()
        }
        counts = {count for _, count in self._sums.values() if count}
        common = lcm(*counts) if counts else 1
        self._keys = {
            entry: total * (common // count) if count else 0
            for entry, (total, count) in self._sums.items()
        }
        self._denominator = scaled.denominator
        self._fractions: dict[tuple[int, int], Fraction] = {}

    def value(self, entry: EntryId) -> Fraction:
        total, count = share = self._sums[entry]
        if not count:
            return NO_OPPONENTS_PERCENTAGE
        fraction = self._fractions.get(share)
        if fraction is None:
            fraction = self._fractions[share] = Fraction(total, self._denominator * count)
        return fraction

    def key(self, entry: EntryId) -> int:
        # NO_OPPONENTS_PERCENTAGE is 0: its key is 0 at any scale.
        return self._keys[entry]
