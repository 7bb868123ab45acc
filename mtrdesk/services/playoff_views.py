"""What the playoff services return: the bracket as shown, cut and final standings.

Shared by ``services.playoff`` (individual events) and ``services.team_playoff`` (team
events, MTR 8 and 9, where "player" is a team and ``seats`` holds its seat matches).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtrdesk.core.results import MatchResult


@dataclass(frozen=True)
class SeatView:
    """One seat match of a team playoff match (MTR 8.2: A plays A), from team 1's side:
    ``label`` is the table as typed ("1A")."""

    seat: str
    label: str
    player1_name: str
    player2_name: str
    result: MatchResult | None


class BracketKind(enum.Enum):
    """How the first playoff round is laid out."""

    STANDINGS = "standings"  # MTR 10.4: by the final Swiss standings (1 v 8, 4 v 5, ...)
    DRAFT = "draft"  # MTR 10.4: the booster-draft playoff, by draft seat (1 v 5, ...)
    ELIMINATION = "elimination"  # Appendix E: single elimination only, seeded at random


@dataclass(frozen=True)
class PlayoffMatchView:
    """One bracket match; ``chooser`` picks play or draw (MTR 2.2: the higher seed)."""

    match_id: int | None  # the stored match, None for a bye
    round: int  # the event's round number
    table: int | None
    player1: int
    player1_name: str
    seed1: int
    player2: int | None
    player2_name: str | None
    seed2: int | None
    result: MatchResult | None
    winner: int | None
    chooser: int
    chooser_name: str
    #: The booster-draft playoff (MTR 10.4): each player's seat at the draft table.
    seat1: int | None = None
    seat2: int | None = None
    #: A team playoff match (MTR 8): its seat matches, seat A first.
    seats: tuple[SeatView, ...] = ()
    #: Two-Headed Giant: a team determined at random chooses play or draw (MTR 9.3).
    chooser_random: bool = False

    @property
    def is_bye(self) -> bool:
        return self.player2 is None


@dataclass(frozen=True)
class PlayoffRoundView:
    """``field_size`` names the round: 8 quarterfinal, 4 semifinal, 2 final."""

    number: int
    field_size: int
    matches: tuple[PlayoffMatchView, ...]
    dropped: tuple[int, ...]


@dataclass(frozen=True)
class BracketView:
    size: int
    seeds: tuple[int, ...]  # entry ids, seed 1 first
    rounds: tuple[PlayoffRoundView, ...]
    champion: int | None
    champion_name: str | None
    finished: bool
    kind: BracketKind = BracketKind.STANDINGS
    #: The booster-draft playoff (MTR 10.4): the entry in seat k is ``draft_seats[k - 1]``.
    draft_seats: tuple[int, ...] = ()
    #: A team event's bracket (MTR 8, 9): "players" are teams; the seat letters typed.
    team_seats: str = ""
    teams: bool = False

    @property
    def next_matches(self) -> tuple[PlayoffMatchView, ...]:
        """The matches to play now."""
        if not self.rounds:
            return ()
        return tuple(m for m in self.rounds[-1].matches if m.winner is None)


@dataclass(frozen=True)
class FinalRow:
    """A final place: playoff finish first, then Swiss order (``swiss_rank``)."""

    rank: int
    entry: int
    name: str
    player_id: str
    swiss_rank: int
    points: int
    record: str
    playoff_seed: int | None
    eliminated_in: int | None  # the event round a playoff player lost (or left) in
    champion: bool
    dropped_after_round: int | None


@dataclass(frozen=True)
class CutPlayer:
    """A player who makes the playoff (``PlayoffService.cut``), best seed first.

    ``seed`` is ``None`` in a single-elimination-only event before its random seeding;
    ``advanced_after`` the Swiss round after which they advanced early (MTR 10.4);
    ``seat`` their seat at the booster-draft playoff table once seated.
    """

    seed: int | None
    entry: int
    name: str
    points: int
    record: str
    advanced_after: int | None
    seat: int | None
