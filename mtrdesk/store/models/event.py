"""The event and everything it holds: the roster, events, teams, entries, rounds,
matches, pods, time extensions, decklists, card names, the audit log and the undo log."""

from __future__ import annotations

import peewee as pw

from mtrdesk.store.models.base import BaseModel


class RosterPlayer(BaseModel):
    """A person, kept across events so the next registration is a few keystrokes."""

    id: pw.AutoField[int]

    family = pw.TextField()
    given = pw.TextField(default="")
    reading = pw.TextField(default="")
    player_id = pw.TextField(default="")
    #: NFKC + casefold + hiragana of every name field, for typing-ahead search.
    search_key = pw.TextField(default="")
    #: The person's Wizards Account e-mail (EventLink's Invite List), never on a public
    #: page or posted sheet. Schema version 17.
    email = pw.TextField(default="")
    #: Times the person registered for an event and was removed as absent before round 1
    #: (a no-show). Schema version 17.
    no_shows = pw.IntegerField(default=0)
    #: The person asked to be forgotten: name, reading, ID and e-mail are gone, their
    #: results stay under "erased player N" (N = ``id``). Schema version 17.
    erased = pw.BooleanField(default=False)

    class Meta:
        table_name = "roster_player"


class Event(BaseModel):
    """One tournament and every ``EventSettings`` field."""

    id: pw.AutoField[int]

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
    #: ``core.settings.Structure`` value: individual, teams (MTR 8), Two-Headed Giant (MTR 9).
    #: Schema version 3.
    structure = pw.TextField(default="individual")
    #: MTR Appendix E: single elimination only, no Swiss rounds. Schema version 4.
    elimination_only = pw.BooleanField(default=False)
    #: MTR 10.2: ``core.settings.EndRuleKind`` value and its numbers. Schema version 4.
    end_rule = pw.TextField(default="fixed")
    end_rule_after = pw.IntegerField(null=True)
    end_rule_wins = pw.IntegerField(null=True)
    end_rule_count = pw.IntegerField(null=True)
    #: MTR 10.4: match points that advance a player early; ``None``: none. Version 4.
    advance_points = pw.IntegerField(null=True)
    #: Privacy: player IDs on slips and postings (``EventSettings``). Schema version 12.
    show_player_ids = pw.BooleanField(default=False)
    #: The pick clock's timings (``EventSettings.draft_timings``). Schema version 13.
    draft_timings = pw.TextField(default="en-2023")
    #: The event's identity (``core.event_identity``): what its slips' QR codes name, kept
    #: by export and import; one event per identity in a database. Schema version 14.
    uid = pw.TextField(default="")
    #: The MTR edition the event follows (``EventSettings.edition``), why an older one
    #: (``edition_reason``) and its program (Appendix F). Schema version 15.
    edition = pw.TextField(default="2023-08-21")
    edition_reason = pw.TextField(default="")
    program = pw.TextField(default="other")
    #: The day-two cut (``EventSettings.cut_after``, ``cut_points``): after that Swiss
    #: round only players with those match points play on; ``None``: none. Version 16.
    cut_after = pw.IntegerField(null=True)
    cut_points = pw.IntegerField(null=True)

    class Meta:
        table_name = "event"


class Team(BaseModel):
    """A team of a team or Two-Headed Giant event (MTR 8.1, 8.2); its members are the
    entries pointing at it, each with a seat letter. Schema version 3."""

    id: pw.AutoField[int]
    event_id: int

    event = pw.ForeignKeyField(Event, backref="teams", on_delete="CASCADE")
    name = pw.TextField()
    created_at = pw.DateTimeField()

    class Meta:
        table_name = "team"


class Entry(BaseModel):
    """A roster player entered in one event."""

    id: pw.AutoField[int]
    event_id: int
    roster_id: int
    team_id: int | None

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
    #: The team this player plays for and their seat in it, "A", "B" or "C" (MTR 8.2);
    #: ``None`` outside a team. Schema version 3.
    team = pw.ForeignKeyField(Team, null=True, backref="members", on_delete="SET NULL")
    seat = pw.TextField(null=True)
    #: MTR 10.4: the seat 1–8 at the booster-draft playoff table. Schema version 4.
    draft_seat = pw.IntegerField(null=True)
    #: MTR 10.4 early advancement: the Swiss round after which the player advanced and
    #: their locked playoff seed; ``None`` when not advanced. Schema version 4.
    advanced_after = pw.IntegerField(null=True)
    advanced_seed = pw.IntegerField(null=True)
    #: The seat number 1, 2, ... inside the booster-draft ``pod`` (MTR 7.6, 7.7: seat
    #: numbers settle who picks first), drawn when the pods are seated and kept when
    #: others move; ``None`` outside a pod (or in a pod seated before schema version 6,
    #: whose seats are derived as they were printed: ``core.draft.seatings.seat_order``).
    pod_seat = pw.IntegerField(null=True)
    #: MTR 7.7: the player stopped drafting before their ``draft_drop_pick``-th pick of
    #: pack ``draft_drop_pack`` (their picks are skipped from then on); ``None`` while
    #: drafting. Schema version 6.
    draft_drop_pack = pw.IntegerField(null=True)
    draft_drop_pick = pw.IntegerField(null=True)
    #: The deck's name as the player gave it when registering ("" when not asked).
    #: Schema version 17.
    deck_name = pw.TextField(default="")

    class Meta:
        table_name = "entry"
        indexes = ((("event", "roster"), True),)


