"""``services.decklists``: registered decklists (MTR 2.7), Limited pools (MTR 7.5), the
card names a store knows, imported banned lists and deck checks (MTR 2.8).

A list is kept as typed (``text``) with its cards as JSON; its problems are worked out
whenever it is read, by the event's format (``core.deck_rules.deck_format_for``) and the
rules in force (the shipped MTR lists with every imported list file laid over them), so
importing a new banned list or an English card name re-judges every list at once.

An accepted list is locked (MTR 2.7: the official who accepted it is recorded); after
that only ``change_locked`` changes it, naming the head judge and the reason, and the
audit log keeps the old and the new list. A deck check writes one ``DeckCheck`` row per
checked player and the match's time extension (MTR 2.6) in one transaction.
"""

from __future__ import annotations

import enum
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.card_names import CardNames, parse_card_name_file
from mtrdesk.core.deck_checks import deck_check_target, propose_deck_checks
from mtrdesk.core.deck_problems import DecklistProblem
from mtrdesk.core.deck_rules import (
    BanListFileError,
    DeckFormat,
    RuleBook,
    deck_format_for,
    parse_lists,
)
from mtrdesk.core.deck_validation import validate_deck, validate_team
from mtrdesk.core.decklist import Decklist, fold_name, tidy_name
from mtrdesk.core.decklist_text import parse_decklist
from mtrdesk.core.event import Structure
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.deck_checks import (
    DeckCheckOutcome,
    DeckCheckPlan,
    DeckCheckRecord,
    check_records,
    check_tables,
    checked_entries,
    current_round,
    match_players,
    seat_matches,
    table_label,
)
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.extensions import ExtensionService
from mtrdesk.services.history import EventState, load_event
from mtrdesk.services.multiplayer_state import is_multiplayer
from mtrdesk.store.models import BanListFile, CardName, DeckCheck, Entry
from mtrdesk.store.models import Decklist as DecklistRowModel

__all__ = [
    "DeckCheckOutcome",
    "DeckCheckPlan",
    "DeckCheckRecord",
    "DeckState",
    "DecklistDetail",
    "DecklistRow",
    "DecklistService",
]

#: Team events whose team match is one seat match per seat (MTR 8.2).
_SEAT_MATCH_STRUCTURES = frozenset({Structure.TEAM_OF_TWO, Structure.TEAM_OF_THREE})

DECK = "deck"
POOL = "pool"


class DeckState(enum.Enum):
    """Where a player's list stands, as the Decklists tab shows it."""

    #: No list entered yet.
    MISSING = "missing"
    #: Entered, nothing blocking, not yet accepted by an official.
    RECEIVED = "received"
    #: At least one blocking problem (illegal or unreadable as registered).
    PROBLEM = "problem"
    #: Accepted and locked by an official (MTR 2.7), nothing blocking.
    CHECKED = "checked"


@dataclass(frozen=True)
class DecklistRow:
    """One entry of the event on the Decklists tab (dropped players included: see
    ``dropped_after_round``; 0 = dropped before round 1)."""

    entry_id: int
    name: str
    reading: str
    player_id: str
    team: str | None
    seat: str | None
    dropped_after_round: int | None
    state: DeckState
    main_count: int
    sideboard_count: int
    commander_count: int
    locked: bool
    problem_count: int  # blocking
    advisory_count: int  # Japanese names without English, unknown names
    checks: int  # deck checks of this player (MTR 2.8)
    last_outcome: DeckCheckOutcome | None
    has_pool: bool  # a Limited pool is registered (MTR 7.5)


@dataclass(frozen=True)
class DecklistDetail:
    """Everything about one entry's list. ``decklist`` is as typed; ``problems`` are
    judged after Japanese names are replaced by the English names the organizer gave.
    ``pool``/``pool_text``: the Limited card pool (MTR 7.5) and ``registered_by`` the
    entry who registered it (``registered_by_name`` their name). ``deck_format``: the
    rules the list is judged by (``None``: the event's format has none, only the text
    is read)."""

    entry_id: int
    name: str
    deck_format: DeckFormat | None
    text: str
    decklist: Decklist | None
    problems: tuple[DecklistProblem, ...]
    pool_text: str
    pool: Decklist | None
    pool_problems: tuple[DecklistProblem, ...]
    registered_by: int | None
    registered_by_name: str | None
    received_at: Any  # datetime | None
    updated_at: Any  # datetime | None
    locked_at: Any  # datetime | None
    locked_by: str
    checks: tuple[DeckCheckRecord, ...]

    @property
    def locked(self) -> bool:
        return self.locked_at is not None

    @property
    def state(self) -> DeckState:
        return _state(self.decklist is not None, self.locked, self.problems)


