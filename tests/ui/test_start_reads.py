"""What a window started on a remembered event reads before its first paint (issue 33: a
cold open at 4,096 players read the Players tab, its 4,096 players and registrations, only
to show the remembered Pairings and results tab over it, and checked the audit log before
the window could paint)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from mtrdesk.services import Services
from mtrdesk.ui import app as app_module
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.ui.window.state import LAST_EVENT_KEY, LAST_EVENT_WHERE_KEY, TAB_KEY
from tests.helpers.ui_helpers import paired_event

ROUNDS_TAB = 2  # the Pairings and results tab's index (``WindowTabs``)


def started(services: Services, settings: QSettings, event_id: int, tab: int) -> MainWindow:
    """A window as the program starts it, after a close on ``event_id`` and ``tab``."""
    settings.setValue(LAST_EVENT_KEY, event_id)
    settings.setValue(LAST_EVENT_WHERE_KEY, services.location)
    settings.setValue(TAB_KEY, tab)
    return MainWindow(services, settings)


def test_the_remembered_tab_is_the_only_event_tab_read(
    qapp: QApplication, services: Services, settings: QSettings
) -> None:
    event_id = paired_event(services)
    window = started(services, settings, event_id, ROUNDS_TAB)
    try:
        assert window.tabs.currentWidget() is window.rounds_tab
        assert window.rounds_tab.event_id == event_id
        assert window.rounds_tab.selected_round_number() == 1
        assert window.players_tab.event_id is None  # not read: it is not on screen
        window.tabs.setCurrentWidget(window.players_tab)  # read when shown
        assert window.players_tab.event_id == event_id
        assert window.players_tab.model.rowCount() == 8
    finally:
        window.discard()


def test_the_players_tab_comes_first_when_no_tab_is_remembered(
    qapp: QApplication, services: Services, settings: QSettings
) -> None:
    """As before: an event opened with the events list in front shows its players, and a
    remembered Events tab stays in front."""
    event_id = paired_event(services)
    window = started(services, settings, event_id, -1)
    try:
        assert window.tabs.currentWidget() is window.players_tab
        assert window.players_tab.event_id == event_id
    finally:
        window.discard()
    window = started(services, settings, event_id, 0)
    try:
        assert window.tabs.currentWidget() is window.events_tab
        assert window.event_id == event_id
    finally:
        window.discard()


def test_the_audit_check_waits_for_the_first_paint(
    qapp: QApplication, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The audit log and the results are checked once the event loop runs and the window
    is painted (issue 33: a timer of no delay came before the paint); the warning, if any,
    follows at once."""
    database = tmp_path / "event.sqlite3"
    Services.open(database).close()
    seen: list[str] = []

    def loop(self: QApplication) -> int:
        seen.append("loop")
        running = QEventLoop()  # well short of ``AfterFirstPaint.FALLBACK_MS``
        QTimer.singleShot(300, running.quit)
        running.exec()
        return 0

    monkeypatch.setattr(app_module.QApplication, "exec", loop)
    monkeypatch.setattr(MainWindow, "check_audit_chain", lambda self: seen.append("check"))
    assert app_module.run_app(database, language="en", settings=settings) == 0
    assert seen == ["loop", "check"]
