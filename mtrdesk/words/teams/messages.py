"""Team events' problems in words (MTR 8, 9): the team, seat or players concerned.
Merged by ``messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import Detailed, detailed_message
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TEAM_MESSAGES: dict[Problem, str] = {
    Problem.STRUCTURE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Individual or team play cannot change once round 1 is paired. Keep the structure "
        "announced.",
    ),
    Problem.NOT_A_TEAM_EVENT: QT_TRANSLATE_NOOP(
        "Messages",
        "This is not a team event. Before round 1, choose teams or Two-Headed Giant in the "
        "event settings.",
    ),
    Problem.NOT_FOR_TEAMS: QT_TRANSLATE_NOOP(
        "Messages", "mtrdesk does not offer this for team events yet."
    ),
    Problem.TEAM_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This team no longer exists. Refresh the team list."
    ),
    Problem.TEAM_NAME_EMPTY: QT_TRANSLATE_NOOP("Messages", "Give the team a name (MTR 8.1)."),
    Problem.TEAM_NAME_TAKEN: QT_TRANSLATE_NOOP(
        "Messages", "Another team already has this name. Choose another name."
    ),
    Problem.TEAM_WRONG_SIZE: QT_TRANSLATE_NOOP(
        "Messages", "A team needs one player for each seat of this event (MTR 8.2)."
    ),
    Problem.TEAM_EMPTY_SEAT: QT_TRANSLATE_NOOP(
        "Messages",
        "Every seat of a team needs a player: seats are designated at registration (MTR 8.2).",
    ),
    Problem.TEAM_PLAYER_TWICE: QT_TRANSLATE_NOOP(
        "Messages",
        "A player can be in only one team of an event, in one seat (MTR 8.2).",
    ),
    Problem.TEAMS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Teams and their seats are fixed once round 1 is paired: players keep their seats "
        "for the whole event (MTR 8.2). A team can still drop.",
    ),
    Problem.TEAMS_INCOMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "Some teams are not complete. Give every team a player for each seat (MTR 8.2), "
        "then pair the round.",
    ),
    Problem.PLAYERS_WITHOUT_TEAM: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players are in no team. Put them in a team or remove them, then pair the round.",
    ),
    Problem.SEAT_NEEDED: QT_TRANSLATE_NOOP(
        "Messages",
        "This table has one match per seat. Type the seat letter too, for example 12A.",
    ),
    Problem.TEAM_PLAYOFF_TEAMS_OF_TWO: QT_TRANSLATE_NOOP(
        "Messages",
        "Teams of two cannot have a playoff: two seat matches split one each have no "
        "winner, and a single-elimination match may not end in a draw (%1). Choose no "
        "playoff, or run three-person teams or Two-Headed Giant (MTR 3.2).",
    ),
}

#: The sentences naming a team, a seat or players: said when the first detail is given.
TEAM_DETAILED: dict[Problem, Detailed] = {
    Problem.NOT_A_PAIRED_MATCH: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "%1 has no team match in this round (a loss without an opponent), so it cannot "
            "change places with another team.",
        ),
        ("team",),
        "team",
    ),
    Problem.TOO_FEW_PLAYERS: Detailed(
        QT_TRANSLATE_NOOP("Messages", "At least two active teams are needed to pair a round."),
        (),
        "teams",
    ),
    Problem.TEAM_NAME_TAKEN: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages", "A team named %1 is already registered. Choose another name."
        ),
        ("name",),
        "name",
    ),
    Problem.TEAM_EMPTY_SEAT: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "No player for seat %1. Every seat is designated at registration (MTR 8.2).",
        ),
        ("seats",),
        "seats",
    ),
    Problem.TEAMS_INCOMPLETE: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Not complete: %1. Give every team a player for each seat (MTR 8.2), then pair "
            "the round.",
        ),
        ("teams",),
        "teams",
    ),
    Problem.PLAYERS_WITHOUT_TEAM: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "In no team: %1. Put them in a team or remove them, then pair the round.",
        ),
        ("names",),
        "names",
    ),
}


def team_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """Team events (MTR 8, 9): the sentence naming the team, seat or players concerned,
    or ``None`` when the details say nothing more than the problem's own sentence.
    ``names`` is unused (every concept's function takes it)."""
    del names
    detailed = detailed_message(TEAM_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    if problem is Problem.TEAM_WRONG_SIZE and details.get("expected"):
        return QCoreApplication.translate(
            "Messages",
            "Teams in this event have %n player(s), one for each seat (MTR 8.2).",
            None,
            int(details["expected"]),
        )
    if problem is Problem.TEAM_PLAYER_TWICE and details.get("name"):
        if details.get("team"):
            return (
                QCoreApplication.translate(
                    "Messages",
                    "%1 already plays for %2. A player can be in only one team of an "
                    "event (MTR 8.2).",
                )
                .replace("%1", str(details["name"]))
                .replace("%2", str(details["team"]))
            )
        return QCoreApplication.translate(
            "Messages", "%1 is in two seats of this team. Each seat needs another player."
        ).replace("%1", str(details["name"]))
    if problem is Problem.SEAT_NEEDED and details.get("seats"):
        table = str(details.get("table", ""))
        return (
            QCoreApplication.translate(
                "Messages",
                "Table %1 has one match per seat: type the seat letter too (%2).",
            )
            .replace("%1", table)
            .replace("%2", " / ".join(f"{table}{seat}" for seat in details["seats"]))
        )
    what = list(details.get("what") or [])
    if problem is Problem.NOT_FOR_TEAMS and what:
        if what == ["pairing_edit"]:
            return QCoreApplication.translate(
                "Messages",
                "Team pairings change team by team: on the Pairings and results tab, "
                "choose Edit pairings... and let two teams change places (player A still "
                "plays player A, MTR 8.2).",
            )
        if what == ["awarded_byes"]:
            return QCoreApplication.translate(
                "Messages", "Awarded byes are not available in team events."
            )
        return QCoreApplication.translate(
            "Messages",
            "mtrdesk runs team events as a fixed number of Swiss rounds: choose no playoff, "
            "a fixed number of rounds and no early advancement.",
        )
    return None
