"""Long names elide in the tables, whole in the tooltip; the window never widens for them
(issue 18: a 1366×768 laptop at 125 % has 1,093 px)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.models.standings_sources import PlayerColumn
from mtrdesk.ui.window.main_window import MainWindow

FAMILY, GIVEN = "勅使河原小比類巻五十嵐長谷川部", "龍之介左衛門右衛門太郎次郎三郎ジョナサン"
LONG = f"{FAMILY} {GIVEN}"
TIP = Qt.ItemDataRole.ToolTipRole


def test_a_long_name_elides_with_the_whole_name_in_its_tooltip(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id, _ = services.events.create(EventSettings("金曜モダン", dt.date(2026, 11, 20)))
    services.players.add(event_id, FAMILY, GIVEN, "てしがわら")
    for n in range(7):
        services.players.add(event_id, f"Player{n:02d}", "Test")
    services.rounds.pair_next(event_id)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.resize(1000, 600)
    window.show()
    window.set_event(event_id)

    window.tabs.setCurrentWidget(window.rounds_tab)
    table, model = window.rounds_tab.panel.table, window.rounds_tab.panel.model
    row = next(
        r
        for r in range(model.rowCount())
        if LONG
        in (
            model.index(r, PairingsModel.PLAYER).data(),
            model.index(r, PairingsModel.OPPONENT).data(),
        )
    )
    column = (
        PairingsModel.PLAYER
        if model.index(row, PairingsModel.PLAYER).data() == LONG
        else PairingsModel.OPPONENT
    )
    assert model.index(row, column).data(TIP) == LONG
    assert model.index(row, PairingsModel.TABLE).data(TIP) is None  # numbers need none
    # The name columns share the width there is: the row fits the view, the name elided.
    assert table.horizontalHeader().length() <= table.viewport().width()
    assert table.columnWidth(column) < table.fontMetrics().horizontalAdvance(LONG)
    assert table.textElideMode() == Qt.TextElideMode.ElideRight

    window.tabs.setCurrentWidget(window.players_tab)
    players = window.players_tab.model
    found = [players.index(r, PlayersModel.NAME) for r in range(players.rowCount())]
    assert LONG in [index.data(TIP) for index in found]

    window.tabs.setCurrentWidget(window.standings_tab)
    window.standings_tab.reload()
    standings = window.standings_tab.model
    names = [standings.index(r, PlayerColumn.NAME).data(TIP) for r in range(standings.rowCount())]
    assert LONG in names
    assert window.minimumSizeHint().width() <= 1093 - 16
