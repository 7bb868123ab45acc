"""The tabs of a multiplayer event: pods and results, pod standings, pod playoff.

They take the places of "Pairings and results", "Standings" and "Playoff" while a
multiplayer event is open (the others are hidden, not removed, so the window's remembered
tab numbers stay as they were). Each is made when first wanted (``TabSlot``: most events
never show them). The main window asks ``pick`` which tab a menu command goes to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtWidgets import QTabWidget, QWidget

from mtrdesk.ui.window.tab_slot import TabSlot

if TYPE_CHECKING:
    from mtrdesk.services.event_views import EventSummary
    from mtrdesk.ui.tabs.playoff_tab import PlayoffTab
    from mtrdesk.ui.tabs.pod_playoff_tab import PodPlayoffTab
    from mtrdesk.ui.tabs.rounds_tab import RoundsTab
    from mtrdesk.ui.tabs.standings_tab import StandingsTab

Tab = TypeVar("Tab", bound=QWidget)


class MultiplayerTabs:
    """Three tabs standing in for three others while the event is multiplayer."""

    def __init__(
        self,
        rounds: tuple[TabSlot[RoundsTab], TabSlot[RoundsTab]],
        standings: tuple[TabSlot[StandingsTab], TabSlot[StandingsTab]],
        playoff: tuple[TabSlot[PlayoffTab], TabSlot[PodPlayoffTab]],
    ) -> None:
        """Each pair: the usual tab's place and its multiplayer counterpart's."""
        self.active = False
        self._rounds, self._standings, self._playoff = rounds[1], standings[1], playoff[1]
        self._replaced: tuple[tuple[TabSlot[Any], TabSlot[Any]], ...] = (
            rounds,
            standings,
            playoff,
        )

    @property
    def rounds(self) -> RoundsTab:
        """Pods and results (made now if it was not)."""
        return self._rounds.tab

    @property
    def standings(self) -> StandingsTab:
        """The pod standings (made now if it was not)."""
        return self._standings.tab

    @property
    def playoff(self) -> PodPlayoffTab:
        """The pod playoff (made now if it was not)."""
        return self._playoff.tab

    def show_for(self, tabs: QTabWidget, summary: EventSummary | None) -> None:
        """Show these tabs for a multiplayer event, the usual ones otherwise; the tab on
        screen moves to its counterpart."""
        self.active = summary is not None and summary.multiplayer
        current = tabs.currentWidget()
        for usual, pods in self._replaced:
            tabs.setTabVisible(tabs.indexOf(pods.page), self.active)
            tabs.setTabVisible(tabs.indexOf(usual.page), not self.active)
            if self.active and current is usual.page:
                tabs.setCurrentWidget(pods.page)
            elif not self.active and current is pods.page:
                tabs.setCurrentWidget(usual.page)

    def pick(self, usual: Tab) -> Tab:
        """The tab a command for ``usual`` goes to now: its counterpart has the same
        commands (``pair_next``, ``repair``, ``focus_result_entry``, ``start_playoff``)."""
        if self.active:
            for place, pods in self._replaced:
                if place.made is usual:
                    return cast(Tab, pods.tab)
        return usual

    def pick_place(self, usual: TabSlot[Any]) -> TabSlot[Any]:
        """As ``pick``, between places: nothing is made until the command's tab is."""
        if self.active:
            for place, pods in self._replaced:
                if place is usual:
                    return pods
        return usual
