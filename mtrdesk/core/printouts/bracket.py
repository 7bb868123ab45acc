"""What a playoff bracket sheet shows, as plain values for ``printing.bracket``.

Two shapes: the single-elimination bracket of individual and team playoffs (MTR 10.4;
every round's places laid out from the start, later rounds empty until paired), and the
pod playoff of a multiplayer event (addendum 10.4A), re-paired by seed each round, so its
later rounds cannot be drawn before they are paired: it is shown round by round.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Generic, TypeVar

#: A bracket's round: ``BracketRound`` or ``PodBracketRound``.
R = TypeVar("R")


@dataclass(frozen=True)
class BracketSide:
    """One side of a match: seed (Swiss place), name, draft seat (MTR 10.4 draft playoff),
    games (or seat matches) won once reported, and whether it won the match."""

    name: str
    seed: int | None = None
    draft_seat: int | None = None
    wins: int | None = None
    won: bool = False


@dataclass(frozen=True)
class BracketMatch:
    """A bracket place: two sides, or one with a bye (``side2`` ``None``). ``chooser`` is
    1 or 2, the side choosing play or draw (MTR 2.2), ``None`` with ``random_chooser`` in
    Two-Headed Giant (MTR 9.3)."""

    table: int | None
    side1: BracketSide
    side2: BracketSide | None
    chooser: int | None = None
    random_chooser: bool = False


@dataclass(frozen=True)
class BracketRound:
    """A round's places top to bottom: ``None`` for a place not paired yet.
    ``field_size``: 8 quarterfinal, 4 semifinal, 2 final."""

    number: int | None
    field_size: int
    matches: tuple[BracketMatch | None, ...]


@dataclass(frozen=True)
class Bracket(Generic[R]):
    """What both bracket sheets say: the event, the playoff's size, its rounds from the
    first to the final, and the champion once there is one."""

    event_name: str
    date: dt.date
    size: int
    rounds: tuple[R, ...]
    champion: str | None = None


@dataclass(frozen=True)
class BracketSheet(Bracket[BracketRound]):
    """The whole bracket: every round from the first to the final, and the champion."""

    teams: bool = False
    draft: bool = False
    random_chooser: bool = False


@dataclass(frozen=True)
class PodSeatLine:
    """A seat of a playoff pod: seat 1 plays first (2.2A), seats in seed order."""

    seat: int
    seed: int | None
    name: str
    result: str | None = None  # "win", "draw" or "loss" once reported


@dataclass(frozen=True)
class PlayoffPodBox:
    table: int
    seats: tuple[PodSeatLine, ...]


@dataclass(frozen=True)
class PodBracketRound:
    """A pod playoff round: ``stage`` ("final", "semifinal", "quarterfinal", "earlier"),
    its pods (empty until paired, ``pod_count`` planned), and the seeds joining later."""

    number: int | None
    stage: str
    pod_count: int
    pods: tuple[PlayoffPodBox, ...]
    byes: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True)
class PodBracketSheet(Bracket[PodBracketRound]):
    """The pod playoff, round by round (addendum 10.4A)."""
