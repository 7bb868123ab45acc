"""Event settings and the rule constants they are checked against (MTR 1.12, 2.1, App. B, E)."""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, get_type_hints

from mtrdesk.core.draft.profiles import EN_2023, PROFILES
from mtrdesk.core.editions.program import Program
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.swiss.length import (  # noqa: F401  (re-exported: EndRuleKind, recommended_swiss_rounds)
    EndRule,
    EndRuleError,
    EndRuleKind,
    build_end_rule,
    recommended_swiss_rounds,
)

if TYPE_CHECKING:  # the day-two cut's rules load when a cut is announced (issue 33)
    from mtrdesk.core.swiss.day_two_cut import CutProblem, DayTwoCut


class Format(enum.Enum):
    """The event's format (MTR 6, 7)."""

    STANDARD = "standard"
    PIONEER = "pioneer"
    MODERN = "modern"
    LEGACY = "legacy"
    VINTAGE = "vintage"
    PAUPER = "pauper"
    #: Commander (multiplayer addendum 6.*): 100-card singleton decks with a commander.
    COMMANDER = "commander"
    SEALED = "sealed"
    BOOSTER_DRAFT = "booster_draft"
    OTHER = "other"

    @property
    def default_kind(self) -> DeckKind:
        if self in (Format.SEALED, Format.BOOSTER_DRAFT):
            return DeckKind.LIMITED
        return DeckKind.CONSTRUCTED


class DeckKind(enum.Enum):
    """Constructed or Limited (MTR 1.1)."""

    CONSTRUCTED = "constructed"
    LIMITED = "limited"


class Rel(enum.Enum):
    """Rules Enforcement Level (MTR 1.12)."""

    REGULAR = "regular"
    COMPETITIVE = "competitive"
    PROFESSIONAL = "professional"


class Playoff(enum.Enum):
    """Single-elimination playoff after the Swiss rounds (MTR 10.4).

    ``TOP4``/``TOP8`` pair the playoff by the final Swiss standings; ``DRAFT_TOP8`` is the
    booster-draft playoff of Limited tournaments: the top 8 draft again around one table,
    seated at random, and play by draft seat (seat 1 v 5, 2 v 6, 3 v 7, 4 v 8).
    """

    NONE = "none"
    TOP4 = "top4"
    TOP8 = "top8"
    DRAFT_TOP8 = "draft_top8"

    @property
    def size(self) -> int:
        return {Playoff.NONE: 0, Playoff.TOP4: 4, Playoff.TOP8: 8, Playoff.DRAFT_TOP8: 8}[self]

    @property
    def by_draft_seat(self) -> bool:
        """MTR 10.4: the booster-draft playoff is paired by draft seat, not by standings."""
        return self is Playoff.DRAFT_TOP8


class Structure(enum.Enum):
    """Who plays whom: individuals, teams with seats (MTR 8), Two-Headed Giant teams
    (MTR 9), or multiplayer pods (multiplayer addendum). Fixed once round 1 is paired."""

    INDIVIDUAL = "individual"
    TEAM_OF_TWO = "team_of_two"
    TEAM_OF_THREE = "team_of_three"
    TWO_HEADED_GIANT = "two_headed_giant"
    MULTIPLAYER = "multiplayer"

    @property
    def has_teams(self) -> bool:
        return self in (
            Structure.TEAM_OF_TWO,
            Structure.TEAM_OF_THREE,
            Structure.TWO_HEADED_GIANT,
        )


class Floor(enum.Enum):
    """The minimum match-win and game-win percentage used for tiebreakers.

    MTR Appendix C says 0.33; several online platforms (Melee among them) use exactly 1/3.
    The difference reorders real standings, so the event states which one it uses.
    """

    MTR = "mtr"
    THIRD = "third"

    @property
    def value_fraction(self) -> Fraction:
        return MIN_PERCENTAGE_MTR if self is Floor.MTR else MIN_PERCENTAGE_THIRD


