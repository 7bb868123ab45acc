"""The short way for a whole room of phones (issue 33, item 5): a GET whose answer is
kept (``web.answers``) under the change mark read after it arrived is sent from the kept
bytes here, before Starlette's middleware, routing and response objects; anything else
goes the whole way, with the mark already read (``answers.MARK``), so that a room costs
one read of it (``web.marks``) however it is answered.

The answer is the one the whole way gives, header for header: the kept answer's own
headers (``Kept.raw``), the device cookie of a browser that has none
(``floor.guard.assign_device``, as ``Devices`` sets it) and the security headers
(``floor.guard.secure``, as ``Secured`` adds them), in that order. The language
(``?lang=``, its cookie, ``Accept-Language``) picks the kept answer by the same key; the
switch (``?lang=``) sets a cookie and is never kept, so it goes the whole way. Only
reading routes are kept, and a refusal never is: a bad address or a write never takes
the short way.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from mtrdesk.web.answers import MAKER, MARK, Answers, Kept, accepts_gzip, key_of
from mtrdesk.web.floor.guard import assign_device
from mtrdesk.web.language import chosen_language
from mtrdesk.web.marks import ChangeMarks


class KeptFirst:
    """The app's first middleware: kept answers sent at once, the rest passed on."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        #: Answers sent the short way (a benchmark's and the tests' count).
        self.sent = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET":
            await self.app(scope, receive, send)
            return
        if MARK in scope:  # found not kept under the mark (web.wire), maybe to make it
            maker = scope.get(MAKER)
            try:
                await self.app(scope, receive, send)
            finally:
                if maker is not None and not maker.done():  # the making never got there
                    room: Answers = scope["app"].state.answers
                    room.release(key_of(Request(scope)), maker, None)
            return
        request = Request(scope)
        answers: Answers = request.app.state.answers
        if chosen_language(request) is not None:
            await self.app(scope, receive, send)
            return
        key = key_of(request)
        if not answers.knows(key):  # not a kept route, or not asked yet: no read here
            await self.app(scope, receive, send)
            return
        marks: ChangeMarks = request.app.state.marks
        try:
            mark = await marks.mark()
        except Exception:  # the whole way reads it again and answers its failure
            await self.app(scope, receive, send)
            return
        kept = await answers.ready(key, mark)
        if kept is None:  # changed, and nobody is making it: this request makes it
            scope[MARK] = mark
            await self.app(scope, receive, send)
            return
        self.sent += 1
        headers, body = kept_answer(request, kept)
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send({"type": "http.response.body", "body": body})


def kept_answer(request: Request, kept: Kept) -> tuple[list[tuple[bytes, bytes]], bytes]:
    """The headers and body the whole way gives ``request`` for ``kept``: its own
    headers (gzip'd when the phone accepts it), the device cookie of a browser that has
    none, then the security headers. The one rule of ``KeptFirst`` and ``web.wire``."""
    zipped = accepts_gzip(request)
    _, body = kept.raw(zipped)
    own, secured = kept.sent(zipped)
    cookie = assign_device(request)
    if cookie is None:
        return own + secured, body
    # As MutableHeaders.append writes it.
    return [*own, (b"set-cookie", cookie.encode("latin-1")), *secured], body