class Round(BaseModel):
    """A paired round; Swiss rounds keep the seed that drew their pairings."""

    id: pw.AutoField[int]
    event_id: int

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

    id: pw.AutoField[int]
    round_id: int
    player1_id: int
    player2_id: int | None

    round = pw.ForeignKeyField(Round, backref="matches", on_delete="CASCADE")
    table = pw.IntegerField(null=True, column_name="table_number")
    kind = pw.TextField()
    player1 = pw.ForeignKeyField(Entry, on_delete="CASCADE", column_name="player1_id")
    player2 = pw.ForeignKeyField(Entry, null=True, on_delete="CASCADE", column_name="player2_id")
    wins1 = pw.IntegerField(null=True)
    wins2 = pw.IntegerField(null=True)
    draws = pw.IntegerField(null=True)
    reported_at = pw.DateTimeField(null=True)
    #: A seat match of a team event (MTR 8.2): "A", "B" or "C" beside the team match's
    #: table (table 12 seat B is posted "12B"); "" for every other match. Schema version 3.
    seat = pw.TextField(default="")

    class Meta:
        table_name = "match"
        indexes = ((("round", "table", "seat"), True),)


class AuditLog(BaseModel):
    """What was done, when: every mutation writes one row, chained to the one before by
    ``store.audit_chain.append`` (schema step 9): ``event_ref`` is the event as written
    (``event`` becomes NULL when the event is deleted), ``prev_hash`` and ``hash`` the chain."""

    id: pw.AutoField[int]
    event_id: int | None

    event = pw.ForeignKeyField(Event, null=True, on_delete="SET NULL")
    when = pw.DateTimeField()
    action = pw.TextField()
    detail = pw.TextField(default="{}")
    event_ref = pw.IntegerField(null=True)
    prev_hash = pw.TextField(null=True)
    hash = pw.TextField(null=True)

    class Meta:
        table_name = "audit_log"


class PodEvent(BaseModel):
    """A multiplayer event's pod settings (multiplayer addendum): the standard pod size
    ``n`` (a win is worth ``2n - 1``, Appendix C) and the playoff cut (0: none; 4, 10, 16,
    40 or 64, 10.4A). No row: pods of 4, no playoff. Schema version 5."""

    event_id: int

    event = pw.ForeignKeyField(Event, primary_key=True, backref="pod_settings", on_delete="CASCADE")
    pod_size = pw.IntegerField(default=4)
    playoff_size = pw.IntegerField(default=0)

    class Meta:
        table_name = "pod_event"


class Pod(BaseModel):
    """One pod of a multiplayer round at its table (multiplayer addendum 1.1A); its
    players are its seats. ``reported_at`` is set once the result is in. Version 5."""

    id: pw.AutoField[int]
    round_id: int

    round = pw.ForeignKeyField(Round, backref="pods", on_delete="CASCADE")
    table = pw.IntegerField(column_name="table_number")
    reported_at = pw.DateTimeField(null=True)

    class Meta:
        table_name = "pod"
        indexes = ((("round", "table"), True),)


class PodSeat(BaseModel):
    """A player's seat in a pod: seat 1 plays first (2.2A). ``result`` is "win", "draw"
    or "loss" once reported (a drawn pod: the players who drew, and those who conceded or
    took a match loss, 2.1A; a drawn playoff pod: the best seed's "win", 2.4C), else
    ``None``. Schema version 5."""

    id: pw.AutoField[int]
    pod_id: int
    entry_id: int

    pod = pw.ForeignKeyField(Pod, backref="seats", on_delete="CASCADE")
    seat = pw.IntegerField()
    entry = pw.ForeignKeyField(Entry, on_delete="CASCADE")
    result = pw.TextField(null=True)

    class Meta:
        table_name = "pod_seat"
        indexes = ((("pod", "seat"), True),)


class PodPlayoffSeed(BaseModel):
    """A multiplayer playoff seed (10.4A), fixed when the cut is made. Version 5."""

    id: pw.AutoField[int]
    event_id: int
    entry_id: int

    event = pw.ForeignKeyField(Event, on_delete="CASCADE")
    entry = pw.ForeignKeyField(Entry, on_delete="CASCADE")
    seed = pw.IntegerField()

    class Meta:
        table_name = "pod_playoff_seed"
        indexes = ((("event", "seed"), True),)


