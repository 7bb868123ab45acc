"""Decklists tab helpers: a Modern event, a list with problems and its fixed version, the tab
opened in the main window."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.settings import EventSettings, Format
from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
from mtrdesk.ui.window.main_window import MainWindow

#: modern-001 (a real Death's Shadow list) as a player might hand it in: one card too
#: many, a card banned in Modern (MTR 6.4) and a card written in Japanese.
BROKEN = """\
2 Blood Crypt
4 Bloodstained Mire
4 Death's Shadow
4 Dragon's Rage Channeler
4 Expressive Iteration
2 Inquisition of Kozilek
3 稲妻
4 Mishra's Bauble
4 Orcish Bowmasters
4 Polluted Delta
5 Ragavan, Nimble Pilferer
4 Remand
3 Scalding Tarn
1 Snow-Covered Mountain
1 Snow-Covered Swamp
2 Spell Pierce
2 Steam Vents
4 Thoughtseize
2 Unholy Heat
2 Watery Grave
1 Mox Opal

Sideboard
2 Chalice of the Void
1 Dress Down
2 Engineered Explosives
2 Flusterstorm
1 Jegantha, the Wellspring
1 Kolaghan's Command
1 Molten Collapse
1 Spell Pierce
2 Stern Scolding
2 Temur Battle Rage
"""


FIXED = BROKEN.replace("5 Ragavan", "4 Ragavan").replace("1 Mox Opal\n", "")


def modern_event(services) -> int:  # type: ignore[no-untyped-def]
    event_id, _ = services.events.create(
        # The lists here were written against the MTR 2023-08-21 lists: Jegantha, the
        # Wellspring (FIXED's sideboard) is banned in Modern by the 2025-11-10 ones.
        EventSettings(
            "日曜モダン", dt.date(2026, 11, 22), format=Format.MODERN, edition="2023-08-21"
        )
    )
    for n in range(8):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    return event_id


def open_tab(qtbot, services, settings, event_id: int) -> tuple[MainWindow, DecklistsTab]:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.decklists_tab
    window.tabs.setCurrentWidget(tab)
    return window, tab


def shown(tab: DecklistsTab, column: int) -> list[str]:
    return [tab.proxy.index(r, column).data() for r in range(tab.proxy.rowCount())]
