"""The charts of an event (issue 31) with the names they show: the standings by round of
the top players, a player's history round by round, and the crosstable of a small event
(``services.swiss.crosstable``). Read from the event's own
standings (``core.charts``), so a chart never says what the standings do not."""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.charts.by_round import points_by_round, standings_by_round
from mtrdesk.core.charts.history import player_history
from mtrdesk.core.event.state import EventState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.swiss.crosstable import CrosstableView, crosstable_view, offers_crosstable


@dataclass(frozen=True, slots=True)
class ChartLine:
    """One player's line: match points and place after each round of ``rounds``."""

    entry: int
    name: str
    points: tuple[int, ...]
    ranks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class StandingsChart:
    """The standings by round of the event's top players (best first)."""

    rounds: tuple[int, ...]
    lines: tuple[ChartLine, ...]


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One round of a player: the opponent's name ("" for a bye or an unopposed match,
    ``kind`` says which), the result from the player's side (``None`` while not in),
    points and place after the round."""

    round: int
    kind: MatchKind
    opponent: str
    result: MatchResult | None
    points: int
    rank: int
    #: The opponent's entry (``None`` without one): the phones link to their history.
    opponent_entry: int | None = None


@dataclass(frozen=True, slots=True)
class PlayerChart:
    entry: int
    name: str
    rows: tuple[HistoryRow, ...]


class ChartService:
    """Chart data of an event's Swiss rounds, for the window, the phones and the report."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def standings_chart(
        self, event_id: int, top: int = 8, after_round: int | None = None
    ) -> StandingsChart:
        """The ``top`` players of the standings after ``after_round`` (the latest Swiss
        round when ``None``) and their points and places after each round up to it (a
        round before a late entrant's first: 0 points, no place)."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return standings_chart_of(state, top, after_round)

    def player_chart(self, event_id: int, entry_id: int) -> PlayerChart:
        """Each Swiss round of ``entry_id``: opponent, result, points and place after."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return player_chart_of(state, entry_id)

    def crosstable(self, event_id: int, after_round: int | None = None) -> CrosstableView:
        """The crosstable after the complete Swiss round ``after_round`` (the latest when
        ``None``) of an individual event of up to 32 players; refusals:
        ``services.swiss.crosstable.crosstable_view``."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return crosstable_view(state, after_round)

    def crosstable_offered(self, event_id: int) -> bool:
        """Whether ``crosstable`` has one to show once a round is complete (individual,
        up to 32 players): where a door offers it."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return offers_crosstable(state)


def standings_chart_of(
    state: EventState, top: int = 8, after_round: int | None = None
) -> StandingsChart:
    """``ChartService.standings_chart`` of an event already read (an event file's, for
    the printed chart)."""
    history = [
        standings
        for standings in standings_by_round(state)
        if after_round is None or standings.round <= after_round
    ]
    points = points_by_round(history, top)
    lines = []
    for entry, earned in points.items():
        ranks = tuple(
            row.rank if (row := standings.row_of(entry)) is not None else 0 for standings in history
        )
        name = state.entries[entry].display_name
        lines.append(ChartLine(entry, name, tuple(earned), ranks))
    return StandingsChart(tuple(s.round for s in history), tuple(lines))


def player_chart_of(state: EventState, entry_id: int) -> PlayerChart:
    """``ChartService.player_chart`` of an event already read; ``PLAYER_NOT_FOUND`` for
    an entry not in it."""
    entry = state.entries.get(entry_id)
    if entry is None:
        raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id)
    history = standings_by_round(state)
    rows = tuple(
        HistoryRow(
            round=line.round,
            kind=line.kind,
            opponent=state.entries[line.opponent].display_name if line.opponent is not None else "",
            result=line.result,
            points=line.points,
            rank=line.rank,
            opponent_entry=line.opponent,
        )
        for line in player_history(entry_id, state.swiss_matches(), history)
    )
    return PlayerChart(entry_id, entry.display_name, rows)
