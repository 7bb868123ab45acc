"""PySide6 6.12.0 on Python 3.11 takes a reference from None on every void Qt call
(``ui.none_guard``): the window keeps None's count topped up so a day of use cannot
abort the program with "deallocating None"."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from mtrdesk.ui import none_guard
from mtrdesk.ui.app import application

OLD_NONE = sys.version_info < (3, 12)


def test_top_up_adds_a_batch_when_the_count_runs_low(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(none_guard, "FLOOR", sys.getrefcount(None) + 10)
    before = sys.getrefcount(None)
    assert none_guard.top_up() is OLD_NONE
    if OLD_NONE:
        assert sys.getrefcount(None) >= before + none_guard.BATCH
    monkeypatch.setattr(none_guard, "FLOOR", 0)
    assert none_guard.top_up() is False  # nothing to do while the count is high


def test_the_application_checks_the_count_while_it_runs(qapp: object) -> None:
    app = application()
    assert app.none_guard.isActive() and app.none_guard.interval() == none_guard.CHECK_MS
    assert application().none_guard is app.none_guard  # one timer, however often called


@pytest.mark.skipif(not OLD_NONE, reason="None is immortal from Python 3.12")
def test_many_qt_calls_no_longer_abort_the_interpreter() -> None:
    """Without the guard, this script aborts at exit (measured: none_dealloc, exit -6)."""
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtWidgets import QLabel
        from mtrdesk.ui.app import application
        app = application()
        label = QLabel()
        for _ in range(sys.getrefcount(None) + 5_000):
            label.setText("x")
            if _ % 20_000 == 0:
                app.processEvents()
                from mtrdesk.ui import none_guard
                none_guard.top_up()
        print("done")
        """
    )
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": ""}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "done", done.stderr[-500:]


@pytest.mark.skipif(not OLD_NONE, reason="the bools are immortal from Python 3.12")
def test_bool_signals_no_longer_abort_the_interpreter() -> None:
    """A ``Signal(bool)`` emitted from Python takes a reference from True each time in
    this PySide6 build: without the guard's top-up of the bools the script aborts
    ("bool_dealloc", seen at the end of a worker's run of the suite)."""
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QObject, Signal
        from mtrdesk.ui import none_guard
        from mtrdesk.ui.app import application
        app = application()
        class Source(QObject):
            flag = Signal(bool)
        source = Source()
        source.flag.connect(lambda value: None)
        for n in range(sys.getrefcount(True) + 5_000):
            source.flag.emit(True)
            if n % 20_000 == 0:
                none_guard.top_up()
        print("done")
        """
    )
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": ""}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0 and done.stdout.strip() == "done", done.stderr[-500:]


@pytest.mark.skipif(not OLD_NONE, reason="None and the bools are immortal from Python 3.12")
def test_references_are_added_in_place_without_a_list() -> None:
    """Issue 33: the top-up adds to the count itself (a list of 400,000 references took
    ~1.3 ms and 3.2 MB per value at each start); no list is kept for them."""
    import gc

    lists = sum(1 for o in gc.get_objects() if type(o) is list and len(o) == 1_000)
    before = sys.getrefcount(False)
    none_guard.add_references(False, 1_000)
    after = sys.getrefcount(False)
    assert after == before + 1_000
    assert sum(1 for o in gc.get_objects() if type(o) is list and len(o) == 1_000) == lists
