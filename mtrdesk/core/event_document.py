"""The mtrdesk event file: one event as a versioned JSON document that loses nothing.

``mtrdesk export`` writes it, ``mtrdesk import`` reads it back into any database, and
``mtrdesk standings`` / ``mtrdesk pair`` read it directly. The format is documented in
``docs/event-file.md``; ``FORMAT_VERSION`` rises whenever a field is added, and a reader
refuses a document newer than it knows. Version 2 added booster-draft pods (MTR 7.6);
version 1 files are still read (they have no pods).
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mtrdesk.core.event import (
    DEFAULT_GAMES_TO_WIN,
    DEFAULT_ROUND_MINUTES,
    MAX_AWARDED_BYES,
    DeckKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
)
from mtrdesk.core.names import display_name
from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord

FORMAT_NAME = "mtrdesk-event"
FORMAT_VERSION = 2


class DocumentProblem(enum.Enum):
    """Why a file could not be read as an event."""

    NOT_AN_EVENT = "not_an_event"
    NEWER_VERSION = "newer_version"
    MALFORMED = "malformed"


class DocumentError(ValueError):
    """An event file that cannot be read; ``problem`` says why and ``detail`` where."""

    def __init__(self, problem: DocumentProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


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


@dataclass(frozen=True, slots=True)
class DocumentRound:
    number: int
    seed: int | None
    playoff: bool
    matches: tuple[DocumentMatch, ...]
    paired_at: str | None = None


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
    audit: tuple[AuditRecord, ...] = ()
    #: True when round 1 fixed the round count from the Appendix E recommendation.
    rounds_from_recommendation: bool = False
    created_at: str | None = None
    #: MTR 7.6: at Regular REL the organizer may lift the pods (announced before the event).
    pods_lifted: bool = False

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
            "pods_lifted": document.pods_lifted,
        },
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
                        "kind": m.kind.value,
                        "p1": m.player1,
                        "p2": m.player2,
                        "result": _result_to_list(m.result),
                        "reported_at": m.reported_at,
                    }
                    for m in r.matches
                ],
            }
            for r in document.rounds
        ],
        "audit": [
            {"when": a.when, "action": a.action, "detail": dict(a.detail)} for a in document.audit
        ],
    }


def _need(mapping: Mapping[str, Any], key: str, where: str) -> Any:
    if not isinstance(mapping, Mapping) or key not in mapping:
        raise DocumentError(DocumentProblem.MALFORMED, f"{where}: missing '{key}'")
    return mapping[key]


def _enum(kind: type[enum.Enum], value: Any, where: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        detail = f"{where}: unknown value {value!r}"
        raise DocumentError(DocumentProblem.MALFORMED, detail) from None


def _time(value: Any, where: str, *, required: bool = False) -> str | None:
    """An ISO date-time string (kept as text), or ``None`` where the field may be empty."""
    if value is None and not required:
        return None
    try:
        dt.datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise DocumentError(DocumentProblem.MALFORMED, f"{where}: not a time {value!r}") from None
    return str(value)


def _date(value: Any, where: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        raise DocumentError(DocumentProblem.MALFORMED, f"{where}: not a date {value!r}") from None


def _optional_int(value: Any, where: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise DocumentError(DocumentProblem.MALFORMED, f"{where}: not a number {value!r}")
    return value


def document_from_dict(doc: Any) -> EventDocument:
    """Read an event file; raise ``DocumentError`` saying what is wrong and where."""
    if not is_event_document(doc):
        raise DocumentError(DocumentProblem.NOT_AN_EVENT)
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise DocumentError(DocumentProblem.MALFORMED, "version")
    if version > FORMAT_VERSION:
        raise DocumentError(DocumentProblem.NEWER_VERSION, str(version))
    try:
        return _read(doc)
    except DocumentError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise DocumentError(DocumentProblem.MALFORMED, str(exc)) from exc


def _read(doc: Mapping[str, Any]) -> EventDocument:
    ev = _need(doc, "event", "file")
    settings = EventSettings(
        name=str(_need(ev, "name", "event")),
        date=_date(_need(ev, "date", "event"), "event.date"),
        format=_enum(Format, ev.get("format", "other"), "event.format"),
        kind=_enum(DeckKind, ev.get("kind", "constructed"), "event.kind"),
        rel=_enum(Rel, ev.get("rel", "regular"), "event.rel"),
        games_to_win=int(ev.get("games_to_win", DEFAULT_GAMES_TO_WIN)),
        swiss_rounds=_optional_int(ev.get("swiss_rounds"), "event.swiss_rounds"),
        round_minutes=int(ev.get("round_minutes", DEFAULT_ROUND_MINUTES)),
        playoff=_enum(Playoff, ev.get("playoff", "none"), "event.playoff"),
        floor=_enum(Floor, ev.get("floor", "mtr"), "event.floor"),
        notes=str(ev.get("notes", "")),
    )
    # Services never store settings they refuse, so such a file was not written by us.
    problems = settings.problems()
    if problems:
        detail = f"event: {', '.join(problem.value for problem in problems)}"
        raise DocumentError(DocumentProblem.MALFORMED, detail)
    players = tuple(
        DocumentPlayer(
            id=int(_need(p, "id", f"players[{i}]")),
            family=str(_need(p, "family", f"players[{i}]")),
            given=str(p.get("given", "")),
            reading=str(p.get("reading", "")),
            player_id=str(p.get("player_id", "")),
            awarded_byes=int(p.get("awarded_byes", 0)),
            dropped_after_round=_optional_int(p.get("dropped_after_round"), f"players[{i}]"),
            late_entry_round=_optional_int(p.get("late_entry_round"), f"players[{i}]"),
            playoff_seed=_optional_int(p.get("playoff_seed"), f"players[{i}]"),
            pod=_optional_int(p.get("pod"), f"players[{i}].pod"),
        )
        for i, p in enumerate(_need(doc, "players", "file"))
    )
    known = {p.id for p in players}
    if len(known) != len(players):
        raise DocumentError(DocumentProblem.MALFORMED, "players: duplicate id")
    for i, p in enumerate(players):
        if not 0 <= p.awarded_byes <= MAX_AWARDED_BYES:  # MTR Appendix E: 1 to 3 byes
            raise DocumentError(DocumentProblem.MALFORMED, f"players[{i}]: awarded_byes")
        if p.pod is not None and p.pod < 1:
            raise DocumentError(DocumentProblem.MALFORMED, f"players[{i}].pod: {p.pod}")
    pods_lifted = ev.get("pods_lifted", False)
    if not isinstance(pods_lifted, bool):
        raise DocumentError(DocumentProblem.MALFORMED, f"event.pods_lifted: {pods_lifted!r}")
    if pods_lifted and settings.rel is not Rel.REGULAR:  # MTR 7.6: Regular REL only
        raise DocumentError(DocumentProblem.MALFORMED, "event.pods_lifted: Regular REL only")
    rounds = [
        _read_round(r, f"rounds[{i}]", known, settings.games_to_win)
        for i, r in enumerate(doc.get("rounds", []))
    ]
    numbers = [r.number for r in rounds]
    if len(set(numbers)) != len(numbers) or any(n < 1 for n in numbers):
        raise DocumentError(DocumentProblem.MALFORMED, f"rounds: numbers {numbers}")
    audit = tuple(
        AuditRecord(
            _time(_need(a, "when", f"audit[{i}]"), f"audit[{i}].when", required=True) or "",
            str(a.get("action", "")),
            dict(a.get("detail", {})),
        )
        for i, a in enumerate(doc.get("audit", []))
    )
    return EventDocument(
        settings,
        players,
        tuple(rounds),
        audit,
        rounds_from_recommendation=bool(ev.get("rounds_from_recommendation", False)),
        created_at=_time(ev.get("created_at"), "event.created_at"),
        pods_lifted=pods_lifted,
    )


def _read_round(
    r: Mapping[str, Any], where: str, known: set[EntryId], games_to_win: int
) -> DocumentRound:
    """One round: its players exist and play once, each table once, opponents only where the
    kind has one, and every result is one such a match can end with (MTR 2.1, 2.5)."""
    playoff = bool(r.get("playoff", False))
    matches = []
    tables: set[int] = set()
    seated: set[EntryId] = set()
    for j, m in enumerate(_need(r, "matches", where)):
        here = f"{where}.matches[{j}]"
        p1, p2 = _need(m, "p1", here), m.get("p2")
        kind = _enum(MatchKind, m.get("kind", "paired"), f"{here}.kind")
        if p1 not in known or (p2 is not None and p2 not in known):
            raise DocumentError(DocumentProblem.MALFORMED, f"{here}: unknown player")
        if kind.has_opponent != (p2 is not None) or p1 == p2:
            raise DocumentError(DocumentProblem.MALFORMED, f"{here}: players do not fit {kind}")
        players = (p1,) if p2 is None else (p1, p2)
        if seated.intersection(players):
            raise DocumentError(DocumentProblem.MALFORMED, f"{here}: a player twice in the round")
        seated.update(players)
        table = _optional_int(m.get("table"), f"{here}.table")
        if table is not None:
            if table in tables:
                raise DocumentError(DocumentProblem.MALFORMED, f"{here}: table {table} twice")
            tables.add(table)
        raw = m.get("result")
        result = None if raw is None else MatchResult(*(int(x) for x in raw))
        _check_result(result, kind, games_to_win, playoff, here)
        matches.append(
            DocumentMatch(
                table=table,
                kind=kind,
                player1=p1,
                player2=p2,
                result=result,
                reported_at=_time(m.get("reported_at"), f"{here}.reported_at"),
            )
        )
    return DocumentRound(
        number=int(_need(r, "number", where)),
        seed=_optional_int(r.get("seed"), f"{where}.seed"),
        playoff=playoff,
        matches=tuple(matches),
        paired_at=_time(r.get("paired_at"), f"{where}.paired_at"),
    )


def _check_result(
    result: MatchResult | None, kind: MatchKind, games_to_win: int, playoff: bool, where: str
) -> None:
    """A bye or unopposed loss carries its fixed result; a paired match a possible one."""
    if result is None:
        return
    fixed = kind.fixed_result
    if fixed is not None:
        if result != fixed:
            raise DocumentError(DocumentProblem.MALFORMED, f"{where}: {kind.value} result")
        return
    try:
        result.validate(games_to_win, playoff=playoff)
    except ResultError as exc:
        raise DocumentError(DocumentProblem.MALFORMED, f"{where}: result {exc}") from None
