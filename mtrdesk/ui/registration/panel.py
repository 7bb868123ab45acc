"""Registrations from phones in the Players tab (issue 30): the desk's state and counts
("3 waiting, 2 on the waitlist, 28/32 entered"), the one action that opens and closes
registration, the desk's settings, the registration QR code while phones can reach it, and
the registrations still to decide: Accept, Decline, Absent (a no-show) and Merge… with a
likely duplicate. Every decision is a service call whose ``Changes`` travel to the window
like any tab's; a registration from a phone arrives through the window's outside changes
(``Changes.registrations``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from mtrdesk.core.refusal import Refusal
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.registrations_model import RegistrationsModel, undecided
from mtrdesk.ui.registration.shown import desk_counts, read_desk, registration_link
from mtrdesk.ui.session import Session
from mtrdesk.ui.widgets.named import button_row, named_button, named_label
from mtrdesk.ui.widgets.question import ask_yes, tell
from mtrdesk.ui.widgets.sorted_table import chosen_row, fit_columns, select_row, sorted_table

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.registration.views import DeskView, RegistrationView

#: How often the panel asks whether the window's server runs (no query: a callable).
POLL_MS = 2000
#: The table's height at most: the players list stays the tab's main part.
TABLE_HEIGHT = 180
#: The window's registration code: small, for the organizer's own phone to try it.
QR_MODULE = 3


class RegistrationsPanel(QWidget):
    """The desk of the open event, below the players list. ``changed`` carries each
    decision's ``Changes`` (the Players tab's own signal passes them on), as a tab's."""

    changed = Signal(object)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.services = session.services
        self.event_id: int | None = None
        self.desk: DeskView | None = None
        self._shown_link: str | None = None
        self.setObjectName("registrationsPanel")
        self.state_label = named_label("registrationState")
        self.count_label = named_label("registrationCount", wrap=True)
        self.count_label.setContentsMargins(16, 0, 0, 0)  # apart from the state before it
        self.toggle_button = named_button("", "registrationToggle", self.toggle)
        self.settings_button = named_button(
            QCoreApplication.translate("RegistrationsPanel", "Registration settings..."),
            "registrationSettings",
            self.edit_settings,
        )
        self.hint_label = named_label("registrationHint", wrap=True, style="color: #b35c00;")
        self.model = RegistrationsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "registrationsTable",
            sort_column=RegistrationsModel.ARRIVED,
            stretch=[RegistrationsModel.DUPLICATE],
            single_selection=True,
        )
        self.table.setMaximumHeight(TABLE_HEIGHT)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)
        self.accept_button = named_button(
            QCoreApplication.translate("RegistrationsPanel", "Accept"),
            "registrationAccept",
            self.accept_selected,
        )
        self.decline_button = named_button(
            QCoreApplication.translate("RegistrationsPanel", "Decline"),
            "registrationDecline",
            self.decline_selected,
        )
        self.absent_button = named_button(
            QCoreApplication.translate("RegistrationsPanel", "Absent"),
            "registrationAbsent",
            self.absent_selected,
            tip=QCoreApplication.translate(
                "RegistrationsPanel",
                "They registered but did not come: the registration ends, and a regular of "
                "the store has one more no-show in the roster.",
            ),
        )
        self.merge_button = named_button(
            QCoreApplication.translate("RegistrationsPanel", "Merge..."),
            "registrationMerge",
            self.merge_selected,
            tip=QCoreApplication.translate(
                "RegistrationsPanel",
                "The same person is entered already: link the registration to that entry "
                "instead of entering them twice.",
            ),
        )
        self.qr_label = QLabel()
        self.qr_label.setTextFormat(Qt.TextFormat.PlainText)  # it shows a picture only
        self.qr_label.setObjectName("registrationQr")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.link_label = named_label("registrationLink")
        self.link_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code = QWidget()
        code_layout = QVBoxLayout(self.code)
        code_layout.setContentsMargins(0, 0, 0, 0)
        code_layout.addWidget(self.qr_label)
        code_layout.addWidget(self.link_label, 0, Qt.AlignmentFlag.AlignHCenter)
        self.code.hide()

        self.decisions = QWidget()
        decisions = QVBoxLayout(self.decisions)
        decisions.setContentsMargins(0, 0, 0, 0)
        decisions.addWidget(self.table)
        decisions.addLayout(
            button_row(
                (self.accept_button, self.decline_button, self.absent_button, self.merge_button)
            )
        )
        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.addWidget(self.decisions, 1)
        body.addWidget(self.code)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The counts take the room left and wrap on a narrow window (1366×768 at 125 %).
        header = QHBoxLayout()
        header.addWidget(self.state_label)
        header.addWidget(self.count_label, 1)
        header.addWidget(self.toggle_button)
        header.addWidget(self.settings_button)
        layout.addLayout(header)
        layout.addWidget(self.hint_label)
        layout.addLayout(body)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.show_code)
        self._timer.start()
        self.reload()

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        """Registrations changed: read them again. Entries or the stage changed: the
        counts, and the likely duplicates of what is listed (nothing listed: the desk
        alone, not every entry again after each result)."""
        listed = self.model.rowCount() > 0
        if changes.registrations or (listed and (changes.players or changes.events)):
            self.reload()
        elif changes.players or changes.events or changes.pairings:
            self._read_desk()

    def reload(self) -> None:
        """Read the desk and the registrations still to decide again."""
        chosen = self.selected()
        event_id = self.event_id
        self.desk = None
        rows: list[RegistrationView] = []
        if event_id is not None:
            try:
                self.desk = self.services.registration.desk(event_id)
                rows = undecided(self.services.registration.registrations(event_id))
            except Refusal:  # deleted elsewhere, or the database out of reach a moment:
                self.desk, rows = None, []  # the window says so itself (its event label)
        if rows != self.model.rows():  # a drop, a result: no reset of the list (issue 15)
            self.model.set_rows(rows)
        fit_columns(
            self.table,
            self.model,
            [c for c in range(self.model.column_count()) if c != RegistrationsModel.DUPLICATE],
        )
        if chosen is not None:
            self.select(chosen.id)
        self.decisions.setVisible(bool(rows))
        self._show_desk()
        self.show_code()
        self._update_buttons()

    def _read_desk(self) -> None:
        """The desk's state and counts again, the list as it is."""
        self.desk = read_desk(self.services, self.event_id)
        self._show_desk()
        self.show_code()

    # --- what is shown ----------------------------------------------------------------------
    def is_open(self) -> bool | None:
        """Whether the open event takes registrations (``None``: no event shown), read
        now: another station (``mtrdesk registration``) may have opened or closed it
        while the Players tab was hidden."""
        self._read_desk()
        return None if self.desk is None else self.desk.open

    def _show_desk(self) -> None:
        desk = self.desk
        self.toggle_button.setEnabled(desk is not None)
        self.settings_button.setEnabled(desk is not None)
        self.toggle_button.setText(toggle_text(desk is not None and desk.open))
        if desk is None:
            self.state_label.setText("")
            self.count_label.setText("")
            return
        self.state_label.setText(
            QCoreApplication.translate("RegistrationsPanel", "Registration from phones: open")
            if desk.open
            else QCoreApplication.translate(
                "RegistrationsPanel", "Registration from phones: closed"
            )
        )
        # Closed with nobody waiting: the counts would only repeat the players list's.
        shown = desk.open or desk.waiting or desk.waitlisted
        self.count_label.setText(desk_counts(desk) if shown else "")

    def show_code(self) -> str | None:
        """The registration QR code while phones can register (open, before round 1,
        the window open to phones); else a hint saying how to let them. The link shown."""
        desk, event_id = self.desk, self.event_id
        address = self.session.phones_address() if self.session.phones_address else None
        link = None
        hint = ""
        if desk is not None and event_id is not None and desk.taking:
            if address is None:
                hint = QCoreApplication.translate(
                    "RegistrationsPanel",
                    "Phones reach the registration form only while the window is open to "
                    "phones: choose Event > Open to phones... and Start.",
                )
            else:
                link = registration_link(address, event_id)
        self.hint_label.setText(hint)
        self.hint_label.setVisible(bool(hint))
        if link != self._shown_link:
            self._shown_link = link
            if link is None:
                self.qr_label.clear()
            else:  # qrcode (and Pillow) load only when a code is shown: start-up stays quick
                from mtrdesk.ui.widgets.qr_code import qr_pixmap

                self.qr_label.setPixmap(qr_pixmap(link, QR_MODULE))
            self.link_label.setText(link or "")
            self.code.setVisible(link is not None)
        return link

    def selected(self) -> RegistrationView | None:
        """The registration chosen in the list."""
        row: RegistrationView | None = chosen_row(self.table)
        return row

    def select(self, registration_id: int) -> bool:
        """Make the registration the chosen one (False: not in the list)."""
        return select_row(self.table, lambda r: r is not None and r.id == registration_id)

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (
            self.accept_button,
            self.decline_button,
            self.absent_button,
            self.merge_button,
        ):
            button.setEnabled(chosen)

    # --- the desk ---------------------------------------------------------------------------
    def toggle(self) -> None:
        """Open registration (closed) or close it (open): the one action. Opened while
        the window is not open to phones, say how to let the phones in."""
        event_id, open_now = self.event_id, self.is_open()
        if event_id is None or open_now is None:
            return
        opening = not open_now
        registration = self.services.registration
        if not self._decided(lambda: registration.set_open(event_id, opening)):
            return
        if self.session.status is not None:
            self.session.status(
                QCoreApplication.translate("RegistrationsPanel", "Registration is open.")
                if opening
                else QCoreApplication.translate("RegistrationsPanel", "Registration is closed.")
            )
        if opening and (self.session.phones_address is None or not self.session.phones_address()):
            tell(
                self,
                QCoreApplication.translate("RegistrationsPanel", "Registration"),
                QCoreApplication.translate(
                    "RegistrationsPanel",
                    "Registration is open, but phones reach the form only while the window "
                    "is open to phones: choose Event > Open to phones... and Start. The "
                    "registration QR code then shows here, on the projector and on the "
                    "phones poster.",
                ),
            )

    def edit_settings(self) -> None:
        """Registration settings…: capacity, accept at once, ask for a deck name, as they
        stand now; open or closed stays as it is when OK is pressed (the one action's)."""
        from mtrdesk.ui.registration.desk_dialog import DeskDialog

        event_id = self.event_id
        if event_id is None or self.is_open() is None or self.desk is None:
            return
        dialog = DeskDialog(self.desk, self)
        if dialog.exec() != DeskDialog.DialogCode.Accepted or dialog.settings is None:
            return
        chosen, open_now = dialog.settings, self.is_open()
        if open_now is None:
            return
        self._decided(
            lambda: self.services.registration.set_desk(
                event_id,
                open=open_now,
                accept_at_once=chosen.accept_at_once,
                capacity=chosen.capacity,
                asks_deck=chosen.asks_deck,
            )
        )

    # --- the decisions ------------------------------------------------------------------------
    def accept_selected(self) -> None:
        """Enter the chosen registration as a player (a roster person and an entry)."""
        row = self.selected()
        if row is not None:
            self._decided(lambda: self.services.registration.accept(row.id))

    def decline_selected(self) -> None:
        row = self.selected()
        if row is not None and self._confirm(
            QCoreApplication.translate(
                "RegistrationsPanel",
                "Decline the registration of %1? Their phone says it was not accepted.",
            ),
            row,
        ):
            self._decided(lambda: self.services.registration.decline(row.id))

    def absent_selected(self) -> None:
        row = self.selected()
        if row is not None and self._confirm(
            QCoreApplication.translate(
                "RegistrationsPanel",
                "Mark %1 as absent? The registration ends; if they are a regular of the "
                "store, their no-shows in the roster count one more.",
            ),
            row,
        ):
            self._decided(lambda: self.services.registration.mark_absent(row.id))

    def merge_selected(self) -> None:
        """The registration is a player already entered: link it to that entry."""
        from mtrdesk.ui.registration.merge import choose_entry

        row, event_id = self.selected(), self.event_id
        if row is None or event_id is None:
            return
        entries = attempt(self, lambda: self.services.players.list_entries(event_id))
        if entries is None:
            return
        entry_id = choose_entry(self, row, entries)
        if entry_id is not None:
            self._decided(lambda: self.services.registration.merge(row.id, entry_id))

    def _confirm(self, question: str, row: RegistrationView) -> bool:
        return ask_yes(
            self,
            QCoreApplication.translate("RegistrationsPanel", "Registration"),
            question.replace("%1", row.display_name),
        )

    def _decided(self, call: Callable[[], Changes]) -> bool:
        """Run a decision (a refusal said); its changes travel to the window. Read again
        here at once: the menu asks ``is_open`` with the Players tab hidden too."""
        changes = attempt(self, call)
        if changes is None:
            return False
        self.reload()
        self.changed.emit(changes)
        return True


def toggle_text(is_open: bool) -> str:
    """The one action's words: what it will do."""
    if is_open:
        return QCoreApplication.translate("RegistrationsPanel", "Close registration")
    return QCoreApplication.translate("RegistrationsPanel", "Open registration")
