"""Answers kept until the database changes: between two changes, the pairings page that
1,000 phones ask for is made once and compressed once (issue 16: every phone in the room
loads the round at the moment it is posted).

An answer is kept under its request's path, round and language, with the database's change
mark read before it was made; a request under the same mark gets the kept bytes, gzip'd
for a browser that accepts it. While one request makes an answer, the others asking for
it under the same mark wait for that one instead of making it too (after a result, the
200 pages listening reload at once). Refusals, answers that set a cookie and anything but
a 200 are made afresh every time, and so is the language switch (it sets a cookie).

When the database changes, the answers asked for since they were made (at most ``HOT``,
the latest asked first) are made again at once under the new mark (``refresh``, called by
the live feed's watcher, ``web.live``), so that the room's phones find the new round or
result ready instead of the first of them waiting for it (issue 33). An answer nobody
asked for since the change before is not made until asked.
"""

from __future__ import annotations

import asyncio
import gzip
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from functools import partial

from starlette.datastructures import MutableHeaders
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import Scope

from mtrdesk.web.floor.guard import secure
from mtrdesk.web.language import chosen_language, request_language
from mtrdesk.web.marks import ChangeMarks

#: How many answers are kept (the oldest goes first): pages and rounds of a few events.
LIMIT = 256
#: Below this many bytes an answer is not worth compressing.
GZIP_FROM = 1024
#: At most this many answers made again at once after a change (``Answers.refresh``):
#: each page of each language the room has open (pairings, standings, the events).
HOT = 8


#: What an answer is kept under: the path, every ``round`` given, the language.
_Key = tuple[str, tuple[str, ...], str]
#: A kept route: the request's answer, made.
Handler = Callable[[Request], Awaitable[Response]]
#: The scope's entry for the change mark already read for this request (``web.fast``).
MARK = "mtrdesk.mark"
#: The scope's entry for the making this request was given (``Answers.claim``, by
#: ``web.wire``): it makes the answer while the requests after it wait for it.
MAKER = "mtrdesk.maker"
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

    __slots__ = ("_raw", "_sent", "body", "gzipped", "mark", "media_type")

    def __init__(self, mark: object, body: bytes, gzipped: bytes | None, media_type: str) -> None:
        self.mark = mark
        self.body = body
        self.gzipped = gzipped
        self.media_type = media_type
        self._raw: dict[bool, tuple[list[tuple[bytes, bytes]], bytes]] = {}
        self._sent: dict[bool, tuple[list[tuple[bytes, bytes]], list[tuple[bytes, bytes]]]] = {}

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

    def sent(self, zipped: bool) -> tuple[list[tuple[bytes, bytes]], list[tuple[bytes, bytes]]]:
        """``raw(zipped)``'s headers, and the security headers the app adds after them
        (``floor.guard.secure``: those it does not set itself), worked out once: the short
        way (``web.fast``) sends the first, a device cookie if any, then the second."""
        made = self._sent.get(zipped)
        if made is None:
            raw, _ = self.raw(zipped)
            headers = MutableHeaders(raw=list(raw))
            secure(headers)
            made = self._sent[zipped] = (list(raw), headers.raw[len(raw) :])
        return made


