"""What the main window hands down to the tabs, panels and print buttons that need more
than the services: the remembered settings (``QSettings``: printer, paper, the projector's
last choices), the interface language, the open event and where a short confirmation
shows. Nothing in the UI looks these up on ``widget.window()``
(``tests/ui/test_no_window_lookups.py``); parenting a dialog on it stays Qt's business.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from mtrdesk.services import Services


@dataclass(frozen=True, slots=True)
class Session:
    """One window's context. ``open_event()`` reads the event open now (None: none);
    ``status`` shows a short confirmation (the window's status bar; None: the caller
    says it in a message box); ``phones_address()`` the address phones open while the
    window's web server runs (Event ▸ Open to phones…), else None (issue 16)."""

    services: Services
    settings: QSettings
    language: str
    open_event: Callable[[], int | None]
    status: Callable[[str], None] | None = None
    phones_address: Callable[[], str | None] | None = None

    @property
    def report_base(self) -> str | None:
        """Where the phones open the pages now (slips printed now link to it), or None."""
        return self.phones_address() if self.phones_address is not None else None

    @property
    def event_id(self) -> int | None:
        """The event open now, read when asked (the window switches events)."""
        return self.open_event()
