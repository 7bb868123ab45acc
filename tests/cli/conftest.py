"""The command-line tests run ``mtrdesk.cli.main`` in the test process
(``tests.helpers.cli_helpers.run_cli``), which translates through QtCore and makes a bare
``QCoreApplication`` when none exists; a later window test in the same worker would then
find an application that is not a ``QApplication``. Every test here starts with
pytest-qt's ``QApplication`` instead (which also marks it ``gui``), as the corpus does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.helpers.scorekeeper_cli import Cli


@pytest.fixture(autouse=True)
def _one_application(qapp: QApplication) -> QApplication:
    return qapp


@pytest.fixture
def cli(qapp: QApplication, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    """The scorekeeper's commands on a database of this test's own (``shop.sqlite3``)."""
    return Cli(tmp_path / "shop.sqlite3", capsys)
