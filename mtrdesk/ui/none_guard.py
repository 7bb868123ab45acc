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
        add_references(value, BATCH)
        topped = True
    return topped


def add_references(value: object, count: int) -> None:
    """``count`` references more on ``value``, never given back: were they freed at exit,
    the value would lose them again while the interpreter shuts down, and abort there.

    Added to the object's count in place, as ``count`` calls of ``Py_IncRef`` would
    (issue 33: a list of 400,000 references took ~1.3 ms and 3.2 MB per value at each
    start). The count is the first field of the object's header; a build where it is
    not (a debug build's trace fields) is told by the count read there, and holds a list
    of the references instead. Nothing between the read and the write lets another
    thread run, and were a reference taken or given back between them, one of 400,000
    would be off: the cushion is all that matters.
    """
    cell = ctypes.c_ssize_t.from_address(id(value))
    if cell.value == sys.getrefcount(value) - 1:  # (getrefcount counts its argument)
        cell.value += count
        return
    reserve = [value] * count
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(reserve))


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
