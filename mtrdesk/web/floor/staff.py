"""Judges signed in on the web server (issue 16): sessions kept in the server's memory.

A judge signs in for one event with its staff PIN (or this server run's ``--staff-pin``)
and their name. The session is a random token: in an HttpOnly, SameSite=Strict cookie for
a browser, or sent as ``Authorization: Bearer`` by a program. It ends after ``LIFETIME``
whatever happens, after ``IDLE`` without use, on sign-out, and when the event's PIN is
changed (the session keeps a digest of the PIN it was opened with, compared at each use).
The clock is injectable for tests.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

#: The session cookie of a browser.
STAFF_COOKIE = "staff"
#: A session ends this long after sign-in, used or not (a long event day).
LIFETIME = 12 * 3600.0
#: And this long after its last use.
IDLE = 2 * 3600.0
#: Sessions kept at most (the oldest go first).
MOST = 1024
#: The longest judge's name taken (the audit log names them).
NAME_LIMIT = 40


def pin_digest(pin: str) -> str:
    return hashlib.sha256(pin.encode()).hexdigest()


@dataclass
class StaffSession:
    token: str
    event_id: int
    name: str
    device: str
    #: The digest of the event PIN signed in with; ``None``: the server's ``--staff-pin``.
    pin: str | None
    started: float
    used: float


class StaffSessions:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._sessions: OrderedDict[str, StaffSession] = OrderedDict()

    def open(self, event_id: int, name: str, device: str, pin: str | None) -> StaffSession:
        now = self._clock()
        session = StaffSession(
            secrets.token_urlsafe(32),
            event_id,
            name,
            device,
            None if pin is None else pin_digest(pin),
            now,
            now,
        )
        self._sessions[session.token] = session
        while len(self._sessions) > MOST:
            self._sessions.popitem(last=False)
        return session

    def find(self, token: str | None) -> StaffSession | None:
        """The live session of ``token`` (its last use now), else ``None`` (an expired
        one is forgotten)."""
        if not token or len(token) > 100:
            return None
        session = self._sessions.get(token)
        if session is None:
            return None
        now = self._clock()
        if now - session.started >= LIFETIME or now - session.used >= IDLE:
            del self._sessions[token]
            return None
        session.used = now
        return session

    def close(self, token: str) -> None:
        self._sessions.pop(token, None)

    def __len__(self) -> int:
        return len(self._sessions)


def clean_name(text: str) -> str | None:
    """A judge's name as typed (blanks folded), or ``None`` when empty, too long or
    holding control characters."""
    name = " ".join(text.split())
    if not name or len(name) > NAME_LIMIT or any(not c.isprintable() for c in name):
        return None
    return name
