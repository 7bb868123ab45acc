"""The Swiss pairing objective (docs/pairing-spec.md): what makes one pairing better.

The engine (``swiss``), its exact reference solver (``swiss_exact``), the optimality proof
(``pairing_bounds``) and the checker all score pairings with the terms defined here, so
they cannot disagree about what "optimal" means. The cost levels, worst first, with the
spec's rule numbers (rule 2, pods and team seats, is kept by pairing each unit apart):

0. repeat bye (spec rule 0): the bye goes to a player who already had one (pairing or
   awarded, MTR Appendix E) while a player without one remains;
1. rematches (rule 1);
2. pair-downs (rule 3a): a pair counts once for every point-group boundary between them;
3. total match-point difference (rule 3b); 4. total squared difference (rule 3c);
5. the bye's rank (rule 4): how many players are ranked below the player who gets it;
6. the seeded order (rule 5): total distance in the shuffled pairing order, only a
   tie-break among pairings equal on levels 0-5; the checker does not count it.
"""

from __future__ import annotations

import collections
import functools
import itertools
import operator
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.swiss.types import Pairing, SwissPlayer
from mtrdesk.core.tournament import EntryId

_ENTRY = operator.attrgetter("entry")
_OPPONENTS = operator.attrgetter("opponents")
_POINTS = operator.attrgetter("points")
_RANK = operator.attrgetter("rank")
_RANK_ENTRY = operator.attrgetter("rank", "entry")
_BYES = operator.attrgetter("byes")

#: The spec's name for each cost level (docs/pairing-spec.md numbers rule 3 a, b, c).
SPEC_RULES = ("0", "1", "3a", "3b", "3c", "4", "5")
#: The number of terms in a pair's cost (rules 0-6 above).
LEVELS = 7
#: The rules a "strictly better pairing" is judged on (0-5; 6 is only a tie-break).
JUDGED_LEVELS = 6

