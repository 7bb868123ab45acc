"""What the event dialog says about the settings chosen: the MTR Appendix E
recommendation, the end of the Swiss as announced (MTR 10.2, 10.4), and why a setting the
event's stage fixes can no longer change."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.post_cut import Remainder, drop_gives_bye
from mtrdesk.core.event_rules import SettingField
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.swiss.end_rules import EndRuleError, end_rule_of, meets_rated_minimum
from mtrdesk.ui.errors import problem_text
from mtrdesk.words.swiss import announcements
from mtrdesk.words.translate import QT_TRANSLATE_NOOP


def recommendation_text(
    recommended: int, *, teams: bool, team_count: int, player_count: int, byes_counted: bool
) -> str:
    """The Swiss rounds MTR Appendix E recommends (``recommended``) for the players (or
    teams) entered, with why the count is what it is."""
    if teams:
        # Appendix E: "Team tournaments consider each team as a single player".
        text = (
            QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E: the number follows the teams registered when round 1 is paired.",
            )
            if team_count == 0
            else QCoreApplication.translate(
                "EventDialog",
                "MTR Appendix E recommends %n round(s) for %1 teams (a team counts as one player).",
                None,
                recommended,
            ).replace("%1", str(team_count))
        )
    elif player_count == 0:
        # "3 rounds for 0 players" means nothing: say when the number is decided.
        text = QCoreApplication.translate(
            "EventDialog",
            "MTR Appendix E: the number follows the players entered when round 1 is paired.",
        )
    elif byes_counted:
        # 13 entered, one with a bye: "14 players" needs its reason next to it.
        text = QCoreApplication.translate(
            "EventDialog",
            "MTR Appendix E recommends %n round(s) for %1 players (a player with "
            "awarded byes counts as 2, 4 or 8).",
            None,
            recommended,
        ).replace("%1", str(player_count))
    else:
        text = QCoreApplication.translate(
            "EventDialog",
            "MTR Appendix E recommends %n round(s) for %1 players.",
            None,
            recommended,
        ).replace("%1", str(player_count))
    return text


def announcement(settings: EventSettings, recommended: Callable[[], int]) -> str:
    """The end of the Swiss as it will be announced (MTR 10.2, 10.4, Appendix E), for the
    settings as typed; ``recommended()``: the Swiss rounds Appendix E recommends."""
    if settings.elimination_only and settings.structure.has_teams:
        return QCoreApplication.translate(
            "EventDialog",
            "Single elimination from round 1 (MTR Appendix E): teams seeded at random, "
            "2 rounds for 4 teams, 3 rounds for 5–8 teams.",
        )
    if settings.elimination_only:
        return QCoreApplication.translate(
            "EventDialog",
            "Single elimination from round 1 (MTR Appendix E): seeded at random, "
            "3 rounds for 5–8 players.",
        )
    rounds = settings.swiss_rounds or recommended()
    try:
        rule = end_rule_of(settings, rounds)
    except EndRuleError:
        lines = [problem_text(p) for p in settings.problems()]
    else:
        lines = [announcements.end_rule_text(rule)]
        if not meets_rated_minimum(rule):
            lines.append(announcements.unrated_text())
    if settings.advance_points is not None:
        lines.append(announcements.advance_text(settings.advance_points))
    cut = settings.day_two_cut()
    if cut is not None:
        gives = drop_gives_bye(edition_of(settings), Remainder.SWISS)
        lines.append(announcements.cut_text(cut.after_round, cut.points, gives))
    return "\n".join(lines)


#: Why each setting may no longer change at this stage of the event, citing the rule that
#: fixes it (``core.event_rules.editable_settings``): the tooltip of its disabled widgets.
FIXED_REASONS: dict[SettingField, str] = {
    SettingField.STRUCTURE: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Fixed once round 1 is paired: the players are already paired as individuals, "
        "as teams (MTR 8, 9) or in pods.",
    ),
    SettingField.SWISS_ROUNDS: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The number of Swiss rounds is announced at or before the start of round 1; "
        "once announced, it cannot change (MTR 10.2).",
    ),
    SettingField.ELIMINATION_ONLY: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Fixed once round 1 is paired: the event started with Swiss rounds or as single "
        "elimination only (MTR Appendix E).",
    ),
    SettingField.END_RULE: QT_TRANSLATE_NOOP(
        "EventDialog",
        "A variable number of rounds is announced with its criteria for ending before "
        "round 1; once announced, it cannot change (MTR 10.2).",
    ),
    SettingField.ADVANCE_POINTS: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The match points that advance players to the playoff early are announced before "
        "round 1, so they cannot change (MTR 10.4).",
    ),
    SettingField.PODS_LIFTED: QT_TRANSLATE_NOOP(
        "EventDialog",
        "Announced before the event starts, so fixed once round 1 is paired (MTR 7.6).",
    ),
    SettingField.GAMES_TO_WIN: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The games needed to win a match are announced before the event begins; they "
        "cannot change once a result is in (MTR 2.1).",
    ),
    SettingField.PLAYOFF: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The playoff size cannot change once the cut is made: its players have already "
        "advanced to the playoff (MTR 10.4).",
    ),
    SettingField.EDITION: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The edition of the rules is fixed once round 1 is paired: the rounds played keep "
        "the rules they were played under.",
    ),
    SettingField.DAY_TWO_CUT: QT_TRANSLATE_NOOP(
        "EventDialog",
        "The day-two cut is announced before round 1, so it cannot change (MTR 10.2).",
    ),
}


def fixed_reason(field: SettingField) -> str:
    """The tooltip of ``field``'s widgets once it is fixed (``FIXED_REASONS``), translated."""
    return QCoreApplication.translate("EventDialog", FIXED_REASONS[field])
