"""The crosstable of a small individual Swiss event with the names it shows (issue 31), read
from the event state (no model, no store): what the window's dialog, the phones' page and
the printed sheet all show, so the three never differ.

It is taken after a complete Swiss round, like the posted standings and the phones'
standings page: a round still being played is not shown (its standings would move under
the readers' eyes). Names only: no player ID, no e-mail.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.charts.crosstable import LARGEST, CrossCell, Mark, crosstable
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_field
from mtrdesk.core.settings import Structure
from mtrdesk.services.errors import Problem, ServiceError

__all__ = [
    "CrosstableLine",
    "CrosstableView",
    "cell_text",
    "crosstable_after",
    "crosstable_view",
    "offers_crosstable",
]


@dataclass(frozen=True, slots=True)
class CrosstableLine:
    """One player: place (``tied``: level with the line above on every tiebreaker),
    name, dropped (MTR 2.10), the cells by round, match points, record (W-L-D) and the
    tiebreakers of MTR Appendix C."""

    place: int
    tied: bool
    name: str
    dropped: bool
    cells: tuple[CrossCell | None, ...]
    points: int
    record: str
    omwp: Fraction
    gwp: Fraction
    ogwp: Fraction


@dataclass(frozen=True, slots=True)
class CrosstableView:
    event_name: str
    date: dt.date
    after_round: int
    rounds: tuple[int, ...]
    #: The rounds it may be taken after (every complete Swiss round).
    complete_rounds: tuple[int, ...]
    floor: Fraction
    lines: tuple[CrosstableLine, ...]


def crosstable_after(state: EventState, after_round: int | None) -> int:
    """The complete Swiss round the crosstable is taken after: ``after_round``, or the
    latest complete one. Refuses a team or multiplayer event, a round not paired
    (``ROUND_NOT_FOUND``) or still missing results (``RESULTS_MISSING`` with its tables),
    and an event with no complete round yet (``CROSSTABLE_NO_RESULTS``)."""
    structure = state.settings.structure
    if structure is not Structure.INDIVIDUAL:
        raise ServiceError(Problem.CROSSTABLE_INDIVIDUAL_ONLY, structure=structure.value)
    if after_round is not None:
        rnd = next((r for r in state.swiss if r.number == after_round), None)
        if rnd is None:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
        if not rnd.complete:
            tables = [m.label or "" for m in rnd.matches if m.awaiting_result]
            raise ServiceError(Problem.RESULTS_MISSING, round=after_round, tables=tables)
    complete = [r.number for r in state.swiss if r.complete]
    if not complete or (after_round is not None and after_round < complete[0]):
        raise ServiceError(Problem.CROSSTABLE_NO_RESULTS)
    return complete[-1] if after_round is None else after_round


def crosstable_view(state: EventState, after_round: int | None = None) -> CrosstableView:
    """The crosstable after ``after_round`` (see ``crosstable_after``);
    ``CROSSTABLE_TOO_LARGE`` for more than 32 players in the standings."""
    after = crosstable_after(state, after_round)
    players = len(standings_field(state, after)[0])  # the standings' lines, not yet ranked
    if players > LARGEST:
        raise ServiceError(Problem.CROSSTABLE_TOO_LARGE, players=players, largest=LARGEST)
    table = crosstable(state, after)
    lines = tuple(
        CrosstableLine(
            place=line.row.rank,
            tied=line.row.tied_with_previous,
            name=state.entries[line.row.entry].display_name,
            dropped=line.row.dropped_after_round is not None,
            cells=line.cells,
            points=line.row.points,
            record=line.row.record,
            omwp=line.row.omwp,
            gwp=line.row.gwp,
            ogwp=line.row.ogwp,
        )
        for line in table.lines
    )
    return CrosstableView(
        event_name=state.settings.name,
        date=state.settings.date,
        after_round=after,
        rounds=table.rounds,
        complete_rounds=tuple(r.number for r in state.swiss if r.complete),
        floor=state.settings.floor.value_fraction,
        lines=lines,
    )


def offers_crosstable(state: EventState) -> bool:
    """Whether the event can have a crosstable once a round is complete: an individual
    event with up to 32 players in its standings (where the phones' standings page links
    to it)."""
    if state.settings.structure is not Structure.INDIVIDUAL:
        return False
    return len(standings_field(state, None)[0]) <= LARGEST


def cell_text(cell: CrossCell | None, marks: Mapping[Mark, str]) -> str:
    """How every door writes a cell: the mark in the reader's language, then the
    opponent's line (their place): "W 5", 「勝 5」; a bye or an unopposed loss only the mark;
    "" for a round the player did not play (after a drop)."""
    if cell is None:
        return ""
    if cell.opponent is None:
        return marks[cell.mark]
    return f"{marks[cell.mark]} {cell.opponent}"
