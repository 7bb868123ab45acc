"""The room screen for a TV's browser (issue 31, item 1): ``GET /e/{id}/screen``, the same
pages as the window's room screen (``ui.projector.room_screen``), read-only, no PIN, no
script but this server's own.

- The page carries the rows of the phase (``core.floor.room_screen.phase_of``): the latest
  round's pairings by name sorted by reading (五十音 in Japanese), or the standings after
  the last complete round, or before round 1 the registration's QR code (inline SVG) while
  phones may register, and the count registered; the published round clock as the clock
  page shows it (``static/clock.js``); ``?theme=dark`` for the dark theme.
- ``static/screen.js`` measures the widest texts at the TV's own size and font and asks
  ``GET /api/events/{id}/screen/plan`` for the pages: the core's ``plan_pages`` answers, so
  the browser pages by the same rule and the same numbers as the window. The names are
  drawn and measured in the bundled IPAexGothic (``/fonts/ipaexg.ttf``), as in the window.
- It follows the live feed (``static/live.js``): a new round, a complete round, a re-pair
  loads the page again (each TV after a random moment); on any other change, and every
  ``REFETCH`` seconds (the clock nearing the end), it asks ``/api/events/{id}/screen/state``
  for the line of tables still playing and the count registered.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route

from mtrdesk.core.floor.reports import registration_path
from mtrdesk.core.floor.room_screen import COLUMN_GAP_EM, GAP_EM, Phase, RowWidths, plan_pages
from mtrdesk.paths import japanese_font_path
from mtrdesk.printing.qr import qr_modules, qr_svg_path
from mtrdesk.services.public.screen import RoomScreen
from mtrdesk.web import api, pages
from mtrdesk.web.language import request_language
from mtrdesk.web.live import read_followed
from mtrdesk.web.play.pages import clock_page_data
from mtrdesk.web.requests import Refused, event_id, number_query, read
from mtrdesk.web.round_names import round_title
from mtrdesk.web.texts import Texts
from mtrdesk.words.floor.room_screen import screen_rows

#: Seconds between two reads of the still-playing line when the feed says nothing.
REFETCH = 30
#: The plan's inputs: rows, pixels, and widths in hundredths of an em.
MOST_ROWS = 100_000
MOST_PIXELS = 20_000
MOST_HUNDREDTHS = 100_000


def routes() -> list[Route]:
    return [
        Route("/e/{event_id:int}/screen", _screen_page),
        Route("/api/events/{event_id:int}/screen/plan", _plan_api),
        Route("/api/events/{event_id:int}/screen/state", _state_api),
        Route("/fonts/ipaexg.ttf", _font),
    ]


def heading(t: Texts, view: RoomScreen) -> str:
    if view.phase is Phase.REGISTRATION:
        return view.event_name
    if view.phase is Phase.STANDINGS:
        return t.f("screen_standings", view.standings_after)
    # A single-elimination round's field is twice its tables (MTR 10.4).
    return t.f("screen_pairings", round_title(t, view.round, view.playoff, 2 * view.tables))


def state_json(t: Texts, view: RoomScreen) -> dict[str, Any]:
    """What the page updates in place: the still-playing line and the count."""
    still = t.list_comma.join(view.still_playing)
    registered = (
        _f(t.screen_registered_of, view.registered, view.capacity)
        if view.capacity is not None
        else t.f("screen_registered", view.registered)
    )
    return {
        "phase": view.phase.value,
        "round": view.round,
        "still": t.f("screen_still", still) if still else "",
        "registered": registered,
    }


def _f(text: str, *values: object) -> str:
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


def qr_svg(text: str) -> Markup:
    """``text``'s QR code as inline SVG (black on white, crisp at any size)."""
    modules = qr_modules(text)
    n = len(modules)
    return Markup(
        f'<svg class="qr" viewBox="0 0 {n} {n}" shape-rendering="crispEdges" role="img" '
        f'xmlns="http://www.w3.org/2000/svg"><rect width="{n}" height="{n}" fill="#fff"/>'
        f'<path fill="#000" d="{qr_svg_path(modules)}"/></svg>'
    )


