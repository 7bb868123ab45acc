"""The four percentages of MTR Appendix C for every player (MW%, GW%, OMW%, OGW%),
exact, and as integers over one common denominator per kind of value so that ranking
compares integers that order and tie exactly as the fractions do.

MW% and GW% are floored (``floored``); OMW% and OGW% average the opponents' floored
values, and a player who met no opponent has ``NO_OPPONENTS_PERCENTAGE``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from mtrdesk.core.results import GAME_POINTS_WIN, MATCH_POINTS_WIN
from mtrdesk.core.standings.ranking import NO_OPPONENTS_PERCENTAGE, Tally, floored, ratio
from mtrdesk.core.standings.tallies import PlayerTally
from mtrdesk.core.tournament import EntryId

#: MTR Appendix C: match-win percentage divides by "the total match points possible in those
#: rounds (generally, 3 times the number of rounds played)".
MATCH_POINTS_POSSIBLE_PER_ROUND = MATCH_POINTS_WIN
#: MTR Appendix C: game-win percentage divides by "the total game points possible
#: (generally, 3 times the number of games played)".
GAME_POINTS_POSSIBLE_PER_GAME = GAME_POINTS_WIN


@dataclass(frozen=True, slots=True)
class Values:
    """The four percentages of Appendix C for every entry."""

    mwp: Scaled
    gwp: Scaled
    omwp: Averaged
    ogwp: Averaged

    def scales(self) -> tuple[int, ...]:
        """What the integer keys are scaled by: equal scales, comparable keys."""
        return (self.mwp.denominator, self.gwp.denominator, self.omwp.common, self.ogwp.common)


def match_shares(
    tallies: Mapping[EntryId, PlayerTally], entries: Iterable[EntryId]
) -> dict[EntryId, tuple[int, int]]:
    """MW% of ``entries`` as (match points earned, match points possible)."""
    return {
        e: (tallies[e].points, MATCH_POINTS_POSSIBLE_PER_ROUND * tallies[e].rounds) for e in entries
    }


def game_shares(
    tallies: Mapping[EntryId, PlayerTally], entries: Iterable[EntryId]
) -> dict[EntryId, tuple[int, int]]:
    """GW% of ``entries`` as (game points earned, game points possible)."""
    return {
        e: (tallies[e].game_points, GAME_POINTS_POSSIBLE_PER_GAME * tallies[e].games)
        for e in entries
    }


class Scaled:
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

    def updated(self, shares: Mapping[EntryId, tuple[int, int]]) -> Scaled:
        """These values with those of ``shares``' entries worked out again. The common
        denominator grows when a new value needs it (every numerator is then scaled
        up), and never shrinks: a larger common multiple orders as exactly."""
        changed = {entry: floored(ratio(*share), self._floor) for entry, share in shares.items()}
        denominator = lcm(self.denominator, *(f.denominator for f in changed.values()))
        made = object.__new__(Scaled)
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


class Averaged:
    """Every entry's average of its opponents' ``scaled`` values (OMW%, OGW%): the sum of
    their numerators over ``scaled.denominator`` × the number of opponents. The key scales
    each average by ``common``, a common multiple of those counts, so it is an integer."""

    __slots__ = ("_denominator", "_fractions", "_keys", "_sums", "common")

    def __init__(self, scaled: Scaled, tallies: Mapping[EntryId, Tally]) -> None:
        numerator = scaled._numerators.__getitem__  # looked up in C (issue 33)
        self._sums = {
            entry: (sum(map(numerator, t.opponents)), len(t.opponents))
            for entry, t in tallies.items()
        }
        counts = {count for _, count in self._sums.values() if count}
        self.common = lcm(*counts) if counts else 1
        self._keys = self._scaled_keys(self._sums)
        self._denominator = scaled.denominator
        self._fractions: dict[tuple[int, int], Fraction] = {}

    def updated(
        self, scaled: Scaled, tallies: Mapping[EntryId, Tally], entries: Iterable[EntryId]
    ) -> Averaged:
        """These averages over ``scaled`` (these values' ``updated``), with those of
        ``entries`` worked out again: the entries whose opponents or whose opponents'
        values changed. ``common`` grows as ``Scaled.denominator`` does."""
        numerators = scaled._numerators
        made = object.__new__(Averaged)
        factor = scaled.denominator // self._denominator
        if factor == 1:
            made._sums = dict(self._sums)
            made._fractions = self._fractions  # the same values at the same denominator
        else:
            made._sums = {e: (total * factor, count) for e, (total, count) in self._sums.items()}
            made._fractions = {}
        numerator = numerators.__getitem__
        changed = {
            entry: (
                sum(map(numerator, tallies[entry].opponents)),
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
