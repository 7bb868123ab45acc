"""What the posting sheets show (pairings by name, by table, standings) as plain values.

``services.printouts.postings`` fills these from an event; ``sheets`` sorts them, words them
and hands them to ``printing.postings``. Percentages stay exact ``Fraction`` values until
``percent_text`` rounds them exactly as the window's standings tabs do, so paper and
screen agree to the hundredth.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.settings import Format
from mtrdesk.core.tournament import MatchKind


class PostingKind(enum.Enum):
    """How a round is seated, which decides what a line names."""

    #: One player against one player (Swiss, booster-draft pods, playoffs).
    PLAYERS = "players"
    #: Teams with seats A/B(/C) (MTR 8.2): each seat plays the same seat of the other team.
    SEATS = "seats"
    #: Two-Headed Giant (MTR 9.1): a team plays a team in one shared game.
    SHARED = "shared"
    #: Multiplayer pods (multiplayer addendum): several players at one table.
    PODS = "pods"


@dataclass(frozen=True, slots=True)
class NameLine:
    """One player's line on the pairings-by-name sheet.

    ``table`` is the posted table ("12", "12A" for a team seat) and ``None`` for a round
    without a table (``kind`` says which: a bye, an awarded bye, a loss without opponent).
    ``opponent`` names the other player, the opposing team (2HG) or is ``None``; ``seat``
    is the seat in a multiplayer pod (1 plays first). ``points``: match points before the
    round (the team's in team events; ``None`` in a playoff round, where they do not count).
    """

    name: str
    family: str
    given: str
    reading: str
    points: int | None
    table: str | None
    opponent: str | None
    kind: MatchKind = MatchKind.PAIRED
    seat: int | None = None
    team: str = ""


@dataclass(frozen=True, slots=True)
class TableSide:
    """A player or team at a table, with match points before the round (``None``: none
    shown, e.g. a seat row under its team row, or a playoff round)."""

    name: str
    points: int | None = None
    seat: str = ""


@dataclass(frozen=True, slots=True)
class TableLine:
    """One line of the pairings-by-table sheet.

    A head-to-head table has two ``sides``; a bye or a loss without opponent has one and
    ``table`` ``None``. A team table (MTR 8.2) is a ``team`` line followed by one line per
    seat ("12A"); a multiplayer pod has one side per seat, seat 1 first.
    """

    table: str | None
    sides: tuple[TableSide, ...]
    kind: MatchKind = MatchKind.PAIRED
    #: A seat line printed under its team line (indented, no points).
    under_team: bool = False


@dataclass(frozen=True, slots=True)
class PairingsPosting:
    """Everything both pairings sheets of one round print (unsorted names).

    ``field``: the players (teams) a playoff round starts with (8: the quarterfinals; 0
    for a Swiss round or a bracket without named rounds); ``format``: the event's format;
    ``minutes``: the round's length (MTR 2.3); ``started``/``ends``: when the round's
    clock started and is expected to end, ``None`` before it starts.
    """

    event_name: str
    date: dt.date
    round_number: int
    playoff: bool
    kind: PostingKind
    names: tuple[NameLine, ...]
    tables: tuple[TableLine, ...]
    field: int = 0
    format: Format | None = None
    minutes: int = 0
    started: dt.datetime | None = None
    ends: dt.datetime | None = None


class StandingsKind(enum.Enum):
    """Which standings a sheet prints, and so which tiebreaker columns."""

    #: MTR 3.1 / Appendix C: OMW%, GW%, OGW%.
    PLAYERS = "players"
    #: MTR Appendix C for teams: OMW% only ("Game points are not used in team tournaments").
    TEAMS = "teams"
    #: Multiplayer addendum 3.1A: MW%, opponents' average match points, OMW%.
    PODS = "pods"


@dataclass(frozen=True, slots=True)
class StandingLine:
    """One line of the standings. ``values`` are the tiebreakers in ``StandingsKind``
    order (exact); ``members`` the team's players by seat (team standings only)."""

    rank: int
    name: str
    points: int
    record: str
    values: tuple[Fraction, ...]
    members: tuple[str, ...] = ()
    dropped: bool = False
    tied_with_previous: bool = False


@dataclass(frozen=True, slots=True)
class StandingsPosting:
    """The standings after ``after_round`` with the floor the percentages used: the
    event's (MTR Appendix C: 0.33, or exactly 1/3) or, for pods, 1 / points per win."""

    event_name: str
    date: dt.date
    after_round: int
    kind: StandingsKind
    floor: Fraction
    lines: tuple[StandingLine, ...]
    #: Points a pod win earns (2 × pod size − 1); 0 for other events.
    points_per_win: int = 0


def two_decimals(value: Fraction) -> str:
    """6.56 style: rounded half up, for display only (ranks use the exact fraction).

    The window's standings tabs show the same (``ui.models.standings_model`` uses it), so
    the printed sheet and the screen agree.
    """
    return _hundredths_text(value.numerator * 100, value.denominator)


def _hundredths_text(numerator: int, denominator: int) -> str:
    """``numerator / denominator`` (denominator > 0) as "6.56", rounded half up: the floor
    of (n / d * 100 + 1/2) in integers, = (2 * 100 * n + d) // (2 * d) (not Fraction
    arithmetic: a 4,096-player standings sheet formats ~13,000 of them)."""
    hundredths = (2 * numerator + denominator) // (2 * denominator)
    return f"{hundredths // 100}.{hundredths % 100:02d}"


def percent_text(value: Fraction) -> str:
    """33.33% style: two decimals, rounded half up."""
    return f"{_hundredths_text(value.numerator * 10_000, value.denominator)}%"


def floor_text(floor: Fraction) -> str:
    """The floor as the rules write it: "0.33" (MTR Appendix C) or "1/3" for an exact
    fraction that no short decimal states."""
    if (floor * 100).denominator == 1:
        return two_decimals(floor)
    return f"{floor.numerator}/{floor.denominator}"
