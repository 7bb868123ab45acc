"""The mtrdesk event file: one event as a versioned JSON document that loses nothing.

``mtrdesk export`` writes it, ``mtrdesk import`` reads it back into any database, and
``mtrdesk standings`` / ``mtrdesk pair`` read it directly. The format is documented in
``docs/event-file.md``; ``FORMAT_VERSION`` rises whenever a field is added, and a reader
refuses a document newer than it knows. Version 2 added booster-draft pods (MTR 7.6);
version 3 teams (MTR 8, 9), multiplayer pods and the playoff variants (MTR 10.2, 10.4,
Appendix E), written by ``event_document_structures``; version 4 each draft player's seat
in their pod and where they stopped drafting (MTR 7.7); version 5 each round's per-match
time extensions (MTR 2.6, ``event_document_extensions``); version 6 the registered
decklists and Limited pools (MTR 2.7, 7.5) and each round's deck checks (MTR 2.8,
``event_document_decklists``); version 7 the event's identity; version 8 the MTR edition
the event follows, why an older one, and its program (``core.editions``; older files
follow 2023-08-21); version 9 each player's Wizards Account e-mail and deck name
(issue 30: the file is the organizer's own, and holds e-mail addresses now; older files:
none). ``event_document_reader.document_from_dict`` reads
every version: what an older file lacks takes its default (no pods, an individual Swiss
event; no stored pod seats, so they are derived as those releases printed them).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtrdesk.core.event_file.decklists import (
    DocumentDeckCheck,
    DocumentDecklist,
    deck_checks_to_list,
    decklists_to_list,
)
from mtrdesk.core.event_file.extensions import DocumentExtension, extensions_to_list
from mtrdesk.core.event_file.fields import (
    DocumentError,
    DocumentProblem,
    malformed,
)
from mtrdesk.core.event_file.structures import (
    SEAT_LETTERS,
    DocumentMultiplayer,
    DocumentPod,
    DocumentPodSeat,
    DocumentTeam,
    multiplayer_to_dict,
    player_fields,
    pods_to_list,
    settings_to_dict,
    teams_to_list,
)
from mtrdesk.core.event_identity import derived_event_uid
from mtrdesk.core.names import display_name
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord

__all__ = [
    "EDITION_VERSION",
    "EVENT_FILE_MIME_TYPE",
    "EVENT_FILE_SUFFIX",
    "EVENT_FILE_SUFFIXES",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "PAIRED_KINDS",
    "AuditRecord",
    "DocumentDeckCheck",
    "DocumentDecklist",
    "DocumentError",
    "DocumentExtension",
    "DocumentMatch",
    "DocumentMultiplayer",
    "DocumentPlayer",
    "DocumentPod",
    "DocumentPodSeat",
    "DocumentProblem",
    "DocumentRound",
    "DocumentTeam",
    "EventDocument",
    "document_to_dict",
    "is_event_document",
    "is_event_file_name",
]

FORMAT_NAME = "mtrdesk-event"
FORMAT_VERSION = 9
#: The first version that records the MTR edition an event follows.
EDITION_VERSION = 8
#: The event file's extension (issue 19): its own, so installers can open it in mtrdesk
#: with a double click (``.json`` belongs to every editor). The content is the same JSON.
EVENT_FILE_SUFFIX = "mtrdesk"
#: Its MIME type, as the installers declare it (Debian's shared-mime-info, the macOS
#: exported type, the Windows extension key's Content Type).
EVENT_FILE_MIME_TYPE = "application/x-mtrdesk-event"
#: Every extension an event file is read with: ours, and ``.json`` of older exports.
EVENT_FILE_SUFFIXES = (f".{EVENT_FILE_SUFFIX}", ".json")


def is_event_file_name(name: str) -> bool:
    """Whether a file's name has an event file's extension (``.mtrdesk``, or an older
    export's ``.json``), in any case."""
    return name.lower().endswith(EVENT_FILE_SUFFIXES)


@dataclass(frozen=True, slots=True)
class DocumentPlayer:
    """One entry of the event with the roster facts that travel with it."""

    id: EntryId
    family: str
    given: str = ""
    reading: str = ""
    player_id: str = ""
    awarded_byes: int = 0
    dropped_after_round: int | None = None
    late_entry_round: int | None = None
    #: 1-based place in the playoff once the cut is made (MTR 10.4).
    playoff_seed: int | None = None
    #: The booster-draft pod (MTR 7.6): kept pods pair players only inside their pod.
    pod: int | None = None
    #: The team (``DocumentTeam.id``) and seat letter "A"/"B"/"C" (MTR 8.2); version 3.
    team: int | None = None
    seat: str | None = None
    #: MTR 10.4: the seat 1-8 at the booster-draft playoff table; version 3.
    draft_seat: int | None = None
    #: MTR 10.4 early advancement: the Swiss round after which the player advanced and
    #: the playoff seed locked then; version 3.
    advanced_after: int | None = None
    advanced_seed: int | None = None
    #: A multiplayer event's playoff seed (10.4A), once the cut is made; version 3.
    pod_playoff_seed: int | None = None
    #: The seat 1, 2, ... in the draft ``pod`` (MTR 7.7); version 4 (older: derived).
    pod_seat: int | None = None
    #: MTR 7.7: (pack, pick) before which the player stopped drafting; version 4.
    draft_drop: tuple[int, int] | None = None
    #: The person's Wizards Account e-mail (issue 30; EventLink), "" when not known;
    #: version 9.
    email: str = ""
    #: The deck's name as the player gave it; version 9.
    deck_name: str = ""

    @property
    def display_name(self) -> str:
        """Family name first, as Japanese posting sheets write it."""
        return display_name(self.family, self.given)


@dataclass(frozen=True, slots=True)
class DocumentMatch:
    table: int | None
    kind: MatchKind
    player1: EntryId
    player2: EntryId | None
    result: MatchResult | None
    reported_at: str | None = None
    #: A team event's seat match (MTR 8.2): "A", "B" or "C" beside the team table; "".
    seat: str = ""

    @property
    def label(self) -> str | None:
        """The table as posted: "12", or "12B" for a seat match; ``None`` without a table."""
        return None if self.table is None else f"{self.table}{self.seat}"


#: The kinds of match that make a round a paired one: a table or a pairing bye.
PAIRED_KINDS = (MatchKind.PAIRED, MatchKind.BYE)


@dataclass(frozen=True, slots=True)
class DocumentRound:
    number: int
    seed: int | None
    playoff: bool
    matches: tuple[DocumentMatch, ...]
    paired_at: str | None = None
    #: A multiplayer round's pods (byes and unopposed losses stay ``matches``).
    pods: tuple[DocumentPod, ...] = ()
    #: MTR 2.6: the time extensions given at its tables, in order; version 5.
    extensions: tuple[DocumentExtension, ...] = ()
    #: MTR 2.8: the decks checked at its tables, one per player, in order; version 6.
    deck_checks: tuple[DocumentDeckCheck, ...] = ()


@dataclass(frozen=True, slots=True)
class AuditRecord:
    when: str
    action: str
    detail: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class EventDocument:
    """A whole event: settings, players, every round with its seed, and the audit log."""

    settings: EventSettings
    players: tuple[DocumentPlayer, ...]
    rounds: tuple[DocumentRound, ...] = ()
    #: The audit log; a file read in one pass holds it as ``bulk.AuditRows``, made into
    #: records when read.
    audit: Sequence[AuditRecord] = ()
    #: True when round 1 fixed the round count from the Appendix E recommendation.
    rounds_from_recommendation: bool = False
    created_at: str | None = None
    #: MTR 7.6: at Regular REL the organizer may lift the pods (announced before the event).
    pods_lifted: bool = False
    #: Teams of a team or Two-Headed Giant event (MTR 8, 9), in registration order.
    teams: tuple[DocumentTeam, ...] = ()
    #: A multiplayer event's pod settings; ``None`` for other events.
    multiplayer: DocumentMultiplayer | None = None
    #: The registered decklists and Limited pools (MTR 2.7, 7.5); version 6.
    decklists: tuple[DocumentDecklist, ...] = ()
    #: The event's identity (``core.event_identity``) as the file says it; version 7.
    #: ``None`` in an older file: ``identity`` derives one.
    uid: str | None = None

    @property
    def identity(self) -> str:
        """The event's identity: the file's, else the one derived from its name, date and
        moment of creation, as a database migrated from before it gave the event."""
        if self.uid:
            return self.uid
        s = self.settings
        return derived_event_uid(s.name, s.date.isoformat(), self.created_at)

    @property
    def pods(self) -> dict[EntryId, int]:
        """Each entry's booster-draft pod, for the entries that have one."""
        return {p.id: p.pod for p in self.players if p.pod is not None}

    @property
    def has_pods(self) -> bool:
        """True when the file says anything about pods (a pod or lifted pods)."""
        return self.pods_lifted or any(p.pod is not None for p in self.players)

    def swiss_matches(self) -> list[MatchRecord]:
        """Every Swiss match as the core records standings and pairing read."""
        return [
            MatchRecord(rnd.number, m.player1, m.player2, m.result, m.kind, m.table)
            for rnd in self.rounds
            if not rnd.playoff
            for m in rnd.matches
        ]

    def dropped(self) -> dict[EntryId, int]:
        return {
            p.id: p.dropped_after_round for p in self.players if p.dropped_after_round is not None
        }

    def team_members(self) -> dict[int, tuple[EntryId | None, ...]]:
        """Each team's members by seat, A first (``None`` for a seat nobody holds)."""
        held: dict[int, dict[int, EntryId]] = {team.id: {} for team in self.teams}
        for p in self.players:
            if p.team in held and p.seat in SEAT_LETTERS:
                held[p.team][SEAT_LETTERS.index(p.seat)] = p.id
        return {
            team: tuple(seats.get(i) for i in range(max(seats, default=-1) + 1))
            for team, seats in held.items()
        }


def is_event_document(doc: object) -> bool:
    return isinstance(doc, dict) and doc.get("format") == FORMAT_NAME


def _result_to_list(result: MatchResult | None) -> list[int] | None:
    return None if result is None else [result.wins1, result.wins2, result.draws]


def document_to_dict(document: EventDocument) -> dict[str, Any]:
    """The JSON-ready form of an event (see docs/event-file.md)."""
    s = document.settings
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "event": {
            "name": s.name,
            "date": s.date.isoformat(),
            "format": s.format.value,
            "kind": s.kind.value,
            "rel": s.rel.value,
            "games_to_win": s.games_to_win,
            "swiss_rounds": s.swiss_rounds,
            "round_minutes": s.round_minutes,
            "playoff": s.playoff.value,
            "floor": s.floor.value,
            "notes": s.notes,
            "rounds_from_recommendation": document.rounds_from_recommendation,
            "created_at": document.created_at,
            "uid": document.uid,
            "pods_lifted": document.pods_lifted,
            **settings_to_dict(s),
            "multiplayer": multiplayer_to_dict(document.multiplayer),
        },
        "teams": teams_to_list(document.teams),
        "players": [
            {
                "id": p.id,
                "family": p.family,
                "given": p.given,
                "reading": p.reading,
                "player_id": p.player_id,
                "awarded_byes": p.awarded_byes,
                "dropped_after_round": p.dropped_after_round,
                "late_entry_round": p.late_entry_round,
                "playoff_seed": p.playoff_seed,
                "pod": p.pod,
                **player_fields(p),
                **pod_seat_fields(p),
                "email": p.email,
                "deck_name": p.deck_name,
            }
            for p in document.players
        ],
        "rounds": [
            {
                "number": r.number,
                "seed": r.seed,
                "playoff": r.playoff,
                "paired_at": r.paired_at,
                "matches": [
                    {
                        "table": m.table,
                        "seat": m.seat,
                        "kind": m.kind.value,
                        "p1": m.player1,
                        "p2": m.player2,
                        "result": _result_to_list(m.result),
                        "reported_at": m.reported_at,
                    }
                    for m in r.matches
                ],
                "pods": pods_to_list(r.pods),
                "extensions": extensions_to_list(r.extensions),
                "deck_checks": deck_checks_to_list(r.deck_checks),
            }
            for r in document.rounds
        ],
        "decklists": decklists_to_list(document.decklists),
        "audit": [
            {"when": a.when, "action": a.action, "detail": dict(a.detail)} for a in document.audit
        ],
    }


def pod_seat_fields(player: DocumentPlayer) -> dict[str, Any]:
    """The version-4 fields of one player: the draft pod seat and the draft drop."""
    drop = None if player.draft_drop is None else list(player.draft_drop)
    return {"pod_seat": player.pod_seat, "draft_drop": drop}


def check_pod_seats(players: tuple[DocumentPlayer, ...]) -> None:
    """A pod seat or a draft drop belongs to a player in a pod, each seat held once."""
    held: set[tuple[int, int]] = set()
    for i, p in enumerate(players):
        if p.pod is None and (p.pod_seat is not None or p.draft_drop is not None):
            raise malformed(f"players[{i}]: a pod seat without a pod")
        if p.pod is not None and p.pod_seat is not None:
            if (p.pod, p.pod_seat) in held:
                raise malformed(f"players[{i}].pod_seat: seat {p.pod_seat} held twice")
            held.add((p.pod, p.pod_seat))
