"""What keeps the writing side of the web server safe on a shared network (issue 16):

- every phone gets a random device id (an HttpOnly cookie) that names it in the audit log
  (``device``: the id's first 8 characters and the phone's address);
- forms carry a token made from that id with this server run's secret (a double submit
  the browser cannot be tricked into: another site can neither read the cookie nor make
  the token), and a posted form must come from this server's own pages (``Origin``);
- request bodies are read to a bound (``BODY_LIMIT``), whatever ``Content-Length`` says;
- wrong slip codes and wrong PINs are counted per device and per address, and too many in
  a minute are refused for a while (``Throttle``: bounded memory, an injectable clock).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from urllib.parse import parse_qsl, urlsplit

from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: The device cookie: 32 hex characters drawn by the server.
DEVICE_COOKIE = "device"
#: Two years: a phone keeps its id through an event and the next ones.
DEVICE_SECONDS = 2 * 365 * 24 * 3600
#: The most a request body may hold: a form or a JSON object of a few fields.
BODY_LIMIT = 4096
#: Fields a form may have, at most.
FIELD_LIMIT = 16


class Rejected(Exception):
    """A request refused before any service is called: ``status``, the word ``key``
    (``web.texts``), and for a 429 the seconds to wait. ``details``: a service refusal's,
    when its sentence names what it found (the result another station entered)."""

    def __init__(
        self,
        status: int,
        key: str,
        retry_after: int | None = None,
        details: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(key)
        self.status = status
        self.key = key
        self.retry_after = retry_after
        self.details = details


def _valid_id(value: str | None) -> bool:
    return value is not None and len(value) == 32 and all(c in "0123456789abcdef" for c in value)


class HttpMiddleware:
    """An ASGI middleware that acts on HTTP requests (``http``) and passes anything else
    (the lifespan) to ``app`` untouched."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.http(scope, receive, send)

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        raise NotImplementedError


def assign_device(request: Request) -> str | None:
    """Gives the browser of ``request`` its device id (in the scope's state): the cookie
    it sent, or a new one, whose ``Set-Cookie`` value is returned for the answer.
    ``/api/``, ``/static/`` and ``/live`` get none (a program is its address). The one
    rule for ``Devices`` and the kept answers' short way (``web.fast``)."""
    sent = request.cookies.get(DEVICE_COOKIE)
    state = request.scope.setdefault("state", {})
    if _valid_id(sent):
        state["device_id"] = sent
        return None
    if str(request.scope.get("path", "")).startswith(("/api/", "/static/", "/live")):
        state["device_id"] = None
        return None
    new = secrets.token_hex(16)
    state["device_id"] = new
    return f"{DEVICE_COOKIE}={new}; Max-Age={DEVICE_SECONDS}; Path=/; HttpOnly; SameSite=Lax"


class Devices(HttpMiddleware):
    """Gives every browser a device id (``assign_device``), set on the answer when new."""

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        cookie = assign_device(Request(scope))
        if cookie is None:
            await self.app(scope, receive, send)
            return

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message).append("set-cookie", cookie)
            await send(message)

        await self.app(scope, receive, sending)


#: Sent with every answer: only this server's own scripts, styles and images; no frames;
#: no address of this page given to another site.
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'self'; img-src 'self' data:; object-src 'none'; "
        "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
    "x-content-type-options": "nosniff",
    # The address of a page goes to no other site; this server's own forms keep their
    # Origin, which the floor's forms are checked by (``web.floor.guard.same_origin``).
    "referrer-policy": "same-origin",
    "x-frame-options": "DENY",
}


def secure(headers: MutableHeaders) -> None:
    """``SECURITY_HEADERS`` added to an answer's ``headers``, where it has not set its own."""
    for name, value in SECURITY_HEADERS.items():
        headers.setdefault(name, value)


