"""The Decklists tab (MTR 2.7, 2.8): every player's list, its state, problems and checks.

The table lists every entry with the state of their list (missing, received, problem,
checked), whether it is locked, its main deck and sideboard counts, its problems and
deck checks; a search field and a state filter narrow it. The selected player's list is
shown below. "Decklist..." (or Enter, or a double click) opens the list to paste, import,
fix and lock; "Lock received lists..." accepts every list with no problems at once
(``decklist_locking``); "Deck check..." proposes this round's matches and records a
check, which gives the match its time back (MTR 2.6). Card-name lists and banned lists are imported
from files. "Print..." prints the selected players' lists, every list, blank sheets, the
Sealed pool sheets and the playoff opponents' lists (``decklist_print_actions``); several
players can be selected for it. Every change is one service call (``services.decklists.service``),
audited there.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHeaderView,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.time_extensions import commander_deck_checks
from mtrdesk.services import Changes
from mtrdesk.ui.errors import attempt, show_error
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.decklists_model import DecklistsFilter, DecklistsModel
from mtrdesk.ui.printing.decklist_actions import DecklistPrintActions, is_limited
from mtrdesk.ui.progress import with_progress
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.decklist_locking import lock_received_lists, received_count
from mtrdesk.ui.tabs.decklist_panel import DecklistPanel, DecklistsBar, count_text
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.widgets.named import named_label
from mtrdesk.ui.widgets.question import tell
from mtrdesk.words.decklists.lists import lists_imported_text

if TYPE_CHECKING:
    from mtrdesk.services.decklists.views import DecklistRow

NOTE_STYLE = "color: #555555;"


class DecklistsTab(EventPanel):
    """Every entry's decklist, the selected one in detail, and the decklist actions."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session.services, parent)
        self.session = session
        self.event_settings: EventSettings | None = None  # the event's, as of the last reload
        self.limited = self.multiplayer = False
        self.round_number: int | None = None  # the round being played (deck checks)
        self.last_message = ""
        self._reloads = 0  # counts reloads, so ``_after`` knows whether one happened

        self.model = DecklistsModel(self)
        self.proxy = DecklistsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        self.table.setObjectName("decklistsTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DecklistsModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        # Several players can be chosen to print their lists; edits go to the current one.
        self.table.setSelectionMode(QTableView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DecklistsModel.NAME, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)
        self.panel = DecklistPanel()

        self.bar = DecklistsBar()
        bar = self.bar
        self.edit_button, self.check_button = bar.edit_button, bar.check_button
        self.lists_button, self.print_button = bar.lists_button, bar.print_button
        self.import_names_action = bar.import_names_action
        self.import_bans_action = bar.import_bans_action
        self.state_filter, self.search_edit = bar.state_filter, bar.search_edit
        self.import_names_action.triggered.connect(lambda: self.import_card_names())
        self.import_bans_action.triggered.connect(lambda: self.import_ban_lists())
        self.print_actions = DecklistPrintActions(
            self, self.services, session.settings, lambda: self.event_id, self.selected_entry_ids
        )
        self.print_actions.fill(self.print_button.menu())
        self.count_label = named_label("decklistCount", wrap=True, style=NOTE_STYLE)

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.count_label)

        self.edit_button.clicked.connect(lambda: self.edit_selected())
        self.check_button.clicked.connect(lambda: self.deck_check())
        bar.lock_received_button.clicked.connect(lambda: self.lock_received())
        self.table.activated.connect(lambda _index: self.edit_selected())
        self.table.selectionModel().selectionChanged.connect(self._show_selected)
        self.state_filter.currentIndexChanged.connect(self._filter_state)
        self.search_edit.textChanged.connect(self.proxy.set_text)
        self.search_edit.returnPressed.connect(self._go_to_first)
        self._update_buttons()

    # --- the tab protocol ------------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        # Players come and go; a round paired or a result entered changes which matches a
        # deck check can choose.
        if (
            changes.decklists
            or changes.players
            or changes.pairings
            or changes.results
            or changes.events
        ):
            self.reload()

    def reload(self) -> None:
        self._reloads += 1
        chosen = self.selected()
        rows: tuple[DecklistRow, ...] = ()
        self.limited = self.multiplayer = False
        self.round_number = None
        self.event_settings = settings = None
        if self.event_id is not None:
            self.event_settings = settings = self.services.events.get(self.event_id).settings
            self.multiplayer = settings.structure is Structure.MULTIPLAYER
            self.limited = is_limited(settings)
            rows = self.services.decklists.overview(self.event_id)
            self.round_number = self._round_in_play()
        self.model.set_rows(rows)
        self.table.setColumnHidden(DecklistsModel.SEAT, not self.model.has_teams())
        if chosen is not None:
            self.select_entry(chosen.entry_id)
        self._show_selected()
        self._update_count()
        self._update_buttons()

    def _round_in_play(self) -> int | None:
        """The latest round while it still has matches to play (deck checks happen then)."""
        if self.event_id is None:
            return None
        if self.multiplayer:
            pods = self.services.multiplayer.current_round(self.event_id)
            if pods is None or all(pod.reported for pod in pods.pods):
                return None
            return pods.number
        current = self.services.rounds.current_round(self.event_id)
        if current is None or current.complete:
            return None
        return current.number

    def _update_count(self) -> None:
        self.count_label.setText(count_text(self.model.rows()))

    def _update_buttons(self) -> None:
        received = received_count(self.model.rows())
        has_event, chosen = self.event_id is not None, self.selected() is not None
        self.bar.update_buttons(has_event, chosen, self.round_number is not None, received)
        self.print_actions.show_for(self.event_settings)

    # --- selection -------------------------------------------------------------------------
    def selected_rows(self) -> list[DecklistRow]:
        """The selected players, in the table's order."""
        from mtrdesk.services.decklists.views import DecklistRow

        indexes = sorted(self.table.selectionModel().selectedRows(), key=lambda i: i.row())
        rows = [index.data(ROW_ROLE) for index in indexes]
        return [row for row in rows if isinstance(row, DecklistRow)]

    def selected_entry_ids(self) -> list[int]:
        return [row.entry_id for row in self.selected_rows()]

    def selected(self) -> DecklistRow | None:
        """The player shown below and edited: the current row when selected, else the first."""
        from mtrdesk.services.decklists.views import DecklistRow

        rows = self.selected_rows()
        current = self.table.currentIndex()
        row = current.siblingAtColumn(0).data(ROW_ROLE) if current.isValid() else None
        if isinstance(row, DecklistRow) and row in rows:
            return row
        return rows[0] if rows else None

    def select_entry(self, entry_id: int) -> bool:
        source_row = self.model.row_of(entry_id)
        if source_row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(source_row, 0))
        if not index.isValid():
            return False
        self.table.selectRow(index.row())
        self.table.setCurrentIndex(index)
        return True

    def _show_selected(self) -> None:
        row = self.selected()
        if row is None or self.event_id is None:
            self.panel.show_detail(None)
        else:
            self.panel.show_detail(
                self.services.decklists.detail(self.event_id, row.entry_id), row.name
            )
        self._update_buttons()

    def _filter_state(self) -> None:
        from mtrdesk.services.decklists.views import DeckState

        value = self.state_filter.currentData()
        self.proxy.set_state(None if value is None else DeckState(value))

    def _go_to_first(self) -> None:
        if self.proxy.rowCount() > 0:
            self.table.selectRow(0)
            self.table.setCurrentIndex(self.proxy.index(0, 0))
            self.table.setFocus()

    def _apply(self, changes: Changes | None) -> None:
        if changes:
            self.changed.emit(changes)

    # --- actions ---------------------------------------------------------------------------
    def edit_selected(self) -> Changes | None:
        row = self.selected()
        if row is None:
            return None
        return self.edit_entry(row.entry_id)

    def open_selected(self) -> None:
        """The menu's "Decklist...": the selected player's list, or the search field when no
        player is selected."""
        if self.selected() is not None:
            self.edit_selected()
        else:
            self.search_edit.setFocus()

    def edit_entry(self, entry_id: int) -> Changes | None:
        """The decklist dialog of ``entry_id``; its changes are passed on when it closes.
        "Save and next" goes on with the next player shown in the table."""
        from mtrdesk.ui.dialogs.decklists.dialog import DecklistDialog

        if self.event_id is None:
            return None
        everything: Changes | None = None
        current: int | None = entry_id
        while current is not None and self.event_id is not None:
            following = self._entry_after(current)
            rows = self.model.rows()
            dialog = DecklistDialog(
                self.services,
                self.event_id,
                current,
                next((r.name for r in rows if r.entry_id == current), ""),
                limited=self.limited,
                players=[(r.entry_id, r.name) for r in rows],
                has_next=following is not None,
                parent=self,
            )
            dialog.exec()
            changes, go_next = dialog.changes, dialog.go_next
            dialog.deleteLater()
            self._after(changes, current)
            if changes is not None:
                everything = changes if everything is None else everything | changes
            current = following if go_next else None
            if current is not None:
                self.select_entry(current)
        return everything

    def _entry_after(self, entry_id: int) -> int | None:
        """The entry on the row below ``entry_id``'s in the table as shown (sorted and
        filtered), or ``None`` at the end."""
        from mtrdesk.services.decklists.views import DecklistRow

        source_row = self.model.row_of(entry_id)
        if source_row is None:
            return None
        row = self.proxy.mapFromSource(self.model.index(source_row, 0)).row()
        if row < 0 or row + 1 >= self.proxy.rowCount():
            return None
        following = self.proxy.index(row + 1, 0).data(ROW_ROLE)
        return following.entry_id if isinstance(following, DecklistRow) else None

    def _after(self, changes: Changes | None, entry_id: int | None = None) -> None:
        """Pass ``changes`` on (the window refreshes every tab, this one now); reload
        here when nothing did (the tab on its own)."""
        if changes is None:
            return
        before = self._reloads
        self._apply(changes)
        if self._reloads == before:
            self.reload()
        if entry_id is not None:
            self.select_entry(entry_id)

    def lock_received(self, official: str | None = None) -> Changes | None:
        """Accept and lock every received list at once (MTR 2.7; ``decklist_locking``)."""
        locked = lock_received_lists(
            self, self.services, self.event_id, self.model.rows(), official
        )
        changes, said = locked or (None, "")
        if changes is not None:
            self._after(changes)
            self.say(said)
        return changes

    def deck_check(self, seed: int | None = None) -> Changes | None:
        """This round's deck check (MTR 2.8): proposals, then one recorded check."""
        from mtrdesk.ui.dialogs.decklists.deck_check import DeckCheckDialog

        if self.event_id is None:
            return None
        if self.round_number is None:
            self.reload()
        if self.round_number is None:
            show_error(
                self,
                QCoreApplication.translate(
                    "DecklistsTab",
                    "No round is being played: deck checks are made during a round.",
                ),
            )
            return None
        rows = self.model.rows()
        dialog = DeckCheckDialog(
            self.services,
            self.event_id,
            self.round_number,
            {r.entry_id: r.name for r in rows},
            checks={r.entry_id: r.checks for r in rows},
            multiplayer=self.event_settings is not None
            and commander_deck_checks(self.event_settings),
            seed=seed,
            parent=self,
        )
        dialog.exec()
        changes = dialog.changes
        dialog.deleteLater()
        self._after(changes)
        return changes

    def _read_import(self, path: Path | None, title: str, filters: str) -> str | None:
        """The text of ``path``, or of the file the organizer chooses (``title``,
        ``filters``) when none is given; ``None``: no file, no event, or unreadable (said)."""
        from mtrdesk.ui.dialogs.decklists.prompts import choose_text_file, read_chosen_text

        if path is None:
            path = choose_text_file(self, title, filters)
        if path is None or self.event_id is None:
            return None
        return read_chosen_text(self, path)

    def import_card_names(self, path: Path | None = None) -> int | None:
        """Read a card-name list (one English name a line, or English and Japanese pairs)."""
        text = self._read_import(
            path,
            QCoreApplication.translate("DecklistsTab", "Import card names"),
            QCoreApplication.translate(
                "DecklistsTab", "Card-name lists (*.txt *.csv *.tsv);;All files (*)"
            ),
        )
        if text is None:
            return None
        count = attempt(
            self,
            lambda: with_progress(
                self,
                QCoreApplication.translate("DecklistsTab", "Import card names"),
                QCoreApplication.translate("DecklistsTab", "Storing the card names..."),
                lambda step: self.services.decklists.import_card_names(text, step),
            ),
        )
        if count is None:
            return None
        self.say(
            QCoreApplication.translate(
                "DecklistsTab",
                "%n card name(s) read; completion and checks use them now.",
                None,
                count,
            )
        )
        # New names change which cards are unknown: every list's notes.
        self._after(Changes(decklists=True))
        return count

    def import_ban_lists(self, path: Path | None = None) -> Changes | None:
        """Read a banned and restricted lists file: later lists than the MTR's shipped ones."""
        text = self._read_import(
            path,
            QCoreApplication.translate("DecklistsTab", "Import banned and restricted lists"),
            QCoreApplication.translate("DecklistsTab", "Banned-list files (*.json);;All files (*)"),
        )
        if text is None:
            return None
        imported = attempt(self, lambda: self.services.decklists.import_ban_lists(text))
        if imported is None:
            return None
        self._after(imported.changes)
        self.say(lists_imported_text(imported.lists))
        return imported.changes

    def say(self, text: str) -> None:
        """A short confirmation where the session shows them (the window's status bar), in a
        message box without one."""
        self.last_message = text
        if self.session.status is not None:
            self.session.status(text)
        else:
            tell(self, QCoreApplication.translate("DecklistsTab", "Decklists"), text)
