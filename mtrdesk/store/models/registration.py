"""The tables of registration from phones (issue 30): how an event takes
registrations, and each registration as sent."""

from __future__ import annotations

import peewee as pw

from mtrdesk.store.models.base import BaseModel
from mtrdesk.store.models.event import Entry, Event, RosterPlayer


class RegistrationDesk(BaseModel):
    """How an event takes registrations from phones (issue 30): ``open`` while players may
    register, ``accept_at_once`` when a registration becomes an entry without the
    organizer's look, ``capacity`` the most players entered (``None``: no limit; the
    rest wait on the waitlist, first come), ``asks_deck`` when the form asks for a deck
    name. No row: registration never opened. Schema version 17."""

    event_id: int

    event = pw.ForeignKeyField(Event, primary_key=True, on_delete="CASCADE")
    open = pw.BooleanField(default=False)
    accept_at_once = pw.BooleanField(default=False)
    capacity = pw.IntegerField(null=True)
    asks_deck = pw.BooleanField(default=False)

    class Meta:
        table_name = "registration_desk"


class Registration(BaseModel):
    """One registration sent from a phone (or imported), as typed: ``state`` a
    ``core.registration`` state (waiting, waitlisted, accepted, declined, merged, absent,
    withdrawn); ``token`` the secret the player's status page is found by; ``device`` the
    phone's cookie, by which a regular finds themselves again; ``roster`` the person it
    was matched to or became, ``entry`` the entry it became once accepted or merged.
    Schema version 17."""

    id: pw.AutoField[int]
    event_id: int
    roster_id: int | None
    entry_id: int | None

    event = pw.ForeignKeyField(Event, backref="registrations", on_delete="CASCADE")
    roster = pw.ForeignKeyField(RosterPlayer, null=True, on_delete="SET NULL")
    entry = pw.ForeignKeyField(Entry, null=True, on_delete="SET NULL")
    family = pw.TextField()
    given = pw.TextField(default="")
    reading = pw.TextField(default="")
    email = pw.TextField(default="")
    deck_name = pw.TextField(default="")
    device = pw.TextField(default="")
    token = pw.TextField(unique=True)
    state = pw.TextField()
    created_at = pw.DateTimeField()
    decided_at = pw.DateTimeField(null=True)
    decided_by = pw.TextField(default="")

    class Meta:
        table_name = "registration"
        indexes = ((("event", "state"), False), (("device",), False))
