"""Pairing teams as units and expanding into seat matches (MTR 8.2), and 2HG (MTR 9.1)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer
from mtrdesk.core.teams.pairing import (
    SeatPairing,
    TeamPairing,
    expand_pairing,
    pair_teams,
    round_records,
    team_swiss_players,
)
from mtrdesk.core.teams.standings import compute_team_standings, pairing_order
from mtrdesk.core.teams.team import (
    Seat,
    Team,
    TeamError,
    TeamKind,
    TeamProblem,
    team_drops,
    team_history,
)
from mtrdesk.core.tournament import MatchKind, MatchRecord, unopposed

FLOOR = Fraction(33, 100)
TRIOS = (
    Team(101, "Alpha", (1, 2, 3)),
    Team(102, "Bravo", (4, 5, 6)),
    Team(103, "Charlie", (7, 8, 9)),
    Team(104, "Delta", (10, 11, 12)),
)
BY_ID = {team.entry: team for team in TRIOS}
THREE = TeamKind.TEAM_OF_THREE


def report(records: tuple[MatchRecord, ...], winners: set[int]) -> tuple[MatchRecord, ...]:
    """Fill in every paired record: a 2-0 for the player in ``winners``, else 0-2."""
    return tuple(
        r
        if r.player2 is None
        else MatchRecord(
            r.round,
            r.player1,
            r.player2,
            MatchResult(2, 0) if r.player1 in winners else MatchResult(0, 2),
            r.kind,
            r.table,
        )
        for r in records
    )


def assert_seats_face_their_letter(pairing: TeamPairing) -> None:
    """MTR 8.2: player A plays player A, B plays B, C plays C."""
    assert [s.seat for s in pairing.seats] == [Seat.A, Seat.B, Seat.C]
    for seat_pairing in pairing.seats:
        assert seat_pairing.table == pairing.table
        assert seat_pairing.player1 == BY_ID[pairing.team1].member(seat_pairing.seat)
        assert seat_pairing.player2 == BY_ID[pairing.team2].member(seat_pairing.seat)


def test_expanding_a_team_pairing_seats_a_against_a_b_against_b_c_against_c() -> None:
    pairing = expand_pairing(Pairing(3, 101, 104), BY_ID, THREE)
    assert pairing == TeamPairing(
        3,
        101,
        104,
        (
            SeatPairing(3, Seat.A, 1, 10),
            SeatPairing(3, Seat.B, 2, 11),
            SeatPairing(3, Seat.C, 3, 12),
        ),
    )
    assert [s.label for s in pairing.seats] == ["3A", "3B", "3C"]
    # One table per seat match instead: team table 3 of a trio event is tables 7-9.
    assert [s.consecutive_table(3) for s in pairing.seats] == [7, 8, 9]


def test_a_team_bye_gives_every_seat_a_bye() -> None:
    pairing = expand_pairing(Pairing(None, 103, None), BY_ID, THREE)
    assert pairing.is_bye and pairing.teams() == (103,)
    assert [(s.player1, s.is_bye, s.label) for s in pairing.seats] == [
        (7, True, None),
        (8, True, None),
        (9, True, None),
    ]
    assert [s.consecutive_table(3) for s in pairing.seats] == [None, None, None]
    assert round_records(4, [pairing]) == tuple(
        unopposed(4, player, MatchKind.BYE) for player in (7, 8, 9)
    )


def test_round_one_pairs_teams_as_units_and_seats_by_letter() -> None:
    pairings = pair_teams(TRIOS, THREE, [101, 102, 103, 104], [], 1, random.Random(7))
    assert len(pairings) == 2
    assert sorted(t for p in pairings for t in p.teams()) == [101, 102, 103, 104]
    assert [p.table for p in pairings] == [1, 2]
    for pairing in pairings:
        assert_seats_face_their_letter(pairing)
    records = round_records(1, pairings)
    assert len(records) == 6
    assert all(r.kind is MatchKind.PAIRED and r.result is None for r in records)
    assert [r.table for r in records] == [1, 1, 1, 2, 2, 2]


def test_pairing_is_repeatable_from_the_seed() -> None:
    def pair(seed: int) -> tuple[TeamPairing, ...]:
        return pair_teams(TRIOS, THREE, [101, 102, 103, 104], [], 1, random.Random(seed))

    assert pair(11) == pair(11)


def test_round_two_pairs_winners_together_without_rematches() -> None:
    # Round 1: Alpha beats Bravo, Charlie beats Delta (every seat 2-0 for the winners).
    round1 = report(
        round_records(
            1,
            [
                expand_pairing(Pairing(1, 101, 102), BY_ID, THREE),
                expand_pairing(Pairing(2, 103, 104), BY_ID, THREE),
            ],
        ),
        winners={1, 2, 3, 7, 8, 9},
    )
    history = team_history(TRIOS, THREE, round1)
    rows = compute_team_standings(TRIOS, history, FLOOR)
    order = pairing_order(rows)
    assert order == (101, 103, 102, 104)
    pairings = pair_teams(TRIOS, THREE, order, history, 2, random.Random(1))
    assert [(p.table, p.team1, p.team2) for p in pairings] == [(1, 101, 103), (2, 102, 104)]
    for pairing in pairings:
        assert_seats_face_their_letter(pairing)


def test_team_swiss_players_read_points_opponents_and_byes_of_teams() -> None:
    history = (
        MatchRecord(1, 101, 102, MatchResult(2, 1, 0)),
        unopposed(1, 103, MatchKind.BYE),
        MatchRecord(2, 103, 101, MatchResult(1, 1, 1)),
        MatchRecord(2, 102, 104, None),  # paired, unreported: met, no points yet
    )
    players = team_swiss_players([103, 101, 102, 104], history)
    assert players == (
        SwissPlayer(103, 4, 0, frozenset({101}), 1),
        SwissPlayer(101, 4, 1, frozenset({102, 103}), 0),
        SwissPlayer(102, 0, 2, frozenset({101, 104}), 0),
        SwissPlayer(104, 0, 3, frozenset({102}), 0),
    )


def test_a_members_drop_takes_the_team_out_of_pairing_and_it_keeps_its_rounds() -> None:
    round1 = report(
        round_records(
            1,
            [
                expand_pairing(Pairing(1, 101, 102), BY_ID, THREE),
                expand_pairing(Pairing(2, 103, 104), BY_ID, THREE),
            ],
        ),
        winners={1, 2, 3, 7, 8, 9},
    )
    history = team_history(TRIOS, THREE, round1)
    dropped = team_drops(TRIOS, {11: 1})  # Delta's player B drops after round 1 (MTR 8.2)
    rows = compute_team_standings(TRIOS, history, FLOOR, dropped=dropped)
    assert [(r.entry, r.dropped_after_round) for r in rows][-1] == (104, 1)
    order = pairing_order(rows)
    assert order == (101, 103, 102)
    pairings = pair_teams(TRIOS, THREE, order, history, 2, random.Random(3))
    # Three teams left: the lowest-ranked team without a bye (Bravo) gets it.
    assert [(p.table, p.team1, p.team2) for p in pairings] == [(1, 101, 103), (None, 102, None)]
    assert [s.player1 for s in pairings[1].seats if s.is_bye] == [4, 5, 6]


def test_two_player_teams_expand_into_two_seat_matches() -> None:
    pairs = (Team(1, "Left", (11, 12)), Team(2, "Right", (21, 22)))
    (pairing,) = pair_teams(pairs, TeamKind.TEAM_OF_TWO, [1, 2], [], 1, random.Random(0))
    assert {(s.seat, frozenset(s.players())) for s in pairing.seats} == {
        (Seat.A, frozenset({11, 21})),
        (Seat.B, frozenset({12, 22})),
    }


def test_two_headed_giant_is_one_table_per_team_match_with_no_seats() -> None:
    giants = (
        Team(201, "Ogres", (1, 2)),
        Team(202, "Trolls", (3, 4)),
        Team(203, "Giants", (5, 6)),
    )
    kind = TeamKind.TWO_HEADED_GIANT
    pairings = pair_teams(giants, kind, [201, 202, 203], [], 1, random.Random(5))
    assert len(pairings) == 2
    assert all(p.seats == () for p in pairings)
    played, bye = pairings
    assert played.table == 1 and bye.is_bye
    records = round_records(1, pairings)
    assert records == (
        MatchRecord(1, played.team1, played.team2, None, table=1),
        unopposed(1, bye.team1, MatchKind.BYE),
    )
    # MTR 9.1: the match is one game; team 1 wins it.
    game = MatchResult.from_text("1-0", kind.games_to_win(2))
    reported = (MatchRecord(1, played.team1, played.team2, game, table=1), records[1])
    rows = compute_team_standings(giants, team_history(giants, kind, reported), FLOOR)
    assert {r.entry: r.points for r in rows} == {played.team1: 3, played.team2: 0, bye.team1: 3}


def test_unknown_team_in_the_standings_is_refused() -> None:
    with pytest.raises(TeamError) as raised:
        pair_teams(TRIOS, THREE, [101, 102, 999], [], 1, random.Random(0))
    assert raised.value.problem is TeamProblem.UNKNOWN_ENTRY


def test_invalid_teams_are_refused_before_pairing() -> None:
    broken = (*TRIOS[:3], Team(104, "Delta", (10, 11)))
    with pytest.raises(TeamError) as raised:
        pair_teams(broken, THREE, [101, 102, 103, 104], [], 1, random.Random(0))
    assert raised.value.problem is TeamProblem.WRONG_SIZE
