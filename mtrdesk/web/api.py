"""The JSON API under ``/api/`` (documented in ``docs/lan-api.md``; ``/api/openapi.json``
describes it): the same rows as ``mtrdesk pair`` and ``mtrdesk standings`` print
(``services.json_rows``). Errors are ``{"error": key, "message": sentence}``, the sentence
in the asker's language. The writing routes are ``web.floor.api``'s."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from mtrdesk.services.json_rows import pairing_row, standing_row
from mtrdesk.web.answers import Handler, kept
from mtrdesk.web.language import request_language
from mtrdesk.web.openapi import OPENAPI
from mtrdesk.web.requests import Refused, event_id, read, round_query
from mtrdesk.web.texts import Texts
from mtrdesk.web.worker import ServiceWorker


def routes() -> list[Route]:
    return [
        Route("/api/events", _events),
        Route("/api/events/{event_id:int}/pairings", _pairings),
        Route("/api/events/{event_id:int}/standings", _standings),
        Route("/api/openapi.json", _openapi),
    ]


def error(request: Request, status: int, key: str) -> Response:
    return JSONResponse(
        {"error": key, "message": getattr(Texts(request_language(request)), key)},
        status_code=status,
        headers={"cache-control": "no-store"},
    )


def _answer(read: Callable[[Request, ServiceWorker], Awaitable[Any]]) -> Handler:
    async def make(request: Request) -> Response:
        try:
            body = await read(request, request.app.state.worker)
        except Refused as refusal:
            return error(request, refusal.status, refusal.key)
        return JSONResponse(body, headers={"cache-control": "no-store"})

    return kept(make)


async def _read_events(request: Request, worker: ServiceWorker) -> Any:
    events = await worker.read(lambda services: services.public.events())
    return [{"id": e.id, "name": e.name, "round": e.round} for e in events]


async def _read_pairings(request: Request, worker: ServiceWorker) -> Any:
    event, number = event_id(request), round_query(request)
    shown = await read(request, lambda services: services.public.pairings(event, number))
    if shown is None:
        return []
    return [
        pairing_row(
            int(p.table) if p.table is not None and p.table.isdigit() else p.table,
            p.player1,
            p.player2,
        )
        for p in shown.pairings
    ]


async def _read_standings(request: Request, worker: ServiceWorker) -> Any:
    event, number = event_id(request), round_query(request)
    shown = await read(
        request,
        lambda services: services.public.standings(event, number),
        round_key="round_not_complete",
    )
    return [standing_row(r.rank, r.name, r.points, r.omwp, r.gwp, r.ogwp) for r in shown.rows]


async def _read_openapi(request: Request, worker: ServiceWorker) -> Any:
    return OPENAPI


_events = _answer(_read_events)
_pairings = _answer(_read_pairings)
_standings = _answer(_read_standings)
_openapi = _answer(_read_openapi)
