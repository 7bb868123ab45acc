"""An event file double-clicked while the window already has the database open.

A second ``mtrdesk FILE`` cannot open the database (``DatabaseInUse``: one window per
database file). Instead it hands the file to the window that has it: that window listens
on a local socket (``QLocalServer``; a named pipe on Windows) whose name comes from the
database file's path and the user, takes the path, imports it as if it had been opened
there (``app.OpenedFiles``) and comes to the front; the second process exits quietly.
When no window answers (an older mtrdesk, a stuck one), the second process says the
database is in use, as before.

The socket is for this user's own programs only (``UserAccessOption``); what arrives is a
path the window then reads like any file the organizer chose, refusals and all. A shared
database on a server has no socket: every window can open it, so a second one imports
the file itself.

QtNetwork loads only once the window is shown (``listen`` is called then) or a file is to
be handed over: the window's start does not wait for it.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

#: The most bytes one hand-over may send: plenty of paths, never an endless read.
MAX_MESSAGE = 64 * 1024
#: How long the second process waits for the window to connect and to answer.
WAIT_MS = 3000
ANSWER = b"ok\n"


def server_name(database: Path) -> str:
    """The socket's name for ``database``: the same for every path to the same file
    (resolved; case folded where the system ignores case), different per user."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError):  # no user name to be found: the home folder tells users apart
        user = str(Path.home())
    place = os.path.normcase(str(database.expanduser().resolve()))
    digest = hashlib.sha256(f"{user}\0{place}".encode()).hexdigest()[:24]
    return f"mtrdesk-{digest}"


def _message(paths: Sequence[Path]) -> bytes:
    """The paths, absolute (the window's working folder is not this process's), one a
    line, then an empty line."""
    return "".join(f"{p.absolute()}\n" for p in paths).encode("utf-8") + b"\n"


def _paths(data: bytes) -> list[Path]:
    text = data.decode("utf-8", errors="replace")
    return [Path(line) for line in text.split("\n") if line.strip()]


def hand_over(database: Path, paths: Sequence[Path]) -> bool:
    """Give ``paths`` to the window that has ``database`` open; True once it took them."""
    from PySide6.QtNetwork import QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(server_name(database))
    if not socket.waitForConnected(WAIT_MS):
        return False
    if sys.platform == "win32":  # let the window come to the front (we are the foreground)
        import ctypes

        ctypes.windll.user32.AllowSetForegroundWindow(-1)  # ASFW_ANY
    socket.write(_message(paths))
    socket.flush()
    answer = b""
    while len(answer) < len(ANSWER) and socket.waitForReadyRead(WAIT_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer.startswith(ANSWER)


class FileListener(QObject):
    """The window's end: takes the paths a second ``mtrdesk FILE`` hands over and gives
    each to ``receive`` (``OpenedFiles.add``: imported once the event loop gets to it)."""

    def __init__(self, receive: Callable[[Path], object]) -> None:
        super().__init__()
        self.receive = receive
        self.server: QLocalServer | None = None
        self.name: str | None = None
        self._read: dict[QLocalSocket, bytes] = {}

    def listen(self, database: Path | None) -> bool:
        """Listen for ``database`` (a file; ``None``, a server: stop listening). True
        when listening."""
        from PySide6.QtNetwork import QLocalServer

        self.close()
        if database is None:
            return False
        name = server_name(database)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            # A socket file left by a window that crashed (Unix): no window can be using
            # the name, as this one holds the database's lock. Remove it and try again.
            QLocalServer.removeServer(name)
            if not server.listen(name):
                server.deleteLater()
                return False
        server.newConnection.connect(self._accept)
        self.server, self.name = server, name
        return True

    def close(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server.deleteLater()
        self.server = self.name = None

    def _accept(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._read[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._take(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            if socket.bytesAvailable():
                self._take(socket)

    def _take(self, socket: QLocalSocket) -> None:
        if socket not in self._read:
            return
        data = self._read[socket] + bytes(socket.readAll().data())
        if len(data) > MAX_MESSAGE:
            socket.abort()
            self._forget(socket)
            return
        self._read[socket] = data
        if not data.endswith(b"\n\n") and data != b"\n":
            return  # more to come
        del self._read[socket]
        socket.write(ANSWER)
        socket.flush()
        socket.disconnectFromServer()
        for path in _paths(data):
            self.receive(path)

    def _forget(self, socket: QLocalSocket) -> None:
        self._read.pop(socket, None)
        socket.deleteLater()
