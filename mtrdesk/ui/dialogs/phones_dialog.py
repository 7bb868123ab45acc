"""Event ▸ Open to phones…: the events on the store's Wi-Fi (issue 16). Starts the web
server beside the window, shows where phones open it (the address, and a QR code to scan)
and how many pages are open; stops it on request or with the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services import Services
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.qr_code import qr_pixmap
from mtrdesk.web.background import BackgroundServer
from mtrdesk.web.serve import ANY_HOST, DEFAULT_PORT, bind


class PhonesDialog(QDialog):
    """Start and stop the server; the server outlives the dialog's closing, not the window."""

    def __init__(
        self,
        open_services: Callable[[], Services],
        parent: QWidget | None = None,
        host: str = ANY_HOST,
        print_poster: Callable[[str], object] | None = None,
    ) -> None:
        """``host``: the address to listen on; every address of this computer, so that the
        phones on the store's network reach it (the tests: loopback). ``print_poster``
        prints the wall poster for the address phones open (the button's, while open)."""
        super().__init__(parent)
        self._print_poster = print_poster
        self._host = host
        self.setMinimumWidth(440)
        self.setWindowTitle(QCoreApplication.translate("PhonesDialog", "Open to phones"))
        self._open_services = open_services
        self.server: BackgroundServer | None = None
        #: Why the last start failed, shown until the next start.
        self._refusal: str | None = None
        about = PlainLabel(
            QCoreApplication.translate(
                "PhonesDialog",
                "Players' phones on this network see the pairings and standings, read-only. "
                "Nothing is sent to the internet.",
            )
        )
        about.setWordWrap(True)
        self.port_spin = QSpinBox()
        self.port_spin.setObjectName("phonesPort")
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.start_button = QPushButton(QCoreApplication.translate("PhonesDialog", "Start"))
        self.start_button.setObjectName("phonesStart")
        self.start_button.clicked.connect(self.toggle)
        port_row = QHBoxLayout()
        port_row.addWidget(PlainLabel(QCoreApplication.translate("PhonesDialog", "Port:")))
        port_row.addWidget(self.port_spin)
        port_row.addStretch(1)
        port_row.addWidget(self.start_button)
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
        self.poster_button = QPushButton(
            QCoreApplication.translate("PhonesDialog", "Print poster...")
        )
        self.poster_button.setObjectName("phonesPoster")
        self.poster_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PhonesDialog",
                    "A poster for the wall: the address and its QR code, and how players "
                    "report results with the code on their result slip",
                )
            )
        )
        self.poster_button.clicked.connect(self.print_poster)
        self.poster_button.setVisible(print_poster is not None)
        buttons.addButton(self.poster_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addLayout(port_row)
        layout.addWidget(self.address_label)
        layout.addWidget(self.qr_label)
        layout.addWidget(self.status_label)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._show_state)
        self._show_state()

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
        self.server = BackgroundServer(self._open_services, sock)
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
