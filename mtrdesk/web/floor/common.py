"""What the floor's pages and API share (issue 16): the services' refusals as a status and
a sentence in the asker's language, the staff rights of a request, staff changes run as
the judge (``Context.acting``), and the server being able to write at all.

Every service call goes through the app's ``ServiceWorker``; nothing here reads the
database itself.
"""

from __future__ import annotations

import hmac
import re
from collections.abc import Callable, Mapping
from typing import TypeVar

from starlette.requests import Request

from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.store_errors import ReadOnlyDatabase, StoreError
from mtrdesk.web.floor.guard import Rejected, Secret, device, same_origin
from mtrdesk.web.floor.staff import STAFF_COOKIE, StaffSession, StaffSessions, pin_digest
from mtrdesk.web.worker import ServiceWorker
from mtrdesk.words import station_messages
from mtrdesk.words.catalogues import catalogue
from mtrdesk.words.editions.citing import cite, edition_in
from mtrdesk.words.messages import CITED, SERVICE_MESSAGES

T = TypeVar("T")

#: The status of each refusal of the services a floor request may meet; any other is a
#: 409 with the services' own sentence.
STATUSES: dict[Problem, int] = {
    Problem.EVENT_NOT_FOUND: 404,
    Problem.ROUND_NOT_FOUND: 404,
    Problem.TABLE_NOT_FOUND: 404,
    Problem.MATCH_NOT_FOUND: 404,
    Problem.FLOOR_CODE_UNKNOWN: 404,
    Problem.BAD_RESULT: 422,
    Problem.BAD_EXTENSION_MINUTES: 422,
}

#: A table as posted: its number, and a team seat match's letter ("12B").
_TABLE = re.compile(r"([1-9][0-9]{0,3})([A-Ca-c]?)")


def message(language: str, key: str, details: Mapping[str, object] | None = None) -> str:
    """The sentence of ``key``: a page word (``web.texts``) or a service's refusal
    (``Problem`` value: the window's own sentence, ``words.messages``); with the
    refusal's ``details``, a station's refusal names what it found (issue 27)."""
    from mtrdesk.web.texts import WORDS, Texts

    if details is not None and key in {p.value for p in station_messages.PROBLEMS}:
        words = catalogue(language)
        return station_messages.station_message(
            Problem(key), details, lambda source: words.text(station_messages.CONTEXT, source)
        )
    if key in WORDS:
        return str(getattr(Texts(language), key))
    try:
        problem = Problem(key)
        source = SERVICE_MESSAGES[problem]
    except (ValueError, KeyError):
        return str(Texts(language).server_error)
    text = catalogue(language).text("Messages", source)
    topic = CITED.get(problem)
    # A section cited by the event's edition (issue 29); none given: the one in force.
    return text if topic is None else cite(text, topic, edition_in(details or {}))


def refusal(error: ServiceError | StoreError) -> Rejected:
    """A service's refusal as the answer the asker gets."""
    if isinstance(error, ReadOnlyDatabase):
        return Rejected(503, "read_only")
    if isinstance(error, StoreError):
        return Rejected(503, "busy")
    if error.problem not in SERVICE_MESSAGES:
        return Rejected(409, "server_error")
    # Another station got there first: the answer says what it found, who and when.
    details = error.details if error.problem in station_messages.PROBLEMS else None
    if details is None and error.details.get("edition"):  # what its sentence cites
        details = {"edition": error.details["edition"]}
    return Rejected(STATUSES.get(error.problem, 409), error.problem.value, details=details)


async def call(request: Request, work: Callable[[Services], T]) -> T:
    """``work(services)`` on the worker; a refusal becomes ``Rejected``."""

    def guarded(services: Services) -> T:
        try:
            return work(services)
        except (ServiceError, StoreError) as exc:
            raise refusal(exc) from exc
        except ResultError as exc:  # a result typed for ``rounds.report``
            raise Rejected(422, Problem.BAD_RESULT.value) from exc

    worker: ServiceWorker = request.app.state.worker
    return await worker.run(guarded)


async def require_writable(request: Request) -> None:
    """``Rejected(503)`` on a server that opened the database read-only (the window has
    it: its own server takes the reports)."""
    state = request.app.state
    if state.writable is None:
        state.writable = await state.worker.run(lambda services: not services.store.read_only)
    if not state.writable:
        raise Rejected(503, "read_only")


