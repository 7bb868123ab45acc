"""The players' pages: the events, a round's pairings (searchable by name or reading,
"my table" kept on the phone) and the standings after complete rounds. Phone first; every
word from ``web.texts`` in the phone's language; names escaped (Jinja2 autoescape)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from mtrdesk.core.printouts.postings import percent_text
from mtrdesk.core.settings import Floor
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from mtrdesk.services.public.views import PublicEvent, PublicRound, PublicStandings
from mtrdesk.services.swiss.charts import StandingsChart
from mtrdesk.web.answers import Handler, kept
from mtrdesk.web.charts import legend_items, points_svg, rank_svg, standings_svg
from mtrdesk.web.language import COOKIE, LANGUAGE_NAMES, chosen_language, request_language
from mtrdesk.web.live import pulse_of, read_followed
from mtrdesk.web.registration.desks import registering, taking
from mtrdesk.web.requests import Refused, event_id, player_number, round_query
from mtrdesk.web.round_names import round_title
from mtrdesk.web.texts import Texts

_TEMPLATES = Environment(
    loader=FileSystemLoader(Path(__file__).resolve().parent / "templates"),
    autoescape=select_autoescape(default=True, default_for_string=True),
    trim_blocks=True,
    lstrip_blocks=True,
)
_TEMPLATES.filters["percent"] = percent_text
#: The players the standings chart draws: the top eight (issue 31).
CHART_TOP = 8
#: A year: the language chosen on the page's switch is kept that long.
_COOKIE_SECONDS = 365 * 24 * 3600


def routes() -> list[Route]:
    return [
        Route("/", _events),
        Route("/e/{event_id:int}", _event),
        Route("/e/{event_id:int}/pairings", _pairings),
        Route("/e/{event_id:int}/standings", _standings),
        Route("/e/{event_id:int}/player/{number:int}", _player),
    ]


def render(request: Request, template: str, status: int = 200, **values: Any) -> Response:
    """``template`` in the request's language, with the switch to the other language."""
    language = request_language(request)
    other = "en" if language == "ja" else "ja"
    # The same page in the other language: its round kept, nothing else (the answer is
    # kept for every phone that asks: web.answers).
    kept = {"round": request.query_params["round"]} if "round" in request.query_params else {}
    body = _TEMPLATES.get_template(template).render(
        t=Texts(language),
        lang=language,
        switch_href=f"{request.url.path}?{urlencode({**kept, 'lang': other})}",
        switch_name=LANGUAGE_NAMES[other],
        **values,
    )
    response = HTMLResponse(body, status_code=status, headers={"cache-control": "no-store"})
    chosen = chosen_language(request)
    if chosen is not None:
        response.set_cookie(COOKIE, chosen, max_age=_COOKIE_SECONDS, samesite="lax", httponly=True)
    return response


def error(request: Request, status: int, key: str) -> Response:
    return render(request, "error.html", status, message_key=key)


def _page(read: Callable[[Request], Any]) -> Handler:
    async def make(request: Request) -> Response:
        try:
            response: Response = await read(request)
        except Refused as refusal:
            return error(request, refusal.status, refusal.key)
        return response

    return kept(make)


async def _read_events(request: Request) -> Response:
    def read(services: Services) -> tuple[list[PublicEvent], frozenset[int]]:
        events = services.public.events()
        return events, registering(services, events)

    events, open_desks = await request.app.state.worker.read(read)
    return render(request, "events.html", events=events, open_desks=open_desks)


async def _read_event(request: Request) -> Response:
    return RedirectResponse(f"/e/{event_id(request)}/pairings", status_code=303)


async def _read_pairings(request: Request) -> Response:
    event, number = event_id(request), round_query(request)
    shown, (round_, open_desk), pulse = await read_followed(
        request,
        event,
        lambda services: _with_desk(services, event, services.public.pairings(event, number)),
    )
    t = Texts(request_language(request))
    return render(
        request,
        "pairings.html",
        event=shown,
        registering=open_desk,
        round=round_,
        round_title=""
        if round_ is None
        else round_title(t, round_.number, round_.playoff, round_.field),
        bye=MatchKind.BYE,
        section="pairings",
        pulse=pulse,
        shown_round=0 if round_ is None else round_.number,
    )


def _with_desk(
    services: Services, event: int, paired: PublicRound | None
) -> tuple[PublicRound | None, bool]:
    """The round shown, and whether the event takes registrations (only asked before
    round 1: none is paired)."""
    return paired, paired is None and taking(services, event)


