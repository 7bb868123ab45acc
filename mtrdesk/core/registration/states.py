"""The states of a registration, and where a new or a promoted one goes.

Capacity counts the event's players (entries not dropped before round 1) and the
registrations still waiting for the organizer: a registration that would go past it
goes on the waitlist, first come first served, and moves up when a place frees.
"""

from __future__ import annotations

import enum


class RegistrationState(enum.StrEnum):
    """Where a registration stands."""

    #: Sent; the organizer has not looked yet.
    WAITING = "waiting"
    #: The event was full when it came: it waits for a place, in order of arrival.
    WAITLISTED = "waitlisted"
    #: An entry of the event now.
    ACCEPTED = "accepted"
    #: The organizer turned it down.
    DECLINED = "declined"
    #: The same person as an entry already there: joined to it.
    MERGED = "merged"
    #: Registered but not there before round 1 (a no-show).
    ABSENT = "absent"
    #: The player took it back.
    WITHDRAWN = "withdrawn"

    @property
    def active(self) -> bool:
        """Still holding or waiting for a place."""
        return self in (
            RegistrationState.WAITING,
            RegistrationState.WAITLISTED,
            RegistrationState.ACCEPTED,
        )

    @property
    def open(self) -> bool:
        """The organizer has yet to decide it."""
        return self in (RegistrationState.WAITING, RegistrationState.WAITLISTED)


def arriving_state(taken: int, capacity: int | None, accept_at_once: bool) -> RegistrationState:
    """A registration arriving (or moving up from the waitlist) when ``taken`` places
    are held: on the waitlist when none is free, else waiting or accepted at once."""
    if capacity is not None and taken >= capacity:
        return RegistrationState.WAITLISTED
    return RegistrationState.ACCEPTED if accept_at_once else RegistrationState.WAITING


def free_places(taken: int, capacity: int | None, waitlisted: int) -> int:
    """How many of the ``waitlisted`` move up now."""
    if capacity is None:
        return waitlisted
    return max(0, min(waitlisted, capacity - taken))
