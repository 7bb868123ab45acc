"""The room screen's rows as both doors show them (issue 31, item 1): the window's room
screen and the TV's page at ``/e/{id}/screen`` list the same texts in the same order.

Pairings by name sorted by reading (``collation.name_sort_key``: 五十音 in Japanese, English
by name): [table, name, opponent], a bye's table "BYE" (the word players know, as wide as a
three-digit table: the page keeps its columns) and the opponent's place saying it; the
standings in their order: [rank, name, points]. The words come in, in the door's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtrdesk.core.floor.room_screen import Phase
from mtrdesk.core.tournament import MatchKind
from mtrdesk.words.collation import name_sort_key

if TYPE_CHECKING:
    from mtrdesk.services.public.screen import RoomScreen

#: A bye's table (MTR 2.7 byes have none); the glossary's 「不戦勝(BYE)」 keeps the word.
BYE_TABLE = "BYE"
#: A round without a table that is not a bye (a late entry's or an unopposed loss).
NO_TABLE = "—"


def screen_rows(view: RoomScreen, bye: str, points: str) -> list[tuple[str, str, str]]:
    """The rows of the phase shown; ``bye``: "Bye (no table)" in the door's language,
    ``points``: "%1 pts" in it."""
    if view.phase is Phase.PAIRINGS:
        ordered = sorted(view.pairings, key=lambda p: name_sort_key(p.reading, p.name))
        return [
            (
                p.table or (BYE_TABLE if p.kind.is_bye else NO_TABLE),
                p.name,
                p.opponent or ("" if p.kind is MatchKind.PAIRED else bye),
            )
            for p in ordered
        ]
    if view.phase is Phase.STANDINGS:
        return [(str(s.rank), s.name, points.replace("%1", str(s.points))) for s in view.standings]
    return []
