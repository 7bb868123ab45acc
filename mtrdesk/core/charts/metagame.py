"""The metagame of an event: how many players registered each deck (issue 31's event
report). Names are grouped by their folded form (``core.text.fold``: width, case,
katakana and hiragana, spaces), so 「イゼット果敢」, 「いぜっと果敢」 and 「イゼット 果敢」
are one deck, shown as its most common spelling. A deck only one player gave goes under
"others": a store posts the decks of the room, not one player's brew by name.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.text import fold

#: A deck is named in the metagame from this many players on; fewer go under "others".
NAMED_FROM = 2


@dataclass(frozen=True, slots=True)
class DeckShare:
    """One deck: its name as most players wrote it, how many played it, and their share
    of the players who gave a deck name."""

    name: str
    count: int
    share: Fraction


@dataclass(frozen=True, slots=True)
class Metagame:
    """The decks named (most played first), the "others" (decks of one player), and the
    players who gave no deck name (not counted in the shares)."""

    decks: tuple[DeckShare, ...]
    others: DeckShare | None
    unnamed: int

    @property
    def named_players(self) -> int:
        return sum(d.count for d in self.decks) + (self.others.count if self.others else 0)


def metagame(deck_names: Iterable[str]) -> Metagame:
    """The metagame of the players' deck names (one per player; "" when none given)."""
    spellings: dict[str, Counter[str]] = {}
    first_seen: dict[str, int] = {}
    unnamed = 0
    for position, typed in enumerate(deck_names):
        name = " ".join(typed.split())
        key = fold(name)
        if not key:
            unnamed += 1
            continue
        spellings.setdefault(key, Counter())[name] += 1
        first_seen.setdefault(key, position)
    total = sum(sum(c.values()) for c in spellings.values())
    named: list[tuple[int, DeckShare]] = []
    others = 0
    for key, counts in spellings.items():
        count = sum(counts.values())
        if count < NAMED_FROM:
            others += count
            continue
        # The spelling most players used; on a tie the one written first.
        shown = max(counts, key=lambda spelling: counts[spelling])
        named.append((first_seen[key], DeckShare(shown, count, Fraction(count, total))))
    named.sort(key=lambda pair: (-pair[1].count, pair[0]))
    return Metagame(
        decks=tuple(deck for _first, deck in named),
        others=DeckShare("", others, Fraction(others, total)) if others else None,
        unnamed=unnamed,
    )
