"""Which events take registrations from phones now (issue 30): the events list and an
event's pages link to the form while its desk is open and round 1 is not paired."""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.services import Services
from mtrdesk.services.public.views import PublicEvent


def registering(services: Services, events: Iterable[PublicEvent]) -> frozenset[int]:
    """The ids of ``events`` a player may register for now. An event with a round paired
    takes none, and its desk is not read: a store's list of past events costs nothing."""
    return frozenset(e.id for e in events if not e.round and taking(services, e.id))


def taking(services: Services, event_id: int) -> bool:
    """The event's desk is open and round 1 is not paired."""
    desk = services.registration.desk(event_id)
    return desk.open and desk.before_round_one
