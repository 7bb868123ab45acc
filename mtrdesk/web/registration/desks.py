"""Which events take registrations from phones now (issue 30): the events list and an
event's pages link to the form while its desk is open and round 1 is not paired."""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.services import Services


def registering(services: Services, event_ids: Iterable[int]) -> frozenset[int]:
    """The events of ``event_ids`` a player may register for now."""
    found = set()
    for event_id in event_ids:
        desk = services.registration.desk(event_id)
        if desk.open and desk.before_round_one:
            found.add(event_id)
    return frozenset(found)
