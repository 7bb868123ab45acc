"""File ▸ Export for EventLink… (issue 30): the open event's Invite List CSV through the
save dialog, then a message saying who goes by e-mail and who by name only."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators
from tests.helpers.services_support import new_event


def test_the_file_menu_writes_the_invite_list_and_says_what_it_holds(
    qtbot, services, settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    translators: Translators,
) -> None:  # fmt: skip
    event_id, entries = new_event(services, 6)
    services.players.edit(entries[0], "山田", "太郎", "やまだ たろう", "taro@example.jp")
    assert translators.install("ja")
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    action = window.findChild(type(window.file_menu.export_eventlink_action), "exportEventLink")
    assert action is window.file_menu.export_eventlink_action and action.isEnabled()
    assert action.text().startswith("EventLink用に書き出す")

    out = tmp_path / "invites.csv"
    asked: list[str] = []

    def save_as(dialog: QFileDialog) -> int:  # the save dialog, answered
        asked.append(dialog.windowTitle())
        dialog.selectFile(str(out))
        return QFileDialog.DialogCode.Accepted

    told: list[str] = []
    monkeypatch.setattr(QFileDialog, "exec", save_as)
    monkeypatch.setattr(QFileDialog, "selectedFiles", lambda dialog: [str(out)])
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *a: told.append(text))
    action.trigger()

    assert asked == ["EventLink用に書き出す"]
    with out.open(encoding="utf-8", newline="") as written:
        rows = list(csv.reader(written))
    assert rows[0] == ["taro@example.jp"] and len(rows) == 6
    assert all(len(row) == 1 for row in rows)
    [text] = told
    assert "EventLinkの招待リストに6人" in text and "名前のみで5人" in text
    assert str(out) in text
