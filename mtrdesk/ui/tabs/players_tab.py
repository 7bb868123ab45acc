"""The players tab: entries of the current event, add/edit/remove, drop/re-enter, CSV import,
and for draft events their pods (MTR 7.6): seat at random, change one player's pod."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event_rules import has_pods
from mtrdesk.core.progress import Cancelled
from mtrdesk.core.settings import Playoff
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.ui.dialogs.regulars.absent import absent_button, absent_question
from mtrdesk.ui.errors import attempt, show_error
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.players_model import PlayersModel
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.printing.menu import print_button
from mtrdesk.ui.registration.panel import RegistrationsPanel
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.tabs.pod_seating import chosen_pod, seat_in_pods
from mtrdesk.ui.tabs.teams_panel import TeamsPanel
from mtrdesk.ui.widgets.named import button_row, named_button, named_label
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.sorted_table import chosen_row, filtered_table, fit_columns
from mtrdesk.words import labels

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.draft.pods import PodsView
    from mtrdesk.services.players.views import Entry
    from mtrdesk.ui.dialogs.csv_import import CsvProgress


class PlayersTab(EventPanel):
    """Who is entered; the list sorts by reading (名前順) unless a header is clicked."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session.services, parent)
        self.rounds_paired = 0
        self.entries_open = False  # new players may enter (late entry included)
        self.cut_made = False
        self.draft = False  # the format drafts in pods (MTR 7.6)
        self.pods: PodsView | None = None
        #: The progress of a CSV import while one runs (its Cancel stops it).
        self.csv_progress: CsvProgress | None = None

        self.model = PlayersModel(self)
        self.proxy, self.table = filtered_table(
            self,
            self.model,
            "playersTable",
            sort_column=PlayersModel.NAME,
            stretch=[PlayersModel.STATUS],
            single_selection=True,
        )
        # Enter or a double click edits the player (activated covers both).
        self.table.activated.connect(self.edit_player)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)

        self.add_button = named_button(
            QCoreApplication.translate("PlayersTab", "Add..."), clicked=self.add_player
        )
        self.edit_button = named_button(
            QCoreApplication.translate("PlayersTab", "Edit..."), clicked=self.edit_player
        )
        self.remove_button = named_button(
            QCoreApplication.translate("PlayersTab", "Remove"), clicked=self.remove_player
        )
        self.remove_button.setToolTip(
            rich_safe(QCoreApplication.translate("PlayersTab", "Only before round 1; later, drop."))
        )
        self.absent_button = absent_button(self.remove_absent)
        self.drop_button = named_button(
            QCoreApplication.translate("PlayersTab", "Drop"), clicked=self.drop_player
        )
        self.reenter_button = named_button(
            QCoreApplication.translate("PlayersTab", "Re-enter"), clicked=self.reenter_player
        )
        self.import_button = named_button(
            QCoreApplication.translate("PlayersTab", "Import CSV..."), clicked=self.import_csv
        )
        self.seat_pods_button = named_button(
            QCoreApplication.translate("PlayersTab", "Seat pods..."),
            "seatPodsButton",
            self.seat_pods,
        )
        self.move_pod_button = named_button(
            QCoreApplication.translate("PlayersTab", "Change pod..."),
            "changePodButton",
            self.move_to_pod,
        )
        self.print_button = print_button(self, session, ("seatings",))  # draft pods' seatings
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(
            QCoreApplication.translate("PlayersTab", "Filter by name, reading or ID")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setMinimumWidth(260)
        # Typing filters once a frame: the keys queued in one frame filter once.
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(0)
        self._filter_timer.timeout.connect(self._apply_filter)
        self.filter_edit.textChanged.connect(self._filter_timer.start)
        self.filter_edit.returnPressed.connect(self._go_to_first_match)
        self.count_label = named_label("playerCount")
        self.hint_label = named_label("playersHint", wrap=True, style="color: #1b6e20;")

        # The buttons of a list of players (a team event hides them: its teams panel has its own).
        self._player_buttons = (
            self.add_button,
            self.edit_button,
            self.remove_button,
            self.absent_button,
            self.drop_button,
            self.reenter_button,
            self.import_button,
        )
        layout = QVBoxLayout(self)
        buttons = (*self._player_buttons, self.seat_pods_button, self.move_pod_button)
        layout.addLayout(button_row(buttons, (self.print_button,)))
        # The filter on its own row: a draft event's buttons fill a 1366 px laptop at 125 %.
        layout.addLayout(button_row((self.filter_edit,)))
        layout.addWidget(self.table)
        layout.addWidget(self.count_label)
        layout.addWidget(self.hint_label)
        # Registrations from phones waiting for the organizer (issue 30).
        self.registrations = RegistrationsPanel(session, self)
        self.registrations.changed.connect(self.changed)
        layout.addWidget(self.registrations)
        # Team and Two-Headed Giant events (MTR 8, 9) show their teams instead.
        self.team_kind: TeamKind | None = None
        self.teams_panel = TeamsPanel(self.services, self)
        self.teams_panel.changed.connect(self.changed)
        self.teams_panel.hide()
        layout.addWidget(self.teams_panel)
        self._update_buttons()

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.registrations.set_event(event_id)
        self.reload()

    def refresh(self, changes: Changes) -> None:
        self.registrations.refresh(changes)
        entries = changes.changed_entries()
        # Teams and draft pods show more than the rows (the team panel, the pods).
        if entries and not (changes.pairings or changes.playoff or self.team_kind or self.draft):
            self._update_entries(entries, changes.events)
        elif changes.players or changes.pairings or changes.events or changes.playoff:
            self.reload()

    def _update_entries(self, entry_ids: frozenset[int], stage: bool) -> None:
        """Those players changed (a drop, a re-entry, byes): their rows are read and
        repainted, the others stay (no reset of 4,096 rows for one drop)."""
        if self.event_id is None:
            return
        if stage:
            self._set_stage(self.services.events.get(self.event_id))
        changed = {e.id: e for e in map(self.services.players.get, entry_ids)}
        self.model.update_rows(lambda entry: changed.get(entry.id))
        self._update_count()
        self._update_buttons()

    def reload(self) -> None:
        chosen = self.selected()
        self.hint_label.clear()
        self.pods = None
        if self.event_id is None:
            self.model.set_rows([])
            self._set_stage(None)
        else:
            self._set_stage(self.services.events.get(self.event_id))
            self.model.set_rows(self.services.players.list_entries(self.event_id))
            if self.draft:
                self.pods = self.services.pods.get(self.event_id)
        self.table.setColumnHidden(PlayersModel.POD, not self.draft)
        self.seat_pods_button.setVisible(self.draft)
        self.move_pod_button.setVisible(self.draft)
        self.print_button.setVisible(self.draft)
        self._show_team_mode()
        self._fit_columns()
        self._apply_filter()  # the filter typed so far, without waiting for the next frame
        if chosen is not None:
            self.select_entry(chosen.id)
        self._update_count()
        self._update_buttons()

    def _set_stage(self, summary: EventSummary | None) -> None:
        """What the event allows now: the service refuses entries after the last Swiss
        round is paired and after the cut; the buttons say so before anyone clicks."""
        if summary is None:
            self.rounds_paired, self.entries_open, self.cut_made = 0, False, False
            self.draft = False
            self.team_kind = None
            self.model.edition_key = self.teams_panel.edition_key = ""
            return
        # What the player-ID fields ask for follows the event's edition (MTR 1.5, 8.2).
        self.model.edition_key = self.teams_panel.edition_key = summary.settings.edition
        structure = summary.settings.structure
        self.team_kind = TeamKind(structure.value) if structure.has_teams else None
        self.draft = has_pods(summary.settings) and self.team_kind is None
        self.rounds_paired = summary.rounds_paired
        self.cut_made = summary.stage in (Stage.PLAYOFF, Stage.FINISHED) and (
            summary.settings.playoff is not Playoff.NONE or summary.settings.elimination_only
        )
        # MTR 10.2: a Swiss ended by its announced rule takes no more entries either.
        self.entries_open = summary.stage is Stage.REGISTRATION or (
            summary.stage is Stage.SWISS
            and summary.rounds_paired < summary.swiss_rounds
            and not summary.swiss_over
        )

    def _show_team_mode(self) -> None:
        """A team event lists its teams (MTR 8.2 seats); players enter through them."""
        teams = self.team_kind is not None
        for widget in (
            *self._player_buttons,
            self.filter_edit,
            self.table,
            self.count_label,
            self.hint_label,
        ):
            widget.setVisible(not teams)
        if teams:
            self.seat_pods_button.hide()
            self.move_pod_button.hide()
            self.print_button.hide()
        self.teams_panel.setVisible(teams)
        self.teams_panel.set_event(
            self.event_id if teams else None, self.team_kind, self.rounds_paired
        )

    def _fit_columns(self) -> None:
        """Size the columns for every player, not only those the filter shows now
        (``fit_columns`` reads the model's rows); the status column stretches."""
        fit_columns(
            self.table,
            self.model,
            [c for c in range(self.model.column_count()) if c != PlayersModel.STATUS],
        )

    def _apply_filter(self) -> None:
        """Show the players the filter's text finds (one reset), keeping the chosen player
        (or the row under the keyboard cursor) when it is still shown."""
        self._filter_timer.stop()
        text = self.filter_edit.text()
        if text == self.proxy.filter_text():
            return
        rows = self.table.selectionModel().selectedRows()
        current = self.table.currentIndex()
        chosen: Entry | None = rows[0].data(ROW_ROLE) if rows else None
        cursor: Entry | None = current.data(ROW_ROLE) if current.isValid() else None
        self.proxy.set_filter(text)
        if chosen is not None:
            self.select_entry(chosen.id)
        elif cursor is not None:
            row = self.proxy.find(lambda e: e.id == cursor.id)
            if row >= 0:
                self.table.selectionModel().setCurrentIndex(
                    self.proxy.index(row, PlayersModel.NAME),
                    QItemSelectionModel.SelectionFlag.NoUpdate,
                )
        self._update_buttons()

    def select_entry(self, entry_id: int) -> bool:
        """Make the row of ``entry_id`` the selected one (False when it is filtered out)."""
        self._apply_filter()
        row = self.proxy.find(lambda e: e.id == entry_id)
        if row < 0:
            return False
        self.table.setCurrentIndex(self.proxy.index(row, PlayersModel.NAME))
        self.table.selectRow(row)
        return True

    def _go_to_first_match(self) -> None:
        """Enter in the filter: the first player it shows, ready for Enter (edit)."""
        self._apply_filter()
        if self.proxy.rowCount():
            self.table.setFocus()
            self.table.setCurrentIndex(self.proxy.index(0, PlayersModel.NAME))
            self.table.selectRow(0)

    def _update_count(self) -> None:
        entries = self.model.rows()
        active = sum(1 for e in entries if e.active)
        text = (
            QCoreApplication.translate("PlayersTab", "%n player(s)", None, len(entries))
            + "  "
            + QCoreApplication.translate("PlayersTab", "(%n playing)", None, active)
        )
        pods = self.pods
        if pods is not None and pods.pods:
            text += "    " + QCoreApplication.translate("PlayersTab", "Pods: %1").replace(
                "%1", labels.pod_sizes_text(pods.sizes)
            )
            if pods.lifted:
                text += "  " + QCoreApplication.translate(
                    "PlayersTab", "(paired across pods, MTR 7.6)"
                )
            if pods.unseated and pods.kept:
                text += "  " + QCoreApplication.translate(
                    "PlayersTab", "%n player(s) without a pod", None, len(pods.unseated)
                )
        self.count_label.setText(text)

    def selected(self) -> Entry | None:
        """The selected player, else the row the keyboard cursor is on."""
        entry: Entry | None = chosen_row(self.table)
        return entry

    def _update_buttons(self) -> None:
        entry = self.selected()
        has_event = self.event_id is not None
        before_round_one = self.rounds_paired == 0
        closed = has_event and not self.entries_open
        for button in (self.add_button, self.import_button):
            button.setEnabled(has_event and self.entries_open)
            button.setToolTip(
                rich_safe(
                    QCoreApplication.translate(
                        "PlayersTab",
                        "Entries are closed: the last Swiss round is paired or the playoff "
                        "has started (MTR 2.10).",
                    )
                    if closed
                    else ""
                )
            )
        self.edit_button.setEnabled(entry is not None)
        self.remove_button.setEnabled(entry is not None and before_round_one)
        self.absent_button.setEnabled(entry is not None and before_round_one)
        self.drop_button.setEnabled(entry is not None and entry.dropped_after_round is None)
        self.reenter_button.setEnabled(
            entry is not None and entry.dropped_after_round is not None and not self.cut_made
        )
        self.seat_pods_button.setEnabled(has_event and self.draft and before_round_one)
        self.seat_pods_button.setToolTip(
            rich_safe(
                ""
                if before_round_one
                else QCoreApplication.translate(
                    "PlayersTab",
                    "Pods are fixed once round 1 is paired (MTR 7.6); use Change pod... to "
                    "correct one player's pod between rounds.",
                )
            )
        )
        self.move_pod_button.setEnabled(entry is not None and self.draft and not self.cut_made)

    # --- actions --------------------------------------------------------------------------
    def add_player(self) -> None:
        from mtrdesk.ui.dialogs.player import PlayerDialog

        if self.event_id is None:
            return
        if self.team_kind is not None:
            self.teams_panel.add_team()
            return
        event_id = self.event_id
        dialog = PlayerDialog(
            self.services.players.search_roster,
            byes_editable=self.rounds_paired == 0,
            edition=self.model.edition_key,
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
                email=form.email,
            ),
        )
        if added is not None:
            self._apply(added[1])
            self.select_entry(added[0])
            self._hint_late_entry(added[0])
            self._hint_no_pod(added[0])

    def _hint_no_pod(self, entry_id: int) -> None:
        """While pods are kept, a player entered after the seating has no pod yet and the
        next round will not pair until they have one (MTR 7.6): say so at once."""
        pods = self.pods
        if pods is None or not pods.kept or entry_id not in pods.unseated:
            return
        name = self.services.players.get(entry_id).display_name
        text = QCoreApplication.translate(
            "PlayersTab",
            "%1 has no pod yet. Choose Change pod... to seat them where they draft (MTR 7.6).",
        ).replace("%1", name)
        shown = self.hint_label.text()
        self.hint_label.setText(f"{shown}\n{text}" if shown else text)

    def _hint_late_entry(self, entry_id: int) -> None:
        """A late entrant can still play the current round while none of its results is
        in: say how (the Round menu's "Pair this round again"), or say when they start."""
        if self.event_id is None or self.rounds_paired == 0:
            return
        entry = self.services.players.get(entry_id)
        current = self.services.rounds.current_round(self.event_id)
        if entry.late_entry_round is None or current is None or current.playoff:
            return
        untouched = not any(m.result is not None and m.kind.has_opponent for m in current.matches)
        if untouched:
            text = QCoreApplication.translate(
                "PlayersTab",
                "%1 enters late. To pair them in round %2 now, choose Round > Pair this round "
                "again; otherwise they are paired from round %3.",
            )
        else:
            text = QCoreApplication.translate(
                "PlayersTab", "%1 enters late and is paired from round %3."
            )
        self.hint_label.setText(
            text.replace("%1", entry.display_name)
            .replace("%2", str(current.number))
            .replace("%3", str(entry.late_entry_round))
        )

    def edit_player(self) -> None:
        from mtrdesk.ui.dialogs.player import PlayerDialog, PlayerForm

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
            self.services.roster.regular(entry.roster_id).email,
        )
        dialog = PlayerDialog(
            None,
            initial=initial,
            byes_editable=self.rounds_paired == 0,
            edition=self.model.edition_key,
            parent=self,
        )
        if dialog.exec() != PlayerDialog.DialogCode.Accepted:
            return
        form = dialog.form()
        players = self.services.players

        def save() -> Changes:
            changes = players.edit(
                entry.id, form.family, form.given, form.reading, form.player_id, email=form.email
            )
            if form.awarded_byes != entry.awarded_byes:
                changes = changes | players.set_awarded_byes(entry.id, form.awarded_byes)
            return changes

        self._apply(attempt(self, save))

    def _confirm(self, question: str) -> bool:
        return ask_yes(self, QCoreApplication.translate("PlayersTab", "Players"), question)

    def remove_player(self) -> None:
        entry = self.selected()
        if entry is None or not self._confirm(
            QCoreApplication.translate("PlayersTab", "Remove %1 from this event?").replace(
                "%1", entry.display_name
            )
        ):
            return
        self._apply(attempt(self, lambda: self.services.players.remove(entry.id)))

    def remove_absent(self) -> None:
        """Registered, did not come (issue 30): removed, and a no-show counted."""
        entry = self.selected()
        if entry is not None and self._confirm(absent_question(entry.display_name)):
            self._apply(attempt(self, lambda: self.services.players.remove_absent(entry.id)))

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

    def seat_pods(self) -> None:
        """Seat the players in pods at random (MTR 7.6), showing the pods made."""
        if self.event_id is None:
            return
        self._apply(seat_in_pods(self, self.services, self.event_id, self.model.rows()))

    def move_to_pod(self) -> None:
        """Put the selected player in another pod (a late entrant, or a correction)."""
        entry = self.selected()
        if entry is None or self.event_id is None:
            return
        event_id = self.event_id
        sizes = {pod.number: pod.size for pod in self.pods.pods} if self.pods else {}
        pod = chosen_pod(self, entry.display_name, entry.pod, sizes)
        if pod is None or pod == entry.pod:
            return
        if (
            entry.pod is not None
            and self.rounds_paired
            and not self._confirm(
                QCoreApplication.translate(
                    "PlayersTab",
                    "Round 1 is already paired. Move %1 from pod %2 to pod %3? Do this only "
                    "to record the pod where they really drafted.",
                )
                .replace("%1", entry.display_name)
                .replace("%2", str(entry.pod))
                .replace("%3", str(pod))
            )
        ):
            return
        self._apply(attempt(self, lambda: self.services.pods.move(event_id, entry.id, pod)))

    def import_csv(self, path: Path | None = None) -> None:
        """Choose a CSV file, preview what will be imported, then import it."""
        from mtrdesk.ui.dialogs.csv_import import CsvImportDialog, CsvProgress, read_csv_bytes

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
        # Reading and importing say how far they are and stop on Cancel (issue 27): a
        # cancelled import is rolled back whole, nothing of it entered.
        self.csv_progress = progress = CsvProgress(self)
        try:
            preview = attempt(
                self, lambda: self.services.players.preview_csv(data, event_id, progress.step)
            )
            if preview is None:
                return
            progress.dialog.hide()
            dialog = CsvImportDialog(preview, self)
            if dialog.exec() != CsvImportDialog.DialogCode.Accepted:
                return
            progress.importing()
            changes = attempt(
                self, lambda: self.services.players.import_csv(event_id, preview, progress.step)
            )
        except Cancelled:
            return
        finally:
            progress.close()
            self.csv_progress = None
        self._apply(changes)
