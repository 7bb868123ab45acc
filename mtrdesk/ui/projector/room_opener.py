"""The projector's way to the room screen (issue 31, item 1): its "Room screen (R)" button
and key open ``room_screen.RoomScreenWindow`` full screen on the last screen the projector
is not on (the TV beside the projector and the organizer's laptop), showing the projector's
round clock and, near the end of the round, the tables still playing by that clock."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from mtrdesk.ui.projector.programs import Mode
from mtrdesk.ui.projector.room_screen import (
    ClockText,
    LinkSource,
    Remaining,
    RoomScreenWindow,
    ScreenSource,
)
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.widgets.named import word


def _round_remaining(window: ProjectorWindow) -> Remaining:
    """The round clock's seconds left: 0 once its round step is over (the extra turns,
    or finished), ``None`` before it starts or for another clock."""

    def remaining() -> float | None:
        state = window.clock.state()
        if window.program.mode is not Mode.ROUND or not state.started:
            return None
        return state.remaining if state.index == 0 else 0.0

    return remaining


def _digits(window: ProjectorWindow) -> ClockText:
    def text() -> str:
        return window.face.countdown if window.face is not None else ""

    return text


class RoomScreenButton(QObject):
    """The projector's "Room screen (R)" button and key: opens the room screen beside
    it (on the last screen), or closes it."""

    def __init__(
        self,
        window: ProjectorWindow,
        source: ScreenSource,
        link: LinkSource | None,
        settings: QSettings | None,
    ) -> None:
        super().__init__(window)
        self.window_ = window
        self.source = source
        self.link = link
        self.settings = settings
        self.screen: RoomScreenWindow | None = None
        self.button = QPushButton()
        self.button.setObjectName("roomScreenButton")
        self.button.setCheckable(True)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.toggle)
        word(
            self.button,
            QCoreApplication.translate("RoomScreen", "Room screen (R)"),
            QCoreApplication.translate(
                "RoomScreen",
                "Open or close the room screen: pairings by name, standings and the "
                "registration code in large type, full screen on the last screen (R)",
            ),
        )

    def toggle(self) -> None:
        if self.screen is not None and self.screen.isVisible():
            self.screen.close()
            return
        self.screen = RoomScreenWindow(
            self.source,
            clock_text=_digits(self.window_),
            remaining=_round_remaining(self.window_),
            link=self.link,
            settings=self.settings,
            parent=self.window_,
        )
        self.screen.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.screen.destroyed.connect(self._gone)
        self.screen.show_on(beside_screen(self.window_))
        self.button.setChecked(True)

    def _gone(self) -> None:
        self.screen = None
        self.button.setChecked(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """R on the projector window opens or closes the room screen."""
        if (
            watched is self.window_
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_R
        ):
            self.toggle()
            return True
        return super().eventFilter(watched, event)


def beside_screen(window: QWidget) -> int | None:
    """The screen the room screen goes on: the last one the projector is not on (a
    laptop, a projector and a TV: the TV), else the last one."""
    mine = window.screen().name()
    others = [i for i, screen in enumerate(QGuiApplication.screens()) if screen.name() != mine]
    return others[-1] if others else None


def offer_room_screen(
    window: ProjectorWindow,
    source: ScreenSource,
    link: LinkSource | None = None,
    settings: QSettings | None = None,
) -> RoomScreenButton:
    """Add the room screen's button to the projector's control row (after the mute
    button) and R to its keys."""
    opener = RoomScreenButton(window, source, link, settings)
    layout = window.layout()
    assert layout is not None, "the projector window lays out its rows"
    controls = layout.itemAt(layout.count() - 1)
    row = controls.layout() if controls is not None else None
    if isinstance(row, QHBoxLayout):
        row.insertWidget(row.indexOf(window.mute_button) + 1, opener.button)
    window.installEventFilter(opener)
    return opener
