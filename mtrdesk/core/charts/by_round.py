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

#: How many of the leading players a standings-by-round chart draws unless told, and at
#: most (the window's choice, ``mtrdesk print chart --top``): past 24 lines no reader
#: follows one, and the lines' styles (``printing.palette``) stay apart.
DEFAULT_TOP = 8
MAX_TOP = 24


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


def points_ticks(most: int) -> list[int]:
    """The points axis of a chart whose highest value is ``most``: 0 up to a whole
    number of wins (3 points, MTR 3.1; at least one), a mark every win, or every few
    wins past eight."""
    top = max(3, -(-most // 3) * 3)
    step = 3 * max(1, -(-top // 24))  # at most nine marks
    return list(range(0, top + 1, step)) if top % step == 0 else [*range(0, top, step), top]


def rank_ticks(worst: int) -> list[int]:
    """The places' axis of a chart down to place ``worst``: 1st, round steps between (1,
    2, 5, 10, 20, 50, ... chosen for at most six marks) clear of both ends, and ``worst``
    itself. The axis runs from the first mark to the last."""
    worst = max(2, worst)
    step = next(s for s in _ROUND_STEPS if (worst - 1) / s <= 5)
    # Marks a whole step clear of 1st and of the worst place, so no two labels touch.
    between = [t for t in range(step, worst, step) if 1 + step / 2 < t <= worst - step]
    return [1, *between, worst]


_ROUND_STEPS = tuple(m * 10**e for e in range(6) for m in (1, 2, 5))
