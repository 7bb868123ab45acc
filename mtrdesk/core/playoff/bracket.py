"""The single-elimination playoff after the Swiss rounds (MTR 10.4, 2.2, 2.5, 2.10).

MTR 10.4: the playoff is paired "by the final Swiss standings". Top 8: 1st v 8th, 4th v 5th,
2nd v 7th, 3rd v 6th; the winners of 1/8 and 4/5 meet, the winners of 2/7 and 3/6 meet, and
"the remaining players play in the last round". Top 4: 1st v 4th, 2nd v 3rd, then the final.
Other powers of two use the same standard bracket (``bracket_order``).

MTR 2.2: in playoff matches "the player ranked higher at the end of Swiss rounds" chooses
to play or draw; ``PlayoffMatch.player1`` is always that player.

MTR 2.5: "In single-elimination rounds, matches may not end in a draw"; a drawn result is
refused with ``ResultError(ResultProblem.DRAW_IN_PLAYOFF)``.

MTR 2.10: "If a player drops from a tournament after a cut has been made, no other player is
advanced as a replacement. The highest ranked remaining player receives a bye for the round
instead." So for each player missing from a round, one bye goes to the highest-ranked
remaining player (by Swiss rank) who has none yet; a player whose opponent is gone, or whose
opponent took a bye, meets the other such player (highest seed against lowest when several
are left), in the higher seed's place in the bracket. Every other match stays where the
bracket put it, so a round still produces the number of players the next round expects.
Example, seed 7 drops before the quarterfinals: seed 1 has the bye, seed 2 meets seed 8,
4 v 5 and 3 v 6 stand; the semifinals are 1 v (4/5 winner) and (2/8 winner) v (3/6 winner).

Other first rounds (the booster-draft playoff of MTR 10.4, paired by draft seat, and the
single-elimination-only events of Appendix E) use ``bracket_from_slots``: the same rounds,
byes and drops from any first-round arrangement, with empty places for missing players.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.results import Outcome, ResultError, ResultProblem
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord


class PlayoffProblem(enum.Enum):
    """Why a playoff could not be built from what was given."""

    BRACKET_SIZE = "bracket_size"  # not a power of two of at least 2
    TOO_FEW_PLAYERS = "too_few_players"  # fewer Swiss finishers than playoff places
    DUPLICATE_ENTRY = "duplicate_entry"
    UNKNOWN_MATCH = "unknown_match"  # a result for two players the bracket does not pair
    DUPLICATE_RESULT = "duplicate_result"
    INVALID_DROP_ROUND = "invalid_drop_round"
    #: The first-round places (or draft seats) do not hold exactly the playoff players.
    SEATING = "seating"


class PlayoffError(ValueError):
    """A playoff input that cannot be used; ``problem`` says why, ``entries`` who."""

    def __init__(self, problem: PlayoffProblem, entries: tuple[EntryId, ...] = ()) -> None:
        super().__init__(f"{problem.value}: {entries}" if entries else problem.value)
        self.problem = problem
        self.entries = entries


@dataclass(frozen=True, slots=True)
class PlayoffMatch:
    """One match (or bye) of a playoff round.

    ``player1`` is the higher seed, who chooses to play or draw (MTR 2.2). ``player2`` is
    ``None`` for a bye (MTR 2.10), which ``player1`` wins. Seeds are 1-based Swiss places.
    ``position`` is the match's place in the round, top of the bracket first: the winners
    of positions 2k and 2k+1 meet in position k of the next round.
    """

    round: int
    position: int
    player1: EntryId
    seed1: int
    player2: EntryId | None
    seed2: int | None
    winner: EntryId | None

    @property
    def is_bye(self) -> bool:
        return self.player2 is None

    @property
    def chooser(self) -> EntryId:
        """Who chooses to play first or second in game 1 (MTR 2.2: the higher-ranked)."""
        return self.player1

    @property
    def loser(self) -> EntryId | None:
        if self.winner is None or self.player2 is None:
            return None
        return self.player2 if self.winner == self.player1 else self.player1

    def players(self) -> tuple[EntryId, ...]:
        return (self.player1,) if self.player2 is None else (self.player1, self.player2)


@dataclass(frozen=True, slots=True)
class PlayoffRound:
    """A playoff round as paired: its matches and byes, and who dropped before it."""

    number: int
    #: Players the bracket expects in this round: 8 quarterfinal, 4 semifinal, 2 final.
    field_size: int
    matches: tuple[PlayoffMatch, ...]
    dropped: tuple[EntryId, ...] = ()

    @property
    def is_final(self) -> bool:
        return self.field_size == 2

    @property
    def complete(self) -> bool:
        return all(match.winner is not None for match in self.matches)

    @property
    def pending(self) -> tuple[PlayoffMatch, ...]:
        """Matches still to be played (byes are never pending)."""
        return tuple(match for match in self.matches if match.winner is None)


def bracket_order(size: int) -> tuple[int, ...]:
    """Seeds in bracket order; consecutive seeds meet in the first round (MTR 10.4).

    ``bracket_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)``: 1 v 8 and 4 v 5 feed one semifinal,
    2 v 7 and 3 v 6 the other. ``bracket_order(4) == (1, 4, 2, 3)``.
    """
    if size < 2 or size & (size - 1):
        raise PlayoffError(PlayoffProblem.BRACKET_SIZE)
    order = [1, 2]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [seed for top in order for seed in (top, total - top)]
    return tuple(order)


@dataclass(frozen=True, slots=True)
class Bracket:
    """The playoff as far as it has gone: rounds paired so far with their winners.

    The last round in ``rounds`` is the current one until it is complete; ``champion`` is
    set once the final (or a bye in it) is decided.
    """

    size: int
    swiss_order: tuple[EntryId, ...]
    rounds: tuple[PlayoffRound, ...]
    champion: EntryId | None
    #: Booster-draft playoff only (MTR 10.4): the player in seat k is ``draft_seats[k - 1]``.
    draft_seats: tuple[EntryId, ...] = ()

    @property
    def seeds(self) -> tuple[EntryId, ...]:
        return self.swiss_order[: self.size]

    def seed_of(self, entry: EntryId) -> int:
        """1-based Swiss place of a playoff player."""
        return self.seeds.index(entry) + 1

    def seat_of(self, entry: EntryId) -> int | None:
        """1-based draft seat of a player in a booster-draft playoff, else ``None``."""
        return self.draft_seats.index(entry) + 1 if entry in self.draft_seats else None

    @property
    def finished(self) -> bool:
        """A champion is decided, or every remaining player dropped (MTR 2.10)."""
        return self.champion is not None or (bool(self.rounds) and not self.rounds[-1].matches)

    @property
    def current_round(self) -> PlayoffRound | None:
        """The round being played, or ``None`` when the playoff is over."""
        if self.rounds and not self.rounds[-1].complete:
            return self.rounds[-1]
        return None

    @property
    def next_matches(self) -> tuple[PlayoffMatch, ...]:
        """The matches to play now, each naming who chooses play or draw (``chooser``)."""
        current = self.current_round
        return current.pending if current is not None else ()

    def final_standings(self) -> tuple[EntryId, ...]:
        """Everyone, best first: playoff finish, then Swiss order for the rest.

        Winner, finalist, semifinal losers by Swiss rank, quarterfinal losers by Swiss rank,
        and so on; then every non-playoff player in Swiss order. A player who dropped before
        a round ranks with that round's losers. While the playoff runs, players still in it
        come first, by Swiss rank.
        """
        # How far each playoff player got: the round they went out in (alive = beyond all).
        alive_level = len(self.rounds) + 1
        level = dict.fromkeys(self.seeds, alive_level)
        for playoff_round in self.rounds:
            for entry in playoff_round.dropped:
                level[entry] = min(level[entry], playoff_round.number)
            for match in playoff_round.matches:
                if match.loser is not None:
                    level[match.loser] = playoff_round.number
        if self.champion is not None:
            level[self.champion] = alive_level + 1
        playoff_part = sorted(self.seeds, key=lambda entry: (-level[entry], self.seed_of(entry)))
        return tuple(playoff_part) + self.swiss_order[self.size :]

    def finish(
        self, standing: Sequence[EntryId], rounds_before: int
    ) -> tuple[list[EntryId], dict[EntryId, int]]:
        """The final order of ``standing`` (the entries still listed, Swiss order) and, for
        each playoff entry that went out, the event round number it went out in (dropped
        before it or lost it); the Swiss had ``rounds_before`` rounds. An entry no longer
        listed (a single-elimination entrant who left before playing, MTR 2.10) is left out.
        """
        listed = set(standing)
        top = [e for e in self.final_standings()[: self.size] if e in listed]
        order = top + [entry for entry in standing if entry not in set(top)]
        out_in: dict[EntryId, int] = {}
        for playoff_round in self.rounds:
            number = rounds_before + playoff_round.number
            for entry in playoff_round.dropped:
                out_in.setdefault(entry, number)
            for match in playoff_round.matches:
                if match.loser is not None:
                    out_in[match.loser] = number
        return order, out_in


def build_bracket(
    swiss_order: Sequence[EntryId],
    size: int,
    results: Iterable[MatchRecord] = (),
    drops: Mapping[EntryId, int] | None = None,
) -> Bracket:
    """The playoff bracket for the top ``size`` of ``swiss_order`` given the results so far.

    ``swiss_order`` is the final Swiss standings, best first (MTR 10.4 pairs the playoff by
    them). ``results`` are the playoff's paired ``MatchRecord`` rows; a match is identified
    by its two players, so round numbers and player order in a row do not matter, rows
    without a result are pending, and rows of other kinds are ignored (byes follow from
    ``drops``). ``drops`` maps a playoff player to the first playoff round (1-based) they
    are not paired for (MTR 2.10: a drop takes effect from the next round paired).
    """
    order = bracket_order(size)
    swiss_order = tuple(swiss_order)
    if len(set(swiss_order)) != len(swiss_order):
        raise PlayoffError(PlayoffProblem.DUPLICATE_ENTRY)
    if len(swiss_order) < size:
        raise PlayoffError(PlayoffProblem.TOO_FEW_PLAYERS)
    return bracket_from_slots(
        swiss_order, [swiss_order[seed - 1] for seed in order], results, drops
    )


def bracket_from_slots(
    swiss_order: Sequence[EntryId],
    slots: Sequence[EntryId | None],
    results: Iterable[MatchRecord] = (),
    drops: Mapping[EntryId, int] | None = None,
    *,
    draft_seats: Sequence[EntryId] = (),
) -> Bracket:
    """The bracket from a first round laid out in ``slots``, paired as ``build_bracket``.

    ``slots`` lists the first round's places, top of the bracket first: slots ``2k`` and
    ``2k+1`` meet in position ``k``; ``None`` is an empty place. Its length is the bracket
    size, a power of two. The players in it must be exactly the first ``len(slots)`` of
    ``swiss_order``, which ranks them: the higher-ranked player of a match chooses play or
    draw (MTR 2.2) and byes for missing players go to the highest-ranked (MTR 2.10); with
    seeds in ``bracket_order`` and the lowest places empty, that is the top seeds facing them.
    """
    size = len(slots)
    bracket_order(size)  # refuses a size that is not a power of two
    swiss_order = tuple(swiss_order)
    if len(set(swiss_order)) != len(swiss_order):
        raise PlayoffError(PlayoffProblem.DUPLICATE_ENTRY)
    seeds = swiss_order[:size]
    seed_of = {entry: place for place, entry in enumerate(seeds, 1)}
    placed = [entry for entry in slots if entry is not None]
    if len(set(placed)) != len(placed):
        raise PlayoffError(PlayoffProblem.DUPLICATE_ENTRY)
    if set(placed) != set(seeds):
        odd = set(placed).symmetric_difference(seeds)
        raise PlayoffError(PlayoffProblem.SEATING, tuple(sorted(odd)))
    drops = dict(drops or {})
    bad_drops = tuple(e for e, r in drops.items() if e in seed_of and r < 1)
    if bad_drops:
        raise PlayoffError(PlayoffProblem.INVALID_DROP_ROUND, bad_drops)

    reported = _results_by_pair(results, seed_of)
    used: set[frozenset[EntryId]] = set()
    current: list[EntryId | None] = list(slots)
    rounds: list[PlayoffRound] = []
    champion: EntryId | None = None
    number = 1
    while True:
        dropped = tuple(
            sorted(
                (e for e in current if e is not None and drops.get(e, number + 1) <= number),
                key=seed_of.__getitem__,
            )
        )
        present = [e for e in current if e is not None and e not in dropped]
        if not present:  # everybody left: no champion (MTR 2.10 advances nobody)
            rounds.append(PlayoffRound(number, len(current), (), dropped))
            break
        matches = _pair_round(number, current, set(present), seed_of, reported, used)
        rounds.append(PlayoffRound(number, len(current), matches, dropped))
        if any(match.winner is None for match in matches):
            break
        advancing: list[EntryId | None] = [None] * (len(current) // 2)
        for match in matches:
            advancing[match.position] = match.winner
        if len(advancing) == 1:
            champion = advancing[0]
            break
        current = advancing
        number += 1

    unknown = set(reported) - used
    if unknown:
        stray = min(unknown, key=lambda pair: sorted(seed_of[e] for e in pair))
        raise PlayoffError(
            PlayoffProblem.UNKNOWN_MATCH, tuple(sorted(stray, key=seed_of.__getitem__))
        )
    return Bracket(size, swiss_order, tuple(rounds), champion, tuple(draft_seats))


def _results_by_pair(
    results: Iterable[MatchRecord], seed_of: Mapping[EntryId, int]
) -> dict[frozenset[EntryId], MatchRecord]:
    """Paired playoff rows by their two players; draws are refused (MTR 2.5)."""
    by_pair: dict[frozenset[EntryId], MatchRecord] = {}
    for record in results:
        if record.kind is not MatchKind.PAIRED or record.player2 is None:
            continue
        pair = frozenset((record.player1, record.player2))
        if record.player1 not in seed_of or record.player2 not in seed_of:
            raise PlayoffError(PlayoffProblem.UNKNOWN_MATCH, (record.player1, record.player2))
        if record.result is not None and record.result.outcome is Outcome.DRAW:
            raise ResultError(ResultProblem.DRAW_IN_PLAYOFF, record.result.to_text())
        previous = by_pair.get(pair)
        if previous is not None and previous.result is not None and record.result is not None:
            raise PlayoffError(PlayoffProblem.DUPLICATE_RESULT, (record.player1, record.player2))
        if previous is None or previous.result is None:
            by_pair[pair] = record
    return by_pair


def _pair_round(
    number: int,
    slots: Sequence[EntryId | None],
    present: set[EntryId],
    seed_of: Mapping[EntryId, int],
    reported: Mapping[frozenset[EntryId], MatchRecord],
    used: set[frozenset[EntryId]],
) -> tuple[PlayoffMatch, ...]:
    """Pair one round on the bracket, applying MTR 2.10 to missing players."""
    positions = len(slots) // 2
    missing = len(slots) - len(present)
    by_seed = sorted(present, key=seed_of.__getitem__)
    # MTR 2.10: one bye per missing player, to the highest-ranked remaining players (all of
    # them when at most half the slots are filled: then ``missing >= len(present)``).
    bye_players = by_seed[:missing]
    byes = set(bye_players)
    taken: dict[int, tuple[EntryId, EntryId | None]] = {}
    stranded: list[EntryId] = []
    for position in range(positions):
        first, second = slots[2 * position], slots[2 * position + 1]
        both = [e for e in (first, second) if e in present and e not in byes]
        if len(both) == 2:
            taken[position] = (both[0], both[1])
        else:
            stranded.extend(both)
    # Bye players keep their own bracket position when it is free.
    homeless: list[EntryId] = []
    for entry in bye_players:
        own = slots.index(entry) // 2
        if own not in taken:
            taken[own] = (entry, None)
        else:
            homeless.append(entry)
    # The rest meet highest against lowest (MTR 10.4 pairs by Swiss standing); a new match
    # takes its higher seed's bracket position when free, else its lower seed's.
    stranded.sort(key=seed_of.__getitem__)
    repaired: list[tuple[EntryId, EntryId | None]] = [(entry, None) for entry in homeless]
    repaired += [(stranded[k], stranded[-1 - k]) for k in range(len(stranded) // 2)]
    unplaced: list[tuple[EntryId, EntryId | None]] = []
    for pair in repaired:
        homes = [slots.index(entry) // 2 for entry in pair if entry is not None]
        home = next((position for position in homes if position not in taken), None)
        if home is None:
            unplaced.append(pair)
        else:
            taken[home] = pair
    free = (position for position in range(positions) if position not in taken)
    for pair in unplaced:
        taken[next(free)] = pair

    matches: list[PlayoffMatch] = []
    for position in sorted(taken):
        first, second = taken[position]
        if second is not None and seed_of[second] < seed_of[first]:
            first, second = second, first
        winner: EntryId | None = first if second is None else None
        if second is not None:
            record = reported.get(frozenset((first, second)))
            if record is not None:
                used.add(frozenset((first, second)))
                result = record.result_for(first)
                if result is not None:
                    winner = first if result.outcome is Outcome.WIN else second
        matches.append(
            PlayoffMatch(
                number,
                position,
                first,
                seed_of[first],
                second,
                None if second is None else seed_of[second],
                winner,
            )
        )
    return tuple(matches)
