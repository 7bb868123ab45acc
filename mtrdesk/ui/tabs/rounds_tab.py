"""The rounds tab: pairings of a round, fast result entry, pairing and corrections."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event import EndRuleKind, Structure
from mtrdesk.core.pairing_explain import PairingNote
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.time_extensions import commander_deck_checks
from mtrdesk.services import Changes, Problem
from mtrdesk.services.events import EventSummary, Stage
from mtrdesk.services.views import RoundView
from mtrdesk.ui.dialogs.extension_dialog import ExtensionDialog
from mtrdesk.ui.dialogs.pairing_dialog import PairingDialog
from mtrdesk.ui.dialogs.team_pairing_dialog import TeamPairingDialog
from mtrdesk.ui.dialogs.team_pairing_dialog import can_edit as can_edit_teams
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.pairings_model import PairingRow, PairingsModel, team_rows
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.round_frame import RoundFrame, RoundSource
from mtrdesk.ui.widgets.extension_menu import add_remove_action, remove_chosen
from mtrdesk.ui.widgets.result_entry import (
    ResultEntry,
    SeatTable,
    as_recorded,
    result_examples,
)
from mtrdesk.ui.widgets.sorted_table import sorted_table
from mtrdesk.words import announcements, messages
from mtrdesk.words.round_status import progress, round_title, why_not_pair

ROUND_ROLE = Qt.ItemDataRole.UserRole

SWISS_ROUNDS = RoundSource(
    combo_name="roundCombo",
    combo_width=12,
    progress_name="roundProgress",
    pair_name="pairNext",
    edit_name="",
    extension_name="timeExtension",
    round_label=lambda: QCoreApplication.translate("RoundsTab", "Round:"),
    pair_text=lambda: QCoreApplication.translate("RoundsTab", "Pair next round"),
    repair_text=lambda: QCoreApplication.translate("RoundsTab", "Pair again"),
    repair_tip=lambda: QCoreApplication.translate(
        "RoundsTab", "Pair the current round again while no result is entered."
    ),
    repair_question=lambda: QCoreApplication.translate(
        "RoundsTab", "Throw away the current pairings and pair this round again?"
    ),
    edit_text=lambda: QCoreApplication.translate("RoundsTab", "Edit pairings..."),
    # MTR 2.6: time added to the selected match (a deck check, a long ruling).
    extension_text=lambda: QCoreApplication.translate("RoundsTab", "Time extension..."),
    correct_title=lambda: QCoreApplication.translate("RoundsTab", "Correct an earlier round"),
    correct_question=lambda: QCoreApplication.translate(
        "RoundsTab",
        "Later rounds were already paired after round %1. Correcting this result "
        "changes the standings, but the pairings already made stay as they are. "
        "Correct it anyway?",
    ),
    pair_next=lambda services, event_id: services.rounds.pair_next(event_id),
    repair_current=lambda services, event_id: services.rounds.repair_current(event_id),
)


class RoundsTab(RoundFrame):
    """One Swiss round at a time; the newest round is shown after each pairing."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session, SWISS_ROUNDS, parent)
        self._sized_round: int | None = None
        # Notes depend on the pairings and earlier rounds, never on this round's results:
        # kept per round so a result does not recompute them (big events).
        self._notes: dict[int, dict[int, tuple[PairingNote, ...]]] = {}
        self._shown_round: int | None = None
        self._corrected_round: int | None = None
        self.rounds: list[RoundView] = []
        self.readings: dict[int, str] = {}
        self.games_to_win = 2

        self.edit_button.clicked.connect(self.edit_pairings)
        self.extension_button.clicked.connect(self.extend_selected)
        # MTR 10.2 / 10.4: the Swiss ended by the announced rule; who advanced early.
        self.swiss_end_label = QLabel()
        self.swiss_end_label.setObjectName("swissEnd")
        self.swiss_end_label.setWordWrap(True)
        self.swiss_end_label.setStyleSheet("color: #1b4f8a;")
        self.swiss_end_label.hide()

        self.model = PairingsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "pairingsTable",
            sort_column=PairingsModel.TABLE,
            stretch=[PairingsModel.PLAYER, PairingsModel.OPPONENT],
            single_selection=True,
        )
        # Enter or a double click puts that table in the result line.
        self.table.activated.connect(self._row_activated)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)

        self.missing_label = QLabel()
        self.missing_label.setObjectName("missingTables")
        self.missing_label.setWordWrap(True)
        self.entry = ResultEntry(self._describe_table, self._report, self)
        self.entry.reported.connect(self._after_report)

        layout = QVBoxLayout(self)
        layout.addLayout(self.round_bar())
        layout.addWidget(self.swiss_end_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.missing_label)
        layout.addWidget(self.entry)
        self._update_controls()

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self._notes.clear()
        self._sized_round = None
        self._shown_round = None
        self._load_readings()
        self.reload(select_latest=True)

    def refresh(self, changes: Changes) -> None:
        if changes.players:
            self._load_readings()
        if changes.pairings or changes.players or changes.events:
            self._notes.clear()
        if changes.pairings:
            self._sized_round = None  # a hand edit changes the notes of the round shown
        if changes.pairings or changes.results or changes.players or changes.events:
            self.reload(select_latest=changes.pairings)

    def _load_readings(self) -> None:
        """ふりがな by entry, so names sort 五十音順 here and in the pairing editor."""
        entries = self.services.players.list_entries(self.event_id) if self.event_id else []
        self.readings = {e.id: e.reading for e in entries}
        self.model.set_readings(self.readings)

    def reload(self, select_latest: bool = False) -> None:
        """Re-read the rounds; keep the round on screen unless a new one was paired."""
        rounds = (
            [r for r in self.services.rounds.list_rounds(self.event_id) if not r.playoff]
            if self.event_id is not None
            else []
        )
        self.show_rounds(rounds, select_latest)

    # --- showing a round ------------------------------------------------------------------
    def selected_round(self) -> RoundView | None:
        view: RoundView | None = super().selected_round()
        return view

    def latest_round_number(self) -> int:
        return self.rounds[-1].number if self.rounds else 0

    def _show_selected_round(self) -> None:
        view = self.selected_round()
        if view is None or self.event_id is None:
            self.model.set_rows([])
        else:
            notes = self._notes.get(view.number)
            if notes is None:
                notes = self.services.rounds.pairing_notes(self.event_id, view.number)
                self._notes[view.number] = notes
            if any(team.seats for team in view.teams):
                # MTR 8.2: each team match, then its seat matches 12A, 12B, 12C.
                self.model.set_rows(team_rows(view.teams, notes))
            else:
                self.model.set_rows(
                    [PairingRow(m, m.points1, m.points2, notes.get(m.id, ())) for m in view.matches]
                )
            self.model.set_extensions(
                self.services.extensions.for_round(self.event_id, view.number)
            )
        if view is None or view.number != self._sized_round:
            # Sizing reads every row: once per round shown, not after every result.
            self.table.resizeColumnToContents(PairingsModel.TABLE)
            self.table.resizeColumnToContents(PairingsModel.RESULT)
            self.table.resizeColumnToContents(PairingsModel.NOTES)
            self._sized_round = view.number if view is not None else None
        number = view.number if view is not None else None
        if number != self._shown_round:
            # A half-typed slip or "table 6 recorded" belongs to the round shown before.
            self._shown_round = number
            self.entry.reset()
            self.entry.set_prompt(
                QCoreApplication.translate("RoundsTab", "Round %1 result:").replace(
                    "%1", str(number)
                )
                if number is not None
                else QCoreApplication.translate("ResultEntry", "Enter result:")
            )
        self._update_controls()

    def _update_controls(self) -> None:
        view = self.selected_round()
        summary = self.services.events.get(self.event_id) if self.event_id is not None else None
        has_event = summary is not None
        latest = view is not None and view.number == self.latest_round_number()
        no_results = view is not None and not any(
            m.result is not None and m.kind.has_opponent for m in view.matches
        )
        swiss_open = summary is not None and summary.stage in (Stage.REGISTRATION, Stage.SWISS)
        why_not = why_not_pair(summary, self.rounds)
        self.pair_button.setEnabled(has_event and why_not is None)
        self.pair_button.setToolTip(why_not or "")
        self.repair_button.setEnabled(latest and no_results and swiss_open)
        # Only matches without a result can be re-paired by hand; in a team event whole
        # teams change places and the seat matches follow (MTR 8.2).
        structure = summary.settings.structure if summary is not None else None
        teams = structure is not None and structure.has_teams
        editable = can_edit_teams(view) if teams else bool(view and view.missing)
        self.edit_button.setEnabled(latest and swiss_open and editable)
        self.extension_button.setEnabled(bool(latest and view and view.missing))
        self.edit_button.setToolTip(
            QCoreApplication.translate(
                "RoundsTab",
                "Let two teams change places; player A still plays player A (MTR 8.2).",
            )
            if teams
            else ""
        )
        seat_letters = {Structure.TEAM_OF_TWO: "AB", Structure.TEAM_OF_THREE: "ABC"}
        seats = seat_letters.get(structure, "") if structure is not None else ""
        self.model.set_team_mode(teams, bool(seats))
        self.entry.set_seats(seats)
        self.entry.setEnabled(view is not None)
        if summary is not None:
            # "2-1" would be refused in a best-of-one event: show what this one accepts.
            self.games_to_win = summary.settings.games_to_win
            self.entry.set_result_placeholder(result_examples(self.games_to_win))
        self.progress_label.setText(progress(summary, self.rounds) if summary is not None else "")
        self._show_swiss_end(summary)
        # A team event's seat matches are posted and typed "12A" (MTR 8.2).
        missing = (
            sorted((m.table, m.seat) for m in view.missing if m.table is not None) if view else []
        )
        if view is None:
            self.missing_label.clear()
        elif missing:
            self.missing_label.setText(
                QCoreApplication.translate(
                    "RoundsTab", "Results missing at %n table(s): ", None, len(missing)
                )
                + ", ".join(f"{t}{seat}" for t, seat in missing)
            )
        else:
            self.missing_label.setText(
                QCoreApplication.translate("RoundsTab", "Every result of this round is in.")
            )

    def _show_swiss_end(self, summary: EventSummary | None) -> None:
        """The announced end of the Swiss as the progress tooltip (MTR 10.2); when it ended
        early and who advanced early (MTR 10.4) below the buttons. Read only for events
        with a variable end or early advancement."""
        settings = summary.settings if summary is not None else None
        announced = (
            settings is not None
            and not settings.elimination_only
            and (settings.end_rule is not EndRuleKind.FIXED or settings.advance_points is not None)
        )
        if not announced or self.event_id is None:
            self.progress_label.setToolTip("")
            self.swiss_end_label.hide()
            return
        view = self.services.rounds.swiss_end(self.event_id)
        tip = [announcements.end_rule_text(view.rule)]
        if view.advance_points is not None:
            tip.append(announcements.advance_text(view.advance_points))
        self.progress_label.setToolTip("\n".join(tip))
        text = announcements.swiss_end_text(view)
        self.swiss_end_label.setText(text)
        self.swiss_end_label.setVisible(bool(text))

    # --- result entry ---------------------------------------------------------------------
    def focus_result_entry(self) -> None:
        self.entry.focus_table()

    def show_latest_round(self) -> None:
        """Back to the round being played (the one slips normally belong to)."""
        self.round_combo.setCurrentIndex(self.round_combo.count() - 1)

    def _describe_table(self, table: int | SeatTable) -> str | None:
        if isinstance(table, SeatTable):
            row = self.model.find_seat(table.table, table.seat)
        else:
            row = self.model.find_table(table)
        if row is None:
            return None
        match = row.match
        text = (
            QCoreApplication.translate("RoundsTab", "%1 vs %2")
            .replace("%1", match.player1_name)
            .replace("%2", match.player2_name or "")
        )
        teams = self._teams_at(match.table) if match.seat else None
        if teams is not None:
            text += "  " + QCoreApplication.translate("RoundsTab", "(%1)").replace("%1", teams)
        if match.result is not None:
            text += "  " + QCoreApplication.translate("RoundsTab", "(now %1)").replace(
                "%1", match.result.to_text()
            )
        return text

    def _teams_at(self, table: int | None) -> str | None:
        """ "Red vs Gold": the team match a seat match belongs to."""
        view = self.selected_round()
        team = next((t for t in view.teams if t.table == table), None) if view else None
        if team is None:
            return None
        return (
            QCoreApplication.translate("RoundsTab", "%1 vs %2")
            .replace("%1", team.team1_name)
            .replace("%2", team.team2_name or "")
        )

    def _report(self, table: int | SeatTable, text: str) -> str | None:
        """Report one slip; a correction under later rounds asks first. Error → sentence."""
        view = self.selected_round()
        if view is None or self.event_id is None:
            return QCoreApplication.translate("RoundsTab", "Choose a round first.")
        earlier = view.number < self.latest_round_number()
        if earlier and not self._confirm_correction(view.number):
            # The slip most likely belongs to the current round: offer it there.
            self.show_latest_round()
            self.entry.prefill(table, text)
            return (
                QCoreApplication.translate(
                    "RoundsTab",
                    "Nothing recorded in %1. Now on %2: check the players and press Enter "
                    "to record the slip here.",
                )
                .replace("%1", round_title(view.number))
                .replace("%2", round_title(self.latest_round_number()))
            )
        try:
            if isinstance(table, SeatTable):
                changes = self.services.rounds.report(
                    self.event_id, view.number, table.table, text, table.seat
                )
            else:
                changes = self.services.rounds.report(self.event_id, view.number, table, text)
        except Refusal as error:
            return messages.describe(error, self.games_to_win)
        self._corrected_round = view.number if earlier else None
        self.changed.emit(changes)
        # A correction under later rounds was confirmed above; other warnings are shown.
        shown = [w for w in changes.warnings if w.problem is not Problem.LATER_ROUNDS_EXIST]
        if shown:
            QMessageBox.information(
                self,
                QCoreApplication.translate("RoundsTab", "Please check"),
                "\n".join(messages.warning_message(w) for w in shown),
            )
        return None

    def _after_report(self, table: int | SeatTable, text: str) -> None:
        """After a correction of an earlier round, go back to the round being played:
        the next slip in the queue belongs there, not to the corrected round."""
        corrected, self._corrected_round = self._corrected_round, None
        if corrected is None:
            return
        self.show_latest_round()
        self.entry.show_info(
            QCoreApplication.translate(
                "RoundsTab", "%1, table %2 corrected to %3. Back on %4 for the next slip."
            )
            .replace("%1", round_title(corrected))
            .replace("%2", str(table))
            .replace("%3", as_recorded(text))
            .replace("%4", round_title(self.latest_round_number()))
        )
        self.entry.focus_table()

    def _row_activated(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        row: PairingRow = rows[0].data(ROW_ROLE)
        if row.team is not None and row.team.seats:
            # A team match's row: its first seat still waiting for a result.
            waiting = row.team.missing_seats or row.team.seats
            label = waiting[0].label if row.team.team2 is not None else None
        else:
            label = row.match.label
        if label is not None:
            self.entry.table_edit.setText(label)
            self.entry.table_edit.returnPressed.emit()

    def _context_menu(self, position: object) -> None:
        index = self.table.indexAt(position)
        if not index.isValid():
            return
        row: PairingRow = index.data(ROW_ROLE)
        if not row.match.kind.has_opponent or row.is_team_row:
            return
        menu = QMenu(self)
        extend = clear = None
        if row.match.result is None:
            extend = menu.addAction(QCoreApplication.translate("RoundsTab", "Time extension..."))
        else:
            clear = menu.addAction(QCoreApplication.translate("RoundsTab", "Clear this result"))
        shown = self.selected_round_number()
        current = shown if shown == self.latest_round_number() else None  # MTR 2.6: on the clock
        take_back = add_remove_action(
            menu, self.services, self.event_id, current, row.match.table, row.match.seat
        )
        chosen = menu.exec(self.table.viewport().mapToGlobal(position))
        if chosen is None:
            return
        if chosen is extend:
            self.extend_selected()
        elif chosen is clear:
            self._apply(attempt(self, lambda: self.services.rounds.clear_result(row.match.id)))
        elif chosen is take_back:
            self._apply(remove_chosen(self, self.services, take_back))

    def extend_selected(self) -> None:
        """MTR 2.6: extend the selected match of the current round (a seat match by seat)."""
        rows = self.table.selectionModel().selectedRows()
        row: PairingRow | None = rows[0].data(ROW_ROLE) if rows else None
        view = self.selected_round()
        if view is None or self.event_id is None:
            return
        if row is None or row.is_team_row or row.match.table is None or row.match.result:
            QMessageBox.information(
                self,
                QCoreApplication.translate("RoundsTab", "Time extension"),
                QCoreApplication.translate(
                    "RoundsTab", "Select a match that is still playing, then try again."
                ),
            )
            return
        commander = commander_deck_checks(self.services.events.get(self.event_id).settings)
        dialog = ExtensionDialog(
            self.services,
            self.event_id,
            view.number,
            row.match.table,
            row.match.seat,
            multiplayer=commander,  # addendum *.5A: Commander decks, + 4
            parent=self,
        )
        dialog.exec()
        self._apply(dialog.changes)

    # --- pairing --------------------------------------------------------------------------
    def _apply(self, changes: Changes | None) -> None:
        if changes is not None:
            self.changed.emit(changes)

    def _paired(self, changes: Changes) -> None:
        self._apply(changes)
        self.focus_result_entry()

    def edit_pairings(self) -> None:
        view = self.selected_round()
        if view is None or self.event_id is None:
            return
        if view.teams:  # MTR 8.2, 9.1: teams change places as units
            team_dialog = TeamPairingDialog(
                self.event_id, self.services.rounds, self.services.teams, parent=self
            )
            team_dialog.exec()
            if team_dialog.changes:
                self._apply(team_dialog.changes)
            self.focus_result_entry()
            return
        earlier = [r for r in self.rounds if r.number < view.number]
        dialog = PairingDialog(
            self.event_id, self.services.rounds, earlier, self.readings, parent=self
        )
        dialog.exec()
        if dialog.changes:
            self._apply(dialog.changes)
        self.focus_result_entry()
