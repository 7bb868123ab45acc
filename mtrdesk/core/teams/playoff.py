"""The single-elimination playoff of a team event (MTR 8, 9, 10.4, 2.2, 2.5).

Appendix E: "Team tournaments consider each team as a single player", so the playoff is
the individual bracket (``core.playoff.bracket``) with team ids in place of players: the top 4 or
8 teams of the final team standings (Appendix C), 1 v 8, 4 v 5, 2 v 7, 3 v 6, winners
meeting as in MTR 10.4.

Which team events get a playoff:

* Three-person teams (MTR 8) and Two-Headed Giant (MTR 9): "Wizards of the Coast sanctions
  the following formats as individual, three-person team, or Two-Headed Giant
  tournaments" (MTR 3.2).
* Teams of two are refused (``TeamPlayoffProblem.TEAMS_OF_TWO``): they are not a sanctioned
  team format, and a one-all split of the two seat matches has no winner, while "In
  single-elimination rounds, matches may not end in a draw" (MTR 2.5).
* The booster-draft playoff (MTR 10.4) seats eight players at one table: not for teams.

How a team playoff match is decided: by the seat matches, as the Swiss folds them
(``core.teams.team.team_match_result``): the team that wins more seat matches wins. Each seat
match is a match (MTR 8.2: player A plays player A), so in the playoff a seat match may
not end in a draw either (MTR 2.5: it goes on until one player wins); with three seats and
no draws one team always wins two of three. A 2HG match is one game between the teams;
MTR 2.5: "Two-Headed Giant teams are treated as a single player for determining a game
winner."

Single elimination only (Appendix E, "No Swiss") is open to the same events, for 4 to 8
teams, seeded at random by ``core.playoff.elimination_only`` on team ids.

Play or draw: in a three-person team match the higher-seeded team chooses (MTR 2.2: "the
player ranked higher at the end of Swiss rounds during playoff matches"), for each of its
seat matches. Two-Headed Giant has its own rule, MTR 9.3: "A team determined at random
chooses either to play first or to play second"; it makes no exception for the playoff,
so ``team_chooser`` gives no team for 2HG.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence

from mtrdesk.core.playoff.bracket import Bracket, PlayoffMatch, build_bracket
from mtrdesk.core.settings import EventSettings, Playoff
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import EntryId, MatchRecord

__all__ = [
    "TEAM_ELIMINATION_MAX_TEAMS",
    "TEAM_ELIMINATION_MIN_TEAMS",
    "TEAM_PLAYOFFS",
    "TeamPlayoffProblem",
    "build_team_bracket",
    "team_chooser",
    "team_playoff_problem",
    "team_settings_problems",
]

#: The playoffs a team event can announce (MTR 10.4, standings order): top 4 and top 8.
TEAM_PLAYOFFS = (Playoff.NONE, Playoff.TOP4, Playoff.TOP8)
#: Appendix E, single elimination with no Swiss: "4 (Team/2HG Only) | 2 Single-Elimination
#: Rounds (No Swiss)", and for 5-8 "3 Single-Elimination Rounds (No Swiss)"; "Team
#: tournaments consider each team as a single player", so 4 to 8 teams.
TEAM_ELIMINATION_MIN_TEAMS = 4
TEAM_ELIMINATION_MAX_TEAMS = 8


class TeamPlayoffProblem(enum.Enum):
    """Why a team event cannot have the playoff it announced."""

    #: Teams of two: not sanctioned as a team format, and 1-1 has no winner (MTR 2.5).
    TEAMS_OF_TWO = "teams_of_two"
    #: The booster-draft playoff (MTR 10.4) seats individual players at one table.
    DRAFT_PLAYOFF = "draft_playoff"


def team_playoff_problem(
    kind: TeamKind, playoff: Playoff, elimination_only: bool = False
) -> TeamPlayoffProblem | None:
    """Why ``kind`` cannot play ``playoff``, or single elimination only (Appendix E), in
    the same bracket (``None``: it can, or it has neither)."""
    if playoff is Playoff.NONE:
        if elimination_only and kind is TeamKind.TEAM_OF_TWO:
            return TeamPlayoffProblem.TEAMS_OF_TWO
        return None
    if kind is TeamKind.TEAM_OF_TWO:
        return TeamPlayoffProblem.TEAMS_OF_TWO
    if playoff not in TEAM_PLAYOFFS:
        return TeamPlayoffProblem.DRAFT_PLAYOFF
    return None


def team_settings_problems(settings: EventSettings, kind: TeamKind) -> list[str]:
    """The settings a ``kind`` team event cannot use, by field name (as
    ``EventSettings.individual_only``): a playoff and single elimination only are allowed
    when ``team_playoff_problem`` finds nothing; variable ends and early advancement are
    not."""
    found = settings.individual_only()
    if team_playoff_problem(kind, settings.playoff, settings.elimination_only) is None:
        found = [name for name in found if name not in ("playoff", "elimination_only")]
    return found


def build_team_bracket(
    team_order: Sequence[EntryId],
    size: int,
    team_matches: Iterable[MatchRecord] = (),
    drops: Mapping[EntryId, int] | None = None,
) -> Bracket:
    """The team bracket (``core.playoff.bracket.build_bracket`` on team ids).

    ``team_order`` is the seeded teams, best first; ``team_matches`` the playoff's team
    matches as ``core.teams.team.team_history`` folds them (a team match without every seat
    result has no result yet, so it is still pending); ``drops`` maps a team to the first
    playoff round it is not paired for (MTR 8.2: a member's drop drops the team; MTR
    2.10: the highest-ranked remaining team gets a bye, nobody moves up).
    """
    return build_bracket(team_order, size, team_matches, drops)


def team_chooser(match: PlayoffMatch, kind: TeamKind) -> EntryId | None:
    """The team that chooses to play or draw: the higher seed (MTR 2.2) for seat matches;
    ``None`` for Two-Headed Giant, where a team determined at random chooses (MTR 9.3)."""
    if kind.shares_game:
        return None
    return match.chooser
