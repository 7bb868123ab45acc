"""Event ▸ Open registration / Close registration and Registration settings… (issue 30),
for the open event whether or not the Players tab was ever shown: the menu names its
action from the desk itself (opening the Event menu makes no tab); the actions act through
the Players tab's registrations panel, read first if it was not (``WindowTabs.read``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.ui.tabs.players_tab import PlayersTab


class RegistrationDoor:
    """The Event menu's registration desk (``menus.RegistrationDesk``)."""

    def __init__(
        self,
        services: Services,
        open_event: Callable[[], int | None],
        players: Callable[[], PlayersTab],
    ) -> None:
        """``players()``: the Players tab, made and reading the open event."""
        self._services, self._open_event, self._players = services, open_event, players

    def is_open(self) -> bool | None:
        """Whether the open event takes registrations (``None``: no event), read now."""
        from mtrdesk.ui.registration.shown import read_desk  # with the Event menu's first opening

        desk = read_desk(self._services, self._open_event())
        return None if desk is None else desk.open

    def toggle(self) -> None:
        """Open registration, or close it (the panel's one action)."""
        self._players().registrations.toggle()

    def edit_settings(self) -> None:
        """The desk's settings (the panel's dialog)."""
        self._players().registrations.edit_settings()
