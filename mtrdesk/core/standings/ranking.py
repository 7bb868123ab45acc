"""What individual, team and pod standings share: one tiebreaker registry and the ranking.

Every tiebreaker is a named function reading one exact value (``Fraction``) from a standings
row; ``TIEBREAKER_FUNCTIONS`` is the registry. Each structure declares the order it applies
them in, with the rule that sets it:

* ``MTR_TIEBREAKERS``: individual events, MTR 3.1 (match points, OMW%, GW%, OGW%).
* ``TEAM_TIEBREAKERS``: team events, MTR Appendix C (match points, OMW%; no game points).
* ``MULTIPLAYER_TIEBREAKERS``: pod events, multiplayer addendum 3.1A (match points, MW%,
  opponents' average match points, OMW%).

How each value is computed belongs to the structure (``standings``, ``team_standings``,
``multiplayer_standings``); ``rank`` orders any rows by a declared order. Rows equal on every
declared tiebreaker are ordered by entry id only so that the order is stable between runs,
and carry ``tied_with_previous`` so nobody mistakes that order for a tiebreaker.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Protocol, TypedDict, TypeVar

from mtrdesk.core.tournament import EntryId

#: OMW%, OGW% and opponents' average points of an entry that met no opponent: the average of
#: no values (``standings`` and ``multiplayer_standings`` explain the choice).
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
class RankedRow:
    """What a line of individual, team and pod standings has in common.

    ``rank`` is 1-based and distinct. ``tied_with_previous`` is true when this row equals
    the row above on every tiebreaker the structure declares, so the UI can show a shared
    place. ``wins``/``losses``/``draws`` count matches (team matches, pods; byes are wins).
    """

    rank: int
    entry: EntryId
    points: int
    wins: int
    losses: int
    draws: int
    dropped_after_round: int | None = None
    tied_with_previous: bool = False

    @property
    def record(self) -> str:
        """Wins-losses-draws as posted (MTR Appendix C order): ``3-1-1``."""
        return f"{self.wins}-{self.losses}-{self.draws}"

    @property
    def dropped(self) -> bool:
        return self.dropped_after_round is not None


# --- The registry ---


class Tiebreaker(enum.Enum):
    """A named tiebreaker; ``TIEBREAKER_FUNCTIONS`` holds how each is read from a row."""

    MATCH_POINTS = "match_points"
    MATCH_WIN_PERCENTAGE = "mwp"
    OPPONENTS_MATCH_WIN_PERCENTAGE = "omwp"
    GAME_WIN_PERCENTAGE = "gwp"
    OPPONENTS_GAME_WIN_PERCENTAGE = "ogwp"
    OPPONENTS_AVERAGE_MATCH_POINTS = "oamp"

    def of(self, row: Any) -> Fraction:
        """This tiebreaker's value for ``row``; higher ranks first. (Not ``value``: that
        is the enum's own, the tiebreaker's name.)"""
        value: Fraction = TIEBREAKER_FUNCTIONS[self](row)
        return value


class _Points(Protocol):
    @property
    def points(self) -> int: ...


class _Mwp(Protocol):
    @property
    def mwp(self) -> Fraction: ...


class _Omwp(Protocol):
    @property
    def omwp(self) -> Fraction: ...


class _Gwp(Protocol):
    @property
    def gwp(self) -> Fraction: ...


class _Ogwp(Protocol):
    @property
    def ogwp(self) -> Fraction: ...


class _Oamp(Protocol):
    @property
    def oamp(self) -> Fraction: ...


def match_points(row: _Points) -> Fraction:
    """MTR 3.1 (1), addendum 3.1A (1): match points."""
    return Fraction(row.points)


def match_win_percentage(row: _Mwp) -> Fraction:
    """Addendum 3.1A (2): the player's own match-win percentage, byes taken out."""
    return row.mwp


def opponents_match_win_percentage(row: _Omwp) -> Fraction:
    """MTR 3.1 (2), Appendix C for teams, addendum 3.1A (4): opponents' match-win percentage.

    Each opponent's MW% raised to the structure's floor; for pods, phantoms for short pods.
    """
    return row.omwp


def game_win_percentage(row: _Gwp) -> Fraction:
    """MTR 3.1 (3): game-win percentage."""
    return row.gwp


def opponents_game_win_percentage(row: _Ogwp) -> Fraction:
    """MTR 3.1 (4): opponents' game-win percentage."""
    return row.ogwp


def opponents_average_match_points(row: _Oamp) -> Fraction:
    """Addendum 3.1A (3): opponents' average match points."""
    return row.oamp


