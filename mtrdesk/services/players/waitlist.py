"""The waitlist moves up when a place frees (issue 30): an entry removed or dropped
before round 1 (MTR 2.10: they never took part), a registration declined, withdrawn or
found absent. First come, first served; with the desk accepting at once, the one who
moves up is entered at once, else waits for the organizer like any registration.

Here, in the players' room, because entering is: registrations build on it.
"""

from __future__ import annotations

from mtrdesk.core.registration.states import RegistrationState, free_places
from mtrdesk.services.context import Context
from mtrdesk.services.history import load_outline
from mtrdesk.services.players.entering import enter
from mtrdesk.services.roster import roster_for
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Registration, RegistrationDesk, RosterPlayer

#: Who moved a registration up (``Registration.decided_by``): the player's page says so.
WAITLIST = "waitlist"


def entered_count(event_id: int) -> int:
    """Entries not dropped before round 1 (MTR 2.10: those never took part)."""
    return int(
        EntryRow.select()
        .where(
            (EntryRow.event == event_id)
            & (EntryRow.dropped_after_round.is_null() | (EntryRow.dropped_after_round != 0))
        )
        .count()
    )


def places_taken(event_id: int) -> int:
    """Entries not dropped before round 1, and registrations waiting for the organizer."""
    waiting = (
        Registration.select()
        .where(
            (Registration.event == event_id)
            & (Registration.state == RegistrationState.WAITING.value)
        )
        .count()
    )
    return entered_count(event_id) + int(waiting)


def entry_leaving(ctx: Context, entry_id: int, state: RegistrationState) -> None:
    """Before an entry goes (removed, dropped before round 1): the registration it came
    from says so (``WITHDRAWN`` or ``ABSENT``), so the player's page does not go on
    saying "accepted"."""
    for row in Registration.select().where(
        (Registration.entry == entry_id) & (Registration.state == RegistrationState.ACCEPTED.value)
    ):
        row.state = state.value
        row.decided_at = ctx.now()
        row.decided_by = ctx.station
        row.save()


def move_up(ctx: Context, event_id: int) -> list[int]:
    """Promote as many waitlisted registrations as places are free, oldest first; the
    registrations moved. Nothing before the desk exists or once round 1 is paired."""
    desk = RegistrationDesk.get_or_none(RegistrationDesk.event == event_id)
    if desk is None or load_outline(event_id).rounds:
        return []
    queue = list(
        Registration.select()
        .where(
            (Registration.event == event_id)
            & (Registration.state == RegistrationState.WAITLISTED.value)
        )
        .order_by(Registration.id)
    )
    if not queue:
        return []
    free = free_places(places_taken(event_id), desk.capacity, len(queue))
    moved: list[int] = []
    for row in queue[:free]:
        row.decided_at, row.decided_by = ctx.now(), WAITLIST
        if desk.accept_at_once:
            admit(ctx, row)
        else:
            row.state = RegistrationState.WAITING.value
            row.save()
        moved.append(row.id)
        ctx.audit(event_id, "registration.promote", registration=row.id, state=row.state)
    return moved


def admit(ctx: Context, row: Registration) -> int:
    """Enter the person a registration names (the regular it was matched to, else a new
    roster person with its e-mail) with its deck name; the registration is accepted."""
    roster = (
        RosterPlayer.get_or_none(RosterPlayer.id == row.roster_id)
        if row.roster_id is not None
        else None
    )
    if roster is None:
        roster = roster_for(row.family, row.given, row.reading, "")
    if row.email and not roster.email:
        roster.email = row.email
        roster.save()
    entry_id, _ = enter(ctx, load_outline(row.event_id), roster, 0)
    if row.deck_name:
        EntryRow.update(deck_name=row.deck_name).where(EntryRow.id == entry_id).execute()
    row.roster_id, row.entry_id = roster.id, entry_id
    row.state = RegistrationState.ACCEPTED.value
    row.save()
    return entry_id
