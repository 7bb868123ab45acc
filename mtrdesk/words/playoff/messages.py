"""The playoff's problems in words (MTR 2.5, 10.4, Appendix E): starting it, its field, a
draw in single elimination. Merged by ``messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.edition import Topic
from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import Detailed, detailed_message
from mtrdesk.words.editions.citing import cite, edition_in
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

PLAYOFF_MESSAGES: dict[Problem, str] = {
    Problem.ELIMINATION_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The event has started, so it cannot switch between Swiss and single elimination only.",
    ),
    Problem.PLAYOFF_FIXED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff size cannot change once the playoff has started."
    ),
    Problem.PLAYOFF_NONE: QT_TRANSLATE_NOOP(
        "Messages", "This event has no playoff. Choose top 4 or top 8 in the event settings."
    ),
    Problem.PLAYOFF_STARTED: QT_TRANSLATE_NOOP("Messages", "The playoff has already started."),
    Problem.PLAYOFF_NOT_STARTED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff has not started yet. Start it from the final standings."
    ),
    Problem.PLAYOFF_TOO_FEW_PLAYERS: QT_TRANSLATE_NOOP(
        "Messages",
        "Not enough active players for this playoff. Choose a smaller playoff in the "
        "event settings.",
    ),
    Problem.SEAT_DRAW_IN_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        "A seat match of the playoff cannot end in a draw: the players play it out until "
        "one of them wins (%1). Enter the result with a winner.",
    ),
    Problem.PLAYOFF_FINISHED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff is finished; the champion is decided."
    ),
    Problem.PLAYOFF_LATER_ROUND: QT_TRANSLATE_NOOP(
        "Messages",
        "The winner of this match already plays in the next playoff round. Clear that "
        "result first.",
    ),
    Problem.ELIMINATION_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "This event is single elimination only, with no Swiss rounds. Start the bracket on "
        "the Playoff tab.",
    ),
    Problem.ELIMINATION_FIELD: QT_TRANSLATE_NOOP(
        "Messages",
        "Single elimination only is for 5 to 8 players (MTR Appendix E). For another number "
        "of players, run Swiss rounds.",
    ),
    Problem.NOT_DRAFT_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages", "Draft seats are only for the booster-draft playoff (MTR 10.4)."
    ),
    Problem.BAD_SEATS: QT_TRANSLATE_NOOP(
        "Messages",
        "Each seat from 1 to 8 needs one of the eight playoff players, each player in one seat.",
    ),
}


#: The sentences naming the seat match or the teams still in: said when the detail they need
#: is given.
PLAYOFF_DETAILED: dict[Problem, Detailed] = {
    Problem.PLAYOFF_TOO_FEW_PLAYERS: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Not enough teams still in for this playoff: %1 for %2 places. Choose a smaller "
            "playoff in the event settings.",
        ),
        ("players", "size"),
        "teams",
    ),
}


def playoff_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """The seat match drawn, the teams or players in for the field; ``None`` when the
    details say nothing more. ``names`` is unused (every family takes it)."""
    del names
    if problem is Problem.SEAT_DRAW_IN_PLAYOFF and details.get("table"):
        # %2: the end-of-match section in the event's edition (2023: 2.5; 2025: 2.4).
        return cite(
            QCoreApplication.translate(
                "Messages",
                "Seat match %2 cannot end in a draw in the playoff: the players play it out "
                "until one of them wins (%1). Enter the result with a winner.",
            ),
            Topic.END_OF_MATCH,
            edition_in(details),
        ).replace("%2", str(details["table"]))
    detailed = detailed_message(PLAYOFF_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    if problem is Problem.ELIMINATION_FIELD and details.get("teams"):
        return QCoreApplication.translate(
            "Messages",
            "Single elimination only is for 4 to 8 teams (MTR Appendix E); %n team(s) are "
            "in. For another number of teams, run Swiss rounds.",
            None,
            int(details.get("players") or 0),
        )
    if problem is Problem.ELIMINATION_FIELD and details.get("players") is not None:
        return QCoreApplication.translate(
            "Messages",
            "Single elimination only is for 5 to 8 players (MTR Appendix E); %n player(s) "
            "are active. For another number of players, run Swiss rounds.",
            None,
            int(details["players"]),
        )
    return None
