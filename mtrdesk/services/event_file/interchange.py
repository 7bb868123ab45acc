"""Move one event between databases as an event file (docs/event-file.md), losing nothing.

Export reads every row of the event: settings, entries, teams and seats (MTR 8, 9), rounds
with their matches and multiplayer pods, the pod settings and playoff seeds, the audit
log. Import writes them into this database in one transaction, reusing a roster player who
is already there with the same name, reading and player ID, so regulars are not
duplicated. Entry, team and row ids are renumbered; everything else comes back as it was,
so export → import → export gives the same document.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from mtrdesk.core.event_file.document import (
    AuditRecord,
    DocumentMatch,
    DocumentMultiplayer,
    DocumentPlayer,
    DocumentPod,
    DocumentPodSeat,
    DocumentRound,
    DocumentTeam,
    EventDocument,
    document_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.event_identity import new_event_uid
from mtrdesk.core.progress import Progress, Steps
from mtrdesk.core.settings import Structure
from mtrdesk.core.text import clean_fields
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.extras import (
    export_deck_checks,
    export_decklists,
    export_extensions,
    import_deck_checks,
    import_decklists,
    import_extensions,
    iso,
    parse_time,
)
from mtrdesk.services.facade import Services
from mtrdesk.services.history import result_of, settings_of, write_settings
from mtrdesk.services.players.registration import roster_for
from mtrdesk.services.pods.loading import pod_seat_rows
from mtrdesk.store import audit_chain
from mtrdesk.store.models import (
    AuditLog,
    Entry,
    Event,
    Match,
    Pod,
    PodEvent,
    PodPlayoffSeed,
    PodSeat,
    RosterPlayer,
    Round,
    Team,
)


def events_from_document(services: Services, document: EventDocument) -> list[int]:
    """The events of this database that are the event ``document`` holds: the one it was
    exported from, or an earlier import of it (same name, date and moment of creation,
    which an import keeps). Oldest first; empty for a file that says no creation time."""
    if document.created_at is None:
        return []
    settings = document.settings
    with services.context.transaction():
        rows = list(
            Event.select(Event.id, Event.created_at)
            .where((Event.name == settings.name) & (Event.date == settings.date))
            .order_by(Event.id)
        )
    return [row.id for row in rows if iso(row.created_at) == document.created_at]


def export_document(
    services: Services, event_id: int, progress: Progress | None = None
) -> EventDocument:
    """The whole event as a plain value. ``progress`` hears of the players, matches and
    audit rows read (2 s at 4,096 players, issue 31) and may stop the reading
    (``Cancelled``; a read changes nothing)."""
    with services.context.transaction():
        event = Event.get_or_none(Event.id == event_id)
        if event is None:
            raise ServiceError(Problem.EVENT_NOT_FOUND, event=event_id)
        rounds = list(Round.select().where(Round.event == event_id).order_by(Round.number))
        in_rounds = Match.round.in_([r.id for r in rounds])
        steps = Steps(progress, _export_steps(event_id, in_rounds) if progress else 0)
        steps.start()
        entries = []
        for entry in (
            Entry.select(Entry, RosterPlayer)
            .join(RosterPlayer)
            .where(Entry.event == event_id)
            .order_by(Entry.id)
        ):
            entries.append(entry)
            steps.advance()
        matches: dict[int, list[Match]] = {r.id: [] for r in rounds}
        for match in Match.select().where(in_rounds).order_by(Match.id):
            matches[match.round_id].append(match)
            steps.advance()
        audit = []
        for row in AuditLog.select().where(AuditLog.event == event_id).order_by(AuditLog.id):
            audit.append(row)
            steps.advance()
        teams = list(Team.select().where(Team.event == event_id).order_by(Team.id))
        pods = _export_pods(event_id)
        extensions = export_extensions([r.id for r in rounds])
        deck_checks = export_deck_checks([r.id for r in rounds])
        decklists = export_decklists([e.id for e in entries])
        pod_seeds = dict(
            PodPlayoffSeed.select(PodPlayoffSeed.entry, PodPlayoffSeed.seed)
            .where(PodPlayoffSeed.event == event_id)
            .tuples()
        )
        multiplayer = _export_multiplayer(event)
    document = EventDocument(
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
                team=e.team_id,
                seat=e.seat,
                draft_seat=e.draft_seat,
                advanced_after=e.advanced_after,
                advanced_seed=e.advanced_seed,
                pod_playoff_seed=pod_seeds.get(e.id),
                pod_seat=e.pod_seat,
                draft_drop=(
                    None
                    if e.draft_drop_pack is None
                    else (e.draft_drop_pack, e.draft_drop_pick or 1)
                ),
                email=e.roster.email,  # issue 30; version 9
                deck_name=e.deck_name,
            )
            for e in entries
        ),
        rounds=tuple(
            DocumentRound(
                number=r.number,
                seed=r.seed,
                playoff=r.playoff,
                paired_at=iso(r.paired_at),
                matches=tuple(
                    DocumentMatch(
                        table=m.table,
                        kind=MatchKind(m.kind),
                        player1=m.player1_id,
                        player2=m.player2_id,
                        result=result_of(m),
                        reported_at=iso(m.reported_at),
                        seat=m.seat or "",
                    )
                    for m in matches[r.id]
                ),
                pods=pods.get(r.id, ()),
                extensions=extensions.get(r.id, ()),
                deck_checks=deck_checks.get(r.id, ()),
            )
            for r in rounds
        ),
        audit=tuple(
            AuditRecord(iso(a.when) or "", a.action, json.loads(a.detail or "{}")) for a in audit
        ),
        rounds_from_recommendation=event.rounds_from_recommendation,
        created_at=iso(event.created_at),
        uid=event.uid or None,
        pods_lifted=bool(event.pods_lifted),
        teams=tuple(DocumentTeam(t.id, t.name) for t in teams),
        multiplayer=multiplayer,
        decklists=decklists,
    )
    steps.finish()
    return document


def _export_steps(event_id: int, in_rounds: Any) -> int:
    """The rows ``export_document`` reads one by one: entries, matches, audit rows."""
    return (
        Entry.select().where(Entry.event == event_id).count()
        + Match.select().where(in_rounds).count()
        + AuditLog.select().where(AuditLog.event == event_id).count()
    )


def _export_pods(event_id: int) -> dict[int, tuple[DocumentPod, ...]]:
    """Every pod of the event by round id, tables in order, seats in seat order."""
    pods: dict[int, tuple[int, int, object, list[DocumentPodSeat]]] = {}
    for pod_id, round_id, _, _, table, reported_at, seat, entry, result in pod_seat_rows(event_id):
        pods.setdefault(pod_id, (round_id, table, reported_at, []))[3].append(
            DocumentPodSeat(seat, entry, result)
        )
    by_round: dict[int, list[DocumentPod]] = {}
    for round_id, table, reported_at, seats in pods.values():
        by_round.setdefault(round_id, []).append(DocumentPod(table, tuple(seats), iso(reported_at)))
    return {rid: tuple(sorted(found, key=lambda p: p.table)) for rid, found in by_round.items()}


def _export_multiplayer(event: Event) -> DocumentMultiplayer | None:
    """The stored pod settings; a multiplayer event without them has the defaults (pods of
    4, no playoff: ``multiplayer_loading.pod_settings_row``)."""
    row = PodEvent.get_or_none(PodEvent.event == event.id)
    if row is not None:
        return DocumentMultiplayer(row.pod_size, row.playoff_size)
    if Structure(event.structure) is Structure.MULTIPLAYER:
        return DocumentMultiplayer()
    return None


def export_event(
    services: Services, event_id: int, progress: Progress | None = None
) -> dict[str, Any]:
    """The event file's JSON-ready dictionary (``progress``: see ``export_document``)."""
    return document_to_dict(export_document(services, event_id, progress))


