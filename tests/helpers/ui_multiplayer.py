"""Multiplayer window helpers: a commander night of Japanese players, the window opened active."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN


def commander_night(services, players: int = 11, **changes) -> int:  # type: ignore[no-untyped-def]
    settings = EventSettings(
        name="金曜統率者戦",
        date=dt.date(2026, 11, 20),
        structure=Structure.MULTIPLAYER,
        swiss_rounds=2,
    )
    event_id, _ = services.events.create(settings.with_changes(**changes))
    for family, given, reading in SIXTEEN[:players]:
        services.players.add(event_id, family, given, reading)
    return event_id


def open_window(qtbot, services, settings, event_id: int, language: str) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, language)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.pod_tabs.rounds)
    return window
