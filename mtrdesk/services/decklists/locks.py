"""Accepting decklists (MTR 2.7: "Once your decklist has been accepted by a Tournament
Official it may not be altered"): one list, every received list at once, and the head
judge's change of a locked list.

A locked list records who accepted it (``locked_by``) and when (``locked_at``); after that
``save`` refuses it and only ``change_locked`` changes it, the audit log keeping the old and
the new list. ``lock``, ``lock_received`` and ``change_locked`` are the
``DecklistService`` use cases of the same names; ``write_list`` and ``unlocked_deck`` are
the stored-list writes ``DecklistService.save`` shares with them.
"""

from __future__ import annotations

import json

from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.decklists.judge import DecklistJudge
from mtrdesk.services.decklists.rows import DECK, list_row, lists_of
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import entry_of, load_event
from mtrdesk.services.text_fields import TextField, check_lines, check_text
from mtrdesk.store.models import Decklist as DecklistRowModel


def lock(
    ctx: Context, judge: DecklistJudge, event_id: int, entry_id: int, official: str
) -> Changes:
    """``DecklistService.lock``: accept ``entry_id``'s list as ``official``."""
    official = check_text(TextField.OFFICIAL, " ".join(official.split()))
    with ctx.transaction():
        state = load_event(event_id, matches=False)
        entry = entry_of(state, entry_id)
        if not official:
            raise ServiceError(Problem.OFFICIAL_REQUIRED, entry=entry_id)
        row = unlocked_deck(entry_id)
        if row is None:
            raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id)
        rules = judge.rules(state)
        found = judge.entry_problems(state, rules, lists_of(event_id), entry_id)
        blocking = [p for p in found if p.blocking]
        if blocking:
            raise ServiceError(
                Problem.DECKLIST_HAS_PROBLEMS,
                entry=entry_id,
                problems=[p.code.value for p in blocking],
                count=len(blocking),
            )
        row.locked_at = ctx.now()
        row.locked_by = official
        row.save()
        ctx.audit(
            event_id, "decklists.lock", entry=entry_id, name=entry.display_name, official=official
        )
    return Changes(decklists=True)


def lock_received(
    ctx: Context, judge: DecklistJudge, event_id: int, official: str
) -> tuple[tuple[int, ...], Changes]:
    """``DecklistService.lock_received``: accept, as ``official``, every list entered,
    not yet locked and with no problem at all, in one transaction and one audit entry;
    the entry ids locked, in registration order. Lists with problems, lists with notes
    for an official to look at (a Japanese name without its English name, a name the
    store does not know) and missing lists are left as they are."""
    official = check_text(TextField.OFFICIAL, " ".join(official.split()))
    with ctx.transaction():
        state = load_event(event_id, matches=False)
        if not official:
            raise ServiceError(Problem.OFFICIAL_REQUIRED, event=event_id)
        rules = judge.rules(state)
        lists = lists_of(event_id)
        problems = judge.problems(state, rules, lists)
        rows: list[DecklistRowModel] = []
        for entry_id in state.entries:
            row = lists.get((entry_id, DECK))
            if row is None or row.locked_at is not None:
                continue
            if not problems.get(entry_id):
                rows.append(row)
        if not rows:
            return (), Changes()
        now = ctx.now()
        locked = tuple(row.entry_id for row in rows)
        (
            DecklistRowModel.update(locked_at=now, locked_by=official)
            .where(DecklistRowModel.id.in_([row.id for row in rows]))
            .execute()
        )
        ctx.audit(
            event_id,
            "decklists.lock_received",
            official=official,
            entries=list(locked),
            names=[state.name(e) for e in locked],
            count=len(locked),
        )
    return locked, Changes(decklists=True)


def change_locked(
    ctx: Context,
    event_id: int,
    entry_id: int,
    text: str,
    head_judge: str,
    reason: str,
) -> Changes:
    """``DecklistService.change_locked``: the head judge replaces an accepted list."""
    head_judge = check_text(TextField.HEAD_JUDGE, " ".join(head_judge.split()))
    reason = check_lines(TextField.REASON, reason.strip())
    with ctx.transaction():
        state = load_event(event_id, matches=False)
        entry = entry_of(state, entry_id)
        missing = [k for k, v in (("head_judge", head_judge), ("reason", reason)) if not v]
        if missing:
            raise ServiceError(Problem.HEAD_JUDGE_REASON_REQUIRED, entry=entry_id, missing=missing)
        row = list_row(entry_id, DECK)
        if row is None:
            raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id)
        if row.locked_at is None:
            raise ServiceError(Problem.DECKLIST_NOT_LOCKED, entry=entry_id)
        if not text.strip():
            raise ServiceError(Problem.DECKLIST_MISSING, entry=entry_id, blank=True)
        old_text, old_cards = row.text, json.loads(row.cards or "{}")
        row, decklist = write_list(ctx, row, entry_id, DECK, text)
        ctx.audit(
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


# --- stored lists ----------------------------------------------------------------------


def write_list(
    ctx: Context, row: DecklistRowModel | None, entry_id: int, kind: str, text: str
) -> tuple[DecklistRowModel, Decklist]:
    """Store ``text`` (read as its cards) as ``entry_id``'s list of ``kind``."""
    decklist = parse_decklist(text).decklist
    now = ctx.now()
    cards = json.dumps(decklist.to_json(), ensure_ascii=False)
    if row is None:
        row = DecklistRowModel.create(
            entry=entry_id, kind=kind, text=text, cards=cards, received_at=now, updated_at=now
        )
    else:
        row.text, row.cards, row.updated_at = text, cards, now
        row.save()
    return row, decklist


def unlocked_deck(entry_id: int) -> DecklistRowModel | None:
    """``entry_id``'s stored deck list, if any; ``DECKLIST_LOCKED`` once accepted."""
    row = list_row(entry_id, DECK)
    if row is not None and row.locked_at is not None:
        raise ServiceError(Problem.DECKLIST_LOCKED, entry=entry_id, by=row.locked_by)
    return row
