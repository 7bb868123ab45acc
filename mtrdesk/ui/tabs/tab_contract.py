"""What the main window asks of every tab it composes (structural: no tab imports this).

The window shows one event in every tab (``set_event``), hears what a tab's service call
changed (``changed``, carrying ``Changes``) and passes it on to the tab on screen
(``refresh``); hidden tabs get it when they are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

if TYPE_CHECKING:
    from mtrdesk.services import Changes


class EventTab(Protocol):
    @property
    def changed(self) -> SignalInstance: ...

    def set_event(self, event_id: int | None) -> None: ...

    def refresh(self, changes: Changes) -> None: ...
