"""Standings by MTR 3.1, with the tiebreakers of MTR Appendix C computed exactly.

Every percentage is a ``Fraction``: two players are tied only when their values are equal,
never because they round to the same decimals (the old official desktop tool ranked on
rounded floats). Rounding belongs to display code.

Conventions where Appendix C is silent. With them, the ten published Melee events in
``tests/data/conformance`` are reproduced exactly (at the floor of 1/3 Melee uses); the last two
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

from mtrdesk.core.results import (
    GAME_POINTS_DRAW,
    GAME_POINTS_WIN,
    MATCH_POINTS_WIN,
    MatchResult,
    Outcome,
)
from mtrdesk.core.standings.ranking import (
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
from mtrdesk.core.tournament import EntryId, MatchKind, Played

# The registry and the errors live in ``ranking``, shared with team and pod standings.
__all__ = [
    "GAME_POINTS_POSSIBLE_PER_GAME",
    "MATCH_POINTS_POSSIBLE_PER_ROUND",
    "MTR_TIEBREAKERS",
    "NO_OPPONENTS_PERCENTAGE",
    "TEAM_TIEBREAKERS",
    "TIEBREAKER_FUNCTIONS",
    "ResultChange",
    "StandingRow",
    "Standings",
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
    return Standings.of(
        entries, matches, floor, dropped=dropped, team_event=team_event, tiebreakers=tiebreakers
    ).rows()


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
    return Standings.of(
        entries, matches, floor, dropped=dropped, team_event=team_event, tiebreakers=tiebreakers
    ).order()


#: A paired match as it stood (its players, round and result) and the result it has now
#: (``None``: cleared): what ``Standings.with_results`` applies.
ResultChange = tuple[Played, MatchResult | None]


class Standings:
    """The standings of one history (MTR 3.1, Appendix C): every entry's tally, the exact
    values, the integer keys and the order; the rows are made when first asked for.

    ``with_results`` gives the standings after some paired matches' results changed
    (entered, corrected, cleared) without reading the history again: only the players of
    those matches are counted again, and only they and the players they met (whose OMW%
    and OGW% read theirs) have their values and keys worked out again; every other row
    is kept when its place is.
    """

    __slots__ = (
        "_dropped",
        "_earlier",
        "_keyed",
        "_keys",
        "_order",
        "_rows",
        "_tallies",
        "_values",
    )

    def __init__(
        self,
        dropped: Mapping[EntryId, int],
        order: tuple[Tiebreaker, ...],
        tallies: dict[EntryId, _Tally],
        values: _Values,
        earlier: tuple[Mapping[EntryId, StandingRow], frozenset[EntryId]] | None = None,
    ) -> None:
        self._dropped, self._order, self._tallies, self._values = dropped, order, tallies, values
        #: Every entry's integer key and the entries sorted on them; ``None`` when a
        #: tiebreaker has no integer key (``rows`` then ranks on the row values).
        self._keys: dict[EntryId, tuple[int, ...]] | None = None
        self._keyed: list[tuple[tuple[int, ...], EntryId]] | None = None
        self._rows: tuple[StandingRow, ...] | None = None
        #: The rows of the standings these were worked out from, by entry, and the
        #: entries whose values moved since: ``rows`` keeps the others' rows.
        self._earlier = earlier

    @classmethod
    def of(
        cls,
        entries: Iterable[EntryId],
        matches: Iterable[Played],
        floor: Fraction,
        *,
        dropped: Mapping[EntryId, int] | None = None,
        team_event: bool = False,
        tiebreakers: Sequence[Tiebreaker] | None = None,
    ) -> Standings:
        """The standings of ``matches`` (``compute_standings``' arguments)."""
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
        mwp = _Scaled(_match_shares(tallies, tallies), floor)
        gwp = _Scaled(_game_shares(tallies, tallies), floor)
        values = _Values(mwp, gwp, _Averaged(mwp, tallies), _Averaged(gwp, tallies))
        made = cls(dropped, order, tallies, values)
        if all(tiebreaker in _INTEGER_KEYS for tiebreaker in order):
            made._sort(made._keys_of(tallies), tallies)
        return made

    def order(self) -> list[EntryId]:
        """The entries best first."""
        if self._keyed is None:
            return [row.entry for row in self.rows()]
        return [entry for _, entry in self._keyed]

    def rows(self) -> list[StandingRow]:
        """Every entry's row, best first (made once; the list is a copy)."""
        if self._rows is None:
            self._rows = tuple(self._ranked())
            self._earlier = None
        return list(self._rows)

    def with_results(self, changes: Iterable[ResultChange]) -> Standings:
        """The standings once each paired match of ``changes`` has its new result, taken
        in order (a match may change twice). A match with a player these standings do not
        rank changes nothing, as ``compute_standings`` leaves it out. These standings are
        left as they were."""
        tallies = dict(self._tallies)
        moved: set[EntryId] = set()  # whose record changed
        for match, result in changes:
            first, second = match.player1, match.player2
            if second is None or first not in tallies or second not in tallies:
                continue
            if match.kind is not MatchKind.PAIRED or first == second:
                raise ValueError(f"only a paired match's result changes: {match}")
            for entry in (first, second):
                if entry not in moved:
                    tallies[entry] = _copied(tallies[entry])
                    moved.add(entry)
            if match.result is not None:
                _count_round(tallies, first, second, match.result, -1)
            if result is not None:
                _count_round(tallies, first, second, result, 1)
        if not moved:
            return self
        # Whose values read a moved record: the moved players and everyone they met (a
        # meeting taken back was between two moved players).
        touched = set(moved)
        for entry in moved:
            touched.update(tallies[entry].opponents)
        old = self._values
        mwp = old.mwp.updated(_match_shares(tallies, moved))
        gwp = old.gwp.updated(_game_shares(tallies, moved))
        values = _Values(
            mwp,
            gwp,
            old.omwp.updated(mwp, tallies, touched),
            old.ogwp.updated(gwp, tallies, touched),
        )
        earlier: tuple[Mapping[EntryId, StandingRow], frozenset[EntryId]] | None = None
        if self._rows is not None:
            earlier = ({row.entry: row for row in self._rows}, frozenset(touched))
        elif self._earlier is not None:
            earlier = (self._earlier[0], self._earlier[1] | touched)
        made = Standings(self._dropped, self._order, tallies, values, earlier)
        if self._keys is not None and self._keyed is not None:
            if values.scales() != old.scales():  # every key on the new scale
                keys = made._keys_of(tallies)
            else:
                keys = dict(self._keys)
                keys.update(made._keys_of(touched))
            made._sort(keys, (entry for _, entry in self._keyed))
        return made

    def _sort(self, keys: dict[EntryId, tuple[int, ...]], entries: Iterable[EntryId]) -> None:
        """Rank on ``keys``, starting from ``entries`` in that order: the order of the
        standings these were worked out from is nearly sorted, and sorts in a few passes.
        Entry id is the last key only so that equal rows come out in the same order
        every time."""
        keyed = [(keys[entry], entry) for entry in entries]
        keyed.sort()
        self._keys, self._keyed = keys, keyed

    def _keys_of(self, entries: Iterable[EntryId]) -> dict[EntryId, tuple[int, ...]]:
        """The entries' integer keys: each tiebreaker's value scaled to its common
        denominator, negated so that the best sorts first."""
        tallies, values = self._tallies, self._values
        by_tiebreaker: dict[Tiebreaker, Callable[[EntryId], int]] = {
            Tiebreaker.MATCH_POINTS: lambda entry: tallies[entry].points,
            Tiebreaker.MATCH_WIN_PERCENTAGE: values.mwp.key,
            Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE: values.omwp.key,
            Tiebreaker.GAME_WIN_PERCENTAGE: values.gwp.key,
            Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE: values.ogwp.key,
        }
        chosen = list(entries)
        if not self._order:
            return dict.fromkeys(chosen, ())
        # Column by column: one list per tiebreaker, one tuple per entry (no list per
        # entry for the collector to chase: the pairing that follows runs faster).
        columns = [[-by_tiebreaker[t](entry) for entry in chosen] for t in self._order]
        return dict(zip(chosen, zip(*columns, strict=True), strict=True))

    def _row(self, entry: EntryId, place: int = 0, tied: bool = False) -> StandingRow:
        t, values = self._tallies[entry], self._values
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
            mwp=values.mwp.value(entry),
            gwp=values.gwp.value(entry),
            omwp=values.omwp.value(entry),
            ogwp=values.ogwp.value(entry),
            dropped_after_round=self._dropped.get(entry),
            tied_with_previous=tied,
        )

    def _ranked(self) -> list[StandingRow]:
        if self._keyed is None:
            return rank((self._row(entry) for entry in self._tallies), self._order)
        kept, touched = self._earlier if self._earlier is not None else ({}, frozenset())
        ranked: list[StandingRow] = []
        previous: tuple[int, ...] | None = None
        for place, (key, entry) in enumerate(self._keyed, start=1):
            tied = key == previous
            row = kept.get(entry)
            if (
                row is None
                or row.rank != place
                or row.tied_with_previous != tied
                or entry in touched
            ):
                row = self._row(entry, place, tied)
            ranked.append(row)
            previous = key
        return ranked


