"""How long the Swiss runs (MTR 10.2, Appendix E): the kinds of end rule an event can
announce, the rules themselves, and Appendix E's recommended number of rounds.

Below both ``event`` (whose settings name a kind and check that its rule can be built) and
``end_rules`` (which applies the rules to standings); both re-export what they used to hold.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class EndRuleKind(enum.Enum):
    """How the Swiss rounds end (MTR 10.2): the announced number of rounds, or a variable
    number "with specific criteria for ending the tournament" (``core.swiss.end_rules``).

    ``swiss_rounds`` is the number, or the most rounds a variable rule plays.
    """

    FIXED = "fixed"
    #: MTR 10.2's example: "five rounds unless only one player has four match wins after
    #: four rounds" (``end_rule_after`` = 4, ``end_rule_wins`` = 4).
    UNLESS_SOLE_LEADER = "unless_sole_leader"
    #: End once at most ``end_rule_count`` players have won every round, from round
    #: ``end_rule_after`` on.
    UNDEFEATED_AT_MOST = "undefeated_at_most"
    #: End once only as many players can still reach the playoff as it has places, from
    #: round ``end_rule_after`` on.
    CUT_DECIDED = "cut_decided"


def recommended_swiss_rounds(players: int, *, draft_playoff: bool = False) -> int:
    """MTR Appendix E: Swiss rounds for a player count (awarded byes already counted in).

    Appendix E runs 5–8 players as 3 single-elimination rounds with no Swiss; a store that
    runs Swiss for them still needs a number, so 3 is returned (the same three rounds).
    9–16 players get 4 rounds when the playoff is a booster draft, 5 otherwise.
    """
    if players <= 8:
        return 3
    if players <= 16:
        return 4 if draft_playoff else 5
    for limit, rounds in ((32, 5), (64, 6), (128, 7), (226, 8), (409, 9)):
        if players <= limit:
            return rounds
    return 10


#: MTR 10.2: individual tournaments need "a minimum of three (3) rounds" to be rated.
MIN_RATED_ROUNDS = 3


class EndRuleProblem(enum.Enum):
    """Why an end rule or an early-advancement setting was refused."""

    ROUNDS = "rounds"  # fewer than 1 round, or the earliest end after the latest
    CHECK_ROUND = "check_round"  # UnlessSoleLeader checks outside 1..rounds-1
    WINS = "wins"  # UnlessSoleLeader needs more wins than rounds by its check
    COUNT = "count"  # a negative number of undefeated players
    PLAYOFF_SIZE = "playoff_size"
    MATCH_POINTS = "match_points"  # early advancement needs a positive threshold
    SEEDS = "seeds"  # locked seeds that are not 1, 2, 3, ... without gaps


class EndRuleError(ValueError):
    """An end rule that cannot be announced; ``problem`` says why."""

    def __init__(self, problem: EndRuleProblem) -> None:
        super().__init__(problem.value)
        self.problem = problem


def _check_span(min_rounds: int, max_rounds: int) -> None:
    if not 1 <= min_rounds <= max_rounds:
        raise EndRuleError(EndRuleProblem.ROUNDS)


@dataclass(frozen=True, slots=True)
class FixedRounds:
    """MTR 10.2: the announced number of rounds, which "cannot be changed"."""

    rounds: int

    def __post_init__(self) -> None:
        _check_span(self.rounds, self.rounds)

    @classmethod
    def recommended(cls, players: int, *, draft_playoff: bool = False) -> FixedRounds:
        """The Appendix E number mtrdesk fixes when round 1 is paired with none announced."""
        return cls(recommended_swiss_rounds(players, draft_playoff=draft_playoff))

    @property
    def min_rounds(self) -> int:
        return self.rounds

    @property
    def max_rounds(self) -> int:
        return self.rounds


@dataclass(frozen=True, slots=True)
class UnlessSoleLeader:
    """MTR 10.2's example: ``rounds`` rounds, unless after ``checked_after`` rounds only one
    player has ``wins`` match wins; then the Swiss ends there.

    "Only one" is read literally: exactly one. With none (draws at the top) the last round
    is played, as it is with two or more. The check is made once, after ``checked_after``.
    """

    rounds: int
    checked_after: int
    wins: int

    def __post_init__(self) -> None:
        _check_span(1, self.rounds)
        if not 1 <= self.checked_after < self.rounds:
            raise EndRuleError(EndRuleProblem.CHECK_ROUND)
        if not 1 <= self.wins <= self.checked_after:
            raise EndRuleError(EndRuleProblem.WINS)

    @classmethod
    def one_round_early(cls, rounds: int) -> UnlessSoleLeader:
        """The MTR's example shape: "five rounds unless only one player has four match wins
        after four rounds" is ``one_round_early(5)``."""
        return cls(rounds, rounds - 1, rounds - 1)

    @property
    def min_rounds(self) -> int:
        return self.checked_after

    @property
    def max_rounds(self) -> int:
        return self.rounds


