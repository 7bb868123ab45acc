"""Teams (MTR 8) and Two-Headed Giant teams (MTR 9): who plays in which seat, how seat
matches add up to a team match, and how one member's drop drops the team.

A team is paired and ranked as one entry whose id is the team's ``entry``. Two kinds of
event use teams:

* Seat-based team events (MTR 8.2): teams of two or three with fixed seats A, B (and C);
  "the team members designated as 'player A' play against each other, the team members
  designated as 'player B' play against each other, and so on". Each seat match is an
  ordinary match (MTR 2.1), recorded as an ordinary ``MatchRecord`` between two players.
* Two-Headed Giant (MTR 9): the two players of a team play together in one game against
  the other team, so the match is recorded between the team ids.

Where the MTR is silent (the 2023 MTR does not say how seat results make a team result):

* A team match is decided the way MTR 2.1 decides a match from its games, with seat
  matches in place of games: the team that won more seat matches wins; drawn seat
  matches do not count; equal seat wins is a drawn team match. With three seats and no
  drawn seats this is "two of three". With two seats, 1-1 and 0-0-2 are team draws and
  one win with one draw is a team win. The team result is stated like a match result
  (seat matches won by team 1, by team 2, drawn), so ``MatchResult.outcome`` and
  ``MatchResult.match_points`` apply unchanged.
* A team result exists once every seat has reported; ``decided_team_outcome`` tells when
  the outcome can no longer change before that.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.results import MatchResult, Outcome
from mtrdesk.core.settings import recommended_swiss_rounds
from mtrdesk.core.tournament import EntryId, MatchRecord

#: MTR 2.5: after time is called, "five additional turns are played in total".
ADDITIONAL_TURNS = 5
#: MTR 2.5: "Team tournaments featuring multiple players playing together (such as
#: Two-Headed Giant) use three turns instead of five."
SHARED_GAME_ADDITIONAL_TURNS = 3
#: MTR 9.1: "Two-Headed Giant matches consist of one game." Drawn games do not count, so
#: ``1-0-1`` (a drawn game, then a win) is a valid 2HG result and ``0-0-1`` a drawn match.
TWO_HEADED_GIANT_GAMES_TO_WIN = 1
#: MTR 10.1: "For team and Two-Headed Giant tournaments, a minimum of four (4) teams".
MIN_TEAMS = 4
#: MTR 10.2: "For team and Two-Headed Giant tournaments, a minimum of two (2) rounds".
MIN_TEAM_ROUNDS = 2


def recommended_team_rounds(teams: int) -> int:
    """Swiss rounds for a team or 2HG event (Appendix E): "Team tournaments consider each
    team as a single player", and its row for four teams (team/2HG only) is two rounds.
    Above four teams this is ``recommended_swiss_rounds`` for the team count."""
    if teams <= MIN_TEAMS:
        return MIN_TEAM_ROUNDS
    return recommended_swiss_rounds(teams)


class Seat(enum.Enum):
    """A fixed player position in a team (MTR 8.2: "player A, player B, and player C")."""

    A = "A"
    B = "B"
    C = "C"

    @property
    def index(self) -> int:
        """0 for A, 1 for B, 2 for C: the position in ``Team.members``."""
        return _SEATS.index(self)


_SEATS = (Seat.A, Seat.B, Seat.C)


class TeamKind(enum.Enum):
    """Which kind of team event: separate seat matches (MTR 8) or one shared game (MTR 9)."""

    #: MTR 8.2: "two or three members, as appropriate to the format"; each seat plays its
    #: own match (e.g. two-person Team Sealed, MTR 8.6).
    TEAM_OF_TWO = "team_of_two"
    TEAM_OF_THREE = "team_of_three"
    #: MTR 9: two players on one side of one game.
    TWO_HEADED_GIANT = "two_headed_giant"

    @property
    def size(self) -> int:
        """Members per team."""
        return 3 if self is TeamKind.TEAM_OF_THREE else 2

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The seats a team fills, in order (for 2HG, registration order only: MTR 9.4 lets
        players choose primary and secondary player before each match)."""
        return _SEATS[: self.size]

    @property
    def shares_game(self) -> bool:
        """True when the team plays one game together (MTR 9.1), not one match per seat."""
        return self is TeamKind.TWO_HEADED_GIANT

    @property
    def additional_turns(self) -> int:
        """Turns after time is called (MTR 2.5): 3 for a shared game, 5 for seat matches,
        which are ordinary two-player matches."""
        return SHARED_GAME_ADDITIONAL_TURNS if self.shares_game else ADDITIONAL_TURNS

    def games_to_win(self, announced: int) -> int:
        """Games to win a match: one for 2HG (MTR 9.1), else what was announced (MTR 2.1)."""
        return TWO_HEADED_GIANT_GAMES_TO_WIN if self.shares_game else announced


