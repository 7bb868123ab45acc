"""One round of pods on screen, with result entry: shared by the pods tab (Swiss rounds) and
the playoff tab (pod playoff rounds).

From the keyboard: table number, Enter, the winner's seat number (or D for a draw, D13 for
seats 1 and 3 drawing), Enter; the cursor is back in the table field for the next slip.
With the mouse: double-click a pod (or Enter on it) to pick the result in a dialog;
right-click to clear a result. On the pods tab, a pod still playing in the current round
can get a time extension (MTR 2.6; a deck check: +4, multiplayer addendum *.5A), and
right-click takes back its latest one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QTableView,
    QWidget,
)

from mtrdesk.core.refusal import Refusal
from mtrdesk.core.tournament import EntryId
from mtrdesk.services import Changes, Problem, ServiceError, Services
from mtrdesk.services.pods.state import PodPlayoffRoundView, PodRoundView, PodView
from mtrdesk.ui.errors import attempt, described, show_error
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.pods_model import PodsModel, result_text
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.widgets.extension_menu import add_remove_action, remove_chosen
from mtrdesk.ui.widgets.question import tell
from mtrdesk.ui.widgets.result_entry import SeatTable
from mtrdesk.ui.widgets.round_panel import ConfirmCorrection, RoundPanel, table_number
from mtrdesk.ui.widgets.seen_results import SeenResults, refused_pod_results

# The result dialog for a pod (the tab hands in ``dialogs.pod_result_dialog.ask_pod_result``):
# ``(winner, drawn)`` entries once chosen, ``None`` when cancelled.
AskResult = Callable[[PodView, QWidget], tuple[int | None, list[int] | None] | None]
# The time extension dialog for the pod at (event, round, table) (MTR 2.6): its changes.
ExtendPod = Callable[[QWidget, int, int, int], Changes | None]


def shown_results(pod: PodView) -> dict[EntryId, str] | None:
    """Each player's result as the pod shows it (None: no result yet): what a result
    entered for it goes in over (``services.pods.play.PodSeen``)."""
    if not pod.reported:
        return None
    return {seat.entry: str(seat.result) for seat in pod.seats}


def seats_text(pod: PodView) -> str:
    """ "1 山田 太郎 · 2 佐藤 花子 · 3 鈴木 一郎": who sits where, for the entry line."""
    separator = QCoreApplication.translate("PodRoundPanel", " · ")
    return separator.join(
        QCoreApplication.translate("PodRoundPanel", "%1: %2")
        .replace("%1", str(s.seat))
        .replace("%2", s.name)
        for s in pod.seats
    )


class PodRoundPanel(RoundPanel):
    """The pods of one round, the missing tables, and the result line."""

    def __init__(
        self,
        services: Services,
        confirm_correction: ConfirmCorrection | None = None,
        parent: QWidget | None = None,
        *,
        ask_result: AskResult,
        extend: ExtendPod | None = None,
    ) -> None:
        """``ask_result`` opens the result dialog; ``extend``: offer and show time
        extensions (Swiss rounds, MTR 2.6) through it."""
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.view: PodRoundView | PodPlayoffRoundView | None = None
        self.later_rounds = False
        self._confirm_correction = confirm_correction
        self._ask_result = ask_result
        self._extend = extend
        self._sized: tuple[int, int] | None = None
        # The results each typed pod showed when it was typed (issue 27).
        self._seen: SeenResults[int | SeatTable, dict[EntryId, str]] = SeenResults(
            refused_pod_results
        )

        self.model = PodsModel(self, extensions=extend is not None)
        table = QTableView()
        table.setObjectName("podsTable")
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        table.setWordWrap(False)
        self.entry.setObjectName("podResultEntry")
        self.entry.result_edit.setObjectName("podResultEdit")
        self.entry.set_result_placeholder(
            QCoreApplication.translate("PodRoundPanel", "seat 1-4 / D")
        )
        self.entry.result_edit.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PodRoundPanel",
                    "The winner's seat number (or part of their name). D: a draw between "
                    "everyone; D13: seats 1 and 3 drew, the others lost (conceded or match "
                    "loss, multiplayer addendum 2.1A).",
                )
            )
        )
        self._lay_out(table, "podsMissing")

    # --- showing ----------------------------------------------------------------------------
    def set_round(
        self,
        event_id: int | None,
        view: PodRoundView | PodPlayoffRoundView | None,
        pod_size: int,
        *,
        later_rounds: bool = False,
        prompt: str = "",
    ) -> None:
        """Show ``view`` (``None``: nothing); a new round forgets the slip being typed."""
        shown = (event_id, view.number if view is not None else None)
        new_round = shown != (self.event_id, self.view.number if self.view else None)
        self.event_id, self.view, self.later_rounds = event_id, view, later_rounds
        rows: list = [] if view is None else [*view.pods, *view.unopposed]
        self.model.set_pods(rows, pod_size)
        shows = self.model.shows_extensions and event_id is not None and view is not None
        self.model.set_extensions(
            self.services.extensions.for_round(event_id, view.number)
            if shows and event_id is not None and view is not None
            else {}
        )
        header = self.table.horizontalHeader()
        key = (self.model.seat_count, len(rows))
        if new_round or key != self._sized:
            self.table.resizeColumnsToContents()
            for column in range(1, self.model.seat_count + 1):
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(
                self.model.result_column, QHeaderView.ResizeMode.ResizeToContents
            )
            header.setSectionResizeMode(
                self.model.note_column, QHeaderView.ResizeMode.ResizeToContents
            )
            if self.model.shows_extensions:
                header.setSectionResizeMode(
                    self.model.extension_column, QHeaderView.ResizeMode.ResizeToContents
                )
            self._sized = key
        if new_round:
            self.entry.reset()
        if prompt:
            self.entry.set_prompt(prompt)
        self.entry.setEnabled(view is not None and bool(view.pods))
        placeholder = max([pod_size, *(p.size for p in view.pods)]) if view else pod_size
        self.entry.set_result_placeholder(
            QCoreApplication.translate("PodRoundPanel", "seat 1-%1 / D").replace(
                "%1", str(placeholder)
            )
        )
        missing = view.missing if view is not None else ()
        self._show_missing(
            [str(p.table) for p in missing] if view is not None and view.pods else None,
            QCoreApplication.translate(
                "PodRoundPanel", "Results missing at %n table(s): ", None, len(missing)
            ),
            QCoreApplication.translate("PodRoundPanel", "Every result of this round is in."),
        )

    # --- entering results ---------------------------------------------------------------
    def describe_table(self, table: int | SeatTable) -> str | None:
        pod = self.view.at_table(table_number(table)) if self.view is not None else None
        if pod is None:
            return None
        # What the user sees now is what the result is entered over (issue 27).
        self._seen.take(table, shown_results(pod))
        text = seats_text(pod)
        if pod.reported:
            text += "  " + QCoreApplication.translate("PodRoundPanel", "(now: %1)").replace(
                "%1", result_text(pod)
            )
        return text

    def _may_change(self) -> bool:
        if not self.later_rounds or self.view is None or self._confirm_correction is None:
            return True
        return self._confirm_correction(self.view.number)

    def report(self, table: int | SeatTable, text: str) -> str | None:
        view = self.view
        if view is None or self.event_id is None:
            return QCoreApplication.translate("PodRoundPanel", "Choose a round first.")
        if not self._may_change():
            return QCoreApplication.translate("PodRoundPanel", "Nothing recorded.")
        event_id, number = self.event_id, view.number
        pod = view.at_table(table_number(table))
        seen = self._seen.seen(table, lambda: None if pod is None else shown_results(pod))
        try:
            changes = self.services.multiplayer.report_text(
                event_id, number, table_number(table), text, seen=seen
            )
        except Refusal as error:
            if self._seen.refused(table, error):  # another station's result: shown now
                self.changed.emit(Changes(results=True, standings=True, events=True))
            return described(error)
        self._seen.forget()
        self._announce(changes)
        return None

    def _after_report(self, table: int | SeatTable, text: str) -> None:
        """Say what was recorded in words: "Table 3: seat 2 won (佐藤 花子)"."""
        pod = self.view.at_table(table_number(table)) if self.view is not None else None
        if pod is None or not pod.reported:
            return
        self.entry.show_info(self.recorded_text(pod))

    def recorded_text(self, pod: PodView) -> str:
        winner = pod.winner
        outcome = result_text(pod)
        if winner is not None:
            outcome += " " + QCoreApplication.translate("PodRoundPanel", "(%1)").replace(
                "%1", winner.name
            )
        return (
            QCoreApplication.translate("PodRoundPanel", "Table %1: %2 — recorded.")
            .replace("%1", str(pod.table))
            .replace("%2", outcome)
        )

    def _check_title(self) -> str:
        return QCoreApplication.translate("PodRoundPanel", "Please check")

    def selected_pod(self) -> PodView | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        row = rows[0].data(ROW_ROLE)
        return row if isinstance(row, PodView) else None

    def _row_activated(self) -> None:
        pod = self.selected_pod()
        if pod is not None:
            self.pick_result(pod)

    def pick_result(self, pod: PodView) -> None:
        """The result dialog for ``pod``; records what is chosen."""
        if self.event_id is None:
            return
        chosen = self._ask_result(pod, self)
        if chosen is None or not self._may_change():
            return
        event_id, (winner, drawn) = self.event_id, chosen
        seen = shown_results(pod)  # what the pod showed when its dialog opened (issue 27)
        changes = attempt(
            self,
            lambda: self.services.multiplayer.report(
                event_id, pod.round, pod.table, winner=winner, drawn=drawn, seen=seen
            ),
        )
        if changes is not None:
            self._announce(changes)
            shown = self.view.at_table(pod.table) if self.view is not None else None
            if shown is not None:
                self.entry.show_info(self.recorded_text(shown))
            self.entry.focus_table()

    def _context_menu(self, position: QPoint) -> None:
        index = self.table.indexAt(position)
        if not index.isValid():
            return
        row = index.data(ROW_ROLE)
        if not isinstance(row, PodView) or self.event_id is None:
            return
        menu = QMenu(self)
        enter = menu.addAction(QCoreApplication.translate("PodRoundPanel", "Enter result..."))
        clear = extension = take_back = None
        if row.reported:
            clear = menu.addAction(QCoreApplication.translate("PodRoundPanel", "Clear this result"))
        current = self.model.shows_extensions and not self.later_rounds
        if current and not row.reported:
            extension = menu.addAction(
                QCoreApplication.translate("PodRoundPanel", "Time extension...")
            )
        if current and self.model.extension_of(row):
            take_back = add_remove_action(menu, self.services, self.event_id, row.round, row.table)
        chosen = menu.exec(self.table.viewport().mapToGlobal(position))
        if chosen is None:
            return
        if chosen is enter:
            self.pick_result(row)
        elif chosen is extension:
            self.extend_pod(row)
        elif chosen is take_back:
            self._apply(remove_chosen(self, self.services, take_back))
        elif chosen is not None and chosen is clear and self._may_change():
            event_id = self.event_id
            seen = shown_results(row)  # cleared only if no other station changed it since
            changes = attempt(
                self,
                lambda: self.services.multiplayer.clear_result(
                    event_id, row.round, row.table, seen=seen
                ),
            )
            if changes is not None:
                self._announce(changes)

    # --- time extensions (MTR 2.6) ------------------------------------------------------
    def extend_selected(self) -> None:
        """The "Time extension..." button: extend the selected pod of the current round."""
        pod = self.selected_pod()
        if pod is None:
            tell(
                self,
                QCoreApplication.translate("PodRoundPanel", "Time extension"),
                QCoreApplication.translate(
                    "PodRoundPanel", "Select a pod that is still playing, then try again."
                ),
            )
            return
        self.extend_pod(pod)

    def extend_pod(self, pod: PodView) -> None:
        """``ExtensionDialog`` for ``pod``: a deck check gives its length plus 4 minutes
        (multiplayer addendum *.5A). A pod with a result is refused as the service does."""
        if self.event_id is None or self._extend is None:
            return
        if pod.reported:
            refusal = ServiceError(
                Problem.EXTENSION_RESULT_IN, round=pod.round, table=str(pod.table)
            )
            show_error(self, described(refusal))
            return
        self._apply(self._extend(self, self.event_id, pod.round, pod.table))
