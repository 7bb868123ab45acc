"""How far long work is, and its Cancel, as plain Python every door shares (issue 31).

A service that can take over a second at 4,096 players or 20,000 rows takes an optional
``Progress``: a plain callable told ``(done, total)`` as the work goes on, answering
``False`` to stop it. The window's progress dialog, the command line's bar and the tests
are such callables; nothing here knows Qt or a terminal. Work stopped this way raises
``Cancelled`` inside its transaction, which is then rolled back: nothing was changed.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Cancelled", "Progress", "Steps", "going_on"]

#: Told ``(done, total)`` as the work goes on; answers ``False`` to stop it (Cancel).
Progress = Callable[[int, int], bool]


class Cancelled(Exception):
    """The person stopped the work (Cancel): nothing was changed."""


def going_on(progress: Progress | None, done: int, total: int) -> None:
    """Tell ``progress`` how far the work is; ``Cancelled`` when it answers ``False``."""
    if progress is not None and not progress(done, total):
        raise Cancelled


class Steps:
    """Counts the steps of work of a known ``total`` and tells ``progress`` every ``every``
    steps (and at the end), so a loop over 20,000 rows calls it a few dozen times, not
    20,000: the window repaints at a bounded rate."""

    def __init__(self, progress: Progress | None, total: int, every: int = 250) -> None:
        self.progress = progress
        self.total = max(total, 0)
        self.every = max(every, 1)
        self.done = 0
        self._told = 0

    def start(self) -> None:
        """Say the work has begun (0 of ``total``): the dialog knows how far it can go."""
        going_on(self.progress, 0, self.total)

    def advance(self, count: int = 1) -> None:
        """``count`` more steps done; tells ``progress`` once ``every`` steps have passed."""
        self.done = min(self.done + count, self.total)
        if self.progress is not None and self.done - self._told >= self.every:
            self._told = self.done
            going_on(self.progress, self.done, self.total)

    def finish(self) -> None:
        """All done: the last word (and the last Cancel before a commit)."""
        self.done = self.total
        self._told = self.total
        going_on(self.progress, self.total, self.total)
