"""Reading an event file into an ``EventDocument``, refusing a damaged one saying where.

``document_from_dict`` checks the format and version, then calls ``read_document``.
Each check refuses what the services never store: settings they refuse, a player twice
in one round, a result no match can end with (MTR 2.1, 2.5), two matches at one table
(one per seat at a team table, MTR 8.2).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from mtrdesk.core.draft.profiles import EN_2023, PROFILES
from mtrdesk.core.editions.catalogue import UNRECORDED, known_edition
from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_file import bulk
from mtrdesk.core.event_file.bulk import check_result
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
)
from mtrdesk.core.event_file.extensions import read_extensions
from mtrdesk.core.event_file.fields import (
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
    time_text,
    whole,
)
from mtrdesk.core.event_file.json_bytes import BOM, check_levels, decode_json
from mtrdesk.core.event_file.schema import (
    AuditIn,
    EventFileIn,
    PlayerIn,
    RoundIn,
    StrictEventFileIn,
    audit_detail,
    converted,
    details_fit,
    free_values,
)
from mtrdesk.core.event_file.structures import (
    SEAT_LETTERS,
    check_players,
    read_multiplayer,
    read_pods,
    read_teams,
    structure_problem,
)
from mtrdesk.core.event_identity import clean_event_uid
from mtrdesk.core.progress import Progress, Steps
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import (
    DEFAULT_GAMES_TO_WIN,
    DEFAULT_ROUND_MINUTES,
    DeckKind,
    EndRuleKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
    Structure,
)
from mtrdesk.core.tournament import EntryId


def reading_steps(doc: Mapping[str, Any] | EventFileIn) -> int:
    """The steps ``read_document`` counts: one per player, match and audit row (what takes
    its time: 4,096 players with 12 rounds); what is not a list counts 0 (the reading then
    refuses it). ``doc``: the file's JSON value, or the file read against the schema."""
    if isinstance(doc, EventFileIn):
        return (
            len(doc.players or ())
            + sum(len(r.matches or ()) for r in doc.rounds or ())
            + len(doc.audit or ())
        )
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


def read_document(doc: EventFileIn, progress: Progress | None = None) -> EventDocument:
    """The event ``doc`` holds (the file read against ``schema``), checked whole;
    ``progress`` hears how far the reading is (``reading_steps``) and may stop it
    (``Cancelled``: nothing was read)."""
    steps = Steps(progress, reading_steps(doc) if progress else 0)
    steps.start()
    ev = doc.event
    settings = _read_settings(ev, recorded=doc.version >= EDITION_VERSION)
    teams = read_teams(doc.teams)
    # Each list checked whole first (``bulk``); field by field when that finds a fault,
    # so the refusal names the first one in the file's order.
    players = bulk.players(doc.players or ())
    if players is None:
        players = tuple(
            _read_player(raw_player, f"players[{i}]")
            for i, raw_player in enumerate(doc.players or ())
        )
    _advance(steps, len(players))
    known = {p.id for p in players}
    if len(known) != len(players):
        raise malformed("players: duplicate id")
    check_players(players, teams)
    check_pod_seats(players)
    pods_lifted = flag(ev.get("pods_lifted", False), "event.pods_lifted")
    if pods_lifted and settings.rel is not Rel.REGULAR:  # MTR 7.6: Regular REL only
        raise malformed("event.pods_lifted: Regular REL only")
    rounds: list[DocumentRound] = []
    for i, raw_round in enumerate(doc.rounds or ()):
        rounds.append(_read_round(raw_round, f"rounds[{i}]", known, settings.games_to_win))
        steps.advance(len(raw_round.matches or ()))  # as ``reading_steps`` counted
    numbers = [r.number for r in rounds]
    if len(set(numbers)) != len(numbers):
        raise malformed(f"rounds: numbers {numbers[:50]}")
    _check_consecutive(numbers)
    _check_within_event(players, max(numbers, default=0))
    audit = bulk.audit(doc.audit or ()) or _read_audit(doc.audit or ())
    _advance(steps, len(audit))
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
        decklists=read_decklists(doc.decklists, known),
        uid=_read_uid(ev.get("uid")),
    )


