"""Translated labels for the domain enums: one table per enum, marked for lupdate.

The tables hold source strings only (``QT_TRANSLATE_NOOP``); ``label()`` translates at the
moment of display, so switching language needs no reload of this module.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.core.settings import DeckKind, EndRuleKind, Floor, Format, Playoff, Rel, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.event_views import Stage
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "Labels"

_LABELS: dict[enum.Enum, str] = {
    Format.STANDARD: QT_TRANSLATE_NOOP("Labels", "Standard"),
    Format.PIONEER: QT_TRANSLATE_NOOP("Labels", "Pioneer"),
    Format.MODERN: QT_TRANSLATE_NOOP("Labels", "Modern"),
    Format.LEGACY: QT_TRANSLATE_NOOP("Labels", "Legacy"),
    Format.VINTAGE: QT_TRANSLATE_NOOP("Labels", "Vintage"),
    Format.PAUPER: QT_TRANSLATE_NOOP("Labels", "Pauper"),
    Format.COMMANDER: QT_TRANSLATE_NOOP("Labels", "Commander"),
    Format.SEALED: QT_TRANSLATE_NOOP("Labels", "Sealed Deck"),
    Format.BOOSTER_DRAFT: QT_TRANSLATE_NOOP("Labels", "Booster Draft"),
    Format.OTHER: QT_TRANSLATE_NOOP("Labels", "Other"),
    DeckKind.CONSTRUCTED: QT_TRANSLATE_NOOP("Labels", "Constructed"),
    DeckKind.LIMITED: QT_TRANSLATE_NOOP("Labels", "Limited"),
    Rel.REGULAR: QT_TRANSLATE_NOOP("Labels", "Regular"),
    Rel.COMPETITIVE: QT_TRANSLATE_NOOP("Labels", "Competitive"),
    Rel.PROFESSIONAL: QT_TRANSLATE_NOOP("Labels", "Professional"),
    Playoff.NONE: QT_TRANSLATE_NOOP("Labels", "No playoff"),
    Playoff.TOP4: QT_TRANSLATE_NOOP("Labels", "Top 4"),
    Playoff.TOP8: QT_TRANSLATE_NOOP("Labels", "Top 8"),
    Playoff.DRAFT_TOP8: QT_TRANSLATE_NOOP("Labels", "Top 8 booster-draft playoff"),
    EndRuleKind.FIXED: QT_TRANSLATE_NOOP("Labels", "Fixed number of rounds"),
    EndRuleKind.UNLESS_SOLE_LEADER: QT_TRANSLATE_NOOP(
        "Labels", "Ends early if only one player has the wins"
    ),
    EndRuleKind.UNDEFEATED_AT_MOST: QT_TRANSLATE_NOOP(
        "Labels", "Ends when few players are undefeated"
    ),
    EndRuleKind.CUT_DECIDED: QT_TRANSLATE_NOOP("Labels", "Ends when the playoff cut is decided"),
    Floor.MTR: QT_TRANSLATE_NOOP("Labels", "0.33 (MTR Appendix C)"),
    Floor.THIRD: QT_TRANSLATE_NOOP("Labels", "Exactly 1/3"),
    Stage.REGISTRATION: QT_TRANSLATE_NOOP("Labels", "Registration"),
    Stage.SWISS: QT_TRANSLATE_NOOP("Labels", "Swiss rounds"),
    Stage.PLAYOFF: QT_TRANSLATE_NOOP("Labels", "Playoff"),
    Stage.FINISHED: QT_TRANSLATE_NOOP("Labels", "Finished"),
    MatchKind.PAIRED: QT_TRANSLATE_NOOP("Labels", "Match"),
    MatchKind.BYE: QT_TRANSLATE_NOOP("Labels", "Bye"),
    MatchKind.AWARDED_BYE: QT_TRANSLATE_NOOP("Labels", "Awarded bye"),
    MatchKind.LATE_ENTRY_LOSS: QT_TRANSLATE_NOOP("Labels", "Loss (late entry)"),
    MatchKind.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("Labels", "Loss (no opponent)"),
    # MTR 8 (teams of two or three, one match per seat) and MTR 9 (Two-Headed Giant).
    Structure.INDIVIDUAL: QT_TRANSLATE_NOOP("Labels", "Individual"),
    Structure.TEAM_OF_TWO: QT_TRANSLATE_NOOP("Labels", "Teams of two"),
    Structure.TEAM_OF_THREE: QT_TRANSLATE_NOOP("Labels", "Teams of three"),
    Structure.TWO_HEADED_GIANT: QT_TRANSLATE_NOOP("Labels", "Two-Headed Giant"),
    # The multiplayer addendum: pods of four (Commander), not head to head.
    Structure.MULTIPLAYER: QT_TRANSLATE_NOOP("Labels", "Multiplayer pods"),
}

# How the floor is shown next to the standings ("下限 0.33").
_FLOOR_SHORT: dict[Floor, str] = {
    Floor.MTR: QT_TRANSLATE_NOOP("Labels", "floor 0.33"),
    Floor.THIRD: QT_TRANSLATE_NOOP("Labels", "floor 1/3"),
}

# MTR 2.1: the match length, by games needed to win.
_GAMES_TO_WIN: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Labels", "Best of one (1 game to win)"),
    2: QT_TRANSLATE_NOOP("Labels", "Best of three (2 games to win)"),
    3: QT_TRANSLATE_NOOP("Labels", "Best of five (3 games to win)"),
}


# The rule texts whose Appendix B timings a pick clock runs on, by ``draft_profiles`` key
# (``EventSettings.draft_timings``): the event dialog, the audit log and the draft plan
# sheet name them alike (translated in the sheets' context, where they were first).
TIMINGS: dict[str, str] = {
    EN_2023.key: QT_TRANSLATE_NOOP("Print", "MTR 2023 Appendix B"),
    JA_2016.key: QT_TRANSLATE_NOOP("Print", "Japanese MTR 2016 Appendix B"),
}


def timings_label(key: str) -> str:
    """The rule text of the timings ``key`` ("MTR 2023 Appendix B"); an unknown key as it is."""
    source = TIMINGS.get(key)
    return key if source is None else QCoreApplication.translate("Print", source)


def label(member: enum.Enum) -> str:
    """The translated label of an enum member; its value if it has none (never crashes)."""
    source = _LABELS.get(member)
    if source is None:
        return str(member.value)
    return QCoreApplication.translate(CONTEXT, source)


def floor_short(floor: Floor) -> str:
    return QCoreApplication.translate(CONTEXT, _FLOOR_SHORT[floor])


def games_to_win_label(games: int) -> str:
    source = _GAMES_TO_WIN.get(games)
    if source is None:
        return str(games)
    return QCoreApplication.translate(CONTEXT, source)


def games_to_win_choices() -> list[int]:
    return sorted(_GAMES_TO_WIN)


def pod_sizes_text(sizes: list[int]) -> str:
    """The sizes of the pods: "7, 7, 6 players" (7人、7人、6人)."""
    separator = QCoreApplication.translate("Labels", ", ", "between pod sizes: 7, 7, 6 players")
    return QCoreApplication.translate("Labels", "%1 players").replace(
        "%1", separator.join(str(size) for size in sizes)
    )


def pod_label(pod: int | None) -> str:
    """A booster-draft pod (MTR 7.6) by its number: "Pod 2" (ポッド2); "" for none."""
    if pod is None:
        return ""
    return QCoreApplication.translate("Labels", "Pod %1").replace("%1", str(pod))


def seat_label(seat: str) -> str:
    """A team member's seat (MTR 8.2): "Player A" (プレイヤーA); "" for none."""
    if not seat:
        return ""
    return QCoreApplication.translate("Labels", "Player %1").replace("%1", seat)