def seen_result(value: object) -> MatchResult | None:
    """The result a judge's page or program saw for a table (issue 27): none (absent,
    null or empty), or one as typed on a slip ("2-1"); ``Rejected(422)`` otherwise."""
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 20:
        raise Rejected(422, "bad_field")
    try:
        return MatchResult.read(value)
    except ResultError as exc:
        raise Rejected(422, "bad_field") from exc


def parse_table(value: object) -> tuple[int, str]:
    """A table as posted ("12", "12B", or the number 12) as the services take it."""
    text = str(value) if isinstance(value, int | str) and not isinstance(value, bool) else ""
    found = _TABLE.fullmatch(text.strip())
    if found is None:
        raise Rejected(422, "bad_table")
    return int(found.group(1)), found.group(2).upper()


def bearer(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


async def staff(
    request: Request, event_id: int, form_token: str | None = None, *, form: bool = False
) -> StaffSession:
    """The judge's session that gives ``request`` staff rights on ``event_id``.

    ``401`` without credentials; ``403`` for a session ended (expired, signed out, the PIN
    changed), of another event, or a browser's change without its form token (or
    ``X-CSRF-Token``) or from another site. ``Authorization: Bearer`` needs no token.
    ``form``: the token is in a form not read yet (``check_form_token`` once it is)."""
    sessions: StaffSessions = request.app.state.sessions
    token = bearer(request)
    by_cookie = token is None
    if token is None:
        token = request.cookies.get(STAFF_COOKIE)
    if not token:
        raise Rejected(401, "staff_only")
    session = sessions.find(token)
    if session is None:
        raise Rejected(403, "session_ended")
    if session.event_id != event_id:
        raise Rejected(403, "wrong_event")
    if by_cookie and request.method not in ("GET", "HEAD") and not form:
        check_form_token(request, session, form_token or request.headers.get("x-csrf-token"))
    if session.pin is not None:
        settings = await call(request, lambda services: services.floor.settings(event_id))
        if pin_digest(settings.staff_pin) != session.pin:
            sessions.close(token)
            raise Rejected(403, "session_ended")
    return session


def check_form_token(request: Request, session: StaffSession, sent: str | None) -> None:
    """A change by a signed-in browser: sent from this server's page with its token."""
    secret: Secret = request.app.state.secret
    if not (same_origin(request) and secret.check("staff", session.token, sent)):
        raise Rejected(403, "bad_csrf")


def staff_csrf(request: Request, session: StaffSession) -> str:
    secret: Secret = request.app.state.secret
    return secret.token("staff", session.token)


async def as_judge(request: Request, session: StaffSession, work: Callable[[Services], T]) -> T:
    """``work`` as the judge of ``session`` from this device: audited as theirs."""
    who = device(request)

    def acting(services: Services) -> T:
        with services.context.acting(session.name, who):
            return work(services)

    return await call(request, acting)


async def sign_in(request: Request, event_id: int, pin: str, name: str) -> StaffSession | None:
    """A new session when ``pin`` is the event's staff PIN or this server run's, else
    ``None``."""
    await require_writable(request)
    master: str | None = request.app.state.staff_pin
    typed = pin.strip()[:20]
    event_pin = await call(request, lambda services: _event_pin(services, event_id, typed))
    sessions: StaffSessions = request.app.state.sessions
    if event_pin:
        return sessions.open(event_id, name, device(request), typed)
    if master is not None and _same(master, typed):
        return sessions.open(event_id, name, device(request), None)
    return None


def _event_pin(services: Services, event_id: int, typed: str) -> bool:
    services.floor.settings(event_id)  # EVENT_NOT_FOUND; the PIN drawn on first use
    return services.floor.check_pin(event_id, typed)


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


def decide_report(event_id: int, report: int, accept: bool) -> Callable[[Services], object]:
    """Accept or set aside one of the event's open reports (another event's is none to
    this event's staff)."""

    def decide(services: Services) -> object:
        if report not in {r.id for r in services.floor.open_reports(event_id)}:
            raise Rejected(404, "no_report")
        if accept:
            return services.floor.accept(report)
        return services.floor.reject(report)

    return decide
