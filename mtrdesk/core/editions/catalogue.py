"""The editions mtrdesk knows (2023-08-21 and 2025-11-10) and which one an event follows.

An event records the key of its edition (``EventSettings.edition``); an event that names
none follows the newest edition in force on its date. A file or database written before
editions were recorded follows 2023-08-21, the edition mtrdesk followed then.
"""

from __future__ import annotations

import datetime as dt
from types import MappingProxyType

from mtrdesk.core.editions.edition import Edition, MatchComplete, PostCutBye, Topic
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings, Rel

_REGULAR = (Rel.REGULAR,)
_COMPETITIVE = (Rel.COMPETITIVE,)
_PROFESSIONAL = (Rel.PROFESSIONAL,)

#: Appendix F of 2023-08-21 ("Regular (Competitive recommended)" is Regular: the minimum).
_PROGRAMS_2023 = {
    Program.ETERNAL_WEEKEND: _COMPETITIVE,
    Program.FRIDAY_NIGHT_MAGIC: _REGULAR,
    Program.GAME_DAY: _REGULAR,
    Program.LAUNCH_PARTY: _REGULAR,
    Program.PRERELEASE: _REGULAR,
    Program.PRO_TOUR: _PROFESSIONAL,
    Program.PRO_TOUR_QUALIFIER: _COMPETITIVE,
    Program.REGIONAL_CHAMPIONSHIP: _COMPETITIVE,
    Program.REGIONAL_CHAMPIONSHIP_QUALIFIER: _COMPETITIVE,
    Program.STORE_CHAMPIONSHIP: _REGULAR,
    Program.WORLD_CHAMPIONSHIP: _PROFESSIONAL,
}

MTR_2023_08_21 = Edition(
    key="2023-08-21",
    effective=dt.date(2023, 8, 21),
    individual_minimum=8,
    team_minimum=4,
    higher_minimum=frozenset(),
    post_cut_bye=PostCutBye.ALWAYS,
    match_complete=MatchComplete.SLIP_FILLED,
    sections=MappingProxyType(
        {
            Topic.CONCEDE: "2.4",
            Topic.END_OF_MATCH: "2.5",
            Topic.DECK_REGISTRATION: "2.7",
            Topic.DROP: "2.10",
            Topic.MINIMUM: "10.1",
            Topic.PLAYOFF: "10.4",
        }
    ),
    slips_by_default=True,
    asks_dci_number=True,
    programs=MappingProxyType(_PROGRAMS_2023),
    open_decklists=frozenset(
        {Program.WORLD_CHAMPIONSHIP, Program.PRO_TOUR, Program.REGIONAL_CHAMPIONSHIP}
    ),
    early_advancement=frozenset({Program.PRO_TOUR, Program.WORLD_CHAMPIONSHIP}),
    lists_file="mtr-2023-08-21.json",
)

MTR_2025_11_10 = Edition(
    key="2025-11-10",
    effective=dt.date(2025, 11, 10),
    # 10.1: "a minimum of four (4) players"; teams unchanged.
    individual_minimum=4,
    team_minimum=4,
    higher_minimum=frozenset({Program.REGIONAL_CHAMPIONSHIP_QUALIFIER}),
    post_cut_bye=PostCutBye.SINGLE_ELIMINATION_ONLY,
    match_complete=MatchComplete.RESULT_RECORDED,
    # 2.4 and 2.5 swapped places.
    sections=MappingProxyType(
        {
            Topic.CONCEDE: "2.5",
            Topic.END_OF_MATCH: "2.4",
            Topic.DECK_REGISTRATION: "2.7",
            Topic.DROP: "2.10",
            Topic.MINIMUM: "10.1",
            Topic.PLAYOFF: "10.4",
            Topic.CARD_NAMES: "3.6",
        }
    ),
    slips_by_default=False,
    asks_dci_number=False,
    programs=MappingProxyType(
        {
            **_PROGRAMS_2023,
            Program.LIMITED_CHAMPIONSHIP: _PROFESSIONAL,
            # "Spotlight Series – Day 1: Competitive", "– Day 2: Professional".
            Program.SPOTLIGHT_SERIES: (Rel.COMPETITIVE, Rel.PROFESSIONAL),
        }
    ),
    open_decklists=frozenset(
        {
            Program.WORLD_CHAMPIONSHIP,
            Program.PRO_TOUR,
            Program.LIMITED_CHAMPIONSHIP,
            Program.SPOTLIGHT_SERIES,
            Program.REGIONAL_CHAMPIONSHIP,
        }
    ),
    early_advancement=frozenset(
        {Program.PRO_TOUR, Program.LIMITED_CHAMPIONSHIP, Program.WORLD_CHAMPIONSHIP}
    ),
    lists_file="mtr-2025-11-10.json",
)

#: Every edition, oldest first.
EDITIONS: tuple[Edition, ...] = (MTR_2023_08_21, MTR_2025_11_10)
#: What a file or database that records no edition follows: the one mtrdesk followed
#: before it recorded editions.
UNRECORDED = MTR_2023_08_21
_BY_KEY = {edition.key: edition for edition in EDITIONS}


class UnknownEdition(KeyError):
    """An edition key mtrdesk does not know (a file from a newer mtrdesk, or damaged)."""


def edition_named(key: str) -> Edition:
    """The edition whose key is ``key`` ("2025-11-10"); ``UnknownEdition`` otherwise."""
    try:
        return _BY_KEY[key]
    except KeyError:
        raise UnknownEdition(key) from None


def known_edition(key: str) -> bool:
    return key in _BY_KEY


def edition_in_force(date: dt.date) -> Edition:
    """The newest edition in effect on ``date`` (the oldest one for an earlier date)."""
    found = EDITIONS[0]
    for edition in EDITIONS:
        if edition.effective <= date:
            found = edition
    return found


def edition_of(settings: EventSettings) -> Edition:
    """The edition an event follows: the one it records, else the one in force on its
    date (an event being set up that has not chosen)."""
    return edition_followed(settings.edition, settings.date)


def edition_followed(key: str, date: dt.date) -> Edition:
    """``edition_of`` from a stored key and date: an event that records no edition (``''``:
    an event file of version 8 or later without ``mtr_edition``) follows the one in force on
    its date."""
    return edition_named(key) if key else edition_in_force(date)


def earlier_than_in_force(settings: EventSettings) -> bool:
    """Whether the event follows an older edition than the one in force on its date (the
    organizer's choice, shown with its reason)."""
    return edition_of(settings).effective < edition_in_force(settings.date).effective
