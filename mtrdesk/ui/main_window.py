"""The main window composes the tabs, the menus and the remembered state; nothing more.

Tabs talk to services themselves and announce what changed (``Changes``); the window
passes every ``Changes`` on to all tabs, which refresh only what concerns them. The menus
(``menus``, ``print_menu``) own their actions; the window hands them operations made of
the tabs' and dialogs' own (bring a tab to the front, then call it) and keeps the actions
by name (``window.pair_next_action``...) for the event switch and the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QSettings, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QWidget,
)

from mtrdesk import __version__
from mtrdesk.core.bounds import MAX_ROW_ID
from mtrdesk.core.floor.reports import ReportState
from mtrdesk.core.placeholders import fill
from mtrdesk.core.refusal import Refusal
from mtrdesk.services import Changes, Problem, ServiceError, Services
from mtrdesk.services.event_file.interchange import events_from_document
from mtrdesk.services.safekeeping.backups import BackupView
from mtrdesk.services.safekeeping.integrity import check_audit_chain
from mtrdesk.services.safekeeping.restore import restore
from mtrdesk.services.safekeeping.result_audit import check_results
from mtrdesk.services.slip_scan import ScannedSlip
from mtrdesk.sheets import SheetKind
from mtrdesk.ui import databases, event_files
from mtrdesk.ui.dialogs.about import AboutDialog, DataPlaces
from mtrdesk.ui.dialogs.audit import show_audit_log
from mtrdesk.ui.dialogs.backup import choose_backup
from mtrdesk.ui.dialogs.first_run import FirstRunDialog, open_sample_event
from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog, focus_table
from mtrdesk.ui.dialogs.rollback import roll_back_latest
from mtrdesk.ui.errors import attempt, show_error
from mtrdesk.ui.event_projector import open_event_projector
from mtrdesk.ui.long_lived import LongLived
from mtrdesk.ui.menus import (
    EditMenu,
    EditOperations,
    EventMenu,
    EventOperations,
    FileMenu,
    FileOperations,
    HelpMenu,
    RoundMenu,
    RoundOperations,
)
from mtrdesk.ui.notice_banner import NoticeBanner
from mtrdesk.ui.outside_changes import FROM_ELSEWHERE, OutsideChanges
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.printing.decklist_actions import DecklistPrintActions
from mtrdesk.ui.printing.menu import PrintMenu, print_sheet
from mtrdesk.ui.qt_values import int_setting
from mtrdesk.ui.screen_fit import fit_to_screen
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
from mtrdesk.ui.undo_keys import UndoKeys
from mtrdesk.ui.widgets.scan_field import ScanBar
from mtrdesk.words import messages
from mtrdesk.words.dates import format_date
from mtrdesk.words.safekeeping.messages import restored_name
from mtrdesk.words.undo.text import done_text, redo_texts, step_text, undo_texts

if TYPE_CHECKING:  # the dialog, and the web stack with it, load when first opened
    from mtrdesk.ui.dialogs.phones import PhonesDialog

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
TAB_KEY = "window/tab"
LAST_EVENT_KEY = "events/last"
# Which database the last event belongs to (``services.location``): another database's
# event of the same number is not opened in its place.
LAST_EVENT_WHERE_KEY = "events/last_where"
# Between the parts of the title: program, event, database.
TITLE_SEPARATOR = " \u2014 "
STATUS_MESSAGE_MS = 10_000

Tab = TypeVar("Tab", bound=QWidget)


class MainWindow(QMainWindow):
    """Tabs for events, players, rounds, standings and the playoff, under one event."""

    language_requested = Signal(str)
    # Another database was opened here (File ▸ Connect to a shared event database…,
    # File ▸ Open database file…): its ``Services``; the application rebuilds the window
    # on it and closes the old ones (``AppController.switch_database``).
    database_opened = Signal(object)

    # The menus' actions that tests and the window itself reach by name (``_build_menus``).
    new_event_action: QAction
    edit_event_action: QAction
    import_event_action: QAction
    export_event_action: QAction
    backup_action: QAction
    restore_backup_action: QAction
    connect_database_action: QAction
    open_database_file_action: QAction
    add_player_action: QAction
    start_playoff_action: QAction
    audit_log_action: QAction
    decklist_action: QAction
    deck_check_action: QAction
    import_card_names_action: QAction
    import_ban_lists_action: QAction
    pair_next_action: QAction
    repair_action: QAction
    rollback_action: QAction
    undo_action: QAction
    redo_action: QAction
    scan_action: QAction
    standings_action: QAction
    projector_action: QAction
    event_actions: list[QAction]
    language_actions: dict[str, QAction]
    projector: QWidget | None
    print_actions: dict[str, QAction]
    decklist_print: DecklistPrintActions

    def __init__(self, services: Services, settings: QSettings, language: str = "en") -> None:
        super().__init__()
        self.services = services
        self.settings = settings
        self.language = language
        self.event_id: int | None = None
        self._discarded = False
        self._phones: PhonesDialog | None = None  # Event ▸ Open to phones…
        self.reports_dialog: FloorReportsDialog | None = None  # Event ▸ Reports from the floor…
        # What the tabs need besides the services; they never look it up on the window.
        self.session = Session(
            services, settings, language, lambda: self.event_id, self.say, self.phones_address
        )
        self.show_title(None)
        fit_to_screen(self, 1100, 720)

        self.events_tab = EventsTab(services, self)
        self.players_tab = PlayersTab(self.session, self)
        self.rounds_tab = RoundsTab(self.session, self)
        self.standings_tab = StandingsTab(self.session, self)
        self.playoff_tab = PlayoffTab(self.session, self)
        # Multiplayer events (multiplayer addendum): pods instead of pairings, and their own
        # standings and playoff, in place of the three usual tabs.
        self.pod_tabs = MultiplayerTabs(self.session, self)
        # Booster-draft pods seat by seat (MTR 7.6, 7.7), shown only for pod events.
        self.draft_pods_tab = DraftPodsTab(self.session, self)
        # Every event's decklists (MTR 2.7) and deck checks (MTR 2.8).
        self.decklists_tab = DecklistsTab(self.session, self)
        self.event_tabs: tuple[EventTab, ...] = (
            self.players_tab,
            self.draft_pods_tab,
            self.decklists_tab,
            self.rounds_tab,
            self.standings_tab,
            self.playoff_tab,
            *self.pod_tabs.tabs,
        )
        self.tabs = QTabWidget()
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(self.events_tab, QCoreApplication.translate("MainWindow", "Events"))
        self.tabs.addTab(self.players_tab, QCoreApplication.translate("MainWindow", "Players"))
        self.tabs.addTab(
            self.rounds_tab, QCoreApplication.translate("MainWindow", "Pairings and results")
        )
        self.tabs.addTab(self.standings_tab, QCoreApplication.translate("MainWindow", "Standings"))
        self.tabs.addTab(self.playoff_tab, QCoreApplication.translate("MainWindow", "Playoff"))
        self.pod_tabs.add_to(self.tabs, self.rounds_tab, self.standings_tab, self.playoff_tab)
        # Appended (hidden until a pod event is open) so remembered tab numbers stay valid.
        self.tabs.setTabVisible(
            self.tabs.addTab(
                self.draft_pods_tab, QCoreApplication.translate("MainWindow", "Draft pods")
            ),
            False,
        )
        # Appended last for the same reason; shown for every event.
        self.tabs.addTab(self.decklists_tab, QCoreApplication.translate("MainWindow", "Decklists"))
        self.setCentralWidget(self.tabs)
        self._pending: dict[EventTab, Changes] = {}
        # Hidden tabs emptied by ``set_event``: they read the open event when shown.
        self._unread: set[EventTab] = set()
        # What an opened event or a new round leaves in memory stays there (``long_lived``).
        self.long_lived = LongLived(self)
        self.tabs.currentChanged.connect(self._catch_up)
        self.event_label = PlainLabel()
        self.event_label.setObjectName("currentEvent")
        # How many results reported from phones wait (issue 16); a click lists them.
        self.reports_button = QPushButton()
        self.reports_button.setObjectName("floorReportsButton")
        self.reports_button.setFlat(True)
        self.reports_button.clicked.connect(self.show_floor_reports)
        self.reports_button.hide()
        self.statusBar().addPermanentWidget(self.reports_button)
        self.statusBar().addPermanentWidget(self.event_label)
        # A scanned result slip opens its match (F2 reaches the field from anywhere).
        self.scan_bar = ScanBar(
            services, lambda: self.event_id, self._tab_for_slip, self.tabs.setCurrentWidget, self
        )
        self.addToolBar(self.scan_bar)
        # Warnings that must not stop the work (a backup not made: issue 27), on a line of
        # their own below the scan bar; shown by ``show_notices``.
        self.notice_banner = NoticeBanner(self)
        self.addToolBarBreak()
        self.addToolBar(self.notice_banner)
        self._backup_warned = False  # the banner says it once per session

        self._build_menus()
        self.events_tab.event_chosen.connect(self.set_event)
        for tab in (self.events_tab, *self.event_tabs):
            tab.changed.connect(self.broadcast)
        self._restore_state()
        self.notice_banner.hide()  # a saved layout never brings back an old warning
        # What the web server beside the window (or another station) commits shows here
        # within a second (``ui.outside_changes``).
        self._counted: tuple[object, ...] | None = None  # ``_counts`` at the last look
        self.outside = OutsideChanges(services.store.change_mark, self.take_from_elsewhere, self)
        self.outside.start()
        self.outside.follow(services.listen_for_changes)  # a shared server announces them

    # --- the current event ----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        """Show ``event_id`` (``None``: no event chosen): the tab on screen reads it now,
        the hidden ones are emptied and read it when shown (``_catch_up``).

        At 4,096 players reading every tab took seconds (issue 15); emptied, a hidden
        tab never offers the last event's rows (a selection the Print menu would use).
        """
        self.event_id = event_id
        self._counted = self._counts()
        # The event tabs start again from the new event; the events list does not (it
        # lists every event), so what changed while it was hidden stays pending for it.
        events_pending = self._pending.get(self.events_tab)
        self._pending.clear()
        if events_pending:
            self._pending[self.events_tab] = events_pending
        self.events_tab.set_event(event_id)
        shown = self.tabs.currentWidget()
        self._unread.clear()
        for tab in self.event_tabs:
            if tab is shown:
                tab.set_event(event_id)
            else:
                tab.set_event(None)
                self._unread.add(tab)
        if event_id is not None:
            self._remember_event(event_id)
            if self.tabs.currentWidget() is self.events_tab:
                self.tabs.setCurrentWidget(self.players_tab)
        self._update_event_label()
        self.update_edit_menu()
        if self._phones is not None:
            self._phones.show_event()
        if self.reports_dialog is not None:
            self.reports_dialog.forget_names()
        self.show_reports()
        self.long_lived.settle_soon()

    def take_from_elsewhere(self) -> Changes:
        """Refresh after a commit made elsewhere (the phones' server, or another station
        on a shared database: issue 17); what was taken as changed.

        What the floor changes (``FROM_ELSEWHERE``), and, read from the open event's
        summary, what only another station does: players registered or dropped (the
        player lists), and a round paired or the playoff started (the rounds tab shows
        the new round)."""
        changes = FROM_ELSEWHERE
        counted, before = self._counts(), self._counted
        self._counted = counted
        if before is not None and counted is not None and counted[0] == before[0]:
            if counted[1] != before[1]:
                changes = changes | Changes(players=True)
            if counted[2] != before[2]:
                changes = changes | Changes(pairings=True)
        self.broadcast(changes)
        return changes

    def _counts(self) -> tuple[object, ...] | None:
        """(event, its players and teams, its rounds and stage) from the open event's
        summary (read once per change of the database); None without an event."""
        if self.event_id is None:
            return None
        try:
            summary = self.services.events.get(self.event_id)
        except Refusal:  # deleted elsewhere, or the database out of reach for a moment
            return None
        players = (summary.player_count, summary.active_count)
        teams = (summary.team_count, summary.active_teams)
        return (summary.id, (players, teams), (summary.rounds_paired, summary.stage))

    def broadcast(self, changes: Changes) -> None:
        """Pass what a service call changed to the tab on screen; the others catch up
        when they are shown.

        At a 1,000-player event re-reading every hidden tab after each result would
        take seconds; the scorekeeper only waits for the tab in front of them.
        """
        shown = self.tabs.currentWidget()
        for tab in (self.events_tab, *self.event_tabs):
            if tab is shown:
                tab.refresh(changes)
            elif tab not in self._unread:  # an unread tab reads everything when shown
                self._pending[tab] = self._pending.get(tab, Changes()) | changes
        if changes.events:
            self._update_event_label()
        if (changes.pairings or changes.players) and self.reports_dialog is not None:
            self.reports_dialog.forget_names()
        if changes.reports or changes.pairings or changes.players:
            self.show_reports()
        self.update_edit_menu()
        self.show_notices()
        if changes.pairings:
            self.long_lived.settle_soon()

    # --- results reported from the floor (issue 16) ------------------------------------------
    def show_reports(self) -> None:
        """The count of reports waiting in the status bar (players who disagree in red),
        and the open list, read once for both."""
        reports = []
        if self.event_id is not None:
            event_id = self.event_id
            try:
                reports = self.services.floor.open_reports(event_id)
            except ServiceError as error:
                if error.problem is not Problem.EVENT_NOT_FOUND:
                    raise
        conflicts = sum(r.state is ReportState.CONFLICT for r in reports)
        text = (
            QCoreApplication.translate("MainWindow", "Reports waiting: %1 (players disagree: %2)")
            if conflicts
            else QCoreApplication.translate("MainWindow", "Reports waiting: %1")
        )
        text = fill(text, QLocale().toString(len(reports)), QLocale().toString(conflicts))
        self.reports_button.setText(text)
        colour = "#a00000" if conflicts else "#1b4f8a"
        self.reports_button.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.reports_button.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Results reported from phones, not entered yet: click to list them."
            )
        )
        self.reports_button.setVisible(bool(reports))
        if self.reports_dialog is not None:
            self.reports_dialog.show_reports(reports)

    def show_floor_reports(self) -> FloorReportsDialog:
        """Event ▸ Reports from the floor…: the list, made once and kept up to date."""
        if self.reports_dialog is None:
            self.reports_dialog = FloorReportsDialog(
                self.services, lambda: self.event_id, self.broadcast, self
            )
            self.show_reports()
        focus_table(self.reports_dialog)
        return self.reports_dialog

    def show_notices(self) -> list[str]:
        """Say what went wrong after a change was saved; the sentences shown.

        A round-start backup that could not be made (the round stays paired) is said in
        the banner once per session and in the status bar every time, never in a dialog
        that would wait between pairings (issue 27); anything else in a message box."""
        shown = []
        for warning in self.services.context.take_notices():
            text = messages.warning_message(warning)
            shown.append(text)
            if warning.problem is not Problem.BACKUP_FAILED:
                show_error(self, text)
                continue
            self.say(text)
            if not self._backup_warned:
                self._backup_warned = True
                self.notice_banner.show_notice(text)
        return shown

    def check_audit_chain(self) -> str | None:
        """Warn once, when the database is opened, that its audit log was changed outside
        mtrdesk (``services.safekeeping.integrity``), or that stored results differ from the ones
        the log says were entered, naming the tables (``services.safekeeping.result_audit``, issue
        27);
        the sentences shown (one dialog), or ``None``."""
        context = self.services.context
        warnings = [
            attempt(self, lambda: check_audit_chain(context)),
            attempt(self, lambda: check_results(context)),
        ]
        shown = [messages.warning_message(w) for w in warnings if w is not None]
        if not shown:
            return None
        text = "\n\n".join(shown)
        show_error(self, text)
        return text

    def restore_backup(self, backup: BackupView | None = None) -> list[int]:
        """File ▸ Restore from backup…: the chosen backup's event comes back as a new event,
        which becomes the current one; the current event stays as it is. The new ids."""
        backup = backup or choose_backup(self, self.services)
        if backup is None:
            return []
        chosen = backup
        restored = attempt(
            self, lambda: restore(self.services, chosen.path, restored_name, chosen.event)
        )
        if restored is None:
            return []
        ids, changes = restored
        self.broadcast(changes)
        if ids:
            self.set_event(ids[0])
            summary = self.services.events.get(ids[0])
            self.say(
                QCoreApplication.translate(
                    "MainWindow", 'Restored as the new event "%1"; it is open now.'
                ).replace("%1", summary.settings.name)
            )
        for warning in changes.warnings:
            show_error(self, messages.warning_message(warning))
        return ids

    def _catch_up(self, index: int) -> None:
        """A tab comes on screen: apply what changed while it was hidden."""
        shown = self.tabs.widget(index)
        for tab in (self.events_tab, *self.event_tabs):
            if tab is not shown:
                continue
            if tab in self._unread:
                self._unread.discard(tab)
                self._pending.pop(tab, None)
                tab.set_event(self.event_id)
                continue
            pending = self._pending.pop(tab, None)
            if pending:
                tab.refresh(pending)

    def _update_event_label(self) -> None:
        has_event = self.event_id is not None
        for action in self.event_actions:
            action.setEnabled(has_event)
        for index in range(1, self.tabs.count()):
            self.tabs.setTabEnabled(index, has_event)
        self.scan_bar.setEnabled(has_event)
        summary = None
        if self.event_id is not None:
            try:
                summary = self.services.events.get(self.event_id)
            except ServiceError as error:
                if error.problem is not Problem.EVENT_NOT_FOUND:
                    raise
                self.set_event(None)  # deleted: nothing is chosen any more
                return
        # A team event (MTR 8, 9) registers teams on that tab.
        teams = summary is not None and summary.settings.structure.has_teams
        self.tabs.setTabText(
            self.tabs.indexOf(self.players_tab),
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
        playoff_index = self.tabs.indexOf(self.playoff_tab)
        self.tabs.setTabEnabled(playoff_index, has_event and not no_playoff)
        self.tabs.setTabToolTip(
            playoff_index,
            QCoreApplication.translate(
                "MainWindow",
                "This team event has no playoff: the Standings tab ranks the teams.",
            )
            if no_playoff
            else "",
        )
        if no_playoff and self.tabs.currentWidget() is self.playoff_tab:
            self.tabs.setCurrentWidget(self.standings_tab)
        self.pod_tabs.show_for(self.tabs, summary)
        draft_pods = shows_draft_pods(summary)
        if not draft_pods and self.tabs.currentWidget() is self.draft_pods_tab:
            self.tabs.setCurrentWidget(self.players_tab)
        self.tabs.setTabVisible(self.tabs.indexOf(self.draft_pods_tab), draft_pods)
        self.show_title(summary.settings.name if summary is not None else None)
        if summary is None:
            self.event_label.setText(QCoreApplication.translate("MainWindow", "No event chosen"))
            return
        self.event_label.setText(self.events_tab.describe(summary))

    def show_title(self, event_name: str | None) -> None:
        """``mtrdesk — 金曜モダン — shared database postgresql://staff@192.168.1.20/fnm``:
        the event open and which database it is in (a file's name, or a server's address
        without its password), so a station never enters results into the wrong one."""
        parts = ["mtrdesk", event_name, databases.where(self.services)]
        self.setWindowTitle(TITLE_SEPARATOR.join(p for p in parts if p))

    # --- event files --------------------------------------------------------------------
    def export_event(self, path: Path | None = None) -> Path | None:
        """Write the current event to an event file (a save dialog unless ``path`` is given)."""
        if self.event_id is None:
            return None
        written = event_files.export_event_file(self, self.services, self.event_id, path)
        if written is not None:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Event exported to %1").replace(
                    "%1", str(written)
                ),
                STATUS_MESSAGE_MS,
            )
        return written

    def import_event(self, path: Path | None = None) -> int | None:
        """Read an event file as a new event, which becomes the current one."""
        return self._show_imported(event_files.import_event_file(self, self.services, path))

    def open_event_file(self, path: Path) -> int | None:
        """An event file opened from outside (``mtrdesk FILE``: a double click in the file
        manager, macOS's open-file event): imported as File > Import event... does, the
        same refusals, and shown; the event shown, or ``None``.

        Opening the same file twice does not quietly make a second copy: when this
        database has the file's event already (imported before, or exported from here)
        the organizer chooses between the one here (the default) and another copy.
        """
        document = event_files.read_event_file(self, path)
        if document is None:
            return None
        found = attempt(self, lambda: events_from_document(self.services, document))
        if found is None:
            return None
        if found:
            settings = document.settings
            choice = event_files.ask_already_here(self, settings.name, format_date(settings.date))
            if choice is None:
                return None
            if choice is event_files.AlreadyHere.OPEN_HERE:
                event_id = found[-1]  # the latest copy, if imported twice already
                self.set_event(event_id)
                self.statusBar().showMessage(
                    QCoreApplication.translate(
                        "MainWindow", 'Opened "%1", which this database has already.'
                    ).replace("%1", settings.name),
                    STATUS_MESSAGE_MS,
                )
                return event_id
        return self._show_imported(event_files.import_read_file(self, self.services, document))

    def _show_imported(self, imported: tuple[int, Changes] | None) -> int | None:
        """Make an imported event the current one and say so."""
        if imported is None:
            return None
        event_id, changes = imported
        self.broadcast(changes)
        self.set_event(event_id)
        # Without a word the window looks the same as before when the file holds the
        # event already open: say that a new event was made from it.
        summary = self.services.events.get(event_id)
        self.statusBar().showMessage(
            QCoreApplication.translate(
                "MainWindow", 'Imported "%1" as a new event; it is open now.'
            ).replace("%1", summary.settings.name),
            STATUS_MESSAGE_MS,
        )
        return event_id

    # --- the menus ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        """The menus with the operations they trigger; their actions kept by name."""
        bar = self.menuBar()
        self.file_menu = file = FileMenu(
            bar,
            self,
            FileOperations(
                new_event=self.events_tab.new_event,
                open_event=self.show_events,
                edit_event=self._with_event(self.events_tab.edit_event),
                delete_event=self._with_event(self.events_tab.delete_event),
                import_event=lambda: self.import_event(),
                export_event=lambda: self.export_event(),
                back_up=lambda: event_files.backup_database(self, self.services),
                restore_backup=lambda: self.restore_backup(),
                connect_database=lambda: self.connect_database(),
                open_database_file=lambda: self.open_database_file(),
                choose_language=self.language_requested.emit,
                quit=self.close,
            ),
            self.language,
        )
        self.edit_menu = EditMenu(
            bar,
            self,
            EditOperations(
                undo=lambda: self.undo_or_redo(undo=True),
                redo=lambda: self.undo_or_redo(undo=False),
                refresh=self.update_edit_menu,
            ),
        )
        self.undo_keys = UndoKeys(self)  # Ctrl+Z in an empty field: the last change
        players, decklists = (lambda: self.players_tab), (lambda: self.decklists_tab)
        self.event_menu = event = EventMenu(
            bar,
            self,
            EventOperations(
                add_player=self._on_tab(players, PlayersTab.add_player),
                import_csv=self._on_tab(players, PlayersTab.import_csv),
                start_playoff=self._on_tab(
                    lambda: self.pod_tabs.pick(self.playoff_tab), lambda tab: tab.start_playoff()
                ),
                audit_log=self._with_event(
                    lambda event_id: show_audit_log(self, self.services, event_id)
                ),
                decklist=self._on_tab(decklists, DecklistsTab.open_selected),
                deck_check=self._on_tab(decklists, lambda tab: tab.deck_check()),
                import_card_names=self._on_tab(decklists, lambda tab: tab.import_card_names()),
                import_ban_lists=self._on_tab(decklists, lambda tab: tab.import_ban_lists()),
                open_to_phones=self.open_to_phones,
                floor_reports=self._with_event(lambda _: self.show_floor_reports()),
            ),
        )
        rounds = lambda: self.pod_tabs.pick(self.rounds_tab)  # noqa: E731
        self.round_menu = round_ = RoundMenu(
            bar,
            self,
            RoundOperations(
                pair_next=self._on_tab(rounds, lambda tab: tab.pair_next()),
                repair=self._on_tab(rounds, lambda tab: tab.repair()),
                rollback=self._with_event(self.roll_back_round),
                enter_results=self._on_tab(rounds, lambda tab: tab.focus_result_entry()),
                scan_slip=self.scan_bar.focus_field,
                standings=self._on_tab(lambda: self.pod_tabs.pick(self.standings_tab)),
                projector=self.open_projector,
            ),
        )
        self.print_menu = PrintMenu(
            bar,
            self,
            lambda kind: self.print_sheet(kind),
            DecklistPrintActions(
                self,
                self.services,
                self.settings,
                lambda: self.event_id,
                self.decklists_tab.selected_entry_ids,
            ),
        )
        self.help_menu = HelpMenu(
            bar, self, self.show_about, getting_started=self.show_getting_started
        )
        round_.menu.aboutToShow.connect(self._name_rollback_round)
        menus = (file, self.edit_menu, event, round_, self.print_menu, self.help_menu)
        self.event_actions = [action for menu in menus for action in menu.event_actions]
        # The actions by name, as the tests trigger them.
        self.new_event_action = file.new_event_action
        self.edit_event_action = file.edit_event_action
        self.import_event_action = file.import_event_action
        self.export_event_action = file.export_event_action
        self.backup_action = file.backup_action
        self.restore_backup_action = file.restore_backup_action
        self.connect_database_action = file.connect_database_action
        self.open_database_file_action = file.open_database_file_action
        self.language_actions = file.language_actions
        self.add_player_action = event.add_player_action
        self.start_playoff_action = event.start_playoff_action
        self.audit_log_action = event.audit_log_action
        self.decklist_action = event.decklist_action
        self.deck_check_action = event.deck_check_action
        self.import_card_names_action = event.import_card_names_action
        self.import_ban_lists_action = event.import_ban_lists_action
        self.pair_next_action = round_.pair_next_action
        self.repair_action = round_.repair_action
        self.rollback_action = round_.rollback_action
        self.undo_action = self.edit_menu.undo_action
        self.redo_action = self.edit_menu.redo_action
        self.scan_action = round_.scan_action
        self.standings_action = round_.standings_action
        self.projector_action = round_.projector_action
        self.print_actions = self.print_menu.actions
        self.decklist_print = self.print_menu.decklists

    # --- undo, redo and round rollback ---------------------------------------------------------
    def update_edit_menu(self) -> None:
        """Name what Edit ▸ Undo and Redo would do for the open event (or disable them)."""
        state = None
        if self.event_id is not None:
            try:
                state = self.services.undo.state(self.event_id)
            except Refusal:  # a deleted event, a database gone: nothing to undo here
                state = None
        self.edit_menu.show(undo_texts(state), redo_texts(state))

    def undo_or_redo(self, undo: bool) -> None:
        """Edit ▸ Undo / Redo: take back (or make again) the open event's last change;
        a refusal says why; every tab reads what changed."""
        if self.event_id is None:
            return
        event_id = self.event_id
        state = attempt(self, lambda: self.services.undo.state(event_id))
        step = None if state is None else (state.undo if undo else state.redo)
        call = self.services.undo.undo if undo else self.services.undo.redo
        changes = attempt(self, lambda: call(event_id))
        if changes is not None:
            self.broadcast(changes)
            if state is not None and step is not None:
                self.say(done_text(undo, step_text(step, state)))
        self.update_edit_menu()

    def roll_back_round(self, event_id: int) -> None:
        """Round ▸ Roll back round N...: the dialog, then every tab reads what changed."""
        changes = roll_back_latest(self, self.services, event_id)
        if changes is not None:
            self.broadcast(changes)

    def _name_rollback_round(self) -> None:
        number = None
        if self.event_id is not None:
            event_id = self.event_id
            number = attempt(self, lambda: self.services.rollback.latest_round(event_id))
        self.round_menu.show_rollback(number)

    def _on_tab(
        self, tab_of: Callable[[], Tab], then: Callable[[Tab], object] | None = None
    ) -> Callable[[], None]:
        """An operation: bring the tab ``tab_of()`` to the front, then ``then(tab)``."""

        def run() -> None:
            tab = tab_of()
            self.tabs.setCurrentWidget(tab)
            if then is not None:
                then(tab)

        return run

    def _with_event(self, then: Callable[[int], object]) -> Callable[[], None]:
        """An operation on the open event (none: nothing happens)."""

        def run() -> None:
            if self.event_id is not None:
                then(self.event_id)

        return run

    def _tab_for_slip(self, slip: ScannedSlip) -> QWidget:
        """The tab showing a scanned slip's round (the scan field opens its match there)."""
        if slip.pod:
            return self.pod_tabs.playoff if slip.playoff else self.pod_tabs.rounds
        return self.playoff_tab if slip.playoff else self.rounds_tab

    def show_events(self) -> None:
        self.tabs.setCurrentWidget(self.events_tab)
        self.events_tab.focus_list()

    def print_sheet(self, kind: SheetKind) -> None:
        """The preview of ``kind`` for the open event, its latest round (the Print menu)."""
        print_sheet(self, self.session, kind)

    def say(self, text: str) -> None:
        """A short confirmation in the status bar (the tabs' ``Session.status``)."""
        self.statusBar().showMessage(text, STATUS_MESSAGE_MS)

    def open_projector(self) -> None:
        """The projector clock, with the open event's round and pairings when there is one."""
        self.projector = open_event_projector(
            self, self.services, self.settings, self.event_id, self.phones_address
        )

    def show_getting_started(self) -> FirstRunDialog:
        """Help > Getting started: the first-run dialog again. A language chosen in it is
        applied when it closes (the window is rebuilt); a sample event asked for is added
        and opened."""
        dialog = FirstRunDialog(self.language, databases.shown(self.services.address), None, self)
        dialog.sample.setChecked(False)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return dialog
        if dialog.wants_sample:
            changes = attempt(self, lambda: open_sample_event(self.services, dialog.language))
            if changes is not None:
                self.broadcast(changes[1])
                self.set_event(changes[0])
        if dialog.language != self.language:
            self.language_requested.emit(dialog.language)
        return dialog

    def show_about(self) -> None:
        """Help ▸ About mtrdesk: the version, where the data lives, the licences."""
        places = DataPlaces(
            database=self.services.location,
            backups=str(self.services.backups.root),
            settings=self.settings.fileName(),
        )
        self.about_dialog = AboutDialog(__version__, places, parent=self)
        self.about_dialog.show()

    # --- remembered state -----------------------------------------------------------------
    def _restore_state(self) -> None:
        geometry = self.settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        state = self.settings.value(STATE_KEY)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        # ``int_setting``: an edited settings file ("abc", 5,000 digits) is no event.
        event_id = int_setting(self.settings, LAST_EVENT_KEY, 0)
        # Remembered in another database (before a switch): that database's number.
        where = self.settings.value(LAST_EVENT_WHERE_KEY)
        elsewhere = isinstance(where, str) and where != self.services.location
        if 0 < event_id <= MAX_ROW_ID and not elsewhere and self.events_tab.has_event(event_id):
            self.set_event(event_id)
        else:
            self.set_event(None)
        tab = int_setting(self.settings, TAB_KEY, -1)
        if (
            0 <= tab < self.tabs.count()
            and self.tabs.isTabEnabled(tab)
            and self.tabs.isTabVisible(tab)
        ):
            self.tabs.setCurrentIndex(tab)

    def _remember_event(self, event_id: int) -> None:
        self.settings.setValue(LAST_EVENT_KEY, event_id)
        self.settings.setValue(LAST_EVENT_WHERE_KEY, self.services.location)

    # --- which database (issue 17) ---------------------------------------------------------
    def connect_database(self) -> Services | None:
        """File ▸ Connect to a shared event database…: the dialog; the database opened
        (the window is then rebuilt on it), else ``None`` and this one stays open."""
        return self._switch_to(databases.connect_shared(self, self.settings, self.services))

    def open_database_file(self, path: Path | None = None) -> Services | None:
        """File ▸ Open database file…: a database on this computer (the way back from a
        shared one); a file dialog unless ``path`` is given."""
        return self._switch_to(databases.open_file(self, self.settings, self.services, path))

    def _switch_to(self, opened: Services | None) -> Services | None:
        if opened is None:
            return None
        if opened is self.services:
            self.say(
                QCoreApplication.translate(
                    "MainWindow", "This database is open already: %1"
                ).replace("%1", databases.where(opened))
            )
            return opened
        databases.remember(self.settings, opened)
        self.save_state()
        self.database_opened.emit(opened)
        return opened

    def save_state(self) -> None:
        """Remember geometry, the open tab and the event for the next start."""
        if self._discarded:
            return
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.setValue(STATE_KEY, self.saveState())
        self.settings.setValue(TAB_KEY, self.tabs.currentIndex())
        if self.event_id is not None:
            self._remember_event(self.event_id)

    def restore_from(self, other: MainWindow) -> None:
        """Take over another window's place (after a language switch)."""
        self.restoreGeometry(other.saveGeometry())
        self.set_event(other.event_id)
        self.tabs.setCurrentIndex(other.tabs.currentIndex())

    def discard(self) -> None:
        """Close without saving state (the replacement window already has it)."""
        self._discarded = True
        self.close()
        self.deleteLater()

    def open_to_phones(self) -> None:
        """Event ▸ Open to phones…: the dialog that starts and stops the web server, made
        once (the server runs on while it is hidden, and stops with the window)."""
        if self._phones is None:
            # The web stack loads only when asked for (start-up stays quick).
            from mtrdesk.ui.dialogs.phones import PhonesDialog

            # The server writes (players' reports, judges' decisions) through a second
            # connection of its own, opened on its thread and closed when it stops
            # (``BackgroundServer.stop``), before the window closes its store; its pages
            # read through a third, read-only, which never waits for a write.
            address = self.services.address  # a file, or a server's (issue 17)
            self._phones = PhonesDialog(
                self.services.beside,
                self,
                services=self.services,
                event_id=lambda: self.event_id,
                apply=self.broadcast,
                print_poster=self.print_phones_poster,
                open_reader=lambda: Services.open(address, read_only=True, follow=True),
            )
        self._phones.show()
        self._phones.raise_()

    def phones_address(self) -> str | None:
        """The address phones open while the web server runs (the first of this
        computer's, as the phones dialog shows it), else None: printed slips and the
        projector link to it (issue 16)."""
        server = self._phones.server if self._phones is not None else None
        return server.addresses[0] if server is not None else None

    def print_phones_poster(self, address: str) -> None:
        """The phones dialog's "Print poster...": the wall poster for ``address``."""
        from mtrdesk.ui.printing.phones_poster import print_phones_poster

        print_phones_poster(self._phones or self, self.session, address)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.outside.stop()
        if self._phones is not None:
            self._phones.stop()  # closes the server's connection, before the window's
        self.save_state()
        self.settings.sync()
        event.accept()
