"""The few queries that need SQL functions, so services never import peewee themselves."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence

import peewee as pw

from mtrdesk.store.dialect import on_server, run_many
from mtrdesk.store.models import (
    AuditLog,
    Entry,
    Event,
    Match,
    RosterPlayer,
    Round,
    database_proxy,
)
from mtrdesk.store.transactions import after_commit as after_commit
from mtrdesk.store.transactions import atomic_depth
from mtrdesk.store.transactions import data_mark as database_mark
from mtrdesk.store.transactions import rollbacks as rollbacks


def roster_containing(key: str) -> list[RosterPlayer]:
    """Roster players whose ``search_key`` contains ``key`` (already normalised)."""
    query = RosterPlayer.select()
    if key:
        # SQLite's instr is a server's strpos: the position of ``key``, 0 when absent.
        position = pw.fn.strpos if on_server(database_proxy) else pw.fn.instr
        query = query.where(position(RosterPlayer.search_key, key) > 0)
    return list(query.order_by(RosterPlayer.family, RosterPlayer.given, RosterPlayer.id))


def roster_activity(roster_ids: Sequence[int] | None = None) -> dict[int, tuple]:
    """Per roster person (all, or only ``roster_ids``): (events played, first event date,
    last event date). An entry dropped before round 1 did not take part (MTR 2.10) and
    is not counted; a person with no other entry is not in the answer."""
    took_part = Entry.dropped_after_round.is_null() | (Entry.dropped_after_round != 0)
    query = (
        Entry.select(
            Entry.roster,
            pw.fn.COUNT(Entry.event.distinct()),
            pw.fn.MIN(Event.date),
            pw.fn.MAX(Event.date),
        )
        .join(Event)
        .where(took_part)
        .group_by(Entry.roster)
    )
    if roster_ids is not None:
        query = query.where(Entry.roster.in_(list(roster_ids)))
    found: dict[int, tuple] = {}
    for roster_id, events, first, last in query.tuples():
        found[int(roster_id)] = (int(events), _date(first), _date(last))
    return found


def _date(value: object) -> dt.date | None:
    """An aggregate's date as a date (SQLite hands back the stored text)."""
    if value is None or isinstance(value, dt.date):
        return value
    return dt.date.fromisoformat(str(value)[:10])


def data_mark() -> tuple[object, ...]:
    """``database.data_mark`` of the database ``database_proxy`` reaches now."""
    db = database_proxy.obj
    assert db is not None, "no store is open on this thread"
    return database_mark(db)


def transaction_depth() -> int:
    """How many transactions are open now (``Store.atomic``), savepoints included (0:
    none)."""
    return atomic_depth()


def _raw_rows(query: pw.SelectQuery) -> list[tuple]:
    """The rows as SQLite returns them: no per-value conversion by peewee, which costs
    more than the query itself once an event has thousands of matches. Only for columns
    whose stored value is already the Python value (integers and text)."""
    sql, params = query.sql()
    return database_proxy.execute_sql(sql, params).fetchall()


def _match_columns() -> tuple:
    """The columns of a match row, in the order ``MatchState`` reads them."""
    return (
        Match.id,
        Match.round,
        Match.table,
        Match.kind,
        Match.player1,
        Match.player2,
        Match.wins1,
        Match.wins2,
        Match.draws,
        Match.seat,
    )


def event_match_rows(event_id: int) -> list[tuple]:
    """An event's matches as plain tuples (the hot path: read once per use case).

    (id, round_id, table, kind, player1_id, player2_id, wins1, wins2, draws, seat)
    """
    return _raw_rows(
        Match.select(*_match_columns())
        .join(Round)
        .where(Round.event == event_id)
        .order_by(Round.number, Match.table.is_null(), Match.table, Match.id)
    )


def round_match_rows(round_id: int) -> list[tuple]:
    """One round's matches, in the shape of ``event_match_rows``."""
    return _raw_rows(
        Match.select(*_match_columns())
        .where(Match.round == round_id)
        .order_by(Match.table.is_null(), Match.table, Match.id)
    )


