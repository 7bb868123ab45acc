"""The crosstable of a small Swiss event (issue 31): one line per player in standings
order, one cell per round saying whom they met (the opponent's line number, which is
the opponent's place) and how it went, then points and the tiebreakers of MTR
Appendix C (OMW%, GW%, OGW%).

A cell per *round* rather than per opponent (the chess grid): a Swiss event of 32 players
plays five or six rounds (MTR 10.2 recommends that many), so a 32-column grid would be
five-sixths empty, too wide for a phone or a page, and would hide the order the rounds
were played in, which is what "how did I get here?" asks. Each round's column reads down
as that round's pairings, and each line reads across as the player's path, like the
crosstables of Swiss chess events.

The lines are the event's own standings after the round (``core.event.swiss.standings_rows``,
the rows every posted standings sheet prints), so a line's points and tiebreakers are
never worked out a second way.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.results import MatchResult, Outcome
from mtrdesk.core.standings.individual import StandingRow
from mtrdesk.core.tournament import MatchKind

#: The most players a crosstable shows (issue 31: "the crosstable of a small event").
LARGEST = 32


class Mark(enum.Enum):
    """What a cell says of the round from the line's player's side."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"
    #: A bye or an awarded bye: a 2-0 win with no opponent (MTR Appendix C).
    BYE = "bye"
    #: A late entrant's missed round or another unopposed loss: 0-2, no opponent.
    UNOPPOSED_LOSS = "unopposed_loss"
    #: Paired, the result not in yet.
    PENDING = "pending"


_OUTCOME_MARKS = {Outcome.WIN: Mark.WIN, Outcome.LOSS: Mark.LOSS, Outcome.DRAW: Mark.DRAW}


@dataclass(frozen=True, slots=True)
class CrossCell:
    """One round of one player: ``opponent`` the opponent's line number (their place in
    the table; ``None`` without an opponent), ``result`` in games from the line's side
    (``None`` while not reported)."""

    round: int
    mark: Mark
    opponent: int | None
    result: MatchResult | None


@dataclass(frozen=True, slots=True)
class CrossLine:
    """One player's line: their standings row and a cell per round of the table
    (``None``: not playing that round, after a drop, MTR 2.10)."""

    row: StandingRow
    cells: tuple[CrossCell | None, ...]


@dataclass(frozen=True, slots=True)
class Crosstable:
    """The rounds (columns) and the lines, best first."""

    after_round: int
    rounds: tuple[int, ...]
    lines: tuple[CrossLine, ...]


def crosstable(state: EventState, after_round: int) -> Crosstable:
    """The crosstable of the Swiss rounds up to ``after_round``, in the standings'
    order after it (a player dropped before round 1 has no line, MTR 2.10)."""
    rows = standings_rows(state, after_round)
    place = {row.entry: row.rank for row in rows}
    rounds = tuple(r.number for r in state.swiss if r.number <= after_round)
    cells: dict[tuple[int, int], CrossCell] = {}
    for match in state.swiss_matches(after_round):
        sides = [(match.player1, match.player2, match.result)]
        if match.player2 is not None:
            swapped = match.result.swapped() if match.result is not None else None
            sides.append((match.player2, match.player1, swapped))
        for player, opponent, result in sides:
            cells[player, match.round] = CrossCell(
                round=match.round,
                mark=_mark(match.kind, result),
                opponent=place.get(opponent) if opponent is not None else None,
                result=result,
            )
    lines = tuple(
        CrossLine(row, tuple(cells.get((row.entry, number)) for number in rounds)) for row in rows
    )
    return Crosstable(after_round, rounds, lines)


def _mark(kind: MatchKind, result: MatchResult | None) -> Mark:
    if kind.is_bye:
        return Mark.BYE
    if not kind.has_opponent:
        return Mark.UNOPPOSED_LOSS
    if result is None:
        return Mark.PENDING
    return _OUTCOME_MARKS[result.outcome]
