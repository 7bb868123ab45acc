"""What the registration use cases hand out: plain values, no rows. The organizer's
views hold the e-mail; the player's (``RegistrationStatus``, ``KnownPerson``) never do."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from mtrdesk.core.names import display_name
from mtrdesk.core.registration.duplicates import DuplicateKind
from mtrdesk.core.registration.states import RegistrationState


@dataclass(frozen=True, slots=True)
class DeskView:
    """How the event takes registrations, and how full it is."""

    event_id: int
    open: bool
    accept_at_once: bool
    capacity: int | None
    asks_deck: bool
    #: Entries not dropped before round 1.
    entered: int
    waiting: int
    waitlisted: int
    #: Round 1 is not paired yet: phones may register.
    before_round_one: bool

    @property
    def taking(self) -> bool:
        """Phones may register now."""
        return self.open and self.before_round_one

    @property
    def full(self) -> bool:
        return self.capacity is not None and self.entered + self.waiting >= self.capacity


@dataclass(frozen=True, slots=True)
class Submitted:
    """A registration stored: the secret its status page is found by, where it stands,
    and its place on the waitlist (1-based) when there."""

    token: str
    state: RegistrationState
    place: int | None


@dataclass(frozen=True, slots=True)
class RegistrationStatus:
    """What the player's own page shows: no e-mail, no one else."""

    state: RegistrationState
    display_name: str
    place: int | None
    event_name: str
    #: It moved up from the waitlist when a place freed.
    promoted: bool


@dataclass(frozen=True, slots=True)
class KnownPerson:
    """A person who registered from this phone before: enough to pick oneself."""

    roster_id: int
    display_name: str
    reading: str


@dataclass(frozen=True, slots=True)
class Duplicate:
    """Someone already there who looks like the same person: an entry or another
    registration, and why (same reading, same e-mail)."""

    kind: DuplicateKind
    entry_id: int | None
    registration_id: int | None
    name: str


@dataclass(frozen=True, slots=True)
class RegistrationView:
    """A registration as the organizer sees it."""

    id: int
    family: str
    given: str
    reading: str
    email: str
    deck_name: str
    state: RegistrationState
    created_at: dt.datetime
    place: int | None
    roster_id: int | None
    entry_id: int | None
    duplicates: tuple[Duplicate, ...]

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)
