"""Hearing other stations' changes as they commit (issue 17): ``LISTEN`` on the channel
every committed change is announced on (``postgres_schema.CHANNEL``).

A window on a shared database learns of another station's result from the server, in a
thread of its own with its own connection, instead of asking the server over the network
from its screen's thread. The thread calls ``on_change`` for every announcement (and once
after connecting again, when announcements may have been missed); the window then reads
its change mark (``Store.change_mark``) and refreshes what changed.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import psycopg

from mtrdesk.store.postgres.schema import CHANNEL

#: How long the thread listens before it looks whether it was asked to stop (seconds).
WAKE_SECONDS = 0.5
#: How long it waits before connecting again after the connection broke (seconds).
RETRY_SECONDS = 2.0
#: How long connecting may take.
CONNECT_SECONDS = 10
#: How the listening connection names itself to the server (pg_stat_activity).
APPLICATION = "mtrdesk-listen"


class ChangeListener:
    """A daemon thread listening on ``CHANNEL`` of the database at ``address``.

    ``on_change`` is called on the listening thread, with the change counter's new value
    ("" when connecting again: what was missed is unknown); it must only hand the news on
    (a queued Qt signal), never touch the screen. ``on_own``, when given, is called instead
    for the commits of the session ``own_session`` (its server process id): the station's
    own changes, which it has shown already (issue 33: a window on a server refreshed
    twice after "Pair next round"). ``stop`` ends the thread within ``WAKE_SECONDS``.
    """

    def __init__(
        self,
        address: str,
        on_change: Callable[[str], None],
        on_own: Callable[[str], None] | None = None,
        own_session: int | None = None,
    ) -> None:
        self._address = address
        self._on_change = on_change
        self._on_own = on_own
        self._own_session = own_session
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="mtrdesk-listen", daemon=True)
        #: Times connected (tests: a reconnection after the server dropped us).
        self.connections = 0

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stopped.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(WAKE_SECONDS * 4)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def _run(self) -> None:
        while not self._stopped.is_set():
            try:
                with psycopg.connect(
                    self._address,
                    autocommit=True,
                    connect_timeout=CONNECT_SECONDS,
                    application_name=APPLICATION,
                ) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self.connections += 1
                    if self.connections > 1:
                        self._on_change("")  # connected again: something may be missed
                    while not self._stopped.is_set():
                        for note in conn.notifies(timeout=WAKE_SECONDS):
                            self._heard(note.pid, note.payload)
            except psycopg.Error:
                self._stopped.wait(RETRY_SECONDS)

    def _heard(self, session: int, payload: str) -> None:
        """One announcement, from the server process ``session``: the station's own
        commit to ``on_own`` (when given), anybody else's to ``on_change``."""
        if self._on_own is not None and session == self._own_session:
            self._on_own(payload)
        else:
            self._on_change(payload)
