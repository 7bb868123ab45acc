"""Reading an event file into an ``EventDocument``, refusing a damaged one saying where.

``document_from_dict`` checks the format and version, then calls ``read_document``.
Each check refuses what the services never store: settings they refuse, a player twice
in one round, a result no match can end with (MTR 2.1, 2.5), two matches at one table
(one per seat at a team table, MTR 8.2).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mtrdesk.core.draft.profiles import EN_2023, PROFILES
from mtrdesk.core.editions.catalogue import UNRECORDED, known_edition
from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_file.decklists import read_deck_checks, read_decklists
from mtrdesk.core.event_file.document import (
    EDITION_VERSION,
    FORMAT_VERSION,
    AuditRecord,
    DocumentMatch,
    DocumentPlayer,
    DocumentRound,
    EventDocument,
    check_pod_seats,
    is_event_document,
    read_contact_fields,
    read_pod_seat_fields,
)
from mtrdesk.core.event_file.extensions import read_extensions
from mtrdesk.core.event_file.fields import (
    MAX_ROUND_NUMBER,
    MAX_TABLE,
    DocumentError,
    DocumentProblem,
    date_value,
    enum_value,
    flag,
    free_text,
    malformed,
    name_text,
    need,
    optional_int,
    optional_text,
    records,
    time_text,
    whole,
)
from mtrdesk.core.event_file.structures import (
    SEAT_LETTERS,
    check_players,
    read_multiplayer,
    read_player_fields,
    read_pods,
    read_teams,
    structure_problem,
)
from mtrdesk.core.event_identity import clean_event_uid
from mtrdesk.core.progress import Progress, Steps
from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.core.settings import (
    DEFAULT_GAMES_TO_WIN,
    DEFAULT_ROUND_MINUTES,
    MAX_AWARDED_BYES,
    DeckKind,
    EndRuleKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
    Structure,
)
from mtrdesk.core.tournament import EntryId, MatchKind


def reading_steps(doc: Mapping[str, Any]) -> int:
    """The steps ``read_document`` counts: one per player, match and audit row (what takes
    its time: 4,096 players with 12 rounds read in some 2 s); what is not a list counts 0
    (the reading then refuses it)."""
    rounds = doc.get("rounds")
    matches = sum(
        _length(r.get("matches"))
        for r in (rounds if isinstance(rounds, list) else ())
        if isinstance(r, Mapping)
    )
    return _length(doc.get("players")) + matches + _length(doc.get("audit"))


def _length(value: object) -> int:
    """How many items a list of the file has; anything else counts 0."""
    return len(value) if isinstance(value, list) else 0


def read_document(doc: Mapping[str, Any], progress: Progress | None = None) -> EventDocument:
    """The event ``doc`` holds, checked whole; ``progress`` hears how far the reading is
    (``reading_steps``) and may stop it (``Cancelled``: nothing was read)."""
    steps = Steps(progress, reading_steps(doc) if progress else 0)
    steps.start()
    ev = need(doc, "event", "file")
    if not isinstance(ev, Mapping):
        raise malformed("event: not an object")
    settings = _read_settings(ev, recorded=int(doc.get("version", 1)) >= EDITION_VERSION)
    teams = read_teams(doc.get("teams", []))
    read_players: list[DocumentPlayer] = []
    for here, raw_player in records(need(doc, "players", "file"), "players"):
        read_players.append(_read_player(raw_player, here))
        steps.advance()
    players = tuple(read_players)
    known = {p.id for p in players}
    if len(known) != len(players):
        raise malformed("players: duplicate id")
    check_players(players, teams)
    check_pod_seats(players)
    pods_lifted = flag(ev.get("pods_lifted", False), "event.pods_lifted")
    if pods_lifted and settings.rel is not Rel.REGULAR:  # MTR 7.6: Regular REL only
        raise malformed("event.pods_lifted: Regular REL only")
    rounds: list[DocumentRound] = []
    for here, raw_round in records(doc.get("rounds", []), "rounds"):
        rounds.append(_read_round(raw_round, here, known, settings.games_to_win))
        steps.advance(_length(raw_round.get("matches")))  # as ``reading_steps`` counted
    numbers = [r.number for r in rounds]
    if len(set(numbers)) != len(numbers):
        raise malformed(f"rounds: numbers {numbers[:50]}")
    _check_consecutive(numbers)
    _check_within_event(players, max(numbers, default=0))
    read_audit: list[AuditRecord] = []
    for here, a in records(doc.get("audit", []), "audit"):
        read_audit.append(
            AuditRecord(
                time_text(need(a, "when", here), f"{here}.when", required=True) or "",
                name_text(a.get("action", ""), f"{here}.action"),
                _audit_detail(a.get("detail", {}), f"{here}.detail"),
            )
        )
        steps.advance()
    audit = tuple(read_audit)
    steps.finish()
    return EventDocument(
        settings,
        players,
        tuple(rounds),
        audit,
        rounds_from_recommendation=flag(
            ev.get("rounds_from_recommendation", False), "event.rounds_from_recommendation"
        ),
        created_at=time_text(ev.get("created_at"), "event.created_at"),
        pods_lifted=pods_lifted,
        teams=teams,
        multiplayer=read_multiplayer(ev.get("multiplayer"), "event.multiplayer"),
        decklists=read_decklists(doc.get("decklists"), known),
        uid=_read_uid(ev.get("uid")),
    )


def _check_consecutive(numbers: list[int]) -> None:
    """Rounds are numbered 1, 2, 3, … with none left out: every door pairs the round after
    the last one (Swiss, team, pods and playoff rounds alike), so a gap is an edited file,
    and standings over it would count a round nobody played."""
    missing = sorted(set(range(1, len(numbers) + 1)) - set(numbers))
    if missing:
        raise malformed(f"rounds: round {missing[0]} is missing (numbers {sorted(numbers)[:50]})")


def _read_uid(value: Any) -> str | None:
    """``event.uid`` (version 7): 32 hexadecimal digits (a UUID's dashes and lower case
    forgiven), or absent / null in an older file."""
    if value is None:
        return None
    uid = clean_event_uid(value) if isinstance(value, str) and len(value) <= 64 else None
    if uid is None:
        raise malformed(f"event.uid: not an event identity {str(value)[:40]!r}")
    return uid


def _check_within_event(players: tuple[DocumentPlayer, ...], last_round: int) -> None:
    """Drops and seeds the event can hold: a player drops after a round the event has (0:
    before round 1, MTR 2.10), and each playoff seed (MTR 10.4) is one place of the field,
    held by one player (or by one team's members together, MTR 8)."""
    count = len(players)
    for i, p in enumerate(players):
        where = f"players[{i}]"
        if p.dropped_after_round is not None and p.dropped_after_round > last_round:
            raise malformed(
                f"{where}.dropped_after_round: {p.dropped_after_round}, but the event has "
                f"{last_round} round(s)"
            )
        for name in ("playoff_seed", "advanced_seed", "pod_playoff_seed", "pod", "pod_seat"):
            value = getattr(p, name)
            if value is not None and value > count:
                raise malformed(f"{where}.{name}: {value}, but the event has {count} players")
    holders: dict[int, tuple[str, int]] = {}
    for i, p in enumerate(players):
        if p.playoff_seed is None:
            continue
        holder = ("team", p.team) if p.team is not None else ("player", p.id)
        if holders.setdefault(p.playoff_seed, holder) != holder:
            raise malformed(f"players[{i}].playoff_seed: seed {p.playoff_seed} twice")


def _audit_detail(raw: Any, where: str) -> dict[str, Any]:
    """An audit row's detail: an object (what it holds is the log's, kept as it was)."""
    if not isinstance(raw, Mapping):
        raise malformed(f"{where}: not an object")
    return dict(raw)


def _result(raw: Any, where: str) -> MatchResult | None:
    """``[wins1, wins2, draws]`` (or without the draws) of whole numbers, nothing else:
    ``[true, false, false]`` and ``["2", "1", "0"]`` are no result."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) not in (2, 3):
        raise malformed(f"{where}: not a result [wins, losses, draws]")
    games = [whole(x, f"{where}[{k}]", low=0, high=99) for k, x in enumerate(raw)]
    return MatchResult(*games)


def _read_settings(ev: Mapping[str, Any], *, recorded: bool) -> EventSettings:
    """The event's settings; what the services would refuse to store is refused.
    ``recorded``: the file's version records editions, so one without any is an event
    being set up (the edition in force on its date); older files follow 2023-08-21."""
    settings = EventSettings(
        name=name_text(need(ev, "name", "event"), "event.name", required=True),
        date=date_value(need(ev, "date", "event"), "event.date"),
        format=enum_value(Format, ev.get("format", "other"), "event.format"),
        kind=enum_value(DeckKind, ev.get("kind", "constructed"), "event.kind"),
        rel=enum_value(Rel, ev.get("rel", "regular"), "event.rel"),
        games_to_win=whole(
            ev.get("games_to_win", DEFAULT_GAMES_TO_WIN), "event.games_to_win", low=1, high=9
        ),
        swiss_rounds=optional_int(ev.get("swiss_rounds"), "event.swiss_rounds"),
        round_minutes=whole(
            ev.get("round_minutes", DEFAULT_ROUND_MINUTES), "event.round_minutes", high=24 * 60
        ),
        playoff=enum_value(Playoff, ev.get("playoff", "none"), "event.playoff"),
        floor=enum_value(Floor, ev.get("floor", "mtr"), "event.floor"),
        notes=free_text(ev.get("notes", ""), "event.notes"),
        structure=enum_value(Structure, ev.get("structure", "individual"), "event.structure"),
        elimination_only=flag(ev.get("elimination_only", False), "event.elimination_only"),
        end_rule=enum_value(EndRuleKind, ev.get("end_rule", "fixed"), "event.end_rule"),
        end_rule_after=optional_int(ev.get("end_rule_after"), "event.end_rule_after"),
        end_rule_wins=optional_int(ev.get("end_rule_wins"), "event.end_rule_wins"),
        end_rule_count=optional_int(ev.get("end_rule_count"), "event.end_rule_count"),
        advance_points=optional_int(ev.get("advance_points"), "event.advance_points"),
        show_player_ids=flag(ev.get("show_player_ids", False), "event.show_player_ids"),
        draft_timings=_draft_timings(ev.get("draft_timings", EN_2023.key)),
        edition=_edition(ev.get("mtr_edition", "" if recorded else UNRECORDED.key)),
        edition_reason=free_text(ev.get("edition_reason", ""), "event.edition_reason"),
        program=enum_value(Program, ev.get("program", "other"), "event.program"),
        cut_after=optional_int(ev.get("cut_after"), "event.cut_after"),
        cut_points=optional_int(ev.get("cut_points"), "event.cut_points"),
    )
    # Services never store settings they refuse, so such a file was not written by us.
    problems = settings.problems()
    if problems:
        raise malformed(f"event: {', '.join(problem.value for problem in problems)}")
    problem = structure_problem(settings)
    if problem is not None:
        raise malformed(problem)
    return settings


def _draft_timings(value: Any) -> str:
    """``event.draft_timings``: the key of a rule text's pick-clock timings."""
    key = name_text(value, "event.draft_timings")
    if key not in PROFILES:
        raise malformed(f"event.draft_timings: unknown value {key[:40]!r}")
    return key


def _edition(value: Any) -> str:
    """``event.mtr_edition`` (version 8; older files: 2023-08-21): a known edition's key."""
    key = optional_text(value, "event.mtr_edition")
    if key and not known_edition(key):
        raise malformed(f"event.mtr_edition: unknown edition {key[:40]!r}")
    return key


def _read_player(p: Mapping[str, Any], where: str) -> DocumentPlayer:
    player = DocumentPlayer(
        id=whole(need(p, "id", where), f"{where}.id"),
        family=name_text(need(p, "family", where), f"{where}.family", required=True),
        given=optional_text(p.get("given", ""), f"{where}.given"),
        reading=optional_text(p.get("reading", ""), f"{where}.reading"),
        player_id=optional_text(p.get("player_id", ""), f"{where}.player_id"),
        awarded_byes=whole(
            p.get("awarded_byes", 0), f"{where}.awarded_byes", low=0, high=MAX_AWARDED_BYES
        ),
        dropped_after_round=optional_int(
            p.get("dropped_after_round"), f"{where}.dropped_after_round", low=0
        ),
        late_entry_round=optional_int(
            p.get("late_entry_round"), f"{where}.late_entry_round", low=1
        ),
        playoff_seed=optional_int(p.get("playoff_seed"), f"{where}.playoff_seed", low=1),
        pod=optional_int(p.get("pod"), f"{where}.pod", low=1),
        **read_player_fields(p, where),
        **read_pod_seat_fields(p, where),
        **read_contact_fields(p, where),
    )
    if not 0 <= player.awarded_byes <= MAX_AWARDED_BYES:  # MTR Appendix E: 1 to 3 byes
        raise malformed(f"{where}: awarded_byes")
    return player


def _read_round(
    r: Mapping[str, Any], where: str, known: set[EntryId], games_to_win: int
) -> DocumentRound:
    """One round: its players exist and play once, each table (and seat of a team table)
    once, opponents only where the kind has one, and every result is one such a match can
    end with (MTR 2.1, 2.5); then its pods, if any."""
    playoff = flag(r.get("playoff", False), f"{where}.playoff")
    number = whole(need(r, "number", where), f"{where}.number", low=1, high=MAX_ROUND_NUMBER)
    matches = []
    tables: set[tuple[int, str]] = set()
    seated: set[EntryId] = set()
    for here, m in records(need(r, "matches", where), f"{where}.matches"):
        p1 = whole(need(m, "p1", here), f"{here}.p1")
        p2 = optional_int(m.get("p2"), f"{here}.p2")
        kind = enum_value(MatchKind, m.get("kind", "paired"), f"{here}.kind")
        if p1 not in known or (p2 is not None and p2 not in known):
            raise malformed(f"{here}: unknown player")
        if kind.has_opponent != (p2 is not None) or p1 == p2:
            raise malformed(f"{here}: players do not fit {kind}")
        players = (p1,) if p2 is None else (p1, p2)
        if seated.intersection(players):
            raise malformed(f"{here}: a player twice in the round")
        seated.update(players)
        seat = m.get("seat") or ""
        if seat and seat not in SEAT_LETTERS:
            raise malformed(f"{here}.seat: {str(seat)[:20]!r}")
        table = optional_int(m.get("table"), f"{here}.table", low=1, high=MAX_TABLE)
        if table is not None:
            if (table, seat) in tables:
                raise malformed(f"{here}: table {table}{seat} twice")
            tables.add((table, seat))
        result = _result(m.get("result"), f"{here}.result")
        _check_result(result, kind, games_to_win, playoff, here)
        matches.append(
            DocumentMatch(
                table=table,
                kind=kind,
                player1=p1,
                player2=p2,
                result=result,
                reported_at=time_text(m.get("reported_at"), f"{here}.reported_at"),
                seat=seat,
            )
        )
    pods = read_pods(r.get("pods", []), where, known, seated, playoff)
    labels = {f"{t}{s}" for t, s in tables} | {str(pod.table) for pod in pods}
    return DocumentRound(
        number=number,
        # The seed that drew the round: drawn from 0 up (``Context.new_seed``), typed as
        # ``--seed`` from 0 up; a negative one is no seed mtrdesk stores.
        seed=optional_int(r.get("seed"), f"{where}.seed", low=0),
        playoff=playoff,
        matches=tuple(matches),
        paired_at=time_text(r.get("paired_at"), f"{where}.paired_at"),
        pods=pods,
        extensions=read_extensions(r.get("extensions"), where, labels),
        deck_checks=read_deck_checks(
            r.get("deck_checks"), where, known, {t for t, _ in tables} | {p.table for p in pods}
        ),
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
            raise malformed(f"{where}: {kind.value} result")
        return
    if result == MatchResult(0, 0, 0):  # no game played is no draw (MTR 2.1, 2.5)
        raise malformed(f"{where}.result: 0-0 is no result")
    try:
        result.validate(games_to_win, playoff=playoff)
    except ResultError as exc:
        raise malformed(f"{where}: result {exc}") from None


def document_from_dict(doc: Any, progress: Progress | None = None) -> EventDocument:
    """Read an event file; raise ``DocumentError`` saying what is wrong and where.
    ``progress``: see ``read_document``."""
    if not is_event_document(doc):
        raise DocumentError(DocumentProblem.NOT_AN_EVENT)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise malformed("version")
    if version > FORMAT_VERSION:
        raise DocumentError(DocumentProblem.NEWER_VERSION, str(version))
    try:
        return read_document(doc, progress)
    except DocumentError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, ArithmeticError) as exc:
        raise malformed(str(exc)[:200]) from exc
