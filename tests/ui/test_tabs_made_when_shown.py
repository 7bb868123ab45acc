"""The main window makes each tab when it is first wanted (issue 33: making every tab before
the first paint took ~180 ms of each start). The window looks the same (every tab's place,
title, tip and state), and what reaches into a tab never shown still works: the menus'
commands, the registration desk's action, the Print menu's decklists, a change made
elsewhere."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.services import Services
from mtrdesk.ui import app as app_module
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.ui.window.state import LAST_EVENT_KEY, LAST_EVENT_WHERE_KEY, TAB_KEY
from tests.helpers.services_support import new_event

# The tab bar as it has always been (issue 15's remembered tab numbers depend on it).
TITLES = [
    "Events",
    "Players",
    "Pairings and results",
    "Standings",
    "Playoff",
    "Pods and results",
    "Standings",
    "Playoff",
    "Draft pods",
    "Decklists",
]
EVENTS, PLAYERS, ROUNDS, STANDINGS, PLAYOFF = range(5)


def started(services: Services, settings: QSettings, event_id: int, tab: int) -> MainWindow:
    """A window as the program starts it, after a close on ``event_id`` and ``tab``."""
    settings.setValue(LAST_EVENT_KEY, event_id)
    settings.setValue(LAST_EVENT_WHERE_KEY, services.location)
    settings.setValue(TAB_KEY, tab)
    return MainWindow(services, settings)


def made(window: MainWindow) -> list[str]:
    """The titles of the tabs made so far, in the tab bar's order."""
    tabs = window.tabs
    return [
        tabs.tabText(i)
        for i in range(tabs.count())
        if tabs.widget(i).objectName() != "tabNotMadeYet"
    ]


def bar(window: MainWindow) -> list[tuple[str, bool, bool, str]]:
    """Each tab's title, shown, enabled and tip."""
    tabs = window.tabs
    return [
        (tabs.tabText(i), tabs.isTabVisible(i), tabs.isTabEnabled(i), tabs.tabToolTip(i))
        for i in range(tabs.count())
    ]


