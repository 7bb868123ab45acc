"""The main window's tabs: made and put in their places, shown or hidden for the kind of
event open (teams, pods, draft pods, no playoff), and read lazily: the tab on screen reads
the event and what changed now, a hidden one when it is shown.

At 4,096 players reading every tab took seconds (issue 15); at a 1,000-player event
re-reading every hidden tab after each result would too: the scorekeeper only waits for
the tab in front of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QWidget

from mtrdesk.services import Changes, Services
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
from mtrdesk.ui.tabs.draft_pods_tab import DraftPodsTab, shows_draft_pods
from mtrdesk.ui.tabs.events_tab import EventsTab
from mtrdesk.ui.tabs.multiplayer_tabs import MultiplayerTabs
from mtrdesk.ui.tabs.players_tab import PlayersTab
from mtrdesk.ui.tabs.playoff_tab import PlayoffTab
from mtrdesk.ui.tabs.rounds_tab import RoundsTab
from mtrdesk.ui.tabs.standings_tab import StandingsTab
from mtrdesk.ui.tabs.tab_contract import EventTab

if TYPE_CHECKING:
    from mtrdesk.services.event_views import EventSummary
    from mtrdesk.services.slip_scan import ScannedSlip


class WindowTabs:
    """Tabs for events, players, rounds, standings and the playoff (``widget``)."""

    def __init__(
        self,
        services: Services,
        session: Session,
        open_event: Callable[[], int | None],
        parent: QWidget,
    ) -> None:
        self.open_event = open_event
        self.events_tab = EventsTab(services, parent)
        self.players_tab = PlayersTab(session, parent)
        self.rounds_tab = RoundsTab(session, parent)
        self.standings_tab = StandingsTab(session, parent)
        self.playoff_tab = PlayoffTab(session, parent)
        # Multiplayer events (multiplayer addendum): pods instead of pairings, and their own
        # standings and playoff, in place of the three usual tabs.
        self.pod_tabs = MultiplayerTabs(session, parent)
        # Booster-draft pods seat by seat (MTR 7.6, 7.7), shown only for pod events.
        self.draft_pods_tab = DraftPodsTab(session, parent)
        # Every event's decklists (MTR 2.7) and deck checks (MTR 2.8).
        self.decklists_tab = DecklistsTab(session, parent)
        self.event_tabs: tuple[EventTab, ...] = (
            self.players_tab,
            self.draft_pods_tab,
            self.decklists_tab,
            self.rounds_tab,
            self.standings_tab,
            self.playoff_tab,
            *self.pod_tabs.tabs,
        )
        self.widget = tabs = QTabWidget()
        tabs.setObjectName("mainTabs")
        tabs.addTab(self.events_tab, QCoreApplication.translate("MainWindow", "Events"))
        tabs.addTab(self.players_tab, QCoreApplication.translate("MainWindow", "Players"))
        tabs.addTab(
            self.rounds_tab, QCoreApplication.translate("MainWindow", "Pairings and results")
        )
        tabs.addTab(self.standings_tab, QCoreApplication.translate("MainWindow", "Standings"))
        tabs.addTab(self.playoff_tab, QCoreApplication.translate("MainWindow", "Playoff"))
        self.pod_tabs.add_to(tabs, self.rounds_tab, self.standings_tab, self.playoff_tab)
        # Appended (hidden until a pod event is open) so remembered tab numbers stay valid.
        tabs.setTabVisible(
            tabs.addTab(
                self.draft_pods_tab, QCoreApplication.translate("MainWindow", "Draft pods")
            ),
            False,
        )
        # Appended last for the same reason; shown for every event.
        tabs.addTab(self.decklists_tab, QCoreApplication.translate("MainWindow", "Decklists"))
        self._pending: dict[EventTab, Changes] = {}
        # Hidden tabs emptied by ``set_event``: they read the open event when shown.
        self._unread: set[EventTab] = set()
        tabs.currentChanged.connect(self.catch_up)

    @property
    def every(self) -> tuple[EventTab, ...]:
        """The events list and every event tab."""
        return (self.events_tab, *self.event_tabs)

    def set_event(self, event_id: int | None) -> None:
        """The tab on screen reads ``event_id`` now; the hidden ones are emptied (never
        offering the last event's rows, a selection the Print menu would use) and read it
        when shown (``catch_up``)."""
        # The event tabs start again from the new event; the events list does not (it
        # lists every event), so what changed while it was hidden stays pending for it.
        events_pending = self._pending.get(self.events_tab)
        self._pending.clear()
        if events_pending:
            self._pending[self.events_tab] = events_pending
        self.events_tab.set_event(event_id)
        shown = self.widget.currentWidget()
        self._unread.clear()
        for tab in self.event_tabs:
            if tab is shown:
                tab.set_event(event_id)
            else:
                tab.set_event(None)
                self._unread.add(tab)

    def pass_on(self, changes: Changes) -> None:
        """What a service call changed, to the tab on screen; the others keep it until
        they are shown."""
        shown = self.widget.currentWidget()
        for tab in self.every:
            if tab is shown:
                tab.refresh(changes)
            elif tab not in self._unread:  # an unread tab reads everything when shown
                self._pending[tab] = self._pending.get(tab, Changes()) | changes

    def catch_up(self, index: int) -> None:
        """A tab comes on screen: apply what changed while it was hidden."""
        shown = self.widget.widget(index)
        for tab in self.every:
            if tab is not shown:
                continue
            if tab in self._unread:
                self._unread.discard(tab)
                self._pending.pop(tab, None)
                tab.set_event(self.open_event())
                continue
            pending = self._pending.pop(tab, None)
            if pending:
                tab.refresh(pending)

    def tab_for_slip(self, slip: ScannedSlip) -> QWidget:
        """The tab showing a scanned slip's round (the scan field opens its match there)."""
        if slip.pod:
            return self.pod_tabs.playoff if slip.playoff else self.pod_tabs.rounds
        return self.playoff_tab if slip.playoff else self.rounds_tab

    def enable(self, has_event: bool) -> None:
        """Every tab but the events list needs an open event."""
        for index in range(1, self.widget.count()):
            self.widget.setTabEnabled(index, has_event)

    def fit(self, summary: EventSummary | None, has_event: bool) -> None:
        """Name, show or hide the tabs for the kind of event open (``None``: none)."""
        tabs = self.widget
        # A team event (MTR 8, 9) registers teams on that tab.
        teams = summary is not None and summary.settings.structure.has_teams
        tabs.setTabText(
            tabs.indexOf(self.players_tab),
            QCoreApplication.translate("MainWindow", "Teams")
            if teams
            else QCoreApplication.translate("MainWindow", "Players"),
        )
        # A team event without a playoff (teams of two never have one, MTR 2.5): its final
        # ranking is the team standings. Three-person teams and 2HG may play a top 4 / 8.
        no_playoff = (
            teams
            and summary is not None
            and summary.settings.playoff.size == 0
            and not summary.settings.elimination_only
        )
        playoff_index = tabs.indexOf(self.playoff_tab)
        tabs.setTabEnabled(playoff_index, has_event and not no_playoff)
        tabs.setTabToolTip(
            playoff_index,
            QCoreApplication.translate(
                "MainWindow",
                "This team event has no playoff: the Standings tab ranks the teams.",
            )
            if no_playoff
            else "",
        )
        if no_playoff and tabs.currentWidget() is self.playoff_tab:
            tabs.setCurrentWidget(self.standings_tab)
        self.pod_tabs.show_for(tabs, summary)
        draft_pods = shows_draft_pods(summary)
        if not draft_pods and tabs.currentWidget() is self.draft_pods_tab:
            tabs.setCurrentWidget(self.players_tab)
        tabs.setTabVisible(tabs.indexOf(self.draft_pods_tab), draft_pods)
