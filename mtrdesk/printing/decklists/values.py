"""What a decklist sheet shows, as plain values: which sheet (``SheetForm``), the player
boxes, the judges' notes, one player's page (``DeckPage``) and every word of the sheet
(``DeckSheetLabels``). ``printing.decklists.sheet`` draws them; ``sheets.decklists`` builds
them from an event in the installed language."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from mtrdesk.core.decklists.decklist import Decklist


class SheetForm(enum.Enum):
    """Which sheet: the list of a Constructed, Limited or Commander deck, or a Sealed
    card pool (MTR 7.5)."""

    CONSTRUCTED = "constructed"
    LIMITED = "limited"
    COMMANDER = "commander"
    POOL = "pool"


@dataclass(frozen=True)
class PlayerBoxes:
    """What the player boxes show (empty: left to be written by hand)."""

    name: str = ""
    reading: str = ""
    player_id: str = ""
    table: str = ""
    seat: str = ""
    team: str = ""


@dataclass(frozen=True)
class JudgeNotes:
    """What the judges' area shows on a filled sheet: who accepted the list and when
    (MTR 2.7), and one line per deck check (MTR 2.8)."""

    accepted_by: str = ""
    accepted_at: str = ""
    checks: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeckPage:
    """One player's sheet. ``decklist`` None: a blank sheet with lines to write on (the
    event and the player boxes may still be filled in)."""

    form: SheetForm
    event_name: str = ""
    date: str = ""
    format: str = ""
    player: PlayerBoxes = field(default_factory=PlayerBoxes)
    decklist: Decklist | None = None
    #: A pool sheet: the player who registered it (MTR 7.5).
    registered_by: PlayerBoxes | None = None
    judge: JudgeNotes | None = None
    #: A copy for the playoff opponent (MTR 2.7): whose list it is and who receives it;
    #: the judges' area is left off such a copy.
    banner: str = ""


@dataclass(frozen=True)
class DeckSheetLabels:
    """Every word of the sheet in the reader's language (``%1``... filled in here)."""

    title: str
    pool_title: str
    form_constructed: str
    form_limited: str
    form_commander: str
    continued: str  # "%1 (continued)"
    page: str  # "Page %1 of %2"
    event: str
    date: str
    format: str
    name: str
    reading: str
    player_id: str
    table: str
    seat: str
    team: str  # "Team: %1"
    pool_owner: str  # the owner's name box on a pool sheet
    registered_by: str
    registered_by_id: str
    signature: str
    count: str
    card: str
    main: str
    main_continued: str
    sideboard: str
    sideboard_continued: str
    commander: str
    pool: str
    basic_lands: str  # heading of the Limited basic-land box (MTR 7.2)
    basic_names: tuple[str, str, str, str, str]  # Plains, Island, Swamp, Mountain, Forest
    main_total: str
    sideboard_total: str
    commander_total: str  # "Deck with commander"
    pool_total: str
    cards: str  # "%1 cards", after a total
    judge_heading: str
    accepted_by: str
    accepted_at: str
    deck_checks: str
    opponent_copy: str
    note_constructed: str
    note_limited: str
    note_commander: str
    note_pool: str
