"""The dialogs the window's menus open, each module imported when the dialog is first
opened: File ▸ Back up database…, Event ▸ Audit log…, Event ▸ Regulars…, Round ▸ Roll back
round N…, Help ▸ About.
Imported with the window, those dialogs and the services behind them were a fifth of its
start-up before the first paint (issue 33).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from mtrdesk import __version__

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.ui.dialogs.about import AboutDialog


def back_up(parent: QWidget, services: Services) -> None:
    """File ▸ Back up database…: a copy of the open database where the organizer says."""
    from mtrdesk.ui.event_files import backup_database

    backup_database(parent, services)


def audit_log(parent: QWidget, services: Services, event_id: int) -> None:
    """Event ▸ Audit log…: every change of the event, who and when."""
    from mtrdesk.ui.dialogs.audit import show_audit_log

    show_audit_log(parent, services, event_id)


def regulars(parent: QWidget, services: Services, broadcast: Callable[[Changes], None]) -> None:
    """Event ▸ Regulars…: the people who came before, across events."""
    from mtrdesk.ui.dialogs.regulars.dialog import show_regulars

    show_regulars(parent, services, broadcast)


def roll_back(parent: QWidget, services: Services, event_id: int) -> Changes | None:
    """Round ▸ Roll back round N…: the dialog; what changed, or ``None`` if not done."""
    from mtrdesk.ui.dialogs.rollback import roll_back_latest

    return roll_back_latest(parent, services, event_id)


def about(parent: QWidget, services: Services, settings: QSettings) -> AboutDialog:
    """Help ▸ About mtrdesk: the version, where the data lives, the licences (shown)."""
    from mtrdesk.ui.dialogs.about import AboutDialog, DataPlaces

    places = DataPlaces(
        database=services.location,
        backups=str(services.backups.root),
        settings=settings.fileName(),
    )
    dialog = AboutDialog(__version__, places, parent=parent)
    dialog.show()
    return dialog
