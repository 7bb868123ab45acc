"""The Players filter filters in Python and resets its view once: the same rows, in the same
order, as the ``QSortFilterProxyModel`` it replaced, and one reset a keystroke."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QSortFilterProxyModel, Qt

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE
from mtrdesk.ui.models.players_model import PlayersModel
from tests.helpers.ui_pods import open_window

FAMILIES = ["山田", "小林", "佐藤", "Smith", "ＷＩＤＥ", "straße", "鈴木"]
READINGS = ["やまだ", "こばやし", "さとう", "", "わいど", "シュトラーセ", "すずき"]


def big_event(services) -> int:
    event_id, _ = services.events.create(EventSettings("Filter", dt.date(2026, 11, 21)))
    for i in range(300):
        k = i % len(FAMILIES)
        services.players.add(
            event_id,
            FAMILIES[k],
            f"太郎{i % 13}",
            READINGS[k],
            f"{i:010d}" if i % 5 else "",
            awarded_byes=i % 3 if i % 11 == 0 else 0,
        )
    for entry in services.players.list_entries(event_id)[::17]:
        services.players.drop(entry.id)
    return event_id


def shown(proxy) -> list[int]:
    return [proxy.index(r, 0).data(ROW_ROLE).id for r in range(proxy.rowCount())]


def keys(proxy, column: int) -> list[object]:
    return [proxy.index(r, column).data(SORT_ROLE) for r in range(proxy.rowCount())]


def test_filter_shows_what_the_qt_proxy_showed_in_its_order(qtbot, services, settings) -> None:
    window = open_window(qtbot, services, settings, big_event(services))
    tab = window.players_tab
    reference = QSortFilterProxyModel()
    reference.setSourceModel(tab.model)
    reference.setSortRole(SORT_ROLE)
    reference.setFilterKeyColumn(-1)
    reference.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    filters = ["", "やま", "YAMA", "kobayashi", "太郎1", "00000001", "smith", "STRASSE", "straSSe"]
    filters += ["ｗｉｄｅ", "dropped", "(no reading)", "2", "yamada 太郎", "zzz"]
    for column, order in [
        (PlayersModel.NAME, Qt.SortOrder.AscendingOrder),
        (PlayersModel.PLAYER_ID, Qt.SortOrder.DescendingOrder),
        (PlayersModel.BYES, Qt.SortOrder.DescendingOrder),
        (PlayersModel.STATUS, Qt.SortOrder.AscendingOrder),
    ]:
        tab.table.sortByColumn(column, order)
        reference.sort(column, order)
        for text in filters:
            tab.filter_edit.setText(text)
            qtbot.waitUntil(lambda text=text: tab.proxy.filter_text() == text)
            reference.setFilterFixedString(text)
            # The same rows, in the same order of the sort column (ties: any order).
            assert sorted(shown(tab.proxy)) == sorted(shown(reference)), (column, text)
            assert keys(tab.proxy, column) == keys(reference, column), (column, text)
    tab.filter_edit.setText("yama")
    qtbot.waitUntil(lambda: tab.proxy.filter_text() == "yama")
    assert tab.proxy.rowCount() == 0  # the reading is やまだ: the filter matches shown text
    tab.filter_edit.setText("straße")  # simple case folding: ß is not ss
    qtbot.waitUntil(lambda: tab.proxy.filter_text() == "straße")
    assert {tab.proxy.index(r, 0).data() for r in range(tab.proxy.rowCount())} >= {"straße 太郎0"}


def test_one_keystroke_resets_once_and_keeps_the_chosen_player(qtbot, services, settings) -> None:
    window = open_window(qtbot, services, settings, big_event(services))
    tab = window.players_tab
    tab.table.sortByColumn(PlayersModel.PLAYER_ID, Qt.SortOrder.DescendingOrder)
    target = next(e for e in tab.model.rows() if e.family == "小林" and e.player_id)
    assert tab.select_entry(target.id)
    resets: list[int] = []
    removed: list[int] = []
    tab.proxy.modelReset.connect(lambda: resets.append(1))
    tab.proxy.rowsRemoved.connect(lambda *_: removed.append(1))
    tab.filter_edit.insert("小")  # one key, as an IME commits it
    assert resets == []  # debounced: nothing until the frame's events run
    qtbot.waitUntil(lambda: tab.proxy.filter_text() == "小")
    assert resets == [1] and removed == []
    assert tab.proxy.rowCount() == sum(1 for e in tab.model.rows() if e.family == "小林")
    assert tab.selected() is not None and tab.selected().id == target.id
    ids = [tab.proxy.index(r, 0).data(ROW_ROLE).player_id for r in range(tab.proxy.rowCount())]
    assert ids == sorted(ids, reverse=True)  # the sort is kept
    # Three keys in one frame filter once.
    resets.clear()
    for char in "林太郎":
        tab.filter_edit.insert(char)
    qtbot.waitUntil(lambda: tab.proxy.filter_text() == "小林太郎")
    assert resets == [1]
    # The chosen player filtered out: nobody is chosen, rather than a neighbour.
    tab.filter_edit.setText("zzz")
    qtbot.waitUntil(lambda: tab.proxy.filter_text() == "zzz")
    assert tab.selected() is None and not tab.edit_button.isEnabled()
