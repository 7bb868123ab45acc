"""The team playoff bracket (MTR 8, 9, 10.4, 2.2, 2.5) on team ids."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.settings import EventSettings, Playoff, Structure
from mtrdesk.core.teams.playoff import (
    TeamPlayoffProblem,
    build_team_bracket,
    team_chooser,
    team_playoff_problem,
    team_settings_problems,
)
from mtrdesk.core.teams.team import Team, TeamKind, team_history
from mtrdesk.core.tournament import MatchKind, MatchRecord

# Eight teams 101..108 of three players: team 10n holds players n1, n2, n3 (seats A, B, C).
TEAMS = [Team(100 + n, f"T{n}", (10 * n + 1, 10 * n + 2, 10 * n + 3)) for n in range(1, 9)]
ORDER = [team.entry for team in TEAMS]


def seat_records(round_number: int, table: int, first: int, second: int, results: str) -> list:
    """Seat matches A, B, C of teams ``first`` v ``second`` (1-8), results from ``first``."""
    return [
        MatchRecord(
            round_number,
            10 * first + seat,
            10 * second + seat,
            MatchResult.from_text(text),
            MatchKind.PAIRED,
            table,
        )
        for seat, text in zip((1, 2, 3), results.split(), strict=True)
    ]


def test_seeds_follow_the_team_standings_1v8_4v5_2v7_3v6() -> None:
    bracket = build_team_bracket(ORDER, 8)
    pairs = [(m.player1, m.player2) for m in bracket.rounds[0].matches]
    assert pairs == [(101, 108), (104, 105), (102, 107), (103, 106)]
    # MTR 2.2: the higher seed's team chooses play or draw for its seat matches.
    assert [team_chooser(m, TeamKind.TEAM_OF_THREE) for m in bracket.rounds[0].matches] == [
        101,
        104,
        102,
        103,
    ]


def test_the_team_winning_two_seats_of_three_advances() -> None:
    records = seat_records(4, 1, 1, 4, "2-1 0-2 1-2") + seat_records(4, 2, 2, 3, "2-0 2-1 0-2")
    matches = team_history(TEAMS[:4], TeamKind.TEAM_OF_THREE, records)
    bracket = build_team_bracket(ORDER[:4], 4, matches)
    semis = bracket.rounds[0].matches
    assert [m.winner for m in semis] == [104, 102]
    final = bracket.rounds[1].matches[0]
    assert (final.player1, final.seed1, final.player2, final.seed2) == (102, 2, 104, 4)


def test_a_team_match_waits_for_every_seat() -> None:
    records = seat_records(4, 1, 1, 4, "2-1 2-0 0-1")[:2]
    records.append(MatchRecord(4, 13, 43, None, MatchKind.PAIRED, 1))
    matches = team_history(TEAMS[:4], TeamKind.TEAM_OF_THREE, records)
    bracket = build_team_bracket(ORDER[:4], 4, matches)
    assert bracket.rounds[0].matches[0].winner is None


def test_a_drawn_team_match_is_refused_in_the_playoff() -> None:
    # MTR 2.5: a drawn seat leaves 1-1-1, a drawn team match: single elimination refuses it.
    records = seat_records(4, 1, 1, 4, "2-1 1-2 1-1")
    matches = team_history(TEAMS[:4], TeamKind.TEAM_OF_THREE, records)
    with pytest.raises(ResultError) as refused:
        build_team_bracket(ORDER[:4], 4, matches)
    assert refused.value.problem is ResultProblem.DRAW_IN_PLAYOFF


def test_two_headed_giant_is_one_game_between_teams_and_play_draw_is_random() -> None:
    records = [
        MatchRecord(4, 101, 104, MatchResult(0, 1, 0), MatchKind.PAIRED, 1),
        MatchRecord(4, 102, 103, MatchResult(1, 0, 0), MatchKind.PAIRED, 2),
    ]
    teams = [Team(t.entry, t.name, t.members[:2]) for t in TEAMS[:4]]
    matches = team_history(teams, TeamKind.TWO_HEADED_GIANT, records)
    bracket = build_team_bracket(ORDER[:4], 4, matches)
    assert [m.winner for m in bracket.rounds[0].matches] == [104, 102]
    # MTR 9.3: "A team determined at random chooses either to play first or to play second."
    assert team_chooser(bracket.rounds[1].matches[0], TeamKind.TWO_HEADED_GIANT) is None


def test_which_team_events_may_announce_a_playoff() -> None:
    assert team_playoff_problem(TeamKind.TEAM_OF_THREE, Playoff.TOP8) is None
    assert team_playoff_problem(TeamKind.TWO_HEADED_GIANT, Playoff.TOP4) is None
    assert team_playoff_problem(TeamKind.TEAM_OF_TWO, Playoff.NONE) is None
    assert team_playoff_problem(TeamKind.TEAM_OF_TWO, Playoff.TOP4) is (
        TeamPlayoffProblem.TEAMS_OF_TWO
    )
    assert team_playoff_problem(TeamKind.TEAM_OF_THREE, Playoff.DRAFT_TOP8) is (
        TeamPlayoffProblem.DRAFT_PLAYOFF
    )
    top4 = EventSettings(
        name="x",
        date=dt.date(2026, 11, 22),
        structure=Structure.TEAM_OF_THREE,
        playoff=Playoff.TOP4,
    )
    assert team_settings_problems(top4, TeamKind.TEAM_OF_THREE) == []
    # Appendix E: 4-8 teams may play single elimination only; teams of two may not.
    elimination = top4.with_changes(elimination_only=True, playoff=Playoff.NONE)
    assert team_settings_problems(elimination, TeamKind.TEAM_OF_THREE) == []
    assert team_settings_problems(elimination, TeamKind.TEAM_OF_TWO) == ["elimination_only"]
