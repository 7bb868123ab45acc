"""The projector's QR code for phones (issue 16): while the event is open to phones (the
window's web server runs), the QR code of the event's pages and their address in text, in
a column left of the digits (which make room for it), large enough to scan from a few
metres; gone when the server stops. Q (or the button) hides or shows it. The address
comes in through a callable polled every ``POLL_MS``, so the projector needs neither the
server nor the services.

While the event takes registrations from phones (issue 30: before round 1, registration
open), a second callable gives the registration form's address and how many have
registered: the column then shows that code instead, captioned "Register here", with the
count under the address; when registration closes (or round 1 is paired) the pages' code
comes back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.widgets.qr_code import qr_pixmap

# The address phones open now (the event's pages), or None while not open to phones.
AddressSource = Callable[[], str | None]
# While registration is open: the form's address and the count registered, else None.
RegistrationSource = Callable[[], tuple[str, str] | None]
POLL_MS = 2000
# The QR code's side as a share of the window's height (a 1080-line projector: ~330 px).
QR_SHARE = 0.33
# The address's and the caption's font heights, as shares of the window's height.
TEXT_SHARE = 0.03
# Between the column and the digits.
GAP = 24


class PhonesCode(QWidget):
    """The QR code of ``source()`` left of the digits of ``window``."""

    def __init__(
        self,
        window: ProjectorWindow,
        source: AddressSource,
        registration: RegistrationSource | None = None,
    ) -> None:
        super().__init__(window)
        self.window_ = window
        self.source = source
        self.registration = registration
        self.address: str | None = None
        #: The count registered under the address while the registration code shows.
        self.note: str | None = None
        self._code: QPixmap | None = None
        # The organizer's choice (Q): shown whenever there is an address.
        self.wanted = True
        self.setObjectName("phonesCode")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        self.caption = PlainLabel()
        self.caption.setObjectName("phonesCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel()
        self.qr.setObjectName("phonesQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address_label = PlainLabel()
        self.address_label.setObjectName("phonesAddress")
        self.address_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note_label = PlainLabel()
        self.note_label.setObjectName("registrationCount")
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, GAP, 0)
        layout.setSpacing(4)
        layout.addStretch(1)
        layout.addWidget(self.caption)
        layout.addWidget(self.qr)
        layout.addWidget(self.address_label)
        layout.addWidget(self.note_label)
        layout.addStretch(1)
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
            QCoreApplication.translate("Projector", "Register here")
            if self.note is not None
            else QCoreApplication.translate("Projector", "Pairings and results on your phone")
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
        draws a new QR code; none hides the column and its button. While registration
        is open the registration form's address and count are shown instead."""
        registering = self.registration() if self.registration is not None else None
        address, note = registering if registering is not None else (self.source(), None)
        if note != self.note:
            self.note = note
            self.note_label.setText(note or "")
            self.note_label.setVisible(note is not None)
            self._retranslate()
            self._draw()
        if address != self.address:
            self.address = address
            self.address_label.setText(address or "")
            # One module a pixel, scaled at each size: drawing a code costs a Qt call per
            # module (and None a reference each, ``ui.none_guard``), a resize none.
            self._code = qr_pixmap(address, module=1) if address is not None else None
            self._draw()
        if self.button.isHidden() == (address is not None):  # each Qt setter costs None
            self.button.setVisible(address is not None)  # a reference (``ui.none_guard``)
        self._show()

    def toggle(self) -> None:
        """Q: hide the column (the digits alone) or show it again."""
        self.wanted = not self.wanted
        self._show()

    def _show(self) -> None:
        shown = self.wanted and self.address is not None
        if self.button.isChecked() != self.wanted:
            self.button.setChecked(self.wanted)
        if shown != self.isHidden() and shown == bool(self.window_.left_width):
            return
        self.setVisible(shown)
        self.window_.left_width = self.width() if shown else 0
        for name in ("countdown", "arrow", "direction"):
            self.window_._fit(name)  # the digits make room, or take it back

    def _draw(self) -> None:
        """The QR code and the texts at the window's size; the column as wide as they."""
        if self._code is None:
            self.qr.clear()
            return
        height = max(200, self.window_.height())
        modules = max(1, self._code.width())
        side = modules * max(2, int(height * QR_SHARE) // modules)  # whole pixels a module
        self.qr.setPixmap(
            self._code.scaled(side, side, mode=Qt.TransformationMode.FastTransformation)
        )
        font = QFont(self.window_.font())
        font.setPixelSize(max(12, int(height * TEXT_SHARE)))
        self.caption.setFont(font)
        self.address_label.setFont(font)
        self.note_label.setFont(font)
        texts = (self.qr, self.caption, self.address_label, self.note_label)
        width = max(label.sizeHint().width() for label in texts) + GAP
        if width != self.width() or self.minimumWidth() != width:
            self.setFixedWidth(width)
        if not self.isHidden() and self.window_.left_width != width:
            self.window_.left_width = width
            for name in ("countdown", "arrow", "direction"):
                self.window_._fit(name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Q on the projector window hides or shows the column; a resize redraws it."""
        if watched is getattr(self, "window_", None):  # not while being deleted
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


def show_phones_code(
    window: ProjectorWindow,
    source: AddressSource,
    registration: RegistrationSource | None = None,
) -> PhonesCode:
    """Add the column left of the digits of ``window``, and its button to the control row
    (both shown while the server runs); ``registration``: the registration code instead
    while registration is open."""
    code = PhonesCode(window, source, registration)
    window.middle_row.insertWidget(0, code)
    layout = window.layout()
    assert layout is not None, "the projector window lays out its rows"
    controls = layout.itemAt(layout.count() - 1)
    row = controls.layout() if controls is not None else None
    if isinstance(row, QHBoxLayout):
        row.insertWidget(row.indexOf(window.mute_button) + 1, code.button)
    window.installEventFilter(code)
    code.poll()
    return code
