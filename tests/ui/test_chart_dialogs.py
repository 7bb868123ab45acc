"""The charts in the window (issue 31, item 2), from the Standings tab: Chart... draws the
top N players' match points, or places, after each round, and a player row's History...
lists each round's opponent, result, points and place after it. Every value drawn is that
round's standings (``services.standings``); the words are Japanese."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from mtrdesk.services import Services
from mtrdesk.ui.dialogs.charts.player_history import PlayerHistoryDialog
from mtrdesk.ui.dialogs.charts.standings_by_round import StandingsChartDialog
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators
from tests.helpers.services_support import new_event, play_with_drop_and_late


def _event(services: Services) -> int:
    """Ten players, four rounds reported (a drop after round 1, a late entrant from
    round 2), a Japanese name among them."""
    rng = random.Random(4)
    event_id, entries = new_event(services, 10, swiss_rounds=4)
    services.players.edit(entries[3], "長谷川", "花子", "はせがわ はなこ", "P0003")
    play_with_drop_and_late(services, event_id, entries, 4, rng)
    return event_id


def _after(services: Services, event_id: int, entry: int, rounds: range) -> list[tuple[int, int]]:
    """``entry``'s (points, place) in the standings after each of ``rounds``."""
    shown = []
    for number in rounds:
        row = next(
            (r for r in services.standings.standings(event_id, number) if r.entry == entry), None
        )
        shown.append((0, 0) if row is None else (row.points, row.rank))
    return shown


def test_the_chart_and_a_history_draw_each_rounds_standings(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
    translators: Translators,
) -> None:
    assert translators.install("ja")
    event_id = _event(services)
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.standings_tab
    window.tabs.setCurrentWidget(tab)
    assert tab.chart_button is not None and tab.chart_button.text() == "推移グラフ..."
    tab.chart_button.click()
    dialog = window.findChild(StandingsChartDialog)
    assert isinstance(dialog, StandingsChartDialog)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "回戦ごとの順位推移"
    chart = dialog.chart
    assert chart.rounds == (1, 2, 3, 4) and len(chart.lines) == 8
    last = services.standings.standings(event_id)
    assert [name for name, _values in chart.lines] == [r.name for r in last[:8]]
    for (_name, values), row in zip(chart.lines, last, strict=False):
        assert list(values) == [p for p, _r in _after(services, event_id, row.entry, range(1, 5))]
    # Places: the same players, their place after each round, 1st drawn at the top.
    dialog.places_button.setChecked(True)
    assert chart.places and chart.ticks()[0] == 1
    for (_name, values), row in zip(chart.lines, last, strict=False):
        assert list(values) == [r for _p, r in _after(services, event_id, row.entry, range(1, 5))]
    leader = chart.point(3, 1)
    assert leader.y() == pytest.approx(chart._plot().top())
    # Three players: three lines, three legend rows.
    dialog.top_spin.setValue(3)
    assert len(chart.lines) == 3 and dialog.legend.rowCount() == 3
    assert dialog.legend.item(0, 1).text() == last[0].name
    assert dialog.caption.text() == "上位3人(第4回戦終了時)"

    # A player's row: History... (the menu answered with its one action).
    hasegawa = next(r for r in last if r.name.startswith("長谷川"))
    proxy = tab.proxy
    row = next(i for i in range(proxy.rowCount()) if proxy.index(i, 1).data().startswith("長谷川"))
    view = tab.table
    position = view.visualRect(proxy.index(row, 1)).center()

    menu = tab.player_menu(position)
    assert menu is not None
    (action,) = menu.actions()
    assert action.text() == "対戦履歴..."
    action.trigger()
    history = window.findChild(PlayerHistoryDialog)
    assert isinstance(history, PlayerHistoryDialog)
    qtbot.addWidget(history)
    assert history.windowTitle() == "長谷川 花子: 回戦ごとの成績"
    table = history.table
    cells = [[table.item(r, c).text() for c in range(5)] for r in range(table.rowCount())]
    assert [c[0] for c in cells] == ["1", "2", "3", "4"]
    after = _after(services, event_id, hasegawa.entry, range(1, 5))
    assert [(int(c[3]), int(c[4])) for c in cells] == after
    chart_rows = services.charts.player_chart(event_id, hasegawa.entry).rows
    assert [c[1] for c in cells] == [r.opponent or "" for r in chart_rows]
    assert history.points_chart.lines[0][1] == tuple(p for p, _r in after)
    assert history.places_chart.lines[0][1] == tuple(r for _p, r in after)
    assert table.horizontalHeaderItem(4).text() == "回戦後の順位"


def test_the_late_entrants_history_names_the_loss_and_the_rounds_without_a_place(
    qtbot: QtBot, services: Services, translators: Translators
) -> None:
    assert translators.install("en")
    event_id = _event(services)
    late = next(r for r in services.standings.standings(event_id) if r.name.startswith("遅刻"))
    dialog = PlayerHistoryDialog(services, event_id, late.entry)
    qtbot.addWidget(dialog)
    first = [dialog.table.item(0, c).text() for c in range(5)]
    assert first[1] == "Loss (late entry)" and first[3] == "0"
    assert dialog.places_chart.places


def test_a_chart_of_an_event_not_started_says_so(qtbot: QtBot, services: Services) -> None:
    event_id, _ = new_event(services, 4)
    dialog = StandingsChartDialog(services, event_id, None)
    qtbot.addWidget(dialog)
    assert dialog.chart.rounds == () and dialog.legend.rowCount() == 0
    assert dialog.caption.text() == "No round has been paired yet."


def test_the_print_menu_previews_the_chart_after_the_last_round(
    qtbot: QtBot, services: Services, settings: QSettings
) -> None:
    from mtrdesk.ui.printing.preview import PrintPreviewDialog

    event_id = _event(services)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.print_actions["chart"].trigger()
    (preview,) = [d for d in window.findChildren(PrintPreviewDialog) if d.isVisible()]
    assert preview.kind.name == "chart" and preview.round_number == 4
    assert preview.page_count == 1 and preview.print_button.isEnabled()
    preview.close()
