"""Registration from phones (issue 30): the form, a regular found by their reading on a
phone they registered from before, and each registration's own page.

- ``GET/POST /e/{id}/register``: the form while the event's desk is open and round 1 is
  not paired (a page saying so otherwise). It works without JavaScript: a plain post with
  the device's form token from this page (``web.floor.guard``). A refusal of the services
  (an empty name, a reading that is not kana, an e-mail that is not one, a closed desk)
  answers with the form again, the fields as typed, the services' sentence in the phone's
  language and a 4xx; a registration answers with a 303 to its page.
- "Registered from this phone before?": two or more kana of the reading and *Find*
  list the people registered from this device (``RegistrationService.regulars_for_device``:
  names and readings, never an e-mail); one tap registers as that person.
  ``static/register.js`` lists them as the reading is typed (``/register/known``).
- ``GET /e/{id}/register/{token}``: where the registration stands (waiting for the
  organizer, accepted, on the waitlist at place N, declined, withdrawn), following the
  database like the other pages (``static/live.js`` asks ``…/state`` on each change and
  loads the page again when it moved), with a confirmed *Withdraw*. The token is kept in
  a cookie of the event's form, so the form says "you have registered" with the link.

Submissions are counted per device and per address (``Throttle``, ``SUBMISSIONS``): a
phone may send a few a minute, an address many (a store's phones may share one);
a wrong token is a wrong guess like a wrong slip code (the app's ``throttle``).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping
from typing import Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from mtrdesk.core.floor.reports import registration_path
from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.store_errors import StoreError
from mtrdesk.web.floor import common as floor
from mtrdesk.web.floor.guard import (
    Rejected,
    Secret,
    Throttle,
    check_throttle,
    client_address,
    count_failure,
    device_id,
    read_form,
    same_origin,
)
from mtrdesk.web.floor.pages import error_page
from mtrdesk.web.language import request_language
from mtrdesk.web.live import pulse_of
from mtrdesk.web.pages import render
from mtrdesk.web.requests import event_id
from mtrdesk.web.worker import ServiceWorker
from mtrdesk.words.catalogues import catalogue
from mtrdesk.words.registration.messages import registration_message
from mtrdesk.words.text_messages import text_message

#: The cookie that keeps this phone's last registration for the event (path: its form).
TOKEN_COOKIE = "registration"
#: A year: the link outlives the event day.
COOKIE_SECONDS = 365 * 24 * 3600
#: Submissions (registrations and their refusals) a minute: per device, and per address
#: (a store's phones may reach the server through one address; 200 phones in a minute
#: fit under it).
SUBMISSIONS_PER_DEVICE = 10
SUBMISSIONS_PER_ADDRESS = 400
#: The fields of the form, as posted and as kept when it comes back.
FIELDS = ("family", "given", "reading", "email", "deck_name")
#: The most a registration form may weigh: a name typed 2,000 kanji long (18 kB as a
#: form sends it) reaches the services, which say how long a name may be, and the form
#: comes back with it; beyond, the request is refused as too large.
FORM_LIMIT = 32 * 1024
#: Statuses of the services' refusals of the form that are not about what was typed;
#: the rest (``_INPUT_STATUS``) are.
_STATUSES = {
    Problem.EVENT_NOT_FOUND: 404,
    Problem.REGISTRATION_CLOSED: 409,
}
_INPUT_STATUS = 422
#: A registration's token as the services draw it (URL-safe characters).
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,64}")
#: The reading prefix a regular types: at most this many characters are looked for.
_PREFIX_LIMIT = 40
#: Messages the registration's page may be sent back with (``?m=``).
_SHOWN = frozenset({"done_withdrawn"})


def routes() -> list[Route]:
    e = "/e/{event_id:int}/register"
    return [
        Route(e, _form, methods=["GET", "POST"]),
        Route(f"{e}/known", _known, methods=["POST"]),
        Route(f"{e}/{{token}}", _status, methods=["GET"]),
        Route(f"{e}/{{token}}/state", _state, methods=["GET"]),
        Route(f"{e}/{{token}}/withdraw", _withdraw, methods=["POST"]),
    ]


def throttles(clock: Callable[[], float]) -> dict[str, Throttle]:
    """The app's submission counters (``create_app`` keeps them in ``app.state``), timed
    by ``clock`` (tests move it)."""
    return {
        "register_device_throttle": Throttle(limit=SUBMISSIONS_PER_DEVICE, clock=clock),
        "register_address_throttle": Throttle(limit=SUBMISSIONS_PER_ADDRESS, clock=clock),
    }


Handler = Callable[[Request], Awaitable[Response]]


def sentence(language: str, error: ServiceError) -> str:
    """A refusal of the services in ``language``: as the window says it
    (``words.messages``), with what its details say (a refused text names its field and
    limit; a desk closed because round 1 is paired says so)."""
    words = catalogue(language)
    for detailed in (text_message, registration_message):
        said = detailed(error.problem, error.details, words.text)
        if said is not None:
            return said
    return floor.message(language, error.problem.value)


# -- the form ---------------------------------------------------------------------------


def _device_token(request: Request) -> str:
    secret: Secret = request.app.state.secret
    return secret.token("device", device_id(request) or "")


def _check_form_token(request: Request, form: Mapping[str, str]) -> None:
    """A form of this server's page, sent by the browser that loaded it."""
    secret: Secret = request.app.state.secret
    if not (same_origin(request) and secret.check("device", device_id(request), form.get("csrf"))):
        raise Rejected(403, "bad_csrf")


