"""What a request may ask, checked before any service is called: bounded numbers only,
and the service's refusals turned into the status and the sentence a phone gets."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from starlette.exceptions import HTTPException
from starlette.requests import Request

from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.web.worker import ServiceWorker

T = TypeVar("T")

#: The largest round number a query may name (no event comes near it).
MAX_ROUND = 999


class Refused(Exception):
    """A request answered with ``status`` and the page word ``key`` (``web.texts``)."""

    def __init__(self, status: int, key: str) -> None:
        super().__init__(key)
        self.status = status
        self.key = key


def round_query(request: Request) -> int | None:
    """``?round=N`` (1..``MAX_ROUND``), or ``None`` when not given; anything else is a
    ``400``."""
    text = request.query_params.get("round")
    if text is None or text == "":
        return None
    if (
        not (text.isascii() and text.isdigit() and len(text) <= 3)
        or not 1 <= int(text) <= MAX_ROUND
    ):
        raise Refused(400, "bad_request")
    return int(text)


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
    raise HTTPException(500) from error


def event_id(request: Request) -> int:
    """The event id of the path (the route takes digits only), bounded."""
    value = request.path_params["event_id"]
    if not isinstance(value, int) or not 0 < value < 2**31:
        raise Refused(404, "no_event")
    return value
