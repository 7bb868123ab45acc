"""The event's registration desk (issue 30): open or closed, the capacity, whether a
registration is accepted at once and whether the form asks for a deck name; read with
the counts every screen shows beside it."""

from __future__ import annotations

from collections import Counter

from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import event_row, load_outline
from mtrdesk.services.players.waitlist import entered_count
from mtrdesk.services.registration.views import DeskView
from mtrdesk.store.models import Registration, RegistrationDesk

#: The largest capacity a desk takes: far beyond any store's room.
LARGEST_CAPACITY = 10_000


def desk_row(event_id: int) -> RegistrationDesk:
    """The event's desk, made closed when the event has none yet."""
    event_row(event_id)  # EVENT_NOT_FOUND
    row = RegistrationDesk.get_or_none(RegistrationDesk.event == event_id)
    if row is None:
        row = RegistrationDesk.create(event=event_id)
    return row


def check_capacity(capacity: int | None) -> None:
    if capacity is not None and not 1 <= capacity <= LARGEST_CAPACITY:
        raise ServiceError(Problem.BAD_CAPACITY, capacity=capacity, largest=LARGEST_CAPACITY)


def desk_view(event_id: int) -> DeskView:
    """The desk as it stands (closed, no limit, when never opened)."""
    event_row(event_id)
    row = RegistrationDesk.get_or_none(RegistrationDesk.event == event_id)
    counts = Counter(
        RegistrationState(state)
        for (state,) in Registration.select(Registration.state)
        .where(Registration.event == event_id)
        .tuples()
    )
    waiting = counts[RegistrationState.WAITING]
    return DeskView(
        event_id=event_id,
        open=bool(row.open) if row else False,
        accept_at_once=bool(row.accept_at_once) if row else False,
        capacity=row.capacity if row else None,
        asks_deck=bool(row.asks_deck) if row else False,
        entered=entered_count(event_id),
        waiting=waiting,
        waitlisted=counts[RegistrationState.WAITLISTED],
        before_round_one=not load_outline(event_id).rounds,
    )
