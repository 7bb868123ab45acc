"""Booster-draft pods window helpers: a draft event of Japanese players, the window opened."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.settings import EventSettings, Format
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN


def draft_event(services, players: int = 16, **changes) -> int:  # type: ignore[no-untyped-def]
    settings = EventSettings(
        name="金曜ドラフト", date=dt.date(2026, 11, 20), format=Format.BOOSTER_DRAFT
    )
    event_id, _ = services.events.create(settings.with_changes(**changes))
    for family, given, reading in SIXTEEN[:players]:
        services.players.add(event_id, family, given, reading)
    return event_id


def open_window(qtbot, services, settings, event_id: int, language: str = "en") -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, language)
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    return window
