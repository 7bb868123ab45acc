"""What the main window remembers between starts (``QSettings``): its geometry and
toolbars, the tab on screen and the event open, with the database that event is in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow, QTabWidget

from mtrdesk.core.bounds import MAX_ROW_ID
from mtrdesk.services import Problem, ServiceError
from mtrdesk.ui.qt_values import int_setting

if TYPE_CHECKING:
    from mtrdesk.services import Services

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
TAB_KEY = "window/tab"
LAST_EVENT_KEY = "events/last"
# Which database the last event belongs to (``services.location``): another database's
# event of the same number is not opened in its place.
LAST_EVENT_WHERE_KEY = "events/last_where"


def restore_layout(window: QMainWindow, settings: QSettings) -> None:
    """The geometry and toolbars saved by ``save_layout``, if any."""
    geometry = settings.value(GEOMETRY_KEY)
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    state = settings.value(STATE_KEY)
    if isinstance(state, QByteArray):
        window.restoreState(state)


def remembered_event(settings: QSettings, location: str) -> int | None:
    """The event open at the last close, if it is in the database at ``location``."""
    # ``int_setting``: an edited settings file ("abc", 5,000 digits) is no event.
    event_id = int_setting(settings, LAST_EVENT_KEY, 0)
    # Remembered in another database (before a switch): that database's number.
    where = settings.value(LAST_EVENT_WHERE_KEY)
    elsewhere = isinstance(where, str) and where != location
    return event_id if 0 < event_id <= MAX_ROW_ID and not elsewhere else None


def still_there(services: Services, event_id: int) -> bool:
    """Whether the remembered event is still in the database (its summary, read once for
    the window's title too: ``services.events.get`` keeps it until the next change)."""
    try:
        services.events.get(event_id)
    except ServiceError as error:
        if error.problem is not Problem.EVENT_NOT_FOUND:
            raise
        return False
    return True


def restore_tab(settings: QSettings, tabs: QTabWidget) -> bool:
    """Bring the remembered tab to the front, if it is there, enabled and visible;
    whether it did."""
    tab = int_setting(settings, TAB_KEY, -1)
    if 0 <= tab < tabs.count() and tabs.isTabEnabled(tab) and tabs.isTabVisible(tab):
        tabs.setCurrentIndex(tab)
        return True
    return False


def remember_event(settings: QSettings, event_id: int, location: str) -> None:
    """The event open now, and the database it is in."""
    settings.setValue(LAST_EVENT_KEY, event_id)
    settings.setValue(LAST_EVENT_WHERE_KEY, location)


def save_layout(window: QMainWindow, settings: QSettings, tab: int) -> None:
    """The geometry, the toolbars and the tab on screen (``tab``, its index)."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
    settings.setValue(TAB_KEY, tab)