#: MTR Appendix C (match-win percentage): "If this number is lower than 0.33, use 0.33
#: instead"; the same floor applies to game-win percentage.
MIN_PERCENTAGE_MTR = Fraction(33, 100)
#: The exact third some platforms use instead.
MIN_PERCENTAGE_THIRD = Fraction(1, 3)

#: MTR 2.1: matches are best of three unless announced otherwise.
DEFAULT_GAMES_TO_WIN = 2
#: MTR 2.1 lets the organizer announce another match length; mtrdesk offers one game,
#: best of three and best of five.
GAMES_TO_WIN_CHOICES = (1, 2, 3)
#: MTR 10.2 sets only a minimum (3 rounds to be rated); Appendix E recommends at most 10.
#: mtrdesk accepts up to 30 announced rounds, far beyond any recommendation.
MAX_SWISS_ROUNDS = 30
#: MTR Appendix B: "The required minimum time limit for any match is 40 minutes"; 50
#: minutes is recommended for Constructed and Limited rounds.
MIN_ROUND_MINUTES = 40
DEFAULT_ROUND_MINUTES = 50
#: MTR Appendix E: awarded byes count a player as 2, 4 or 8 players.
MAX_AWARDED_BYES = 3


def recommended_playoff(players: int, *, draft_playoff: bool = False) -> Playoff:
    """MTR Appendix E: top 8 from 17 players up (or with a draft playoff), top 4 for 9–16."""
    if players <= 8:
        return Playoff.NONE
    return Playoff.TOP8 if players >= 17 or draft_playoff else Playoff.TOP4


def effective_player_count(players: int, awarded_byes: list[int] | tuple[int, ...] = ()) -> int:
    """MTR Appendix E: a player with 1, 2 or 3 byes counts as 2, 4 or 8 players."""
    extra = sum((2**byes) - 1 for byes in awarded_byes if byes > 0)
    return players + extra


class SettingsProblem(enum.Enum):
    """Why event settings were refused."""

    NAME_EMPTY = "name_empty"
    ROUND_TOO_SHORT = "round_too_short"
    GAMES_TO_WIN = "games_to_win"
    ROUNDS = "rounds"
    #: MTR 10.2: a variable number of rounds is announced with its most rounds.
    END_RULE_ROUNDS = "end_rule_rounds"
    #: The end rule's criteria cannot be met (a check after the last round, more wins
    #: than rounds, ...): ``core.swiss.end_rules`` refuses it.
    END_RULE = "end_rule"
    #: "Until the cut is decided" needs a playoff to cut to.
    END_RULE_PLAYOFF = "end_rule_playoff"
    #: MTR 10.4: early advancement needs a positive number of match points and a playoff.
    ADVANCE_POINTS = "advance_points"
    #: MTR Appendix E: single elimination only has no Swiss rounds, end rule or playoff.
    ELIMINATION_ONLY = "elimination_only"
    #: The pick clock's timings name no rule text mtrdesk has (``draft_profiles.PROFILES``).
    DRAFT_TIMINGS = "draft_timings"
    #: The MTR edition is none mtrdesk knows (``core.editions.catalogue.known_edition``,
    #: asked by the services and the event file's reader).
    EDITION = "edition"
    #: The day-two cut (``core.swiss.day_two_cut``) needs a round that leaves Swiss rounds
    #: after it and at least one match point, both given.
    DAY_TWO_CUT = "day_two_cut"


