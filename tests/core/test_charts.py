"""``core.charts`` (issue 31): the standings after each round, a player's history and
the metagame. The chart data agrees with the standings: the last round's are the
published standings of real events (tests/data/conformance), and a player's points
after each round are the match points of the rounds played so far, counted apart."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from mtrdesk.core.charts.by_round import (
    RoundStandings,
    points_by_round,
    points_ticks,
    rank_ticks,
    standings_by_round,
)
from mtrdesk.core.charts.history import player_history
from mtrdesk.core.charts.metagame import metagame
from mtrdesk.core.results import MatchResult
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.tournament import MatchKind, MatchRecord, match_points
from mtrdesk.services.event_file.reading import read_event_file
from tests.helpers.data import CONFORMANCE

THIRD = Fraction(1, 3)
EVENTS = (
    "8-in-legacy-443299-2026-08-08.json",
    "fight-the-pauper-435670-2026-07-18.json",
    "mtgs11-standard-403775-2026-02-10.json",
)


@pytest.mark.parametrize("name", EVENTS)
def test_each_rounds_points_add_up_and_the_last_are_the_published_ones(name: str) -> None:
    state = read_event_file(CONFORMANCE / name).state
    published = json.loads((CONFORMANCE / name).read_text(encoding="utf-8"))["standings"]
    history = standings_by_round(state)
    assert [s.round for s in history] == [r.number for r in state.swiss]
    names = {entry.id: entry.display_name for entry in state.entries.values()}
    last = history[-1]
    assert {names[row.entry]: row.points for row in last.rows} == {
        row["player"]: row["points"] for row in published
    }
    for standings in history:
        # Counted apart: the match points of the rounds played so far.
        earned = match_points(state.swiss_matches(standings.round))
        assert {row.entry: row.points for row in standings.rows} == {
            row.entry: earned.get(row.entry, 0) for row in standings.rows
        }
        assert [row.rank for row in standings.rows] == list(range(1, len(standings.rows) + 1))
    # A player's history: each round's points and place are those of that round's standings.
    leader = last.rows[0].entry
    lines = player_history(leader, state.swiss_matches(), history)
    assert [line.round for line in lines] == [s.round for s in history]
    for line, standings in zip(lines, history, strict=True):
        row = standings.row_of(leader)
        assert row is not None and (line.points, line.rank) == (row.points, row.rank)
        assert line.opponent is None or line.opponent in names
    chart = points_by_round(history, top=8)
    assert list(chart)[:1] == [leader] and len(chart) == 8
    assert chart[leader] == [line.points for line in lines]
    assert chart[leader] == sorted(chart[leader])  # points never go down


def test_a_history_reads_each_round_from_the_players_side() -> None:
    """Four players: 0 beats 1 2-1, 3 beats 2 2-0; then 3 beats 0 2-0, 1 has the bye."""
    rounds = [
        [MatchRecord(1, 0, 1, MatchResult(2, 1, 0)), MatchRecord(1, 2, 3, MatchResult(0, 2, 0))],
        [
            MatchRecord(2, 3, 0, MatchResult(2, 0, 0)),
            MatchRecord(2, 1, None, MatchKind.BYE.fixed_result, MatchKind.BYE),
        ],
    ]
    matches = [m for r in rounds for m in r]
    standings = [
        RoundStandings(n, tuple(compute_standings(range(4), matches[: 2 * n], THIRD)))
        for n in (1, 2)
    ]
    assert [
        (x.round, x.opponent, x.result, x.points) for x in player_history(0, matches, standings)
    ] == [
        (1, 1, MatchResult(2, 1, 0), 3),
        (2, 3, MatchResult(0, 2, 0), 3),
    ]
    assert [(x.opponent, x.kind, x.points) for x in player_history(1, matches, standings)] == [
        (0, MatchKind.PAIRED, 0),
        (None, MatchKind.BYE, 3),
    ]
    assert player_history(3, matches, standings)[-1].rank == 1  # two wins


def test_the_metagame_groups_spellings_and_puts_single_decks_under_others() -> None:
    names = [
        "イゼット果敢",
        "いぜっと果敢",
        "ｲｾﾞｯﾄ果敢",
        "Izzet Prowess",
        "izzet  prowess",
        "ボロスエネルギー",
        "ボロス エネルギー",
        "ゴルガリ",  # one player: others
        "",  # no name given
    ]
    found = metagame(names)
    assert [(d.name, d.count) for d in found.decks] == [
        ("イゼット果敢", 3),
        ("Izzet Prowess", 2),
        ("ボロスエネルギー", 2),
    ]
    assert found.others is not None and found.others.count == 1
    assert found.unnamed == 1 and found.named_players == 8
    assert sum(d.share for d in found.decks) + found.others.share == 1
    assert found.decks[0].share == Fraction(3, 8)
    assert metagame(["", " "]).decks == () and metagame([]).others is None


@pytest.mark.parametrize("worst", [1, 2, 3, 8, 9, 12, 16, 33, 100, 228, 4096])
def test_the_places_axis_runs_from_first_to_the_worst_place_in_at_most_seven_marks(
    worst: int,
) -> None:
    ticks = rank_ticks(worst)
    assert ticks[0] == 1 and ticks[-1] == max(2, worst) and len(ticks) <= 7
    assert ticks == sorted(set(ticks))


@pytest.mark.parametrize(("most", "top"), [(0, 3), (2, 3), (3, 3), (10, 12), (27, 27), (45, 45)])
def test_the_points_axis_ends_on_a_whole_number_of_wins(most: int, top: int) -> None:
    ticks = points_ticks(most)
    assert ticks[0] == 0 and ticks[-1] == top and all(t % 3 == 0 for t in ticks)
    assert len(ticks) <= 10
