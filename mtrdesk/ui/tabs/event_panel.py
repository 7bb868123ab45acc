"""The common part of every tab (and the teams panel): the services it calls, the event it
shows, and ``changed``, which carries each service call's ``Changes`` to the main window
(``tab_contract.EventTab``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services


class EventPanel(QWidget):
    """A widget showing one event (``event_id``; ``None``: none open)."""

    changed = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None

    def _apply(self, changes: Changes | None) -> None:
        """Pass ``changes`` on (``None``: refused, the refusal already said)."""
        if changes is not None:
            self.changed.emit(changes)
