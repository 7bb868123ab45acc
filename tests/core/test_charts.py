"""``core.charts`` (issue 31): the standings after each round, a player's history and
the metagame. The chart data agrees with the standings: the last round's are the
published standings of real events (tests/data/conformance), and a player's points
after each round are the match points of the rounds played so far, counted apart."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from mtrdesk.core.charts.by_round import points_by_round, standings_by_round
from mtrdesk.core.charts.history import player_history
from mtrdesk.core.charts.metagame import metagame
from mtrdesk.core.event_file.minimal_format import parse_minimal_format
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Floor
from mtrdesk.core.tournament import MatchKind, MatchRecord, match_points
from tests.helpers.data import CONFORMANCE

EVENTS = (
    "8-in-legacy-443299-2026-08-08.json",
    "fight-the-pauper-435670-2026-07-18.json",
    "mtgs11-standard-403775-2026-02-10.json",
)
MELEE_FLOOR = Floor.THIRD.value_fraction


@pytest.mark.parametrize("name", EVENTS)
def test_the_last_round_is_the_published_standings_and_points_add_up(name: str) -> None:
    event = parse_minimal_format(json.loads((CONFORMANCE / name).read_text(encoding="utf-8")))
    history = standings_by_round(event.entries, event.matches, MELEE_FLOOR)
    assert [s.round for s in history] == list(range(1, event.round_count + 1))
    last = history[-1]
    assert {row.entry: row.points for row in last.rows} == {
        row.entry: row.points for row in event.published
    }
    assert last.rows[0].entry in {row.entry for row in event.published if row.rank == 1}
    for standings in history:
        earned = match_points(m for m in event.matches if m.round <= standings.round)
        assert {row.entry: row.points for row in standings.rows} == {
            entry: earned.get(entry, 0) for entry in event.entries
        }
        assert sorted(row.rank for row in standings.rows) == list(range(1, len(event.players) + 1))
    # A player's history: each round's points and place are those of that round's standings.
    leader = last.rows[0].entry
    lines = player_history(leader, event.matches, history)
    assert [line.round for line in lines] == list(range(1, event.round_count + 1))
    for line, standings in zip(lines, history, strict=True):
        row = standings.row_of(leader)
        assert row is not None and (line.points, line.rank) == (row.points, row.rank)
    chart = points_by_round(history, top=8)
    assert list(chart)[:1] == [leader] and len(chart) == 8
    assert chart[leader] == [line.points for line in lines]


def _r(w1: int, w2: int, d: int = 0) -> MatchResult:
    return MatchResult(w1, w2, d)


def test_a_history_reads_each_round_from_the_players_side() -> None:
    # Four players; C drops after round 1 (MTR 2.10: C keeps a line); D has a bye in round 2.
    matches = [
        MatchRecord(1, 0, 1, _r(2, 1)),
        MatchRecord(1, 2, 3, _r(0, 2)),
        MatchRecord(2, 3, 0, _r(2, 0)),
        MatchRecord(2, 1, None, MatchKind.BYE.fixed_result, MatchKind.BYE),
    ]
    history = standings_by_round(range(4), matches, Fraction(33, 100), dropped={2: 1})
    lines = player_history(0, matches, history)
    assert [(x.round, x.opponent, x.result, x.points) for x in lines] == [
        (1, 1, _r(2, 1), 3),
        (2, 3, _r(0, 2), 3),
    ]
    assert [(x.opponent, x.kind, x.points) for x in player_history(1, matches, history)] == [
        (0, MatchKind.PAIRED, 0),
        (None, MatchKind.BYE, 3),
    ]
    second = history[1]
    assert second.row_of(2) is not None and second.row_of(2).dropped_after_round == 1
    assert [row.entry for row in second.rows][:1] == [3]  # D: two wins


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
