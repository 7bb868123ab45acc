"""The steps a pick clock runs through (MTR 7.7, 8.5, 9.7, Appendix B), as plain values.

``core.draft.clock`` builds them; the projector and the printout show them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class DraftKind(enum.Enum):
    BOOSTER = "booster"  # MTR 7.7
    TWO_HEADED_GIANT = "2hg"  # MTR 9.7: teams draft, two cards a turn
    MULTIPLAYER = "multiplayer"  # multiplayer addendum Appendix B: 20-card packs, 2 a turn
    ROCHESTER = "rochester"  # MTR 8.5


class StepKind(enum.Enum):
    PICK = "pick"
    #: Between packs: "there is a review period in which players may review their picks"
    #: (MTR 7.7; the times in Appendix B).
    REVIEW = "review"
    #: Rochester: the review of a booster laid out on the table, before its first pick.
    LAYOUT = "layout"


class Direction(enum.Enum):
    LEFT = "left"  # booster-style packs pass from seat n to seat n + 1
    RIGHT = "right"
    CLOCKWISE = "clockwise"  # Rochester
    COUNTERCLOCKWISE = "counterclockwise"


class OnTimeout(enum.Enum):
    #: MTR 8.5: "a tournament official selects for that player the 'oldest' card remaining".
    OLDEST_CARD = "oldest_card"


@dataclass(frozen=True, slots=True)
class Drop:
    """A drafter leaving the draft (MTR 7.7) before their ``pick``-th pick of ``pack``.

    ``pick=1`` means before the pack is opened: they never open it.
    """

    seat: str
    pack: int
    pick: int = 1


@dataclass(frozen=True, slots=True)
class DraftStep:
    """One timed step. ``offset`` counts seconds from the start of the draft."""

    kind: StepKind
    pack: int
    seconds: int
    offset: int = 0
    #: The pick's number in its pack (Rochester: the card's number, as in MTR 8.5's example).
    pick: int | None = None
    #: Cards in the pack before this pick; after a drop (packs of different sizes), the
    #: largest, whose time the step takes.
    cards_left: int | None = None
    cards_taken: int = 0
    direction: Direction | None = None
    #: Rochester: the seat that picks (or, on a layout step, lays the booster out). Booster
    #: style: ``None``, everyone picks at once.
    picker: str | None = None
    #: Rochester: which booster of the group (1 = the first laid out).
    booster: int | None = None
    drafters: int = 0
    on_timeout: OnTimeout | None = None
    #: Seats out of the draft by now (MTR 7.7 drops).
    dropped: tuple[str, ...] = ()
    #: JA MTR 2016 7.7: seats staff pick for at random during this step.
    staff_picks: tuple[str, ...] = ()
    #: Seats holding another pack behind the one they pick from (after a drop, MTR 2023).
    backlog: tuple[str, ...] = ()

    @property
    def end(self) -> int:
        return self.offset + self.seconds

    @property
    def timed(self) -> bool:
        """False for Appendix B's "N/A": the last card(s) of a pack are just taken."""
        return self.seconds > 0
