"""Registration from phones (issue 30): the event's desk, registrations arriving,
the organizer's decisions, the waitlist.
Modules: ``desk``, ``service``, ``views``.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtrdesk.services.registration.service import RegistrationService

__all__ = ["RegistrationService"]


def __getattr__(name: str) -> Any:
    """``RegistrationService``, imported when first asked for (PEP 562): the window's
    registration panel reads ``views`` without the service (issue 33)."""
    if name == "RegistrationService":
        from mtrdesk.services.registration.service import RegistrationService

        return RegistrationService
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
