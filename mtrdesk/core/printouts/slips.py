"""What a match result slip shows, as plain values shared by the services and printing.

The services fill these from an event (``services.printouts.service``); ``printing.slips`` draws
them. Nothing here is private: the QR code carries only the event's identity (or, on a
slip printed before it, the database id), the round and the table.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from mtrdesk.core.bounds import MAX_ROUND, MAX_ROW_ID, MAX_TABLE
from mtrdesk.core.event_identity import UID_LENGTH
from mtrdesk.core.text import bounded_int

#: Prefix and version of the text in a slip's QR code, so a scanner can refuse other codes:
#: version 1 names the event by its database id (0 when printed from an event file),
#: version 2 by its identity (``core.event_identity``), which export and import keep.
SLIP_CODE_PREFIX = "MTRDESK1"
EVENT_SLIP_CODE_PREFIX = "MTRDESK2"
#: What scanners set up for another keyboard layout type for ":".
_MISTYPED_COLONS = str.maketrans({"+": ":", "'": ":", "*": ":"})
_SLIP_CODE = re.compile(rf"{SLIP_CODE_PREFIX}:([0-9]+):([0-9]+):([0-9]+[A-Z]?)")
_EVENT_SLIP_CODE = re.compile(
    rf"{EVENT_SLIP_CODE_PREFIX}:([0-9A-F]{{{UID_LENGTH}}}):([0-9]+):([0-9]+[A-Z]?)"
)


def event_slip_code(event_uid: str, round_number: int, table: str) -> str:
    """The QR text of one slip: ``MTRDESK2:<event identity>:<round>:<table>`` (table "12"
    or "12A"), the same whether printed from the database or from an event file.

    Upper-case letters, digits and ":" only (QR alphanumeric mode), as ``slip_code``.
    """
    return f"{EVENT_SLIP_CODE_PREFIX}:{event_uid}:{round_number}:{table.upper()}"


def slip_code(event_id: int, round_number: int, table: str) -> str:
    """The QR text of a slip of an event without an identity, and of slips printed before
    there was one: ``MTRDESK1:<event>:<round>:<table>`` (table "12" or "12A").

    Upper-case letters, digits and ":" only, so the code stays in QR alphanumeric mode
    (smaller). A scanner set up for another keyboard layout may type ":" as another key;
    ``parse_slip_code`` reads those back.
    """
    return f"{SLIP_CODE_PREFIX}:{event_id}:{round_number}:{table.upper()}"


@dataclass(frozen=True)
class SlipCode:
    """What a slip's QR code says: the event, the round and the table ("12", or "12A" for
    a team seat). The event is its identity (``event_uid``, ``event_id`` 0) on a version 2
    code; on a version 1 code its database id (0 when printed from an event file by an
    mtrdesk before the identity, which says nothing about the event; ``event_uid`` "")."""

    event_id: int
    round_number: int
    table: str
    event_uid: str = ""


def parse_slip_code(text: str) -> SlipCode | None:
    """The slip ``text`` identifies, or ``None`` when it is not an mtrdesk slip code.

    A scanner types the code then Enter, so this forgives what keyboards change: blanks
    around it, letter case (Caps Lock), full-width characters (a Japanese input method
    left on) and ":" typed as another key (a US-layout scanner on a Japanese JIS keyboard
    sends "+", a JIS scanner on a US keyboard "'").
    """
    text = unicodedata.normalize("NFKC", text).strip().upper()
    retyped = text.translate(_MISTYPED_COLONS)
    found = _EVENT_SLIP_CODE.fullmatch(text) or _EVENT_SLIP_CODE.fullmatch(retyped)
    event_uid = ""
    if found is not None:
        event_id: int | None = 0
        event_uid = found[1]
    else:
        found = _SLIP_CODE.fullmatch(text) or _SLIP_CODE.fullmatch(retyped)
        if found is None:
            return None
        # Numbers no slip of ours carries (a 20-digit event id, a 5,000-digit table) are
        # not a slip: bounded before ``int()`` and before they reach the database.
        event_id = bounded_int(found[1], 0, MAX_ROW_ID)
    round_number = bounded_int(found[2], 0, MAX_ROUND)
    table = bounded_int(found[3].rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), 1, MAX_TABLE)
    if event_id is None or round_number is None or table is None:
        return None
    return SlipCode(event_id, round_number, found[3], event_uid)


@dataclass(frozen=True)
class SlipPlayer:
    """A player (or team) as the slip names them: family name first; ID if registered.

    ``team``: the team a seat-match player plays for (MTR 8.2), so the players of table
    "12A" see which team match it is; ``members``: a Two-Headed Giant side's players (the
    side is named by its team, MTR 9.1), so both know the slip is theirs.
    """

    name: str
    player_id: str = ""
    team: str = ""
    members: tuple[str, ...] = ()


@dataclass(frozen=True)
class Slip:
    """One table. ``chooser`` is 1 or 2 when that side chooses play or draw (MTR 2.2,
    playoff matches: the higher seed; in a team playoff the higher-seeded team's player,
    ``chooser_team`` naming the team), else ``None``. ``random_chooser``: a Two-Headed
    Giant playoff match, where a team determined at random chooses (MTR 9.3)."""

    table: str
    player1: SlipPlayer
    player2: SlipPlayer
    code: str
    chooser: int | None = None
    chooser_team: str = ""
    random_chooser: bool = False
    #: The match's one-time code for reporting from a phone (issue 16, ``K7M4QX``; shown
    #: as ``core.floor.reports.shown_code``): slips printed from the database only.
    floor_code: str = ""
    #: Where the phone QR code leads (the slip's report page), while the event is open to
    #: phones; "" prints the code as text only.
    floor_link: str = ""


#: A round's slip: ``Slip`` or ``PodSlip``.
S = TypeVar("S")


@dataclass(frozen=True)
class RoundSlips(Generic[S]):
    """What both slip sheets say: the event, the round, and its slips in table order."""

    event_id: int
    event_name: str
    date: dt.date
    round_number: int
    playoff: bool
    slips: tuple[S, ...]


@dataclass(frozen=True)
class SlipSheet(RoundSlips[Slip]):
    """Every slip of one round, in table order."""

    #: The players (teams) a playoff round starts with: 8 quarterfinals, 4, 2 the final.
    field: int = 0


#: A round's one-time slip codes by table ("12", "12A"), drawn the first time asked for.
RoundCodes = Callable[[int], Mapping[str, str]]


@dataclass(frozen=True)
class FloorCodes:
    """Where slips printed from the database get their one-time codes (issue 16):
    ``codes(round)``, asked only when slips are made (other sheets draw none); and
    ``report_base``, the address phones open while the event is open to phones
    (``"http://192.168.1.5:8750/"``), ``None`` when it is not (the code as text only)."""

    codes: RoundCodes
    report_base: str | None = None


@dataclass(frozen=True)
class PodSlipPlayer:
    """One seat of a multiplayer pod: seat 1 plays first (multiplayer addendum 2.2A);
    ``seed`` is the playoff seed in a playoff pod (seats are in seed order there)."""

    seat: int
    name: str
    player_id: str = ""
    seed: int | None = None


@dataclass(frozen=True)
class PodSlip:
    """One pod at its table: its players by seat and the QR text (``slip_code``)."""

    table: str
    players: tuple[PodSlipPlayer, ...]
    code: str


@dataclass(frozen=True)
class PodSlipSheet(RoundSlips[PodSlip]):
    """Every pod slip of one round of a multiplayer event, in table order."""
