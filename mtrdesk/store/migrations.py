"""Ordered schema steps from the first release; step n takes a file from version n-1 to n.

Steps are frozen SQL: once released, a step never changes, because files made by that
release have already run it. A new release appends a step and never edits an old one.
The version lives in the ``meta`` table; ``PRAGMA application_id`` marks the file as ours.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence

import peewee as pw

from mtrdesk.core.event_identity import derived_event_uid, new_event_uid
from mtrdesk.core.text import search_key
from mtrdesk.store import audit_chain, dialect

#: "MTRD" as a big-endian 32-bit integer: written in the SQLite header of every file we make.
APPLICATION_ID = 0x4D545244
SCHEMA_VERSION_KEY = "schema_version"

Step = Callable[[pw.Database], None]

_V1_STATEMENTS = (
    """CREATE TABLE "meta" (
        "key" TEXT NOT NULL PRIMARY KEY,
        "value" TEXT NOT NULL)""",
    """CREATE TABLE "roster_player" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "family" TEXT NOT NULL,
        "given" TEXT NOT NULL DEFAULT '',
        "reading" TEXT NOT NULL DEFAULT '',
        "player_id" TEXT NOT NULL DEFAULT '',
        "search_key" TEXT NOT NULL DEFAULT '')""",
    """CREATE UNIQUE INDEX "roster_player_player_id" ON "roster_player" ("player_id")
        WHERE "player_id" != ''""",
    """CREATE TABLE "event" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "name" TEXT NOT NULL,
        "date" DATE NOT NULL,
        "format" TEXT NOT NULL,
        "kind" TEXT NOT NULL,
        "rel" TEXT NOT NULL,
        "games_to_win" INTEGER NOT NULL,
        "swiss_rounds" INTEGER,
        "rounds_from_recommendation" INTEGER NOT NULL DEFAULT 0,
        "round_minutes" INTEGER NOT NULL,
        "playoff" TEXT NOT NULL,
        "floor" TEXT NOT NULL,
        "notes" TEXT NOT NULL DEFAULT '',
        "created_at" DATETIME NOT NULL)""",
    """CREATE TABLE "entry" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "roster_id" INTEGER NOT NULL REFERENCES "roster_player" ("id") ON DELETE RESTRICT,
        "awarded_byes" INTEGER NOT NULL DEFAULT 0,
        "dropped_after_round" INTEGER,
        "late_entry_round" INTEGER,
        "playoff_seed" INTEGER,
        "created_at" DATETIME NOT NULL)""",
    """CREATE UNIQUE INDEX "entry_event_id_roster_id" ON "entry" ("event_id", "roster_id")""",
    """CREATE INDEX "entry_roster_id" ON "entry" ("roster_id")""",
    """CREATE TABLE "round" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "number" INTEGER NOT NULL,
        "seed" INTEGER,
        "playoff" INTEGER NOT NULL DEFAULT 0,
        "paired_at" DATETIME NOT NULL)""",
    """CREATE UNIQUE INDEX "round_event_id_number" ON "round" ("event_id", "number")""",
    """CREATE TABLE "match" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "round_id" INTEGER NOT NULL REFERENCES "round" ("id") ON DELETE CASCADE,
        "table_number" INTEGER,
        "kind" TEXT NOT NULL,
        "player1_id" INTEGER NOT NULL REFERENCES "entry" ("id") ON DELETE CASCADE,
        "player2_id" INTEGER REFERENCES "entry" ("id") ON DELETE CASCADE,
        "wins1" INTEGER,
        "wins2" INTEGER,
        "draws" INTEGER,
        "reported_at" DATETIME)""",
    """CREATE UNIQUE INDEX "match_round_id_table_number" ON "match" ("round_id", "table_number")""",
    """CREATE INDEX "match_player1_id" ON "match" ("player1_id")""",
    """CREATE INDEX "match_player2_id" ON "match" ("player2_id")""",
    """CREATE TABLE "audit_log" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER REFERENCES "event" ("id") ON DELETE SET NULL,
        "when" DATETIME NOT NULL,
        "action" TEXT NOT NULL,
        "detail" TEXT NOT NULL DEFAULT '{}')""",
    """CREATE INDEX "audit_log_event_id" ON "audit_log" ("event_id", "id")""",
    f"PRAGMA application_id = {APPLICATION_ID}",
)


def _run(db: pw.Database, statements: Sequence[str]) -> None:
    """A step's statements, in order (inside the step's transaction: ``migrate``)."""
    for statement in statements:
        db.execute_sql(statement)


def _v1_create_everything(db: pw.Database) -> None:
    """Release 1: the whole schema."""
    _run(db, _V1_STATEMENTS)


_V2_STATEMENTS = (
    'ALTER TABLE "entry" ADD COLUMN "pod" INTEGER',
    'ALTER TABLE "event" ADD COLUMN "pods_lifted" INTEGER NOT NULL DEFAULT 0',
)


def _v2_draft_pods(db: pw.Database) -> None:
    """Release 2: booster-draft pods (MTR 7.6): each entry's pod, and whether the
    organizer lifted the pods for the event (Regular REL). Existing rows: no pod, kept."""
    _run(db, _V2_STATEMENTS)


_V3_STATEMENTS = (
    """ALTER TABLE "event" ADD COLUMN "structure" TEXT NOT NULL DEFAULT 'individual'""",
    """CREATE TABLE "team" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "name" TEXT NOT NULL,
        "created_at" DATETIME NOT NULL)""",
    """CREATE INDEX "team_event_id" ON "team" ("event_id")""",
    'ALTER TABLE "entry" ADD COLUMN "team_id" INTEGER REFERENCES "team" ("id") ON DELETE SET NULL',
    'ALTER TABLE "entry" ADD COLUMN "seat" TEXT',
    """CREATE UNIQUE INDEX "entry_team_id_seat" ON "entry" ("team_id", "seat")
        WHERE "team_id" IS NOT NULL""",
    """ALTER TABLE "match" ADD COLUMN "seat" TEXT NOT NULL DEFAULT ''""",
    'DROP INDEX "match_round_id_table_number"',
    """CREATE UNIQUE INDEX "match_round_id_table_number_seat"
        ON "match" ("round_id", "table_number", "seat")""",
)


def _v3_teams(db: pw.Database) -> None:
    """Release 3: team events (MTR 8) and Two-Headed Giant (MTR 9). The event's structure
    (existing events: individual); teams; each member's team and seat letter (MTR 8.2);
    the seat letter of a seat match, so table 12 holds matches 12A, 12B and 12C (the
    unique index now includes the seat; '' for every other match, as all existing rows)."""
    _run(db, _V3_STATEMENTS)


_V4_STATEMENTS = (
    """ALTER TABLE "event" ADD COLUMN "elimination_only" INTEGER NOT NULL DEFAULT 0""",
    """ALTER TABLE "event" ADD COLUMN "end_rule" TEXT NOT NULL DEFAULT 'fixed'""",
    'ALTER TABLE "event" ADD COLUMN "end_rule_after" INTEGER',
    'ALTER TABLE "event" ADD COLUMN "end_rule_wins" INTEGER',
    'ALTER TABLE "event" ADD COLUMN "end_rule_count" INTEGER',
    'ALTER TABLE "event" ADD COLUMN "advance_points" INTEGER',
    'ALTER TABLE "entry" ADD COLUMN "draft_seat" INTEGER',
    'ALTER TABLE "entry" ADD COLUMN "advanced_after" INTEGER',
    'ALTER TABLE "entry" ADD COLUMN "advanced_seed" INTEGER',
)


def _v4_playoff_variants(db: pw.Database) -> None:
    """Release 4: single elimination only (Appendix E), the announced end of the Swiss
    (MTR 10.2), early advancement (MTR 10.4) and each playoff player's seat at the
    booster-draft playoff table (MTR 10.4). Existing events: a fixed number of rounds,
    Swiss, no early advancement; existing entries: no seat, not advanced."""
    _run(db, _V4_STATEMENTS)


_V5_STATEMENTS = (
    """CREATE TABLE "pod_event" (
        "event_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "event" ("id") ON DELETE CASCADE,
        "pod_size" INTEGER NOT NULL DEFAULT 4,
        "playoff_size" INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE "pod" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "round_id" INTEGER NOT NULL REFERENCES "round" ("id") ON DELETE CASCADE,
        "table_number" INTEGER NOT NULL,
        "reported_at" DATETIME)""",
    """CREATE UNIQUE INDEX "pod_round_id_table_number" ON "pod" ("round_id", "table_number")""",
    """CREATE TABLE "pod_seat" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "pod_id" INTEGER NOT NULL REFERENCES "pod" ("id") ON DELETE CASCADE,
        "seat" INTEGER NOT NULL,
        "entry_id" INTEGER NOT NULL REFERENCES "entry" ("id") ON DELETE CASCADE,
        "result" TEXT)""",
    """CREATE UNIQUE INDEX "pod_seat_pod_id_seat" ON "pod_seat" ("pod_id", "seat")""",
    """CREATE INDEX "pod_seat_entry_id" ON "pod_seat" ("entry_id")""",
    """CREATE TABLE "pod_playoff_seed" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "entry_id" INTEGER NOT NULL REFERENCES "entry" ("id") ON DELETE CASCADE,
        "seed" INTEGER NOT NULL)""",
    """CREATE UNIQUE INDEX "pod_playoff_seed_event_id_seed"
        ON "pod_playoff_seed" ("event_id", "seed")""",
    """CREATE INDEX "pod_playoff_seed_entry_id" ON "pod_playoff_seed" ("entry_id")""",
)


def _v5_multiplayer_pods(db: pw.Database) -> None:
    """Release 5: multiplayer pod events (multiplayer addendum). Each event's pod size and
    playoff cut (no row: pods of 4, no playoff); the pods of each round with their seats
    in seat order and each seat's result; the playoff seeds. Existing events gain
    nothing: none of them is multiplayer."""
    _run(db, _V5_STATEMENTS)


_V6_STATEMENTS = (
    'ALTER TABLE "entry" ADD COLUMN "pod_seat" INTEGER',
    'ALTER TABLE "entry" ADD COLUMN "draft_drop_pack" INTEGER',
    'ALTER TABLE "entry" ADD COLUMN "draft_drop_pick" INTEGER',
)


def _v6_draft_pod_seats(db: pw.Database) -> None:
    """Release 6: each booster-draft player's seat number in their pod (MTR 7.6, 7.7) and
    where they stopped drafting (pack, pick; MTR 7.7). Existing rows: no stored seat (a
    pod seated before keeps the seats its seatings sheet printed, derived by
    ``core.draft.seatings.seat_order``), nobody stopped drafting."""
    _run(db, _V6_STATEMENTS)


_V7_STATEMENTS = (
    """CREATE TABLE "time_extension" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "round_id" INTEGER NOT NULL REFERENCES "round" ("id") ON DELETE CASCADE,
        "table_number" INTEGER NOT NULL,
        "seat" TEXT NOT NULL DEFAULT '',
        "minutes" INTEGER NOT NULL,
        "reason" TEXT NOT NULL,
        "note" TEXT NOT NULL DEFAULT '')""",
    """CREATE INDEX "time_extension_round_id" ON "time_extension" ("round_id")""",
)


def _v7_time_extensions(db: pw.Database) -> None:
    """Release 7: per-match time extensions (MTR 2.6), one row per extension given at a
    table (and seat letter of a team table) of a round. Existing rounds: none given."""
    _run(db, _V7_STATEMENTS)


_V8_STATEMENTS = (
    """CREATE TABLE "decklist" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "entry_id" INTEGER NOT NULL REFERENCES "entry" ("id") ON DELETE CASCADE,
        "kind" TEXT NOT NULL DEFAULT 'deck',
        "text" TEXT NOT NULL DEFAULT '',
        "cards" TEXT NOT NULL DEFAULT '{}',
        "registered_by_id" INTEGER REFERENCES "entry" ("id") ON DELETE SET NULL,
        "received_at" DATETIME NOT NULL,
        "updated_at" DATETIME NOT NULL,
        "locked_at" DATETIME,
        "locked_by" TEXT NOT NULL DEFAULT '')""",
    """CREATE UNIQUE INDEX "decklist_entry_id_kind" ON "decklist" ("entry_id", "kind")""",
    """CREATE INDEX "decklist_registered_by_id" ON "decklist" ("registered_by_id")""",
    """CREATE TABLE "deck_check" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "round_id" INTEGER NOT NULL REFERENCES "round" ("id") ON DELETE CASCADE,
        "entry_id" INTEGER NOT NULL REFERENCES "entry" ("id") ON DELETE CASCADE,
        "table_number" INTEGER NOT NULL,
        "seat" TEXT NOT NULL DEFAULT '',
        "minutes" INTEGER NOT NULL,
        "outcome" TEXT NOT NULL,
        "note" TEXT NOT NULL DEFAULT '',
        "checked_at" DATETIME NOT NULL)""",
    """CREATE INDEX "deck_check_round_id" ON "deck_check" ("round_id")""",
    """CREATE INDEX "deck_check_entry_id" ON "deck_check" ("entry_id")""",
    """CREATE TABLE "card_name" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "name" TEXT NOT NULL,
        "folded" TEXT NOT NULL,
        "japanese" TEXT NOT NULL DEFAULT '',
        "imported" INTEGER NOT NULL DEFAULT 1)""",
    """CREATE UNIQUE INDEX "card_name_folded" ON "card_name" ("folded")""",
    """CREATE TABLE "ban_list_file" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "text" TEXT NOT NULL,
        "as_of" TEXT NOT NULL DEFAULT '',
        "imported_at" DATETIME NOT NULL)""",
)


def _v8_decklists(db: pw.Database) -> None:
    """Release 8: decklists (MTR 2.7, 7.5) and deck checks (MTR 2.8). Each entry's
    registered list as typed plus its cards as JSON, kind 'deck' or a Limited 'pool' (and
    who registered that pool, MTR 7.5), when it was received and changed, and the
    official who accepted (locked) it; one row per player whose deck was checked in a
    round; the card names this store knows (English, folded for lookup, a Japanese name,
    whether from an imported list); imported banned-list files. Existing events: none."""
    _run(db, _V8_STATEMENTS)


_V9_STATEMENTS = (
    'ALTER TABLE "audit_log" ADD COLUMN "event_ref" INTEGER',
    'ALTER TABLE "audit_log" ADD COLUMN "prev_hash" TEXT',
    'ALTER TABLE "audit_log" ADD COLUMN "hash" TEXT',
)


def _v9_audit_chain(db: pw.Database) -> None:
    """Release 9: the audit log as a hash chain (issue 14). Each row keeps the event it was
    written for (``event_ref``: the foreign key becomes NULL when an event is deleted), the
    hash of the row before it and its own (``store.audit_chain.link_hash``); ``meta`` keeps
    the newest row's id and hash (``audit_head``). Existing rows are chained oldest first,
    as they stand: the chain vouches for what happens from here on."""
    _run(db, _V9_STATEMENTS)
    audit_chain.chain_existing(db)


_V10_STATEMENTS = (
    """CREATE TABLE "change_step" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "kind" TEXT NOT NULL,
        "state" TEXT NOT NULL,
        "audit_id" INTEGER REFERENCES "audit_log" ("id") ON DELETE SET NULL)""",
    """CREATE INDEX "change_step_event_id" ON "change_step" ("event_id", "id")""",
    """CREATE TABLE "change_row" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "step_id" INTEGER NOT NULL REFERENCES "change_step" ("id") ON DELETE CASCADE,
        "table_name" TEXT NOT NULL,
        "row_id" INTEGER NOT NULL,
        "old" TEXT,
        "new" TEXT)""",
    """CREATE INDEX "change_row_step_id" ON "change_row" ("step_id", "id")""",
    """CREATE INDEX "change_row_table_name_row_id" ON "change_row" ("table_name", "row_id")""",
)


def _v10_change_steps(db: pw.Database) -> None:
    """Release 10: undo and redo (``store.change_log``). Each undoable change of an event
    (a result, a drop, a player edit, a pairing edit, a pod move, an extension, a round
    rollback) as a step: its kind, done or undone (or a barrier: a paired round, an
    import), the audit row that says what it was; and each row it changed, before and
    after, as JSON. Existing events: no steps (nothing before the upgrade can be undone)."""
    _run(db, _V10_STATEMENTS)


_V11_STATEMENTS = (
    """CREATE TABLE "floor_settings" (
        "event_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "event" ("id") ON DELETE CASCADE,
        "staff_pin" TEXT NOT NULL,
        "report_policy" TEXT NOT NULL DEFAULT 'players')""",
    """CREATE TABLE "slip_code" (
        "match_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "match" ("id") ON DELETE CASCADE,
        "code" TEXT NOT NULL,
        "created_at" DATETIME NOT NULL)""",
    """CREATE UNIQUE INDEX "slip_code_code" ON "slip_code" ("code")""",
    """CREATE TABLE "floor_report" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "match_id" INTEGER NOT NULL REFERENCES "match" ("id") ON DELETE CASCADE,
        "wins1" INTEGER NOT NULL,
        "wins2" INTEGER NOT NULL,
        "draws" INTEGER NOT NULL,
        "device" TEXT NOT NULL,
        "state" TEXT NOT NULL,
        "reported_at" DATETIME NOT NULL,
        "decided_at" DATETIME,
        "decided_by" TEXT NOT NULL DEFAULT '')""",
    """CREATE INDEX "floor_report_match_id" ON "floor_report" ("match_id")""",
    """CREATE TABLE "event_clock" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "kind" TEXT NOT NULL,
        "state" TEXT NOT NULL,
        "updated_at" DATETIME NOT NULL)""",
    """CREATE UNIQUE INDEX "event_clock_event_id_kind" ON "event_clock" ("event_id", "kind")""",
)


def _v11_floor(db: pw.Database) -> None:
    """Release 11: the event on the store's Wi-Fi (issue 16). Per event: the staff PIN
    judges sign in with and whether players' reports are accepted at once ('players') or
    wait for staff ('staff'); each match's one-time slip code; the results reported from
    the floor (from player 1's side, the device that sent them, waiting / held / accepted
    / rejected, who decided); the clocks the projector shows, as published to phones.
    Existing events: none of these until the organizer opens the event to phones."""
    _run(db, _V11_STATEMENTS)


def _v12_player_ids_shown(db: pw.Database) -> None:
    """Release 12: whether the event's slips and postings print player IDs (issue 18: a
    Wizards Account may be an e-mail address). Existing events: off, as new ones."""
    db.execute_sql(_V12_STATEMENT)


_V12_STATEMENT = 'ALTER TABLE "event" ADD COLUMN "show_player_ids" INTEGER NOT NULL DEFAULT 0'


def _v13_draft_timings(db: pw.Database) -> None:
    """Release 13: the Appendix B timings the event's pick clock runs on (issue 18: the
    event's choice, no longer the computer's). Existing events: MTR 2023, as new ones."""
    db.execute_sql(_V13_STATEMENT)


_V13_STATEMENT = """ALTER TABLE "event" ADD COLUMN "draft_timings" TEXT NOT NULL
    DEFAULT 'en-2023'"""


_V14_STATEMENTS = ("""ALTER TABLE "event" ADD COLUMN "uid" TEXT NOT NULL DEFAULT ''""",)
_V14_INDEX = """CREATE UNIQUE INDEX "event_uid" ON "event" ("uid") WHERE "uid" != ''"""


def _v14_event_identity(db: pw.Database) -> None:
    """Release 14: each event's identity (``core.event_identity``), which its slips' QR
    codes name and export and import keep (issue 27). Existing events get the identity
    derived from their name, date and moment of creation, the one a file they were
    exported to before this release is given when it is printed or imported, so slips
    printed from it scan here; a second event with the same three (an earlier import of
    the same file beside it) gets a random one. One event per identity."""
    _run(db, _V14_STATEMENTS)
    fill_event_uids(db)
    db.execute_sql(_V14_INDEX)


def fill_event_uids(db: pw.Database) -> None:
    """Give every event without an identity one (``_v14_event_identity``), oldest first.
    ``created_at`` as the event file writes it: ISO, "T" between date and time."""
    rows = db.execute_sql(
        """SELECT "id", "name", "date", "created_at" FROM "event" WHERE "uid" = '' ORDER BY "id" """
    ).fetchall()
    taken = {row[0] for row in db.execute_sql("""SELECT "uid" FROM "event" WHERE "uid" != ''""")}
    for event_id, name, date, created_at in rows:
        uid = derived_event_uid(str(name), _iso(date), _iso(created_at) or None)
        if uid in taken:
            uid = new_event_uid()
        taken.add(uid)
        db.execute_sql(
            f'UPDATE "event" SET "uid" = {db.param} WHERE "id" = {db.param}', (uid, event_id)
        )


def _iso(value: object) -> str:
    """A stored date or time as ISO text, whichever way the store hands it back (SQLite:
    the text peewee wrote, "2026-11-21 18:00:00"; PostgreSQL: a ``datetime``)."""
    if value is None:
        return ""
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    text = str(value)
    try:
        return dt.datetime.fromisoformat(text).isoformat() if " " in text or "T" in text else text
    except ValueError:
        return text


_V15_STATEMENTS = (
    """ALTER TABLE "event" ADD COLUMN "edition" TEXT NOT NULL DEFAULT '2023-08-21'""",
    """ALTER TABLE "event" ADD COLUMN "edition_reason" TEXT NOT NULL DEFAULT ''""",
    """ALTER TABLE "event" ADD COLUMN "program" TEXT NOT NULL DEFAULT 'other'""",
)


def _v15_editions(db: pw.Database) -> None:
    """Release 15: the MTR edition each event follows (issue 29), its reason and its
    program (Appendix F). Existing events keep the rules they were run under: 2023-08-21,
    the edition mtrdesk followed until then, whatever their date; no program."""
    _run(db, _V15_STATEMENTS)


_V16_STATEMENTS = (
    'ALTER TABLE "event" ADD COLUMN "cut_after" INTEGER',
    'ALTER TABLE "event" ADD COLUMN "cut_points" INTEGER',
)


def _v16_day_two_cut(db: pw.Database) -> None:
    """Release 16: the day-two cut an event announces (issue 29, MTR 2.10 and 10.2);
    existing events have none."""
    _run(db, _V16_STATEMENTS)


_V17_COLUMNS = (
    """ALTER TABLE "roster_player" ADD COLUMN "email" TEXT NOT NULL DEFAULT ''""",
    'ALTER TABLE "roster_player" ADD COLUMN "no_shows" INTEGER NOT NULL DEFAULT 0',
    'ALTER TABLE "roster_player" ADD COLUMN "erased" INTEGER NOT NULL DEFAULT 0',
    """ALTER TABLE "entry" ADD COLUMN "deck_name" TEXT NOT NULL DEFAULT ''""",
)
_V17_INDEXES = (
    """CREATE UNIQUE INDEX "registration_token" ON "registration" ("token")""",
    """CREATE INDEX "registration_event_id_state" ON "registration" ("event_id", "state")""",
    """CREATE INDEX "registration_device" ON "registration" ("device")""",
    """CREATE INDEX "registration_roster_id" ON "registration" ("roster_id")""",
    """CREATE INDEX "registration_entry_id" ON "registration" ("entry_id")""",
)
_V17_STATEMENTS = (
    *_V17_COLUMNS,
    """CREATE TABLE "registration_desk" (
        "event_id" INTEGER NOT NULL PRIMARY KEY REFERENCES "event" ("id") ON DELETE CASCADE,
        "open" INTEGER NOT NULL DEFAULT 0,
        "accept_at_once" INTEGER NOT NULL DEFAULT 0,
        "capacity" INTEGER,
        "asks_deck" INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE "registration" (
        "id" INTEGER NOT NULL PRIMARY KEY,
        "event_id" INTEGER NOT NULL REFERENCES "event" ("id") ON DELETE CASCADE,
        "roster_id" INTEGER REFERENCES "roster_player" ("id") ON DELETE SET NULL,
        "entry_id" INTEGER REFERENCES "entry" ("id") ON DELETE SET NULL,
        "family" TEXT NOT NULL,
        "given" TEXT NOT NULL DEFAULT '',
        "reading" TEXT NOT NULL DEFAULT '',
        "email" TEXT NOT NULL DEFAULT '',
        "deck_name" TEXT NOT NULL DEFAULT '',
        "device" TEXT NOT NULL DEFAULT '',
        "token" TEXT NOT NULL,
        "state" TEXT NOT NULL,
        "created_at" DATETIME NOT NULL,
        "decided_at" DATETIME,
        "decided_by" TEXT NOT NULL DEFAULT '')""",
    *_V17_INDEXES,
)


def _v17_registration(db: pw.Database) -> None:
    """Release 17: from the door to EventLink (issue 30). The roster keeps each person's
    Wizards Account e-mail, their no-shows and whether they were erased; an entry keeps
    the deck name the player registered; per event, how it takes registrations from
    phones, and each registration as sent. Existing people: no e-mail, no no-shows."""
    _run(db, _V17_STATEMENTS)


def refold_search_keys(db: pw.Database) -> None:
    """Every roster person's search key as ``core.text.search_key`` makes it now, where it
    differs (a step to run again whenever ``core.text.fold`` folds more)."""
    rows = db.execute_sql(
        'SELECT "id", "family", "given", "reading", "player_id", "search_key" FROM "roster_player"'
    ).fetchall()
    for roster_id, family, given, reading, player_id, old in rows:
        if (key := search_key(family, given, reading, player_id)) != old:
            update = f'UPDATE "roster_player" SET "search_key" = {db.param} WHERE "id" = {db.param}'
            db.execute_sql(update, (key, roster_id))


def _v18_name_variants(db: pw.Database) -> None:
    """Release 18: search folds name kanji variants to their everyday form (issue 32,
    ``core.variants``: 吉田 finds 𠮷田); the people already known are keyed so too."""
    refold_search_keys(db)


#: Index i holds the step to version i + 1.
MIGRATIONS: list[Step] = [
    _v1_create_everything,
    _v2_draft_pods,
    _v3_teams,
    _v4_playoff_variants,
    _v5_multiplayer_pods,
    _v6_draft_pod_seats,
    _v7_time_extensions,
    _v8_decklists,
    _v9_audit_chain,
    _v10_change_steps,
    _v11_floor,
    _v12_player_ids_shown,
    _v13_draft_timings,
    _v14_event_identity,
    _v15_editions,
    _v16_day_two_cut,
    _v17_registration,
    _v18_name_variants,
]


def supported_version(steps: Sequence[Step] | None = None) -> int:
    """The schema version this build writes: the number of steps it knows."""
    return len(MIGRATIONS if steps is None else steps)


def read_version(db: pw.Database) -> int:
    """The file's schema version; 0 for a file without our ``meta`` table."""
    tables = {row[0] for row in db.execute_sql("SELECT name FROM sqlite_master WHERE type='table'")}
    if "meta" not in tables:
        return 0
    row = db.execute_sql(
        'SELECT "value" FROM "meta" WHERE "key" = ?', (SCHEMA_VERSION_KEY,)
    ).fetchone()
    return int(row[0]) if row else 0


def migrate(db: pw.Database, current: int, steps: Sequence[Step] | None = None) -> int:
    """Run every step after ``current``, each in its own transaction; return the new version.

    A step that fails rolls back whole, so the file stays at the last completed version.
    """
    steps = MIGRATIONS if steps is None else steps
    for number in range(current + 1, len(steps) + 1):
        with db.atomic():
            steps[number - 1](db)
            dialect.set_meta(db, SCHEMA_VERSION_KEY, str(number))
    return max(current, len(steps))
