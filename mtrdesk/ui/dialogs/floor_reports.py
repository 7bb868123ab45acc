"""Event ▸ Reports from the floor…: the results players reported from their phones that
are not entered yet (issue 16), each accepted (its result is entered) or set aside by
staff. The list follows the floor as the window does (``ui.outside_changes``): the window
hands it the open reports after every change."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.floor.reports import ReportState
from mtrdesk.core.placeholders import fill
from mtrdesk.services import Changes, Services
from mtrdesk.ui.errors import attempt, warning_text
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.floor_reports_model import FloorReportsModel, ReportRow
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.screen_fit import fit_to_screen
from mtrdesk.ui.widgets.named import named_button, wrapped
from mtrdesk.ui.widgets.sorted_table import filtered_table, fit_columns

if TYPE_CHECKING:
    from mtrdesk.services.floor.service import FloorReportView


class FloorReportsDialog(QDialog):
    """The open reports of the event, oldest first; Accept and Set aside on the selected
    one. Not modal: it stays open beside the window while slips come in."""

    def __init__(
        self,
        services: Services,
        event_id: Callable[[], int | None],
        apply: Callable[[Changes], None],
        parent: QWidget | None = None,
    ) -> None:
        """``apply``: what the window does with a decision's changes (every tab, this
        list and the count follow)."""
        super().__init__(parent)
        self.services = services
        self._event_id = event_id
        self._apply = apply
        # "山田 太郎 vs 佐藤 花子" by match id, per round: read once per round shown.
        self._names: dict[int, dict[int, str]] = {}
        self.setWindowTitle(QCoreApplication.translate("FloorReports", "Reports from the floor"))
        fit_to_screen(self, 860, 420)
        about = wrapped(
            QCoreApplication.translate(
                "FloorReports",
                "Results players reported from their phones that are not entered yet. "
                "Accept enters the result; Set aside leaves the match without one (the "
                "players report again, or the result is entered by hand).",
            )
        )
        self.summary_label = PlainLabel()
        self.summary_label.setObjectName("floorReportsSummary")
        self.model = FloorReportsModel(self)
        self.proxy, self.table = filtered_table(
            self,
            self.model,
            "floorReportsTable",
            sort_column=FloorReportsModel.TIME,
            stretch=[FloorReportsModel.PLAYERS],
            single_selection=True,
        )
        self.table.selectionModel().selectionChanged.connect(self._enable)
        self.accept_button = named_button(
            QCoreApplication.translate("FloorReports", "Accept"),
            "acceptReport",
            tip=QCoreApplication.translate(
                "FloorReports", "Enter the selected report's result for its match."
            ),
        )
        self.accept_button.clicked.connect(self.accept_selected)
        self.reject_button = named_button(
            QCoreApplication.translate("FloorReports", "Set aside"),
            "rejectReport",
            tip=QCoreApplication.translate(
                "FloorReports", "Set the selected report aside; the match keeps no result."
            ),
        )
        self.reject_button.clicked.connect(self.reject_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.accept_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.reject_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self._enable()

    # --- what the window hands in ---------------------------------------------------------
    def forget_names(self) -> None:
        """Pairings or players changed: read the players of each round again."""
        self._names.clear()

    def show_reports(self, reports: Sequence[FloorReportView]) -> None:
        """The event's open reports, read by the window after a change; the selected
        report stays selected while it waits."""
        event_id = self._event_id()
        selected = self.selected_report()
        rows = [ReportRow(r, self._players(event_id, r)) for r in reports]
        self.model.set_rows(rows)
        fit_columns(
            self.table,
            self.model,
            (
                FloorReportsModel.ROUND,
                FloorReportsModel.TABLE,
                FloorReportsModel.RESULT,
                FloorReportsModel.STATE,
                FloorReportsModel.TIME,
                FloorReportsModel.DEVICE,
            ),
        )
        if selected is not None:
            position = self.proxy.find(lambda row: row.report.id == selected.id)
            if position >= 0:
                self.table.selectionModel().setCurrentIndex(
                    self.proxy.index(position, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
        conflicts = sum(r.state is ReportState.CONFLICT for r in reports)
        text = (
            QCoreApplication.translate(
                "FloorReports", "Waiting: %1. Players disagree: %2 (a judge decides)."
            )
            if conflicts
            else QCoreApplication.translate("FloorReports", "Waiting: %1.")
        )
        text = fill(text, QLocale().toString(len(reports)), QLocale().toString(conflicts))
        self.summary_label.setText(text)
        self.summary_label.setStyleSheet("color: #a00000; font-weight: bold;" if conflicts else "")
        self._enable()

    def _players(self, event_id: int | None, report: FloorReportView) -> str:
        if event_id is None:
            return ""
        names = self._names.get(report.round)
        if names is None:
            view = attempt(self, lambda: self.services.rounds.round_view(event_id, report.round))
            names = {}
            for match in view.matches if view is not None else ():
                names[match.id] = (
                    QCoreApplication.translate("FloorReports", "%1 vs %2")
                    .replace("%1", match.player1_name)
                    .replace("%2", match.player2_name or "")
                )
            self._names[report.round] = names
        return names.get(report.match_id, "")

    # --- staff decide ---------------------------------------------------------------------
    def selected_report(self) -> FloorReportView | None:
        rows = self.table.selectionModel().selectedRows()
        row: ReportRow | None = rows[0].data(ROW_ROLE) if rows else None
        return None if row is None else row.report

    def _enable(self) -> None:
        chosen = self.selected_report() is not None
        self.accept_button.setEnabled(chosen)
        self.reject_button.setEnabled(chosen)

    def accept_selected(self) -> Changes | None:
        """Enter the selected report's result (a refusal is explained)."""
        report = self.selected_report()
        if report is None:
            return None
        return self._decide(lambda: self.services.floor.accept(report.id))

    def reject_selected(self) -> Changes | None:
        """Set the selected report aside (a refusal is explained)."""
        report = self.selected_report()
        if report is None:
            return None
        return self._decide(lambda: self.services.floor.reject(report.id))

    def _decide(self, call: Callable[[], Changes]) -> Changes | None:
        changes = attempt(self, call)
        # Refused (decided on a phone a moment ago): the list is read again all the same.
        self._apply(changes if changes is not None else Changes(reports=True))
        if changes is not None and changes.warnings:
            # What entering the result says (a correction under later rounds, ...).
            QMessageBox.information(
                self,
                QCoreApplication.translate("RoundsTab", "Please check"),
                rich_safe("\n".join(warning_text(w) for w in changes.warnings)),
            )
        return changes


def focus_table(dialog: FloorReportsDialog) -> None:
    """Bring the list to the front with its table focused (the first report selected)."""
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    if not dialog.table.selectionModel().hasSelection() and dialog.proxy.rowCount():
        dialog.table.selectRow(0)
    dialog.table.setFocus(Qt.FocusReason.OtherFocusReason)
