"""Registration from phones (issue 30): the event's desk, registrations arriving,
the organizer's decisions, the waitlist.
Modules: ``desk``, ``service``, ``views``.
"""

from mtrdesk.services.registration.service import RegistrationService

__all__ = ["RegistrationService"]
