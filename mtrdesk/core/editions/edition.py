"""One edition of the Magic Tournament Rules: every rule mtrdesk follows that differs
between editions, so the engine asks the event's edition instead of knowing a date.

A new edition is one more ``Edition`` value in ``core.editions.catalogue`` (and its banned
lists in ``resources/decklists``); the engine does not change.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Mapping
from dataclasses import dataclass

from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import Rel, Structure


class Topic(enum.Enum):
    """A rule mtrdesk cites whose section number depends on the edition."""

    #: Conceding or intentionally drawing (2023: 2.4; 2025: 2.5).
    CONCEDE = "concede"
    #: The end-of-match procedure, extra turns (2023: 2.5; 2025: 2.4).
    END_OF_MATCH = "end_of_match"
    #: Deck registration, open decklists (2.7).
    DECK_REGISTRATION = "deck_registration"
    #: Dropping from a tournament, the bye after a drop after the cut (2.10).
    DROP = "drop"
    #: Participation minimums (10.1).
    MINIMUM = "minimum"
    #: The playoff, early advancement (10.4).
    PLAYOFF = "playoff"
    #: Card names: Universes Beyond names are the same card (3.6, 2025 only).
    CARD_NAMES = "card_names"


class PostCutBye(enum.Enum):
    """MTR 2.10: who gets a bye when a player drops after a cut."""

    #: 2023-08-21: "The highest ranked remaining player receives a bye for the round
    #: instead" (whatever follows the cut).
    ALWAYS = "always"
    #: 2025-11-10: "If the remaining part of the tournament is single elimination, the
    #: highest ranked remaining player receives a bye for the next round instead."
    SINGLE_ELIMINATION_ONLY = "single_elimination_only"


class MatchComplete(enum.Enum):
    """When a match is over, so no concession or intentional draw may change it."""

    #: 2023-08-21 2.4: "once the result slip is filled out or, if match slips are not
    #: being used, a player leaves the table after game play is finished".
    SLIP_FILLED = "slip_filled"
    #: 2025-11-10 2.5: "Until the result of a match has been recorded, players may concede
    #: or mutually agree to a draw".
    RESULT_RECORDED = "result_recorded"


@dataclass(frozen=True, slots=True)
class Edition:
    """The rules of one edition that a program must follow differently."""

    #: The effective date as ISO text: the key events and files record.
    key: str
    effective: dt.date
    #: MTR 10.1: the fewest players (individual; multiplayer pods count players) and teams
    #: (team and Two-Headed Giant events) for a sanctioned, rated tournament.
    individual_minimum: int
    team_minimum: int
    #: MTR 10.1 (2025): "Certain Premier tournaments (e.g, Regional Championship
    #: Qualifiers) require a higher minimum number of players"; the MTR gives no number.
    higher_minimum: frozenset[Program]
    post_cut_bye: PostCutBye
    match_complete: MatchComplete
    #: Where each cited rule is in this edition.
    sections: Mapping[Topic, str]
    #: MTR 1.6, 1.10, 2.1: result slips are how results are reported (2023), or one way
    #: among others (2025): slips are printed with a new round only by default in 2023.
    slips_by_default: bool
    #: MTR 1.5, 8.2: a DCI number identifies a player (2023), or only a Wizards Account
    #: (2025: a DCI number is still read and kept, not asked for).
    asks_dci_number: bool
    #: Appendix F: each program's minimum rules enforcement level, one per day.
    programs: Mapping[Program, tuple[Rel, ...]]
    #: MTR 2.7: the programs where opponents' decklists are given to players.
    open_decklists: frozenset[Program]
    #: MTR 10.4: the programs that advance players to the playoff before the Swiss ends.
    early_advancement: frozenset[Program]
    #: The banned and restricted lists it ships (``resources/decklists``).
    lists_file: str

    def section(self, topic: Topic) -> str:
        """The section number of ``topic`` in this edition ("2.5")."""
        return self.sections[topic]

    def cite(self, topic: Topic) -> str:
        """``MTR 2.5``: how a sheet or message cites ``topic`` in this edition."""
        return f"MTR {self.sections[topic]}"

    def minimum(self, structure: Structure) -> int:
        """MTR 10.1's minimum for an event of ``structure``: teams for team and
        Two-Headed Giant events, players otherwise."""
        return self.team_minimum if structure.has_teams else self.individual_minimum

    def rels(self, program: Program) -> tuple[Rel, ...]:
        """Appendix F's minimum REL of ``program``, per day (one value for one day); empty
        for a program this edition does not list."""
        return self.programs.get(program, ())
