"""Changes committed by another connection to the window's database reach the window
(issue 16: a result reported from a phone shows within 2 s, without a click).

The web server beside the window writes through a connection of its own
(``Services.beside``); the window learns of its commits by reading its own store's change
mark (``Store.change_mark``) every ``INTERVAL`` ms. Only SQLite's ``data_version`` in it
counts here: it moves on another connection's commit, never on the window's own (those
come back as ``Changes`` from the use case and are broadcast already). A tick that finds
nothing new costs one ``PRAGMA data_version`` and nothing else, whatever the event's size.
On a shared PostgreSQL database (issue 17) the mark is the server's count of committed
changes, one small query a tick; it moves on every station's commit, this window's own
too.

On a shared PostgreSQL server (issue 17) the server announces each commit (LISTEN/NOTIFY,
``store.postgres.listen``): the window checks as soon as it hears one (``follow``), and
reads the mark on the timer only every ``LISTENING_INTERVAL`` as a backstop. The server
names the session that committed: the window's own commit, already shown, is taken as
seen when it directly follows what was seen, as on SQLite (issue 33: it cost a second
refresh of a round just paired); another station's commit in between is refreshed for.

When it moved, the window refreshes as after its own changes, with ``FROM_ELSEWHERE``:
what the floor can change. While a modal dialog is open (a correction being confirmed,
a message) nothing is refreshed under it: the change waits for the next tick after it
closes. A refresh that took long (the Standings tab on screen at a 4,096-player event:
about 0.25 s) is not followed by another for ``REST`` times as long, so that phones
reporting every second never keep the window busy more than a quarter of the time; what
they commit meanwhile is taken in one refresh.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from mtrdesk.core.refusal import Refusal
from mtrdesk.services import Changes, Services

#: Milliseconds between two reads of the change mark: a phone's report shows within a
#: second (issue 16 asks for 2 s).
INTERVAL = 500
#: After a refresh that took t seconds, the next one waits at least REST × t.
REST = 3.0
#: On a shared server the server announces each commit (``follow``): the timer then only
#: backs that up, and the screen's thread asks the server over the network less often.
LISTENING_INTERVAL = 5000
#: Starts hearing a server's announcements (``Services.listen_for_changes``): called with
#: what to do on each, and on each of the window's own commits; returns what stops it, or
#: None where nothing is announced (a file).
Listen = Callable[[Callable[[str], None], Callable[[str], None]], Callable[[], None] | None]

#: What a commit from elsewhere may have changed: the floor reports results, staff accept
#: or set them aside, judges add time extensions and deck checks. Results without named
#: matches: the rounds tab finds which results of the round on screen moved (one query,
#: ``SwissRounds._changed_on_screen``) and repaints those rows and the extensions, or
#: reads the round again when another round moved; the pairing notes, the widths and the
#: round chosen stay. The floor registers, drops and pairs no one, so players and pairings
#: are left out (they would recompute every pairing note and jump to the latest round);
#: another station on a shared database does, and the window adds them when the open
#: event's counts say so (``MainWindow.take_from_elsewhere``, issue 17). Phones register
#: (issue 30): ``registrations`` re-reads the Players tab's registrations panel; one
#: accepted at once is an entry, which the counts catch as players.
FROM_ELSEWHERE = Changes(
    results=True,
    standings=True,
    events=True,
    playoff=True,
    decklists=True,
    reports=True,
    registrations=True,  # phones register, withdraw, move up (issue 30)
)


def others_commits(mark: tuple[object, ...]) -> tuple[object, ...]:
    """The part of ``Store.change_mark`` that moves on another connection's commit: the
    connection and SQLite's ``data_version`` (``store.transactions.data_mark``); the rest
    counts this connection's own writes."""
    return mark[:2]


def modal_open() -> bool:
    """Whether a modal dialog is open in this application."""
    return QApplication.activeModalWidget() is not None


