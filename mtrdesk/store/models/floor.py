"""The tables that take reports from the floor (issue 16): an event's staff PIN and
report policy, each match's slip code, the results reported, the published clocks."""

from __future__ import annotations

import peewee as pw

from mtrdesk.store.models.base import BaseModel
from mtrdesk.store.models.event import Event, Match


class FloorSettings(BaseModel):
    """How an event takes reports from the floor (issue 16): the staff PIN judges sign in
    with (random per event, changed by the organizer) and ``report_policy``: 'players'
    (a result both players reported is entered at once) or 'staff' (every report waits
    for a staff confirmation). Schema version 11."""

    event_id: int

    event = pw.ForeignKeyField(Event, primary_key=True, on_delete="CASCADE")
    staff_pin = pw.TextField()
    report_policy = pw.TextField(default="players")

    class Meta:
        table_name = "floor_settings"


class SlipCode(BaseModel):
    """A match's one-time slip code, printed on its slip and in its QR code, that lets
    the players report the result from their phones. Schema version 11."""

    match_id: int

    match = pw.ForeignKeyField(Match, primary_key=True, on_delete="CASCADE")
    code = pw.TextField(unique=True)
    created_at = pw.DateTimeField()

    class Meta:
        table_name = "slip_code"


class FloorReport(BaseModel):
    """A result reported from the floor with a slip code, from player 1's side as on the
    slip: ``state`` a ``core.floor.reports.ReportState`` value; ``device`` the phone that
    sent it; ``decided_by`` who accepted or rejected it. Schema version 11."""

    id: pw.AutoField[int]
    match_id: int

    match = pw.ForeignKeyField(Match, backref="floor_reports", on_delete="CASCADE")
    wins1 = pw.IntegerField()
    wins2 = pw.IntegerField()
    draws = pw.IntegerField()
    device = pw.TextField()
    state = pw.TextField()
    reported_at = pw.DateTimeField()
    decided_at = pw.DateTimeField(null=True)
    decided_by = pw.TextField(default="")

    class Meta:
        table_name = "floor_report"


class EventClock(BaseModel):
    """A clock the projector shows (``kind`` 'round' or 'draft'), published for phones:
    ``state`` as JSON (its steps, position, running or paused, at ``updated_at``).
    Schema version 11."""

    id: pw.AutoField[int]
    event_id: int

    event = pw.ForeignKeyField(Event, on_delete="CASCADE")
    kind = pw.TextField()
    state = pw.TextField()
    updated_at = pw.DateTimeField()

    class Meta:
        table_name = "event_clock"
        indexes = ((("event", "kind"), True),)
