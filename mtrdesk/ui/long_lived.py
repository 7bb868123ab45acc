"""Python's cycle collector and a big open event.

The window keeps what it read of the open event (its state, the rounds shown, the rows
of the tabs) for as long as the event is open: at 4,096 players some 150,000 objects.
Left in the collector's oldest generation they are walked again by every full
collection, several of which fall inside each pairing (about 60 ms of a 340 ms "Pair
next round", issue 15). Once the window is idle after an event is opened or a round is
paired, one collection runs and what survives it is frozen (``gc.freeze``): later
collections skip it. Frozen objects are still freed as soon as nothing refers to them;
only a reference cycle alive at that moment and later dropped waits until the program
ends, and the window's own data has none.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class LongLived(QObject):
    """Collects once and freezes the survivors when the event loop is next idle."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.settle)

    def settle_soon(self) -> None:
        """After the events queued now (the repaint of what was read) are handled."""
        self._timer.start()

    def settle(self) -> None:
        gc.collect()
        gc.freeze()
