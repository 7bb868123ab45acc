"""Seat numbers inside booster-draft pods (MTR 7.6, 7.7), read and written inside a use case.

Which seat a pod player holds, and what a draft drop is, are rules of the draft:
``core.event.draft_pods`` (``seat_map``) says them. This module stores the seats it derives,
so later changes move nobody else, and refuses seats and draft drops a draft cannot have.
"""

from __future__ import annotations

from mtrdesk.core.event.draft_pods import MAX_DRAFT_PACKS, MAX_DRAFT_PICKS, seat_map
from mtrdesk.core.event.state import EventState
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.store.models import Entry as EntryRow


def store_derived_seats(state: EventState) -> dict[EntryId, int]:
    """Write the seats shown but not stored (old pods), so a change from now on moves
    nobody else; returns what was written (for the audit entry). Inside a transaction."""
    written = {
        entry: seat
        for entry, seat in seat_map(state).items()
        if state.entries[entry].pod_seat is None
    }
    for entry, seat in written.items():
        EntryRow.update(pod_seat=seat).where(EntryRow.id == entry).execute()
    return written


def check_seat(seat: int | None) -> None:
    if seat is not None and seat < 1:
        raise ServiceError(Problem.BAD_POD_SEAT, seat=seat)


def check_draft_drop(pack: int, pick: int) -> None:
    """MTR 7.7: a pack and a pick that a draft can have."""
    if not (1 <= pack <= MAX_DRAFT_PACKS and 1 <= pick <= MAX_DRAFT_PICKS):
        raise ServiceError(
            Problem.BAD_DRAFT_DROP,
            pack=pack,
            pick=pick,
            packs=MAX_DRAFT_PACKS,
            picks=MAX_DRAFT_PICKS,
        )
