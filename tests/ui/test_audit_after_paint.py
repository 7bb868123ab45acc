"""The audit check of an opening runs once the window is painted (issue 33): a timer of
no delay started with the window ran before its first paint, so the organizer waited for
the check (a quarter of a second at 4,096 players) before seeing the event."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# The window's start as the ``mtrdesk`` command makes it (``--db``, no ``--smoke``: the
# check runs), noting the first paint of any widget and the check, then closed.
PROBE = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
import mtrdesk.ui.app as ui
from mtrdesk.ui.window.main_window import MainWindow
seen = []
class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and "paint" not in seen:
            seen.append("paint")
        return False
check = MainWindow.check_audit_chain
def checked(self):
    seen.append("audit check")
    return check(self)
MainWindow.check_audit_chain = checked
shown = ui.AppController.show_window
def show_window(self):
    window = shown(self)
    app = ui.QApplication.instance()
    window.painted = Painted(app)
    app.installEventFilter(window.painted)
    QTimer.singleShot(1_000, app.quit)
    return window
ui.AppController.show_window = show_window
from mtrdesk.cli import main
code = main(["--db", sys.argv[1]])
print(code, seen)
"""


def test_the_audit_check_runs_after_the_first_paint(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "MTRDESK_BACKUPS": str(tmp_path / "backups"),
    }
    env.pop("MTRDESK_DB", None)
    database = tmp_path / "event.sqlite3"
    made = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "--smoke", "--db", str(database)],
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert made.returncode == 0, made.stderr
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(database)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 ['paint', 'audit check']"


def test_the_check_comes_without_a_paint_and_never_once_stopped(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A window that is not painted (opened minimized) is checked after a while; a check
    stopped (the loop ended) never runs."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from mtrdesk.ui.app import AfterFirstPaint

    app = QCoreApplication.instance()
    assert app is not None
    called: list[str] = []
    monkeypatch.setattr(AfterFirstPaint, "FALLBACK_MS", 10)
    waiting = AfterFirstPaint(app, lambda: called.append("late"))
    stopped = AfterFirstPaint(app, lambda: called.append("stopped"))
    stopped.stop()
    loop = QEventLoop()
    QTimer.singleShot(100, loop.quit)
    loop.exec()
    assert called == ["late"]
    assert waiting.then is None
