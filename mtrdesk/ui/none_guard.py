"""Keep None's (and the bools') reference counts from running out (PySide6 6.12.0 on
Python 3.11).

In this PySide6 build every call of a Qt method returning void (``QLabel.setText``,
``QWidget.setStyleSheet``, ...) hands back None without taking a reference, so each call
lowers None's count by one. Before Python 3.12 None is not immortal: when the count
reaches zero the interpreter aborts ("none_dealloc: deallocating None"): measured here,
1,000 ``setText`` calls take 1,000 references, and a few thousand calls in a short script
abort it at exit. The window runs for a whole event day and the projector repaints for
hours, so ``application()`` checks the count every few seconds (``keep_topped_up``) and
tests check it before each test. PySide6 6.11.3 does not have the bug, but its lupdate
misses the plural strings, and Python 3.12 (immortal None) is not on every machine we
build on; remove this module once both are behind us.
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any

#: Top up when None's count falls below this...
FLOOR = 200_000
#: ...by this many references (8 bytes each: 3.2 MB, good for hours of repaints).
BATCH = 400_000


#: The singletons a Qt call can take references from: None (void calls) and the two bools
#: (measured: a ``Signal(bool)`` emitted from Python takes one from True per emit, and
#: ``disconnect`` of a connection from whichever it returns).
GUARDED: tuple[object, ...] = (None, True, False)


def top_up() -> bool:
    """Add references to None, True and False where a count runs low; True when it did."""
    if sys.version_info >= (3, 12):
        return False
    topped = False
    for value in GUARDED:
        if sys.getrefcount(value) >= FLOOR:
            continue
        reserve = [value] * BATCH
        # Leaked on purpose: if the list were freed at exit, the value would lose its
        # references again while the interpreter shuts down, and abort there.
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(reserve))
        topped = True
    return topped


#: How often the window checks None's count (a few thousand calls a second at most).
CHECK_MS = 5_000


def keep_topped_up(app: Any) -> Any:
    """Check None's count every ``CHECK_MS`` while ``app`` runs; returns the QTimer (kept
    on the application so it lives as long as it)."""
    from PySide6.QtCore import QTimer

    top_up()
    timer = QTimer(app)
    timer.setInterval(CHECK_MS)
    timer.timeout.connect(top_up)
    timer.start()
    return timer
