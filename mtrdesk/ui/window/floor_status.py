"""The status bar's count of results reported from phones (issue 16), and the list of them
it opens (Event ▸ Reports from the floor…), made once and kept up to date."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QPushButton, QWidget

from mtrdesk.core.placeholders import fill
from mtrdesk.services import Changes, Problem, ServiceError, Services

if TYPE_CHECKING:  # the list's dialog loads when first opened (issue 33)
    from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog


class FloorReportsStatus:
    """The button counting the open event's waiting reports, and the list it opens."""

    def __init__(
        self,
        services: Services,
        open_event: Callable[[], int | None],
        broadcast: Callable[[Changes], None],
        parent: QWidget,
    ) -> None:
        self.services = services
        self.open_event = open_event
        self.broadcast = broadcast
        self.parent = parent
        self.dialog: FloorReportsDialog | None = None
        self.button = QPushButton()
        self.button.setObjectName("floorReportsButton")
        self.button.setFlat(True)
        self.button.clicked.connect(self.show_list)
        self.button.hide()

    def forget_names(self) -> None:
        """The players or pairings changed: the open list reads its names again."""
        if self.dialog is not None:
            self.dialog.forget_names()

    def show_reports(self) -> None:
        """The count of reports waiting in the status bar (players who disagree in red),
        and the open list, read once for both."""
        reports = []
        event_id = self.open_event()
        if event_id is not None:
            try:
                reports = self.services.floor.open_reports(event_id)
            except ServiceError as error:
                if error.problem is not Problem.EVENT_NOT_FOUND:
                    raise
        conflicts = 0
        if reports:  # the floor's rules load with the first report (issue 33: start-up)
            from mtrdesk.core.floor.reports import ReportState

            conflicts = sum(r.state is ReportState.CONFLICT for r in reports)
        text = (
            QCoreApplication.translate("MainWindow", "Reports waiting: %1 (players disagree: %2)")
            if conflicts
            else QCoreApplication.translate("MainWindow", "Reports waiting: %1")
        )
        text = fill(text, QLocale().toString(len(reports)), QLocale().toString(conflicts))
        self.button.setText(text)
        colour = "#a00000" if conflicts else "#1b4f8a"
        self.button.setStyleSheet(f"color: {colour}; font-weight: bold;")
        self.button.setToolTip(
            QCoreApplication.translate(
                "MainWindow", "Results reported from phones, not entered yet: click to list them."
            )
        )
        self.button.setVisible(bool(reports))
        if self.dialog is not None:
            self.dialog.show_reports(reports)

    def show_list(self) -> FloorReportsDialog:
        """Event ▸ Reports from the floor…: the list, made once and kept up to date."""
        from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog, focus_table

        if self.dialog is None:
            self.dialog = FloorReportsDialog(
                self.services, self.open_event, self.broadcast, self.parent
            )
            self.show_reports()
        focus_table(self.dialog)
        return self.dialog
