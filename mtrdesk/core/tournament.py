"""The shared shape of a tournament's history: who is entered and which matches were played.

Pairing, standings and playoffs all read these values; the store saves and loads them.
Players are identified by an ``int`` entry id that the caller chooses (the store uses its
row ids; files use their order).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

from mtrdesk.core.results import BYE_RESULT, UNOPPOSED_LOSS_RESULT, MatchResult

EntryId = int


class MatchKind(enum.Enum):
    """What a match row stands for."""

    #: Two players paired against each other.
    PAIRED = "paired"
    #: The pairing bye for an odd player count: a 2-0 win (MTR Appendix C).
    BYE = "bye"
    #: An awarded bye from an invitation or ranking (MTR Appendix E): a 2-0 win.
    AWARDED_BYE = "awarded_bye"
    #: A round missed by a late entrant: a 0-2 loss with no opponent. The MTR does not
    #: cover late entry (MTR 2.10 is about drops); a loss per missed round is the usual
    #: scorekeeping practice.
    LATE_ENTRY_LOSS = "late_entry_loss"
    #: Any other loss with no opponent (a match loss penalty given before pairing,
    #: or an imported unopposed loss): 0-2, no opponent.
    UNOPPOSED_LOSS = "unopposed_loss"

    @property
    def has_opponent(self) -> bool:
        return self is MatchKind.PAIRED

    @property
    def is_bye(self) -> bool:
        return self in (MatchKind.BYE, MatchKind.AWARDED_BYE)

    @property
    def fixed_result(self) -> MatchResult | None:
        """The result every unopposed kind carries; ``None`` for a paired match."""
        if self.is_bye:
            return BYE_RESULT
        if self in (MatchKind.LATE_ENTRY_LOSS, MatchKind.UNOPPOSED_LOSS):
            return UNOPPOSED_LOSS_RESULT
        return None


class PlayerPair:
    """What has ``player1`` against ``player2``, ``player2`` ``None`` where no one plays
    ``player1`` (a bye, an unopposed loss): a match, a table of a pairing, a seat match."""

    __slots__ = ()
    player1: EntryId
    player2: EntryId | None

    def players(self) -> tuple[EntryId, ...]:
        """``player1``, then ``player2`` when there is one."""
        return (self.player1,) if self.player2 is None else (self.player1, self.player2)


@dataclass(frozen=True, slots=True)
class MatchRecord(PlayerPair):
    """One player's or one pair's round: the unit pairing and standings read.

    ``result`` is ``None`` while a paired match has not been reported. Unopposed kinds
    always carry their fixed result.
    """

    round: int
    player1: EntryId
    player2: EntryId | None
    result: MatchResult | None
    kind: MatchKind = MatchKind.PAIRED
    table: int | None = None

    def __post_init__(self) -> None:
        if self.kind.has_opponent != (self.player2 is not None):
            raise ValueError(f"{self.kind.value} match with player2={self.player2!r}")

    @property
    def reported(self) -> bool:
        return self.result is not None

    @property
    def counted_result(self) -> MatchResult | None:
        """The result standings and pairing count, from player 1's side.

        Unopposed kinds count the result their kind fixes (MTR Appendix C: a bye is a 2-0
        win), whatever the record carries; a paired match counts its reported result, or
        nothing while unreported.
        """
        fixed = self.kind.fixed_result
        return fixed if fixed is not None else self.result

    def result_for(self, entry: EntryId) -> MatchResult | None:
        """The result seen from ``entry``'s side."""
        if self.result is None:
            return None
        if entry == self.player1:
            return self.result
        if entry == self.player2:
            return self.result.swapped()
        raise KeyError(entry)


def unopposed(round_number: int, entry: EntryId, kind: MatchKind) -> MatchRecord:
    """A bye, awarded bye or unopposed loss for ``entry`` in ``round_number``."""
    return MatchRecord(round_number, entry, None, kind.fixed_result, kind)


class Played(Protocol):
    """What pairing and standings read of one match: a ``MatchRecord``, or a stored match
    (``core.event.state.MatchState``) read as one without building the record."""

    @property
    def round(self) -> int: ...
    @property
    def player1(self) -> EntryId: ...
    @property
    def player2(self) -> EntryId | None: ...
    @property
    def kind(self) -> MatchKind: ...
    @property
    def result(self) -> MatchResult | None: ...


def _fixed_points(kind: MatchKind) -> tuple[int, int] | None:
    fixed = kind.fixed_result
    return None if fixed is None else fixed.match_points()


#: The match points each unopposed kind's fixed result gives (``counted_result``).
_FIXED_POINTS = {kind: _fixed_points(kind) for kind in MatchKind}


def match_points(matches: Iterable[Played]) -> dict[EntryId, int]:
    """Match points each player has earned in ``matches`` (MTR Appendix C: 3/1/0; a bye
    is a win, ``MatchRecord.counted_result``). Unreported matches earn nothing yet; players
    with no match are absent."""
    points: dict[EntryId, int] = {}
    # Each result's points worked out once: by identity (loaded matches share their
    # result values), the result kept beside them so that its identity is not reused.
    earned_by: dict[int, tuple[MatchResult, tuple[int, int]]] = {}
    paired = MatchKind.PAIRED
    for match in matches:
        first, second, kind = match.player1, match.player2, match.kind
        if first not in points:
            points[first] = 0
        if second is not None and second not in points:
            points[second] = 0
        if kind is paired:
            result = match.result
            if result is None:
                continue
            kept = earned_by.get(id(result))
            if kept is not None and kept[0] is result:
                earned = kept[1]
            else:
                earned = result.match_points()
                earned_by[id(result)] = (result, earned)
        else:
            fixed = _FIXED_POINTS[kind]
            assert fixed is not None  # every unopposed kind fixes its result
            earned = fixed
        points[first] += earned[0]
        if second is not None:
            points[second] += earned[1]
    return points
