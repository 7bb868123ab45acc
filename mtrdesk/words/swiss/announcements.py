"""What the organizer announces before round 1, in words: how the Swiss ends (MTR 10.2) and
early advancement (MTR 10.4); and where the event stands against it.

The event dialog shows the announcement as it is typed; the rounds tab says when the Swiss
ended under it and who has advanced early.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.event.swiss_end import AdvancedPlayer, SwissEndView
from mtrdesk.core.placeholders import fill
from mtrdesk.core.swiss.end_rules import (
    EndRule,
    FixedRounds,
    UnlessSoleLeader,
    UntilCutDecided,
    UntilUndefeatedAtMost,
)


def end_rule_text(rule: EndRule) -> str:
    """The announced end of the Swiss (MTR 10.2), as the organizer reads it out."""
    match rule:
        case FixedRounds():
            return QCoreApplication.translate(
                "Announcements", "%n Swiss round(s).", None, rule.rounds
            )
        case UnlessSoleLeader():
            return fill(
                QCoreApplication.translate(
                    "Announcements",
                    "%1 Swiss rounds, unless only one player has %2 match wins after round "
                    "%3: then the Swiss ends there.",
                ),
                rule.rounds,
                rule.wins,
                rule.checked_after,
            )
        case UntilUndefeatedAtMost():
            return fill(
                QCoreApplication.translate(
                    "Announcements",
                    "Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round "
                    "in which at most %n player(s) have won every round.",
                    None,
                    rule.count,
                ),
                rule.max_rounds,
                min(rule.min_rounds, rule.max_rounds),
            )
        case UntilCutDecided():
            return fill(
                QCoreApplication.translate(
                    "Announcements",
                    "Up to %1 Swiss rounds. From round %2 on, the Swiss ends after a round "
                    "in which no more players can still reach the top %3 than it has places.",
                ),
                rule.max_rounds,
                min(rule.min_rounds, rule.max_rounds),
                rule.playoff_size,
            )
    raise TypeError(rule)  # pragma: no cover - the union is closed


def advance_text(points: int) -> str:
    """Early advancement as announced (MTR 10.4)."""
    return fill(
        QCoreApplication.translate(
            "Announcements",
            "Players who reach %1 match points advance to the playoff with a locked seed and "
            "get byes for the rest of the Swiss (MTR 10.4).",
        ),
        points,
    )


def unrated_text() -> str:
    """MTR 10.2: a rated individual tournament plays at least three rounds."""
    return QCoreApplication.translate(
        "Announcements",
        "This rule can end the Swiss before round 3: the event would not be rated (MTR 10.2).",
    )


def ended_text(view: SwissEndView) -> str:
    """ "The Swiss ended after round 4, as announced: ..." once the rule ended it early."""
    return fill(
        QCoreApplication.translate(
            "Announcements", "The Swiss ended after round %1, as announced (MTR 10.2): %2"
        ),
        view.rounds_paired,
        end_rule_text(view.rule),
    )


def advanced_item(player: AdvancedPlayer) -> str:
    """ "Seed 1: 山田 太郎 (after round 3)"; not locked yet: says when it locks."""
    if player.locked:
        text = QCoreApplication.translate("Announcements", "Seed %1: %2 (after round %3)")
    else:
        text = QCoreApplication.translate(
            "Announcements",
            "Seed %1: %2 (after round %3; locked when the next round is paired)",
        )
    return (
        text.replace("%1", str(player.seed))
        .replace("%2", player.name)
        .replace("%3", str(player.after_round))
    )


def advanced_text(view: SwissEndView) -> str:
    """Who has advanced to the playoff early (MTR 10.4); "" when nobody has."""
    if not view.advanced:
        return ""
    separator = QCoreApplication.translate("Announcements", ", ")
    return fill(
        QCoreApplication.translate("Announcements", "Advanced to the playoff (MTR 10.4): %1"),
        separator.join(advanced_item(p) for p in view.advanced),
    )


def swiss_end_text(view: SwissEndView) -> str:
    """The rounds tab's line about the announced end and early advancement ("" if none)."""
    parts = []
    if view.ended_early:
        parts.append(ended_text(view))
    advanced = advanced_text(view)
    if advanced:
        parts.append(advanced)
    return "\n".join(parts)


def cut_text(after_round: int, points: int, drop_bye: bool) -> str:
    """The day-two cut as announced (MTR 10.2), and what a drop after it does under the
    event's edition (MTR 2.10: ``drop_bye`` under 2023-08-21, not under 2025-11-10)."""
    cut = fill(
        QCoreApplication.translate(
            "Announcements",
            "Day-two cut: after round %1, only players with at least %2 match points are "
            "paired; the others keep their place in the standings (MTR 10.2).",
        ),
        after_round,
        points,
    )
    if drop_bye:
        drop = QCoreApplication.translate(
            "Announcements",
            "If a player drops after the cut, the highest ranked remaining player receives "
            "a bye for that round (MTR 2.10, 2023-08-21).",
        )
    else:
        drop = QCoreApplication.translate(
            "Announcements",
            "If a player drops after the cut, the remaining players are paired as usual "
            "(MTR 2.10: the bye is only for a single-elimination remainder).",
        )
    return f"{cut} {drop}"
