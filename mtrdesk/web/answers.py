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
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class _Kept:
    mark: object
    body: bytes
    gzipped: bytes | None
    media_type: str


class Answers:
    """The kept answers of one app."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._limit = limit
        self._kept: OrderedDict[_Key, _Kept] = OrderedDict()
        #: Answers being made now, by key: the mark they are made under and their end.
        self._making: dict[_Key, tuple[object, asyncio.Future[_Kept | None]]] = {}

    async def answer(self, request: Request, make: Callable[[], Awaitable[Response]]) -> Response:
        """The kept answer to ``request`` while the database has not changed, else
        ``make()``'s (kept when it can be)."""
        if chosen_language(request) is not None:
            return await make()  # the switch: its answer sets the cookie
        marks: ChangeMarks = request.app.state.marks
        mark = await marks.mark()  # one read for the whole room (web.marks)
        # Only what the routes read: other query values (a phone may add any) share
        # the answer instead of filling the kept ones with copies. Every ``round`` as
        # given: ``?round=`` is refused (``requests.round_query``), never the latest
        # round's page kept for no ``round`` at all.
        rounds = tuple(request.query_params.getlist("round"))
        key = (request.url.path, rounds, request_language(request))
        kept = self._kept.get(key)
        if kept is None or kept.mark != mark:
            making = self._making.get(key)
            if making is not None and making[0] == mark:
                made = await asyncio.shield(making[1])
                if made is None:  # that one was refused: so is this one, in its words
                    return await make()
                kept = made
            else:
                done: asyncio.Future[_Kept | None] = asyncio.get_running_loop().create_future()
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
                kept = _Kept(mark, body, gzipped, response.media_type or "text/plain")
                done.set_result(kept)
                self._kept[key] = kept
                while len(self._kept) > self._limit:
                    self._kept.popitem(last=False)
        if key in self._kept:
            self._kept.move_to_end(key)
        headers = {"cache-control": "no-store", "vary": "accept-encoding, accept-language, cookie"}
        if kept.gzipped is not None and "gzip" in request.headers.get("accept-encoding", ""):
            headers["content-encoding"] = "gzip"
            return Response(kept.gzipped, media_type=kept.media_type, headers=headers)
        return Response(kept.body, media_type=kept.media_type, headers=headers)


Handler = Callable[[Request], Awaitable[Response]]


def kept(make: Handler) -> Handler:
    """``make`` as a route whose answers are kept (the app's ``Answers``)."""

    async def handle(request: Request) -> Response:
        answers: Answers = request.app.state.answers
        return await answers.answer(request, lambda: make(request))

    return handle
