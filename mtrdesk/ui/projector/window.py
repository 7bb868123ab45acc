"""The projector window: the clock on the store's wall, full screen on a chosen screen.

It only lays out ``faces.face_of()``'s texts, scaled to the window's height so the digits
read from the back of the room, and forwards keys and buttons to the ``StepClock``. The
clock reads an injected monotonic time source; the 100 ms timer only repaints, so a missed
tick never loses time.
"""

from __future__ import annotations

import html
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.projector.clock import Now, StepClock
from mtrdesk.ui.projector.faces import Alert, Face, face_of, fill
from mtrdesk.ui.projector.programs import Program
from mtrdesk.ui.projector.publishing import Publish, clock_kind, snapshot_of
from mtrdesk.ui.projector.sound import CueTracker, Sounds, ToneSounds
from mtrdesk.ui.widgets.named import word

# The ±5 s of the adjust keys and buttons.
ADJUST_SECONDS = 5
REFRESH_MS = 100
BACKGROUND = "#000000"
TEXT = "#f5f5f5"
DIM = "#9e9e9e"
COLOURS: dict[Alert, str] = {
    Alert.WAITING: "#bdbdbd",
    Alert.RUNNING: "#ffffff",
    Alert.REVIEW: "#4fc3f7",
    Alert.SOON: "#ffb300",
    Alert.WARNING: "#ff3b30",
    Alert.PAUSED: "#9e9e9e",
    Alert.FINISHED: "#66bb6a",
}
# Labels that keep their place when empty, so the columns of the info row stay put.
KEEP_PLACE = frozenset({"title", "status", "pack", "caption", "cards"})
# The seat picking now, in the Rochester order line.
CURRENT_STYLE = "color:#000000; background-color:#ffd54f"
# Font heights as shares of the window's height.
SIZES = {
    "title": 0.045,
    "status": 0.045,
    "pack": 0.065,
    "booster": 0.045,
    "cards": 0.065,
    "caption": 0.07,
    "countdown": 0.40,
    "arrow": 0.22,
    "direction": 0.05,
    "picker": 0.075,
    "order": 0.05,
    "note": 0.045,
    "next": 0.04,
}