@dataclass(frozen=True, slots=True)
class Team:
    """A registered team: its entry id, name and members by seat (MTR 8.2).

    ``members[0]`` is player A, ``members[1]`` player B, ``members[2]`` player C; ``None``
    is a seat not filled yet (a registration form in progress; ``team_issues`` reports it).
    Seats are fixed at registration: "Players retain these designations throughout the
    entire tournament" (MTR 8.2).
    """

    entry: EntryId
    name: str
    members: tuple[EntryId | None, ...]

    def member(self, seat: Seat) -> EntryId:
        """The player in ``seat``; ``ValueError`` if the seat is missing or empty."""
        player = self.members[seat.index] if seat.index < len(self.members) else None
        if player is None:
            raise ValueError(f"team {self.entry} has no player {seat.value}")
        return player

    @property
    def players(self) -> tuple[EntryId, ...]:
        """The members in seat order, empty seats left out."""
        return tuple(player for player in self.members if player is not None)

    def seat_of(self, player: EntryId) -> Seat:
        """The seat ``player`` holds in this team; ``KeyError`` if not a member."""
        for seat, member in zip(_SEATS, self.members, strict=False):
            if member == player:
                return seat
        raise KeyError(player)


class TeamProblem(enum.Enum):
    """Why teams, or a team history, cannot be used."""

    NAME_EMPTY = "name_empty"  # MTR 8.1: teams register a name
    WRONG_SIZE = "wrong_size"  # MTR 8.2: two or three members "as appropriate to the format"
    EMPTY_SEAT = "empty_seat"  # MTR 8.2: every position is designated at registration
    DUPLICATE_TEAM = "duplicate_team"
    #: MTR 8.2: "Individuals may be members of more than one team, though not during the
    #: same tournament" (also a player in two seats of one team).
    PLAYER_IN_TWO_TEAMS = "player_in_two_teams"
    UNKNOWN_ENTRY = "unknown_entry"  # a match names a player or team not registered
    #: Seat against another seat letter, or a team against itself (MTR 8.2: A plays A).
    SEAT_MISMATCH = "seat_mismatch"
    #: A team's seats met different teams in one round, or a seat played twice.
    SPLIT_MATCH = "split_match"
    MISSING_SEAT = "missing_seat"  # a team match without every seat's record
    MIXED_KINDS = "mixed_kinds"  # e.g. one seat with a bye, another paired


@dataclass(frozen=True, slots=True)
class TeamIssue:
    """One problem, with the team, player and round it concerns where known."""

    problem: TeamProblem
    team: EntryId | None = None
    player: EntryId | None = None
    round: int | None = None


class TeamError(ValueError):
    """Teams or a team history that cannot be used; ``issues`` lists every problem found."""

    def __init__(self, issues: Sequence[TeamIssue]) -> None:
        super().__init__("; ".join(_describe(issue) for issue in issues))
        self.issues = tuple(issues)
        self.problem = self.issues[0].problem


