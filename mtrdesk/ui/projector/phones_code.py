"""The projector's corner for phones (issue 16): while the event is open to phones (the
window's web server runs), the QR code of the event's pages and their address in text, in
the lower left corner, large enough to scan from a few metres; gone when the server stops.
Q (or the button) hides or shows it. The address comes in through a callable polled every
``POLL_MS``, so the projector needs neither the server nor the services.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.widgets.qr_code import qr_pixmap

#: The address phones open now (the event's pages), or None while not open to phones.
AddressSource = Callable[[], str | None]
POLL_MS = 2000
#: The QR code's side as a share of the window's height (a 1080-line projector: ~290 px).
QR_SHARE = 0.27
#: The address's and the caption's font heights, as shares of the window's height.
TEXT_SHARE = 0.03
MARGIN = 24
#: Room kept free under the corner for the control buttons.
CONTROLS_ROOM = 56


class PhonesCode(QWidget):
    """The QR code of ``source()`` over the lower left corner of ``window``."""

    def __init__(self, window: ProjectorWindow, source: AddressSource) -> None:
        super().__init__(window)
        self.window_ = window
        self.source = source
        self.address: str | None = None
        #: The organizer's choice (Q): shown whenever there is an address.
        self.wanted = True
        self.setObjectName("phonesCode")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#phonesCode { background: #000000; }")
        self.caption = PlainLabel()
        self.caption.setObjectName("phonesCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel()
        self.qr.setObjectName("phonesQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_label = PlainLabel()
        self.address_label.setObjectName("phonesAddress")
        self.address_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.caption)
        layout.addWidget(self.qr)
        layout.addWidget(self.address_label)
        self.button = QPushButton()
        self.button.setObjectName("phonesCodeButton")
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.toggle)
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll)
        self.poll_timer.start()
        self._retranslate()
        self.hide()

    def _retranslate(self) -> None:
        self.caption.setText(
            QCoreApplication.translate("Projector", "Pairings and results on your phone")
        )
        self.button.setText(QCoreApplication.translate("Projector", "Phones QR (Q)"))
        self.button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "Projector", "Show or hide the QR code phones open the pages with (Q)"
                )
            )
        )

    def poll(self) -> None:
        """Read the address again (the timer calls this; so can tests): a new address
        draws a new QR code; none hides the corner and its button."""
        address = self.source()
        if address != self.address:
            self.address = address
            self.address_label.setText(address or "")
            self._draw()
        self.button.setVisible(address is not None)
        self.button.setChecked(self.wanted)
        self._show()

    def toggle(self) -> None:
        """Q: hide the corner (the digits alone) or show it again."""
        self.wanted = not self.wanted
        self.button.setChecked(self.wanted)
        self._show()

    def _show(self) -> None:
        shown = self.wanted and self.address is not None
        if shown != self.isVisible():
            self.setVisible(shown)
        if shown:
            self.raise_()

    def _draw(self) -> None:
        """The QR code and the texts at the window's size, placed in the corner."""
        if self.address is None:
            self.qr.clear()
            return
        height = max(200, self.window_.height())
        side = int(height * QR_SHARE)
        pixmap = qr_pixmap(self.address, module=1)
        modules = max(1, pixmap.width())
        self.qr.setPixmap(qr_pixmap(self.address, module=max(2, side // modules)))
        font = QFont(self.window_.font())
        font.setPixelSize(max(12, int(height * TEXT_SHARE)))
        self.caption.setFont(font)
        self.address_label.setFont(font)
        self.adjustSize()
        width = max(self.qr.sizeHint().width(), self.address_label.sizeHint().width())
        width = max(width, self.caption.sizeHint().width())
        self.resize(width, self.sizeHint().height())
        self.move(MARGIN, self.window_.height() - CONTROLS_ROOM - self.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Q on the projector window hides or shows the corner; a resize redraws it."""
        if watched is self.window_:
            if event.type() == QEvent.Type.Resize:
                self._draw()
            elif event.type() == QEvent.Type.LanguageChange:
                self._retranslate()
                self._draw()
            elif (
                event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Q
                and self.address is not None
            ):
                self.toggle()
                return True
        return super().eventFilter(watched, event)


def show_phones_code(window: ProjectorWindow, source: AddressSource) -> PhonesCode:
    """Add the corner to ``window``, and its button to the control row (shown while the
    server runs)."""
    code = PhonesCode(window, source)
    layout = window.layout()
    assert layout is not None, "the projector window lays out its rows"
    controls = layout.itemAt(layout.count() - 1)
    row = controls.layout() if controls is not None else None
    if isinstance(row, QHBoxLayout):
        row.insertWidget(row.indexOf(window.mute_button) + 1, code.button)
    window.installEventFilter(code)
    code.poll()
    return code