Terms = tuple[int, int, int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class PairingQuality:
    """How a pairing scores on rules 0-5, worst first. Compare two pairings by ``key()``.

    ``players_ranked_below_bye`` is 0 when the bye went to the lowest-ranked player (always
    0 in round 1, where rank is not used).
    """

    repeat_bye: bool
    rematches: int
    pair_downs: int
    point_difference: int
    point_difference_squared: int
    players_ranked_below_bye: int

    @classmethod
    def of(cls, totals: Sequence[int]) -> PairingQuality:
        """From per-level totals (``PairingField.totals``; any repeat byes count as one)."""
        return cls(bool(totals[0]), *totals[1:JUDGED_LEVELS])

    def key(self) -> tuple[int, int, int, int, int, int]:
        return (
            int(self.repeat_bye),
            self.rematches,
            self.pair_downs,
            self.point_difference,
            self.point_difference_squared,
            self.players_ranked_below_bye,
        )


def pairing_sequence(
    players: Sequence[SwissPlayer], rng: random.Random, round_number: int = 1
) -> list[SwissPlayer]:
    """The pairing order: point groups from the top, a seeded shuffle inside each group.

    From round 2 on, with an odd count, the player rule 4 wants for the bye (the
    lowest-ranked one who may have it) is put last in their group, so the run that holds
    the bye in ``swiss`` holds them too; the shuffle decides everything else.
    """
    # Stable sorts: by rank (then entry) inside each point group, groups from the top.
    ordered = sorted(players, key=_RANK_ENTRY)
    ordered.sort(key=_POINTS, reverse=True)
    sequence: list[SwissPlayer] = []
    for _, members in itertools.groupby(ordered, key=_POINTS):
        group = list(members)
        rng.shuffle(group)
        sequence.extend(group)
    if round_number > 1 and len(sequence) % 2:
        byes = list(map(_BYES, sequence))
        eligible: Iterable[int] = range(len(sequence))
        if 0 in byes:  # someone without a bye: only they may have it
            eligible = itertools.compress(eligible, map(operator.not_, byes))
        ranks = list(map(_RANK, sequence))
        wanted = sequence.pop(max(eligible, key=ranks.__getitem__))
        # The sequence runs from the most points down: their group ends after this many.
        last = sum(map(operator.ge, map(_POINTS, sequence), itertools.repeat(wanted.points)))
        sequence.insert(last, wanted)
    return sequence


class PairingField:
    """The players in pairing order with everything the cost of a pair needs.

    Players are addressed by their position in ``players``; ``phantom`` (= the player count)
    stands for the bye. Positions must list point groups from the top for the group
    numbers to mean "boundaries between": ``pairing_sequence`` gives that order.

    Who met whom is read where it is asked (``met``, ``opponents_within``): a big round
    asks about a few neighbours per player, so the whole table of ``opponents`` by
    position is only built when something wants it all.
    """

    def __init__(self, players: Sequence[SwissPlayer], round_number: int) -> None:
        self.players = list(players)
        self.round_number = round_number
        n = len(self.players)
        self.size = n
        #: Each player's entry and past opponents (entries), position by position.
        self.entries: list[EntryId] = list(map(_ENTRY, self.players))
        self.listed: list[frozenset[EntryId]] = list(map(_OPPONENTS, self.players))
        self.points: list[int] = list(map(_POINTS, self.players))
        group_points = sorted(set(self.points), reverse=True)
        self.group_points = group_points
        group_of_points = {points: g for g, points in enumerate(group_points)}
        self.group = list(map(group_of_points.__getitem__, self.points))
        self.bottom_group = len(group_points) - 1
        self.bottom_points = group_points[-1]
        self.ranks: list[int] = list(map(_RANK, self.players))
        self.byes: list[int] = list(map(_BYES, self.players))
        self.someone_without_bye = 0 in self.byes
        self.phantom = n  # the virtual bye opponent's node, used when n is odd
        #: ``bounds.crossing_bounds`` of this field once worked out (it reads nothing else).
        self.crossing: object = None

    @functools.cached_property
    def starts(self) -> list[int]:
        """The position where each point group starts (groups in pairing order)."""
        group = self.group
        changes = map(operator.ne, group[1:], group[:-1])
        return [0, *itertools.compress(range(1, self.size), changes)]

    @functools.cached_property
    def index(self) -> dict[EntryId, int]:
        """Each entry's position."""
        return dict(zip(self.entries, range(self.size), strict=True))

    @functools.cached_property
    def below(self) -> list[int]:
        """How many players are ranked below each player (ties in rank: by position)."""
        n = self.size
        below = [0] * n
        for place, i in enumerate(sorted(range(n), key=self.ranks.__getitem__)):
            below[i] = n - 1 - place
        return below

    def ranked_lower(self, i: int, j: int) -> bool:
        """Is position ``i`` ranked below position ``j`` (fewer ``below``), without
        sorting the field?"""
        ranks = self.ranks
        return (ranks[i], i) > (ranks[j], j)

    @functools.cached_property
    def lowest_bye(self) -> int:
        """The lowest-ranked position that may have the bye (rules 0 and 4): the fewest
        players ranked below it of anyone who may have the bye."""
        positions: Iterable[int] = range(self.size)
        ranks: Iterable[int] = self.ranks
        if self.someone_without_bye:
            allowed = list(map(operator.not_, self.byes))
            positions = itertools.compress(positions, allowed)
            ranks = itertools.compress(ranks, allowed)
        return max(zip(ranks, positions, strict=True))[1]

    @functools.cached_property
    def opponents(self) -> list[set[int]]:
        """Each position's opponents (positions), symmetric even if only one side lists
        the other."""
        index = self.index
        opponents = [{index[entry] for entry in met if entry in index} for met in self.listed]
        for i, met in enumerate(opponents):
            met.discard(i)
            for j in met:
                if i not in opponents[j]:
                    opponents[j].add(i)
        return opponents

    @functools.cached_property
    def degree(self) -> list[int]:
        """How many of the others each position met."""
        return list(map(len, self.opponents))

    @functools.cached_property
    def degree_bound(self) -> int:
        """At least the largest ``degree``, without building ``opponents``: a player met at
        most the entries they list plus the players who list them."""
        if "opponents" in self.__dict__:
            return max(self.degree, default=0)
        listing = collections.Counter(itertools.chain.from_iterable(self.listed))
        listed_by = map(listing.get, self.entries, itertools.repeat(0))
        return max(map(operator.add, map(len, self.listed), listed_by), default=0)

    def met(self, i: int, j: int) -> bool:
        """Have positions ``i`` and ``j`` (not the phantom) been paired before?"""
        return i != j and (self.entries[j] in self.listed[i] or self.entries[i] in self.listed[j])

    def neighbours_met(self, lo: int, hi: int) -> bool:
        """Has any of the pairs ``(lo, lo+1), (lo+2, lo+3), ...`` below ``hi`` met before?"""
        entries, listed = self.entries, self.listed
        contains = operator.contains
        return any(map(contains, listed[lo : hi - 1 : 2], entries[lo + 1 : hi : 2])) or any(
            map(contains, listed[lo + 1 : hi : 2], entries[lo : hi - 1 : 2])
        )

    def opponents_within(self, lo: int, hi: int) -> list[set[int]]:
        """The opponents of positions ``lo..hi-1`` among those positions only (index
        ``i - lo``; either side listing the other counts), read from the run alone."""
        if "opponents" in self.__dict__:
            return [{j for j in met if lo <= j < hi} for met in self.opponents[lo:hi]]
        index = self.index
        within: list[set[int]] = [set() for _ in range(hi - lo)]
        for i in range(lo, hi):
            for entry in self.listed[i]:
                j = index.get(entry)
                if j is not None and lo <= j < hi and j != i:
                    within[i - lo].add(j)
                    within[j - lo].add(i)
        return within

    def bye_allowed(self, i: int) -> bool:
        """Rule 0: may player ``i`` get the bye without repeating one needlessly?"""
        return not (self.someone_without_bye and self.byes[i] > 0)

    def pair_terms(self, i: int, j: int) -> Terms:
        """The pair's cost on every rule; ``j`` may be the phantom (the bye)."""
        if j == self.phantom or i == self.phantom:
            k = i if j == self.phantom else j
            diff = self.points[k] - self.bottom_points
            below = 0 if self.round_number == 1 else self.below[k]
            return (
                int(not self.bye_allowed(k)),
                0,
                self.bottom_group - self.group[k],
                diff,
                diff * diff,
                below,
                self.phantom - k,
            )
        rematch = int(self.met(i, j))
        diff = abs(self.points[i] - self.points[j])
        return (0, rematch, abs(self.group[i] - self.group[j]), diff, diff * diff, 0, abs(i - j))

    def totals(self, matched: Iterable[tuple[int, int]]) -> tuple[int, ...]:
        """Levels 0-5 summed over ``matched`` (positions; the phantom for the bye); level 0
        counts repeat byes, where ``PairingQuality`` only says whether there is one."""
        sums = [0] * JUDGED_LEVELS
        for i, j in matched:
            for level, value in enumerate(self.pair_terms(i, j)[:JUDGED_LEVELS]):
                sums[level] += value
        return tuple(sums)

    def quality(self, matched: Iterable[tuple[int, int]]) -> PairingQuality:
        """Rules 0-5 summed over ``matched`` (positions; the phantom for the bye)."""
        return PairingQuality.of(self.totals(matched))


def pairing_quality(
    players: Sequence[SwissPlayer], pairings: Iterable[Pairing], round_number: int
) -> PairingQuality:
    """Score a pairing of ``players`` on the objective ``pair_swiss`` minimises.

    Useful to warn about a hand-edited pairing ("2 rematches") and to test optimality.
    """
    field = PairingField(players, round_number)
    pairings = tuple(pairings)
    seen = [entry for pairing in pairings for entry in pairing.players()]
    if sorted(seen) != sorted(field.index):
        raise ValueError("the pairings must hold every player exactly once")
    return field.quality(
        (
            field.index[p.player1],
            field.phantom if p.player2 is None else field.index[p.player2],
        )
        for p in pairings
    )