@dataclass(frozen=True, slots=True)
class UntilUndefeatedAtMost:
    """End after a round, from ``min_rounds`` on, when at most ``count`` players have won
    every round so far; at ``max_rounds`` at the latest.

    "Undefeated" counts match wins as MTR 10.2's example does: a player is undefeated after
    round r with r match wins (byes are wins, MTR Appendix C); a draw ends it. Every player in
    the standings counts, dropped or not: a dropped player with a perfect record still
    heads the standings, so the others play on to settle it.
    """

    max_rounds: int
    count: int = 1
    min_rounds: int = MIN_RATED_ROUNDS

    def __post_init__(self) -> None:
        _check_span(min(self.min_rounds, self.max_rounds), self.max_rounds)
        if self.count < 0:
            raise EndRuleError(EndRuleProblem.COUNT)


@dataclass(frozen=True, slots=True)
class UntilCutDecided:
    """End after a round, from ``min_rounds`` on, when only ``playoff_size`` players can
    still reach the cut; at ``max_rounds`` at the latest.

    A player can still reach the cut while winning every round left (up to ``max_rounds``)
    would bring them level with the match points the player in the last place of the cut
    has now; a tie counts as reachable, since tiebreakers may still go either way. Players
    above the cut only gain points, so when only ``playoff_size`` players can reach it, the
    cut is settled. The test ignores who meets whom, so it may play a round that pairings
    would have made pointless, never end one too early. Dropped players cannot make the cut
    and are left out.
    """

    playoff_size: int
    max_rounds: int
    min_rounds: int = MIN_RATED_ROUNDS

    def __post_init__(self) -> None:
        _check_span(min(self.min_rounds, self.max_rounds), self.max_rounds)
        if self.playoff_size < 1:
            raise EndRuleError(EndRuleProblem.PLAYOFF_SIZE)


EndRule = FixedRounds | UnlessSoleLeader | UntilUndefeatedAtMost | UntilCutDecided


def build_end_rule(
    kind: EndRuleKind,
    rounds: int,
    *,
    after: int | None = None,
    wins: int | None = None,
    count: int | None = None,
    playoff_size: int = 0,
) -> EndRule:
    """The end rule of ``kind`` for a Swiss of at most ``rounds`` rounds (MTR 10.2).

    Numbers left ``None`` take the usual choice: MTR 10.2's example shape for
    ``UNLESS_SOLE_LEADER`` (check one round early, for that many wins), one undefeated
    player, and the rated minimum of three rounds as the earliest end. ``CUT_DECIDED``
    cuts to ``playoff_size``. ``EndRuleError`` when the rule cannot be announced.
    """
    match kind:
        case EndRuleKind.FIXED:
            return FixedRounds(rounds)
        case EndRuleKind.UNLESS_SOLE_LEADER:
            checked = rounds - 1 if after is None else after
            return UnlessSoleLeader(rounds, checked, checked if wins is None else wins)
        case EndRuleKind.UNDEFEATED_AT_MOST:
            earliest = MIN_RATED_ROUNDS if after is None else after
            return UntilUndefeatedAtMost(rounds, 1 if count is None else count, earliest)
        case EndRuleKind.CUT_DECIDED:
            earliest = MIN_RATED_ROUNDS if after is None else after
            return UntilCutDecided(playoff_size, rounds, earliest)
    raise TypeError(kind)  # pragma: no cover - the enum is closed
