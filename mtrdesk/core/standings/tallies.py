"""Each player's tally of a history for individual standings (MTR 3.1, Appendix C):
match points, record, game points and opponents, counted in one pass over the matches.

Byes and unopposed losses count the result their kind fixes (Appendix C, "Byes");
unreported paired matches count nothing yet; a history that cannot be (a player against
themselves, a stranger, a second seat in one round) is refused with ``StandingsError``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import NoReturn

from mtrdesk.core.results import GAME_POINTS_DRAW, GAME_POINTS_WIN, MatchResult, Outcome
from mtrdesk.core.standings.ranking import StandingsError, StandingsProblem, Tally, seat
from mtrdesk.core.tournament import EntryId, MatchKind, Played

#: What one round adds to a tally: match points, win, loss, draw, game points, games.
Count = tuple[int, int, int, int, int, int]


@dataclass(slots=True)
class PlayerTally(Tally):
    """One player's running totals, gathered in a single pass over the matches."""

    rounds: int = 0
    game_points: int = 0
    games: int = 0

    def add_rounds(self, rounds: Sequence[Count]) -> None:
        """Count the rounds' results (``count_of``), seen from this player's side."""
        if rounds:
            points, wins, losses, draws, game_points, games = map(sum, zip(*rounds, strict=True))
            self.add((points, wins, losses, draws, game_points, games), len(rounds))

    def add(self, count: Count, rounds: int = 1) -> None:
        """Add ``count`` over ``rounds`` rounds (a negative count and -1 take one back)."""
        points, wins, losses, draws, game_points, games = count
        self.rounds += rounds
        self.points += points
        self.wins += wins
        self.losses += losses
        self.draws += draws
        self.game_points += game_points
        self.games += games

    def copy(self) -> PlayerTally:
        """A copy to change, leaving the tally other standings hold as it is."""
        return replace(self, opponents=list(self.opponents))


def count_of(result: MatchResult) -> Count:
    """What ``result`` adds to player 1's tally (MTR Appendix C)."""
    outcome = result.outcome
    return (
        result.match_points()[0],
        outcome is Outcome.WIN,
        outcome is Outcome.LOSS,
        outcome is Outcome.DRAW,
        GAME_POINTS_WIN * result.wins1 + GAME_POINTS_DRAW * result.draws,
        result.wins1 + result.wins2 + result.draws,
    )


def count_round(
    tallies: Mapping[EntryId, PlayerTally],
    first: EntryId,
    second: EntryId,
    result: MatchResult,
    sign: int,
) -> None:
    """Count (``sign`` 1) or take back (-1) one reported round between two players, as
    ``count_history`` counts it: the result from each side, and each other as an opponent."""
    for entry, opponent, count in (
        (first, second, count_of(result)),
        (second, first, count_of(result.swapped())),
    ):
        tally = tallies[entry]
        tally.add(count if sign > 0 else _negated(count), sign)
        if sign > 0:
            tally.opponents.append(opponent)
        else:
            tally.opponents.remove(opponent)  # one meeting of a rematch


def _negated(count: Count) -> Count:
    points, wins, losses, draws, game_points, games = count
    return (-points, -wins, -losses, -draws, -game_points, -games)


#: ``count_history``'s last round of an entry not seated yet (equal to no round number).
_NOT_SEATED = object()


def count_history(
    tallies: Mapping[EntryId, PlayerTally], matches: Sequence[Played]
) -> dict[EntryId, list[Count]] | None:
    """What each entry's rounds add (``count_of``), gathered to be summed once per entry,
    the opponents added to the tallies; ``None`` for a history ``refuse`` refuses (a
    player paired against themselves, a stranger, a player seated twice in a round).

    Issue 33 (16,384 players x 14 rounds, 100,000 matches): each seat touches one entry's
    lists through one lookup, and an opponent is added as the tallies' own id object (an
    equal int read elsewhere is another object: every later lookup by it would compare
    values); a second seat in a round is seen against the entry's last round while the
    matches come round by round (as an event's do), checked whole otherwise."""
    played: dict[EntryId, list[Count]] = {entry: [] for entry in tallies}
    # Each entry's own id object, its counts and its opponents, found by one lookup.
    seats = {entry: (entry, played[entry], t.opponents) for entry, t in tallies.items()}
    last: dict[EntryId, object] = dict.fromkeys(tallies, _NOT_SEATED)
    counts: dict[MatchResult, tuple[Count, Count]] = {}
    # By the result's identity (loaded matches share their result values), the result
    # kept beside its counts so that its identity is not reused.
    counted: dict[int, tuple[MatchResult, tuple[Count, Count]]] = {}
    # ``MatchRecord.counted_result``, with each kind's fixed result looked up once.
    fixed = {kind: kind.fixed_result for kind in MatchKind}
    paired = MatchKind.PAIRED
    latest: int | None = None  # the round of the match before
    in_order = True
    for match in matches:
        first, second, number = match.player1, match.player2, match.round
        if first == second:
            return None
        one = seats.get(first)
        if one is None or last[first] == number:
            return None
        last[first] = number
        two = None
        if second is not None:
            two = seats.get(second)
            if two is None or last[second] == number:
                return None
            last[second] = number
        if number != latest:
            in_order = in_order and (latest is None or latest < number)
            latest = number
        # Byes and unopposed losses count the result their kind fixes (MTR Appendix C),
        # whatever the record carries; unreported paired matches count nothing yet.
        kind = match.kind
        result = match.result if kind is paired else fixed[kind]
        if result is None:
            continue
        kept = counted.get(id(result))
        if kept is not None and kept[0] is result:
            both = kept[1]
        else:
            equal = counts.get(result)  # an equal result seen as another value
            if equal is None:
                equal = counts[result] = (count_of(result), count_of(result.swapped()))
            both = equal
            counted[id(result)] = (result, both)
        one[1].append(both[0])
        if two is None:  # MatchRecord gives only PAIRED an opponent
            continue
        two[1].append(both[1])
        one[2].append(two[0])
        two[2].append(one[0])
    if not in_order and not _seated_once(matches):
        return None
    return played


def _seated_once(matches: Sequence[Played]) -> bool:
    """No entry has two seats in one round (``count_history``'s check for matches that do
    not come round by round)."""
    seats: set[tuple[int, EntryId]] = set()
    taken = 0
    for match in matches:
        for entry in (match.player1, match.player2):
            if entry is not None:
                seats.add((match.round, entry))
                taken += 1
    return len(seats) == taken


def refuse(tallies: Mapping[EntryId, PlayerTally], matches: Sequence[Played]) -> NoReturn:
    """Raise the ``StandingsError`` of the first match, in order, that cannot be in a
    history: a player against themselves, a stranger, a second seat in one round."""
    seen: set[tuple[int, EntryId]] = set()
    for match in matches:
        first, second, number = match.player1, match.player2, match.round
        if first == second:
            raise StandingsError(StandingsProblem.SELF_PAIRED, first, number)
        for entry in (first,) if second is None else (first, second):
            seat(tallies, seen, entry, number)  # raises the error that fits
    raise AssertionError("count_history refused a history refuse accepts")
