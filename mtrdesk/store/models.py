"""The tables as peewee models, bound to one database through ``database_proxy`` at open.

The schema itself is created and changed only by ``migrations.py``; these classes describe
it for queries. ``tests/store`` checks that the migrated schema and these models agree.
Enums are stored as their ``.value`` text so the file stays readable without mtrdesk.

peewee adds the ``id`` primary key and each foreign key's ``<name>_id`` column value
itself; the bare annotations at the top of each class only tell the type checker they are
there (``row.id`` and ``row.event_id`` are ``int``, ``Entry.id`` a column in a query).
"""

from __future__ import annotations

import threading

import peewee as pw


class ThreadDatabaseProxy(pw.DatabaseProxy):
    """A ``DatabaseProxy`` that reaches a database per thread.

    ``Store.atomic`` points the proxy at its store for the length of a transaction. The
    web server beside the window runs its transactions on a thread of its own, on its own
    connection: with one proxy for the whole process, a phone's request would point the
    window's transaction, half done, at the server's connection. Each thread's proxy is
    its own, so both run side by side and SQLite orders their commits.
    """

    __slots__ = ("_local",)

    def __init__(self) -> None:
        object.__setattr__(self, "_local", threading.local())
        super().__init__()

    @property
    def obj(self) -> pw.Database | None:
        return getattr(self._local, "db", None)

    @obj.setter
    def obj(self, value: pw.Database | None) -> None:
        self._local.db = value

    def __setattr__(self, attr: str, value: object) -> None:
        if attr == "obj":
            self._local.db = value
        elif attr in ("_callbacks", "_Model"):
            object.__setattr__(self, attr, value)
        else:
            raise AttributeError("Cannot set attribute on proxy.")


database_proxy = ThreadDatabaseProxy()


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


MODELS: tuple[type[BaseModel], ...] = (
    MetaValue,
    RosterPlayer,
    Event,
    Team,
    Entry,
    Round,
    Match,
    AuditLog,
    PodEvent,
    Pod,
    PodSeat,
    PodPlayoffSeed,
    TimeExtension,
    Decklist,
    DeckCheck,
    CardName,
    BanListFile,
    ChangeStep,
    ChangeRow,
    FloorSettings,
    SlipCode,
    FloorReport,
    EventClock,
    RegistrationDesk,
    Registration,
)