async def _read_standings(request: Request) -> Response:
    event, number = event_id(request), round_query(request)
    shown, ((standings, chart), crosstable), pulse = await read_followed(
        request,
        event,
        lambda services: (
            _with_chart(
                services, event, services.public.standings(event, number), request.app.state.charts
            ),
            services.charts.crosstable_offered(event),  # issue 31: linked when it has one
        ),
        round_key="round_not_complete",
    )
    language = request_language(request)

    def main() -> Markup:
        words = Texts(language)
        return Markup(
            _TEMPLATES.get_template("standings_main.html").render(
                t=words,
                lang=language,
                event=shown,
                standings=standings,
                chart=standings_svg(chart, words.round_axis, words.points_axis) if chart else None,
                legend=legend_items(chart) if chart else [],
                floor_key="floor_mtr" if standings.floor is Floor.MTR else "floor_third",
                crosstable=crosstable,
            )
        )

    parts: KeptParts = request.app.state.parts
    return render(
        request,
        "standings.html",
        event=shown,
        main=parts.part((language, shown.id, standings, chart, crosstable), main),
        section="standings",
        pulse=pulse,
        shown_round=standings.after_round,
    )


def _with_chart(
    services: Services, event: int, standings: PublicStandings, charts: KeptCharts
) -> tuple[PublicStandings, StandingsChart | None]:
    """The standings shown, and the top eight's points by round up to the same round
    (issue 31) once there are two rounds to draw."""
    if standings.after_round < 2 or not standings.rows:
        return standings, None
    return standings, charts.chart(services, event, standings)


class KeptCharts:
    """The standings charts of one app, kept while nothing they draw can change (issue
    33): a result of the round being played makes the standings page again, not its chart
    after the complete rounds (about 80 % of the page's making at 1,024 players). Used on
    the service worker's thread only (inside its reads).

    A chart is kept under the event's pulse ``shape`` (every result of the rounds before
    the latest, the rounds complete, the latest round's seats and names:
    ``services.public.pulse``), the latest round's results when the chart reaches it, and
    the standings rows shown (every name and record): what it draws is in these."""

    LIMIT = 16

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, StandingsChart] = OrderedDict()

    def chart(self, services: Services, event: int, standings: PublicStandings) -> StandingsChart:
        after = standings.after_round
        pulse = pulse_of(services, event)
        if pulse is None:  # not followed by a pulse: nothing to tell a change by
            return services.charts.standings_chart(event, CHART_TOP, after)
        latest = tuple(pulse.results.items()) if after >= pulse.rounds else ()
        key = (event, after, pulse.shape, latest, standings.rows)
        kept = self._kept.get(key)
        if kept is None:
            kept = self._kept[key] = services.charts.standings_chart(event, CHART_TOP, after)
            while len(self._kept) > self.LIMIT:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        return kept


class KeptParts:
    """Parts of pages kept while what they show is the same (issue 33): a result of the
    round being played makes the standings page again (its header, its footer's chain
    code, what ``live.js`` follows), but the standings after the complete rounds, their
    1,024 rows of markup at 1,024 players, are the same. A part is kept under every value
    it is made from, compared whole (the standings' every row), so it is made again
    whenever one of them differs: never an older part for newer values. Used on the event
    loop's thread only."""

    LIMIT = 16

    def __init__(self) -> None:
        self._kept: OrderedDict[Hashable, Markup] = OrderedDict()
        #: Parts made so far (the tests' count).
        self.made = 0

    def part(self, key: Hashable, make: Callable[[], Markup]) -> Markup:
        """The part kept under ``key``, else ``make()``'s, kept."""
        kept = self._kept.get(key)
        if kept is None:
            kept = self._kept[key] = make()
            self.made += 1
            while len(self._kept) > self.LIMIT:
                self._kept.popitem(last=False)
        self._kept.move_to_end(key)
        return kept


async def _read_player(request: Request) -> Response:
    """A player's history (issue 31): each complete round's opponent, result, points and
    place after it, with their points and places drawn."""
    event, number = event_id(request), player_number(request)
    shown, history, pulse = await read_followed(
        request, event, lambda services: services.public.player_history(event, number)
    )
    words = Texts(request_language(request))
    rounds = [row.round for row in history.rows]
    series = [(history.name, history.points)]
    charts = None
    if len(rounds) > 1:
        charts = (
            points_svg(rounds, series, words.round_axis, words.points_axis),
            rank_svg(rounds, [(history.name, history.ranks)], words.round_axis, words.rank_axis),
        )
    return render(
        request,
        "player.html",
        event=shown,
        history=history,
        charts=charts,
        kinds=MatchKind,
        section="player",
        pulse=pulse,
        shown_round=rounds[-1] if rounds else 0,
    )


_events = _page(_read_events)
_event = _page(_read_event)
_pairings = _page(_read_pairings)
_standings = _page(_read_standings)
_player = _page(_read_player)