def _check_submissions(request: Request) -> None:
    """``Rejected(429)`` while this device, or its address, sent too many forms this
    minute; else the submission is counted."""
    state = request.app.state
    by_device: Throttle = state.register_device_throttle
    by_address: Throttle = state.register_address_throttle
    device_key = f"device:{device_id(request)}"
    address_key = f"ip:{client_address(request)}"
    wait = max(by_device.wait(device_key), by_address.wait(address_key))
    if wait:
        raise Rejected(429, "too_many_registrations", retry_after=wait)
    by_device.fail(device_key)
    by_address.fail(address_key)


async def _call(request: Request, work: Callable[[Services], Any]) -> Any:
    """``work`` on the worker; a refusal of the services comes back as it is (the form
    says it with its fields), the database's own as ``Rejected`` (busy, read-only)."""

    def guarded(services: Services) -> Any:
        try:
            return work(services)
        except StoreError as exc:
            raise floor.refusal(exc) from exc

    worker: ServiceWorker = request.app.state.worker
    return await worker.run(guarded)


async def _desk(request: Request, event: int) -> tuple[Any, Any]:
    """The event as shown and its registration desk; ``Rejected(404)`` for no event."""
    try:
        return await _call(
            request,
            lambda services: (services.public.event(event), services.registration.desk(event)),
        )
    except ServiceError as error:
        raise floor.refusal(error) from error


def _kept_token(request: Request) -> str | None:
    token = request.cookies.get(TOKEN_COOKIE)
    return token if token is not None and _TOKEN.fullmatch(token) else None


def _typed(form: Mapping[str, str]) -> dict[str, str]:
    return {name: form.get(name, "") for name in FIELDS}


async def _form_page(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    if request.method == "GET":
        shown, desk = await _desk(request, event)
        if _closed(desk):
            return _closed_page(request, shown, desk)
        return await _show_form(request, event, shown, desk)
    form = await read_form(request, FORM_LIMIT)
    _check_form_token(request, form)
    typed = _typed(form)
    if "find" in form:
        shown, desk = await _desk(request, event)
        if _closed(desk):
            return _closed_page(request, shown, desk, 409)
        return await _show_form(request, event, shown, desk, typed, find=form.get("find", ""))
    _check_submissions(request)
    roster = _roster_id(form.get("roster_id", ""))
    entry = RegistrationForm(
        family=typed["family"],
        given=typed["given"],
        reading=typed["reading"],
        email=typed["email"],
        deck_name=typed["deck_name"],
    )
    device = device_id(request) or ""
    try:
        submitted = await _call(
            request,
            lambda services: services.registration.submit(event, entry, device, roster),
        )
    except ServiceError as error:
        # The services say when the desk closed while the form was being filled in; the
        # form comes back with what was typed (no such event: a 404 page).
        shown, desk = await _desk(request, event)
        status = _STATUSES.get(error.problem, _INPUT_STATUS)
        said = sentence(request_language(request), error)
        return await _show_form(request, event, shown, desk, typed, said=said, status=status)
    response = RedirectResponse(f"{registration_path(event)}/{submitted.token}", status_code=303)
    _keep_token(response, event, submitted.token)
    return response


def _closed(desk: Any) -> bool:
    return not desk.open or not desk.before_round_one


def _closed_page(request: Request, shown: Any, desk: Any, status: int = 200) -> Response:
    """No form: the desk is closed, or round 1 is paired."""
    key = "registration_over" if not desk.before_round_one else "registration_closed"
    return render(
        request, "register_closed.html", status, event=shown, section="register", said=key
    )


def _roster_id(text: str) -> int | None:
    """The person a regular picked (``roster_id``), or ``None`` for a new one."""
    if not text:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= 10 and 0 < int(text) < 2**31):
        raise Rejected(422, "bad_field")
    return int(text)


