"""What the Decklists tab reads (MTR 2.7, 2.8, 7.5): a row per entry, one entry's whole
list, and where a list stands, built from values already loaded (the stored lists as
``StoredList``, read by ``services.decklists.rows``). Pure functions: no store, no context.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.decklists.checks import DeckCheckOutcome, DeckCheckRecord
from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.core.decklists.problems import DecklistProblem
from mtrdesk.core.decklists.rules import DeckFormat
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.event.state import EntryState, EventState


@dataclass(frozen=True)
class StoredList:
    """A stored list or pool as a plain value: ``text`` as typed, ``cards`` as read from
    it, ``registered_by`` the entry who registered a pool (MTR 7.5), ``locked_at`` and
    ``locked_by`` the official's acceptance (MTR 2.7)."""

    text: str
    cards: Decklist | None
    registered_by: int | None
    received_at: dt.datetime | None
    updated_at: dt.datetime | None
    locked_at: dt.datetime | None
    locked_by: str

    @property
    def locked(self) -> bool:
        """Accepted by an official (MTR 2.7)."""
        return self.locked_at is not None


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
    deck: StoredList | None,
    problems: Sequence[DecklistProblem],
    checks: Sequence[DeckCheckRecord],
    has_pool: bool,
) -> DecklistRow:
    """``entry``'s row: ``team`` its team's name, ``deck`` its stored list,
    ``problems`` the list's problems, ``checks`` its deck checks in recorded order."""
    cards = deck.cards if deck is not None else None
    locked = deck is not None and deck.locked
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


def decklist_detail(
    state: EventState,
    entry: EntryState,
    deck_format: DeckFormat | None,
    deck: StoredList | None,
    pool: StoredList | None,
    problems: tuple[DecklistProblem, ...],
    checks: tuple[DeckCheckRecord, ...],
) -> DecklistDetail:
    """``entry``'s whole list: ``deck`` and ``pool`` as stored, ``problems`` the list's
    (judged with the English names), ``checks`` its deck checks in recorded order."""
    registered_by = pool.registered_by if pool is not None else None
    return DecklistDetail(
        entry_id=entry.id,
        name=entry.display_name,
        deck_format=deck_format,
        text=deck.text if deck is not None else "",
        decklist=deck.cards if deck is not None else None,
        problems=problems if deck is not None else (),
        pool_text=pool.text if pool is not None else "",
        pool=pool.cards if pool is not None else None,
        pool_problems=parse_decklist(pool.text).problems if pool is not None else (),
        registered_by=registered_by,
        registered_by_name=state.name(registered_by) if registered_by in state.entries else None,
        received_at=deck.received_at if deck is not None else None,
        updated_at=deck.updated_at if deck is not None else None,
        locked_at=deck.locked_at if deck is not None else None,
        locked_by=deck.locked_by if deck is not None else "",
        checks=checks,
    )
