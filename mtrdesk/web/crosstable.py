"""The crosstable page of a small event (issue 31): ``/e/{id}/crosstable``, read-only, the
same values as the window's dialog and the printed sheet (``ChartService.crosstable``).

On a 390 px phone the table scrolls sideways inside its own box, the place and the name
held at the left (``position: sticky``), so a line reads across without losing whose it
is; the page itself never scrolls sideways. No script: the table is plain HTML.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mtrdesk.core.charts.crosstable import Mark
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.swiss.crosstable import CrosstableView, cell_text
from mtrdesk.web.language import request_language
from mtrdesk.web.live import read_followed
from mtrdesk.web.pages import _page, render
from mtrdesk.web.requests import Refused, event_id, round_query
from mtrdesk.web.texts import Texts

#: A refusal of the crosstable and the page word that says it (404: no such page here).
_REFUSALS = {
    Problem.CROSSTABLE_TOO_LARGE: "crosstable_too_large",
    Problem.CROSSTABLE_INDIVIDUAL_ONLY: "crosstable_individual_only",
    Problem.RESULTS_MISSING: "crosstable_round",
}
#: Each mark's page word (``web.texts``).
_MARKS = {
    Mark.WIN: "mark_win",
    Mark.LOSS: "mark_loss",
    Mark.DRAW: "mark_draw",
    Mark.BYE: "bye",
    Mark.UNOPPOSED_LOSS: "mark_loss",
    Mark.PENDING: "mark_pending",
}


def routes() -> list[Route]:
    return [Route("/e/{event_id:int}/crosstable", _crosstable)]


def _read(services: Services, event: int, number: int | None) -> CrosstableView | None:
    """The crosstable, or ``None`` before round 1's results are all in (the page says
    so, as the standings page does)."""
    try:
        return services.charts.crosstable(event, number)
    except ServiceError as refusal:
        if refusal.problem is Problem.CROSSTABLE_NO_RESULTS:
            return None
        key = _REFUSALS.get(refusal.problem)
        if key is None:
            raise
        raise Refused(404, key) from refusal


async def _read_crosstable(request: Request) -> Response:
    event, number = event_id(request), round_query(request)
    shown, table, pulse = await read_followed(
        request,
        event,
        lambda services: _read(services, event, number),
        round_key="crosstable_round",
    )
    words = Texts(request_language(request))
    marks = {mark: getattr(words, key) for mark, key in _MARKS.items()}
    cells = (
        [[cell_text(cell, marks) for cell in line.cells] for line in table.lines] if table else []
    )
    return render(
        request,
        "crosstable.html",
        event=shown,
        table=table,
        cells=cells,
        floor_key="floor_third" if table and table.floor.denominator == 3 else "floor_mtr",
        section="crosstable",
        pulse=pulse,
        shown_round=table.after_round if table else 0,
    )


_crosstable = _page(_read_crosstable)