def _keep_token(response: Response, event: int, token: str) -> None:
    response.set_cookie(
        TOKEN_COOKIE,
        token,
        max_age=COOKIE_SECONDS,
        path=registration_path(event),
        httponly=True,
        samesite="lax",
    )


async def _show_form(
    request: Request,
    event: int,
    shown: Any,
    desk: Any,
    typed: Mapping[str, str] | None = None,
    *,
    find: str | None = None,
    said: str | None = None,
    status: int = 200,
) -> Response:
    """The form, with the fields as typed, what the last post came back with (``said``),
    this phone's registration when it has one, and the regulars found for ``find``."""
    token = _kept_token(request)
    mine = None
    if token is not None:
        try:
            mine = await _call(request, lambda services: services.registration.status(event, token))
        except ServiceError:
            mine = None  # another database's, or a token long gone: nothing to show
    found: list[Any] | None = None
    short = False
    if find is not None:
        prefix = find.strip()[:_PREFIX_LIMIT]
        short = len(prefix) < 2
        found = [] if short else await _regulars(request, prefix)
    return render(
        request,
        "register.html",
        status,
        event=shown,
        section="register",
        csrf=_device_token(request),
        asks_deck=desk.asks_deck,
        typed=typed or dict.fromkeys(FIELDS, ""),
        said=said,
        mine=mine if mine is not None and mine.state in _ACTIVE else None,
        token=token,
        find=find or "",
        found=found,
        short=short,
    )


async def _regulars(request: Request, prefix: str) -> list[Any]:
    device = device_id(request)
    if device is None:
        return []
    try:
        found: list[Any] = await _call(
            request, lambda services: services.registration.regulars_for_device(device, prefix)
        )
    except ServiceError:
        return []  # a prefix that is not kana finds nobody
    return found


async def _known_people(request: Request) -> Response:
    """The regulars of this device whose reading starts with ``find`` (JSON, for
    ``static/register.js``): names and readings, never an e-mail."""
    event = event_id(request)
    await floor.require_writable(request)
    form = await read_form(request)
    _check_form_token(request, form)
    await _desk(request, event)  # no such event: a 404
    prefix = form.get("find", "").strip()[:_PREFIX_LIMIT]
    people = [] if len(prefix) < 2 else await _regulars(request, prefix)
    body = {
        "people": [
            {"roster_id": p.roster_id, "name": p.display_name, "reading": p.reading} for p in people
        ]
    }
    return JSONResponse(body, headers={"cache-control": "no-store"})


# -- a registration's own page ----------------------------------------------------------

#: The states a registration still holds a place (or a place on the waitlist) in.
_ACTIVE = frozenset(
    {RegistrationState.WAITING, RegistrationState.WAITLISTED, RegistrationState.ACCEPTED}
)
#: Each state's sentence on the registration's page.
_STATE_WORDS = {
    RegistrationState.WAITING: "reg_waiting",
    RegistrationState.WAITLISTED: "reg_waitlisted",
    RegistrationState.ACCEPTED: "reg_accepted",
    RegistrationState.MERGED: "reg_accepted",  # the organizer found them entered already
    RegistrationState.DECLINED: "reg_declined",
    RegistrationState.ABSENT: "reg_absent",
    RegistrationState.WITHDRAWN: "reg_withdrawn",
}


