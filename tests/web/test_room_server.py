"""The server a room of phones meets (issue 33, item 5): uvicorn reads HTTP with httptools
(C, locked in pyproject.toml), not the pure-Python h11; and a room connecting at the same
instant is let in by the kernel: the socket ``mtrdesk serve`` and Open to phones listen on
queues 1,000 connections (``web.serve.BACKLOG``). With a queue of 128 the kernel dropped
every phone's connection beyond it, and each of those phones waited for its own retry (a
second or more) before the server even saw it. Loopback only; nothing is accepted while
the phones connect, as when the server is busy with the first ones."""

from __future__ import annotations

import contextlib
import select
import socket

import pytest

from mtrdesk.web.serve import BACKLOG, bind, server_config

PHONES = 300


def test_the_server_reads_http_in_c() -> None:
    """``serve`` and Open to phones take httptools: uvicorn picks it when installed, and
    the lock installs it (``build/dev``); h11 cost ~0.2 ms of a request's ~0.55 ms."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:
        pytest.fail("httptools is locked (requirements.txt) but not installed: run build/dev")

    config = server_config(lambda scope, receive, send: None)  # type: ignore[arg-type,return-value]
    config.load()
    assert config.http_protocol_class is HttpToolsProtocol


def test_a_room_connecting_at_once_is_queued_not_dropped() -> None:
    listening = bind("127.0.0.1", 0)
    phones: list[socket.socket] = []
    try:
        address = listening.getsockname()
        for _ in range(PHONES):
            phone = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            phone.setblocking(False)
            with contextlib.suppress(BlockingIOError):
                phone.connect(address)
            phones.append(phone)
        pending = list(phones)
        connected = 0
        # Connected ones become writable at once; a dropped one waits for its retry
        # (1 s), well past this bound.
        for _ in range(20):
            if not pending:
                break
            _, ready, _ = select.select([], pending, [], 0.05)
            for phone in ready:
                if phone.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
                    connected += 1
                pending.remove(phone)
        assert connected == PHONES, f"{connected} of {PHONES} connected (backlog {BACKLOG})"
    finally:
        for phone in phones:
            phone.close()
        listening.close()
