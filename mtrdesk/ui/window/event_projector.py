"""The projector clock for the open event (the Round menu's "Projector clock..."): its round
time and end-of-round turns; the round clock is titled with the current round (第3回戦,
準決勝: issue 18), lists the current round's extended tables
(MTR 2.6, re-read while open) and pages through its pairings by name (issue 5: players find
their table). The projector itself needs no services: this hands it the event's data, and
the callable that publishes its clock to the players' phones (``projector.publishing``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from mtrdesk.words.playoff_rounds import round_name
from mtrdesk.words.swiss.round_status import round_title

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.public.screen import RoomScreen
    from mtrdesk.services.views import RoundView
    from mtrdesk.ui.projector.window import ProjectorWindow


def round_heading(view: RoundView) -> str:
    """What the room calls the round on the wall: "Round 3" (第3回戦) for a Swiss round,
    the playoff round by the size of its field: "Quarterfinals" (準々決勝), "Final"."""
    if view.playoff:
        return round_name(2 * len(view.teams or view.matches))
    return round_title(view.number)


def open_event_projector(
    parent: QWidget,
    services: Services,
    settings: QSettings,
    event_id: int | None,
    phones_address: Callable[[], str | None] | None = None,
) -> ProjectorWindow | None:
    """Ask what to count down, then show the projector for ``event_id`` (``None``: no event,
    the clocks that need none); ``None`` if cancelled. ``phones_address()``: the address
    phones open while the event is open to phones; the projector then shows the QR code of
    the event's pages left of the digits (``projector.phones_code``), gone when it stops;
    while the event takes registrations (issue 30), the registration form's code with the
    count registered instead."""
    from mtrdesk.services.errors import ServiceError
    from mtrdesk.services.printouts.postings import pairings_posting
    from mtrdesk.ui.projector.pairings_panel import PairingRow, pairing_rows
    from mtrdesk.ui.projector.publishing import Publish, publisher
    from mtrdesk.ui.projector.setup_dialog import open_projector

    event = None
    heading = ""
    extensions: Callable[[], dict[str, int]] | None = None
    pairings: Callable[[], list[PairingRow]] | None = None
    publish: Publish | None = None
    if event_id is not None:
        event = services.events.get(event_id).settings
        publish = publisher(services.clocks.publish, services.clocks.stop, event_id)
        current = services.rounds.current_round(event_id)
        if current is not None:
            number = current.number
            heading = round_heading(current)

            def round_extensions() -> dict[str, int]:
                try:
                    return dict(services.extensions.for_round(event_id, number))
                except ServiceError:  # the event went away while the clock is open
                    return {}

            def round_pairings() -> list[PairingRow]:
                try:
                    history = services.printing.event(event_id)
                    return pairing_rows(pairings_posting(history, number))
                except ServiceError:
                    return []

            extensions, pairings = round_extensions, round_pairings

    window = open_projector(
        parent,
        settings,
        event=event,
        extensions=extensions,
        pairings=pairings,
        publish=publish,
        round_name=heading,
    )
    if window is not None and event_id is not None:
        from mtrdesk.ui.projector.room_opener import offer_room_screen
        from mtrdesk.ui.registration.shown import registration_link

        def screen() -> RoomScreen | None:
            try:
                return services.screen.screen(event_id)
            except ServiceError:  # the event went away while the screen is open
                return None

        def form() -> str | None:
            address = phones_address() if phones_address is not None else None
            return None if address is None else registration_link(address, event_id)

        window.room_screen = offer_room_screen(window, screen, form, settings)
    if window is not None and phones_address is not None:
        from mtrdesk.ui.printing.phones_poster import event_link
        from mtrdesk.ui.projector.phones_code import show_phones_code
        from mtrdesk.ui.registration.shown import registration_code

        def link() -> str | None:
            address = phones_address()
            return None if address is None else event_link(address, event_id)

        def registering() -> tuple[str, str] | None:
            return registration_code(services, event_id, phones_address())

        window.phones_code = show_phones_code(window, link, registering)
    return window
