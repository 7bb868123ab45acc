"""The writing half of the JSON API (issue 16; ``docs/lan-api.md``): results reported with
a slip's code, and the staff's routes (a session from the PIN, the round's slip codes,
results, time extensions, open reports accepted or set aside).

A refusal is ``{"error": key, "message": sentence}`` in the asker's language with its
status; nothing is written then.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.web.floor import common as floor
from mtrdesk.web.floor.guard import (
    Rejected,
    Throttle,
    check_throttle,
    count_failure,
    device,
    read_json,
    same_origin,
)
from mtrdesk.web.floor.staff import LIFETIME, StaffSession, clean_name
from mtrdesk.web.language import request_language
from mtrdesk.web.requests import MAX_ROUND, event_id, round_query

#: The most minutes one extension may give (the services refuse more in all).
_MINUTES = 999


def routes() -> list[Route]:
    e = "/api/events/{event_id:int}"
    return [
        Route(f"{e}/reports", _reports, methods=["GET", "POST"]),
        Route(f"{e}/reports/{{report_id:int}}/accept", _accept, methods=["POST"]),
        Route(f"{e}/reports/{{report_id:int}}/reject", _reject, methods=["POST"]),
        Route(f"{e}/staff/sessions", _sessions, methods=["POST", "DELETE"]),
        Route(f"{e}/slips", _slips, methods=["GET"]),
        Route(f"{e}/results", _results, methods=["POST"]),
        Route(f"{e}/extensions", _extensions, methods=["POST"]),
    ]


def refused(request: Request, rejected: Rejected) -> Response:
    headers = {"cache-control": "no-store"}
    if rejected.retry_after is not None:
        headers["retry-after"] = str(rejected.retry_after)
    if rejected.status == 401:
        headers["www-authenticate"] = 'Bearer realm="staff"'
    language = request_language(request)
    body: dict[str, Any] = {
        "error": rejected.key,
        "message": floor.message(language, rejected.key, rejected.details),
    }
    if rejected.details is not None and "result" in rejected.details:
        # What is there now, who entered it and when (issue 27): shown, then sent again
        # as "over" to replace it on purpose.
        body["stored"] = {k: rejected.details.get(k) for k in ("result", "by", "at")}
    return JSONResponse(body, status_code=rejected.status, headers=headers)


Handler = Callable[[Request], Awaitable[Response]]


def _json(handle: Callable[[Request], Awaitable[tuple[int, Any]]]) -> Handler:
    async def answer(request: Request) -> Response:
        try:
            if request.method != "GET" and not same_origin(request):
                raise Rejected(403, "bad_csrf")  # a browser sent it from another site
            status, body = await handle(request)
        except Rejected as rejected:
            return refused(request, rejected)
        return JSONResponse(body, status_code=status, headers={"cache-control": "no-store"})

    return answer


def _text(body: dict[str, object], name: str, limit: int = 40) -> str:
    value = body.get(name)
    if not isinstance(value, str) or len(value) > limit:
        raise Rejected(422, "bad_field")
    return value


def _int(body: dict[str, object], name: str, lowest: int, highest: int) -> int:
    value = body.get(name)
    if isinstance(value, bool) or not isinstance(value, int) or not lowest <= value <= highest:
        raise Rejected(422, "bad_field")
    return value


async def _current_round(request: Request, event: int) -> int:
    shown = await floor.call(request, lambda services: services.public.event(event))
    if shown.round == 0:
        raise Rejected(404, "no_round")
    return shown.round


async def _round_of(request: Request, event: int, body: dict[str, object]) -> int:
    if body.get("round") is None:
        return await _current_round(request, event)
    return _int(body, "round", 1, MAX_ROUND)


# -- players --------------------------------------------------------------------------------


async def _guess(request: Request, throttle: Throttle) -> dict[str, object]:
    """The body of a post that guesses (a slip's code, the staff PIN): read only once the
    database can be written and the device or address is not held back by ``throttle``."""
    await floor.require_writable(request)
    check_throttle(request, throttle)
    return await read_json(request)


async def _report(request: Request) -> tuple[int, Any]:
    event = event_id(request)
    throttle = request.app.state.throttle
    body = await _guess(request, throttle)
    code, result = _text(body, "code", 32), _text(body, "result", 20)
    who = device(request)
    try:
        outcome = await floor.call(
            request, lambda services: services.floor.report(event, code, result, who)
        )
    except Rejected as rejected:
        if rejected.key == "floor_code_unknown":
            count_failure(request, throttle)
        raise
    answer = {
        "state": outcome.state.value,
        "round": outcome.round,
        "table": outcome.table,
        "result": outcome.result,
        "entered": outcome.entered,
    }
    return (200 if outcome.entered else 202), answer


async def _open_reports(request: Request) -> tuple[int, Any]:
    event = event_id(request)
    await floor.staff(request, event)
    reports = await floor.call(request, lambda services: services.floor.open_reports(event))
    return 200, [
        {
            "id": r.id,
            "round": r.round,
            "table": r.table,
            "result": r.result,
            "state": r.state.value,
            "reported_at": r.reported_at.isoformat(timespec="seconds"),
        }
        for r in reports
    ]


async def _reports_route(request: Request) -> tuple[int, Any]:
    if request.method == "POST":
        return await _report(request)
    return await _open_reports(request)


# -- staff ----------------------------------------------------------------------------------


async def _sign_in(request: Request) -> tuple[int, Any]:
    event = event_id(request)
    throttle = request.app.state.pin_throttle
    body = await _guess(request, throttle)
    pin = _text(body, "pin", 20)
    name = clean_name(_text(body, "name", 100))
    if name is None:
        raise Rejected(422, "bad_name")
    session = await floor.sign_in(request, event, pin, name)
    if session is None:
        count_failure(request, throttle)
        raise Rejected(403, "wrong_pin")
    return 201, {"token": session.token, "expires_in": int(LIFETIME)}


async def _sessions_route(request: Request) -> tuple[int, Any]:
    if request.method == "POST":
        return await _sign_in(request)
    session = await floor.staff(request, event_id(request))
    request.app.state.sessions.close(session.token)
    return 200, {"signed_out": True}


async def _slip_codes(request: Request) -> tuple[int, Any]:
    event = event_id(request)
    await floor.require_writable(request)  # codes not drawn yet are drawn now
    await floor.staff(request, event)
    asked = round_query(request)
    number = asked if asked is not None else await _current_round(request, event)
    codes = await floor.call(request, lambda services: services.floor.slip_codes(event, number))
    return 200, [{"table": c.table, "code": c.code} for c in codes]


async def _judge(request: Request) -> tuple[int, StaffSession]:
    """A judge's post: its event and the judge's session, refused before anything is
    read unless the database can be written and the request carries a judge's session."""
    event = event_id(request)
    await floor.require_writable(request)
    return event, await floor.staff(request, event)


async def _result(request: Request) -> tuple[int, Any]:
    event, session = await _judge(request)
    body = await read_json(request)
    table, seat = floor.parse_table(body.get("table"))
    result = _text(body, "result", 20)
    # The result the judge's program showed for the table (none without "over"): another
    # one stored by now is refused, naming it (issue 27).
    seen = floor.seen_result(body.get("over"))
    number = await _round_of(request, event, body)
    await floor.as_judge(
        request,
        session,
        lambda services: services.rounds.report(event, number, table, result, seat, seen=seen),
    )
    return 200, {"round": number, "table": f"{table}{seat}", "result": result.strip()}


async def _extension(request: Request) -> tuple[int, Any]:
    event, session = await _judge(request)
    body = await read_json(request)
    table, seat = floor.parse_table(body.get("table"))
    minutes = _int(body, "minutes", 1, _MINUTES)
    try:
        reason = ExtensionReason(_text(body, "reason", 20))
    except ValueError as exc:
        raise Rejected(422, "bad_field") from exc
    number = await _current_round(request, event)
    await floor.as_judge(
        request,
        session,
        lambda services: services.extensions.add(event, number, table, minutes, reason, seat),
    )
    return 201, {"round": number, "table": f"{table}{seat}", "minutes": minutes}


def _decide(accept: bool) -> Callable[[Request], Awaitable[tuple[int, Any]]]:
    async def handle(request: Request) -> tuple[int, Any]:
        event, session = await _judge(request)
        report = request.path_params["report_id"]

        await floor.as_judge(request, session, floor.decide_report(event, report, accept))
        return 200, {"id": report, "state": "accepted" if accept else "rejected"}

    return handle


_reports = _json(_reports_route)
_sessions = _json(_sessions_route)
_slips = _json(_slip_codes)
_results = _json(_result)
_extensions = _json(_extension)
_accept = _json(_decide(True))
_reject = _json(_decide(False))