#: The tiebreakers ``Standings`` has an integer key for.
_INTEGER_KEYS = frozenset(
    {
        Tiebreaker.MATCH_POINTS,
        Tiebreaker.MATCH_WIN_PERCENTAGE,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
        Tiebreaker.GAME_WIN_PERCENTAGE,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE,
    }
)


@dataclass(frozen=True, slots=True)
class _Values:
    """The four percentages of Appendix C for every entry."""

    mwp: _Scaled
    gwp: _Scaled
    omwp: _Averaged
    ogwp: _Averaged

    def scales(self) -> tuple[int, ...]:
        """What the integer keys are scaled by: equal scales, comparable keys."""
        return (self.mwp.denominator, self.gwp.denominator, self.omwp.common, self.ogwp.common)


def _match_shares(
    tallies: Mapping[EntryId, _Tally], entries: Iterable[EntryId]
) -> dict[EntryId, tuple[int, int]]:
    """MW% of ``entries`` as (match points earned, match points possible)."""
    return {
        e: (tallies[e].points, MATCH_POINTS_POSSIBLE_PER_ROUND * tallies[e].rounds) for e in entries
    }


def _game_shares(
    tallies: Mapping[EntryId, _Tally], entries: Iterable[EntryId]
) -> dict[EntryId, tuple[int, int]]:
    """GW% of ``entries`` as (game points earned, game points possible)."""
    return {
        e: (tallies[e].game_points, GAME_POINTS_POSSIBLE_PER_GAME * tallies[e].games)
        for e in entries
    }


