"""Reports from the floor settled by a result entered any other way (issue 16).

``services.reporting.save_result`` calls this for every result it writes: a result the
window, a judge or a confirmed report enters closes the match's open reports (accepted
when they said the same, else rejected), so a later report never sits beside it.
"""

from __future__ import annotations

from mtrdesk.core.floor.reports import OPEN_STATES, closed_by
from mtrdesk.core.results import MatchResult
from mtrdesk.services.context import Context
from mtrdesk.store.models import FloorReport


def open_reports_of(match_id: int) -> list[FloorReport]:
    """The reports of ``match_id`` still waiting (for the opponent, staff, a judge),
    oldest first."""
    return list(
        FloorReport.select()
        .where(
            (FloorReport.match == match_id) & FloorReport.state.in_([s.value for s in OPEN_STATES])
        )
        .order_by(FloorReport.id)
    )


def close_open_reports(ctx: Context, match_id: int, result: MatchResult | None) -> bool:
    """Close the open reports of ``match_id`` against ``result``; True if any was open."""
    rows = open_reports_of(match_id)
    score = None if result is None else (result.wins1, result.wins2, result.draws)
    for row in rows:
        state = closed_by(score, (row.wins1, row.wins2, row.draws))
        FloorReport.update(
            state=state.value, decided_at=ctx.now(), decided_by=ctx.actor_name()
        ).where(FloorReport.id == row.id).execute()
    return bool(rows)