def _advance(steps: Steps, count: int) -> None:
    """``count`` steps, told as one at a time tells them (every ``steps.every``)."""
    for start in range(0, count, steps.every):
        steps.advance(min(steps.every, count - start))


def _read_audit(rows: Sequence[AuditIn]) -> tuple[AuditRecord, ...]:
    """The audit rows field by field: the refusal names the first that is wrong."""
    read_audit: list[AuditRecord] = []
    actions: dict[str, str] = {}  # each action checked once: a log has a few dozen
    for i, a in enumerate(rows):
        when = time_text(a.when, f"audit[{i}].when", required=True) or ""
        action = actions.get(a.action)
        if action is None:
            action = actions[a.action] = name_text(a.action, f"audit[{i}].action")
        read_audit.append(AuditRecord(when, action, audit_detail(a.detail)))
    return tuple(read_audit)


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


def _read_player(p: PlayerIn, where: str) -> DocumentPlayer:
    """One player; the schema checked each number, this the texts and the seat letter."""
    if p.seat is not None and p.seat not in SEAT_LETTERS:
        raise malformed(f"{where}.seat: {p.seat[:20]!r}")
    return DocumentPlayer(
        id=p.id,
        family=name_text(p.family, f"{where}.family", required=True),
        given=optional_text(p.given, f"{where}.given"),
        reading=optional_text(p.reading, f"{where}.reading"),
        player_id=optional_text(p.player_id, f"{where}.player_id"),
        awarded_byes=p.awarded_byes,  # MTR Appendix E: 1 to 3 byes
        dropped_after_round=p.dropped_after_round,
        late_entry_round=p.late_entry_round,
        playoff_seed=p.playoff_seed,
        pod=p.pod,
        team=p.team,
        seat=p.seat,
        draft_seat=p.draft_seat,
        advanced_after=p.advanced_after,
        advanced_seed=p.advanced_seed,
        pod_playoff_seed=p.pod_playoff_seed,
        pod_seat=p.pod_seat,
        draft_drop=None if p.draft_drop is None else (p.draft_drop[0], p.draft_drop[1]),
        email=optional_text(p.email, f"{where}.email").strip(),
        deck_name=optional_text(p.deck_name, f"{where}.deck_name"),
    )


def _read_round(r: RoundIn, where: str, known: set[EntryId], games_to_win: int) -> DocumentRound:
    """One round: its players exist and play once, each table (and seat of a team table)
    once, opponents only where the kind has one, and every result is one such a match can
    end with (MTR 2.1, 2.5); then its pods, if any."""
    fast = bulk.round_matches(r, known, games_to_win)
    if fast is None:
        matches, tables, seated = _round_matches(r, where, known, games_to_win)
    else:
        matches, tables, seated = fast
    pods = read_pods(r.pods, where, known, seated, r.playoff)
    labels = {f"{t}{s}" for t, s in tables} | {str(pod.table) for pod in pods}
    return DocumentRound(
        number=r.number,
        seed=r.seed,
        playoff=r.playoff,
        matches=matches,
        paired_at=time_text(r.paired_at, f"{where}.paired_at"),
        pods=pods,
        extensions=read_extensions(r.extensions, where, labels),
        deck_checks=read_deck_checks(
            r.deck_checks, where, known, {t for t, _ in tables} | {p.table for p in pods}
        ),
    )


