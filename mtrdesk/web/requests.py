"""What a request may ask, checked before any service is called: bounded numbers only,
and the service's refusals turned into the status and the sentence a phone gets."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from starlette.exceptions import HTTPException
from starlette.requests import Request

from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.web.floor.guard import Rejected
from mtrdesk.web.worker import ServiceWorker

T = TypeVar("T")

#: The largest round number a query may name (no event comes near it).
MAX_ROUND = 999
#: The largest event id a query may name (the database's ids are 32-bit).
MAX_EVENT_ID = 2**31 - 1


class Refused(Rejected):
    """A request answered with ``status`` and the page word ``key`` (``web.texts``); a
    ``Rejected`` too, so the floor's routes answer it as their own refusals."""

    def __init__(self, status: int, key: str) -> None:
        super().__init__(status, key)


def number_query(request: Request, name: str, highest: int, key: str) -> int | None:
    """``?NAME=N`` with N in 1..``highest`` written in ASCII digits, or ``None`` when the
    address does not name it. Given but empty, not digits (``-1``, ``x``, ``፩``, ``１``) or
    out of range (5,000 digits are refused by their length before any conversion): a
    ``400`` with the sentence ``key`` says what to write (issue 27). A repeated name must
    be right every time; the last one counts, as Starlette's ``get`` reads it."""
    values = request.query_params.getlist(name)
    if not values:
        return None
    for text in values:
        if not (text.isascii() and text.isdigit() and len(text) <= len(str(highest))):
            raise Refused(400, key)
        if not 1 <= int(text) <= highest:
            raise Refused(400, key)
    return int(values[-1])


def round_query(request: Request) -> int | None:
    """``?round=N`` (1..``MAX_ROUND``), or ``None`` when not given; ``?round=`` and anything
    else is a ``400`` saying how a round is written."""
    return number_query(request, "round", MAX_ROUND, "bad_round")


def event_query(request: Request) -> int | None:
    """``?event=N`` (``/live``), or ``None`` when not given; anything else is a ``400``."""
    return number_query(request, "event", MAX_EVENT_ID, "bad_event_query")


async def read(
    request: Request, call: Callable[[Services], T], *, round_key: str = "no_round"
) -> T:
    """``call(services)`` on the app's service worker; a refusal of the read (no such
    event or round: ``round_key`` says which sentence) becomes ``Refused``."""

    def guarded(services: Services) -> T:
        try:
            return call(services)
        except ServiceError as exc:
            raise refused(exc, round_key=round_key) from exc

    worker: ServiceWorker = request.app.state.worker
    return await worker.read(guarded)


def refused(error: ServiceError, *, round_key: str = "no_round") -> Refused:
    """The answer to a service's refusal of a read."""
    if error.problem is Problem.EVENT_NOT_FOUND:
        return Refused(404, "no_event")
    if error.problem is Problem.ROUND_NOT_FOUND:
        return Refused(404, round_key)
    if error.problem is Problem.PLAYER_NOT_FOUND:
        return Refused(404, "no_player")
    raise HTTPException(500) from error


def event_id(request: Request) -> int:
    """The event id of the path (the route takes digits only), bounded."""
    value = request.path_params["event_id"]
    if not isinstance(value, int) or not 0 < value < 2**31:
        raise Refused(404, "no_event")
    return value


def player_number(request: Request) -> int:
    """A player's public number in the path (``/e/3/player/12``; the route takes digits
    only): 1 up to the largest id, else no such player (a ``404`` saying so)."""
    value = request.path_params["number"]
    if not isinstance(value, int) or not 0 < value < 2**31:
        raise Refused(404, "no_player")
    return value