@pytest.fixture
def answered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Questions answered Yes; notes and warnings recorded, never shown."""
    said: list[str] = []
    yes = QMessageBox.StandardButton.Yes
    for name in ("question", "information", "warning"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: said.append(str(a[2])) or yes)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    return said


def test_the_first_screen_makes_the_events_list_alone_and_keeps_every_place(
    qapp: QApplication, services: Services, settings: QSettings
) -> None:
    event_id, _ = new_event(services, 4)
    window = MainWindow(services, settings)
    try:
        assert [title for title, *_ in bar(window)] == TITLES
        assert made(window) == ["Events"]
        window.set_event(event_id)  # chosen in the events list: its players come forward
        assert window.tabs.currentIndex() == PLAYERS
        assert made(window) == ["Events", "Players"]
        assert window.players_tab.event_id == event_id
        before = bar(window)
        standings = window.standings_tab  # made hidden, as a command reaching it would
        assert window.tabs.currentIndex() == PLAYERS  # the tab on screen did not move
        assert bar(window) == before  # same places, titles, states and tips
        assert window.tabs.indexOf(standings) == STANDINGS
        assert standings.event_id is None  # not read until shown
        window.tabs.setCurrentIndex(STANDINGS)
        assert standings.event_id == event_id
        assert made(window) == ["Events", "Players", "Standings"]
    finally:
        window.discard()


def test_a_remembered_tab_is_made_as_it_was_left(
    qapp: QApplication, services: Services, settings: QSettings
) -> None:
    """A team event without a playoff (its tab disabled with a tip): the remembered
    Standings tab is made and read; the tip and the disabled Playoff tab are as before."""
    event_id, _ = new_event(services, 0, structure=Structure.TEAM_OF_TWO, playoff=Playoff.NONE)
    window = started(services, settings, event_id, STANDINGS)
    try:
        assert window.tabs.currentIndex() == STANDINGS
        assert made(window) == ["Events", "Standings"]
        assert window.standings_tab.event_id == event_id
        title, shown, enabled, tip = bar(window)[PLAYOFF]
        assert (title, shown, enabled) == ("Playoff", True, False) and "no playoff" in tip
        assert window.tabs.tabText(PLAYERS) == "Teams"
        assert made(window) == ["Events", "Standings"]  # naming a tab made none
    finally:
        window.discard()


def test_menu_commands_make_the_tab_they_need(
    qapp: QApplication, services: Services, settings: QSettings, answered: list[str]
) -> None:
    event_id, _ = new_event(services, 8)
    window = started(services, settings, event_id, EVENTS)  # the events list in front
    try:
        assert made(window) == ["Events"]
        window.print_menu.decklists.update()  # the Print menu asks for no tab
        assert not window.print_menu.decklists.selected_action.isEnabled()
        window.pair_next_action.trigger()  # Round ▸ Pair next round
        assert window.tabs.currentIndex() == ROUNDS
        assert services.rounds.current_round(event_id).number == 1
        assert window.rounds_tab.selected_round_number() == 1
        window.standings_action.trigger()  # Round ▸ Standings
        assert window.tabs.currentIndex() == STANDINGS
        assert window.standings_tab.event_id == event_id
        assert made(window) == ["Events", "Pairings and results", "Standings"]
    finally:
        window.discard()


def test_a_change_made_elsewhere_reaches_a_tab_made_later(
    qapp: QApplication, services: Services, settings: QSettings
) -> None:
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    window = started(services, settings, event_id, EVENTS)
    try:
        services.rounds.report(event_id, 1, 1, "2-0")  # as the phones' server would
        window.take_from_elsewhere()
        assert made(window) == ["Events"]
        window.tabs.setCurrentIndex(ROUNDS)
        current = window.rounds_tab.rounds[-1]
        assert "1" not in current.missing  # the result is there when the tab is made
    finally:
        window.discard()


def test_the_registration_action_works_while_the_players_tab_was_never_read(
    qapp: QApplication, services: Services, settings: QSettings, answered: list[str]
) -> None:
    """Event ▸ Close registration on a window started on its Standings tab: the menu reads
    the desk itself and the action closes it (before, the unread Players tab said "Open"
    and the action did nothing)."""
    event_id, _ = new_event(services, 2)
    services.registration.set_open(event_id, True)  # as another station's command would
    window = started(services, settings, event_id, STANDINGS)
    try:
        menu = window.event_menu
        menu.show_registration()  # the Event menu opens
        assert menu.registration_action.text().replace("&", "") == "Close registration"
        assert made(window) == ["Events", "Standings"]  # naming the action made no tab
        menu.registration_action.trigger()
        assert not services.registration.desk(event_id).open
        assert window.tabs.currentIndex() == STANDINGS  # the organizer stays where they are
        menu.show_registration()
        assert menu.registration_action.text().replace("&", "") == "Open registration"
    finally:
        window.discard()


def test_a_multiplayer_event_makes_the_pod_tabs_not_the_usual_ones(
    qapp: QApplication, services: Services, settings: QSettings, answered: list[str]
) -> None:
    event_id, _ = new_event(services, 8, structure=Structure.MULTIPLAYER, swiss_rounds=2)
    window = started(services, settings, event_id, EVENTS)
    try:
        window.pair_next_action.trigger()
        assert window.tabs.currentIndex() == TITLES.index("Pods and results")
        assert services.multiplayer.list_rounds(event_id)
        assert made(window) == ["Events", "Pods and results"]
        assert window.pod_tabs.pick(window.rounds_tab) is window.pod_tabs.rounds
    finally:
        window.discard()


def test_the_events_list_is_read_when_first_shown(
    qapp: QApplication,
    services: Services,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A window started on a remembered event's Standings tab reads that event once (its
    title and tab) and no list of every event until the Events tab is shown; an event
    remembered but deleted since opens nothing."""
    event_id, _ = new_event(services, 4)
    listed: list[int] = []
    real = services.events.list_events
    monkeypatch.setattr(services.events, "list_events", lambda: listed.append(1) or real())
    window = started(services, settings, event_id, STANDINGS)
    try:
        assert window.event_id == event_id and listed == []
        window.show_events()  # File ▸ Open event…
        assert listed == [1]
        assert window.events_tab.model.rowCount() == 1
        assert window.events_tab._selected().id == event_id  # the open event is chosen
    finally:
        window.discard()
    window = started(services, settings, event_id + 1, STANDINGS)  # no such event
    try:
        assert window.event_id is None and window.tabs.currentIndex() == EVENTS
    finally:
        window.discard()


def test_the_collector_waits_for_the_first_paint(
    qapp: QApplication, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window is made with Python's cycle collector held off (it ran ~10 times over
    objects that all stay); once painted, they are frozen and the collector runs again."""
    database = tmp_path / "event.sqlite3"
    Services.open(database).close()
    seen: list[tuple[str, bool]] = []
    make = app_module.AppController.show_window

    def show_window(self: app_module.AppController) -> MainWindow:
        window = make(self)
        seen.append(("made", gc.isenabled()))
        return window

    def loop(self: QApplication) -> int:
        QCoreApplication.processEvents()
        seen.append(("painted", gc.isenabled()))
        return 0

    monkeypatch.setattr(app_module.AppController, "show_window", show_window)
    monkeypatch.setattr(app_module.QApplication, "exec", loop)
    monkeypatch.setattr(MainWindow, "check_audit_chain", lambda self: None)
    frozen = gc.get_freeze_count()
    assert app_module.run_app(database, language="en", settings=settings) == 0
    assert seen == [("made", False), ("painted", True)]
    assert gc.isenabled() and gc.get_freeze_count() > frozen
