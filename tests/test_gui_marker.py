"""The ``gui`` marker (tests/conftest.py) leaves out every test that needs Qt beyond QtCore:
the core and services tests load no Qt GUI module (tests.helpers.no_qt checks it with
pytest-qt off), and nothing under tests/ui runs with ``-m "not gui"``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def pytest_run(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--collect-only", "-q", *args],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=REPO, timeout=300,
    )  # fmt: skip


@pytest.mark.slow
def test_core_and_services_collect_without_qt() -> None:
    done = pytest_run(
        "-p", "no:pytest-qt", "-p", "tests.helpers.no_qt", "-m", "not gui",
        "tests/core", "tests/services",
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    assert "no_qt:" not in done.stdout
    assert "tests/services/test_print_postings.py::test_percentages" not in done.stdout


@pytest.mark.slow
def test_nothing_under_tests_ui_is_outside_gui() -> None:
    done = pytest_run("-m", "not gui", "tests/ui")
    assert done.returncode == 5, done.stdout[-2000:] + done.stderr  # no tests collected
