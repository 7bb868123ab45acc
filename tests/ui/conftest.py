"""UI fixtures: a fresh database with a fixed clock and seed, settings kept in tmp_path."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.words.i18n import Translators
from tests.helpers.empty_database import empty_database
from tests.helpers.ui_helpers import FIXED_NOW


@pytest.fixture
def services(tmp_path: Path) -> Iterator[object]:
    from mtrdesk.services import Services

    opened = Services.open(
        empty_database(tmp_path / "event.sqlite3"), clock=lambda: FIXED_NOW, rng=random.Random(7)
    )
    yield opened
    opened.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def translators(qapp: QApplication) -> Iterator[Translators]:
    """Install a language for one test; English (no catalogue of ours) is restored after."""
    installed = Translators()
    yield installed
    installed.install("en")


@pytest.fixture
def always_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Confirmations (drop, start playoff, corrections) answer Yes."""
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: yes)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: yes)
