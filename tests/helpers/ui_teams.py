"""Team window helpers: a team event, the window opened wide, the pairing rows as shown."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.window.main_window import MainWindow


def team_event(services, structure: Structure) -> int:  # type: ignore[no-untyped-def]
    settings = EventSettings(name="チーム戦", date=dt.date(2026, 11, 21), structure=structure)
    return services.events.create(settings)[0]


def open_window(qtbot, services, settings, event_id: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.resize(1200, 760)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    return window


def pairing_rows(window: MainWindow) -> list[list[str]]:
    proxy = window.rounds_tab.panel.proxy
    return [
        [proxy.index(r, c).data() for c in range(PairingsModel.RESULT + 1)]
        for r in range(proxy.rowCount())
    ]
