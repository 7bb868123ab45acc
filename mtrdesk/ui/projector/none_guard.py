"""Keep None's reference count from running out (PySide6 6.12.0 on Python 3.11).

In this PySide6 build every call of a Qt method returning void (``QLabel.setText``,
``QWidget.setStyleSheet``, ...) hands back None without taking a reference, so each call
lowers None's count by one. Before Python 3.12 None is not immortal: when the count
reaches zero the interpreter aborts ("none_dealloc: deallocating None"). A projector
repaints for hours, so it tops the count up; it costs nothing while the count is high.
"""

from __future__ import annotations

import ctypes
import sys

#: Top up when None's count falls below this...
FLOOR = 200_000
#: ...by this many references (8 bytes each: 3.2 MB, good for hours of repaints).
BATCH = 400_000


def top_up() -> bool:
    """Add references to None if its count runs low; True when it did."""
    if sys.version_info >= (3, 12) or sys.getrefcount(None) >= FLOOR:
        return False
    reserve = [None] * BATCH
    # Leaked on purpose: if the list were freed at exit, None would lose its references
    # again while the interpreter shuts down, and abort there.
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(reserve))
    return True
