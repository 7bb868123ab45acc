"""Which events take registrations from phones now (issue 30): the events list and an
event's pages link to the form while its desk is open and round 1 is not paired."""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.services import Services
from mtrdesk.services.public.views import PublicEvent


def registering(services: Services, events: Iterable[PublicEvent]) -> frozenset[int]:
    """The ids of ``events`` a player may register for now. An event with a round paired
    takes none, and its desk is not read: a store's list of past events costs nothing."""
    found = set()
    for event in events:
        if event.round:
            continue
        desk = services.registration.desk(event.id)
        if desk.open and desk.before_round_one:
            found.add(event.id)
    return frozenset(found)
