"""The standings after each Swiss round (MTR 3.1, Appendix C): what a standings-by-round
chart draws. Each round's are the event's own standings after that round
(``core.event.swiss.standings_rows``), the very rows the posted standings of that round
print: a player who dropped keeps their line (MTR 2.10), one who dropped before round 1
has none, a late entrant carries the losses of the rounds they missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.standings.individual import StandingRow
from mtrdesk.core.tournament import EntryId


@dataclass(frozen=True, slots=True)
class RoundStandings:
    """The standings after one round: the rows best first."""

    round: int
    rows: tuple[StandingRow, ...]

    def row_of(self, entry: EntryId) -> StandingRow | None:
        return next((row for row in self.rows if row.entry == entry), None)


def standings_by_round(state: EventState) -> list[RoundStandings]:
    """The standings after each Swiss round paired so far, round 1 first."""
    return [
        RoundStandings(rnd.number, tuple(standings_rows(state, rnd.number))) for rnd in state.swiss
    ]


def points_by_round(history: Sequence[RoundStandings], top: int) -> dict[EntryId, list[int]]:
    """The match points after each round of the ``top`` players of the last standings,
    in that order: a chart's lines (0 for a round before a late entrant's first)."""
    if not history:
        return {}
    leaders = [row.entry for row in history[-1].rows[:top]]
    return {
        entry: [
            row.points if (row := standings.row_of(entry)) is not None else 0
            for standings in history
        ]
        for entry in leaders
    }
