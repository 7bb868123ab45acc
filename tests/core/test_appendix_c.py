"""Every worked example of MTR Appendix C, reproduced by little tournaments that produce it.

Where the examples only give a player's record, the other games are played against fresh
"filler" entries whose own results do not matter to the example.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR
from mtrdesk.core.standings.individual import StandingRow, compute_standings
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

WIN, LOSS, DRAW = "2-0", "0-2", "1-1"


class History:
    """A tournament under construction; fillers are fresh entries numbered from 1000."""

    def __init__(self) -> None:
        self.matches: list[MatchRecord] = []
        self._entries: set[EntryId] = set()
        self._next_filler = 1000

    def play(self, round_number: int, first: EntryId, second: EntryId, result: str) -> None:
        """``result`` is read from ``first``'s side, as a slip is written."""
        self._entries.update((first, second))
        self.matches.append(MatchRecord(round_number, first, second, MatchResult.from_text(result)))

    def bye(self, round_number: int, entry: EntryId) -> None:
        self._entries.add(entry)
        self.matches.append(unopposed(round_number, entry, MatchKind.BYE))

    def against_filler(self, round_number: int, entry: EntryId, result: str) -> None:
        filler = self._next_filler
        self._next_filler += 1
        self.play(round_number, entry, filler, result)

    def fill(
        self, entry: EntryId, rounds: Iterable[int], *, wins: int, losses: int, draws: int = 0
    ) -> None:
        """Give ``entry`` exactly this record in ``rounds``, against fillers."""
        rounds = list(rounds)
        results = [WIN] * wins + [LOSS] * losses + [DRAW] * draws
        assert len(results) == len(rounds), "the record must fill exactly those rounds"
        for round_number, result in zip(rounds, results, strict=True):
            self.against_filler(round_number, entry, result)

    def standings(self, floor: Fraction = MIN_PERCENTAGE_MTR) -> dict[EntryId, StandingRow]:
        rows = compute_standings(sorted(self._entries), self.matches, floor)
        return {row.entry: row for row in rows}