def import_event(services: Services, data: Any) -> int:
    """Read an event file into this database as a new event; return its id."""
    event_id, _ = import_document(services, document_from_dict(data))
    return event_id


def import_steps(document: EventDocument) -> int:
    """The steps ``import_document`` counts: one per player, match and audit row (what
    takes its time: 4,096 players with 12 rounds are some 50,000 steps, about 5 s)."""
    matches = sum(len(r.matches) for r in document.rounds)
    return len(document.players) + matches + len(document.audit)


def _kept_uid(document: EventDocument) -> str:
    """The identity the imported event keeps (the file's, or the one derived for an older
    file: ``EventDocument.identity``), so slips printed from the file scan here; a new one
    when an event of this database has it already (a second copy of the same file)."""
    uid = document.identity
    return new_event_uid() if Event.select().where(Event.uid == uid).exists() else uid


def import_document(
    services: Services, document: EventDocument, progress: Progress | None = None
) -> tuple[int, Changes]:
    """Write the event ``document`` holds as a new event, in one transaction; its id and
    what changed. ``progress`` hears how far the writing is (players, matches and audit
    rows: ``import_steps``) and may stop it: ``Cancelled`` is raised inside the
    transaction, which is rolled back, so a cancelled import leaves nothing (issue 31)."""
    ctx = services.context
    now = ctx.now()
    steps = Steps(progress, import_steps(document))
    with ctx.transaction():
        steps.start()
        event = Event(created_at=parse_time(document.created_at) or now, uid=_kept_uid(document))
        write_settings(event, document.settings)
        event.rounds_from_recommendation = document.rounds_from_recommendation
        event.pods_lifted = document.pods_lifted  # MTR 7.6 (the reader checked Regular REL)
        event.save()
        if document.multiplayer is not None:
            PodEvent.create(
                event=event.id,
                pod_size=document.multiplayer.pod_size,
                playoff_size=document.multiplayer.playoff_size,
            )
        team_ids = {
            t.id: Team.create(event=event.id, name=t.name, created_at=now).id
            for t in document.teams
        }
        used: set[int] = set()  # roster players entered already: namesakes are two people
        entry_ids: dict[int, int] = {}
        for player in document.players:
            entry_ids[player.id] = _import_player(event.id, player, team_ids, now, used)
            steps.advance()
        seeds = [
            {"event": event.id, "entry": entry_ids[p.id], "seed": p.pod_playoff_seed}
            for p in document.players
            if p.pod_playoff_seed is not None
        ]
        if seeds:
            PodPlayoffSeed.insert_many(seeds).execute()
        for rnd in document.rounds:
            row = Round.create(
                event=event.id,
                number=rnd.number,
                seed=rnd.seed,
                playoff=rnd.playoff,
                paired_at=parse_time(rnd.paired_at) or now,
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
                    "reported_at": parse_time(m.reported_at),
                    "seat": m.seat,
                }
                for m in rnd.matches
            ]
            if rows:
                Match.insert_many(rows).execute()
            steps.advance(len(rows))
            _import_pods(row.id, rnd.pods, entry_ids, now)
            import_extensions(row.id, rnd.extensions)
            import_deck_checks(row.id, rnd.deck_checks, entry_ids, now)
        import_decklists(document.decklists, entry_ids, now)
        for record in document.audit:  # chained anew: the file carries no hashes
            audit_chain.append(
                event.id,
                parse_time(record.when) or now,
                record.action,
                json.dumps(dict(record.detail), ensure_ascii=False, sort_keys=True),
            )
            steps.advance()
        ctx.audit(event.id, "import_event", players=len(entry_ids), rounds=len(document.rounds))
        steps.finish()  # the last Cancel before the commit
    changes = Changes(events=True, players=True, roster=True, pairings=True, results=True)
    return event.id, changes | Changes(standings=True, playoff=True)


