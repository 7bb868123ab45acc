"""Answers kept until the database changes: between two changes, the pairings page that
1,000 phones ask for is made once and compressed once (issue 16: every phone in the room
loads the round at the moment it is posted).

An answer is kept under its request's path, round and language, with the database's change
mark read before it was made; a request under the same mark gets the kept bytes, gzip'd
for a browser that accepts it. While one request makes an answer, the others asking for
it under the same mark wait for that one instead of making it too (after a result, the
200 pages listening reload at once). Refusals, answers that set a cookie and anything but
a 200 are made afresh every time, and so is the language switch (it sets a cookie).
"""

from __future__ import annotations

import asyncio
import gzip
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import Response

from mtrdesk.web.language import chosen_language, request_language
from mtrdesk.web.marks import ChangeMarks

#: How many answers are kept (the oldest goes first): pages and rounds of a few events.
LIMIT = 256
#: Below this many bytes an answer is not worth compressing.
GZIP_FROM = 1024


#: What an answer is kept under: the path, every ``round`` given, the language.
_Key = tuple[str, tuple[str, ...], str]
#: The scope's entry for the change mark already read for this request (``web.fast``).
MARK = "mtrdesk.mark"
_UNREAD = object()
#: Headers of every kept answer.
_HEADERS = {"cache-control": "no-store", "vary": "accept-encoding, accept-language, cookie"}


def key_of(request: Request) -> _Key:
    """What ``request``'s answer is kept under. Only what the routes read: other query
    values (a phone may add any) share the answer instead of filling the kept ones with
    copies. Every ``round`` as given: ``?round=`` is refused (``requests.round_query``),
    never the latest round's page kept for no ``round`` at all."""
    rounds = tuple(request.query_params.getlist("round"))
    return (request.url.path, rounds, request_language(request))


def accepts_gzip(request: Request) -> bool:
    return "gzip" in request.headers.get("accept-encoding", "")


class Kept:
    """One kept answer: the mark it was made under, its body (and gzip'd), and the
    status line's headers of each, made once (``web.fast`` sends them as they are)."""

    __slots__ = ("_raw", "body", "gzipped", "mark", "media_type")

    def __init__(self, mark: object, body: bytes, gzipped: bytes | None, media_type: str) -> None:
        self.mark = mark
        self.body = body
        self.gzipped = gzipped
        self.media_type = media_type
        self._raw: dict[bool, tuple[list[tuple[bytes, bytes]], bytes]] = {}

    def response(self, zipped: bool) -> Response:
        """The answer, gzip'd when ``zipped`` and worth it."""
        headers = dict(_HEADERS)
        if zipped and self.gzipped is not None:
            headers["content-encoding"] = "gzip"
            return Response(self.gzipped, media_type=self.media_type, headers=headers)
        return Response(self.body, media_type=self.media_type, headers=headers)

    def raw(self, zipped: bool) -> tuple[list[tuple[bytes, bytes]], bytes]:
        """``response(zipped)``'s headers and body as an ASGI server is sent them."""
        made = self._raw.get(zipped)
        if made is None:
            response = self.response(zipped)
            made = self._raw[zipped] = (response.raw_headers, bytes(response.body))
        return made


class Answers:
    """The kept answers of one app."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._limit = limit
        self._kept: OrderedDict[_Key, Kept] = OrderedDict()
        #: Answers being made now, by key: the mark they are made under and their end.
        self._making: dict[_Key, tuple[object, asyncio.Future[Kept | None]]] = {}

    def knows(self, key: _Key) -> bool:
        """Whether an answer is kept or being made under ``key`` (whatever its mark)."""
        return key in self._kept or key in self._making

    async def ready(self, key: _Key, mark: object) -> Kept | None:
        """The answer kept under ``key`` made under ``mark``, once made if it is being
        made now; ``None`` when there is none, or its making was refused."""
        kept = self._kept.get(key)
        if kept is not None and kept.mark == mark:
            self._kept.move_to_end(key)
            return kept
        making = self._making.get(key)
        if making is not None and making[0] == mark:
            return await asyncio.shield(making[1])
        return None

    async def answer(self, request: Request, make: Callable[[], Awaitable[Response]]) -> Response:
        """The kept answer to ``request`` while the database has not changed, else
        ``make()``'s (kept when it can be)."""
        if chosen_language(request) is not None:
            return await make()  # the switch: its answer sets the cookie
        mark = request.scope.pop(MARK, _UNREAD)
        if mark is _UNREAD:  # not read by web.fast: one read for the whole room (web.marks)
            marks: ChangeMarks = request.app.state.marks
            mark = await marks.mark()
        key = key_of(request)
        kept = self._kept.get(key)
        if kept is None or kept.mark != mark:
            making = self._making.get(key)
            if making is not None and making[0] == mark:
                made = await asyncio.shield(making[1])
                if made is None:  # that one was refused: so is this one, in its words
                    return await make()
                kept = made
            else:
                done: asyncio.Future[Kept | None] = asyncio.get_running_loop().create_future()
                self._making[key] = (mark, done)
                try:
                    response = await make()
                except BaseException:
                    done.set_result(None)  # those waiting make their own
                    raise
                finally:
                    if self._making.get(key, (None, None))[1] is done:
                        del self._making[key]
                if response.status_code != 200 or "set-cookie" in response.headers:
                    done.set_result(None)
                    return response
                body = bytes(response.body)
                gzipped = gzip.compress(body, 6) if len(body) >= GZIP_FROM else None
                kept = Kept(mark, body, gzipped, response.media_type or "text/plain")
                done.set_result(kept)
                self._kept[key] = kept
                while len(self._kept) > self._limit:
                    self._kept.popitem(last=False)
        if key in self._kept:
            self._kept.move_to_end(key)
        return kept.response(accepts_gzip(request))


Handler = Callable[[Request], Awaitable[Response]]


def kept(make: Handler) -> Handler:
    """``make`` as a route whose answers are kept (the app's ``Answers``)."""

    async def handle(request: Request) -> Response:
        answers: Answers = request.app.state.answers
        return await answers.answer(request, lambda: make(request))

    return handle
