"""The progress dialog of every long wait in the window (issue 31): what is being done, how
far, and Cancel where cancelling loses nothing.

``WorkProgress.step`` is a ``core.progress.Progress``: the services call it as their work
goes on (``core.progress.Steps`` does so every few hundred rows, so the window repaints at
a bounded rate), and it answers ``False`` once Cancel was pressed; the service then raises
``Cancelled`` inside its transaction, which rolls back. Work that has committed, or cannot
be undone half-way, gets no Cancel (``cancellable=False``). The dialog is window-modal and
shows after half a second, so a short wait shows nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from types import TracebackType
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from mtrdesk.core.progress import Cancelled, Progress

T = TypeVar("T")

#: How long work runs before its dialog appears (ms): a wait under a second flashes nothing.
SHOW_AFTER_MS = 500


class WorkProgress:
    """One long wait's dialog: ``title`` names the action, ``label`` what is being done.
    Until the first ``step`` with a total it is a busy bar; then it counts."""

    def __init__(
        self, parent: QWidget | None, title: str, label: str, cancellable: bool = True
    ) -> None:
        self.dialog = QProgressDialog(label, "", 0, 0, parent)
        self.dialog.setObjectName("workProgress")
        if cancellable:
            self.dialog.setCancelButtonText(QCoreApplication.translate("Progress", "Cancel"))
        else:
            self.dialog.setCancelButton(None)
        self.dialog.setWindowTitle(title)
        self.dialog.setWindowModality(Qt.WindowModality.WindowModal)
        self.dialog.setMinimumDuration(SHOW_AFTER_MS)
        self.dialog.setAutoReset(False)
        self.dialog.setAutoClose(False)
        #: Every ``(done, total)`` told so far, for a test to see the dialog advance.
        self.told: list[tuple[int, int]] = []

    def say(self, label: str) -> None:
        """Another stage of the same work: a new sentence, counting from 0 again."""
        self.dialog.setLabelText(label)
        self.dialog.setValue(0)

    def step(self, done: int, total: int) -> bool:
        """How far the work is; ``False`` once the organizer pressed Cancel."""
        self.told.append((done, total))
        if self.dialog.maximum() != total:
            self.dialog.setMaximum(total)
        # Once shown, the window-modal dialog handles its Cancel click in ``setValue``;
        # before, the window still paints and timers run, but no click reaches the window
        # (its buttons must not start another change in the middle of this one).
        self.dialog.setValue(min(done, total))
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
        return not self.dialog.wasCanceled()

    def close(self) -> None:
        self.dialog.close()
        self.dialog.deleteLater()

    def __enter__(self) -> WorkProgress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()


def with_progress(
    parent: QWidget | None,
    title: str,
    label: str,
    work: Callable[[Progress], T],
    cancellable: bool = True,
) -> T | None:
    """``work(step)`` under a ``WorkProgress``; ``None`` when Cancel stopped it (the service
    rolled back). The dialog is closed before a refusal leaves, so ``ui.errors.attempt``
    shows its sentence over the window, not over a stalled progress bar."""
    with WorkProgress(parent, title, label, cancellable) as progress:
        try:
            return work(progress.step)
        except Cancelled:
            return None


#: How often (s) the window repaints and the dialog looks for its Cancel while work runs
#: on a thread of its own.
POLL_S = 0.05


def in_background(
    parent: QWidget | None, title: str, label: str, work: Callable[[], T]
) -> T | None:
    """``work()`` on a thread of its own while a busy progress dialog (no count: the work
    says none) keeps the window painting; its value, or ``None`` when Cancel was pressed
    (the thread then finishes unheard and its value is dropped). What ``work`` raised is
    raised here. Only for work on plain values that touches no database and no widget:
    drawing a sheet's PDF (reportlab) from an event already read."""
    finished = threading.Event()
    outcome: dict[str, object] = {}

    def run() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:  # handed to the window's thread, raised there
            outcome["error"] = error
        finally:
            finished.set()

    with WorkProgress(parent, title, label) as progress:
        threading.Thread(target=run, name="mtrdesk-drawing", daemon=True).start()
        while not finished.wait(POLL_S):
            if not progress.step(0, 0):
                return None
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]  # type: ignore[return-value]