class TimeExtension(BaseModel):
    """A time extension given to one match (MTR 2.6): ``minutes`` it gained (a deck
    check's length plus its bonus already), ``reason`` a ``core.time_extensions.
    ExtensionReason`` value, the table (and team ``seat`` letter, else ""). The match is
    found by its round and table, like a pod's. Schema version 7."""

    id: pw.AutoField[int]
    round_id: int

    round = pw.ForeignKeyField(Round, backref="extensions", on_delete="CASCADE")
    table = pw.IntegerField(column_name="table_number")
    seat = pw.TextField(default="")
    minutes = pw.IntegerField()
    reason = pw.TextField()
    note = pw.TextField(default="")

    class Meta:
        table_name = "time_extension"


class Decklist(BaseModel):
    """A registered list (MTR 2.7) or a Limited card pool (MTR 7.5), ``kind`` 'deck' or
    'pool', one of each per entry: ``text`` as typed or pasted, ``cards`` its
    ``core.decklists.decklist.Decklist`` JSON. ``registered_by``: the player who registered this
    pool (MTR 7.5: players register each other's pools). ``locked_at``/``locked_by``: the
    official who accepted the list (MTR 2.7); after that only the head judge changes it
    (audited). Schema version 8."""

    id: pw.AutoField[int]
    entry_id: int
    registered_by_id: int | None

    entry = pw.ForeignKeyField(Entry, backref="decklists", on_delete="CASCADE")
    kind = pw.TextField(default="deck")
    text = pw.TextField(default="")
    cards = pw.TextField(default="{}")
    registered_by = pw.ForeignKeyField(
        Entry, null=True, backref="registered_pools", on_delete="SET NULL"
    )
    received_at = pw.DateTimeField()
    updated_at = pw.DateTimeField()
    locked_at = pw.DateTimeField(null=True)
    locked_by = pw.TextField(default="")

    class Meta:
        table_name = "decklist"
        indexes = ((("entry", "kind"), True),)


class DeckCheck(BaseModel):
    """One player's deck checked during a round (MTR 2.8) at a table (and team ``seat``
    letter, else ""): how long it took, the outcome (``services.decklists.deck_checks.
    DeckCheckOutcome`` value) and a note. Schema version 8."""

    id: pw.AutoField[int]
    round_id: int
    entry_id: int

    round = pw.ForeignKeyField(Round, backref="deck_checks", on_delete="CASCADE")
    entry = pw.ForeignKeyField(Entry, backref="deck_checks", on_delete="CASCADE")
    table = pw.IntegerField(column_name="table_number")
    seat = pw.TextField(default="")
    minutes = pw.IntegerField()
    outcome = pw.TextField()
    note = pw.TextField(default="")
    checked_at = pw.DateTimeField()

    class Meta:
        table_name = "deck_check"


class CardName(BaseModel):
    """A card name this store knows: the English ``name``, its ``core.decklists.decklist.fold_name``
    key, a Japanese name the organizer gave ("" when none), and whether it came from an
    imported card-name list (``False``: only given as the English name of a Japanese
    one). Schema version 8."""

    id: pw.AutoField[int]

    name = pw.TextField()
    folded = pw.TextField(unique=True)
    japanese = pw.TextField(default="")
    imported = pw.BooleanField(default=True)

    class Meta:
        table_name = "card_name"


class BanListFile(BaseModel):
    """An imported banned and restricted list file (``core.decklists.rules.RuleBook.
    with_lists``); the latest applies. ``as_of``: its effective date (ISO) or "".
    Schema version 8."""

    id: pw.AutoField[int]

    text = pw.TextField()
    as_of = pw.TextField(default="")
    imported_at = pw.DateTimeField()

    class Meta:
        table_name = "ban_list_file"


class ChangeStep(BaseModel):
    """One undoable change of an event, or a barrier undo cannot pass (``store.change_log``):
    its kind, state (done, undone, barrier) and the audit row that says what it was.
    Schema version 10."""

    id: pw.AutoField[int]
    event_id: int
    audit_id: int | None

    event = pw.ForeignKeyField(Event, on_delete="CASCADE")
    kind = pw.TextField()
    state = pw.TextField()
    audit = pw.ForeignKeyField(AuditLog, null=True, on_delete="SET NULL")

    class Meta:
        table_name = "change_step"


class ChangeRow(BaseModel):
    """A row a step changed, before (``old``) and after (``new``) as JSON; ``None`` for
    a row it created or deleted. Schema version 10."""

    id: pw.AutoField[int]
    step_id: int

    step = pw.ForeignKeyField(ChangeStep, on_delete="CASCADE")
    table_name = pw.TextField()
    row_id = pw.IntegerField()
    old = pw.TextField(null=True)
    new = pw.TextField(null=True)

    class Meta:
        table_name = "change_row"
