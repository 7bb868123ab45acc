"""A modal dialog opened during a test fails that test at once, and a test that hangs in
Qt's event loop fails at its time limit (issue 27, item 8: on a machine without the data
a dialog waited forever and the whole run hung).

Each case is a small test file run by pytest in a process of its own, with this suite's
conftest and settings, as ``build/dev test`` runs the real ones.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

MODALS = textwrap.dedent(
    """
    import pytest
    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox, QPushButton

    from tests.helpers.ui_helpers import on_next_dialog


    def test_exec(qtbot):
        box = QMessageBox(QMessageBox.Icon.Warning, "Cannot open", "The file is gone")
        box.exec()


    def test_static_from_a_slot(qtbot):
        button = QPushButton("Go")
        qtbot.addWidget(button)
        button.clicked.connect(lambda: QMessageBox.warning(None, "Slot title", "Slot text"))
        button.click()


    def test_swallowed(qtbot):
        try:
            QFileDialog.getOpenFileName(None, "Pick a list", "", "*.txt")
        except Exception:
            pass


    def test_input(qtbot):
        QInputDialog.getText(None, "Name?", "Family name")


    def test_patched_by_the_test(qtbot, monkeypatch):
        monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
        assert QMessageBox.question(None, "Sure?", "Really") == QMessageBox.StandardButton.Yes


    def test_answered_by_the_test(qtbot):
        seen = []
        on_next_dialog(lambda dialog: (seen.append(dialog.windowTitle()), dialog.accept()))
        dialog = QDialog()
        dialog.setWindowTitle("Answered")
        assert dialog.exec() == QDialog.DialogCode.Accepted
        assert seen == ["Answered"]
    """
)

HANG = textwrap.dedent(
    """
    import pytest
    from PySide6.QtCore import QEventLoop


    @pytest.mark.timeout(3)
    def test_a_loop_nobody_ends(qtbot):
        QEventLoop().exec()
    """
)


def run_pytest(tmp_path: Path, name: str, source: str) -> tuple[subprocess.CompletedProcess, float]:
    """``source`` as ``name`` run by pytest with this suite's conftest and configuration."""
    (tmp_path / name).write_text(source, encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    command = [sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml")]
    command += ["--rootdir", str(tmp_path), "-p", "tests.conftest", "-p", "no:cacheprovider"]
    command += ["-n", "0", "-q", "-rA", "--timeout", "60", str(tmp_path / name)]
    start = time.monotonic()
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300
    )
    return done, time.monotonic() - start


def outcome(output: str, test: str) -> str:
    found = re.findall(rf"^(PASSED|FAILED|ERROR) \S*::{test}\b.*$", output, re.M)
    return " ".join(found)


def test_an_unanswered_modal_fails_its_test_at_once(tmp_path: Path) -> None:
    done, seconds = run_pytest(tmp_path, "test_modals.py", MODALS)
    output = done.stdout + done.stderr

    assert seconds < 60, output  # each would wait forever, or until the 60 s limit
    assert "Timeout" not in output
    for failed in ("test_exec", "test_static_from_a_slot", "test_swallowed", "test_input"):
        assert "FAILED" in outcome(output, failed) or "ERROR" in outcome(output, failed), (
            failed,
            output,
        )
    for passed in ("test_patched_by_the_test", "test_answered_by_the_test"):
        assert outcome(output, passed) == "PASSED", (passed, output)
    # The failure names the dialog: its kind, title and text.
    assert "QMessageBox.exec (title 'Cannot open', text 'The file is gone')" in output
    assert "QMessageBox.warning (title 'Slot title', text 'Slot text')" in output
    assert "QFileDialog.getOpenFileName (title 'Pick a list'" in output
    assert "QInputDialog.getText (title 'Name?', text 'Family name')" in output


def test_a_hang_in_the_event_loop_fails_at_the_time_limit(tmp_path: Path) -> None:
    done, seconds = run_pytest(tmp_path, "test_hang.py", HANG)
    output = done.stdout + done.stderr

    assert done.returncode != 0, output
    assert "Timeout" in output and "test_a_loop_nobody_ends" in output, output
    assert seconds < 60, output
