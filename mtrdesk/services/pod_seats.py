"""Seat numbers inside booster-draft pods (MTR 7.6, 7.7), read and written inside a use case.

MTR 7.7 passes packs left, then right, and breaks ties by "the lower seat number", so a
seat is a fact of the draft: ``services.pods.seat`` stores each player's seat when it
draws the pods, and every later change keeps everyone else's seat. Which seat a pod
player holds (``core.draft_pod_views.seat_map``):

- the stored seat (``Entry.pod_seat``);
- a pod with no stored seat at all (seated before schema version 6, or an event file up
  to version 3): the seats its seatings sheet printed, ``core.seatings.seat_order``;
- a player without a seat in a pod with seats (a hand-edited file): the lowest free seat,
  in registration order.

A player who dropped from the event before round 1 without drafting (no stored seat, no
draft drop) never sat down, as the seatings sheet has always said; one with a stored seat
keeps it (an empty chair nobody else takes).

MTR 7.7: "If a player is unable or unwilling to continue drafting, but wishes to remain
in the tournament, they are suspended from drafting and must construct a deck from
whatever cards they have drafted thus far. For the remainder of the draft, their picks
are skipped and the draft continues with one fewer player." So a draft drop is stored
as the pack and pick before which they stopped; the player stays in the event unless the
organizer also drops them from it (MTR 2.10); their seat stays theirs.
"""

from __future__ import annotations

from mtrdesk.core.draft_pod_views import MAX_DRAFT_PACKS, MAX_DRAFT_PICKS, seat_map
from mtrdesk.core.event_state import EventState
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
