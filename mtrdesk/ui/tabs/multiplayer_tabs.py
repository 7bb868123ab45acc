"""The tabs of a multiplayer event: pods and results, pod standings, pod playoff.

They take the places of "Pairings and results", "Standings" and "Playoff" while a
multiplayer event is open (the others are hidden, not removed, so the window's remembered
tab numbers stay as they were). The main window asks ``pick`` which tab a menu command goes
to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QWidget

from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.pod_playoff_tab import PodPlayoffTab
from mtrdesk.ui.tabs.pod_rounds import PodRounds
from mtrdesk.ui.tabs.rounds_tab import RoundsTab
from mtrdesk.ui.tabs.standings_tab import POD_STANDINGS_PAGE, StandingsTab

if TYPE_CHECKING:
    from mtrdesk.services.event_views import EventSummary

Tab = TypeVar("Tab", bound=QWidget)


class MultiplayerTabs:
    """Three tabs standing in for three others while the event is multiplayer."""

    def __init__(self, session: Session, parent: QWidget) -> None:
        self.rounds = RoundsTab(session, parent, PodRounds)
        self.standings = StandingsTab(session, parent, POD_STANDINGS_PAGE)
        self.playoff = PodPlayoffTab(session.services, parent)
        self.active = False
        self._replaced: dict[QWidget, QWidget] = {}

    @property
    def tabs(self) -> tuple[RoundsTab, StandingsTab, PodPlayoffTab]:
        return (self.rounds, self.standings, self.playoff)

    def add_to(
        self, tabs: QTabWidget, rounds: QWidget, standings: QWidget, playoff: QWidget
    ) -> None:
        """Append the tabs (hidden) after the ones they stand in for."""
        self._replaced = {rounds: self.rounds, standings: self.standings, playoff: self.playoff}
        titles = (
            QCoreApplication.translate("MainWindow", "Pods and results"),
            QCoreApplication.translate("MainWindow", "Standings"),
            QCoreApplication.translate("MainWindow", "Playoff"),
        )
        for tab, title in zip(self.tabs, titles, strict=True):
            tabs.setTabVisible(tabs.addTab(tab, title), False)

    def show_for(self, tabs: QTabWidget, summary: EventSummary | None) -> None:
        """Show these tabs for a multiplayer event, the usual ones otherwise; the tab on
        screen moves to its counterpart."""
        self.active = summary is not None and summary.multiplayer
        current = tabs.currentWidget()
        for usual, pods in self._replaced.items():
            tabs.setTabVisible(tabs.indexOf(pods), self.active)
            tabs.setTabVisible(tabs.indexOf(usual), not self.active)
            if self.active and current is usual:
                tabs.setCurrentWidget(pods)
            elif not self.active and current is pods:
                tabs.setCurrentWidget(usual)

    def pick(self, usual: Tab) -> Tab:
        """The tab a command for ``usual`` goes to now: its counterpart has the same
        commands (``pair_next``, ``repair``, ``focus_result_entry``, ``start_playoff``)."""
        return cast(Tab, self._replaced.get(usual, usual)) if self.active else usual