def shown(value: Fraction, places: int) -> str:
    """The value as Appendix C prints it (rounded half up), for comparing with its text."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return str(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


# --- Match points ---


@pytest.mark.parametrize(
    ("wins", "losses", "draws", "points"),
    [(6, 2, 0, 18), (4, 2, 2, 14)],
    ids=["6-2-0 has 18", "4-2-2 has 14"],
)
def test_match_points_examples(wins: int, losses: int, draws: int, points: int) -> None:
    history = History()
    history.fill(1, range(1, wins + losses + draws + 1), wins=wins, losses=losses, draws=draws)

    row = history.standings()[1]

    assert (row.wins, row.losses, row.draws) == (wins, losses, draws)
    assert row.points == points


# --- Game points ---


@pytest.mark.parametrize(
    ("result", "winner_points", "loser_points"),
    [("2-0-0", 6, 0), ("2-1-0", 6, 3), ("2-0-1", 7, 1)],
)
def test_game_points_examples(result: str, winner_points: int, loser_points: int) -> None:
    history = History()
    history.play(1, 1, 2, result)

    rows = history.standings()

    assert rows[1].game_points == winner_points
    assert rows[2].game_points == loser_points


# --- Match-win percentage ---


def test_match_win_percentage_examples() -> None:
    """Three players of an 8-round event; two withdraw early."""
    history = History()
    history.fill(1, range(1, 9), wins=5, losses=2, draws=1)
    history.fill(2, range(1, 5), wins=1, losses=3)  # then withdraws
    history.bye(1, 3)
    history.fill(3, range(2, 6), wins=2, losses=2)  # then withdraws

    rows = history.standings()
    unfloored = history.standings(floor=Fraction(0))

    assert (rows[1].points, rows[1].rounds_played) == (16, 8)
    assert rows[1].mwp == Fraction(16, 24)
    assert shown(rows[1].mwp, 3) == "0.667"

    assert (rows[2].points, rows[2].rounds_played) == (3, 4)
    assert unfloored[2].mwp == Fraction(1, 4)
    assert rows[2].mwp == Fraction(33, 100)  # "0.25, so 0.33 is used"

    assert (rows[3].wins, rows[3].losses, rows[3].draws) == (3, 2, 0)
    assert (rows[3].points, rows[3].rounds_played) == (9, 5)
    assert rows[3].mwp == Fraction(9, 15)
    assert shown(rows[3].mwp, 2) == "0.60"


# --- Game-win percentage ---


def test_game_win_percentage_examples() -> None:
    """Two players of a four-round event."""
    history = History()
    for round_number, result in enumerate(["2-0", "2-1", "1-2", "2-0"], start=1):
        history.against_filler(round_number, 1, result)
    for round_number, result in enumerate(["1-2", "1-2", "0-2", "1-2"], start=1):
        history.against_filler(round_number, 2, result)

    rows = history.standings()
    unfloored = history.standings(floor=Fraction(0))

    assert (rows[1].game_points, rows[1].games_played) == (21, 10)
    assert rows[1].gwp == Fraction(21, 30)
    assert shown(rows[1].gwp, 2) == "0.70"

    assert (rows[2].game_points, rows[2].games_played) == (9, 11)
    assert unfloored[2].gwp == Fraction(9, 33)
    assert shown(unfloored[2].gwp, 2) == "0.27"
    assert rows[2].gwp == Fraction(33, 100)  # "0.27, so 0.33 is used"


# --- Opponents' match-win percentage ---

# The opponents' records of the first 6-2-0 player, in the order Appendix C lists them,
# with the rounds each played (the 1-3-1 and 3-3-1 players withdrew).
OPPONENT_RECORDS = {
    11: (4, 4, 0, 8),
    12: (7, 1, 0, 8),
    13: (1, 3, 1, 5),
    14: (3, 3, 1, 7),
    15: (6, 2, 0, 8),
    16: (5, 2, 1, 8),
    17: (4, 3, 1, 8),
    18: (6, 1, 1, 8),
}
FIRST, SECOND = 1, 2  # the two 6-2-0 players


def omw_example() -> History:
    """An 8-round event matching both OMW% examples of Appendix C.

    The first player meets opponent 10+i in round i and loses only to 12 and 18. The second
    has a round-1 bye, then meets 12..18 (12 in round 4, then one round later each, 17 in
    round 2 and 18 in round 3), also losing only to 12 and 18. Every opponent's remaining
    rounds are played against fillers to reach the record Appendix C gives.
    """
    history = History()
    beats_both = {12, 18}
    busy: dict[EntryId, set[int]] = {opponent: set() for opponent in OPPONENT_RECORDS}
    # Wins and losses each opponent already has against the two 6-2-0 players.
    earned: dict[EntryId, list[int]] = {opponent: [0, 0] for opponent in OPPONENT_RECORDS}

    def meet(round_number: int, player: EntryId, opponent: EntryId) -> None:
        opponent_won = opponent in beats_both
        history.play(round_number, player, opponent, LOSS if opponent_won else WIN)
        busy[opponent].add(round_number)
        earned[opponent][0 if opponent_won else 1] += 1

    for round_number, opponent in enumerate(OPPONENT_RECORDS, start=1):
        meet(round_number, FIRST, opponent)
    history.bye(1, SECOND)
    for opponent in range(12, 19):
        meet((opponent - 12 + 2) % 7 + 2, SECOND, opponent)

    for opponent, (wins, losses, draws, rounds) in OPPONENT_RECORDS.items():
        free = [r for r in range(1, rounds + 1) if r not in busy[opponent]]
        won, lost = earned[opponent]
        history.fill(opponent, free, wins=wins - won, losses=losses - lost, draws=draws)
    return history


def test_omw_example_records_are_as_published() -> None:
    rows = omw_example().standings()

    for entry in (FIRST, SECOND):
        assert (rows[entry].wins, rows[entry].losses, rows[entry].draws) == (6, 2, 0)
        assert rows[entry].rounds_played == 8
    for opponent, (wins, losses, draws, rounds) in OPPONENT_RECORDS.items():
        row = rows[opponent]
        assert (row.wins, row.losses, row.draws, row.rounds_played) == (
            wins,
            losses,
            draws,
            rounds,
        )
    # Appendix C's fractions for each opponent, the 1-3-1 player raised from 4/15.
    expected = [
        Fraction(12, 24),
        Fraction(21, 24),
        Fraction(33, 100),
        Fraction(10, 21),
        Fraction(18, 24),
        Fraction(16, 24),
        Fraction(13, 24),
        Fraction(19, 24),
    ]
    assert [rows[opponent].mwp for opponent in OPPONENT_RECORDS] == expected
    assert [shown(value, 2) for value in expected] == [
        "0.50",
        "0.88",
        "0.33",
        "0.48",
        "0.75",
        "0.67",
        "0.54",
        "0.79",
    ]


def test_omw_example_first_player_is_062() -> None:
    rows = omw_example().standings()
    opponents = [rows[opponent].mwp for opponent in OPPONENT_RECORDS]

    assert rows[FIRST].omwp == sum(opponents, Fraction(0)) / 8
    assert shown(rows[FIRST].omwp, 2) == "0.62"


def test_omw_example_second_player_ignores_the_bye_and_is_063() -> None:
    rows = omw_example().standings()
    opponents = [rows[opponent].mwp for opponent in range(12, 19)]

    assert rows[SECOND].omwp == sum(opponents, Fraction(0)) / 7
    assert shown(rows[SECOND].omwp, 2) == "0.63"
    # The bye still counts for the second player's own record (Appendix C, "Byes").
    assert rows[SECOND].points == 18


# --- Opponents' game-win percentage ---


def test_ogw_floors_each_opponent_game_win_percentage() -> None:
    history = History()
    history.play(1, 1, 2, "2-0")
    history.against_filler(2, 2, "1-2")  # 2: 3 game points of 15 possible, 0.2 -> 0.33
    history.play(2, 1, 3, "2-1")
    history.against_filler(1, 3, "2-0")  # 3: 9 game points of 15 possible, 0.6

    rows = history.standings()

    assert rows[2].gwp == Fraction(33, 100)
    assert rows[3].gwp == Fraction(9, 15)
    assert rows[1].ogwp == (Fraction(33, 100) + Fraction(9, 15)) / 2


# --- Byes ---


def test_a_bye_is_a_2_0_win_worth_3_match_points_and_6_game_points() -> None:
    history = History()
    history.bye(1, 1)

    row = history.standings()[1]

    assert (row.wins, row.losses, row.draws, row.rounds_played) == (1, 0, 0, 1)
    assert (row.points, row.game_points, row.games_played) == (3, 6, 2)
    assert row.mwp == 1
    assert row.gwp == 1