def _import_pods(
    round_id: int, pods: tuple[DocumentPod, ...], entry_ids: dict[int, int], now: dt.datetime
) -> None:
    """A multiplayer round's pods and their seats, as ``services.pods.service`` writes them."""
    seats = []
    for pod in pods:
        # A reported pod is stored with the time it was reported (a file without one:
        # the import's time), as ``services.pods.service`` marks it reported.
        reported_at = parse_time(pod.reported_at) or (now if pod.reported else None)
        pod_id = Pod.insert(round=round_id, table=pod.table, reported_at=reported_at).execute()
        seats += [
            {"pod": pod_id, "seat": s.seat, "entry": entry_ids[s.player], "result": s.result}
            for s in pod.seats
        ]
    if seats:
        PodSeat.insert_many(seats).execute()


def _import_player(
    event_id: int,
    player: DocumentPlayer,
    team_ids: dict[int, int],
    now: dt.datetime,
    used: set[int],
) -> int:
    """Enter one player, reusing the roster player with the same ID (or the same name,
    reading and no ID) so regulars are not duplicated. Two entries of the file with the
    same name and no ID are two people (the app allows namesakes): the second gets a
    roster player of its own, never the one ``used`` by this event already."""
    family, given, reading, player_id = clean_fields(
        player.family, player.given, player.reading, player.player_id
    )
    roster = None
    if not player_id:
        roster = (
            RosterPlayer.select()
            .where(
                (RosterPlayer.family == family)
                & (RosterPlayer.given == given)
                & (RosterPlayer.reading == reading)
                & (RosterPlayer.player_id == "")
                & RosterPlayer.id.not_in(sorted(used))
            )
            .order_by(RosterPlayer.id)
            .first()
        )
    if roster is None:
        roster = roster_for(family, given, reading, player_id)
    if roster.id in used:  # one ID twice in the file: one person entered twice
        raise ServiceError(Problem.DUPLICATE_PLAYER_ID, player_id=player_id, roster=roster.id)
    used.add(roster.id)
    if player.email and not roster.email:
        # The file's Wizards Account fills the roster's empty one; a roster person who
        # has one keeps their own (this database knows them).
        roster.email = player.email
        roster.save()
    entry = Entry.create(
        event=event_id,
        roster=roster.id,
        awarded_byes=player.awarded_byes,
        dropped_after_round=player.dropped_after_round,
        late_entry_round=player.late_entry_round,
        playoff_seed=player.playoff_seed,
        pod=player.pod,
        team=None if player.team is None else team_ids[player.team],
        seat=player.seat,
        draft_seat=player.draft_seat,
        advanced_after=player.advanced_after,
        advanced_seed=player.advanced_seed,
        pod_seat=player.pod_seat,  # MTR 7.7; version 4 (older files: derived seats)
        draft_drop_pack=None if player.draft_drop is None else player.draft_drop[0],
        draft_drop_pick=None if player.draft_drop is None else player.draft_drop[1],
        deck_name=player.deck_name,  # issue 30; version 9
        created_at=now,
    )
    return entry.id
