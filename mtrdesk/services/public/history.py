"""A player's history as the phones show it (issue 31): each complete Swiss round's
opponent, result from the player's side, and the points and place after it, read from
``services.swiss.charts`` (the event's own standings of each round).

A page names a player by their public number, never by an ID: the entry's place in the
order the event's players were entered (1, 2, ...), which a later entry does not change.
It says nothing the standings page does not already show.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.swiss.charts import player_chart_of


@dataclass(frozen=True, slots=True)
class PublicHistoryRow:
    """One round: ``opponent`` "" and ``opponent_number`` 0 without an opponent (``kind``
    says why: a bye, a late entry's loss, an unopposed loss); ``result`` from the
    player's side ("2-1"), ``None`` while not reported."""

    round: int
    kind: MatchKind
    opponent: str
    opponent_number: int
    result: str | None
    points: int
    rank: int


@dataclass(frozen=True, slots=True)
class PublicHistory:
    """A player's complete Swiss rounds, first to last."""

    number: int
    name: str
    dropped: bool
    rows: tuple[PublicHistoryRow, ...]

    @property
    def points(self) -> tuple[int, ...]:
        return tuple(row.points for row in self.rows)

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(row.rank for row in self.rows)


def public_numbers(state: EventState) -> dict[EntryId, int]:
    """Each entry's public number: 1 for the first entered, and so on (entries are
    numbered by the database in the order they were made)."""
    return {entry: number for number, entry in enumerate(sorted(state.entries), start=1)}


def public_history(state: EventState, number: int, complete: Iterable[int]) -> PublicHistory:
    """The history of the player with public ``number`` over the ``complete`` Swiss
    rounds; ``PLAYER_NOT_FOUND`` when no player has that number."""
    numbers = public_numbers(state)
    entry = next((e for e, n in numbers.items() if n == number), None)
    if entry is None:
        raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=number)
    shown = frozenset(complete)
    chart = player_chart_of(state, entry)
    rows = tuple(
        PublicHistoryRow(
            round=row.round,
            kind=row.kind,
            opponent=row.opponent,
            opponent_number=0 if row.opponent_entry is None else numbers[row.opponent_entry],
            result=None if row.result is None else row.result.to_text(),
            points=row.points,
            rank=row.rank,
        )
        for row in chart.rows
        if row.round in shown
    )
    return PublicHistory(number, chart.name, state.entries[entry].dropped, rows)