def _token(request: Request) -> str:
    """The token of the path; a token that cannot be one is a wrong guess."""
    token = str(request.path_params["token"])
    if not _TOKEN.fullmatch(token):
        count_failure(request, request.app.state.throttle)
        raise Rejected(404, "registration_not_found")
    return token


async def _registration(request: Request, event: int, token: str) -> Any:
    """The registration's status; a token the event has not given is a wrong guess."""
    throttle: Throttle = request.app.state.throttle
    try:
        return await _call(request, lambda services: services.registration.status(event, token))
    except ServiceError as error:
        if error.problem is Problem.REGISTRATION_NOT_FOUND:
            count_failure(request, throttle)
            raise Rejected(404, error.problem.value) from error
        raise floor.refusal(error) from error


def state_key(status: Any) -> str:
    """What the page shows, as one string: the page loads again when it moves."""
    place = "" if status.place is None else str(status.place)
    return f"{status.state}:{place}"


async def _status_page(request: Request) -> Response:
    event = event_id(request)
    check_throttle(request, request.app.state.throttle)
    token = _token(request)
    status = await _registration(request, event, token)
    shown, pulse = await _call(
        request, lambda services: (services.public.event(event), pulse_of(services, event))
    )
    key = request.query_params.get("m", "")
    response = render(
        request,
        "register_status.html",
        event=shown,
        section="registration",
        pulse=pulse,
        shown_round=0,
        watched_state=state_key(status),
        registration=status,
        state_word=_STATE_WORDS.get(status.state, "reg_waiting"),
        active=status.state in _ACTIVE,
        # An entered player leaves once round 1 is paired by the organizer's drop
        # (MTR 2.10), not from the phone: no button the services would refuse.
        withdrawable=status.state in _ACTIVE
        and not (status.state == RegistrationState.ACCEPTED and shown.round),
        # Moved up from the waitlist when a place opened (issue 30).
        promoted=status.promoted and status.state in _ACTIVE,
        csrf=_device_token(request),
        token=token,
        shown=getattr(_texts(request), key) if key in _SHOWN else None,
    )
    _keep_token(response, event, token)
    return response


def _texts(request: Request) -> Any:
    from mtrdesk.web.texts import Texts

    return Texts(request_language(request))


async def _state_json(request: Request) -> Response:
    """Where the registration stands (``state_key``): ``static/live.js`` asks on each
    change of the database and loads the page again when it moved."""
    event = event_id(request)
    check_throttle(request, request.app.state.throttle)
    token = _token(request)
    status = await _registration(request, event, token)
    return JSONResponse({"state": state_key(status)}, headers={"cache-control": "no-store"})


async def _withdraw_form(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    token = _token(request)
    form = await read_form(request)
    _check_form_token(request, form)
    check_throttle(request, request.app.state.throttle)
    await _registration(request, event, token)
    here = f"{registration_path(event)}/{token}"
    try:
        await _call(request, lambda services: services.registration.withdraw(event, token))
    except ServiceError as error:
        rejected = floor.refusal(error)
        if rejected.status >= 500:
            raise rejected from error
        if error.problem is Problem.NOT_BEFORE_ROUND_ONE:
            # The window's sentence tells the organizer to drop; the player asks them to.
            raise Rejected(409, "withdraw_too_late") from error
        said = sentence(request_language(request), error)
        return render(request, "error.html", rejected.status, message_key=None, message=said)
    return RedirectResponse(f"{here}?m={quote('done_withdrawn')}", status_code=303)


async def _json_page(handle: Handler, request: Request) -> Response:
    try:
        return await handle(request)
    except Rejected as rejected:
        language = request_language(request)
        return JSONResponse(
            {"error": rejected.key, "message": floor.message(language, rejected.key)},
            status_code=rejected.status,
            headers={"cache-control": "no-store"},
        )


async def _known(request: Request) -> Response:
    return await _json_page(_known_people, request)


async def _state(request: Request) -> Response:
    return await _json_page(_state_json, request)


_form = error_page(_form_page)
_status = error_page(_status_page)
_withdraw = error_page(_withdraw_form)
