"""``services.decklists.service``: registered decklists (MTR 2.7), Limited pools (MTR 7.5), the
card names a store knows, imported banned lists and deck checks (MTR 2.8).

A list is kept as typed (``text``) with its cards as JSON; its problems are worked out
whenever it is read (``services.decklists.judge``: by the event's format and the rules in
force, the event's edition's lists with every imported list file laid over them, as
they stand on the event's date), so importing
a new banned list or an English card name re-judges every list at once. What the window
reads is in ``services.decklists.views``, deck checks in ``services.decklists.deck_checks``,
accepting lists in ``services.decklists.locks``.

An accepted list is locked (MTR 2.7: the official who accepted it is recorded), one by
one (``lock``) or every received list at once before round 1 (``lock_received``); after
that only ``change_locked`` changes it, naming the head judge and the reason, and the
audit log keeps the old and the new list. A deck check writes one ``DeckCheck`` row per
checked player and the match's time extension (MTR 2.6) in one transaction.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from mtrdesk.core.decklists.card_names import CardNames
from mtrdesk.core.decklists.checks import DeckCheckOutcome, DeckCheckRecord
from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.core.decklists.problems import DecklistProblem
from mtrdesk.core.decklists.rules import BanList, DeckFormat, RuleBook
from mtrdesk.core.progress import Progress
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.decklists import locks as decklist_locks
from mtrdesk.services.decklists.deck_checks import DeckCheckPlan, DeckChecks, check_records
from mtrdesk.services.decklists.judge import DecklistJudge
from mtrdesk.services.decklists.locks import unlocked_deck, write_list
from mtrdesk.services.decklists.rows import DECK, POOL, list_row, lists_of, stored_list
from mtrdesk.services.decklists.views import (
    DecklistDetail,
    DecklistRow,
    DeckState,
    decklist_detail,
    decklist_row,
)
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.extensions import ExtensionService
from mtrdesk.services.history import entry_of, load_event
from mtrdesk.store.models import CardName
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


@dataclass(frozen=True)
class ImportedLists:
    """What an imported list file changed, and its lists by format (``as_of``: valid
    from; ``later_entries``: entries valid from a later date)."""

    changes: Changes
    lists: Mapping[str, BanList]


class DecklistService(DeckChecks):
    """Decklists, pools, card names, banned lists and deck checks of the open store."""

    def __init__(self, ctx: Context, extensions: ExtensionService) -> None:
        self._ctx = ctx
        self._extensions = extensions
        self._judge = DecklistJudge(ctx)
        self._completion: CardNames | None = None

    # --- reads -------------------------------------------------------------------------

    def overview(self, event_id: int) -> tuple[DecklistRow, ...]:
        """One row per entry of the event, registration order."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            rules = self._judge.rules(state)
            lists = lists_of(event_id)
            problems = self._judge.problems(state, rules, lists)
            checks: dict[int, list[DeckCheckRecord]] = {}
            for record in check_records(event_id):
                checks.setdefault(record.entry_id, []).append(record)
        rows = []
        for entry in state.entries.values():
            team = state.teams.get(entry.team) if entry.team is not None else None
            row = decklist_row(
                entry,
                team=team.name if team is not None else None,
                deck=stored_list(lists.get((entry.id, DECK))),
                problems=problems.get(entry.id, ()),
                checks=checks.get(entry.id, ()),
                has_pool=(entry.id, POOL) in lists,
            )
            rows.append(row)
        return tuple(rows)

    def detail(self, event_id: int, entry_id: int) -> DecklistDetail:
        """One entry's list, pool, problems and deck checks (``PLAYER_NOT_FOUND``)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = entry_of(state, entry_id)
            rules = self._judge.rules(state)
            lists = lists_of(event_id)
            deck = stored_list(lists.get((entry_id, DECK)))
            pool = stored_list(lists.get((entry_id, POOL)))
            problems = self._judge.entry_problems(state, rules, lists, entry_id)
            records = tuple(check_records(event_id, entry_id))
        return decklist_detail(state, entry, rules.deck_format, deck, pool, problems, records)

    def preview(
        self, event_id: int, text: str, entry_id: int | None = None
    ) -> tuple[DecklistProblem, ...]:
        """The problems ``text`` would have as ``entry_id``'s list (its pool and team
        included), judged as ``save`` judges: for the dialog, while typing."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            if entry_id is not None:
                entry_of(state, entry_id)
            rules = self._judge.rules(state)
            lists = lists_of(event_id) if entry_id is not None else {}
        if entry_id is None:
            return self._judge.problems_of_text(rules, text)
        return self._judge.entry_problems(state, rules, lists, entry_id, text)

    def rule_book(self) -> RuleBook:
        """The rules in force: the shipped MTR lists with every imported file laid over."""
        with self._ctx.transaction():
            return self._judge.rule_book()

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
            entry = entry_of(state, entry_id)
            row = unlocked_deck(entry_id)
            if not text.strip():
                if row is not None:
                    row.delete_instance()
                    self._ctx.audit(
                        event_id, "decklists.remove", entry=entry_id, name=entry.display_name
                    )
                self._completion = None
                return Changes(decklists=True)
            row, decklist = self._write(row, entry_id, DECK, text)
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
            entry = entry_of(state, entry_id)
            if self._judge.rules(state).deck_format is not DeckFormat.LIMITED:
                raise ServiceError(Problem.NOT_LIMITED, format=state.settings.format.value)
            if registered_by is not None:
                entry_of(state, registered_by)
            unlocked_deck(entry_id)
            row = list_row(entry_id, POOL)
            if not text.strip():
                if row is not None:
                    row.delete_instance()
                    self._ctx.audit(
                        event_id, "decklists.remove_pool", entry=entry_id, name=entry.display_name
                    )
                return Changes(decklists=True)
            row, pool = self._write(row, entry_id, POOL, text)
            row.registered_by_id = registered_by
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
        return decklist_locks.lock(self._ctx, self._judge, event_id, entry_id, official)

    def lock_received(self, event_id: int, official: str) -> tuple[tuple[int, ...], Changes]:
        """Accept, as ``official``, every list entered, not locked and with no blocking
        problem (``DeckState.RECEIVED``) in one transaction and one audit entry; returns
        the entry ids locked (registration order). Lists with problems and missing lists
        are left as they are. Refuses ``OFFICIAL_REQUIRED`` for a blank name."""
        return decklist_locks.lock_received(self._ctx, self._judge, event_id, official)

    def change_locked(
        self, event_id: int, entry_id: int, text: str, head_judge: str, reason: str
    ) -> Changes:
        """The head judge changes an accepted list (MTR 2.7): ``HEAD_JUDGE_REASON_REQUIRED``
        without both a name and a reason, ``DECKLIST_NOT_LOCKED`` for a list not yet
        accepted (use ``save``), ``DECKLIST_MISSING`` for a blank text. The audit log
        keeps the old and the new list and the reason; the list stays locked."""
        changes = decklist_locks.change_locked(
            self._ctx, event_id, entry_id, text, head_judge, reason
        )
        self._completion = None
        return changes

    # --- card names and banned lists ---------------------------------------------------

    def import_card_names(self, text: str, progress: Progress | None = None) -> int:
        """Add an organizer's card-name file (``core.decklists.card_names.parse_card_name_file``:
        English names, or English and Japanese pairs); returns the number of names read.
        ``CARD_NAMES_EMPTY`` when it holds none. ``progress``: see the judge's."""
        count = self._judge.import_card_names(text, progress)
        self._completion = None
        return count

    def set_english_name(self, japanese: str, english: str) -> Changes:
        """Give a Japanese card name its English name (MTR 6.1 counts by English title);
        every list holding that Japanese name is judged by the English one from now on.
        ``CARD_NAME_EMPTY`` unless both are given."""
        self._judge.set_english_name(japanese, english)
        self._completion = None
        return Changes(decklists=True)

    def import_ban_lists(self, text: str) -> ImportedLists:
        """Import a banned and restricted list file (``core.decklists.rules``): each event
        is judged by the latest list of its format in force on its date, and an entry with
        its own later "effective" date applies from that date only. The answer says from
        which date each list (and such an entry) is valid.
        ``BAN_LIST_UNREADABLE`` (details: reason) for a file that cannot be used."""
        lists = self._judge.import_ban_lists(text)
        return ImportedLists(Changes(decklists=True), lists)

    # --- inside ------------------------------------------------------------------------

    def _write(
        self, row: DecklistRowModel | None, entry_id: int, kind: str, text: str
    ) -> tuple[DecklistRowModel, Decklist]:
        """Store ``text`` (read as its cards) as ``entry_id``'s list of ``kind``."""
        self._completion = None
        return write_list(self._ctx, row, entry_id, kind, text)
