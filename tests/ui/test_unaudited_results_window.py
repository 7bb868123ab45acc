"""The window says, once when a database opens, which results differ from the ones its
audit log says were entered (issue 27, Why 10): a result flipped with the ``sqlite3``
shell, the audit log left alone (so its chain still verifies)."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mtrdesk.services import Services
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import new_event, report_round


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The text of every message box the window opens (the box is not run)."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


def test_a_result_changed_without_its_audit_row_is_named_on_open(
    qtbot, tmp_path: Path, settings, shown: list[str]
) -> None:
    path = tmp_path / "db.sqlite3"
    with Services.open(path, rng=random.Random(1)) as services:
        event_id, _ = new_event(services, 6)
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(2), "2-0")
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE match SET wins1 = 0, wins2 = 2 WHERE id IN (1, 3)")
    conn.close()
    with Services.open(path, rng=random.Random(1)) as services:
        window = MainWindow(services, settings)
        qtbot.addWidget(window)
        window.set_event(event_id)
        text = window.check_audit_chain()
        window.close()
    assert text is not None and shown == [text]
    assert "2 result(s) in this database differ" in text and "(round:table 1:1, 1:3)" in text
    assert "audit log of this database was changed" not in text  # the chain itself is whole