TIEBREAKER_FUNCTIONS: Mapping[Tiebreaker, Callable[[Any], Fraction]] = MappingProxyType(
    {
        Tiebreaker.MATCH_POINTS: match_points,
        Tiebreaker.MATCH_WIN_PERCENTAGE: match_win_percentage,
        Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE: opponents_match_win_percentage,
        Tiebreaker.GAME_WIN_PERCENTAGE: game_win_percentage,
        Tiebreaker.OPPONENTS_GAME_WIN_PERCENTAGE: opponents_game_win_percentage,
        Tiebreaker.OPPONENTS_AVERAGE_MATCH_POINTS: opponents_average_match_points,
    }
)

# --- The orders structures declare ---

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
#: Multiplayer addendum 3.1A, in order.
MULTIPLAYER_TIEBREAKERS: tuple[Tiebreaker, ...] = (
    Tiebreaker.MATCH_POINTS,
    Tiebreaker.MATCH_WIN_PERCENTAGE,
    Tiebreaker.OPPONENTS_AVERAGE_MATCH_POINTS,
    Tiebreaker.OPPONENTS_MATCH_WIN_PERCENTAGE,
)


# --- Shared arithmetic, checks and ranking ---


def floored(value: Fraction, floor: Fraction) -> Fraction:
    """``value`` raised to ``floor`` (MTR Appendix C: 0.33; addendum: ``1 / (2n - 1)``)."""
    return max(value, floor)


def ratio(earned: int, possible: int) -> Fraction:
    """``earned / possible``; 0/0 (no rounds, no games) counts as 0."""
    return Fraction(earned, possible) if possible else Fraction(0)


def average(values: Sequence[Fraction]) -> Fraction:
    """The mean of ``values``; ``NO_OPPONENTS_PERCENTAGE`` for none."""
    if not values:
        return NO_OPPONENTS_PERCENTAGE
    return sum(values, Fraction(0)) / len(values)


@dataclass(slots=True)
class Tally:
    """One entry's running totals in a single pass over the history: match points, the
    record and the opponents met (once per meeting); each structure adds its own."""

    points: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    opponents: list[EntryId] = dataclasses.field(default_factory=list)


class Record(TypedDict):
    """Match points and the record, as a ``RankedRow`` takes them (``record_of``)."""

    points: int
    wins: int
    losses: int
    draws: int


def record_of(counted: Tally | RankedRow) -> Record:
    """The match points and record a tally counted (or a row shows), for a structure's row."""
    return {
        "points": counted.points,
        "wins": counted.wins,
        "losses": counted.losses,
        "draws": counted.draws,
    }


_Tally = TypeVar("_Tally", bound=Tally)


def start_tallies(
    entries: Iterable[EntryId], dropped: Mapping[EntryId, int], tally: Callable[[], _Tally]
) -> dict[EntryId, _Tally]:
    """A fresh tally per entry, in entry order; refuses duplicates and drops of strangers."""
    tallies: dict[EntryId, _Tally] = {}
    for entry in entries:
        if entry in tallies:
            raise StandingsError(StandingsProblem.DUPLICATE_ENTRY, entry)
        tallies[entry] = tally()
    for entry in dropped:
        if entry not in tallies:
            raise StandingsError(StandingsProblem.UNKNOWN_ENTRY, entry)
    return tallies


def seat(
    tallies: Mapping[EntryId, object],
    seen: set[tuple[int, EntryId]],
    entry: EntryId,
    round_number: int,
) -> None:
    """Record ``entry`` as playing in ``round_number``; refuses strangers and a second seat."""
    if entry not in tallies:
        raise StandingsError(StandingsProblem.UNKNOWN_ENTRY, entry, round_number)
    if (round_number, entry) in seen:
        raise StandingsError(StandingsProblem.TWICE_IN_ROUND, entry, round_number)
    seen.add((round_number, entry))


_R = TypeVar("_R", bound=RankedRow)


def rank(rows: Iterable[_R], order: Sequence[Tiebreaker]) -> list[_R]:
    """``rows`` best first by ``order``, with ``rank`` and ``tied_with_previous`` set."""
    functions = [TIEBREAKER_FUNCTIONS[tiebreaker] for tiebreaker in order]
    keyed = [(tuple(-fn(row) for fn in functions), row) for row in rows]
    # Entry id is the last key only so equal rows come out in the same order every time.
    keyed.sort(key=lambda pair: (pair[0], pair[1].entry))

    ranked: list[_R] = []
    previous_key: tuple[Fraction, ...] | None = None
    for index, (key, row) in enumerate(keyed, start=1):
        ranked.append(dataclasses.replace(row, rank=index, tied_with_previous=key == previous_key))
        previous_key = key
    return ranked