def _copied(tally: _Tally) -> _Tally:
    """A copy to change, leaving the tally other standings hold as it is."""
    return _Tally(
        tally.points,
        tally.wins,
        tally.losses,
        tally.draws,
        list(tally.opponents),
        tally.rounds,
        tally.game_points,
        tally.games,
    )


def _count_round(
    tallies: Mapping[EntryId, _Tally],
    first: EntryId,
    second: EntryId,
    result: MatchResult,
    sign: int,
) -> None:
    """Count (``sign`` 1) or take back (-1) one reported round between two players, as
    ``_played`` counts it: the result from each side, and each other as an opponent."""
    for entry, opponent, count in (
        (first, second, _count(result)),
        (second, first, _count(result.swapped())),
    ):
        tally = tallies[entry]
        points, wins, losses, draws, game_points, games = count
        tally.rounds += sign
        tally.points += sign * points
        tally.wins += sign * wins
        tally.losses += sign * losses
        tally.draws += sign * draws
        tally.game_points += sign * game_points
        tally.games += sign * games
        if sign > 0:
            tally.opponents.append(opponent)
        else:
            tally.opponents.remove(opponent)  # one meeting of a rematch


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

    __slots__ = ("_floor", "_fractions", "_numerators", "denominator")

    def __init__(self, shares: Mapping[EntryId, tuple[int, int]], floor: Fraction) -> None:
        fractions: dict[tuple[int, int], Fraction] = {}
        for share in set(shares.values()):
            fractions[share] = floored(ratio(*share), floor)
        self._floor = floor
        self.denominator = lcm(*(f.denominator for f in fractions.values()))
        numerators = {
            share: f.numerator * (self.denominator // f.denominator)
            for share, f in fractions.items()
        }
        self._fractions = {entry: fractions[share] for entry, share in shares.items()}
        self._numerators = {entry: numerators[share] for entry, share in shares.items()}

    def updated(self, shares: Mapping[EntryId, tuple[int, int]]) -> _Scaled:
        """These values with those of ``shares``' entries worked out again. The common
        denominator grows when a new value needs it (every numerator is then scaled
        up), and never shrinks: a larger common multiple orders as exactly."""
        changed = {entry: floored(ratio(*share), self._floor) for entry, share in shares.items()}
        denominator = lcm(self.denominator, *(f.denominator for f in changed.values()))
        made = object.__new__(_Scaled)
        made._floor, made.denominator = self._floor, denominator
        made._fractions = {**self._fractions, **changed}
        factor = denominator // self.denominator
        if factor == 1:
            made._numerators = dict(self._numerators)
        else:
            made._numerators = {e: n * factor for e, n in self._numerators.items()}
        for entry, fraction in changed.items():
            made._numerators[entry] = fraction.numerator * (denominator // fraction.denominator)
        return made

    def value(self, entry: EntryId) -> Fraction:
        return self._fractions[entry]

    def key(self, entry: EntryId) -> int:
        """The value times ``denominator``: an exact integer."""
        return self._numerators[entry]


class _Averaged:
    """Every entry's average of its opponents' ``scaled`` values (OMW%, OGW%): the sum of
    their numerators over ``scaled.denominator`` × the number of opponents. The key scales
    each average by ``common``, a common multiple of those counts, so it is an integer."""

    __slots__ = ("_denominator", "_fractions", "_keys", "_sums", "common")

    def __init__(self, scaled: _Scaled, tallies: Mapping[EntryId, Tally]) -> None:
        numerators = scaled._numerators
        self._sums = {
            entry: (sum([numerators[o] for o in t.opponents]), len(t.opponents))
            for entry, t in tallies.items()
        }
        counts = {count for _, count in self._sums.values() if count}
        self.common = lcm(*counts) if counts else 1
        self._keys = self._scaled_keys(self._sums)
        self._denominator = scaled.denominator
        self._fractions: dict[tuple[int, int], Fraction] = {}

    def updated(
        self, scaled: _Scaled, tallies: Mapping[EntryId, Tally], entries: Iterable[EntryId]
    ) -> _Averaged:
        """These averages over ``scaled`` (these values' ``updated``), with those of
        ``entries`` worked out again: the entries whose opponents or whose opponents'
        values changed. ``common`` grows as ``_Scaled.denominator`` does."""
        numerators = scaled._numerators
        made = object.__new__(_Averaged)
        factor = scaled.denominator // self._denominator
        if factor == 1:
            made._sums = dict(self._sums)
            made._fractions = self._fractions  # the same values at the same denominator
        else:
            made._sums = {e: (total * factor, count) for e, (total, count) in self._sums.items()}
            made._fractions = {}
        changed = {
            entry: (
                sum([numerators[o] for o in tallies[entry].opponents]),
                len(tallies[entry].opponents),
            )
            for entry in entries
        }
        made._sums.update(changed)
        made.common = lcm(self.common, *(count for _, count in changed.values() if count))
        made._denominator = scaled.denominator
        if factor == 1 and made.common == self.common:
            made._keys = dict(self._keys)
            made._keys.update(made._scaled_keys(changed))
        else:
            made._keys = made._scaled_keys(made._sums)
        return made

    def _scaled_keys(self, sums: Mapping[EntryId, tuple[int, int]]) -> dict[EntryId, int]:
        common = self.common
        return {
            entry: total * (common // count) if count else 0
            for entry, (total, count) in sums.items()
        }

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