class OutsideChanges(QObject):
    """Polls ``mark`` (the window's ``Store.change_mark``) and calls ``refresh`` once per
    batch of commits made elsewhere.

    ``check`` is the whole poll, called by the timer and by tests (with a fake mark);
    ``busy`` says when a refresh must wait (a modal dialog open). On a shared server,
    ``follow`` checks as soon as the server announces a commit."""

    #: Emitted on the listening thread for each announcement; runs ``check`` here.
    heard = Signal()
    heard_own = Signal(str)

    def __init__(
        self,
        mark: Callable[[], tuple[object, ...]],
        refresh: Callable[[], object],
        parent: QObject | None = None,
        *,
        busy: Callable[[], bool] = modal_open,
        interval: int = INTERVAL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``clock``: seconds, for the rest after a long refresh (tests: a fake)."""
        super().__init__(parent)
        self._mark = mark
        self._refresh = refresh
        self._busy = busy
        self._clock = clock
        #: No refresh before this time (``clock``): the rest after the last one.
        self._rested = clock()
        self._seen = self._read()
        #: How many refreshes the commits of others caused (tests, the report).
        self.refreshes = 0
        self.timer = QTimer(self)
        self.timer.setInterval(interval)
        self.timer.timeout.connect(self.check)
        self._stop_listening: Callable[[], None] | None = None
        self.heard.connect(self.check)  # queued: emitted on the listening thread
        self.heard_own.connect(self._own_commit)
        #: A check put off (a dialog open, the rest after a long refresh) comes back by
        #: itself, not only at the next tick (a long one while the server announces).
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.timeout.connect(self.check)

    def start(self) -> None:
        self._seen = self._read()
        self.timer.start()

    def follow(self, listen: Listen) -> bool:
        """Check as each commit is announced (LISTEN/NOTIFY, issue 17), the timer only
        every ``LISTENING_INTERVAL`` as a backstop; whether anything is announced."""
        stop = listen(self._announced, self._announced_own)
        if stop is None:
            return False
        self._stop_listening = stop
        self.timer.setInterval(LISTENING_INTERVAL)
        self.destroyed.connect(stop)
        return True

    def _announced(self, _payload: str) -> None:
        """On the listening thread: hand the news to this object's thread."""
        try:
            self.heard.emit()
        except RuntimeError:  # this object is gone (the window closed): stop hearing
            if self._stop_listening is not None:
                self._stop_listening()

    def _announced_own(self, payload: str) -> None:
        """On the listening thread: the window's own commit, counted ``payload``."""
        try:
            self.heard_own.emit(payload)
        except RuntimeError:  # this object is gone (the window closed): stop hearing
            if self._stop_listening is not None:
                self._stop_listening()

    def _own_commit(self, payload: str) -> None:
        """The window's own commit, announced as the server counted it: its use case's
        ``Changes`` showed it already, so it is taken as seen when it is the very next
        count after what was seen (issue 33: it cost a second refresh of the round just
        paired). Anything else (another station's commit between) is checked as usual."""
        seen = self._seen
        count = int(payload) if payload.isdigit() else None
        if count is not None and seen is not None and len(seen) == 2 and seen[1] == count - 1:
            self._seen = (seen[0], count)
            return
        self.check()

    def stop(self) -> None:
        self.timer.stop()
        self._later.stop()
        if self._stop_listening is not None:
            stop, self._stop_listening = self._stop_listening, None
            stop()

    def _read(self) -> tuple[object, ...] | None:
        try:
            return others_commits(self._mark())
        except Refusal:  # the database closed or unreadable for a moment: next tick
            return None

    def check(self) -> bool:
        """Refresh if another connection committed since the last refresh (nothing modal
        open, the last refresh rested from); whether it refreshed."""
        now = self._read()
        if now is None or now == self._seen:
            return False
        if self._busy():
            self._later.start(INTERVAL)
            return False
        started = self._clock()
        if started < self._rested:  # taken in later, with whatever comes meanwhile
            self._later.start(max(1, int((self._rested - started) * 1000)))
            return False
        self._seen = now
        self.refreshes += 1
        self._refresh()
        ended = self._clock()
        self._rested = ended + REST * (ended - started)
        return True


class EventCounts:
    """What only another station does to the open event, read from its summary (once per
    change of the database): players registered or dropped (the player lists), a round
    paired or the playoff started (the rounds tab shows the new round)."""

    def __init__(self, services: Services, open_event: Callable[[], int | None]) -> None:
        self.services = services
        self.open_event = open_event
        self._counted: tuple[object, ...] | None = None  # ``_counts`` at the last look

    def note(self) -> None:
        """Another event is open: count from it."""
        self._counted = self._counts()

    def taken(self) -> Changes:
        """What to take as changed after a commit made elsewhere: what the floor changes
        (``FROM_ELSEWHERE``), and what the open event's counts say moved since the last
        look."""
        changes = FROM_ELSEWHERE
        counted, before = self._counts(), self._counted
        self._counted = counted
        if before is not None and counted is not None and counted[0] == before[0]:
            if counted[1] != before[1]:
                changes = changes | Changes(players=True)
            if counted[2] != before[2]:
                changes = changes | Changes(pairings=True)
        return changes

    def _counts(self) -> tuple[object, ...] | None:
        """(event, its players and teams, its rounds and stage) from the open event's
        summary; None without an event."""
        event_id = self.open_event()
        if event_id is None:
            return None
        try:
            summary = self.services.events.get(event_id)
        except Refusal:  # deleted elsewhere, or the database out of reach for a moment
            return None
        players = (summary.player_count, summary.active_count)
        teams = (summary.team_count, summary.active_teams)
        return (summary.id, (players, teams), (summary.rounds_paired, summary.stage))
