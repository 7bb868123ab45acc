"""The tables as peewee models, bound to one database through ``database_proxy`` at open.

The schema itself is created and changed only by ``migrations.py``; these classes describe
it for queries. ``tests/store`` checks that the migrated schema and these models agree.
Enums are stored as their ``.value`` text so the file stays readable without mtrdesk.
"""

from __future__ import annotations

import peewee as pw

database_proxy = pw.DatabaseProxy()


class BaseModel(pw.Model):
    class Meta:
        database = database_proxy
        legacy_table_names = False


class MetaValue(BaseModel):
    """Key/value facts about the file itself: the schema version above all."""

    key = pw.TextField(primary_key=True)
    value = pw.TextField()

    class Meta:
        table_name = "meta"


class RosterPlayer(BaseModel):
    """A person, kept across events so the next registration is a few keystrokes."""

    family = pw.TextField()
    given = pw.TextField(default="")
    reading = pw.TextField(default="")
    player_id = pw.TextField(default="")
    #: NFKC + casefold + hiragana of every name field, for typing-ahead search.
    search_key = pw.TextField(default="")

    class Meta:
        table_name = "roster_player"


class Event(BaseModel):
    """One tournament and every ``EventSettings`` field."""

    name = pw.TextField()
    date = pw.DateField()
    format = pw.TextField()
    kind = pw.TextField()
    rel = pw.TextField()
    games_to_win = pw.IntegerField()
    swiss_rounds = pw.IntegerField(null=True)
    #: True when round 1 fixed ``swiss_rounds`` from the Appendix E recommendation.
    rounds_from_recommendation = pw.BooleanField(default=False)
    round_minutes = pw.IntegerField()
    playoff = pw.TextField()
    floor = pw.TextField()
    notes = pw.TextField(default="")
    created_at = pw.DateTimeField()
    #: MTR 7.6: at Regular REL the organizer lifted the pods (players of different pods
    #: may be paired), announced before the event starts. Schema version 2.
    pods_lifted = pw.BooleanField(default=False)

    class Meta:
        table_name = "event"


class Entry(BaseModel):
    """A roster player entered in one event."""

    event = pw.ForeignKeyField(Event, backref="entries", on_delete="CASCADE")
    roster = pw.ForeignKeyField(RosterPlayer, backref="entries", on_delete="RESTRICT")
    awarded_byes = pw.IntegerField(default=0)
    #: 0 = dropped before round 1 (not in the standings); n = played rounds 1..n.
    dropped_after_round = pw.IntegerField(null=True)
    #: First round the player could be paired in; earlier rounds are recorded losses.
    late_entry_round = pw.IntegerField(null=True)
    #: 1-based place in the playoff, fixed when the cut is made (MTR 10.4).
    playoff_seed = pw.IntegerField(null=True)
    created_at = pw.DateTimeField()
    #: The booster-draft pod (MTR 7.6), numbered from 1; ``None`` when not seated in one.
    #: Schema version 2.
    pod = pw.IntegerField(null=True)

    class Meta:
        table_name = "entry"
        indexes = ((("event", "roster"), True),)


class Round(BaseModel):
    """A paired round; Swiss rounds keep the seed that drew their pairings."""

    event = pw.ForeignKeyField(Event, backref="rounds", on_delete="CASCADE")
    number = pw.IntegerField()
    seed = pw.BigIntegerField(null=True)
    playoff = pw.BooleanField(default=False)
    paired_at = pw.DateTimeField()

    class Meta:
        table_name = "round"
        indexes = ((("event", "number"), True),)


class Match(BaseModel):
    """One table (or one unopposed bye/loss); results are stated from player 1's side."""

    round = pw.ForeignKeyField(Round, backref="matches", on_delete="CASCADE")
    table = pw.IntegerField(null=True, column_name="table_number")
    kind = pw.TextField()
    player1 = pw.ForeignKeyField(Entry, on_delete="CASCADE", column_name="player1_id")
    player2 = pw.ForeignKeyField(Entry, null=True, on_delete="CASCADE", column_name="player2_id")
    wins1 = pw.IntegerField(null=True)
    wins2 = pw.IntegerField(null=True)
    draws = pw.IntegerField(null=True)
    reported_at = pw.DateTimeField(null=True)

    class Meta:
        table_name = "match"
        indexes = ((("round", "table"), True),)


class AuditLog(BaseModel):
    """What was done, when: every mutation writes one row."""

    event = pw.ForeignKeyField(Event, null=True, on_delete="SET NULL")
    when = pw.DateTimeField()
    action = pw.TextField()
    detail = pw.TextField(default="{}")

    class Meta:
        table_name = "audit_log"


MODELS: tuple[type[BaseModel], ...] = (
    MetaValue,
    RosterPlayer,
    Event,
    Entry,
    Round,
    Match,
    AuditLog,
)