class Secured(HttpMiddleware):
    """Adds ``SECURITY_HEADERS`` to every answer the routes give (``secure``)."""

    async def http(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                secure(MutableHeaders(scope=message))
            await send(message)

        await self.app(scope, receive, sending)


def device_id(request: Request) -> str | None:
    """The browser's device id (``Devices``), ``None`` for a program without the cookie."""
    value = request.scope.get("state", {}).get("device_id")
    return value if isinstance(value, str) else None


def client_address(request: Request) -> str:
    return request.client.host if request.client is not None else "unknown"


def device(request: Request) -> str:
    """Who sent ``request``, for the services and the audit log: ``"1a2b3c4d@192.168.0.23"``,
    or the address alone for a program without a device cookie."""
    found = device_id(request)
    address = client_address(request)
    return f"{found[:8]}@{address}" if found else address


class Secret:
    """This server run's secret: form tokens made with it die with the server."""

    def __init__(self, key: bytes | None = None) -> None:
        self._key = key if key is not None else secrets.token_bytes(32)

    def token(self, purpose: str, value: str) -> str:
        mac = hmac.new(self._key, f"{purpose}\0{value}".encode(), hashlib.sha256)
        return mac.hexdigest()[:40]

    def check(self, purpose: str, value: str | None, token: str | None) -> bool:
        if not value or not token or len(token) > 64:
            return False
        return hmac.compare_digest(self.token(purpose, value), token)


def same_origin(request: Request) -> bool:
    """A posted form comes from this server's own page: its ``Origin`` (else its
    ``Referer``) names this host. A program that sends neither is let through: the token
    is what it cannot have."""
    host = request.headers.get("host", "")
    origin = request.headers.get("origin")
    if origin is not None:
        parts = urlsplit(origin)
        return parts.scheme in ("http", "https") and parts.netloc == host and bool(host)
    referer = request.headers.get("referer")
    if referer is not None:
        return urlsplit(referer).netloc == host and bool(host)
    return True


async def read_body(request: Request, limit: int = BODY_LIMIT) -> bytes:
    """The body, refused (413) beyond ``limit`` bytes: by its ``Content-Length`` before
    reading, and by what arrives while reading."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not (declared.isascii() and declared.isdigit() and len(declared) <= 12):
            raise Rejected(400, "malformed")
        if int(declared) > limit:
            raise Rejected(413, "too_large")
    received = bytearray()
    async for chunk in request.stream():
        received += chunk
        if len(received) > limit:
            raise Rejected(413, "too_large")
    return bytes(received)


async def read_form(request: Request, limit: int = BODY_LIMIT) -> dict[str, str]:
    """An ``application/x-www-form-urlencoded`` body of at most ``limit`` bytes; a
    repeated field keeps its first value."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    body = await read_body(request, limit)
    if not body:
        return {}  # an empty form: its token is missing, which the caller refuses
    if kind != "application/x-www-form-urlencoded":
        raise Rejected(400, "malformed")
    try:
        pairs = parse_qsl(
            body.decode("utf-8"),
            keep_blank_values=True,
            strict_parsing=False,
            max_num_fields=FIELD_LIMIT,
        )
    except (UnicodeDecodeError, ValueError) as exc:
        raise Rejected(400, "malformed") from exc
    form: dict[str, str] = {}
    for name, value in pairs:
        form.setdefault(name, value)
    return form


async def read_json(request: Request) -> dict[str, object]:
    """A JSON object body, bounded; anything else is a 400. It must say it is JSON
    (``415`` otherwise): a page of another site can post a form or plain text at this
    server without asking, but not JSON."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise Rejected(415, "malformed")
    body = await read_body(request)
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise Rejected(400, "malformed") from exc
    if not isinstance(value, dict):
        raise Rejected(400, "malformed")
    return value


class Throttle:
    """Counts failures (wrong codes, wrong PINs) per key over the last ``window``
    seconds; a key with ``limit`` of them is refused until the oldest is ``window`` old.

    At most ``keys`` keys are remembered (the least recently failed one goes first): a
    flood of addresses fills no memory.
    """

    def __init__(
        self,
        limit: int = 5,
        window: float = 60.0,
        keys: int = 4096,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self._keys = keys
        self._clock = clock
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()

    def wait(self, key: str) -> int:
        """Seconds before ``key`` may try again (0: now)."""
        failures = self._failures.get(key)
        if failures is None:
            return 0
        now = self._clock()
        while failures and failures[0] <= now - self.window:
            failures.popleft()
        if not failures:
            del self._failures[key]
            return 0
        if len(failures) < self.limit:
            return 0
        return max(1, int(failures[0] + self.window - now + 0.999))

    def fail(self, key: str) -> None:
        failures = self._failures.pop(key, None) or deque(maxlen=self.limit)
        failures.append(self._clock())
        self._failures[key] = failures
        while len(self._failures) > self._keys:
            self._failures.popitem(last=False)

    def __len__(self) -> int:
        return len(self._failures)


def throttle_keys(request: Request) -> list[str]:
    """What a wrong guess counts against: the device, when the browser has one, and the
    address (so that dropping the cookie does not reset the count)."""
    found = device_id(request)
    keys = [f"ip:{client_address(request)}"]
    if found:
        keys.append(f"device:{found}")
    return keys


def check_throttle(request: Request, throttle: Throttle) -> None:
    """``Rejected(429)`` while the request's device or address has failed too often."""
    wait = max(throttle.wait(key) for key in throttle_keys(request))
    if wait:
        raise Rejected(429, "too_many", retry_after=wait)


def count_failure(request: Request, throttle: Throttle) -> None:
    for key in throttle_keys(request):
        throttle.fail(key)
