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

from PySide6.QtCore import QCoreApplication, QSettings, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

from mtrdesk.core.refusal import Refusal
from mtrdesk.services import Changes, Problem, ServiceError, Services
from mtrdesk.sheets import SheetKind
from mtrdesk.ui import databases
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.long_lived import LongLived
from mtrdesk.ui.outside_changes import EventCounts, OutsideChanges
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.printing.decklist_actions import DecklistPrintActions
from mtrdesk.ui.printing.menu import PrintMenu, print_sheet
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.session import Session
from mtrdesk.ui.widgets.scan_field import ScanBar
from mtrdesk.ui.window import dialog_doors
from mtrdesk.ui.window.event_projector import open_event_projector
from mtrdesk.ui.window.event_transfers import EventTransfers
from mtrdesk.ui.window.floor_status import FloorReportsStatus
from mtrdesk.ui.window.menus import (
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
from mtrdesk.ui.window.notices import Notices
from mtrdesk.ui.window.phones_door import PhonesDoor
from mtrdesk.ui.window.registration_door import RegistrationDoor
from mtrdesk.ui.window.state import (
    remember_event,
    remembered_event,
    restore_layout,
    restore_tab,
    save_layout,
    still_there,
)
from mtrdesk.ui.window.tab_set import TabsByName, WindowTabs
from mtrdesk.ui.window.tab_slot import TabSlot
from mtrdesk.ui.window.undo_keys import UndoKeys
from mtrdesk.words.undo.text import done_text, redo_texts, step_text, undo_texts

if TYPE_CHECKING:  # the dialogs (and the web stack) load when first opened (issue 33)
    from mtrdesk.services.safekeeping.backups import BackupView
    from mtrdesk.ui.dialogs.first_run import FirstRunDialog
    from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog
    from mtrdesk.ui.dialogs.phones import PhonesDialog

# Between the parts of the title: program, event, database.
TITLE_SEPARATOR = " \u2014 "
STATUS_MESSAGE_MS = 10_000

Tab = TypeVar("Tab", bound=QWidget)


class MainWindow(QMainWindow, TabsByName):
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
    regulars_action: QAction
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
        # What the tabs need besides the services; they never look it up on the window.
        self.session = Session(
            services, settings, language, lambda: self.event_id, self.say, self.phones_address
        )
        self.phones = PhonesDoor(self, self.session, self.broadcast)  # Event ▸ Open to phones…
        # What another station changed in the open event (``take_from_elsewhere``).
        self.counts = EventCounts(services, lambda: self.event_id)
        self.show_title(None)
        fit_to_screen(self, 1100, 720)

        # Only the events list is made now; each other tab when first wanted (issue 33).
        self.window_tabs = tabs = WindowTabs(
            services, self.session, lambda: self.event_id, self, self.broadcast
        )
        self.events_tab = tabs.events_tab
        self.tabs = tabs.widget
        self.setCentralWidget(self.tabs)
        # What an opened event or a new round leaves in memory stays there (``long_lived``).
        self.long_lived = LongLived(self)
        self.event_label = PlainLabel()
        self.event_label.setObjectName("currentEvent")
        # How many results reported from phones wait (issue 16); a click lists them.
        self.floor_status = FloorReportsStatus(
            services, lambda: self.event_id, self.broadcast, self
        )
        self.reports_button = self.floor_status.button
        self.statusBar().addPermanentWidget(self.reports_button)
        self.statusBar().addPermanentWidget(self.event_label)
        # A scanned result slip opens its match (F2 reaches the field from anywhere).
        self.scan_bar = ScanBar(
            services, lambda: self.event_id, tabs.tab_for_slip, self.tabs.setCurrentWidget, self
        )
        self.addToolBar(self.scan_bar)
        # Warnings that must not stop the work (a backup not made: issue 27), on a line of
        # their own below the scan bar; shown by ``show_notices``.
        self.notices = Notices(services, self.say, self)
        self.notice_banner = self.notices.banner
        self.addToolBarBreak()
        self.addToolBar(self.notice_banner)
        self.transfers = EventTransfers(
            self, services, lambda: self.event_id, self.set_event, self.broadcast, self.say
        )

        self._build_menus()
        self.events_tab.event_chosen.connect(self.set_event)
        self._restore_state()
        self.notice_banner.hide()  # a saved layout never brings back an old warning
        # What the web server beside the window (or another station) commits shows here
        # within a second (``ui.outside_changes``); the counts start from its first change.
        self.counts = EventCounts(services, lambda: self.event_id)
        self.outside = OutsideChanges(services.store.change_mark, self.take_from_elsewhere, self)
        self.outside.start()
        self.outside.follow(services.listen_for_changes)  # a shared server announces them

    # --- the current event ----------------------------------------------------------------
    def set_event(self, event_id: int | None, to_players: bool = True) -> None:
        """Show ``event_id`` (``None``: no event chosen): the tab on screen reads it now,
        the hidden ones when shown (``WindowTabs.catch_up``); from the events list, its
        players come to the front (unless ``to_players`` is False: a start's own tab).

        At 4,096 players reading every tab took seconds (issue 15); emptied, a hidden
        tab never offers the last event's rows (a selection the Print menu would use).
        """
        self.event_id = event_id
        self.counts.note()
        self.window_tabs.set_event(event_id)
        if event_id is not None:
            remember_event(self.settings, event_id, self.services.location)
            if to_players and self.tabs.currentWidget() is self.events_tab:
                self.tabs.setCurrentWidget(self.window_tabs.players.page)
        self._update_event_label()
        self.update_edit_menu()
        self.phones.show_event()
        self.floor_status.forget_names()
        self.show_reports()
        if event_id is not None:  # nothing read to keep (an empty window's start)
            self.long_lived.settle_soon()

    def take_from_elsewhere(self) -> Changes:
        """Refresh after a commit made elsewhere (the phones' server, another station on a
        shared database: issue 17); what was taken as changed: what the floor and phones
        change (``FROM_ELSEWHERE``: results, reports, registrations...), and, read from the
        open event's summary, what only another station does (players entered or dropped,
        a round paired or the playoff started: the rounds tab shows the new round)."""
        changes = self.counts.taken()
        self.broadcast(changes)
        return changes

    def broadcast(self, changes: Changes) -> None:
        """Pass what a service call changed to the tab on screen; the others catch up
        when they are shown.

        At a 1,000-player event re-reading every hidden tab after each result would
        take seconds; the scorekeeper only waits for the tab in front of them.
        """
        self.window_tabs.pass_on(changes)
        if changes.events:
            self._update_event_label()
        if changes.pairings or changes.players:
            self.floor_status.forget_names()
        if changes.reports or changes.pairings or changes.players:
            self.show_reports()
        self.update_edit_menu()
        self.show_notices()
        if changes.pairings:
            self.long_lived.settle_soon()

    # --- results reported from the floor (issue 16), notices, event files ----------------------
    def show_reports(self) -> None:
        """The count of reports waiting in the status bar, and the open list."""
        self.floor_status.show_reports()

    def show_floor_reports(self) -> FloorReportsDialog:
        """Event ▸ Reports from the floor…: the list, made once and kept up to date."""
        return self.floor_status.show_list()

    def show_notices(self) -> list[str]:
        """Say what went wrong after a change was saved (``Notices.show``)."""
        return self.notices.show()

    def check_audit_chain(self) -> str | None:
        """Warn once, when the database is opened, of an audit log or results changed
        outside mtrdesk (``Notices.check_audit_chain``)."""
        return self.notices.check_audit_chain()

    def restore_backup(self, backup: BackupView | None = None) -> list[int]:
        """File ▸ Restore from backup… (``EventTransfers.restore_backup``)."""
        return self.transfers.restore_backup(backup)

    def export_event(self, path: Path | None = None) -> Path | None:
        """Write the current event to an event file (a save dialog unless ``path`` is given)."""
        return self.transfers.export_event(path)

    def import_event(self, path: Path | None = None) -> int | None:
        """Read an event file as a new event, which becomes the current one."""
        return self.transfers.import_event(path)

    def open_event_file(self, path: Path) -> int | None:
        """An event file opened from outside (``EventTransfers.open_event_file``)."""
        return self.transfers.open_event_file(path)

    def _update_event_label(self) -> None:
        has_event = self.event_id is not None
        for action in self.event_actions:
            action.setEnabled(has_event)
        self.window_tabs.enable(has_event)
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
        self.window_tabs.fit(summary, has_event)
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
                export_eventlink=lambda: self.transfers.export_eventlink(),
                back_up=lambda: dialog_doors.back_up(self, self.services),
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
        tabs = self.window_tabs
        players, decklists = (lambda: tabs.players), (lambda: tabs.decklists)
        pick = tabs.pod_tabs.pick_place
        self.event_menu = event = EventMenu(
            bar,
            self,
            EventOperations(
                add_player=self._on_tab(players, lambda tab: tab.add_player()),
                import_csv=self._on_tab(players, lambda tab: tab.import_csv()),
                start_playoff=self._on_tab(
                    lambda: pick(tabs.playoff), lambda tab: tab.start_playoff()
                ),
                audit_log=self._with_event(
                    lambda event_id: dialog_doors.audit_log(self, self.services, event_id)
                ),
                decklist=self._on_tab(decklists, lambda tab: tab.open_selected()),
                deck_check=self._on_tab(decklists, lambda tab: tab.deck_check()),
                import_card_names=self._on_tab(decklists, lambda tab: tab.import_card_names()),
                import_ban_lists=self._on_tab(decklists, lambda tab: tab.import_ban_lists()),
                open_to_phones=self.open_to_phones,
                floor_reports=self._with_event(lambda _: self.show_floor_reports()),
                regulars=lambda: dialog_doors.regulars(self, self.services, self.broadcast),
                registration=RegistrationDoor(  # issue 30
                    self.services, lambda: self.event_id, lambda: tabs.read(tabs.players)
                ),
            ),
        )
        rounds = lambda: pick(tabs.rounds)  # noqa: E731
        self.round_menu = round_ = RoundMenu(
            bar,
            self,
            RoundOperations(
                pair_next=self._on_tab(rounds, lambda tab: tab.pair_next()),
                repair=self._on_tab(rounds, lambda tab: tab.repair()),
                rollback=self._with_event(self.roll_back_round),
                enter_results=self._on_tab(rounds, lambda tab: tab.focus_result_entry()),
                scan_slip=self.scan_bar.focus_field,
                standings=self._on_tab(lambda: pick(tabs.standings)),
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
                tabs.selected_decklists,
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
        self.regulars_action = event.regulars_action
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
        changes = dialog_doors.roll_back(self, self.services, event_id)
        if changes is not None:
            self.broadcast(changes)

    def _name_rollback_round(self) -> None:
        number = None
        if self.event_id is not None:
            event_id = self.event_id
            number = attempt(self, lambda: self.services.rollback.latest_round(event_id))
        self.round_menu.show_rollback(number)

    def _on_tab(
        self, place_of: Callable[[], TabSlot[Tab]], then: Callable[[Tab], object] | None = None
    ) -> Callable[[], None]:
        """An operation: bring the tab at ``place_of()`` to the front (made and reading the
        event then, if it was not), then ``then(tab)``."""

        def run() -> None:
            place = place_of()
            self.tabs.setCurrentWidget(place.page)
            if then is not None:
                then(place.tab)

        return run

    def _with_event(self, then: Callable[[int], object]) -> Callable[[], None]:
        """An operation on the open event (none: nothing happens)."""

        def run() -> None:
            if self.event_id is not None:
                then(self.event_id)

        return run

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
        from mtrdesk.ui.dialogs.first_run import FirstRunDialog, open_sample_event

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
        self.about_dialog = dialog_doors.about(self, self.services, self.settings)

    # --- remembered state -----------------------------------------------------------------
    def _restore_state(self) -> None:
        restore_layout(self, self.settings)
        event_id = remembered_event(self.settings, self.services.location)
        if event_id is None or not still_there(self.services, event_id):
            self.set_event(None)
            restore_tab(self.settings, self.tabs)
            return
        # Only the tab brought to the front reads the event (issue 33: not the Players tab).
        self.set_event(event_id, to_players=False)
        if not restore_tab(self.settings, self.tabs):
            self.tabs.setCurrentWidget(self.window_tabs.players.page)

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
        save_layout(self, self.settings, self.tabs.currentIndex())
        if self.event_id is not None:
            remember_event(self.settings, self.event_id, self.services.location)

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
        self.phones.open()

    @property
    def _phones(self) -> PhonesDialog | None:
        """The phones dialog, once opened."""
        return self.phones.dialog

    def phones_address(self) -> str | None:
        """The address phones open while the web server runs, else None (``PhonesDoor``)."""
        return self.phones.address()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.outside.stop()
        self.phones.stop()  # closes the server's connection, before the window's
        self.save_state()
        self.settings.sync()
        event.accept()
