"""Windows sized for the screen they open on (issue 18: a 1366×768 laptop at 125 %).

A window asks for the size it would like; on a small screen it gets the screen's free
area instead, less the room of its title bar, so its buttons stay on the screen. The
free area (``QScreen.availableGeometry``) already leaves out the taskbar.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

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
