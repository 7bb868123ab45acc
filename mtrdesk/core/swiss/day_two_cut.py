"""A day-two cut: after an announced Swiss round only players with enough match points
continue into further Swiss rounds, and what a drop after that cut does (MTR 2.10, 10.2).

A store's two-day event or a Spotlight Series (MTR Appendix F, 2025-11-10: day 1
Competitive, day 2 Professional) announces before round 1, like the number of rounds
(MTR 10.2: "once announced, it cannot be changed"), that after Swiss round ``after_round``
only players with at least ``points`` match points play on. The others are no longer
paired; they keep their place in the standings (they did not drop by choice).

MTR 2.10 (2023-08-21): "If a player drops from a tournament after a cut has been made, no
other player is advanced as a replacement. The highest ranked remaining player receives a
bye for the round instead." MTR 2.10 (2025-11-10): "... If the remaining part of the
tournament is single elimination, the highest ranked remaining player receives a bye for the
next round instead." So after a cut into more Swiss rounds the 2025 edition pairs the
remaining players as usual (an odd count gives the usual bye), while the 2023 edition gives,
for each player of the cut who dropped before a round, a bye in that round to the highest
ranked remaining player without one (``post_cut_round``, told which by
``core.editions.post_cut.drop_gives_bye``). The playoff's single elimination gives that bye
under both editions (``core.playoff.bracket``).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.tournament import EntryId


class CutProblem(enum.Enum):
    """Why an announced day-two cut cannot be used."""

    #: The cut must come after one of the announced Swiss rounds but the last: at least
    #: one Swiss round follows it (after the last one, the playoff is the cut). The
    #: number of rounds is announced with it (MTR 10.2).
    ROUND = "round"
    #: A cut needs at least one match point (none cuts nobody).
    POINTS = "points"


@dataclass(frozen=True, slots=True)
class DayTwoCut:
    """The announced cut: after Swiss round ``after_round`` only players with at least
    ``points`` match points continue (MTR 10.2: announced before round 1)."""

    after_round: int
    points: int

    def problems(self, swiss_rounds: int | None) -> list[CutProblem]:
        """Every reason this cut cannot be announced for ``swiss_rounds`` Swiss rounds
        (``None``: the number is not announced, so no round can be cut after)."""
        found: list[CutProblem] = []
        if swiss_rounds is None or not 1 <= self.after_round < swiss_rounds:
            found.append(CutProblem.ROUND)
        if self.points < 1:
            found.append(CutProblem.POINTS)
        return found

    def applies_to(self, number: int) -> bool:
        """Whether Swiss round ``number`` is played after the cut."""
        return number > self.after_round

    def made_it(self, points_at_cut: Mapping[EntryId, int]) -> frozenset[EntryId]:
        """Who continues: the players with at least the announced match points after
        round ``after_round`` (``points_at_cut``: every ranked player's match points then)."""
        return frozenset(e for e, p in points_at_cut.items() if p >= self.points)


@dataclass(frozen=True, slots=True)
class CutRound:
    """Who plays Swiss round ``number`` after a day-two cut."""

    #: The players to pair as usual, in the standings order given.
    to_pair: tuple[EntryId, ...]
    #: MTR 2.10 (2023-08-21): the byes given "instead" of replacing the players of the cut
    #: who dropped before this round, highest ranked first.
    post_cut_byes: tuple[EntryId, ...]
    #: The players below the cut: not paired, still in the standings.
    cut_out: tuple[EntryId, ...]


def post_cut_round(
    cut: DayTwoCut,
    number: int,
    order: Sequence[EntryId],
    points_at_cut: Mapping[EntryId, int],
    dropped_after: Mapping[EntryId, int],
    *,
    drop_gives_bye: bool,
) -> CutRound:
    """Who plays Swiss round ``number`` (after the cut) and who gets MTR 2.10's bye.

    ``order``: the players still in the event (not dropped before ``number``), best first
    by the current standings; ``points_at_cut``: match points after the cut's round of every
    player ranked then; ``dropped_after``: for players who dropped, the round after which
    they did (``EntryState.dropped_after_round``). A player of the cut who dropped after the
    round before ``number`` (and not before the cut was made) is a drop after the cut for
    this round: with ``drop_gives_bye`` (the event's edition says so for a Swiss remainder:
    2023-08-21) each gives a bye to the highest ranked remaining player without one;
    otherwise (2025-11-10) nobody gets one and the rest is paired as usual.
    """
    if not cut.applies_to(number):
        return CutRound(tuple(order), (), ())
    made = cut.made_it(points_at_cut)
    playing = tuple(e for e in order if e in made)
    cut_out = tuple(e for e in order if e not in made)
    byes: tuple[EntryId, ...] = ()
    if drop_gives_bye:
        drops = sum(
            1
            for entry, after in dropped_after.items()
            if entry in made and after == number - 1 and after >= cut.after_round
        )
        byes = playing[:drops]
    return CutRound(tuple(e for e in playing if e not in byes), byes, cut_out)