class Answers:
    """The kept answers of one app."""

    def __init__(self, limit: int = LIMIT) -> None:
        self._limit = limit
        self._kept: OrderedDict[_Key, Kept] = OrderedDict()
        #: Answers being made now, by key: the mark they are made under and their end.
        self._making: dict[_Key, tuple[object, asyncio.Future[Kept | None]]] = {}
        #: How each kept answer is made again (``refresh``): its route and its request's
        #: scope (path, query, headers: what its key and its language are read from).
        self._remakes: dict[_Key, tuple[Handler, Scope]] = {}
        #: The keys asked for since the last ``refresh``, latest last.
        self._asked: OrderedDict[_Key, None] = OrderedDict()
        #: Answers made so far (by a request or by ``refresh``), and by ``refresh``.
        self.made = 0
        self.refreshed = 0

    def knows(self, key: _Key) -> bool:
        """Whether an answer is kept or being made under ``key`` (whatever its mark)."""
        return key in self._kept or key in self._making

    async def ready(self, key: _Key, mark: object) -> Kept | None:
        """The answer kept under ``key`` made under ``mark``, once made if it is being
        made now; ``None`` when there is none, or its making was refused."""
        found = self.found(key, mark)
        if isinstance(found, asyncio.Future):
            return await asyncio.shield(found)
        return found

    def found(self, key: _Key, mark: object) -> Kept | asyncio.Future[Kept | None] | None:
        """``ready``'s answer without waiting: the kept answer, the end of its making now
        under ``mark`` (never cancel it: others wait for it), or ``None``."""
        self._note_asked(key)
        kept = self._kept.get(key)
        if kept is not None and kept.mark == mark:
            self._kept.move_to_end(key)
            return kept
        making = self._making.get(key)
        if making is not None and making[0] == mark:
            return making[1]
        return None

    def _note_asked(self, key: _Key) -> None:
        self._asked[key] = None
        self._asked.move_to_end(key)
        if len(self._asked) > self._limit:
            self._asked.popitem(last=False)

    async def refresh(self, mark: object) -> int:
        """Make again under ``mark`` (a change mark just read) the answers asked for since
        the last refresh and not made under it yet, at most ``HOT``, the latest asked
        first; how many were. A making that fails is left to the next request, which
        makes it and answers its failure itself."""
        asked, self._asked = self._asked, OrderedDict()
        hot = [
            key
            for key in reversed(asked)
            if key in self._remakes
            and (kept := self._kept.get(key)) is not None
            and kept.mark != mark
            and key not in self._making
        ][:HOT]
        for key in hot:
            handler, scope = self._remakes[key]
            request = Request({**scope, MARK: mark})
            try:
                await self.answer(request, partial(handler, request), handler, asked=False)
            except Exception:  # the next phone's request makes it and answers its failure
                continue
            self.refreshed += 1
        return len(hot)

    async def answer(
        self,
        request: Request,
        make: Callable[[], Awaitable[Response]],
        remake: Handler | None = None,
        *,
        asked: bool = True,
    ) -> Response:
        """The kept answer to ``request`` while the database has not changed, else
        ``make()``'s (kept when it can be); ``remake``: the route, to make it again
        after a change (``refresh``); ``asked``: by a phone (not by ``refresh``)."""
        if chosen_language(request) is not None:
            return await make()  # the switch: its answer sets the cookie
        mark = request.scope.pop(MARK, _UNREAD)
        if mark is _UNREAD:  # not read by web.fast: one read for the whole room (web.marks)
            marks: ChangeMarks = request.app.state.marks
            mark = await marks.mark()
        key = key_of(request)
        mine = request.scope.pop(MAKER, None)
        if asked:
            self._note_asked(key)
        kept = self._kept.get(key)
        if kept is None or kept.mark != mark:
            making = self._making.get(key)
            if making is not None and making[0] == mark and making[1] is not mine:
                made = await asyncio.shield(making[1])
                if made is None:  # that one was refused: so is this one, in its words
                    return await make()
                kept = made
            else:
                done: asyncio.Future[Kept | None] = (
                    mine
                    if mine is not None and making is not None and making[1] is mine
                    else asyncio.get_running_loop().create_future()
                )
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
                self.made += 1
                self._kept[key] = kept
                if remake is not None:
                    self._remakes[key] = (remake, dict(request.scope))
                while len(self._kept) > self._limit:
                    gone, _ = self._kept.popitem(last=False)
                    self._remakes.pop(gone, None)
        if mine is not None:
            self.release(key, mine, kept)
        if key in self._kept:
            self._kept.move_to_end(key)
        return kept.response(accepts_gzip(request))

    def claim(self, key: _Key, mark: object) -> asyncio.Future[Kept | None]:
        """A request that found nothing under ``mark`` (``found``) makes the answer the
        whole way, with the returned making in its scope (``MAKER``): the requests after
        it find that making and wait for it instead of each going the whole way too. Its
        end is set by ``answer``, or by ``release`` when the request never got there."""
        done: asyncio.Future[Kept | None] = asyncio.get_running_loop().create_future()
        self._making[key] = (mark, done)
        return done

    def release(self, key: _Key, done: asyncio.Future[Kept | None], kept: Kept | None) -> None:
        """The making ``done`` (``claim``) ends with ``kept`` if nothing ended it (``None``:
        those waiting make their own)."""
        if not done.done():
            done.set_result(kept)
        if self._making.get(key, (None, None))[1] is done:
            del self._making[key]


def kept(make: Handler) -> Handler:
    """``make`` as a route whose answers are kept (the app's ``Answers``)."""

    async def handle(request: Request) -> Response:
        answers: Answers = request.app.state.answers
        return await answers.answer(request, lambda: make(request), remake=make)

    return handle