def _describe(issue: TeamIssue) -> str:
    parts = [
        f"{name} {value}"
        for name, value in (("team", issue.team), ("player", issue.player), ("round", issue.round))
        if value is not None
    ]
    return f"{issue.problem.value}: {', '.join(parts)}" if parts else issue.problem.value


def team_issues(teams: Iterable[Team], kind: TeamKind) -> tuple[TeamIssue, ...]:
    """Every reason ``teams`` cannot enter a ``kind`` event (empty when they can).

    Collects all problems so a registration screen can show them at once.
    """
    issues: list[TeamIssue] = []
    seen_teams: set[EntryId] = set()
    team_of: dict[EntryId, EntryId] = {}
    for team in teams:
        if team.entry in seen_teams:
            issues.append(TeamIssue(TeamProblem.DUPLICATE_TEAM, team.entry))
        seen_teams.add(team.entry)
        if not team.name.strip():
            issues.append(TeamIssue(TeamProblem.NAME_EMPTY, team.entry))
        if len(team.members) != kind.size:
            issues.append(TeamIssue(TeamProblem.WRONG_SIZE, team.entry))
        if None in team.members:
            issues.append(TeamIssue(TeamProblem.EMPTY_SEAT, team.entry))
        for player in team.players:
            if player in team_of:
                issues.append(TeamIssue(TeamProblem.PLAYER_IN_TWO_TEAMS, team.entry, player))
            team_of[player] = team.entry
    return tuple(issues)


def validate_teams(teams: Iterable[Team], kind: TeamKind) -> tuple[Team, ...]:
    """The teams as a tuple, or ``TeamError`` with every issue ``team_issues`` finds."""
    teams = tuple(teams)
    issues = team_issues(teams, kind)
    if issues:
        raise TeamError(issues)
    return teams


# --- Team match results from seat results ---


def team_match_result(seat_results: Sequence[MatchResult | None]) -> MatchResult | None:
    """The team match result from its seat results, all from team 1's side.

    Stated as (seat matches won by team 1, won by team 2, drawn); the winner is the team
    with more seat wins (see the module docstring). ``None`` while a seat is unreported.
    """
    if any(result is None for result in seat_results):
        return None
    outcomes = [result.outcome for result in seat_results if result is not None]
    return MatchResult(
        outcomes.count(Outcome.WIN), outcomes.count(Outcome.LOSS), outcomes.count(Outcome.DRAW)
    )


def decided_team_outcome(seat_results: Sequence[MatchResult | None]) -> Outcome | None:
    """Team 1's outcome once no unreported seat can change it, else ``None``.

    Example: 2 seat wins of 3 decide a win before the third seat reports.
    """
    reported = [result.outcome for result in seat_results if result is not None]
    open_seats = len(seat_results) - len(reported)
    wins, losses = reported.count(Outcome.WIN), reported.count(Outcome.LOSS)
    if wins > losses + open_seats:
        return Outcome.WIN
    if losses > wins + open_seats:
        return Outcome.LOSS
    if open_seats == 0:
        return Outcome.DRAW
    return None


# --- Drops ---


def team_drops(teams: Iterable[Team], player_drops: Mapping[EntryId, int]) -> dict[EntryId, int]:
    """Teams dropped by their members' drops, with the round after which each dropped.

    MTR 8.2: "If a player drops from the tournament, the entire team is dropped from the
    tournament. If a player is disqualified from the tournament, the entire team is
    disqualified" (pass disqualified players here too). A team drops with its first member
    to drop. ``player_drops`` maps players to the round after which they dropped.
    """
    dropped: dict[EntryId, int] = {}
    for team in teams:
        rounds = [player_drops[p] for p in team.players if p in player_drops]
        if rounds:
            dropped[team.entry] = min(rounds)
    return dropped


def dropped_teams(teams: Iterable[Team], dropped_players: Iterable[EntryId]) -> frozenset[EntryId]:
    """The ids of teams with at least one dropped (or disqualified) member (MTR 8.2)."""
    gone = frozenset(dropped_players)
    return frozenset(team.entry for team in teams if gone.intersection(team.players))


