"""Event ▸ Open to phones…: the events on the store's Wi-Fi (issue 16). Starts the web
server beside the window, shows where phones open it (the address, and a QR code to scan)
and how many pages are open; stops it on request or with the window.

For the open event it also shows the staff PIN judges sign in with (changed on request,
which signs every judge out) and who confirms the results players report: the two
players agreeing, or staff for every report."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.floor.reports import ReportPolicy
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.named import named_button, wrapped
from mtrdesk.ui.widgets.qr_code import qr_pixmap
from mtrdesk.web.background import BackgroundServer
from mtrdesk.web.serve import ANY_HOST, DEFAULT_PORT, bind
from mtrdesk.words.floor.audit import policy_text

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services


def _row(label: str, shown: QWidget, button: QWidget) -> QHBoxLayout:
    """``label``, what it names, then (at the right) the button that changes it."""
    row = QHBoxLayout()
    row.addWidget(PlainLabel(label))
    row.addWidget(shown)
    row.addStretch(1)
    row.addWidget(button)
    return row


class PhonesDialog(QDialog):
    """Start and stop the server; the server outlives the dialog's closing, not the window."""

    def __init__(
        self,
        open_services: Callable[[], Services],
        parent: QWidget | None = None,
        host: str = ANY_HOST,
        *,
        services: Services | None = None,
        event_id: Callable[[], int | None] = lambda: None,
        apply: Callable[[Changes], None] | None = None,
        print_poster: Callable[[str], object] | None = None,
        open_reader: Callable[[], Services] | None = None,
    ) -> None:
        """``open_services``: the server's own connection, opened on its thread
        (the window: ``Services.beside``, closed when the server stops). ``host``: the
        address to listen on; every address of this computer, so that the phones on the
        store's network reach it (the tests: loopback). ``services``: the window's, for
        the open event's (``event_id()``) staff PIN and report policy; ``apply``: what
        the window does with a change of policy. ``print_poster`` prints the wall poster
        for the address phones open (the button's, while open). ``open_reader``: a
        read-only connection for the pages (``web.worker.ServiceWorker``)."""
        super().__init__(parent)
        self._print_poster = print_poster
        self._host = host
        self._services = services
        self._event_id = event_id
        self._apply = apply
        self.setMinimumWidth(800)
        self.setWindowTitle(QCoreApplication.translate("PhonesDialog", "Open to phones"))
        self._open_services = open_services
        self._open_reader = open_reader
        self.server: BackgroundServer | None = None
        # Why the last start failed, shown until the next start.
        self._refusal: str | None = None
        about = wrapped(
            QCoreApplication.translate(
                "PhonesDialog",
                "Phones on this network see the pairings and standings; players report "
                "their results with the code on their result slip, and judges sign in with "
                "the staff PIN. Nothing is sent to the internet.",
            )
        )
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("phonesPort")
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.start_button = named_button(
            QCoreApplication.translate("PhonesDialog", "Start"), "phonesStart"
        )
        self.start_button.clicked.connect(self.toggle)
        port_row = _row(
            QCoreApplication.translate("PhonesDialog", "Port:"), self.port_spin, self.start_button
        )
        self.address_label = PlainLabel()
        self.address_label.setObjectName("phonesAddress")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address_label.setStyleSheet("font-size: 16pt; font-weight: bold;")
        self.qr_label = QLabel()
        self.qr_label.setObjectName("phonesQr")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = PlainLabel()
        self.status_label.setObjectName("phonesStatus")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        self.poster_button = named_button(
            QCoreApplication.translate("PhonesDialog", "Print poster..."),
            "phonesPoster",
            tip=QCoreApplication.translate(
                "PhonesDialog",
                "A poster for the wall: the address and its QR code, and how players "
                "report results with the code on their result slip",
            ),
        )
        self.poster_button.clicked.connect(self.print_poster)
        self.poster_button.setVisible(print_poster is not None)
        buttons.addButton(self.poster_button, QDialogButtonBox.ButtonRole.ActionRole)
        # Side by side, so the dialog fits a 1366×768 screen with the QR code shown: the
        # server on the left, the open event's judges and reports on the right.
        server = QVBoxLayout()
        server.addLayout(port_row)
        server.addWidget(self.address_label)
        server.addWidget(self.qr_label)
        server.addWidget(self.status_label)
        server.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(server, 1)
        columns.addWidget(self._staff_box(), 1)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(columns, 1)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._show_state)
        self._show_state()

    # --- the open event's staff PIN and report policy ----------------------------------------
    def _staff_box(self) -> QGroupBox:
        box = QGroupBox(QCoreApplication.translate("PhonesDialog", "Judges and reported results"))
        self.staff_box = box
        self.event_label = wrapped()
        self.event_label.setObjectName("phonesEvent")
        self.pin_label = PlainLabel()
        self.pin_label.setObjectName("phonesPin")
        self.pin_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Large enough to read across the counter; set as a font (not a style sheet) so
        # the layout never squeezes it when the QR code appears above it.
        pin_font = QFont(self.pin_label.font())
        pin_font.setStyleHint(QFont.StyleHint.Monospace)
        pin_font.setFamily("monospace")
        pin_font.setPointSize(28)
        pin_font.setBold(True)
        pin_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        self.pin_label.setFont(pin_font)
        self.pin_label.setMinimumHeight(QFontMetrics(pin_font).height())
        self.change_pin_button = named_button(
            QCoreApplication.translate("PhonesDialog", "Change PIN"), "phonesChangePin"
        )
        self.change_pin_button.clicked.connect(self.change_pin)
        pin_row = _row(
            QCoreApplication.translate("PhonesDialog", "Staff PIN:"),
            self.pin_label,
            self.change_pin_button,
        )
        pin_hint = wrapped(
            QCoreApplication.translate(
                "PhonesDialog",
                "Judges sign in with it on their phones to accept reported results and add "
                "time extensions. A new PIN signs every judge out.",
            )
        )
        self.policy_buttons = QButtonGroup(self)
        self.players_policy = QRadioButton(policy_text(ReportPolicy.PLAYERS))
        self.players_policy.setObjectName("phonesPolicyPlayers")
        self.staff_policy = QRadioButton(policy_text(ReportPolicy.STAFF))
        self.staff_policy.setObjectName("phonesPolicyStaff")
        for button in (self.players_policy, self.staff_policy):
            self.policy_buttons.addButton(button)
        self.players_policy.toggled.connect(self._policy_chosen)
        layout = QVBoxLayout(box)
        layout.addWidget(self.event_label)
        layout.addLayout(pin_row)
        layout.addWidget(pin_hint)
        layout.addWidget(
            PlainLabel(QCoreApplication.translate("PhonesDialog", "Results players report:"))
        )
        layout.addWidget(self.players_policy)
        layout.addWidget(self.staff_policy)
        self.show_event()
        return box

    def show_event(self) -> None:
        """The open event's PIN and policy (the window calls it when the event changes)."""
        services, event_id = self._services, self._event_id()
        floor = None
        if services is not None and event_id is not None:
            floor = attempt(self, lambda: services.floor.settings(event_id))
        for widget in (self.change_pin_button, self.players_policy, self.staff_policy):
            widget.setEnabled(floor is not None)
        if services is None or event_id is None or floor is None:
            self.event_label.setText(
                QCoreApplication.translate(
                    "PhonesDialog", "Open an event to see its staff PIN and who confirms results."
                )
            )
            self.pin_label.setText("—")
            return
        self.event_label.setText(
            QCoreApplication.translate("PhonesDialog", "For the open event: %1").replace(
                "%1", services.events.get(event_id).settings.name
            )
        )
        self.pin_label.setText(floor.staff_pin)
        chosen = self.players_policy if floor.policy is ReportPolicy.PLAYERS else self.staff_policy
        self.players_policy.blockSignals(True)  # shown, not chosen: nothing to save
        chosen.setChecked(True)
        self.players_policy.blockSignals(False)

    def change_pin(self) -> str | None:
        """Draw a new staff PIN for the open event, once the organizer confirms (judges
        signed in must sign in again); the new PIN, or ``None``."""
        services, event_id = self._services, self._event_id()
        if services is None or event_id is None:
            return None
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("PhonesDialog", "Change PIN"),
            rich_safe(
                QCoreApplication.translate(
                    "PhonesDialog",
                    "Every judge signed in on a phone is signed out and must sign in again "
                    "with the new PIN. Change the staff PIN?",
                )
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return None
        pin = attempt(self, lambda: services.floor.change_pin(event_id))
        self.show_event()
        return pin

    def _policy_chosen(self) -> None:
        services, event_id = self._services, self._event_id()
        if services is None or event_id is None:
            return
        policy = ReportPolicy.PLAYERS if self.players_policy.isChecked() else ReportPolicy.STAFF
        changes = attempt(self, lambda: services.floor.set_policy(event_id, policy))
        if changes is not None and self._apply is not None:
            self._apply(changes)

    # --- the server ---------------------------------------------------------------------------
    def toggle(self) -> None:
        if self.server is None:
            self.start()
        else:
            self.stop()

    def start(self) -> None:
        """Listen on every address at the chosen port; a port in use is said, not raised."""
        try:
            sock = bind(self._host, self.port_spin.value())
        except OSError as exc:
            self._refusal = (
                QCoreApplication.translate(
                    "PhonesDialog", "Port %1 cannot be used (%2). Choose another port."
                )
                .replace("%1", str(self.port_spin.value()))
                .replace("%2", str(exc.strerror or exc))
            )
            self._show_state()
            return
        self._refusal = None
        self.server = BackgroundServer(self._open_services, sock, self._open_reader)
        self.server.start()
        self._timer.start()
        self._show_state()

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
        self._timer.stop()
        self._show_state()

    def print_poster(self) -> None:
        """Print the poster for the address phones open (while open to phones)."""
        if self.server is not None and self._print_poster is not None:
            self._print_poster(self.server.addresses[0])

    def _show_state(self) -> None:
        running = self.server is not None
        self.port_spin.setEnabled(not running)
        self.poster_button.setEnabled(running)
        self.start_button.setText(
            QCoreApplication.translate("PhonesDialog", "Stop")
            if running
            else QCoreApplication.translate("PhonesDialog", "Start")
        )
        if self.server is None:
            self.address_label.clear()
            self.qr_label.clear()
            self.status_label.setText(
                self._refusal or QCoreApplication.translate("PhonesDialog", "Not open to phones.")
            )
            return
        shown = self.server.addresses
        self.address_label.setText("\n".join(shown))
        if self.qr_label.pixmap().isNull():
            self.qr_label.setPixmap(qr_pixmap(shown[0]))
        # The count stands alone: no plural form to choose.
        self.status_label.setText(
            QCoreApplication.translate(
                "PhonesDialog", "Open to phones. Pages open now: %1"
            ).replace("%1", QLocale().toString(self.server.pages_open))
        )
