"""Time extensions of one match (MTR 2.6): how many minutes, and why.

MTR 2.6 (JA 2016 2.6 時間延長): a judge who pauses a match for more than a minute extends
its time; a deck check (MTR 2.8) gives the time it took plus three minutes. The
multiplayer addendum (*.5A, Commander) gives four minutes instead of three, for shuffling
100-card singleton decks. The end-of-match procedure (MTR 2.5) starts when the match's
own time, extensions included, is over.
"""

from __future__ import annotations

import enum

from mtrdesk.core.settings import EventSettings, Format, Structure

#: MTR 2.6: a deck check adds the time it took plus three minutes.
DECK_CHECK_BONUS = 3
#: Multiplayer addendum *.5A: a Commander deck check adds its time plus four minutes.
COMMANDER_DECK_CHECK_BONUS = 4
#: The most one extension may add: a sane bound against a mistyped "80" for "8".
MAX_EXTENSION_MINUTES = 60


class ExtensionReason(enum.Enum):
    """Why the judge extended the match (MTR 2.6)."""

    DECK_CHECK = "deck_check"  # MTR 2.6, 2.8: its length + 3 (Commander pods: + 4)
    JUDGE_RULING = "judge_ruling"  # a long ruling: the minutes the judge gives
    OTHER = "other"


def deck_check_bonus(multiplayer: bool) -> int:
    """The minutes a deck check adds beyond its length: 3 (MTR 2.6), or 4 in a
    multiplayer (Commander) pod (multiplayer addendum *.5A)."""
    return COMMANDER_DECK_CHECK_BONUS if multiplayer else DECK_CHECK_BONUS


def commander_deck_checks(settings: EventSettings) -> bool:
    """True when a deck check adds 4 minutes, not 3: the event plays Commander decks, the
    100-card singletons of multiplayer addendum *.5A (a multiplayer pod event, or a
    Commander-format event played one against one)."""
    return settings.structure is Structure.MULTIPLAYER or settings.format is Format.COMMANDER


def extension_minutes(reason: ExtensionReason, minutes: int, multiplayer: bool = False) -> int:
    """The minutes awarded: for a deck check ``minutes`` is the time it took and the
    MTR 2.6 bonus is added; for any other reason ``minutes`` is what the judge gave."""
    if reason is ExtensionReason.DECK_CHECK:
        return minutes + deck_check_bonus(multiplayer)
    return minutes


def minutes_problem(reason: ExtensionReason, minutes: int, multiplayer: bool = False) -> bool:
    """True when ``minutes`` cannot be recorded: a deck check takes 0 minutes or more,
    any other extension at least 1; the total is at most ``MAX_EXTENSION_MINUTES``."""
    lowest = 0 if reason is ExtensionReason.DECK_CHECK else 1
    if isinstance(minutes, bool) or not isinstance(minutes, int) or minutes < lowest:
        return True
    return extension_minutes(reason, minutes, multiplayer) > MAX_EXTENSION_MINUTES