async def _read_screen_page(request: Request) -> Response:
    event = event_id(request)
    shown, (view, published), pulse = await read_followed(
        request,
        event,
        lambda services: (services.screen.screen(event), services.clocks.published(event)),
    )
    t = Texts(request_language(request))
    clocks = clock_page_data(t, published)
    code = None
    link = None
    if view.phase is Phase.REGISTRATION and view.registering:
        link = str(request.base_url).rstrip("/") + registration_path(event)
        code = qr_svg(link)
    rows = [list(row) for row in screen_rows(view, t.screen_bye, t.screen_points)]
    data = {
        "event": event,
        "phase": view.phase.value,
        "round": view.round,
        "rows": rows,
        "standings": view.phase is Phase.STANDINGS,
        "page_word": t.screen_page,
        "refetch": REFETCH,
    }
    theme = "dark" if request.query_params.get("theme") == "dark" else "light"
    return pages.render(
        request,
        "screen.html",
        event=shown,
        pulse=pulse,
        shown_round=view.round,
        section="screen",
        heading=heading(t, view),
        view=view,
        state=state_json(t, view),
        clocks=clocks,
        refetch=REFETCH,
        code=code,
        link=link,
        data=data,
        theme=theme,
    )


async def _screen_page(request: Request) -> Response:
    # Not kept (web.answers): it carries the clock's time, and the TV's own query.
    try:
        return await _read_screen_page(request)
    except Refused as refusal:
        return pages.error(request, refusal.status, refusal.key)


def _plan(request: Request) -> dict[str, Any]:
    """The core's plan for the rows and sizes the page measured (``?rows=&width=&height=
    &name=&table=&opponent=`` in hundredths of an em, ``&standings=1``)."""
    key = "bad_screen_query"

    def needed(name: str, highest: int) -> int:
        value = number_query(request, name, highest, key)
        if value is None:
            raise Refused(400, key)
        return value

    rows = needed("rows", MOST_ROWS)
    width, height = needed("width", MOST_PIXELS), needed("height", MOST_PIXELS)
    widths = RowWidths(
        name=needed("name", MOST_HUNDREDTHS) / 100,
        table=needed("table", MOST_HUNDREDTHS) / 100,
        opponent=needed("opponent", MOST_HUNDREDTHS) / 100,
    )
    standings = number_query(request, "standings", 1, key) == 1
    plan = plan_pages(rows, width, height, widths, may_drop=not standings)
    return {
        "name_px": plan.name_px,
        "table_px": plan.table_px,
        "row_px": plan.row_px,
        "columns": plan.columns,
        "rows_per_column": plan.rows_per_column,
        "opponent": plan.opponent,
        "pages": plan.pages,
        "page_ms": plan.page_ms,
        "gap_em": GAP_EM,
        "column_gap_em": COLUMN_GAP_EM,
    }


async def _plan_api(request: Request) -> Response:
    try:
        event_id(request)
        body = _plan(request)
    except Refused as refusal:
        return api.error(request, refusal.status, refusal.key)
    return JSONResponse(body, headers={"cache-control": "no-store"})


async def _font(request: Request) -> Response:
    """The bundled IPAexGothic (IPA Font License): the TV draws and measures the names in
    the font the window's room screen uses, whatever fonts it has (6 MB, kept a day)."""
    return FileResponse(
        japanese_font_path(),
        media_type="font/ttf",
        headers={"cache-control": "public, max-age=86400"},
    )


async def _state_api(request: Request) -> Response:
    try:
        event = event_id(request)
        view = await read(request, lambda services: services.screen.screen(event))
    except Refused as refusal:
        return api.error(request, refusal.status, refusal.key)
    t = Texts(request_language(request))
    return JSONResponse(state_json(t, view), headers={"cache-control": "no-store"})
