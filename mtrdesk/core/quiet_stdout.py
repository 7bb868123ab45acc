"""Keep a native library's console writes out of mtrdesk's standard output.

HiGHS 1.16 prints a banner ("Running HiGHS 1.16.0 ...") from its C++ constructor, before
any option can turn output off, straight to file descriptor 1: ``mtrdesk check-pairings
--json`` was no longer JSON. Redirecting ``sys.stdout`` cannot catch it; the descriptor
itself is pointed at the null device while the call runs, and the C library's buffers are
flushed before it is given back so nothing buffered escapes afterwards.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from functools import cache
from typing import TypeVar

T = TypeVar("T")
_lock = threading.Lock()


@cache
def _c_flush() -> Callable[[], None]:
    """The C library's ``fflush(NULL)``, or nothing where it cannot be found; looked up on
    first use (``find_library`` may run ``ldconfig``), not when the module is imported."""
    name = "msvcrt" if sys.platform == "win32" else ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return lambda: None
    return lambda: libc.fflush(None)


@contextmanager
def descriptor_silenced(fd: int = 1) -> Iterator[None]:
    """Send everything written to ``fd`` while the block runs to the null device."""
    with _lock:
        # No stdout (a windowed app) or a closed one: nothing of Python's to flush.
        with suppress(AttributeError, ValueError, OSError):
            sys.stdout.flush()
        try:
            saved = os.dup(fd)
        except OSError:  # no such descriptor: nothing can be printed into it
            yield
            return
        null = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(null, fd)
            try:
                yield
            finally:
                _c_flush()()
                os.dup2(saved, fd)
        finally:
            os.close(null)
            os.close(saved)


def silently(make: Callable[[], T]) -> T:
    """``make()`` with standard output (descriptor 1) silenced."""
    with descriptor_silenced(1):
        return make()
