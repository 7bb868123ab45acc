"""Which decks to check this round (MTR 2.8): at least ten percent over the event; what a
check found (``DeckCheckOutcome``) and the record of one (``DeckCheckRecord``).

MTR 2.8: deck checks are performed at Competitive and Professional REL, and at least 10 %
of all decks should be checked over the course of the tournament. A check stops a match
(both players' decks are checked at once), so the proposal is a list of tables: enough
unchecked decks this round to stay on course for the target over the rounds left,
preferring players never checked, drawn from a seeded ``random.Random`` so the same seed
proposes the same tables.
"""

from __future__ import annotations

import datetime as dt
import enum
import math
import random
from collections.abc import Sequence, Set
from dataclasses import dataclass
from fractions import Fraction

#: MTR 2.8: at least ten percent of all decks are checked over the tournament.
MINIMUM_CHECKED_SHARE = Fraction(1, 10)


@dataclass(frozen=True, slots=True)
class CheckTable:
    """A match that can be checked: its table, team ``seat`` letter ("" if none) and the
    entries (player ids) whose decks a check covers."""

    table: int
    seat: str
    entries: tuple[int, ...]

    @property
    def label(self) -> str:
        return f"{self.table}{self.seat}"


class DeckCheckOutcome(enum.Enum):
    """What a deck check found (stored as the value)."""

    #: The deck matches its registered list.
    OK = "ok"
    #: The list itself is wrong (illegal or not what the player meant to register).
    DECKLIST_PROBLEM = "decklist_problem"
    #: The deck does not match its list (cards missing, extra, or sideboard cards mixed in).
    DECK_PROBLEM = "deck_problem"


@dataclass(frozen=True)
class DeckCheckRecord:
    """One player's deck checked in one round, at ``label`` ("12", "12B")."""

    id: int
    entry_id: int
    round: int
    table: int
    seat: str
    minutes: int
    outcome: DeckCheckOutcome
    note: str
    checked_at: dt.datetime

    @property
    def label(self) -> str:
        return f"{self.table}{self.seat}"


def deck_check_target(decks: int) -> int:
    """The fewest decks to check over the event: ten percent, rounded up (MTR 2.8)."""
    return math.ceil(decks * MINIMUM_CHECKED_SHARE) if decks > 0 else 0


def decks_needed_this_round(decks: int, checked: int, rounds_left: int) -> int:
    """Unchecked decks to check this round to reach the target evenly over the rounds
    left (this one included); 0 once the target is met."""
    remaining = deck_check_target(decks) - checked
    if remaining <= 0:
        return 0
    return math.ceil(remaining / max(rounds_left, 1))


def propose_deck_checks(
    tables: Sequence[CheckTable],
    *,
    decks: int,
    checked: Set[int],
    rounds_left: int,
    rng: random.Random,
) -> tuple[CheckTable, ...]:
    """The tables to check this round, best first: those whose players were never
    checked, in an order drawn from ``rng``; as many as cover the decks needed this
    round (``decks_needed_this_round``), and at least one table while any can be
    checked, because judges check beyond the minimum."""
    candidates = list(tables)
    rng.shuffle(candidates)
    candidates.sort(key=lambda table: -_unchecked(table, checked))
    needed = decks_needed_this_round(decks, len(checked), rounds_left)
    chosen: list[CheckTable] = []
    covered = 0
    for table in candidates:
        if chosen and covered >= needed:
            break
        chosen.append(table)
        covered += _unchecked(table, checked)
    return tuple(chosen)


def _unchecked(table: CheckTable, checked: Set[int]) -> int:
    return sum(1 for entry in table.entries if entry not in checked)
