"""Match results as values: parse what the scorekeeper types, validate it by MTR 2.1 / 2.4.

A result is always stated from player 1's side: games won by player 1, games won by
player 2, drawn games.  ``0-0-3`` is an intentional draw (MTR 2.4); a bye is
recorded as a 2-0 win (MTR Appendix C).
"""

from __future__ import annotations

import enum
import re
import unicodedata
from dataclasses import dataclass

from mtrdesk.core.bounds import MAX_GAMES
from mtrdesk.core.refusal import Refusal

#: MTR Appendix C: "Players earn 3 match points for each match win, 0 points for each match
#: loss and 1 match point for each match ending in a draw."
MATCH_POINTS_WIN = 3
MATCH_POINTS_DRAW = 1
MATCH_POINTS_LOSS = 0
#: MTR Appendix C: game points are awarded the same way per game.
GAME_POINTS_WIN = 3
GAME_POINTS_DRAW = 1

#: MTR 2.4: "Intentional draws where no games were played are always reported as 0-0-3"
#: (three drawn games, one match point each).
INTENTIONAL_DRAW_GAMES = 3


class ResultProblem(enum.Enum):
    """Why a typed result was refused; the UI turns each into a translated sentence."""

    UNREADABLE = "unreadable"
    TOO_MANY_WINS = "too_many_wins"  # e.g. 3-0 in a best-of-three (MTR 2.1)
    TOO_MANY_GAMES = "too_many_games"
    EMPTY = "empty"
    DRAW_IN_PLAYOFF = "draw_in_playoff"  # single elimination has no draws (MTR 2.5)
    NO_GAMES = "no_games"  # 0-0: MTR 2.4 reports a draw without games as 0-0-3


class ResultError(Refusal, ValueError):
    """A typed result that cannot be accepted; ``problem`` says why."""

    def __init__(self, problem: ResultProblem, text: str) -> None:
        super().__init__(f"{problem.value}: {text!r}")
        self.problem = problem
        self.text = text


class Outcome(enum.Enum):
    """The match outcome for player 1."""

    WIN = "win"
    LOSS = "loss"
    DRAW = "draw"


_RESULT_RE = re.compile(r"^\s*(\d+)\s*[-/:\s]\s*(\d+)(?:\s*[-/:\s]\s*(\d+))?\s*$")
#: Dashes NFKC leaves alone that Japanese IMEs and word processors type for "-": the long
#: vowel mark (ー), hyphen, non-breaking hyphen, figure/en/em dash, horizontal bar and the
#: minus sign (macOS full-width input).
_DASHES = str.maketrans(dict.fromkeys("ー‐‑‒–—―−", "-"))


def _games(digits: str) -> int:
    """A typed game count; one too long to be games (a 5,000-digit paste) counts as more
    than any match holds, so it is refused as too many wins, never given to ``int()``."""
    return int(digits) if len(digits) <= len(str(MAX_GAMES)) else MAX_GAMES + 1


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Games won by player 1, games won by player 2, drawn games."""

    wins1: int
    wins2: int
    draws: int = 0

    def __post_init__(self) -> None:
        if min(self.wins1, self.wins2, self.draws) < 0:
            raise ValueError("negative game count")

    @classmethod
    def from_text(cls, text: str, games_to_win: int = 2, *, playoff: bool = False) -> MatchResult:
        """Parse ``2-1``, ``1-1-1``, ``0-0-3``; full-width digits, dashes, ``/`` or spaces too.

        ``games_to_win`` is the event's match length (MTR 2.1: 2 for best of three, 1 for a
        one-game match). The result must be one a real match can end with.
        """
        result = cls.read(text)
        result.validate(games_to_win, playoff=playoff, text=text)
        return result

    @classmethod
    def read(cls, text: str) -> MatchResult:
        """The games a slip's text says, not checked against a match length: what a
        station says it saw (``mtrdesk round report --over 2-1``) is compared with the
        stored result, never saved. ``ResultError`` when it is no result at all."""
        normalized = unicodedata.normalize("NFKC", text).translate(_DASHES)
        if not normalized.strip():
            raise ResultError(ResultProblem.EMPTY, text)
        match = _RESULT_RE.match(normalized)
        if match is None:
            raise ResultError(ResultProblem.UNREADABLE, text)
        wins1, wins2 = _games(match.group(1)), _games(match.group(2))
        return cls(wins1, wins2, _games(match.group(3) or "0"))

    def validate(self, games_to_win: int, *, playoff: bool = False, text: str = "") -> None:
        """Raise ``ResultError`` unless a match to ``games_to_win`` can end this way."""
        text = text or self.to_text()
        if self.wins1 == self.wins2 == self.draws == 0:
            # MTR 2.4: "Intentional draws where no games were played are always reported as
            # 0-0-3"; a 0-0 slip is a slip not filled in, never a draw.
            raise ResultError(ResultProblem.NO_GAMES, text)
        if self.wins1 > games_to_win or self.wins2 > games_to_win:
            raise ResultError(ResultProblem.TOO_MANY_WINS, text)
        if self.wins1 == games_to_win and self.wins2 == games_to_win:
            raise ResultError(ResultProblem.TOO_MANY_WINS, text)
        # The most games a match can hold is 2*games_to_win - 1 decided games plus draws;
        # draws are bounded by the intentional-draw convention (0-0-3) and by what fits.
        max_draws = max(INTENTIONAL_DRAW_GAMES, 2 * games_to_win - 1)
        if self.draws > max_draws or self.wins1 + self.wins2 > 2 * games_to_win - 1:
            raise ResultError(ResultProblem.TOO_MANY_GAMES, text)
        if playoff and self.outcome is Outcome.DRAW:
            raise ResultError(ResultProblem.DRAW_IN_PLAYOFF, text)

    def to_text(self) -> str:
        """``2-1`` or ``1-1-1``: the form players write on a slip."""
        if self.draws:
            return f"{self.wins1}-{self.wins2}-{self.draws}"
        return f"{self.wins1}-{self.wins2}"

    @property
    def outcome(self) -> Outcome:
        """The match outcome for player 1: more games won wins the match (MTR 2.1)."""
        if self.wins1 > self.wins2:
            return Outcome.WIN
        if self.wins2 > self.wins1:
            return Outcome.LOSS
        return Outcome.DRAW

    @property
    def is_intentional_draw(self) -> bool:
        return self.wins1 == 0 and self.wins2 == 0 and self.draws == INTENTIONAL_DRAW_GAMES

    def swapped(self) -> MatchResult:
        """The same result seen from player 2's side."""
        return MatchResult(self.wins2, self.wins1, self.draws)

    def match_points(self) -> tuple[int, int]:
        """Match points for (player 1, player 2), MTR Appendix C."""
        outcome = self.outcome
        if outcome is Outcome.WIN:
            return MATCH_POINTS_WIN, MATCH_POINTS_LOSS
        if outcome is Outcome.LOSS:
            return MATCH_POINTS_LOSS, MATCH_POINTS_WIN
        return MATCH_POINTS_DRAW, MATCH_POINTS_DRAW


#: MTR Appendix C: "When a player is assigned a bye for a round, they are considered to
#: have won the match 2–0."
BYE_RESULT = MatchResult(2, 0, 0)
#: A round a late entrant missed, or a match lost without an opponent: a 0-2 loss.
UNOPPOSED_LOSS_RESULT = MatchResult(0, 2, 0)
