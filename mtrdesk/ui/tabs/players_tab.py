"""The players tab: entries of the current event, add/edit/remove, drop/re-enter, CSV import."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services import Changes, Services
from mtrdesk.services.players import Entry
from mtrdesk.ui.dialogs.csv_import_dialog import CsvImportDialog, read_csv_bytes
from mtrdesk.ui.dialogs.player_dialog import PlayerDialog, PlayerForm
from mtrdesk.ui.errors import attempt, show_error
from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE
from mtrdesk.ui.models.players_model import PlayersModel


class PlayersTab(QWidget):
    """Who is entered; the list sorts by reading (名前順) unless a header is clicked."""

    changed = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.rounds_paired = 0

        self.model = PlayersModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.table = QTableView()
        self.table.setObjectName("playersTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(PlayersModel.NAME, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            PlayersModel.STATUS, QHeaderView.ResizeMode.Stretch
        )
        self.table.doubleClicked.connect(self.edit_player)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)

        self.add_button = QPushButton(QCoreApplication.translate("PlayersTab", "Add..."))
        self.edit_button = QPushButton(QCoreApplication.translate("PlayersTab", "Edit..."))
        self.remove_button = QPushButton(QCoreApplication.translate("PlayersTab", "Remove"))
        self.remove_button.setToolTip(
            QCoreApplication.translate("PlayersTab", "Only before round 1; later, drop.")
        )
        self.drop_button = QPushButton(QCoreApplication.translate("PlayersTab", "Drop"))
        self.reenter_button = QPushButton(QCoreApplication.translate("PlayersTab", "Re-enter"))
        self.import_button = QPushButton(QCoreApplication.translate("PlayersTab", "Import CSV..."))
        self.add_button.clicked.connect(self.add_player)
        self.edit_button.clicked.connect(self.edit_player)
        self.remove_button.clicked.connect(self.remove_player)
        self.drop_button.clicked.connect(self.drop_player)
        self.reenter_button.clicked.connect(self.reenter_player)
        self.import_button.clicked.connect(self.import_csv)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(
            QCoreApplication.translate("PlayersTab", "Filter by name, reading or ID")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setMinimumWidth(260)
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.count_label = QLabel()
        self.count_label.setObjectName("playerCount")

        buttons = QHBoxLayout()
        for button in (
            self.add_button,
            self.edit_button,
            self.remove_button,
            self.drop_button,
            self.reenter_button,
            self.import_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.filter_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.table)
        layout.addWidget(self.count_label)
        self._update_buttons()

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if changes.players or changes.pairings or changes.events or changes.playoff:
            self.reload()

    def reload(self) -> None:
        if self.event_id is None:
            self.model.set_rows([])
            self.rounds_paired = 0
        else:
            summary = self.services.events.get(self.event_id)
            self.rounds_paired = summary.rounds_paired
            self.model.set_rows(self.services.players.list_entries(self.event_id))
        self.table.resizeColumnsToContents()
        self._update_count()
        self._update_buttons()

    def _update_count(self) -> None:
        entries = self.model.rows()
        active = sum(1 for e in entries if e.active)
        self.count_label.setText(
            QCoreApplication.translate("PlayersTab", "%n player(s)", None, len(entries))
            + "  "
            + QCoreApplication.translate("PlayersTab", "(%n playing)", None, active)
        )

    def selected(self) -> Entry | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(ROW_ROLE) if rows else None

    def _update_buttons(self) -> None:
        entry = self.selected()
        has_event = self.event_id is not None
        before_round_one = self.rounds_paired == 0
        for button in (self.add_button, self.import_button):
            button.setEnabled(has_event)
        self.edit_button.setEnabled(entry is not None)
        self.remove_button.setEnabled(entry is not None and before_round_one)
        self.drop_button.setEnabled(entry is not None and entry.dropped_after_round is None)
        self.reenter_button.setEnabled(entry is not None and entry.dropped_after_round is not None)

    def _apply(self, changes: Changes | None) -> None:
        if changes is not None:
            self.changed.emit(changes)

    # --- actions --------------------------------------------------------------------------
    def add_player(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        dialog = PlayerDialog(
            self.services.players.search_roster,
            byes_editable=self.rounds_paired == 0,
            parent=self,
        )
        if dialog.exec() != PlayerDialog.DialogCode.Accepted:
            return
        form = dialog.form()
        added = attempt(
            self,
            lambda: self.services.players.add(
                event_id,
                form.family,
                form.given,
                form.reading,
                form.player_id,
                roster_id=form.roster_id,
                awarded_byes=form.awarded_byes,
            ),
        )
        if added is not None:
            self._apply(added[1])

    def edit_player(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        initial = PlayerForm(
            entry.family,
            entry.given,
            entry.reading,
            entry.player_id,
            entry.awarded_byes,
            entry.roster_id,
        )
        dialog = PlayerDialog(
            None, initial=initial, byes_editable=self.rounds_paired == 0, parent=self
        )
        if dialog.exec() != PlayerDialog.DialogCode.Accepted:
            return
        form = dialog.form()
        players = self.services.players

        def save() -> Changes:
            changes = players.edit(entry.id, form.family, form.given, form.reading, form.player_id)
            if form.awarded_byes != entry.awarded_byes:
                changes = changes | players.set_awarded_byes(entry.id, form.awarded_byes)
            return changes

        self._apply(attempt(self, save))

    def _confirm(self, question: str) -> bool:
        answer = QMessageBox.question(
            self, QCoreApplication.translate("PlayersTab", "Players"), question
        )
        return answer == QMessageBox.StandardButton.Yes

    def remove_player(self) -> None:
        entry = self.selected()
        if entry is None or not self._confirm(
            QCoreApplication.translate("PlayersTab", "Remove %1 from this event?").replace(
                "%1", entry.display_name
            )
        ):
            return
        self._apply(attempt(self, lambda: self.services.players.remove(entry.id)))

    def drop_player(self) -> None:
        entry = self.selected()
        if entry is None or not self._confirm(
            QCoreApplication.translate(
                "PlayersTab",
                "Drop %1? They will not be paired in later rounds but stay in the standings.",
            ).replace("%1", entry.display_name)
        ):
            return
        self._apply(attempt(self, lambda: self.services.players.drop(entry.id)))

    def reenter_player(self) -> None:
        entry = self.selected()
        if entry is not None:
            self._apply(attempt(self, lambda: self.services.players.re_enter(entry.id)))

    def import_csv(self, path: Path | None = None) -> None:
        """Choose a CSV file, preview what will be imported, then import it."""
        if self.event_id is None:
            return
        event_id = self.event_id
        if not path:
            name, _ = QFileDialog.getOpenFileName(
                self,
                QCoreApplication.translate("PlayersTab", "Import players from CSV"),
                "",
                QCoreApplication.translate("PlayersTab", "CSV files (*.csv *.txt);;All files (*)"),
            )
            if not name:
                return
            path = Path(name)
        try:
            data = read_csv_bytes(path)
        except OSError as error:
            show_error(
                self,
                QCoreApplication.translate("PlayersTab", "Could not read the file:\n%1").replace(
                    "%1", str(error)
                ),
            )
            return
        preview = attempt(self, lambda: self.services.players.preview_csv(data, event_id))
        if preview is None:
            return
        dialog = CsvImportDialog(preview, self)
        if dialog.exec() != CsvImportDialog.DialogCode.Accepted:
            return
        self._apply(attempt(self, lambda: self.services.players.import_csv(event_id, preview)))
