"""Shared test data and helpers for the UI tests: players, dialogs, table models, windows."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QApplication, QWidget

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.audit import AuditLogDialog
from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE, RowTableModel
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.modal_guard import expect_modal

FATAL = QAbstractItemModelTester.FailureReportingMode.Fatal

#: The clock of the ``services`` fixture of the UI tests (tests/ui/conftest.py).
FIXED_NOW = dt.datetime(2026, 11, 21, 13, 0, 0)

#: Sixteen players: family, given, reading (family name first, readings in hiragana).
SIXTEEN = [
    ("山田", "太郎", "やまだ たろう"),
    ("佐藤", "花子", "さとう はなこ"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "健", "たかはし けん"),
    ("田中", "優", "たなか ゆう"),
    ("伊藤", "翔", "いとう しょう"),
    ("渡辺", "愛", "わたなべ あい"),
    ("中村", "蓮", "なかむら れん"),
    ("小林", "葵", "こばやし あおい"),
    ("加藤", "陽翔", "かとう はると"),
    ("吉田", "結衣", "よしだ ゆい"),
    ("山本", "大翔", "やまもと ひろと"),
    ("松本", "凛", "まつもと りん"),
    ("井上", "湊", "いのうえ みなと"),
    ("木村", "陽菜", "きむら ひな"),
    ("林", "蒼", "はやし あおい"),
]


def on_next_dialog(handler: Callable[[QWidget], None]) -> None:
    """Run ``handler`` on the next modal dialog, once it is showing (exec() blocks); the
    dialog is announced to the modal guard (``tests.helpers.modal_guard``). A modal window
    already showing is not the next one: a preview an earlier test left open, met while a
    progress dialog lets the window's events run before the awaited dialog shows."""
    expect_modal()
    shown = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible() and w.isModal()}

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or id(dialog) in shown:
            QTimer.singleShot(5, poll)
            return
        handler(dialog)

    QTimer.singleShot(0, poll)


def exercise(model: RowTableModel, rows: list) -> None:
    """Reset through full, partial and empty row lists under the model tester."""
    QAbstractItemModelTester(model, FATAL)
    for chunk in (rows, rows[:1], [], rows):
        model.set_rows(chunk)
        assert model.rowCount() == len(chunk)
    for row in range(model.rowCount()):
        assert model.index(row, 0).data(ROW_ROLE) is rows[row]
        for column in range(model.columnCount()):
            assert isinstance(model.index(row, column).data(), str)
            assert model.index(row, column).data(SORT_ROLE) is not None


def names_of(services: Services, event_id: int) -> dict[int, str]:
    return {e.id: e.display_name for e in services.players.list_entries(event_id)}


def dialog_for(services: Services, event_id: int) -> AuditLogDialog:
    return AuditLogDialog(services.rounds.audit_log(event_id), names_of(services, event_id))


def shown_rows(model) -> list[list[str]]:
    return [
        [model.index(row, column).data() for column in range(model.columnCount())]
        for row in range(model.rowCount())
    ]


def paired_event(services, **settings) -> int:  # type: ignore[no-untyped-def]
    event_id, _ = services.events.create(
        EventSettings("金曜モダン", dt.date(2026, 11, 20), **settings)
    )
    for n in range(8):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    services.rounds.pair_next(event_id)
    return event_id


def row_of(window: MainWindow, label: str) -> int:
    tab = window.rounds_tab
    for r in range(tab.panel.proxy.rowCount()):
        if tab.panel.proxy.index(r, PairingsModel.TABLE).data() == label:
            return r
    raise AssertionError(label)


def visit_every_tab(window: MainWindow) -> None:
    """Bring each tab the open event offers to the front once, as a user looking through
    the window would: a hidden tab reads the event only when shown."""
    tabs = window.tabs
    current = tabs.currentIndex()
    for index in range(tabs.count()):
        if tabs.isTabVisible(index) and tabs.isTabEnabled(index):
            tabs.setCurrentIndex(index)
    tabs.setCurrentIndex(current)
