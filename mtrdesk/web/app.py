"""The web application: the players' pages and the JSON API over the services.

``create_app(worker)`` builds it; ``web.serve`` runs it with uvicorn. The players' pages
and the API read; reports from the floor and the staff's routes write (``web.floor.pages``,
``web.floor.api``), on a server that opened the database writable. Open pages follow the
database (``web.live``). Every answer carries headers that keep a page to its own assets
(no CDN, no framing); an error is a short page or JSON message in the phone's language,
never a traceback.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

from mtrdesk.web import api, crosstable, live, pages
from mtrdesk.web.answers import Answers
from mtrdesk.web.fast import KeptFirst
from mtrdesk.web.floor import api as floor_api
from mtrdesk.web.floor import pages as floor_pages
from mtrdesk.web.floor.guard import SECURITY_HEADERS, Devices, Secret, Secured, Throttle
from mtrdesk.web.floor.staff import StaffSessions
from mtrdesk.web.ids import bound_ids
from mtrdesk.web.live import ChangeFeed
from mtrdesk.web.marks import ChangeMarks
from mtrdesk.web.play import pages as play_pages
from mtrdesk.web.play import screen as screen_pages
from mtrdesk.web.registration import pages as registration_pages
from mtrdesk.web.worker import ServiceWorker
from mtrdesk.words.catalogues import catalogue
from mtrdesk.words.i18n import SUPPORTED_LANGUAGES

HERE = Path(__file__).resolve().parent


def create_app(
    worker: ServiceWorker,
    *,
    staff_pin: str | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> Starlette:
    """The application over ``worker``'s services; the worker is closed with it.

    ``staff_pin``: a PIN that signs judges in for any event of this server run (``mtrdesk
    serve --staff-pin``), beside each event's own. ``clock``: what staff sessions and the
    wrong-guess counts are timed by (tests move it)."""
    # The catalogues' translators are Qt objects: made here, on the thread that builds
    # the app (the main one), not on the first request's, which Qt would then take for
    # its main thread.
    for language in SUPPORTED_LANGUAGES:
        catalogue(language)
    bound_ids()  # before any route is built: a 5,000-digit id is a 404, not a 500

    marks = ChangeMarks(worker)
    answers = Answers()
    feed = ChangeFeed(worker, marks, changed=answers.refresh)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> Any:
        feed.start()
        yield
        await feed.stop()
        worker.close()

    app = Starlette(
        routes=[
            *pages.routes(),
            *crosstable.routes(),
            *floor_pages.routes(),
            *api.routes(),
            *play_pages.routes(),
            *screen_pages.routes(),
            *registration_pages.routes(),
            *floor_api.routes(),
            *live.routes(),
            Mount("/static", _StaticFiles(directory=HERE / "static"), name="static"),
        ],
        middleware=[Middleware(KeptFirst), Middleware(Secured), Middleware(Devices)],
        exception_handlers={HTTPException: _http_error, Exception: _server_error},
        lifespan=lifespan,
    )
    app.state.worker = worker
    app.state.feed = feed
    app.state.marks = marks
    app.state.answers = answers
    app.state.charts = pages.KeptCharts()
    app.state.parts = pages.KeptParts()
    app.state.secret = Secret()
    app.state.sessions = StaffSessions(clock)
    app.state.throttle = Throttle(clock=clock)  # wrong slip codes
    app.state.pin_throttle = Throttle(clock=clock)  # wrong staff PINs
    for name, throttle in registration_pages.throttles(clock).items():
        setattr(app.state, name, throttle)  # registrations a minute (issue 30)
    app.state.staff_pin = staff_pin
    app.state.writable = None  # known at the first write (web.floor.require_writable)
    return app


class _StaticFiles(StaticFiles):
    """The pages' own files. A name no file can have (a NUL: ``/static/%00``, which
    ``os.stat`` refuses with ``ValueError``) is a file that is not there: a 404, not a
    500 with a traceback in the organizer's terminal (issue 27)."""

    def lookup_path(self, path: str) -> tuple[str, os.stat_result | None]:
        if "\0" in path:
            return "", None
        return super().lookup_path(path)


async def _http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    if status >= 500:
        return _error(request, status, "server_error")
    return _error(request, status, "not_found" if status == 404 else "bad_request")


async def _server_error(request: Request, exc: Exception) -> Response:
    # What went wrong stays on the organizer's computer (uvicorn logs it); the phone
    # gets a sentence. This answer leaves outside the middleware: its headers are set here.
    response = _error(request, 500, "server_error")
    response.headers.update(SECURITY_HEADERS)
    return response


def _error(request: Request, status: int, key: str) -> Response:
    if request.url.path.startswith("/api/"):
        return api.error(request, status, key)
    return pages.error(request, status, key)
