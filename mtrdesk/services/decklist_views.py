"""What the Decklists tab reads (MTR 2.7, 2.8, 7.5): a row per entry, one entry's whole
list, and where a list stands; and the small reads of the stored ``Decklist`` rows they
are built from.

A stored list is kept as typed (``text``) with its cards as JSON (``cards``); ``kind``
tells a registered deck (``DECK``) from a Limited pool (``POOL``).
"""

from __future__ import annotations

import enum
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.deck_problems import DecklistProblem
from mtrdesk.core.deck_rules import DeckFormat
from mtrdesk.core.decklist import Decklist
from mtrdesk.core.event_state import EntryState
from mtrdesk.services.deck_checks import DeckCheckOutcome, DeckCheckRecord
from mtrdesk.store.models import Decklist as DecklistRowModel
from mtrdesk.store.models import Entry

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
        return deck_state(self.decklist is not None, self.locked, self.problems)


def deck_state(present: bool, locked: bool, problems: Iterable[DecklistProblem]) -> DeckState:
    if not present:
        return DeckState.MISSING
    if any(p.blocking for p in problems):
        return DeckState.PROBLEM
    return DeckState.CHECKED if locked else DeckState.RECEIVED


def decklist_row(
    entry: EntryState,
    team: str | None,
    deck: DecklistRowModel | None,
    problems: Sequence[DecklistProblem],
    checks: Sequence[DeckCheckRecord],
    has_pool: bool,
) -> DecklistRow:
    """``entry``'s row: ``team`` its team's name, ``deck`` its stored list,
    ``problems`` the list's problems, ``checks`` its deck checks in recorded order."""
    cards = cards_of(deck)
    locked = is_locked(deck)
    return DecklistRow(
        entry_id=entry.id,
        name=entry.display_name,
        reading=entry.reading,
        player_id=entry.player_id,
        team=team,
        seat=entry.seat,
        dropped_after_round=entry.dropped_after_round,
        state=deck_state(deck is not None, locked, problems),
        main_count=cards.main_count if cards else 0,
        sideboard_count=cards.sideboard_count if cards else 0,
        commander_count=cards.commander_count if cards else 0,
        locked=locked,
        problem_count=sum(1 for p in problems if p.blocking),
        advisory_count=sum(1 for p in problems if not p.blocking),
        checks=len(checks),
        last_outcome=checks[-1].outcome if checks else None,
        has_pool=has_pool,
    )


# --- stored lists ----------------------------------------------------------------------


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


def is_locked(row: DecklistRowModel | None) -> bool:
    """Whether a stored list has been accepted by an official (MTR 2.7)."""
    return row is not None and row.locked_at is not None
