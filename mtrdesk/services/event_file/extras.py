"""The parts of an event file beyond players, rounds and results: time extensions (MTR
2.6, version 5), registered decklists and pools (MTR 2.7, 7.5) and deck checks (MTR 2.8,
version 6), read from and written to the store as ``services.event_file.interchange`` moves events.
"""

from __future__ import annotations

import datetime as dt
import json

from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.core.event_file.document import DocumentDeckCheck, DocumentDecklist, DocumentExtension
from mtrdesk.core.event_file.extensions import extensions_to_list
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.store.models import DeckCheck, TimeExtension
from mtrdesk.store.models import Decklist as DecklistRow


def iso(value: object) -> str | None:
    """A stored date or time as the event file writes it (ISO), ``None`` kept."""
    if value is None:
        return None
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    return str(value)


def parse_time(value: str | None) -> dt.datetime | None:
    """An event file's ISO time back to a ``datetime``, ``None`` kept."""
    return None if value is None else dt.datetime.fromisoformat(value)


def export_extensions(round_ids: list[int]) -> dict[int, tuple[DocumentExtension, ...]]:
    """Each round's time extensions (MTR 2.6), in the order they were given."""
    found: dict[int, list[DocumentExtension]] = {}
    rows = TimeExtension.select().where(TimeExtension.round.in_(round_ids))
    for x in rows.order_by(TimeExtension.id):
        found.setdefault(x.round_id, []).append(
            DocumentExtension(x.table, x.minutes, ExtensionReason(x.reason), x.seat, x.note)
        )
    return {round_id: tuple(xs) for round_id, xs in found.items()}


def import_extensions(round_id: int, extensions: tuple[DocumentExtension, ...]) -> None:
    """A round's time extensions, as ``services.extensions`` writes them."""
    # The file's form of an extension is its stored row, but for the round.
    rows = [{"round": round_id, **x} for x in extensions_to_list(extensions)]
    if rows:
        TimeExtension.insert_many(rows).execute()


def export_decklists(entry_ids: list[int]) -> tuple[DocumentDecklist, ...]:
    """The players' registered lists and pools (MTR 2.7, 7.5), in the order entered."""
    rows = DecklistRow.select().where(DecklistRow.entry.in_(entry_ids)).order_by(DecklistRow.id)
    return tuple(
        DocumentDecklist(
            player=d.entry_id,
            kind=d.kind,
            text=d.text,
            cards=Decklist.from_json(json.loads(d.cards or "{}")),
            registered_by=d.registered_by_id,
            received_at=iso(d.received_at),
            updated_at=iso(d.updated_at),
            locked_at=iso(d.locked_at),
            locked_by=d.locked_by,
        )
        for d in rows
    )


def import_decklists(
    decklists: tuple[DocumentDecklist, ...], entry_ids: dict[int, int], now: dt.datetime
) -> None:
    """The lists and pools as ``services.decklists.service`` writes them (locks kept)."""
    rows = [
        {
            "entry": entry_ids[d.player],
            "kind": d.kind,
            "text": d.text,
            "cards": json.dumps(d.cards.to_json(), ensure_ascii=False),
            "registered_by": None if d.registered_by is None else entry_ids[d.registered_by],
            "received_at": parse_time(d.received_at) or now,
            "updated_at": parse_time(d.updated_at) or now,
            "locked_at": parse_time(d.locked_at),
            "locked_by": d.locked_by,
        }
        for d in decklists
    ]
    if rows:
        DecklistRow.insert_many(rows).execute()


def export_deck_checks(round_ids: list[int]) -> dict[int, tuple[DocumentDeckCheck, ...]]:
    """Each round's deck checks (MTR 2.8), one per player, in the order recorded."""
    found: dict[int, list[DocumentDeckCheck]] = {}
    rows = DeckCheck.select().where(DeckCheck.round.in_(round_ids))
    for c in rows.order_by(DeckCheck.id):
        found.setdefault(c.round_id, []).append(
            DocumentDeckCheck(
                c.entry_id, c.table, c.minutes, c.outcome, c.seat, c.note, iso(c.checked_at)
            )
        )
    return {round_id: tuple(cs) for round_id, cs in found.items()}


def import_deck_checks(
    round_id: int,
    checks: tuple[DocumentDeckCheck, ...],
    entry_ids: dict[int, int],
    now: dt.datetime,
) -> None:
    rows = [
        {
            "round": round_id,
            "entry": entry_ids[c.player],
            "table": c.table,
            "seat": c.seat,
            "minutes": c.minutes,
            "outcome": c.outcome,
            "note": c.note,
            "checked_at": parse_time(c.checked_at) or now,
        }
        for c in checks
    ]
    if rows:
        DeckCheck.insert_many(rows).execute()