def insert_matches(rows: Sequence[Mapping[str, object]]) -> None:
    """Add matches, each a mapping of ``Match`` field names (all rows the same names) to
    values: one statement run once per row, in order, each value converted as the
    field converts it, instead of peewee building SQL text for every value."""
    if not rows:
        return
    fields = [Match._meta.fields[name] for name in rows[0]]
    columns = ", ".join(f'"{field.column_name}"' for field in fields)
    marks = ", ".join("?" for _ in fields)
    sql = f'INSERT INTO "{Match._meta.table_name}" ({columns}) VALUES ({marks})'
    converters = [(field.name, field.db_value) for field in fields]
    run_many(
        database_proxy,
        sql,
        [
            tuple(
                None if (value := row[name]) is None else convert(value)
                for name, convert in converters
            )
            for row in rows
        ],
    )


def rounds_awaiting_results(event_id: int, paired_kind: str) -> set[int]:
    """Ids of the event's rounds with a match of ``paired_kind`` still without a result."""
    return {
        row[0]
        for row in _raw_rows(
            Match.select(Match.round)
            .join(Round)
            .where((Round.event == event_id) & (Match.kind == paired_kind) & Match.wins1.is_null())
            .distinct()
        )
    }


def event_entry_rows(event_id: int, entry_id: int | None = None) -> list[tuple]:
    """An event's entries (or only ``entry_id``) joined with the roster, as plain tuples in
    registration order.

    (id, roster_id, family, given, reading, player_id, awarded_byes, dropped_after_round,
    late_entry_round, playoff_seed, pod, team_id, seat, draft_seat, advanced_after,
    advanced_seed, pod_seat, draft_drop_pack, draft_drop_pick, email, deck_name)
    """
    return _raw_rows(
        Entry.select(
            Entry.id,
            RosterPlayer.id,
            RosterPlayer.family,
            RosterPlayer.given,
            RosterPlayer.reading,
            RosterPlayer.player_id,
            Entry.awarded_byes,
            Entry.dropped_after_round,
            Entry.late_entry_round,
            Entry.playoff_seed,
            Entry.pod,
            Entry.team,
            Entry.seat,
            Entry.draft_seat,
            Entry.advanced_after,
            Entry.advanced_seed,
            Entry.pod_seat,
            Entry.draft_drop_pack,
            Entry.draft_drop_pick,
            RosterPlayer.email,
            Entry.deck_name,
        )
        .join(RosterPlayer)
        .where(
            (Entry.event == event_id)
            if entry_id is None
            else (Entry.event == event_id) & (Entry.id == entry_id)
        )
        .order_by(Entry.id)
    )


def entry_with_roster(entry_id: int) -> Entry | None:
    """One entry with its roster player loaded in the same query."""
    return Entry.select(Entry, RosterPlayer).join(RosterPlayer).where(Entry.id == entry_id).first()


def entries_with_roster(event_id: int) -> list[Entry]:
    """An event's entries in registration order, roster players joined."""
    return list(
        Entry.select(Entry, RosterPlayer)
        .join(RosterPlayer)
        .where(Entry.event == event_id)
        .order_by(Entry.id)
    )


def audit_rows(event_id: int) -> list[tuple]:
    """An event's audit log, oldest first, as stored: (when as ISO text, action, detail JSON)."""
    return _raw_rows(
        AuditLog.select(AuditLog.when, AuditLog.action, AuditLog.detail)
        .where(AuditLog.event == event_id)
        .order_by(AuditLog.id)
    )


def round_outline_rows(event_id: int, paired_kind: str) -> list[tuple]:
    """Every round of the event with the paired matches still waiting for a result:
    (number, playoff, table, seat), one row per waiting match, or one row with ``table``
    None for a round with none waiting; by round, table and seat."""
    waiting = (Match.round == Round.id) & (Match.kind == paired_kind) & Match.wins1.is_null()
    return _raw_rows(
        Round.select(Round.number, Round.playoff, Match.table, Match.seat)
        .join(Match, pw.JOIN.LEFT_OUTER, on=waiting)
        .where(Round.event == event_id)
        .order_by(Round.number, Match.table, Match.seat)
    )


def match_result_rows(event_id: int, match_ids: list[int]) -> list[tuple]:
    """(id, round number, table, seat, wins1, wins2, draws) of those of ``match_ids``
    that belong to the event."""
    return _raw_rows(
        Match.select(
            Match.id, Round.number, Match.table, Match.seat, Match.wins1, Match.wins2, Match.draws
        )
        .join(Round)
        .where((Round.event == event_id) & Match.id.in_(match_ids))
    )