class SettingsError(Refusal, ValueError):
    def __init__(self, problems: list[SettingsProblem]) -> None:
        super().__init__(", ".join(p.value for p in problems))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class EventSettings:
    """Everything the organizer sets for one event."""

    name: str
    date: dt.date
    format: Format = Format.STANDARD
    kind: DeckKind = DeckKind.CONSTRUCTED
    rel: Rel = Rel.REGULAR
    games_to_win: int = DEFAULT_GAMES_TO_WIN
    #: Number of Swiss rounds; ``None`` means "the Appendix E recommendation" until
    #: round 1 is paired, when it is fixed (MTR 10.2).
    swiss_rounds: int | None = None
    round_minutes: int = DEFAULT_ROUND_MINUTES
    playoff: Playoff = Playoff.NONE
    floor: Floor = Floor.MTR
    notes: str = field(default="")
    structure: Structure = Structure.INDIVIDUAL
    #: MTR Appendix E: 5–8 players play "3 Single-Elimination Rounds (No Swiss)", seeded
    #: at random; ``swiss_rounds``, ``playoff``, the end rule and early advancement unset.
    elimination_only: bool = False
    #: MTR 10.2: how the Swiss ends; see ``EndRuleKind``. Its numbers are ``None`` when unused
    #: (or, for a variable rule, for the usual choice: ``core.swiss.end_rules.end_rule_of``).
    end_rule: EndRuleKind = EndRuleKind.FIXED
    end_rule_after: int | None = None
    end_rule_wins: int | None = None
    end_rule_count: int | None = None
    #: MTR 10.4: the announced match points that advance a player to the playoff before
    #: the Swiss ends, with a locked seed; ``None``: no early advancement.
    advance_points: int | None = None
    #: Privacy: player IDs (a Wizards Account may be an e-mail address) on the slips and
    #: postings; off unless the organizer turns them on. The decklist sheet always has them.
    show_player_ids: bool = False
    #: The Appendix B timings the event's pick clock runs on (``draft_profiles.PROFILES``
    #: key): MTR 2023 unless the organizer chose the Japanese MTR 2016 ones. Only a clock:
    #: it may change at any time.
    draft_timings: str = EN_2023.key
    #: The MTR edition the event follows (``core.editions``), by its key ("2025-11-10");
    #: empty while it is being set up: the edition in force on ``date``. Stored events
    #: always name theirs, so rounds played never change meaning when mtrdesk updates.
    edition: str = ""
    #: Why the event follows an older edition than the one in force on its date (a league
    #: keeping its season's rules), shown beside the edition.
    edition_reason: str = ""
    #: The program (MTR Appendix F) the event belongs to; its minimum REL per day.
    program: Program = Program.OTHER
    #: A day-two cut (``core.swiss.day_two_cut``), announced before round 1 (MTR 10.2):
    #: after Swiss round ``cut_after`` only players with at least ``cut_points`` match
    #: points are paired; both ``None``: no cut.
    cut_after: int | None = None
    cut_points: int | None = None

    def day_two_cut(self) -> DayTwoCut | None:
        """The announced day-two cut, or ``None``."""
        if self.cut_after is None or self.cut_points is None:
            return None
        from mtrdesk.core.swiss.day_two_cut import DayTwoCut  # only for an announced cut

        return DayTwoCut(self.cut_after, self.cut_points)

    def individual_only(self) -> list[str]:
        """The settings set here that mtrdesk runs for individual Swiss events only (a
        playoff, single elimination only, a variable end of the Swiss, early advancement),
        by field name: team and multiplayer events refuse them."""
        return [
            name
            for name, used in (
                ("playoff", self.playoff is not Playoff.NONE),
                ("elimination_only", self.elimination_only),
                ("end_rule", self.end_rule is not EndRuleKind.FIXED),
                ("advance_points", self.advance_points is not None),
                ("cut_after", self.cut_after is not None or self.cut_points is not None),
            )
            if used
        ]

    def problems(self) -> list[SettingsProblem]:
        """Every reason these settings cannot be used (empty when they are fine)."""
        found: list[SettingsProblem] = []
        if not self.name.strip():
            found.append(SettingsProblem.NAME_EMPTY)
        if self.draft_timings not in PROFILES:
            found.append(SettingsProblem.DRAFT_TIMINGS)
        if self.round_minutes < MIN_ROUND_MINUTES:
            found.append(SettingsProblem.ROUND_TOO_SHORT)
        if self.games_to_win not in GAMES_TO_WIN_CHOICES:
            found.append(SettingsProblem.GAMES_TO_WIN)
        if self.swiss_rounds is not None and not 1 <= self.swiss_rounds <= MAX_SWISS_ROUNDS:
            found.append(SettingsProblem.ROUNDS)
        if self.elimination_only:
            if (
                self.swiss_rounds is not None
                or self.playoff is not Playoff.NONE
                or self.end_rule is not EndRuleKind.FIXED
                or self.advance_points is not None
                or self.cut_after is not None
                or self.cut_points is not None
            ):
                found.append(SettingsProblem.ELIMINATION_ONLY)
            return found
        found += self._end_rule_problems()
        if self.advance_points is not None and (
            self.advance_points < 1 or self.playoff is Playoff.NONE
        ):
            found.append(SettingsProblem.ADVANCE_POINTS)
        if self._day_two_cut_problems():
            found.append(SettingsProblem.DAY_TWO_CUT)
        return found

    def _day_two_cut_problems(self) -> list[CutProblem]:
        """Why the announced day-two cut cannot be used: half of it given, a round that
        leaves no Swiss round after it, or no match points (``DayTwoCut.problems``)."""
        if self.cut_after is None and self.cut_points is None:
            return []
        from mtrdesk.core.swiss.day_two_cut import CutProblem

        cut = self.day_two_cut()
        if cut is None:
            return [CutProblem.ROUND if self.cut_after is None else CutProblem.POINTS]
        return cut.problems(self.swiss_rounds)

    def announced_end_rule(self, rounds: int) -> EndRule:
        """The end rule these settings announce (MTR 10.2), for a Swiss of at most
        ``rounds`` rounds; numbers left ``None`` take the usual choice (``build_end_rule``),
        ``CUT_DECIDED`` cuts to the playoff. ``EndRuleError`` when it cannot be announced."""
        return build_end_rule(
            self.end_rule,
            rounds,
            after=self.end_rule_after,
            wins=self.end_rule_wins,
            count=self.end_rule_count,
            playoff_size=self.playoff.size,
        )

    def _end_rule_problems(self) -> list[SettingsProblem]:
        if self.end_rule is EndRuleKind.FIXED:
            return []
        if self.end_rule is EndRuleKind.CUT_DECIDED and self.playoff is Playoff.NONE:
            return [SettingsProblem.END_RULE_PLAYOFF]
        if self.swiss_rounds is None:
            return [SettingsProblem.END_RULE_ROUNDS]
        if not 1 <= self.swiss_rounds <= MAX_SWISS_ROUNDS:
            return []  # ROUNDS says it
        try:
            self.announced_end_rule(self.swiss_rounds)
        except EndRuleError:
            return [SettingsProblem.END_RULE]
        return []

    def validated(self) -> EventSettings:
        """Return self, or raise ``SettingsError`` with every problem."""
        found = self.problems()
        if found:
            raise SettingsError(found)
        return self

    def with_changes(self, **changes: object) -> EventSettings:
        return replace(self, **changes)  # type: ignore[arg-type]


def settings_columns(settings: EventSettings) -> dict[str, Any]:
    """Every field of ``settings`` by name, an enum as its value: the form the store keeps
    them in, one column a field (``settings_from_columns`` reads it back)."""
    columns: dict[str, Any] = {}
    for name in SETTINGS_FIELDS:
        value = getattr(settings, name)
        columns[name] = value.value if isinstance(value, enum.Enum) else value
    return columns


def settings_from_columns(columns: Mapping[str, Any]) -> EventSettings:
    """The settings from ``settings_columns``' form: each enum field made from its value."""
    values: dict[str, Any] = dict(columns)
    for name, kind in _ENUM_FIELDS.items():
        values[name] = kind(values[name])
    return EventSettings(**values)


#: The names of ``EventSettings``' fields, in declaration order.
SETTINGS_FIELDS = tuple(f.name for f in fields(EventSettings))
#: The fields whose value is an enum member, with the enum.
_ENUM_FIELDS: dict[str, type[enum.Enum]] = {
    name: hint
    for name, hint in get_type_hints(EventSettings).items()
    if isinstance(hint, type) and issubclass(hint, enum.Enum)
}
