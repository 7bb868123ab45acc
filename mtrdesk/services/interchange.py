"""Move one event between databases as an event file (docs/event-file.md), losing nothing.

Export reads every row of the event; import writes them into this database in one
transaction, reusing a roster player who is already there with the same name, reading and
player ID, so regulars are not duplicated.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from mtrdesk.core.event_document import (
    AuditRecord,
    DocumentMatch,
    DocumentPlayer,
    DocumentRound,
    EventDocument,
    document_from_dict,
    document_to_dict,
)
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.facade import Services
from mtrdesk.services.history import result_of, settings_of, write_settings
from mtrdesk.services.players import roster_for
from mtrdesk.services.text import clean_fields
from mtrdesk.store.models import AuditLog, Entry, Event, Match, RosterPlayer, Round


def _iso(value: object) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return str(value)


def _parse_time(value: str | None) -> dt.datetime | None:
    return None if value is None else dt.datetime.fromisoformat(value)


def find_event(services: Services, text: str) -> int:
    """An event by id, or by exact name when exactly one event has it."""
    events = services.events.list_events()
    if text.isdigit() and any(e.id == int(text) for e in events):
        return int(text)
    named = [e.id for e in events if e.settings.name == text]
    if len(named) == 1:
        return named[0]
    raise ServiceError(Problem.EVENT_NOT_FOUND, event=text)


def export_document(services: Services, event_id: int) -> EventDocument:
    """The whole event as a plain value."""
    with services.context.transaction():
        event = Event.get_or_none(Event.id == event_id)
        if event is None:
            raise ServiceError(Problem.EVENT_NOT_FOUND, event=event_id)
        entries = list(
            Entry.select(Entry, RosterPlayer)
            .join(RosterPlayer)
            .where(Entry.event == event_id)
            .order_by(Entry.id)
        )
        rounds = list(Round.select().where(Round.event == event_id).order_by(Round.number))
        matches: dict[int, list[Match]] = {r.id: [] for r in rounds}
        for match in (
            Match.select().where(Match.round.in_([r.id for r in rounds])).order_by(Match.id)
        ):
            matches[match.round_id].append(match)
        audit = list(AuditLog.select().where(AuditLog.event == event_id).order_by(AuditLog.id))
    return EventDocument(
        settings=settings_of(event),
        players=tuple(
            DocumentPlayer(
                id=e.id,
                family=e.roster.family,
                given=e.roster.given,
                reading=e.roster.reading,
                player_id=e.roster.player_id,
                awarded_byes=e.awarded_byes,
                dropped_after_round=e.dropped_after_round,
                late_entry_round=e.late_entry_round,
                playoff_seed=e.playoff_seed,
                pod=e.pod,
            )
            for e in entries
        ),
        rounds=tuple(
            DocumentRound(
                number=r.number,
                seed=r.seed,
                playoff=r.playoff,
                paired_at=_iso(r.paired_at),
                matches=tuple(
                    DocumentMatch(
                        table=m.table,
                        kind=MatchKind(m.kind),
                        player1=m.player1_id,
                        player2=m.player2_id,
                        result=result_of(m),
                        reported_at=_iso(m.reported_at),
                    )
                    for m in matches[r.id]
                ),
            )
            for r in rounds
        ),
        audit=tuple(
            AuditRecord(_iso(a.when) or "", a.action, json.loads(a.detail or "{}")) for a in audit
        ),
        rounds_from_recommendation=event.rounds_from_recommendation,
        created_at=_iso(event.created_at),
        pods_lifted=bool(event.pods_lifted),
    )


def export_event(services: Services, event_id: int) -> dict[str, Any]:
    """The event file's JSON-ready dictionary."""
    return document_to_dict(export_document(services, event_id))


def import_event(services: Services, data: Any) -> int:
    """Read an event file into this database as a new event; return its id."""
    event_id, _ = import_document(services, document_from_dict(data))
    return event_id


def import_document(services: Services, document: EventDocument) -> tuple[int, Changes]:
    ctx = services.context
    now = ctx.now()
    with ctx.transaction():
        event = Event(created_at=_parse_time(document.created_at) or now)
        write_settings(event, document.settings)
        event.rounds_from_recommendation = document.rounds_from_recommendation
        event.pods_lifted = document.pods_lifted  # MTR 7.6 (the reader checked Regular REL)
        event.save()
        entry_ids = {p.id: _import_player(event.id, p, now) for p in document.players}
        for rnd in document.rounds:
            row = Round.create(
                event=event.id,
                number=rnd.number,
                seed=rnd.seed,
                playoff=rnd.playoff,
                paired_at=_parse_time(rnd.paired_at) or now,
            )
            rows = [
                {
                    "round": row.id,
                    "table": m.table,
                    "kind": m.kind.value,
                    "player1": entry_ids[m.player1],
                    "player2": None if m.player2 is None else entry_ids[m.player2],
                    "wins1": None if m.result is None else m.result.wins1,
                    "wins2": None if m.result is None else m.result.wins2,
                    "draws": None if m.result is None else m.result.draws,
                    "reported_at": _parse_time(m.reported_at),
                }
                for m in rnd.matches
            ]
            if rows:
                Match.insert_many(rows).execute()
        for record in document.audit:
            AuditLog.create(
                event=event.id,
                when=_parse_time(record.when) or now,
                action=record.action,
                detail=json.dumps(dict(record.detail), ensure_ascii=False, sort_keys=True),
            )
        ctx.audit(event.id, "import_event", players=len(entry_ids), rounds=len(document.rounds))
    changes = Changes(events=True, players=True, roster=True, pairings=True, results=True)
    return event.id, changes | Changes(standings=True, playoff=True)


def _import_player(event_id: int, player: DocumentPlayer, now: dt.datetime) -> int:
    """Enter one player, reusing the roster player with the same ID (or the same name,
    reading and no ID) so regulars are not duplicated."""
    family, given, reading, player_id = clean_fields(
        player.family, player.given, player.reading, player.player_id
    )
    roster = None
    if not player_id:
        roster = RosterPlayer.get_or_none(
            (RosterPlayer.family == family)
            & (RosterPlayer.given == given)
            & (RosterPlayer.reading == reading)
            & (RosterPlayer.player_id == "")
        )
    if roster is None:
        roster = roster_for(family, given, reading, player_id)
    entry = Entry.create(
        event=event_id,
        roster=roster.id,
        awarded_byes=player.awarded_byes,
        dropped_after_round=player.dropped_after_round,
        late_entry_round=player.late_entry_round,
        playoff_seed=player.playoff_seed,
        pod=player.pod,
        created_at=now,
    )
    return entry.id
