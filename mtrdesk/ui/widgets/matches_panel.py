"""One round of matches on screen, with fast result entry: the rounds tab of individual and
team events (the pods of a multiplayer event are a ``PodRoundPanel``).

Enter or a double click on a row puts that table in the result line; a right click clears a
result, extends a match still playing (MTR 2.6) or takes its latest extension back. A team
event shows each team match, then its seat matches 12A, 12B, 12C (MTR 8.2), typed as such.
A result of an earlier round is asked about first; after the correction the tab is back on
the round being played, for the next slip in the queue.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QPoint
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QMenu, QStyle, QWidget

from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.swiss.explain import PairingNote
from mtrdesk.core.time_extensions import commander_deck_checks
from mtrdesk.services import Changes, Problem, Services, ServiceWarning
from mtrdesk.services.reporting import UNCHECKED, Seen
from mtrdesk.ui.errors import attempt, described
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.pairings_model import (
    PairingRow,
    PairingsModel,
    ReportedResult,
    reported_results,
    team_rows,
)
from mtrdesk.ui.widgets.extension_menu import add_remove_action, remove_chosen
from mtrdesk.ui.widgets.question import tell
from mtrdesk.ui.widgets.result_entry import SeatTable, as_recorded, result_examples
from mtrdesk.ui.widgets.round_panel import ConfirmCorrection, RoundPanel
from mtrdesk.ui.widgets.seen_results import SeenResults, refused_match_result
from mtrdesk.ui.widgets.sorted_table import filtered_table, fit_columns
from mtrdesk.words.swiss.round_status import round_title

if TYPE_CHECKING:
    from mtrdesk.services.views import RoundView

# The time extension dialog for a match at (event, round, table, seat) (MTR 2.6); True:
# Commander decks (a deck check adds 4 minutes, addendum *.5A). Its changes once recorded.
ExtendMatch = Callable[[QWidget, int, int, int, str, bool], Changes | None]

# Called after a correction saved under later rounds, with its LATER_ROUNDS_EXIST warning.
ReviewCorrection = Callable[[ServiceWarning], None]

SEAT_LETTERS = {Structure.TEAM_OF_TWO: "AB", Structure.TEAM_OF_THREE: "ABC"}


class MatchesPanel(RoundPanel):
    """The matches of one round, the missing tables, and the result line."""

    def __init__(
        self,
        services: Services,
        confirm_correction: ConfirmCorrection,
        to_latest: Callable[[], None],
        extend: ExtendMatch,
        parent: QWidget | None = None,
        review_correction: ReviewCorrection | None = None,
    ) -> None:
        """``to_latest`` shows the round being played; ``extend`` opens the time extension
        dialog; ``review_correction`` is called with the warning of a correction saved under
        later rounds, once the line is back on the round being played."""
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.view: RoundView | None = None
        self.latest = 0
        self.games_to_win = 2
        self.edition_key = ""
        self.commander = False
        self.readings: dict[int, str] = {}
        self._confirm_correction = confirm_correction
        self._to_latest = to_latest
        self._extend = extend
        self._sized_round: int | None = None
        self._shown_round: int | None = None
        self._corrected_round: int | None = None
        self._review_correction = review_correction
        self._correction: ServiceWarning | None = None
        # Notes depend on the pairings and earlier rounds, never on this round's results:
        # kept per round so a result does not recompute them (big events).
        self._notes: dict[int, dict[int, tuple[PairingNote, ...]]] = {}
        # The result each typed table showed when it was typed (issue 27).
        self._seen: SeenResults[int | SeatTable, MatchResult] = SeenResults(refused_match_result)

        self.model = PairingsModel(self)
        # Sorted in Python (``RowsProxy``): a new round of 2,048 tables sorts in
        # milliseconds, and a typed result repaints its row without a reset.
        self.proxy, table = filtered_table(
            self,
            self.model,
            "pairingsTable",
            sort_column=PairingsModel.TABLE,
            stretch=[PairingsModel.PLAYER, PairingsModel.OPPONENT],
            single_selection=True,
        )
        self._lay_out(table, "missingTables")

    # --- what the tab keeps up to date ----------------------------------------------------
    def set_readings(self, readings: dict[int, str]) -> None:
        """ふりがな by entry, so names sort 五十音順 here and in the pairing editor."""
        self.readings = readings
        self.model.set_readings(readings)

    def forget(self, *, notes: bool = True, sizes: bool = True, shown: bool = False) -> None:
        """Read the pairing notes and the column widths again (after pairings or players
        changed); ``shown``: another event, its round is new even with the same number."""
        if notes:
            self._notes.clear()
        if sizes:
            self._sized_round = None
        if shown:
            self._shown_round = None

    def forget_notes(self, rounds: Iterable[int]) -> None:
        """Read the pairing notes of ``rounds`` again when shown (their pairings, or the
        results before them, changed)."""
        for number in rounds:
            self._notes.pop(number, None)

    def update_results(self, view: RoundView, match_ids: Iterable[int]) -> None:
        """``view`` is the round on screen with new results for ``match_ids``: update
        those rows and the tables still missing, not the whole table."""
        self.view = view
        changed = set(match_ids)
        self.model.update_matches([m for m in view.matches if m.id in changed])
        self._show_missing_tables(view)

    def refresh_reports(self) -> None:
        """The results reported from the floor changed (issue 16): repaint the rows whose
        report came, went or moved."""
        if self.view is not None and self.event_id is not None:
            self.model.set_reports(self._reports(self.event_id, self.view.number))
            self._fit_reported()

    def _fit_reported(self) -> None:
        """Widen the result column for a reported result that came after it was sized
        ("2-0 / 0-2?" when the players disagree): a few rows measured, never narrowed."""
        texts = self.model.reported_texts()
        if not texts:
            return
        font = QFont(self.table.font())
        font.setItalic(True)
        font.setBold(True)
        metrics = QFontMetricsF(font)
        margin = 4 * self.table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin)
        needed = math.ceil(max(metrics.horizontalAdvance(t) for t in texts)) + margin + 4
        header = self.table.horizontalHeader()
        if header.sectionSize(PairingsModel.RESULT) < needed:
            header.resizeSection(PairingsModel.RESULT, needed)

    def refresh_extensions(self) -> None:
        """Time extensions may have changed elsewhere (a judge's phone): repaint the rows
        whose extension moved."""
        if self.view is not None and self.event_id is not None:
            self.model.set_extensions(
                self.services.extensions.for_round(self.event_id, self.view.number)
            )

    def _reports(self, event_id: int, number: int) -> dict[int, ReportedResult]:
        """What the floor reported for round ``number``'s matches, not yet entered."""
        return reported_results(
            (r.match_id, r.result, r.state)
            for r in self.services.floor.open_reports(event_id)
            if r.round == number
        )

    def set_round(
        self,
        event_id: int | None,
        view: RoundView | None,
        latest: int,
        settings: EventSettings | None,
    ) -> None:
        """Show ``view`` of ``event_id`` (``None``: nothing); ``latest``: the round being
        played; a new round forgets the slip being typed."""
        same_round = view is not None and view.number == self._shown_round
        # The same round read again (a change from the floor): the row selected and the
        # place scrolled to stay where the organizer left them.
        kept = self._selection() if same_round else None
        self.event_id, self.view, self.latest = event_id, view, latest
        if view is None or event_id is None:
            self.model.set_rows([])
        else:
            notes = self._notes.get(view.number)
            if notes is None:
                notes = self.services.rounds.pairing_notes(event_id, view.number)
                self._notes[view.number] = notes
            extensions = self.services.extensions.for_round(event_id, view.number)
            reports = self._reports(event_id, view.number)
            if any(team.seats for team in view.teams):
                # MTR 8.2: each team match, then its seat matches 12A, 12B, 12C.
                self.model.show_round(team_rows(view.teams, notes), extensions, reports)
            else:
                rows = [
                    PairingRow(m, m.points1, m.points2, notes.get(m.id, ())) for m in view.matches
                ]
                self.model.show_round(rows, extensions, reports)
        if kept is not None:
            self._reselect(*kept)
        self._fit_reported()
        if view is None or view.number != self._sized_round:
            # Sizing reads every row: once per round shown, not after every result.
            fit_columns(
                self.table,
                self.model,
                (PairingsModel.TABLE, PairingsModel.RESULT, PairingsModel.NOTES),
                self.model.font,
            )
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
        self._show_structure(settings)
        self._show_missing_tables(view)

    def _show_missing_tables(self, view: RoundView | None) -> None:
        # A team event's seat matches are posted and typed "12A" (MTR 8.2).
        missing = (
            sorted((m.table, m.seat) for m in view.missing if m.table is not None) if view else []
        )
        self._show_missing(
            [f"{t}{seat}" for t, seat in missing] if view is not None else None,
            QCoreApplication.translate(
                "RoundsTab", "Results missing at %n table(s): ", None, len(missing)
            ),
            QCoreApplication.translate("RoundsTab", "Every result of this round is in."),
        )

    def _show_structure(self, settings: EventSettings | None) -> None:
        """Team columns and seat letters for team events; the results this event accepts."""
        structure = settings.structure if settings is not None else None
        seats = SEAT_LETTERS.get(structure, "") if structure is not None else ""
        self.model.set_team_mode(structure is not None and structure.has_teams, bool(seats))
        self.entry.set_seats(seats)
        self.entry.setEnabled(self.view is not None)
        if settings is not None:
            # "2-1" would be refused in a best-of-one event: show what this one accepts.
            self.games_to_win = settings.games_to_win
            self.edition_key = settings.edition  # cited sections follow it (issue 29)
            self.entry.set_result_placeholder(result_examples(self.games_to_win))
            self.commander = commander_deck_checks(settings)

    # --- entering results -----------------------------------------------------------------
    def describe_table(self, table: int | SeatTable) -> str | None:
        row = self._row_at(table)
        if row is None:
            return None
        match = row.match
        # What the user sees now is what the slip is entered over, whatever the row
        # shows by the time Enter is pressed (it refreshes twice a second).
        self._seen.take(table, match.result)
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
        view = self.view
        team = next((t for t in view.teams if t.table == table), None) if view else None
        if team is None:
            return None
        return (
            QCoreApplication.translate("RoundsTab", "%1 vs %2")
            .replace("%1", team.team1_name)
            .replace("%2", team.team2_name or "")
        )

    def report(self, table: int | SeatTable, text: str) -> str | None:
        """Report one slip; a correction under later rounds asks first. Error → sentence."""
        view = self.view
        if view is None or self.event_id is None:
            return QCoreApplication.translate("RoundsTab", "Choose a round first.")
        earlier = view.number < self.latest
        if earlier and not self._confirm_correction(view.number):
            # The slip most likely belongs to the current round: offer it there.
            self._to_latest()
            self.entry.prefill(table, text)
            return (
                QCoreApplication.translate(
                    "RoundsTab",
                    "Nothing recorded in %1. Now on %2: check the players and press Enter "
                    "to record the slip here.",
                )
                .replace("%1", round_title(view.number))
                .replace("%2", round_title(self.latest))
            )
        # What this window showed for the table when it was typed: a result another
        # station entered since is refused with who did it, never overwritten unseen
        # (issues 17, 27).
        seen = self._seen.seen(table, lambda: self._shown_result(table))
        try:
            if isinstance(table, SeatTable):
                changes = self.services.rounds.report(
                    self.event_id, view.number, table.table, text, table.seat, seen=seen
                )
            else:
                changes = self.services.rounds.report(
                    self.event_id, view.number, table, text, seen=seen
                )
        except Refusal as error:
            if self._seen.refused(table, error):
                self._show_stored(table, error)
            return described(error, self.games_to_win, edition=self.edition_key)
        self._seen.forget()
        self._corrected_round = view.number if earlier else None
        self._correction = next(
            (w for w in changes.warnings if w.problem is Problem.LATER_ROUNDS_EXIST), None
        )
        # A correction under later rounds was confirmed above; other warnings are shown.
        self._announce(changes)
        return None

    def _show_stored(self, table: int | SeatTable, error: Refusal) -> None:
        """Another station changed ``table`` after it was typed: read the round again so
        its row shows the result that is there, as the refusal says; that result is the
        one Enter now replaces."""
        row = self._row_at(table)
        matches = frozenset() if row is None else frozenset({row.match.id})
        self.changed.emit(
            Changes(results=True, standings=True, events=True, reports=True, matches=matches)
        )
        who = self.describe_table(table)
        if who is not None:
            self.entry.match_label.setText(who)
        self._seen.refused(table, error)  # the refusal's result, read or not yet

    def _row_at(self, table: int | SeatTable) -> PairingRow | None:
        if isinstance(table, SeatTable):
            return self.model.find_seat(table.table, table.seat)
        return self.model.find_table(table)

    def _shown_result(self, table: int | SeatTable) -> Seen:
        """The result on screen for ``table`` (None: none yet); not checked for a table
        not on screen (the service says what is wrong with it)."""
        row = self._row_at(table)
        return UNCHECKED if row is None else row.match.result

    def _check_title(self) -> str:
        return QCoreApplication.translate("RoundsTab", "Please check")

    def _after_report(self, table: int | SeatTable, text: str) -> None:
        """After a correction of an earlier round, go back to the round being played:
        the next slip in the queue belongs there, not to the corrected round."""
        corrected, self._corrected_round = self._corrected_round, None
        warning, self._correction = self._correction, None
        if corrected is None:
            return
        self._to_latest()
        self.entry.show_info(
            QCoreApplication.translate(
                "RoundsTab", "%1, table %2 corrected to %3. Back on %4 for the next slip."
            )
            .replace("%1", round_title(corrected))
            .replace("%2", str(table))
            .replace("%3", as_recorded(text))
            .replace("%4", round_title(self.latest))
        )
        if warning is not None and self._review_correction is not None:
            # Pair the latest round again, or say what the correction made worse.
            self._review_correction(warning)
        self.entry.focus_table()

    def _selection(self) -> tuple[tuple[int, bool] | None, int]:
        """The selected row (its match, and whether it is a team's row) and the scroll
        position, to be put back once the round is read again."""
        row = self.selected_row()
        selected = None if row is None else (row.match.id, row.is_team_row)
        return selected, self.table.verticalScrollBar().value()

    def _reselect(self, selected: tuple[int, bool] | None, scrolled: int) -> None:
        if selected is not None:
            match_id, team_row = selected
            position = self.proxy.find(
                lambda r: r.match.id == match_id and r.is_team_row == team_row
            )
            if position >= 0:
                flags = (
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows
                )
                self.table.selectionModel().setCurrentIndex(self.proxy.index(position, 0), flags)
        self.table.verticalScrollBar().setValue(scrolled)

    def selected_row(self) -> PairingRow | None:
        rows = self.table.selectionModel().selectedRows()
        row: PairingRow | None = rows[0].data(ROW_ROLE) if rows else None
        return row

    def _row_activated(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        if row.team is not None and row.team.seats:
            # A team match's row: its first seat still waiting for a result.
            waiting = row.team.missing_seats or row.team.seats
            label = waiting[0].label if row.team.team2 is not None else None
        else:
            label = row.match.label
        if label is not None:
            self.entry.table_edit.setText(label)
            self.entry.table_edit.returnPressed.emit()

    def _context_menu(self, position: QPoint) -> None:
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
        shown = self.view.number if self.view is not None else None
        current = shown if shown == self.latest else None  # MTR 2.6: on the clock
        take_back = add_remove_action(
            menu, self.services, self.event_id, current, row.match.table, row.match.seat
        )
        chosen = menu.exec(self.table.viewport().mapToGlobal(position))
        if chosen is None:
            return
        if chosen is extend:
            self.extend_selected()
        elif chosen is clear:
            seen = row.match.result  # cleared only if no other station changed it since
            self._apply(
                attempt(self, lambda: self.services.rounds.clear_result(row.match.id, seen=seen))
            )
        elif chosen is take_back:
            self._apply(remove_chosen(self, self.services, take_back))

    # --- time extensions (MTR 2.6) --------------------------------------------------------
    def extend_selected(self) -> None:
        """Extend the selected match of the current round (a seat match by seat)."""
        row = self.selected_row()
        view = self.view
        if view is None or self.event_id is None:
            return
        if row is None or row.is_team_row or row.match.table is None or row.match.result:
            tell(
                self,
                QCoreApplication.translate("RoundsTab", "Time extension"),
                QCoreApplication.translate(
                    "RoundsTab", "Select a match that is still playing, then try again."
                ),
            )
            return
        # addendum *.5A: Commander decks, + 4
        self._apply(
            self._extend(
                self, self.event_id, view.number, row.match.table, row.match.seat, self.commander
            )
        )