# --- Team history from seat records ---


def team_history(
    teams: Iterable[Team], kind: TeamKind, records: Iterable[MatchRecord]
) -> tuple[MatchRecord, ...]:
    """The event's matches as team matches (team ids), which pairing and standings read.

    2HG records are already between teams and are returned as they are, after checking
    that they name only teams. Seat records (players) are grouped into one team match per
    team pairing and round: results combine by ``team_match_result``, byes and unopposed
    losses of every seat become the team's. The team match is stated from the side of the
    team holding ``player1`` in the first seat record given; its table is the seats' table.
    Raises ``TeamError`` for teams that fail ``validate_teams`` or a history that does not
    fit them.
    """
    teams = validate_teams(teams, kind)
    records = tuple(records)
    if kind.shares_game:
        known = {team.entry for team in teams}
        for record in records:
            for entry in record.players():
                if entry not in known:
                    raise _error(TeamProblem.UNKNOWN_ENTRY, None, entry, record.round)
        return records

    where = {
        player: (team.entry, team.seat_of(player)) for team in teams for player in team.players
    }
    size = {team.entry: len(team.members) for team in teams}
    # (round, team1, team2) -> seat -> (record, whether its player1 belongs to team2)
    groups: dict[tuple[int, EntryId, EntryId | None], dict[Seat, tuple[MatchRecord, bool]]] = {}
    group_of: dict[tuple[int, EntryId], tuple[int, EntryId, EntryId | None]] = {}
    for record in records:
        placed = []
        for player in record.players():
            if player not in where:
                raise _error(TeamProblem.UNKNOWN_ENTRY, None, player, record.round)
            placed.append(where[player])
        (first, seat), *rest = placed
        second = rest[0][0] if rest else None
        if rest and (rest[0][1] is not seat or second == first):
            raise _error(TeamProblem.SEAT_MISMATCH, first, record.player1, record.round)
        key = group_of.get((record.round, first), (record.round, first, second))
        if key[1:] not in ((first, second), (second, first)):
            raise _error(TeamProblem.SPLIT_MATCH, first, record.player1, record.round)
        if second is not None:
            other = group_of.setdefault((record.round, second), key)
            if other != key:
                raise _error(TeamProblem.SPLIT_MATCH, second, record.player2, record.round)
        group_of[(record.round, first)] = key
        seats = groups.setdefault(key, {})
        if seat in seats:
            raise _error(TeamProblem.SPLIT_MATCH, first, record.player1, record.round)
        seats[seat] = (record, first != key[1])
    return tuple(_team_record(key, seats, size[key[1]]) for key, seats in groups.items())


def _error(
    problem: TeamProblem, team: EntryId | None, player: EntryId | None, round_number: int
) -> TeamError:
    return TeamError([TeamIssue(problem, team, player, round_number)])


def _team_record(
    key: tuple[int, EntryId, EntryId | None],
    seats: dict[Seat, tuple[MatchRecord, bool]],
    size: int,
) -> MatchRecord:
    """One team match from its seat records (see ``team_history``)."""
    round_number, team1, team2 = key
    if len(seats) != size:
        raise _error(TeamProblem.MISSING_SEAT, team1, None, round_number)
    kinds = {record.kind for record, _ in seats.values()}
    if len(kinds) != 1:
        raise _error(TeamProblem.MIXED_KINDS, team1, None, round_number)
    (kind,) = kinds
    table = next((r.table for r, _ in seats.values() if r.table is not None), None)
    if team2 is None:
        return MatchRecord(round_number, team1, None, kind.fixed_result, kind, table)
    results = []
    for seat in _SEATS[:size]:
        record, flipped = seats[seat]
        result = record.result
        results.append(result.swapped() if flipped and result is not None else result)
    return MatchRecord(round_number, team1, team2, team_match_result(results), kind, table)
