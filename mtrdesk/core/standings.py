"""Standings by MTR 3.1, with the tiebreakers of MTR Appendix C computed exactly.

Every percentage is a ``Fraction``: two players are tied only when their values are equal,
never because they round to the same decimals (the old official desktop tool ranked on
rounded floats). Rounding belongs to display code.

Conventions where Appendix C is silent. With them, the ten published Melee events in
``shared/conformance`` are reproduced exactly (at the floor of 1/3 Melee uses); the last two
points are not exercised by that data and are choices:

* Unreported paired matches (``result is None``) are skipped entirely: no round played,
  no opponent met.
* Byes and awarded byes are 2-0 wins for the player's own points, MW% and GW%, and are
  ignored for OMW%/OGW% (Appendix C, "Byes").
* Late-entry and other unopposed losses are played 0-2 rounds with no opponent.
* Rows equal on every declared tiebreaker are ordered by entry id only so that the order is
  stable between runs; they carry ``tied_with_previous`` so nobody mistakes that order for
  a tiebreaker.
* A percentage whose denominator is 0 (no rounds, or no games, e.g. only a 0-0-0 draw)
  counts as 0 before the floor, so it is the floor.
* A player who met no opponent (only byes or unopposed losses) has OMW% and OGW% 0: the
  average of no values. The floor applies to each opponent's value, not to the average.
  No conformance event has such a player; 0 keeps them below every player who met
  someone on the same points, instead of level with the weakest of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.ranking import (
    MTR_TIEBREAKERS,
    NO_OPPONENTS_PERCENTAGE,
    TEAM_TIEBREAKERS,
    TIEBREAKER_FUNCTIONS,
    RankedRow,
    StandingsError,
    StandingsProblem,
    Tally,
    Tiebreaker,
    average,
    floored,
    rank,
    ratio,
    seat,
    start_tallies,
)
from mtrdesk.core.results import (
    GAME_POINTS_DRAW,
    GAME_POINTS_WIN,
    MATCH_POINTS_WIN,
    MatchResult,
    Outcome,
)
from mtrdesk.core.tournament import EntryId, MatchRecord

# The registry and the errors live in ``ranking``, shared with team and pod standings.
__all__ = [
    "GAME_POINTS_POSSIBLE_PER_GAME",
    "MATCH_POINTS_POSSIBLE_PER_ROUND",
    "MTR_TIEBREAKERS",
    "NO_OPPONENTS_PERCENTAGE",
    "TEAM_TIEBREAKERS",
    "TIEBREAKER_FUNCTIONS",
    "StandingRow",
    "StandingsError",
    "StandingsProblem",
    "Tiebreaker",
    "compute_standings",
]

#: MTR Appendix C: match-win percentage divides by "the total match points possible in those
#: rounds (generally, 3 times the number of rounds played)".
MATCH_POINTS_POSSIBLE_PER_ROUND = MATCH_POINTS_WIN
#: MTR Appendix C: game-win percentage divides by "the total game points possible
#: (generally, 3 times the number of games played)".
GAME_POINTS_POSSIBLE_PER_GAME = GAME_POINTS_WIN


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingRow(RankedRow):
    """One player's line in the standings; percentages are exact and already floored.

    ``mwp`` and ``gwp`` are floored (MTR Appendix C); ``omwp`` and ``ogwp`` average the
    opponents' floored values.
    """

    rounds_played: int
    game_points: int
    games_played: int
    mwp: Fraction
    gwp: Fraction
    omwp: Fraction
    ogwp: Fraction


# --- Computation ---


@dataclass(slots=True)
class _Tally(Tally):
    """One player's running totals, gathered in a single pass over the matches."""

    rounds: int = 0
    game_points: int = 0
    games: int = 0

    def add(self, result: MatchResult) -> None:
        """Count one round's result, seen from this player's side (MTR Appendix C)."""
        self.rounds += 1
        self.points += result.match_points()[0]
        outcome = result.outcome
        if outcome is Outcome.WIN:
            self.wins += 1
        elif outcome is Outcome.LOSS:
            self.losses += 1
        else:
            self.draws += 1
        self.game_points += GAME_POINTS_WIN * result.wins1 + GAME_POINTS_DRAW * result.draws
        self.games += result.wins1 + result.wins2 + result.draws


def compute_standings(
    entries: Iterable[EntryId],
    matches: Iterable[MatchRecord],
    floor: Fraction,
    *,
    dropped: Mapping[EntryId, int] | None = None,
    team_event: bool = False,
    tiebreakers: Sequence[Tiebreaker] | None = None,
) -> list[StandingRow]:
    """Rank every entry by MTR 3.1 from the matches played so far, best first.

    ``floor`` is the minimum MW% and GW% (``Floor.value_fraction``: 0.33 by the MTR, 1/3 on
    some platforms). ``dropped`` maps entries to the round after which they dropped; they
    stay in the standings and count as opponents with the rounds they played.
    ``team_event`` uses ``TEAM_TIEBREAKERS`` (no game points); ``tiebreakers`` overrides the
    order for other tournament types. Raises ``StandingsError`` for an inconsistent history.
    """
    order = (
        tuple(tiebreakers)
        if tiebreakers is not None
        else (TEAM_TIEBREAKERS if team_event else MTR_TIEBREAKERS)
    )
    dropped = dropped or {}

    tallies = start_tallies(entries, dropped, _Tally)
    seen: set[tuple[int, EntryId]] = set()
    for match in matches:
        if match.player1 == match.player2:
            raise StandingsError(StandingsProblem.SELF_PAIRED, match.player1, match.round)
        for entry in match.players():
            seat(tallies, seen, entry, match.round)
        # Byes and unopposed losses count the result their kind fixes (MTR Appendix C),
        # whatever the record carries; unreported paired matches count nothing yet.
        result = match.counted_result
        if result is None:
            continue
        if match.player2 is None:  # MatchRecord gives only PAIRED an opponent
            tallies[match.player1].add(result)
            continue
        first, second = tallies[match.player1], tallies[match.player2]
        first.add(result)
        second.add(result.swapped())
        first.opponents.append(match.player2)
        second.opponents.append(match.player1)

    mwp = {
        entry: floored(ratio(t.points, MATCH_POINTS_POSSIBLE_PER_ROUND * t.rounds), floor)
        for entry, t in tallies.items()
    }
    gwp = {
        entry: floored(ratio(t.game_points, GAME_POINTS_POSSIBLE_PER_GAME * t.games), floor)
        for entry, t in tallies.items()
    }

    rows = [
        StandingRow(
            rank=0,
            entry=entry,
            points=t.points,
            wins=t.wins,
            losses=t.losses,
            draws=t.draws,
            rounds_played=t.rounds,
            game_points=t.game_points,
            games_played=t.games,
            mwp=mwp[entry],
            gwp=gwp[entry],
            omwp=average([mwp[o] for o in t.opponents]),
            ogwp=average([gwp[o] for o in t.opponents]),
            dropped_after_round=dropped.get(entry),
        )
        for entry, t in tallies.items()
    ]
    return rank(rows, order)