class ProjectorWindow(QWidget):
    """Shows ``program`` counting down from ``now`` (a monotonic clock in seconds)."""

    def __init__(
        self,
        program: Program,
        *,
        now: Now = time.monotonic,
        sounds: Sounds | None = None,
        publish: Publish | None = None,
        pod: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.program = program
        self.clock = StepClock(program.durations, now)
        # Tells the phones (issue 16) after every control and when closed: ``publishing``.
        self._publish = publish
        self._pod = pod
        self.sounds: Sounds = sounds if sounds is not None else ToneSounds(self)
        self._cues = CueTracker()
        self.face: Face | None = None
        # The window's width taken by a side panel (``pairings_panel``), not the digits'.
        self.side_share = 0.0
        # Pixels of the middle row taken left of the digits (``phones_code``'s QR code).
        self.left_width = 0
        # The round clock's extras, when given (``open_projector``).
        self.extension_list: QWidget | None = None
        self.pairings_panel: QWidget | None = None
        # The QR code phones open, while the event is open to phones (``phones_code``).
        self.phones_code: QWidget | None = None
        # The room screen's opener, for an event's projector (``room_screen``).
        self.room_screen: QObject | None = None
        self.setObjectName("projector")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"#projector {{ background: {BACKGROUND}; }} QLabel {{ color: {TEXT}; }}"
        )
        self.labels: dict[str, QLabel] = {name: self._label(name) for name in SIZES}
        self._build()
        self._retranslate()
        self.refresh()
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        self._timer.start()
        if publish is not None:
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(self.take_down)
        self.publish()

    # -- layout ------------------------------------------------------------------------
    def _label(self, name: str) -> QLabel:
        label = PlainLabel()
        label.setObjectName(f"{name}_label")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        return label

    def _build(self) -> None:
        lab = self.labels
        lab["title"].setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        lab["status"].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        lab["order"].setTextFormat(Qt.TextFormat.RichText)
        for name in ("title", "booster", "next"):
            lab[name].setStyleSheet(f"color: {DIM};")
        if self.program.round_name:  # "第3回戦" is read from the back of the room: not dim
            lab["title"].setStyleSheet(f"color: {TEXT};")
        lab["note"].setStyleSheet("color: #ffb300;")
        top = QHBoxLayout()
        top.addWidget(lab["title"], 3)
        top.addWidget(lab["status"], 2)
        info = QHBoxLayout()
        info.addWidget(lab["pack"], 1)
        info.addWidget(lab["caption"], 1)
        info.addWidget(lab["cards"], 1)
        middle = QHBoxLayout()
        middle.addWidget(lab["countdown"], 3)
        # The direction column goes away for clocks with no direction: the digits (or the
        # end-of-round message) then get the whole width.
        self.arrow_box = QWidget()
        arrow = QVBoxLayout(self.arrow_box)
        arrow.addStretch(1)
        arrow.addWidget(lab["arrow"])
        arrow.addWidget(lab["direction"])
        arrow.addStretch(1)
        middle.addWidget(self.arrow_box, 1)
        self.middle_row = middle
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 12, 24, 12)
        layout.addLayout(top)
        layout.addLayout(info)
        layout.addWidget(lab["booster"])
        layout.addLayout(middle, 1)
        for name in ("picker", "order", "note", "next"):
            layout.addWidget(lab[name])
        layout.addLayout(self._controls())

    def _controls(self) -> QHBoxLayout:
        """Buttons for every key, and the screen chooser (no focus: keys stay the window's)."""
        self.start_button = self._button("start_button", self.toggle)
        self.back_button = self._button("back_button", self.back)
        self.skip_button = self._button("skip_button", self.skip)
        self.minus_button = self._button("minus_button", self.take_seconds)
        self.plus_button = self._button("plus_button", self.add_seconds)
        self.mute_button = self._button("mute_button", self.toggle_mute)
        self.mute_button.setCheckable(True)
        self.screen_combo = QComboBox()
        self.screen_combo.setObjectName("screen_combo")
        self.screen_combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Each screen reads whole, 「画面1(1366×768)」: the item names the screen, so the
        # row needs no "Screen:" label beside it and keeps room on a laptop at 125 %.
        self.screen_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.full_button = self._button("full_button", self.toggle_full_screen)
        row = QHBoxLayout()
        for button in (self.start_button, self.back_button, self.skip_button):
            row.addWidget(button)
        row.addWidget(self.minus_button)
        row.addWidget(self.plus_button)
        row.addWidget(self.mute_button)
        row.addStretch(1)
        row.addWidget(self.screen_combo)
        row.addWidget(self.full_button)
        self.setStyleSheet(
            self.styleSheet() + " QPushButton, QComboBox { color: #e0e0e0; background: #222;"
            " border: 1px solid #555; padding: 4px 10px; }"
            " QPushButton:checked { background: #5d4037; }"
        )
        return row

    def _button(self, name: str, slot: object) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    def _retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Projector", "Projector clock"))
        for button, text, tip in (
            (
                self.back_button,
                QCoreApplication.translate("Projector", "◀ Back"),
                QCoreApplication.translate("Projector", "Back one step (Left or B)"),
            ),
            (
                self.skip_button,
                QCoreApplication.translate("Projector", "Skip ▶"),
                QCoreApplication.translate("Projector", "Next step now (Right or N)"),
            ),
            (
                self.minus_button,
                QCoreApplication.translate("Projector", "−5 s"),
                QCoreApplication.translate("Projector", "5 seconds less on this step (−)"),
            ),
            (
                self.plus_button,
                QCoreApplication.translate("Projector", "+5 s"),
                QCoreApplication.translate("Projector", "5 seconds more on this step (+)"),
            ),
            (
                self.mute_button,
                QCoreApplication.translate("Projector", "Mute"),
                QCoreApplication.translate("Projector", "Sound cues on or off (M)"),
            ),
        ):
            word(button, text, tip)
        self.screen_combo.setToolTip(
            QCoreApplication.translate("Projector", "The screen the projector shows on")
        )
        self._fill_screens()
        self._update_buttons()
        self.refresh()

    def _fill_screens(self) -> None:
        current = self.screen_combo.currentIndex()
        self.screen_combo.clear()
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.size()
            # Qt's screen name is a device's ("HDMI-1"): the screen is named by its number.
            label = QCoreApplication.translate("Projector", "Screen %1 (%2×%3)")
            label = fill(label, number, size.width(), size.height())
            self.screen_combo.addItem(label, number - 1)
        if 0 <= current < self.screen_combo.count():
            self.screen_combo.setCurrentIndex(current)

    def _update_buttons(self) -> None:
        state = self.clock.state()
        if not state.started:
            text = QCoreApplication.translate("Projector", "Start (Space)")
        elif state.paused:
            text = QCoreApplication.translate("Projector", "Resume (Space)")
        else:
            text = QCoreApplication.translate("Projector", "Pause (Space)")
        self.start_button.setText(text)
        self.mute_button.setChecked(self.sounds.muted)
        full = self.isFullScreen()
        self.full_button.setText(
            QCoreApplication.translate("Projector", "Leave full screen (Esc)")
            if full
            else QCoreApplication.translate("Projector", "Show full screen (F)")
        )

    # -- showing -----------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the clock and show it (the timer calls this; so can tests).

        Only the texts that changed are set: every Qt setter call costs None a reference
        in PySide6 6.12 (see ``ui.none_guard``), and fewer calls repaint less too.
        """
        state = self.clock.state()
        face = face_of(self.program, self.clock)
        length = self.clock.durations()[state.index] if state.index is not None else 0.0
        cue = self._cues.update(state, length)
        if cue is not None and not self.sounds.muted:
            self.sounds.play(cue)
        if face == self.face:
            return
        old, self.face = self.face, face
        lab = self.labels
        changed: list[str] = []
        for name, text in (
            ("title", face.title),
            ("status", face.status),
            ("pack", face.pack),
            ("booster", face.booster),
            ("cards", face.cards),
            ("caption", face.caption),
            ("arrow", face.arrow),
            ("direction", face.direction),
            ("picker", face.picker),
            ("note", face.note),
            ("next", face.next_up),
            ("order", self._order_html(face)),
            ("countdown", face.countdown),
        ):
            if old is None or lab[name].text() != text:
                lab[name].setText(text)
                if name not in KEEP_PLACE:
                    lab[name].setVisible(bool(text))
                changed.append(name)
        if old is None or old.alert is not face.alert:
            lab["countdown"].setStyleSheet(f"color: {COLOURS[face.alert]};")
        if old is None or "arrow" in changed:
            self.arrow_box.setVisible(bool(face.arrow))
        alert_changed = old is None or old.alert is not face.alert
        if (alert_changed or "arrow" in changed) and "countdown" not in changed:
            changed.append("countdown")  # bold or not, narrower beside an arrow or not
        for name in changed:
            self._fit(name)
        if old is None or old.alert is not face.alert:
            self._update_buttons()

    @staticmethod
    def _order_html(face: Face) -> str:
        """The horseshoe order with the picks done dimmed and the current one marked."""
        parts = []
        for place, seat in enumerate(face.order):
            text = html.escape(seat)
            if face.order_at is not None and place < face.order_at:
                parts.append(f'<span style="color:#616161">{text}</span>')
            elif place == face.order_at:
                parts.append(f'<span style="{CURRENT_STYLE}">&nbsp;{text}&nbsp;</span>')
            else:
                parts.append(text)
        return "&nbsp;&nbsp;".join(parts)

    def digits_colour(self) -> str:
        return COLOURS[self.face.alert] if self.face else TEXT

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for name in SIZES:
            self._fit(name)

    def _room(self, name: str) -> int:
        """The width a label has, from the window's width and the layout's columns (known
        before the layout has placed anything)."""
        inner = max(200, self.width() - 48)
        if name in ("countdown", "arrow", "direction"):  # the middle row, beside a panel
            inner = max(200, int((inner - self.left_width) * (1.0 - self.side_share)))
        share = {"title": 0.6, "status": 0.4, "pack": 1 / 3, "caption": 1 / 3, "cards": 1 / 3}
        if name in ("arrow", "direction"):
            return int(inner * 0.25) - 12
        if name == "countdown":
            return int(inner * (0.75 if self.labels["arrow"].text() else 1.0)) - 12
        return int(inner * share.get(name, 1.0)) - 12

    def _fit(self, name: str) -> None:
        """The label's share of the window's height, made smaller if its text is wider
        than its room (long Japanese lines, the end-of-round message in the digits' place).
        Only the digits are bold: the Japanese font has no bold, and half-bold lines read
        worse than plain ones."""
        label = self.labels[name]
        size = max(10, int(max(200, self.height()) * SIZES[name]))
        font = QFont(self.font())
        font.setPixelSize(size)
        font.setBold(
            name == "countdown" and self.face is not None and self.face.alert is not Alert.FINISHED
        )
        text = self._plain_order() if name == "order" else label.text()
        wide = QFontMetrics(font).horizontalAdvance(text) if text else 0
        room = max(50, self._room(name))
        if wide > room:
            font.setPixelSize(max(10, int(size * room / wide)))
        if label.font() != font:
            label.setFont(font)

    def _plain_order(self) -> str:
        if self.face is None or not self.face.order:
            return ""
        return "\u00a0\u00a0".join(f"\u00a0{seat}\u00a0" for seat in self.face.order)

    # -- controls ----------------------------------------------------------------------
    def toggle(self) -> None:
        self.clock.toggle()
        self._after_control()

    def skip(self) -> None:
        self.clock.skip()
        self._after_control()

    def back(self) -> None:
        self.clock.back()
        self._after_control()

    def adjust(self, seconds: float) -> None:
        self.clock.adjust(seconds)
        self._after_control()

    def add_seconds(self) -> None:
        """+5 s on the current step (methods, not lambdas: a lambda holding ``self`` in a
        signal connection keeps the window alive until the interpreter exits)."""
        self.adjust(ADJUST_SECONDS)

    def take_seconds(self) -> None:
        self.adjust(-ADJUST_SECONDS)

    def toggle_mute(self) -> None:
        self.sounds.muted = not self.sounds.muted
        self._update_buttons()

    def _after_control(self) -> None:
        self.refresh()
        self._update_buttons()
        self.publish()

    def publish(self) -> None:
        """The clock as it stands, to the phones (when published at all): after each
        control, never on a tick (a phone counts down on its own)."""
        if self._publish is not None:
            snapshot = snapshot_of(self.program, self.clock, self._pod)
            self._publish(clock_kind(self.program), snapshot)

    def take_down(self) -> None:
        """The phones say no clock runs (the window closes, or the application quits)."""
        publish, self._publish = self._publish, None
        if publish is not None:
            publish(clock_kind(self.program), None)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.take_down()
        super().closeEvent(event)

    def show_full_screen(self, screen_index: int | None = None) -> None:
        """Move to the chosen screen, then fill it."""
        screens = QGuiApplication.screens()
        index = self.screen_combo.currentIndex() if screen_index is None else screen_index
        if 0 <= index < len(screens):
            screen = screens[index]
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
        self.showFullScreen()
        self._update_buttons()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        self._update_buttons()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.leave_full_screen()
        else:
            self.show_full_screen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        actions = {
            Qt.Key.Key_Space: self.toggle,
            Qt.Key.Key_Right: self.skip,
            Qt.Key.Key_N: self.skip,
            Qt.Key.Key_Left: self.back,
            Qt.Key.Key_B: self.back,
            Qt.Key.Key_Plus: self.add_seconds,
            Qt.Key.Key_Equal: self.add_seconds,
            Qt.Key.Key_Minus: self.take_seconds,
            Qt.Key.Key_Underscore: self.take_seconds,
            Qt.Key.Key_M: self.toggle_mute,
            Qt.Key.Key_F: self.toggle_full_screen,
            Qt.Key.Key_Escape: self.leave_full_screen,
        }
        action = actions.get(key)
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if not hasattr(self, "full_button"):
            return  # still being built
        if event.type() == QEvent.Type.LanguageChange:
            self.face = None  # every text again, in the new language
            self._retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            self._update_buttons()
