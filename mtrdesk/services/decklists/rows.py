"""The stored ``Decklist`` rows (MTR 2.7, 7.5), read inside a use case's transaction.

A stored list is kept as typed (``text``) with its cards as JSON (``cards``); ``kind``
tells a registered deck (``DECK``) from a Limited pool (``POOL``). ``stored_list`` turns a
row into the plain ``StoredList`` the views are built from (``services.decklists.views``).
"""

from __future__ import annotations

import json

from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.services.decklists.views import StoredList
from mtrdesk.store.models import Decklist as DecklistRowModel
from mtrdesk.store.models import Entry

DECK = "deck"
POOL = "pool"


def list_row(entry_id: int, kind: str) -> DecklistRowModel | None:
    """``entry_id``'s stored list of ``kind`` (``DECK``, ``POOL``), if any."""
    return DecklistRowModel.get_or_none(
        (DecklistRowModel.entry == entry_id) & (DecklistRowModel.kind == kind)
    )


def lists_of(event_id: int) -> dict[tuple[int, str], DecklistRowModel]:
    """Every stored list of the event by (entry id, kind)."""
    rows = DecklistRowModel.select().join(Entry, on=DecklistRowModel.entry == Entry.id)
    return {(row.entry_id, row.kind): row for row in rows.where(Entry.event == event_id)}


def cards_of(row: DecklistRowModel | None) -> Decklist | None:
    """The cards of a stored list (``None`` without one)."""
    if row is None:
        return None
    return Decklist.from_json(json.loads(row.cards or "{}"))


def stored_list(row: DecklistRowModel | None) -> StoredList | None:
    """The row as a plain value (``None`` without one)."""
    if row is None:
        return None
    return StoredList(
        text=row.text,
        cards=cards_of(row),
        registered_by=row.registered_by_id,
        received_at=row.received_at,
        updated_at=row.updated_at,
        locked_at=row.locked_at,
        locked_by=row.locked_by,
    )