def _state(present: bool, locked: bool, problems: Iterable[DecklistProblem]) -> DeckState:
    if not present:
        return DeckState.MISSING
    if any(p.blocking for p in problems):
        return DeckState.PROBLEM
    return DeckState.CHECKED if locked else DeckState.RECEIVED


@dataclass(frozen=True)
class _Names:
    """The card names of the store: ``english`` maps a folded Japanese name to its
    English name (every one given); ``known`` is the imported name list with those
    pairs (``None`` without an imported list: then no name is called unknown)."""

    english: Mapping[str, str]
    known: CardNames | None


@dataclass(frozen=True)
class _Rules:
    """How one event's lists are judged."""

    deck_format: DeckFormat | None
    book: RuleBook
    names: _Names
    two_headed_giant: bool
    team_event: bool


class DecklistService:
    """Decklists, pools, card names, banned lists and deck checks of the open store."""

    def __init__(self, ctx: Context, extensions: ExtensionService) -> None:
        self._ctx = ctx
        self._extensions = extensions
        self._book: RuleBook | None = None
        self._names: _Names | None = None
        self._completion: CardNames | None = None
        #: Problems of a text already judged under the rules in force (the Decklists tab
        #: reads every list on each refresh); emptied when the rules or names change.
        self._judged: dict[tuple, tuple[DecklistProblem, ...]] = {}

    # --- reads -------------------------------------------------------------------------

    def overview(self, event_id: int) -> tuple[DecklistRow, ...]:
        """One row per entry of the event, registration order."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            rules = self._rules(state)
            lists = _lists_of(event_id)
            problems = self._all_problems(state, rules, lists)
            checks: dict[int, list[DeckCheckRecord]] = {}
            for record in check_records(event_id):
                checks.setdefault(record.entry_id, []).append(record)
        rows = []
        for entry in state.entries.values():
            deck = lists.get((entry.id, DECK))
            cards = _cards(deck)
            found = problems.get(entry.id, ())
            mine = checks.get(entry.id, [])
            team = state.teams.get(entry.team) if entry.team is not None else None
            rows.append(
                DecklistRow(
                    entry_id=entry.id,
                    name=entry.display_name,
                    reading=entry.reading,
                    player_id=entry.player_id,
                    team=team.name if team is not None else None,
                    seat=entry.seat,
                    dropped_after_round=entry.dropped_after_round,
                    state=_state(deck is not None, _locked(deck), found),
                    main_count=cards.main_count if cards else 0,
                    sideboard_count=cards.sideboard_count if cards else 0,
                    commander_count=cards.commander_count if cards else 0,
                    locked=_locked(deck),
                    problem_count=sum(1 for p in found if p.blocking),
                    advisory_count=sum(1 for p in found if not p.blocking),
                    checks=len(mine),
                    last_outcome=mine[-1].outcome if mine else None,
                    has_pool=(entry.id, POOL) in lists,
                )
            )
        return tuple(rows)

    def detail(self, event_id: int, entry_id: int) -> DecklistDetail:
        """One entry's list, pool, problems and deck checks (``PLAYER_NOT_FOUND``)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = state.entry(entry_id)
            rules = self._rules(state)
            lists = _lists_of(event_id)
            deck, pool = lists.get((entry_id, DECK)), lists.get((entry_id, POOL))
            problems = self._all_problems(state, rules, lists, only=entry_id).get(entry_id, ())
            records = tuple(check_records(event_id, entry_id))
        registered_by = pool.registered_by_id if pool is not None else None
        return DecklistDetail(
            entry_id=entry_id,
            name=entry.display_name,
            deck_format=rules.deck_format,
            text=deck.text if deck is not None else "",
            decklist=_cards(deck),
            problems=problems if deck is not None else (),
            pool_text=pool.text if pool is not None else "",
            pool=_cards(pool),
            pool_problems=parse_decklist(pool.text).problems if pool is not None else (),
            registered_by=registered_by,
            registered_by_name=state.name(registered_by)
            if registered_by in state.entries
            else None,
            received_at=deck.received_at if deck is not None else None,
            updated_at=deck.updated_at if deck is not None else None,
            locked_at=deck.locked_at if deck is not None else None,
            locked_by=deck.locked_by if deck is not None else "",
            checks=records,
        )

    def preview(
        self, event_id: int, text: str, entry_id: int | None = None
    ) -> tuple[DecklistProblem, ...]:
        """The problems ``text`` would have as ``entry_id``'s list (its pool and team
        included), judged as ``save`` judges: for the dialog, while typing."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            if entry_id is not None:
                state.entry(entry_id)
            rules = self._rules(state)
            lists = _lists_of(event_id) if entry_id is not None else {}
        if entry_id is None:
            return self._problems_of_text(rules, text, None)
        return self._all_problems(state, rules, lists, only=entry_id, text=text).get(entry_id, ())

    def rule_book(self) -> RuleBook:
        """The rules in force: the shipped MTR lists with every imported file laid over."""
        with self._ctx.transaction():
            return self._rule_book()

    def complete(self, prefix: str, limit: int = 20) -> list[str]:
        """Card names starting with (then containing) ``prefix``: the imported name
        lists (English and Japanese names) and every name of every list saved in this
        store."""
        with self._ctx.transaction():
            if self._completion is None:
                saved: set[str] = set()
                for (cards,) in DecklistRowModel.select(DecklistRowModel.cards).tuples():
                    found = Decklist.from_json(json.loads(cards or "{}"))
                    saved.update(entry.name for _section, entry in found.entries())
                stored: list[str] = []
                for name, japanese in CardName.select(CardName.name, CardName.japanese).tuples():
                    stored += [name, japanese] if japanese else [name]
                self._completion = CardNames.of([*stored, *sorted(saved)])
            return self._completion.complete(prefix, limit)

    def checks(self, event_id: int, round: int | None = None) -> tuple[DeckCheckRecord, ...]:
        """The event's deck checks (of one round), in the order recorded."""
        with self._ctx.transaction():
            load_event(event_id, entries=False, matches=False)
            records = check_records(event_id)
        return tuple(r for r in records if round is None or r.round == round)

    # --- lists -------------------------------------------------------------------------

    def save(self, event_id: int, entry_id: int, text: str) -> Changes:
        """Enter or replace ``entry_id``'s list as typed; a blank text removes it.
        Refuses ``DECKLIST_LOCKED`` once an official accepted it (MTR 2.7)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = state.entry(entry_id)
            row = _row(entry_id, DECK)
            if row is not None and row.locked_at is not None:
                raise ServiceError(Problem.DECKLIST_LOCKED, entry=entry_id, by=row.locked_by)
            if not text.strip():
                if row is not None:
                    row.delete_instance()
                    self._ctx.audit(
                        event_id, "decklists.remove", entry=entry_id, name=entry.display_name
                    )
                self._completion = None
                return Changes(decklists=True)
            decklist = parse_decklist(text).decklist
            row = self._write(row, entry_id, DECK, text, decklist)
            self._ctx.audit(
                event_id,
                "decklists.save",
                entry=entry_id,
                name=entry.display_name,
                main=decklist.main_count,
                sideboard=decklist.sideboard_count,
                commanders=decklist.commander_count,
            )
        return Changes(decklists=True)

    def save_pool(
        self, event_id: int, entry_id: int, text: str, registered_by: int | None = None
    ) -> Changes:
        """Enter ``entry_id``'s Limited card pool (MTR 7.5) as counted by
        ``registered_by`` (another player, at Sealed pool registration); a blank text
        removes it. ``NOT_LIMITED`` outside a Limited event; ``DECKLIST_LOCKED`` once the
        deck built from it is accepted."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = state.entry(entry_id)
            if self._rules(state).deck_format is not DeckFormat.LIMITED:
                raise ServiceError(Problem.NOT_LIMITED, format=state.settings.format.value)
            if registered_by is not None:
                state.entry(registered_by)
            deck = _row(entry_id, DECK)
            if deck is not None and deck.locked_at is not None:
                raise ServiceError(Problem.DECKLIST_LOCKED, entry=entry_id, by=deck.locked_by)
            row = _row(entry_id, POOL)
            if not text.strip():
                if row is not None:
                    row.delete_instance()
                    self._ctx.audit(
                        event_id, "decklists.remove_pool", entry=entry_id, name=entry.display_name
                    )
                return Changes(decklists=True)
            pool = parse_decklist(text).decklist
            row = self._write(row, entry_id, POOL, text, pool)
            row.registered_by = registered_by
            row.save()
            self._ctx.audit(
                event_id,
                "decklists.save_pool",
                entry=entry_id,
                name=entry.display_name,
                cards=pool.main_count + pool.sideboard_count,
                registered_by=registered_by,
                registered_by_name=state.name(registered_by),
            )
        return Changes(decklists=True)

    def lock(self, event_id: int, entry_id: int, official: str) -> Changes:
        """Accept ``entry_id``'s list (MTR 2.7): ``official`` is who accepted it. Refuses
        ``OFFICIAL_REQUIRED``, ``DECKLIST_MISSING``, ``DECKLIST_LOCKED`` (already) and
        ``DECKLIST_HAS_PROBLEMS`` while a blocking problem remains."""
        official = " ".join(official.split())
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = state.entry(entry_id)
            if not official:
                raise ServiceError(Problem.OFFICIAL_REQUIRED, entry=entry_id)
            row = _row(entry_id, DECK)
            if row is None:
                raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id)
            if row.locked_at is not None:
                raise ServiceError(Problem.DECKLIST_LOCKED, entry=entry_id, by=row.locked_by)
            rules = self._rules(state)
            lists = _lists_of(event_id)
            found = self._all_problems(state, rules, lists, only=entry_id).get(entry_id, ())
            blocking = [p for p in found if p.blocking]
            if blocking:
                raise ServiceError(
                    Problem.DECKLIST_HAS_PROBLEMS,
                    entry=entry_id,
                    problems=[p.code.value for p in blocking],
                    count=len(blocking),
                )
            row.locked_at = self._ctx.now()
            row.locked_by = official
            row.save()
            self._ctx.audit(
                event_id,
                "decklists.lock",
                entry=entry_id,
                name=entry.display_name,
                official=official,
            )
        return Changes(decklists=True)

    def change_locked(
        self, event_id: int, entry_id: int, text: str, head_judge: str, reason: str
    ) -> Changes:
        """The head judge changes an accepted list (MTR 2.7): ``HEAD_JUDGE_REASON_REQUIRED``
        without both a name and a reason, ``DECKLIST_NOT_LOCKED`` for a list not yet
        accepted (use ``save``), ``DECKLIST_MISSING`` for a blank text. The audit log
        keeps the old and the new list and the reason; the list stays locked."""
        head_judge = " ".join(head_judge.split())
        reason = reason.strip()
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = state.entry(entry_id)
            missing = [k for k, v in (("head_judge", head_judge), ("reason", reason)) if not v]
            if missing:
                raise ServiceError(
                    Problem.HEAD_JUDGE_REASON_REQUIRED, entry=entry_id, missing=missing
                )
            row = _row(entry_id, DECK)
            if row is None:
                raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id)
            if row.locked_at is None:
                raise ServiceError(Problem.DECKLIST_NOT_LOCKED, entry=entry_id)
            if not text.strip():
                raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id, blank=True)
            old_text, old_cards = row.text, json.loads(row.cards or "{}")
            decklist = parse_decklist(text).decklist
            self._write(row, entry_id, DECK, text, decklist)
            self._ctx.audit(
                event_id,
                "decklists.change_locked",
                entry=entry_id,
                name=entry.display_name,
                head_judge=head_judge,
                reason=reason,
                old_text=old_text,
                new_text=text,
                old=old_cards,
                new=decklist.to_json(),
                locked_by=row.locked_by,
            )
        return Changes(decklists=True)

    # --- card names and banned lists ---------------------------------------------------

    def import_card_names(self, text: str) -> int:
        """Add an organizer's card-name file (``core.card_names.parse_card_name_file``:
        English names, or English and Japanese pairs); returns the number of names read.
        ``CARD_NAMES_EMPTY`` when it holds none."""
        names = parse_card_name_file(text)
        if not names:
            raise ServiceError(Problem.CARD_NAMES_EMPTY)
        pairs: dict[str, str] = {}  # folded English -> folded Japanese
        for ja, en in names.japanese.items():
            pairs[fold_name(en)] = ja
        with self._ctx.transaction():
            existing = {row.folded: row for row in CardName.select()}
            added = 0
            for folded, name in names.english.items():
                row = existing.get(folded)
                if row is None:
                    CardName.create(
                        name=name, folded=folded, japanese=pairs.get(folded, ""), imported=True
                    )
                    added += 1
                    continue
                row.name = name
                row.imported = True
                if folded in pairs:
                    row.japanese = pairs[folded]
                row.save()
            self._ctx.audit(
                None,
                "decklists.import_card_names",
                names=len(names),
                added=added,
                japanese=len(names.japanese),
            )
            self._forget_names()
        return len(names)

    def set_english_name(self, japanese: str, english: str) -> Changes:
        """Give a Japanese card name its English name (MTR 6.1 counts by English title);
        every list holding that Japanese name is judged by the English one from now on.
        ``CARD_NAME_EMPTY`` unless both are given."""
        japanese, english = tidy_name(japanese), tidy_name(english)
        if not japanese or not english:
            raise ServiceError(Problem.CARD_NAME_EMPTY)
        folded = fold_name(english)
        with self._ctx.transaction():
            row = CardName.get_or_none(CardName.folded == folded)
            if row is None:
                CardName.create(name=english, folded=folded, japanese=japanese, imported=False)
            else:
                row.japanese = japanese
                row.save()
            self._ctx.audit(None, "decklists.english_name", japanese=japanese, english=english)
            self._forget_names()
        return Changes(decklists=True)

    def import_ban_lists(self, text: str) -> Changes:
        """Import a banned and restricted list file (``core.deck_rules``): formats whose
        list in the file is dated the same or later than the one in force are replaced.
        ``BAN_LIST_UNREADABLE`` (details: reason) for a file that cannot be used."""
        try:
            RuleBook.default().with_lists(text)
            data = json.loads(text)
            lists = parse_lists(data.get("lists", data))
        except BanListFileError as error:
            raise ServiceError(
                Problem.BAN_LIST_UNREADABLE, reason=error.reason, detail=error.detail
            ) from None
        as_of = max(banlist.as_of for banlist in lists.values())
        with self._ctx.transaction():
            BanListFile.create(text=text, as_of=as_of.isoformat(), imported_at=self._ctx.now())
            self._ctx.audit(
                None,
                "decklists.import_ban_lists",
                formats={name: b.as_of.isoformat() for name, b in sorted(lists.items())},
            )
            self._book = None
            self._judged.clear()
        return Changes(decklists=True)

    # --- deck checks (MTR 2.8) ---------------------------------------------------------

    def proposals(self, event_id: int, round: int, seed: int | None = None) -> DeckCheckPlan:
        """The matches of ``round`` (the one being played) to check: players never
        checked first, enough to keep the event on course for 10 % of its decks (MTR
        2.8), drawn with ``seed`` (a fresh one when ``None``). The seed and the tables
        go to the audit log, so the proposal can be drawn again."""
        with self._ctx.transaction():
            state = load_event(event_id)
            rnd = current_round(state, round)
            candidates = check_tables(state, rnd)
            decks = sum(1 for e in state.entries.values() if e.dropped_after_round != 0)
            checked = checked_entries(event_id)
            rounds_left = 1 if rnd.playoff else max(1, state.swiss_rounds - rnd.number + 1)
            used = self._ctx.new_seed() if seed is None else seed
            tables = propose_deck_checks(
                candidates,
                decks=decks,
                checked=checked,
                rounds_left=rounds_left,
                rng=random.Random(used),
            )
            self._ctx.audit(
                event_id,
                "decklists.propose",
                round=round,
                seed=used,
                tables=[t.label for t in tables],
                decks=decks,
                checked=len(checked),
            )
        names = {e: state.entries[e].display_name for t in candidates for e in t.entries}
        return DeckCheckPlan(
            round=round,
            seed=used,
            decks=decks,
            target=deck_check_target(decks),
            checked=len(checked),
            tables=tables,
            candidates=candidates,
            names=names,
        )

    def record_check(
        self,
        event_id: int,
        round: int,
        table: int,
        seat: str,
        minutes: int,
        outcome: DeckCheckOutcome,
        note: str = "",
        entries: Sequence[int] | None = None,
    ) -> Changes:
        """Record a deck check of the match at ``table`` (``seat``: a team seat match's
        letter; "" checks a team match whole) of the round being played: a ``DeckCheck``
        row per checked player (``entries``, default every player of the match) and the
        match's extension (MTR 2.6: ``minutes`` it took + 3, + 4 in a Commander pod;
        every seat match still playing at a team table), all in one transaction.
        Refuses as ``ExtensionService.add`` does, and ``NOT_IN_MATCH`` for a listed
        player who does not play there."""
        note = " ".join(note.split())[:200]
        outcome = DeckCheckOutcome(outcome)
        with self._ctx.transaction():
            state = load_event(event_id)
            rnd = current_round(state, round)
            players = match_players(state, rnd, table, seat)
            chosen = tuple(players if entries is None else dict.fromkeys(entries))
            label = table_label(table, seat)
            for entry in chosen:
                if entry not in players:
                    raise ServiceError(Problem.NOT_IN_MATCH, entry=entry, round=round, table=label)
            if not chosen:
                raise ServiceError(Problem.NOT_IN_MATCH, round=round, table=label)
            seats = [seat]
            if not seat and state.settings.structure in _SEAT_MATCH_STRUCTURES:
                seats = seat_matches(state, rnd, table)  # the team match's seat matches
                if not seats:
                    raise ServiceError(Problem.EXTENSION_RESULT_IN, round=round, table=label)
            for letter in seats:
                self._extensions.add(
                    event_id, round, table, minutes, ExtensionReason.DECK_CHECK, letter, note
                )
            now = self._ctx.now()
            for entry in chosen:
                DeckCheck.create(
                    round=rnd.id,
                    entry=entry,
                    table=table,
                    seat=seat,
                    minutes=minutes,
                    outcome=outcome.value,
                    note=note,
                    checked_at=now,
                )
            self._ctx.audit(
                event_id,
                "decklists.check",
                round=round,
                table=label,
                entries=list(chosen),
                names=[state.name(e) for e in chosen],
                minutes=minutes,
                outcome=outcome,
                note=note,
            )
        return Changes(decklists=True, pairings=True)

    # --- inside ------------------------------------------------------------------------

    def _forget_names(self) -> None:
        self._names = None
        self._completion = None
        self._judged.clear()

    def _rule_book(self) -> RuleBook:
        if self._book is None:
            book = RuleBook.default()
            for row in BanListFile.select().order_by(BanListFile.id):
                book = book.with_lists(row.text)
            self._book = book
        return self._book

    def _card_names(self) -> _Names:
        if self._names is None:
            english: dict[str, str] = {}
            imported: list[str] = []
            pairs: dict[str, str] = {}
            for row in CardName.select():
                if row.japanese:
                    english[fold_name(row.japanese)] = row.name
                    pairs[row.japanese] = row.name
                if row.imported:
                    imported.append(row.name)
            known = CardNames.of(imported, pairs) if imported else None
            self._names = _Names(english, known)
        return self._names

    def _rules(self, state: EventState) -> _Rules:
        structure = state.settings.structure
        return _Rules(
            deck_format=deck_format_for(state.settings.format, is_multiplayer(state)),
            book=self._rule_book(),
            names=self._card_names(),
            two_headed_giant=structure is Structure.TWO_HEADED_GIANT,
            team_event=structure.has_teams,
        )

    def _problems_of_text(
        self, rules: _Rules, text: str, pool: Decklist | None
    ) -> tuple[DecklistProblem, ...]:
        key = (rules.deck_format, rules.two_headed_giant, text, pool)
        found = self._judged.get(key)
        if found is None:
            if len(self._judged) > 20_000:
                self._judged.clear()
            found = self._judged[key] = self._judge(rules, text, pool)
        return found

    def _judge(
        self, rules: _Rules, text: str, pool: Decklist | None
    ) -> tuple[DecklistProblem, ...]:
        parsed = parse_decklist(text)
        if rules.deck_format is None or parsed.decklist.is_empty:
            return parsed.problems
        deck = parsed.decklist.renamed(rules.names.english)
        if pool is not None:
            pool = pool.renamed(rules.names.english)
        return parsed.problems + validate_deck(
            deck,
            rules.deck_format,
            rules.book,
            pool=pool,
            card_names=rules.names.known,
            two_headed_giant=rules.two_headed_giant,
        )

    def _all_problems(
        self,
        state: EventState,
        rules: _Rules,
        lists: Mapping[tuple[int, str], DecklistRowModel],
        *,
        only: int | None = None,
        text: str | None = None,
    ) -> dict[int, tuple[DecklistProblem, ...]]:
        """Each entry's problems (``only``: that entry's; ``text``: in place of its
        stored list), team problems (MTR 8.4, 9.5) added to the members concerned."""
        texts = {entry: row.text for (entry, kind), row in lists.items() if kind == DECK}
        if only is not None and text is not None:
            texts[only] = text
        wanted = texts if only is None else {only: texts[only]} if only in texts else {}
        problems: dict[int, tuple[DecklistProblem, ...]] = {}
        for entry, typed in wanted.items():
            pool_row = lists.get((entry, POOL))
            pool = _cards(pool_row) if rules.deck_format is DeckFormat.LIMITED else None
            problems[entry] = self._problems_of_text(rules, typed, pool)
        if rules.team_event and rules.deck_format is not None:
            teams = {state.entries[e].team for e in wanted if e in state.entries}
            for team_id in teams - {None}:
                team = state.teams.get(team_id)
                if team is None:
                    continue
                decks = {}
                for member in team.players:
                    if member in texts:
                        decks[str(member)] = parse_decklist(texts[member]).decklist.renamed(
                            rules.names.english
                        )
                if len(decks) < 2:
                    continue
                shared = validate_team(
                    decks, rules.deck_format, rules.book, card_names=rules.names.known
                )
                for problem in shared:
                    holders = {int(s) for s in problem.seats}
                    seats = tuple(state.entries[m].seat or "" for m in sorted(holders))
                    named = _with_seats(problem, seats)
                    for member in holders:
                        if member in problems:
                            problems[member] = problems[member] + (named,)
        return problems

    def _write(
        self,
        row: DecklistRowModel | None,
        entry_id: int,
        kind: str,
        text: str,
        decklist: Decklist,
    ) -> DecklistRowModel:
        now = self._ctx.now()
        cards = json.dumps(decklist.to_json(), ensure_ascii=False)
        if row is None:
            row = DecklistRowModel.create(
                entry=entry_id,
                kind=kind,
                text=text,
                cards=cards,
                received_at=now,
                updated_at=now,
            )
        else:
            row.text, row.cards, row.updated_at = text, cards, now
            row.save()
        self._completion = None
        return row


def _with_seats(problem: DecklistProblem, seats: tuple[str, ...]) -> DecklistProblem:
    from dataclasses import replace

    return replace(problem, seats=seats)


def _row(entry_id: int, kind: str) -> DecklistRowModel | None:
    return DecklistRowModel.get_or_none(
        (DecklistRowModel.entry == entry_id) & (DecklistRowModel.kind == kind)
    )


def _lists_of(event_id: int) -> dict[tuple[int, str], DecklistRowModel]:
    rows = DecklistRowModel.select().join(Entry, on=DecklistRowModel.entry == Entry.id)
    return {(row.entry_id, row.kind): row for row in rows.where(Entry.event == event_id)}


def _cards(row: DecklistRowModel | None) -> Decklist | None:
    if row is None:
        return None
    return Decklist.from_json(json.loads(row.cards or "{}"))


def _locked(row: DecklistRowModel | None) -> bool:
    return row is not None and row.locked_at is not None
