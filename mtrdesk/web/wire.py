"""The short way on the wire (issue 33, item 5): a kept answer (``web.answers``) written
to the phone's connection by the HTTP protocol itself, as soon as the change mark read
after the request arrived (``web.marks``) says it is current, without the task, the ASGI
messages and Starlette's layers a request otherwise costs (about a third of a kept
answer's CPU time in a room of 1,000 phones at once).

``kept_wire(app)`` is uvicorn's httptools protocol for ``app``: a GET whose answer is kept,
or being made, under its path, round and language waits on the shared read of the mark
(a callback, not a task) and then gets, byte for byte, what ``web.fast.KeptFirst`` would
send it (``fast.kept_answer``), written in one piece. Anything else, and a kept answer
not current under the mark, goes to uvicorn and the app as before, with the mark read
(``answers.MARK``), so that a room still costs one read of it. The switch of language
(``?lang=``) sets a cookie and always goes the whole way.
"""

from __future__ import annotations

import asyncio
from functools import partial
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request

from mtrdesk.web.answers import MAKER, MARK, Answers, Kept, key_of
from mtrdesk.web.fast import kept_answer
from mtrdesk.web.language import chosen_language
from mtrdesk.web.marks import ChangeMarks

try:
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle
except ImportError:  # httptools not installed: uvicorn's own choice, the whole way
    HttpToolsProtocol = None  # type: ignore[assignment,misc]

_STATUS_LINE = b"HTTP/1.1 200 OK\r\n"


def kept_wire(app: Starlette) -> type[asyncio.Protocol] | str:
    """The protocol uvicorn serves ``app`` with (``uvicorn.Config(http=...)``): this
    short way for an app that keeps answers, else uvicorn's own choice."""
    if HttpToolsProtocol is None or not hasattr(app.state, "answers"):
        return "auto"
    return type("KeptWire", (_KeptWire,), {"kept_app": app})


if HttpToolsProtocol is not None:

    class _KeptWire(HttpToolsProtocol):
        """uvicorn's httptools protocol, kept answers written at once (``kept_wire``)."""

        kept_app: Starlette
        #: Answers sent the short way (the tests' and a benchmark's count).
        sent = 0

        def _start_asgi_task(self, cycle: RequestResponseCycle, app: Any) -> None:
            scope: Any = cycle.scope
            if scope["method"] != "GET" or MARK in scope:
                super()._start_asgi_task(cycle, app)
                return
            try:
                request = Request(scope)
                answers: Answers = self.kept_app.state.answers
                key = key_of(request)
                short = chosen_language(request) is None and answers.knows(key)
            except Exception:  # whatever it is, the whole way answers it, in words
                short = False
            if not short:
                super()._start_asgi_task(cycle, app)
                return
            marks: ChangeMarks = self.kept_app.state.marks
            marks.reading().add_done_callback(partial(self._marked, cycle, app, request, key))

        def _marked(
            self,
            cycle: RequestResponseCycle,
            app: Any,
            request: Request,
            key: Any,
            reading: asyncio.Future[object],
        ) -> None:
            """The mark is read: the kept answer, or the whole way (which answers a failed
            read itself)."""
            if reading.cancelled() or reading.exception() is not None:
                super()._start_asgi_task(cycle, app)
                return
            mark = reading.result()
            answers: Answers = self.kept_app.state.answers
            found = answers.found(key, mark)
            if isinstance(found, asyncio.Future):  # being made: sent once made
                found.add_done_callback(partial(self._made, cycle, app, request, mark))
                return
            if found is None:  # this one makes it; the next ones wait for it
                cycle.scope[MAKER] = answers.claim(key, mark)  # type: ignore[literal-required]
            self._answer(cycle, app, request, mark, found)

        def _made(
            self,
            cycle: RequestResponseCycle,
            app: Any,
            request: Request,
            mark: object,
            making: asyncio.Future[Kept | None],
        ) -> None:
            kept = None if making.cancelled() else making.result()
            self._answer(cycle, app, request, mark, kept)

        def _answer(
            self,
            cycle: RequestResponseCycle,
            app: Any,
            request: Request,
            mark: object,
            kept: Kept | None,
        ) -> None:
            """``kept`` written to the connection, as uvicorn writes an answer and ends
            its cycle; without one, the whole way with the mark read."""
            if kept is None:
                cycle.scope[MARK] = mark  # type: ignore[literal-required]
                super()._start_asgi_task(cycle, app)
                return
            if cycle.disconnected or self.transport.is_closing():
                return  # the phone hung up while the mark was read
            try:
                headers, body = kept_answer(request, kept)
            except Exception:  # whatever it is, the whole way answers it, in words
                cycle.scope[MARK] = mark  # type: ignore[literal-required]
                super()._start_asgi_task(cycle, app)
                return
            parts = [_STATUS_LINE]
            for name, value in [*self.server_state.default_headers, *headers]:
                parts += [name, b": ", value, b"\r\n"]
            if not cycle.keep_alive:
                parts.append(b"connection: close\r\n")
            parts += [b"\r\n", body]
            type(self).sent += 1
            self.transport.write(b"".join(parts))
            cycle.response_started = cycle.response_complete = True
            cycle.waiting_for_100_continue = False
            cycle.message_event.set()
            if not cycle.keep_alive:
                self.transport.close()
            cycle.on_response()
