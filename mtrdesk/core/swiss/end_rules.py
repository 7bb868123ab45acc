"""When the Swiss rounds end (MTR 10.2) and early advancement to the playoff (MTR 10.4).

MTR 10.2: "The number of rounds should be announced at or before the beginning of the first
round; once announced, it cannot be changed. A variable number of rounds can be announced
instead, with specific criteria for ending the tournament. For example, a tournament with
20 players can be announced as five rounds unless only one player has four match wins after
four rounds." The MTR lets the organizer announce any specific criteria; mtrdesk offers the
fixed count and three criteria, each a frozen value checked by ``swiss_is_over``:

* ``FixedRounds``: the announced number (what an event with ``swiss_rounds`` set means).
* ``UnlessSoleLeader``: MTR 10.2's own example, "R rounds unless only one player has W
  match wins after C rounds".
* ``UntilUndefeatedAtMost``: end once at most N players have won every round.
* ``UntilCutDecided``: end once no more players can still reach the top-N cut than there
  are places in it.

MTR 10.2 also sets the minimum for a rated individual tournament: "a minimum of three (3)
rounds" (``MIN_RATED_ROUNDS``); variable rules default to it as their earliest end.

Early advancement, MTR 10.4: "competitors are advanced to the playoff rounds before the end
of the Swiss rounds (and receive byes for the remaining Swiss rounds) if they have achieved
the announced number of match points required to advance". Seeding is determined by "The
round in which a competitor received the required number of match points", then "Their
opponents' match-win percentage, the competitor's game-win percentage, and their opponents'
game-win percentage as of the round in which they receive the required number of match
points", and "Seeding for the Top 8 playoff is locked after each round in which a competitor
receives the required number of match points". See ``early_advancements``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.results import MATCH_POINTS_WIN
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.standings.individual import StandingRow
from mtrdesk.core.swiss.length import (
    MIN_RATED_ROUNDS,
    EndRule,
    EndRuleError,
    EndRuleProblem,
    FixedRounds,
    UnlessSoleLeader,
    UntilCutDecided,
    UntilUndefeatedAtMost,
)
from mtrdesk.core.tournament import EntryId


def end_rule_of(settings: EventSettings, rounds: int) -> EndRule:
    """The end rule an event announced (MTR 10.2), for a Swiss of at most ``rounds`` rounds
    (``EventSettings.announced_end_rule``)."""
    return settings.announced_end_rule(rounds)


def meets_rated_minimum(rule: EndRule) -> bool:
    """True when the rule can never end the Swiss before MTR 10.2's three rounds."""
    return min(rule.min_rounds, rule.max_rounds) >= MIN_RATED_ROUNDS


def swiss_is_over(rule: EndRule, standings: Sequence[StandingRow], rounds_played: int) -> bool:
    """Whether no further Swiss round is paired under the announced ``rule`` (MTR 10.2).

    ``standings`` are the standings after the ``rounds_played`` completed Swiss rounds.
    """
    if rounds_played >= rule.max_rounds:
        return True
    if rounds_played < rule.min_rounds:
        return False
    match rule:
        case FixedRounds():
            return False
        case UnlessSoleLeader():
            if rounds_played != rule.checked_after:
                return False
            return sum(row.wins >= rule.wins for row in standings) == 1
        case UntilUndefeatedAtMost():
            return sum(row.wins >= rounds_played for row in standings) <= rule.count
        case UntilCutDecided():
            return _cut_decided(standings, rule.playoff_size, rule.max_rounds - rounds_played)
    raise TypeError(rule)  # pragma: no cover - the union is closed


def _cut_decided(standings: Iterable[StandingRow], size: int, rounds_left: int) -> bool:
    points = sorted(
        (row.points for row in standings if row.dropped_after_round is None), reverse=True
    )
    if len(points) <= size:
        return True
    bar = points[size - 1]
    reach = MATCH_POINTS_WIN * rounds_left
    return sum(p + reach >= bar for p in points) <= size


# --- Early advancement (MTR 10.4) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Advancement:
    """A player advanced to the playoff during the Swiss (MTR 10.4), with a locked seed.

    ``round`` is the Swiss round after which they had the announced match points;
    ``points`` are their match points then.
    """

    entry: EntryId
    round: int
    seed: int
    points: int


def early_advancements(
    standings_by_round: Sequence[Sequence[StandingRow]], match_points: int, size: int = 8
) -> tuple[tuple[Advancement, ...], ...]:
    """Who has advanced after each Swiss round, with their locked seeds (MTR 10.4).

    ``standings_by_round[r - 1]`` are the standings after round ``r``. The result has one
    entry per round: everyone advanced so far, seed order. A player advances after the
    first round their points reach ``match_points``. Players advancing after the same round
    take the next free seeds by OMW%, GW% and OGW% as of that round (MTR 10.4 names these
    three, not match points); the round's standings order breaks a tie on all three. Seeds,
    once given, never change: a later round only appends.

    Where MTR 10.4 is silent:

    * The playoff has ``size`` places. If more players reach the threshold than places are
      left, the best by the order above take them and the rest play on in the Swiss.
    * A player who dropped by that round does not advance. A player who advanced and drops
      later keeps their seed; the playoff treats it as a drop after the cut (MTR 2.10).
    """
    if match_points < 1:
        raise EndRuleError(EndRuleProblem.MATCH_POINTS)
    if size < 1:
        raise EndRuleError(EndRuleProblem.PLAYOFF_SIZE)
    advanced: list[Advancement] = []
    snapshots: list[tuple[Advancement, ...]] = []
    for number, rows in enumerate(standings_by_round, start=1):
        taken = {a.entry for a in advanced}
        reaching = [
            row
            for row in rows
            if row.entry not in taken
            and row.points >= match_points
            and (row.dropped_after_round is None or row.dropped_after_round > number)
        ]
        reaching.sort(key=lambda row: (-row.omwp, -row.gwp, -row.ogwp, row.rank))
        for row in reaching[: size - len(advanced)]:
            advanced.append(Advancement(row.entry, number, len(advanced) + 1, row.points))
        snapshots.append(tuple(advanced))
    return tuple(snapshots)


def advanced_before(
    snapshots: Sequence[Sequence[Advancement]], round_number: int
) -> frozenset[EntryId]:
    """Players who have advanced before Swiss round ``round_number`` and so are not paired
    in it: MTR 10.4 gives them "byes for the remaining Swiss rounds"."""
    if round_number < 2 or not snapshots:
        return frozenset()
    index = min(round_number - 1, len(snapshots)) - 1
    return frozenset(a.entry for a in snapshots[index])


def playoff_order(
    advanced: Sequence[Advancement], final_standings: Sequence[StandingRow]
) -> tuple[EntryId, ...]:
    """The playoff seeding: locked seeds first, then the final Swiss standings (MTR 10.4).

    Returns the order ``build_bracket`` takes as ``swiss_order``: the advanced players by
    seed, then every player who neither advanced nor dropped, in final standings order. The
    MTR seeds only by the round of advancing; players who never reached the threshold come
    after all who did, as if advancing after the last round. The seed is also the rank that
    names who chooses play or draw in the playoff (MTR 2.2).
    """
    ordered = sorted(advanced, key=lambda a: a.seed)
    if [a.seed for a in ordered] != list(range(1, len(ordered) + 1)):
        raise EndRuleError(EndRuleProblem.SEEDS)
    locked = [a.entry for a in ordered]
    taken = set(locked)
    rest = [
        row.entry
        for row in sorted(final_standings, key=lambda row: row.rank)
        if row.entry not in taken and row.dropped_after_round is None
    ]
    return (*locked, *rest)
