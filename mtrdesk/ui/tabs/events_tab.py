"""The events tab: the list of events, and creating, editing, choosing, deleting them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.settings import effective_player_count
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.events_model import EventsModel
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.widgets.named import button_row
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.sorted_table import chosen_row, select_row, sorted_table
from mtrdesk.words import labels
from mtrdesk.words.dates import format_date

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.event_views import EventSummary


class EventsTab(EventPanel):
    """Lists every event; double-click (or Open) makes one the current event."""

    event_chosen = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.model = EventsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "eventsTable",
            sort_column=EventsModel.DATE,
            order=Qt.SortOrder.DescendingOrder,
            stretch=[EventsModel.NAME],
            single_selection=True,
        )
        # Enter or a double click opens the event (activated covers both).
        self.table.activated.connect(self._open_selected)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)

        self.new_button = QPushButton(QCoreApplication.translate("EventsTab", "New event..."))
        self.open_button = QPushButton(QCoreApplication.translate("EventsTab", "Open"))
        self.edit_button = QPushButton(QCoreApplication.translate("EventsTab", "Settings..."))
        self.delete_button = QPushButton(QCoreApplication.translate("EventsTab", "Delete..."))
        self.new_button.clicked.connect(self.new_event)
        self.open_button.clicked.connect(self._open_selected)
        self.edit_button.clicked.connect(self._edit_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        layout = QVBoxLayout(self)
        layout.addLayout(
            button_row((self.new_button, self.open_button, self.edit_button, self.delete_button))
        )
        layout.addWidget(self.table)
        # Listed when first shown or asked (issue 33: a window started on a remembered
        # event's other tab read every event's summary, a 4,096-player one included, for a
        # list nobody saw).
        self.listed = False
        self._update_buttons()

    def showEvent(self, event: QShowEvent) -> None:
        self.ensure_listed()
        super().showEvent(event)

    def ensure_listed(self) -> None:
        """Read the list of events if it was never read."""
        if not self.listed:
            self.reload()

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.model.set_current(event_id)
        self.table.resizeColumnsToContents()  # the bold row is wider
        self._select(event_id)

    def refresh(self, changes: Changes) -> None:
        if changes.events or changes.players or changes.pairings or changes.playoff:
            self.reload()

    def reload(self) -> None:
        chosen = self._selected()
        self.listed = True
        self.model.set_rows(self.services.events.list_events())
        self.model.set_current(self.event_id)
        self.table.resizeColumnsToContents()
        self._select(chosen.id if chosen is not None else self.event_id)
        self._update_buttons()

    def _select(self, event_id: int | None) -> None:
        """Make ``event_id`` the current row, so Enter, Open and Settings act on it."""
        select_row(self.table, lambda summary: summary.id == event_id, EventsModel.NAME)

    def _update_buttons(self) -> None:
        chosen = self._selected() is not None
        for button in (self.open_button, self.edit_button, self.delete_button):
            button.setEnabled(chosen)

    # --- queries the window uses ----------------------------------------------------------
    def focus_list(self) -> None:
        """The cursor in the list of events (File > Open event...)."""
        self.table.setFocus()

    def has_event(self, event_id: int) -> bool:
        return self.summary(event_id) is not None

    def summary(self, event_id: int | None) -> EventSummary | None:
        self.ensure_listed()
        return next((s for s in self.model.rows() if s.id == event_id), None)

    def describe(self, summary: EventSummary) -> str:
        """One line for the status bar: name, date, format, REL."""
        settings = summary.settings
        return "  ".join(
            [
                settings.name,
                format_date(settings.date),
                labels.label(settings.format),
                *([labels.label(settings.structure)] if settings.structure.has_teams else []),
                labels.label(settings.rel),
                labels.label(summary.stage),
            ]
        )

    # --- actions --------------------------------------------------------------------------
    def _selected(self) -> EventSummary | None:
        """The selected event, else the row the keyboard cursor is on."""
        summary: EventSummary | None = chosen_row(self.table)
        return summary

    def _open_selected(self) -> None:
        summary = self._selected()
        if summary is not None:
            self.event_chosen.emit(summary.id)

    def _edit_selected(self) -> None:
        summary = self._selected()
        if summary is not None:
            self.edit_event(summary.id)

    def _delete_selected(self) -> None:
        summary = self._selected()
        if summary is not None:
            self.delete_event(summary.id)

    def new_event(self) -> None:
        from mtrdesk.ui.dialogs.event.dialog import EventDialog

        dialog = EventDialog(None, player_count=0, parent=self)
        if dialog.exec() != EventDialog.DialogCode.Accepted:
            return
        created = attempt(
            self,
            lambda: self.services.events.create(
                dialog.settings(), pods_lifted=dialog.pods_lifted()
            ),
        )
        if created is None:
            return
        event_id, changes = created
        self.changed.emit(changes)
        self.event_chosen.emit(event_id)

    def edit_event(self, event_id: int) -> None:
        from mtrdesk.ui.dialogs.event.dialog import EventDialog

        summary = attempt(self, lambda: self.services.events.get(event_id))
        if summary is None:
            return
        editable = attempt(self, lambda: self.services.events.editable(event_id))
        if editable is None:
            return
        entries = self.services.players.list_entries(event_id)
        counted = effective_player_count(
            sum(1 for e in entries if e.active), [e.awarded_byes for e in entries if e.active]
        )
        dialog = EventDialog(
            summary.settings,
            player_count=counted,
            byes_counted=any(e.awarded_byes for e in entries if e.active),
            editable=editable,
            pods_lifted=summary.pods_lifted,
            team_count=summary.active_teams,
            participants=sum(1 for e in entries if e.active),  # MTR 10.1's count
            parent=self,
        )
        if dialog.exec() != EventDialog.DialogCode.Accepted:
            return
        changes = attempt(
            self,
            lambda: self.services.events.update(
                event_id, dialog.settings(), pods_lifted=dialog.pods_lifted()
            ),
        )
        self._apply(changes)

    def delete_event(self, event_id: int) -> None:
        summary = self.summary(event_id)
        if summary is None:
            return
        if not ask_yes(
            self,
            QCoreApplication.translate("EventsTab", "Delete event"),
            QCoreApplication.translate(
                "EventsTab",
                'Delete the event "%1" with its players, pairings and results? '
                "This cannot be undone.",
            ).replace("%1", summary.settings.name),
        ):
            return
        changes = attempt(self, lambda: self.services.events.delete(event_id))
        self._apply(changes)
