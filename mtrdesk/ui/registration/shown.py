"""What the desk shows beside the registrations: how many wait, are on the waitlist and are
entered (the Players tab), how many have registered (the projector), and the address of
the registration form, whose QR code the window, the projector and the poster show while
registration is open before round 1 (issue 30)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from mtrdesk.core.floor.reports import registration_path
from mtrdesk.core.refusal import Refusal
from mtrdesk.words.registration.states import registered_text

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.registration.views import DeskView


def registration_link(address: str, event_id: int) -> str:
    """The registration form of ``event_id`` on the server at ``address``."""
    return address.rstrip("/") + registration_path(event_id)


def desk_counts(desk: DeskView) -> str:
    """ "3 waiting, 2 on the waitlist, 28/32 entered" (no capacity: "28 entered")."""
    number = QLocale().toString
    entered = (
        QCoreApplication.translate("RegistrationDesk", "%1/%2 entered")
        .replace("%1", number(desk.entered))
        .replace("%2", number(desk.capacity))
        if desk.capacity is not None
        else QCoreApplication.translate("RegistrationDesk", "%1 entered").replace(
            "%1", number(desk.entered)
        )
    )
    return (
        QCoreApplication.translate("RegistrationDesk", "%1 waiting, %2 on the waitlist, %3")
        .replace("%1", number(desk.waiting))
        .replace("%2", number(desk.waitlisted))
        .replace("%3", entered)
    )


def projected_count(desk: DeskView) -> str:
    """Under the projected code: "Registered: 30/32" (entered and waiting: the places
    taken), with the waitlist when there is one."""
    number = QLocale().toString
    text = registered_text(desk.entered + desk.waiting, desk.capacity)
    if desk.waitlisted:
        text += "\n" + QCoreApplication.translate("Projector", "On the waitlist: %1").replace(
            "%1", number(desk.waitlisted)
        )
    return text


def read_desk(services: Services, event_id: int | None) -> DeskView | None:
    """The event's desk, or ``None`` (no event, or the event gone or out of reach for a
    moment: the window says so itself, in its event label)."""
    if event_id is None:
        return None
    try:
        return services.registration.desk(event_id)
    except Refusal:
        return None


def open_desk(services: Services, event_id: int | None) -> DeskView | None:
    """The event's desk while it takes registrations from phones (open, round 1 not
    paired), else ``None``."""
    desk = read_desk(services, event_id)
    return desk if desk is not None and desk.taking else None


def registration_code(
    services: Services, event_id: int | None, address: str | None
) -> tuple[str, str] | None:
    """For the projector: the registration form's address and the count registered,
    while the window is open to phones and the event takes registrations; else None."""
    if address is None or event_id is None:
        return None
    desk = open_desk(services, event_id)
    if desk is None:
        return None
    return registration_link(address, event_id), projected_count(desk)
