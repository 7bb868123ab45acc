"""Windows sized for the screen they open on (issue 18: a 1366×768 laptop at 125 %).

A window asks for the size it would like; on a small screen it gets the screen's free
area instead, less the room of its title bar, so its buttons stay on the screen. The
free area (``QScreen.availableGeometry``) already leaves out the taskbar.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QLayout, QScrollArea, QWidget

#: The height of a window's title bar and frame, which Qt's sizes leave out (Windows 10/11
#: at 100 %: 31 px; logical pixels stay about the same at any scaling).
TITLE_BAR = 32
#: A window's left and right frame together.
FRAME = 16


def room_for(window: QWidget) -> QSize | None:
    """The largest size ``window`` can take on its screen (``None``: no screen known)."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return None
    area = screen.availableGeometry()
    return QSize(max(1, area.width() - FRAME), max(1, area.height() - TITLE_BAR))


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """``window.resize(width, height)``, made smaller where the screen is smaller."""
    room = room_for(window)
    if room is not None:
        width, height = min(width, room.width()), min(height, room.height())
    window.resize(width, height)


#: The least height a scrolling form shrinks to: a few rows stay readable.
FORM_MIN_HEIGHT = 120


class FormScroll(QScrollArea):
    """A long form that scrolls on a low screen and asks for its whole height elsewhere
    (a plain ``QScrollArea`` asks for about 24 lines, whatever the form holds)."""

    def __init__(self, form: QLayout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        inner = QWidget()
        inner.setLayout(form)
        self.setWidget(inner)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        bar = self.verticalScrollBar().sizeHint().width()
        return inner.sizeHint() + QSize(bar, 0) if inner is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        bar = self.verticalScrollBar().sizeHint().width()
        width = inner.minimumSizeHint().width() + bar if inner is not None else 0
        return QSize(width, FORM_MIN_HEIGHT)


def fit_hint(window: QWidget) -> None:
    """The window at the size its layout asks for, made smaller where the screen is."""
    hint = window.sizeHint().expandedTo(window.minimumSize())
    fit_to_screen(window, hint.width(), hint.height())
