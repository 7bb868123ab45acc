"""Rules an event's settings carry: draft pods (MTR 7.6), the drafted playoff and the
recommended number of rounds (Appendix E), and which settings may still change at each
stage of the event (MTR 10.2, 10.4).

Pure values: the services refuse a change with these rules and the event dialog disables
the fields they fix, so both agree by asking the same function.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from mtrdesk.core.pods.length import recommended_pod_rounds
from mtrdesk.core.settings import (
    EventSettings,
    Format,
    Playoff,
    Structure,
    effective_player_count,
    recommended_swiss_rounds,
)
from mtrdesk.core.teams.team import recommended_team_rounds

__all__ = [
    "POD_FORMATS",
    "EventProgress",
    "SettingField",
    "changed_settings",
    "draft_playoff",
    "editable_settings",
    "has_pods",
    "recommended_rounds",
]

#: Formats whose players draft in pods (MTR 7.6): a booster draft, or "other" (a cube
#: draft, Rochester...). Constructed and Sealed events have no pods.
POD_FORMATS = frozenset({Format.BOOSTER_DRAFT, Format.OTHER})


def has_pods(settings: EventSettings) -> bool:
    """Whether this event's format can seat players in draft pods (MTR 7.6)."""
    return settings.format in POD_FORMATS


def draft_playoff(settings: EventSettings) -> bool:
    """Appendix E's "Limited format with booster draft in playoff": a drafted top 8 (the
    booster-draft playoff by draft seat, or a booster-draft event's top 8)."""
    return settings.playoff is Playoff.DRAFT_TOP8 or (
        settings.format is Format.BOOSTER_DRAFT and settings.playoff is Playoff.TOP8
    )


def recommended_rounds(
    settings: EventSettings, *, entered: int, byes: Sequence[int] = (), teams: int = 0
) -> int:
    """The Swiss rounds Appendix E recommends for ``entered`` players still in (``byes``:
    their awarded byes, MTR Appendix E counting a player with 1, 2 or 3 byes as 2, 4 or 8)
    or, in a team event, ``teams`` teams still in ("Team tournaments consider each team as
    a single player"). A multiplayer event uses the addendum's own table (pods of 4)."""
    if settings.structure is Structure.MULTIPLAYER:
        return recommended_pod_rounds(entered)
    if settings.structure.has_teams:
        return recommended_team_rounds(teams)
    count = effective_player_count(entered, tuple(byes))
    return recommended_swiss_rounds(count, draft_playoff=draft_playoff(settings))


class SettingField(enum.Enum):
    """A setting that stops being editable at some stage of the event. The others (name,
    date, format, deck kind, REL, round time, tiebreaker floor, notes) change at any time."""

    #: Individual, teams (MTR 8, 9) or multiplayer pods: fixed once round 1 is paired.
    STRUCTURE = "structure"
    #: MTR 10.2: the number of Swiss rounds is fixed once round 1 is paired.
    SWISS_ROUNDS = "swiss_rounds"
    #: Appendix E single elimination only: the event starts as one, or not.
    ELIMINATION_ONLY = "elimination_only"
    #: MTR 10.2: a variable number of rounds is announced before round 1.
    END_RULE = "end_rule"
    #: MTR 10.4: the points that advance a player early are announced before round 1.
    ADVANCE_POINTS = "advance_points"
    #: MTR 7.6: pairing across pods (Regular REL) is announced before the event starts.
    PODS_LIFTED = "pods_lifted"
    #: Match length (MTR 2.1): fixed once a result is in.
    GAMES_TO_WIN = "games_to_win"
    #: The playoff size (MTR 10.4): fixed once the cut is made.
    PLAYOFF = "playoff"
    #: The MTR edition (``core.editions``): fixed once round 1 is paired, so the rounds
    #: played keep the rules they were played under.
    EDITION = "edition"
    #: The day-two cut (MTR 10.2, 2.10): announced before round 1.
    DAY_TWO_CUT = "day_two_cut"


#: The ``EventSettings`` attributes each field stands for (``PODS_LIFTED`` is stored
#: beside the settings, not in them).
SETTING_ATTRIBUTES: dict[SettingField, tuple[str, ...]] = {
    SettingField.STRUCTURE: ("structure",),
    SettingField.SWISS_ROUNDS: ("swiss_rounds",),
    SettingField.ELIMINATION_ONLY: ("elimination_only",),
    SettingField.END_RULE: ("end_rule", "end_rule_after", "end_rule_wins", "end_rule_count"),
    SettingField.ADVANCE_POINTS: ("advance_points",),
    SettingField.PODS_LIFTED: (),
    SettingField.GAMES_TO_WIN: ("games_to_win",),
    SettingField.PLAYOFF: ("playoff",),
    SettingField.EDITION: ("edition",),
    SettingField.DAY_TWO_CUT: ("cut_after", "cut_points"),
}

#: Fixed once round 1 is paired: what was announced before the event started.
_ANNOUNCED = frozenset(
    {
        SettingField.STRUCTURE,
        SettingField.SWISS_ROUNDS,
        SettingField.ELIMINATION_ONLY,
        SettingField.END_RULE,
        SettingField.ADVANCE_POINTS,
        SettingField.PODS_LIFTED,
        SettingField.EDITION,
        SettingField.DAY_TWO_CUT,
    }
)


@dataclass(frozen=True)
class EventProgress:
    """How far an event has gone, as far as its settings care."""

    #: A round is paired (round 1 of the Swiss, or of the single-elimination bracket).
    round_paired: bool = False
    #: A paired match has a result (fixed byes and losses do not count).
    results_in: bool = False
    #: The playoff has a round (the cut is made).
    playoff_started: bool = False


def editable_settings(progress: EventProgress) -> frozenset[SettingField]:
    """The staged settings that may still change: everything announced before the event
    (structure, Swiss rounds MTR 10.2, single elimination only, the end rule MTR 10.2,
    early advancement MTR 10.4, pods lifted MTR 7.6) until round 1 is paired; the match
    length until a result is in; the playoff until the cut is made."""
    fixed: set[SettingField] = set()
    if progress.round_paired:
        fixed |= _ANNOUNCED
    if progress.results_in:
        fixed.add(SettingField.GAMES_TO_WIN)
    if progress.playoff_started:
        fixed.add(SettingField.PLAYOFF)
    return frozenset(SettingField) - fixed


def changed_settings(old: EventSettings, new: EventSettings) -> frozenset[SettingField]:
    """The staged settings ``new`` changes from ``old`` (``PODS_LIFTED`` never: it is not
    part of the settings)."""
    return frozenset(
        f
        for f, names in SETTING_ATTRIBUTES.items()
        if any(getattr(old, name) != getattr(new, name) for name in names)
    )
