"""Opening the window: the one module outside ``mtrdesk.ui`` that imports it.

``mtrdesk`` with no subcommand (also ``python -m mtrdesk`` and the bundled app) opens the
window. The command line calls ``open_window`` instead of importing ``mtrdesk.ui`` itself,
so ``mtrdesk.cli`` stays free of widgets (tests/test_layering.py) and the subcommands never
load QtWidgets; the import waits until the window is wanted.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
import threading
from collections.abc import Mapping
from pathlib import Path


def load_window() -> None:
    """Import the window's modules (``mtrdesk.cli`` times this: see its ``_load_window``)."""
    import mtrdesk.ui.app  # noqa: F401


def open_window(
    db_path: str | Path | None,
    language: str | None = None,
    smoke: bool = False,
    open_file: Path | None = None,
) -> int:
    """Run the window until it closes (``mtrdesk.ui.app.run_app``); the process exit code.
    ``open_file``: an event file to import once the window shows (``mtrdesk FILE``)."""
    if smoke and no_display(os.environ):
        # A check on a build machine or over SSH: Qt would abort (status 134) for want of
        # a screen it does not need to prove the window opens (review 2026-11-28 §3).
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from mtrdesk.ui.app import run_app

    return run_app(db_path, language=language, smoke=smoke, open_file=open_file)


def exit_at_once(code: int) -> None:
    """End the process with ``code`` now, when nothing is left for Python's own exit but
    taking every module and object apart one by one: a window that has closed (issue 33:
    ~15 ms of CPU of each start and stop, more than the bare window's whole exit) or a file
    command that has printed its output (``cli``: ~20 ms at 4,096 players, ~45 at 16,384).

    Taken only when no other thread runs: a round-start copy still being written in the
    background (``services.safekeeping.backups``) or a server still answering phones is
    left to Python's own exit, as before; so is a process watched by a profiler
    (``python -m cProfile -m mtrdesk``) or a debugger. What is still owed is done first:
    the ``atexit`` functions (PySide6's deletes the ``QApplication``, which does Qt's
    clean-up; logging's flushes its files), then the standard streams are flushed. The
    database and the settings were closed and written by the window (``ui.app.run_app``).
    Returns (and Python's exit follows) when it cannot be taken."""
    if threading.active_count() > 1:
        return
    if sys.getprofile() is not None or sys.gettrace() is not None:
        return  # a profiler or a debugger writes what it saw after ``main`` returns
    run_exit_functions = getattr(atexit, "_run_exitfuncs", None)
    if run_exit_functions is None:  # not CPython's atexit: the usual exit
        return
    run_exit_functions()
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:  # a windowed Windows bundle has none
            with contextlib.suppress(OSError, ValueError):  # closed, or a reader gone
                stream.flush()
    os._exit(code)


def no_display(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Linux (or another X11/Wayland system) with no screen to draw on and no Qt platform
    chosen; Windows and macOS always have theirs."""
    if platform in ("win32", "darwin") or environ.get("QT_QPA_PLATFORM"):
        return False
    return not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"))
