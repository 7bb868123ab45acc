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
from typing import TypedDict, Unpack

from mtrdesk.core.results import MatchResult
from mtrdesk.core.standings.percentages import (
    GAME_POINTS_POSSIBLE_PER_GAME,
    MATCH_POINTS_POSSIBLE_PER_ROUND,
    Averaged,
    Scaled,
    Values,
    game_shares,
    match_shares,
)
from mtrdesk.core.standings.ranking import (
    MTR_TIEBREAKERS,
    NO_OPPONENTS_PERCENTAGE,
    TEAM_TIEBREAKERS,
    TIEBREAKER_FUNCTIONS,
    RankedRow,
    StandingsError,
    StandingsProblem,
    Tiebreaker,
    rank,
    start_tallies,
)
from mtrdesk.core.standings.tallies import PlayerTally, count_history, count_round, refuse
from mtrdesk.core.tournament import EntryId, MatchKind, Played

# The registry and the errors live in ``ranking``, shared with team and pod standings; the
# tallies in ``tallies`` and the percentages in ``percentages``.
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
    "StandingsOptions",
    "StandingsProblem",
    "Tiebreaker",
    "compute_standings",
    "standings_order",
]


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


class StandingsOptions(TypedDict, total=False):
    """The keywords ``compute_standings``, ``standings_order`` and ``Standings.of`` take
    (what they mean: ``compute_standings``)."""

    dropped: Mapping[EntryId, int] | None
    team_event: bool
    tiebreakers: Sequence[Tiebreaker] | None


def compute_standings(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
    floor: Fraction,
    **options: Unpack[StandingsOptions],
) -> list[StandingRow]:
    """Rank every entry by MTR 3.1 from the matches played so far, best first.

    ``floor`` is the minimum MW% and GW% (``Floor.value_fraction``: 0.33 by the MTR, 1/3 on
    some platforms). ``dropped`` maps entries to the round after which they dropped; they
    stay in the standings and count as opponents with the rounds they played.
    ``team_event`` uses ``TEAM_TIEBREAKERS`` (no game points); ``tiebreakers`` overrides the
    order for other tournament types. Raises ``StandingsError`` for an inconsistent history.

    The values are exact ``Fraction`` s; ranking compares exact integers instead (each
    kind of value scaled to one common denominator, ``Scaled``), which orders and ties
    exactly as the fractions do at a fraction of the cost.
    """
    return Standings.of(entries, matches, floor, **options).rows()


def standings_order(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
    floor: Fraction,
    **options: Unpack[StandingsOptions],
) -> list[EntryId]:
    """The entries in ``compute_standings``' order, best first, without making the rows
    (what pairing reads: the order, not the values)."""
    return Standings.of(entries, matches, floor, **options).order()


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
        tallies: dict[EntryId, PlayerTally],
        values: Values,
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
        tallies = start_tallies(entries, dropped, PlayerTally)
        history = matches if isinstance(matches, list | tuple) else list(matches)
        played = count_history(tallies, history)
        if played is None:
            refuse(tallies, history)
        for entry, rounds in played.items():
            tallies[entry].add_rounds(rounds)
        mwp = Scaled(match_shares(tallies, tallies), floor)
        gwp = Scaled(game_shares(tallies, tallies), floor)
        values = Values(mwp, gwp, Averaged(mwp, tallies), Averaged(gwp, tallies))
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
                    tallies[entry] = tallies[entry].copy()
                    moved.add(entry)
            if match.result is not None:
                count_round(tallies, first, second, match.result, -1)
            if result is not None:
                count_round(tallies, first, second, result, 1)
        if not moved:
            return self
        # Whose values read a moved record: the moved players and everyone they met (a
        # meeting taken back was between two moved players).
        touched = set(moved)
        for entry in moved:
            touched.update(tallies[entry].opponents)
        old = self._values
        mwp = old.mwp.updated(match_shares(tallies, moved))
        gwp = old.gwp.updated(game_shares(tallies, moved))
        values = Values(
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
