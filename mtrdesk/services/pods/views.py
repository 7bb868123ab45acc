"""The values the window shows of a multiplayer pod event: seats, pods, rounds, standings
lines and the pod playoff (multiplayer addendum 2.2A, 3.1A, 10.4A). ``multiplayer_state``
builds them from the stored event and is where the rest of the code imports them from.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.pods.playoff import Stage as PlayoffStage
from mtrdesk.core.pods.standings import PodStandingRow
from mtrdesk.core.tournament import EntryId, MatchKind

__all__ = [
    "DRAW",
    "LOSS",
    "WIN",
    "PodPlayoffRoundView",
    "PodPlayoffView",
    "PodRoundView",
    "PodSeatView",
    "PodStandingView",
    "PodView",
    "SeededPlayer",
    "UnopposedView",
]

#: A seat's stored result (``PodSeat.result``).
WIN, DRAW, LOSS = "win", "draw", "loss"


# --- values shown -----------------------------------------------------------------------


@dataclass(frozen=True)
class PodSeatView:
    """One seat of a pod: seat 1 plays first (2.2A). ``points``: the player's match points
    before the round (Swiss); ``seed``: their playoff seed (playoff pods). ``result``:
    "win", "draw" or "loss" once reported, else ``None``."""

    seat: int
    entry: EntryId
    name: str
    reading: str = ""
    points: int = 0
    seed: int | None = None
    result: str | None = None


@dataclass(frozen=True)
class PodView:
    """One pod of a round at its table; ``pod_size`` is the event's standard size."""

    id: int
    round: int
    table: int
    playoff: bool
    seats: tuple[PodSeatView, ...]
    pod_size: int
    reported: bool

    @property
    def size(self) -> int:
        return len(self.seats)

    @property
    def short(self) -> bool:
        """Smaller than the event's pods (10.4A: "pods of smaller size")."""
        return self.size < self.pod_size

    @property
    def large(self) -> bool:
        """Larger than the event's pods: five players in pods of 4 play one pod of 5."""
        return self.size > self.pod_size

    @property
    def awaiting_result(self) -> bool:
        return not self.reported

    @property
    def winner(self) -> PodSeatView | None:
        return next((s for s in self.seats if s.result == WIN), None)

    @property
    def drawn(self) -> tuple[PodSeatView, ...]:
        """The players who drew (a drawn pod, 2.1A); empty for a win or no result."""
        return tuple(s for s in self.seats if s.result == DRAW)

    def at_seat(self, seat: int) -> PodSeatView | None:
        return next((s for s in self.seats if s.seat == seat), None)

    def seat_of(self, entry: EntryId) -> PodSeatView | None:
        return next((s for s in self.seats if s.entry == entry), None)


@dataclass(frozen=True)
class UnopposedView:
    """A round's bye or loss without a pod (awarded bye, late entry, missed round)."""

    id: int
    round: int
    entry: EntryId
    name: str
    kind: MatchKind
    points: int = 0


class _PodsByTable:
    """What both kinds of round view answer from their ``pods``."""

    pods: tuple[PodView, ...]

    @property
    def missing(self) -> tuple[PodView, ...]:
        return tuple(p for p in self.pods if p.awaiting_result)

    @property
    def complete(self) -> bool:
        return not self.missing

    def at_table(self, table: int) -> PodView | None:
        return next((p for p in self.pods if p.table == table), None)


@dataclass(frozen=True)
class PodRoundView(_PodsByTable):
    """One round: pods by table, then byes and losses without a pod."""

    number: int
    seed: int | None
    playoff: bool
    pods: tuple[PodView, ...]
    unopposed: tuple[UnopposedView, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PodStandingView(PodStandingRow):
    """A core ``PodStandingRow`` (3.1A: points, MW%, opponents' average points, OMW%) plus
    who the entry is."""

    name: str
    reading: str = ""
    player_id: str = ""


@dataclass(frozen=True)
class SeededPlayer:
    entry: EntryId
    name: str
    seed: int


@dataclass(frozen=True)
class PodPlayoffRoundView(_PodsByTable):
    """A playoff round: its pods (seats in seed order, 2.2A) and the top seeds who skip it
    (10.4A "Uneven cuts"). ``stage``: final, semifinal, quarterfinal or earlier."""

    number: int
    stage: PlayoffStage
    pods: tuple[PodView, ...]
    byes: tuple[SeededPlayer, ...] = ()
    #: Players who dropped with a place in this round: their seats stay empty (MTR 2.10).
    dropped: tuple[SeededPlayer, ...] = ()
    #: A playoff round has no byes or losses without a pod (as ``PodRoundView`` can).
    unopposed: tuple[UnopposedView, ...] = ()


@dataclass(frozen=True)
class PodPlayoffView:
    """The pod playoff: the cut, its seeds, the rounds paired so far and the champion.
    ``final_order``: everyone in the playoff, best first (the champion, then each round's
    other players by seed from the final back)."""

    size: int
    seeds: tuple[SeededPlayer, ...]
    rounds: tuple[PodPlayoffRoundView, ...]
    champion: EntryId | None
    champion_name: str | None
    final_order: tuple[EntryId, ...] = ()
    #: Everyone still in the playoff dropped: it ended without a champion (MTR 2.10).
    abandoned: bool = False

    @property
    def finished(self) -> bool:
        return self.champion is not None or self.abandoned

    @property
    def current(self) -> PodPlayoffRoundView | None:
        return None if self.finished or not self.rounds else self.rounds[-1]