def _round_matches(
    r: RoundIn, where: str, known: set[EntryId], games_to_win: int
) -> tuple[tuple[DocumentMatch, ...], set[tuple[int, str]], set[EntryId]]:
    """A round's matches field by field (``bulk.round_matches`` found a fault): the
    refusal names the first match that is wrong."""
    if r.matches is None:
        raise malformed(f"{where}: missing 'matches'")
    playoff = r.playoff
    matches = []
    # Each result a match of this round may end with, checked once (MTR 2.1, 2.5): a
    # round of 2,048 tables holds a handful of different results.
    checked: dict[tuple[object, ...], MatchResult] = {}
    tables: set[tuple[int, str]] = set()
    seated: set[EntryId] = set()
    for j, m in enumerate(r.matches):
        here = f"{where}.matches[{j}]"
        p1, p2, kind = m.p1, m.p2, m.kind
        if p1 not in known or (p2 is not None and p2 not in known):
            raise malformed(f"{here}: unknown player")
        if kind.has_opponent != (p2 is not None) or p1 == p2:
            raise malformed(f"{here}: players do not fit {kind}")
        if p1 in seated or p2 in seated:
            raise malformed(f"{here}: a player twice in the round")
        seated.add(p1)
        if p2 is not None:
            seated.add(p2)
        seat = m.seat or ""
        if seat and seat not in SEAT_LETTERS:
            raise malformed(f"{here}.seat: {seat[:20]!r}")
        table = m.table
        if table is not None:
            if (table, seat) in tables:
                raise malformed(f"{here}: table {table}{seat} twice")
            tables.add((table, seat))
        result = None
        if m.result is not None:
            key = (*m.result, kind, playoff)
            result = checked.get(key)
            if result is None:
                result = MatchResult(*m.result)
                check_result(result, kind, games_to_win, playoff, here)
                checked[key] = result
        matches.append(
            DocumentMatch(
                table=table,
                kind=kind,
                player1=p1,
                player2=p2,
                result=result,
                reported_at=time_text(m.reported_at, f"{here}.reported_at"),
                seat=seat,
            )
        )
    return tuple(matches), tables, seated


def document_from_dict(doc: Any, progress: Progress | None = None) -> EventDocument:
    """Read an event file's JSON value; raise ``DocumentError`` saying what is wrong and
    where. ``progress``: see ``read_document``."""
    if not is_event_document(doc):
        raise DocumentError(DocumentProblem.NOT_AN_EVENT)
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise malformed("version")
    if version > FORMAT_VERSION:
        raise DocumentError(DocumentProblem.NEWER_VERSION, str(version))
    return _checked(converted(doc), progress)


def _checked(parsed: EventFileIn, progress: Progress | None) -> EventDocument:
    """``read_document``, with any slip of a value the schema let through (a settings
    reader's ``ValueError``) refused as damage rather than a traceback."""
    try:
        return read_document(parsed, progress)
    except DocumentError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, ArithmeticError) as exc:
        raise malformed(str(exc)[:200]) from exc


def document_from_bytes(data: bytes, progress: Progress | None = None) -> EventDocument:
    """An event file's bytes read straight against the schema: one pass of msgspec's C
    decoder, no dict of the whole file in between. Anything the schema refuses is read
    again the long way (``decode_json``, then ``document_from_dict``), so a refusal is the
    one that way gives: not JSON, too deep, not an event file, newer, or damaged at a field.
    """
    parsed = decoded_event_file(data)
    if parsed is None:
        return document_from_dict(decode_json(data), progress)
    return document_from_decoded(parsed, progress)


def decoded_event_file(data: bytes) -> EventFileIn | None:
    """``data`` decoded against the strict schema (``schema.StrictEventFileIn``), or
    ``None`` when it must be read the long way (not ours, damaged, a field the schema does
    not name). The audit details stay as bytes (``schema.RawDetail``), which hold the
    file's buffer: the caller may let go of its own reference."""
    try:
        parsed = _FILE_DECODER.decode(data[len(BOM) :] if data.startswith(BOM) else data)
    except (msgspec.MsgspecError, UnicodeDecodeError, RecursionError):
        return None
    return parsed if details_fit(parsed) else None


def document_from_decoded(parsed: EventFileIn, progress: Progress | None = None) -> EventDocument:
    """The event of a file ``decoded_event_file`` read: its version known, the values the
    schema leaves free within the bounds (``json_bytes.check_levels``), then checked whole
    (``read_document``)."""
    if parsed.version > FORMAT_VERSION:
        raise DocumentError(DocumentProblem.NEWER_VERSION, str(parsed.version))
    check_levels(free_values(parsed))
    return _checked(parsed, progress)


_FILE_DECODER = msgspec.json.Decoder(StrictEventFileIn)
