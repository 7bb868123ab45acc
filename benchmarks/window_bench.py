"""The real main window on a big event, offscreen, for the window benchmarks.

``WindowBench(fixture)`` opens a private copy's services (automatic backups in the same
temporary folder, never the organizer's data folder) and makes windows on it with their
own settings file. ``settle`` runs the event loop until what a change queued has run
(repaints, a one-frame debounce). A dialog that opens while a benchmark runs would wait
for a click nobody gives: ``ModalGuard`` closes it and the benchmark stops with its title.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from types import TracebackType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from mtrdesk.services import Services
from mtrdesk.ui.app import application
from mtrdesk.ui.window.main_window import MainWindow

#: Event-loop passes that make up "idle": the first runs what is queued (slots, layout,
#: paint), the next what that queued for the next frame (a zero-millisecond timer).
SETTLE_PASSES = 3


def settle(app: QApplication) -> None:
    """Run the event loop until what is queued now, and what that queues, has run."""
    for _ in range(SETTLE_PASSES):
        app.sendPostedEvents()
        app.processEvents()


def app() -> QApplication:
    """The application, as the window's start-up makes it."""
    return application()


class ModalGuard:
    """Closes any dialog that opens while it is active and remembers its text."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.seen: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(50)
        self.timer.timeout.connect(self._close)

    def _close(self) -> None:
        widget = self.app.activeModalWidget()
        if widget is None:
            return
        text = widget.text() if isinstance(widget, QMessageBox) else ""
        self.seen.append(f"{widget.windowTitle()}: {text}".strip())
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()

    def check(self) -> None:
        """Stop the benchmark if a dialog interfered."""
        if self.seen:
            raise SystemExit(f"a dialog opened during the benchmark: {self.seen}")

    def __enter__(self) -> ModalGuard:
        self.timer.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.timer.stop()


def open_services(database: Path, seed: int = 1) -> Services:
    """The database's services; the automatic backups go beside it."""
    return Services.open(database, rng=random.Random(seed), backups=database.parent / "backups")


def new_window(services: Services, settings_file: Path, tab: str | None = "rounds") -> MainWindow:
    """A shown main window with its own settings; ``tab``: ``rounds``, ``players``, or
    ``None`` for the one the settings remember."""
    window = MainWindow(services, QSettings(str(settings_file), QSettings.Format.IniFormat))
    window.show()
    shown: dict[str, QWidget] = {"rounds": window.rounds_tab, "players": window.players_tab}
    if tab is not None:
        window.tabs.setCurrentWidget(shown[tab])
    return window


def close_window(app: QApplication, window: MainWindow) -> None:
    """Close the window and let Qt delete it before the next one is made."""
    window.close()
    window.deleteLater()
    # Outside ``exec()`` Qt deletes only when asked: the closed window must not linger.
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    settle(app)
