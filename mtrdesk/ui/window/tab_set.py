"""The main window's tabs: put in their places, shown or hidden for the kind of event open
(teams, pods, draft pods, no playoff), made when first wanted and read lazily: the tab on
screen reads the event and what changed now, a hidden one when it is shown.

At 4,096 players reading every tab took seconds (issue 15); at a 1,000-player event
re-reading every hidden tab after each result would too: the scorekeeper only waits for
the tab in front of them. Making every tab before the first paint took ~180 ms of each
start (issue 33): only the events list, the first screen, is made with the window; each
other tab (and its module) when it comes on screen or a command needs it (``TabSlot``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar, cast

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTabWidget, QWidget

from mtrdesk.services import Changes, Services
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.events_tab import EventsTab
from mtrdesk.ui.tabs.optional_tabs import shows_draft_pods
from mtrdesk.ui.tabs.tab_contract import EventTab
from mtrdesk.ui.window.pod_tabs import MultiplayerTabs
from mtrdesk.ui.window.tab_slot import TabSlot

if TYPE_CHECKING:
    from mtrdesk.services.event_views import EventSummary
    from mtrdesk.services.slip_scan import ScannedSlip
    from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
    from mtrdesk.ui.tabs.draft_pods_tab import DraftPodsTab
    from mtrdesk.ui.tabs.players_tab import PlayersTab
    from mtrdesk.ui.tabs.playoff_tab import PlayoffTab
    from mtrdesk.ui.tabs.pod_playoff_tab import PodPlayoffTab
    from mtrdesk.ui.tabs.rounds_tab import RoundsTab
    from mtrdesk.ui.tabs.standings_tab import StandingsTab

Tab = TypeVar("Tab", bound=QWidget)


# How each tab is made: its module is imported then, not with the window.
def _players(session: Session, parent: QWidget) -> PlayersTab:
    from mtrdesk.ui.tabs.players_tab import PlayersTab

    return PlayersTab(session, parent)


def _rounds(session: Session, parent: QWidget) -> RoundsTab:
    from mtrdesk.ui.tabs.rounds_tab import RoundsTab

    return RoundsTab(session, parent)


def _standings(session: Session, parent: QWidget) -> StandingsTab:
    from mtrdesk.ui.tabs.standings_tab import StandingsTab

    return StandingsTab(session, parent)


def _playoff(session: Session, parent: QWidget) -> PlayoffTab:
    from mtrdesk.ui.tabs.playoff_tab import PlayoffTab

    return PlayoffTab(session, parent)


def _pod_rounds(session: Session, parent: QWidget) -> RoundsTab:
    from mtrdesk.ui.tabs.pod_rounds import PodRounds
    from mtrdesk.ui.tabs.rounds_tab import RoundsTab

    return RoundsTab(session, parent, PodRounds)


def _pod_standings(session: Session, parent: QWidget) -> StandingsTab:
    from mtrdesk.ui.tabs.standings_tab import POD_STANDINGS_PAGE, StandingsTab

    return StandingsTab(session, parent, POD_STANDINGS_PAGE)


def _pod_playoff(session: Session, parent: QWidget) -> PodPlayoffTab:
    from mtrdesk.ui.tabs.pod_playoff_tab import PodPlayoffTab

    return PodPlayoffTab(session.services, parent)


def _draft_pods(session: Session, parent: QWidget) -> DraftPodsTab:
    from mtrdesk.ui.tabs.draft_pods_tab import DraftPodsTab

    return DraftPodsTab(session, parent)


def _decklists(session: Session, parent: QWidget) -> DecklistsTab:
    from mtrdesk.ui.tabs.decklists_tab import DecklistsTab

    return DecklistsTab(session, parent)


class WindowTabs:
    """Tabs for events, players, rounds, standings and the playoff (``widget``)."""

    def __init__(
        self,
        services: Services,
        session: Session,
        open_event: Callable[[], int | None],
        parent: QWidget,
        announce: Callable[[Changes], None],
    ) -> None:
        """``announce`` hears what each tab's service calls changed (the window's
        ``broadcast``), from the moment the tab is made."""
        self.open_event = open_event
        self._announce = announce
        self._pending: dict[EventTab, Changes] = {}
        # Tabs made but not read since the event was set: they read it when shown.
        self._unread: set[EventTab] = set()
        # Every tab's place but the events list's, in the tab bar's order (made or not).
        self._slots: list[TabSlot[Any]] = []
        self.widget = tabs = QTabWidget()
        tabs.setObjectName("mainTabs")
        self.events_tab = EventsTab(services, parent)  # the first screen: made with the window
        self.events_tab.changed.connect(announce)
        tabs.addTab(self.events_tab, QCoreApplication.translate("MainWindow", "Events"))

        def slot(title: str, make: Callable[[Session, QWidget], Tab]) -> TabSlot[Tab]:
            place: TabSlot[Tab] = TabSlot(tabs, title, lambda: make(session, parent), self._made)
            self._slots.append(place)
            return place

        translate = QCoreApplication.translate
        self.players = slot(translate("MainWindow", "Players"), _players)
        self.rounds = slot(translate("MainWindow", "Pairings and results"), _rounds)
        self.standings = slot(translate("MainWindow", "Standings"), _standings)
        self.playoff = slot(translate("MainWindow", "Playoff"), _playoff)
        # Multiplayer events (multiplayer addendum): pods instead of pairings, and their own
        # standings and playoff, in place of the three usual tabs; appended hidden.
        pod_rounds = slot(translate("MainWindow", "Pods and results"), _pod_rounds)
        pod_standings = slot(translate("MainWindow", "Standings"), _pod_standings)
        pod_playoff = slot(translate("MainWindow", "Playoff"), _pod_playoff)
        for hidden in (pod_rounds, pod_standings, pod_playoff):
            tabs.setTabVisible(hidden.index, False)
        self.pod_tabs = MultiplayerTabs(
            (self.rounds, pod_rounds), (self.standings, pod_standings), (self.playoff, pod_playoff)
        )
        # Booster-draft pods seat by seat (MTR 7.6, 7.7), shown only for pod events;
        # appended (hidden until a pod event is open) so remembered tab numbers stay valid.
        self.draft_pods = slot(translate("MainWindow", "Draft pods"), _draft_pods)
        tabs.setTabVisible(self.draft_pods.index, False)
        # Every event's decklists (MTR 2.7) and deck checks (MTR 2.8); appended last for
        # the same reason, shown for every event.
        self.decklists = slot(translate("MainWindow", "Decklists"), _decklists)
        tabs.currentChanged.connect(self.catch_up)

    @property
    def event_tabs(self) -> tuple[EventTab, ...]:
        """Every event tab, each made now if it was not."""
        return tuple(place.tab for place in self._slots)

    @property
    def every(self) -> tuple[EventTab, ...]:
        """The events list and every event tab made so far."""
        made = (place.made for place in self._slots)
        return (self.events_tab, *(tab for tab in made if tab is not None))

    def read(self, place: TabSlot[Tab]) -> Tab:
        """The tab at ``place`` with the open event read, on screen or not (a menu command
        that acts on a hidden tab's panel: Event ▸ Open registration)."""
        tab = place.tab
        if tab in self._unread:
            self._read_now(cast(EventTab, tab))
        return tab

    def _read_now(self, tab: EventTab) -> None:
        """An unread tab reads the open event (all that changed meanwhile with it)."""
        self._unread.discard(tab)
        self._pending.pop(tab, None)
        tab.set_event(self.open_event())

    def selected_decklists(self) -> list[int]:
        """The entries selected on the Decklists tab (the Print menu's decklists); none
        while it has never been made."""
        made = self.decklists.made
        return [] if made is None else made.selected_entry_ids()

    def _made(self, made: Any) -> None:
        """A tab has just taken its place: it tells the window what it changes from now;
        on screen it reads the open event now, else when it is shown."""
        tab: EventTab = made
        tab.changed.connect(self._announce)
        if self.widget.currentWidget() is made:
            tab.set_event(self.open_event())
        else:
            tab.set_event(None)
            self._unread.add(tab)

    def set_event(self, event_id: int | None) -> None:
        """The tab on screen reads ``event_id`` now; the hidden ones are emptied (never
        offering the last event's rows, a selection the Print menu would use) and read it
        when shown (``catch_up``); a tab not made yet reads it when it is made."""
        # The event tabs start again from the new event; the events list does not (it
        # lists every event), so what changed while it was hidden stays pending for it.
        events_pending = self._pending.get(self.events_tab)
        self._pending.clear()
        if events_pending:
            self._pending[self.events_tab] = events_pending
        self.events_tab.set_event(event_id)
        shown = self.widget.currentWidget()
        self._unread.clear()
        for tab in self.every[1:]:
            if tab is shown:
                tab.set_event(event_id)
            else:
                tab.set_event(None)
                self._unread.add(tab)

    def pass_on(self, changes: Changes) -> None:
        """What a service call changed, to the tab on screen; the others keep it until
        they are shown (a tab not made yet reads everything when it is)."""
        shown = self.widget.currentWidget()
        for tab in self.every:
            if tab is shown:
                tab.refresh(changes)
            elif tab not in self._unread:  # an unread tab reads everything when shown
                self._pending[tab] = self._pending.get(tab, Changes()) | changes

    def catch_up(self, index: int) -> None:
        """A tab comes on screen: made if it was not (it reads the event as it is made),
        the events list read if it never was, else what changed while it was hidden is
        applied."""
        shown = self.widget.widget(index)
        if shown is self.events_tab and not self.events_tab.listed:
            self._pending.pop(self.events_tab, None)  # the first list reads everything
            self.events_tab.ensure_listed()
            return
        for place in self._slots:
            if place.made is None and place.blank is shown:
                place.make()  # on screen: it reads the open event as it is made
                return
        for tab in self.every:
            if tab is not shown:
                continue
            if tab in self._unread:
                self._read_now(tab)
                continue
            pending = self._pending.pop(tab, None)
            if pending:
                tab.refresh(pending)

    def tab_for_slip(self, slip: ScannedSlip) -> QWidget:
        """The tab showing a scanned slip's round (the scan field opens its match there)."""
        if slip.pod:
            return self.pod_tabs.playoff if slip.playoff else self.pod_tabs.rounds
        return self.playoff.tab if slip.playoff else self.rounds.tab

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
            tabs.indexOf(self.players.page),
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
        playoff_index = tabs.indexOf(self.playoff.page)
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
        if no_playoff and tabs.currentWidget() is self.playoff.page:
            tabs.setCurrentWidget(self.standings.page)
        self.pod_tabs.show_for(tabs, summary)
        draft_pods = shows_draft_pods(summary)
        if not draft_pods and tabs.currentWidget() is self.draft_pods.page:
            tabs.setCurrentWidget(self.players.page)
        tabs.setTabVisible(tabs.indexOf(self.draft_pods.page), draft_pods)


class TabsByName:
    """The main window's tabs by name, as the tests reach them: each made now if it was
    not (``WindowTabs``)."""

    window_tabs: WindowTabs

    @property
    def players_tab(self) -> PlayersTab:
        return self.window_tabs.players.tab

    @property
    def rounds_tab(self) -> RoundsTab:
        return self.window_tabs.rounds.tab

    @property
    def standings_tab(self) -> StandingsTab:
        return self.window_tabs.standings.tab

    @property
    def playoff_tab(self) -> PlayoffTab:
        return self.window_tabs.playoff.tab

    @property
    def draft_pods_tab(self) -> DraftPodsTab:
        return self.window_tabs.draft_pods.tab

    @property
    def decklists_tab(self) -> DecklistsTab:
        return self.window_tabs.decklists.tab

    @property
    def pod_tabs(self) -> MultiplayerTabs:
        return self.window_tabs.pod_tabs

    @property
    def event_tabs(self) -> tuple[EventTab, ...]:
        """Every event tab, each made now if it was not."""
        return self.window_tabs.event_tabs
