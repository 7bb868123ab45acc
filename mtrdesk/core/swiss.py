"""Swiss pairing (MTR 10.4) as one exact minimum-cost perfect matching.

MTR 10.4 only says that tournaments "follow the Swiss pairing algorithm"; it does not spell
the algorithm out. This module implements the usual Swiss rules as a lexicographic
objective and finds a pairing that is optimal for it, not a greedy approximation:

0. The bye for an odd player count never goes to a player who already had a bye while a
   player without one remains. *Any* bye counts, pairing or awarded (MTR Appendix E): the
   MTR does not say who gets the bye, and a player who already received a free 2-0 win
   should not get a second one before everybody else has had one.
1. No rematch whenever a rematch-free pairing exists; otherwise the fewest rematches.
2. Pair within match-point groups, pairing down from the top:
   a. the fewest pair-downs: a pair whose players sit in different point groups counts
      once for every group boundary between them (so a pair that skips a whole group
      counts twice: a 6-point player meets a 3-point player, not a 0-point player, when
      the 3-point group can send one of its own down instead);
   b. the smallest total match-point difference;
   c. the smallest total squared difference (pair-downs go to the nearest group).
3. The bye goes to the lowest-ranked eligible player (from round 2 on; in round 1 the
   standings are not a ranking, so it is random). The bye is modelled as a pairing with a
   virtual player in the lowest point group, so it is a pair-down like any other and is
   chosen so that the rest still pairs well.
4. Within a point group, a seeded random order (``rng``): players are shuffled inside
   their group and, among otherwise equal pairings, neighbours in that order meet. In
   round 1 (or whenever all points are equal) this is a uniformly random pairing.

Why it is exact and fast: with players in that order, every optimal pairing pairs only
players close to each other. If ``a`` and ``z`` are paired across ``m`` positions, each of
the ``>= m/2`` pairs touching the positions between them could be swapped with ``(a, z)``
for two "sequential" pairs that are never worse on 0-3 and strictly better on 4, unless
one of the new pairs is a rematch or the pair holds the bye; at most
``deg(a) + deg(z) + 1`` pairs are blocked that way (``deg`` = opponents among the players
being paired). So an optimal pair spans at most ``2*deg(a) + 2*deg(z) + 3`` positions, and a
matching on those edges (plus every bye edge) is optimal for the complete graph. That is
``O(n * rounds)`` edges; rustworkx's compiled blossom algorithm solves it (a few ms for
256 players, about 0.1 s for 1,024).
"""

from __future__ import annotations

import enum
import operator
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import rustworkx

from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, match_points


class PairingProblem(enum.Enum):
    """Why no pairing was produced."""

    TOO_FEW_PLAYERS = "too_few_players"
    DUPLICATE_ENTRY = "duplicate_entry"
    DUPLICATE_RANK = "duplicate_rank"
    INVALID_ROUND = "invalid_round"
    #: Every pairing repeats a match and the caller asked for none (``allow_rematches``).
    REMATCH_REQUIRED = "rematch_required"
    #: The objective does not fit the solver's 127-bit integer weights (absurd point totals).
    TOO_LARGE = "too_large"


class NoLegalPairing(ValueError):
    """The players cannot be paired as asked; ``reason`` says why."""

    def __init__(self, reason: PairingProblem, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.problem = reason  # the name the other core errors use
        self.detail = detail


@dataclass(frozen=True, slots=True)
class SwissPlayer:
    """One player to pair: match points, place in the current standings, history.

    ``rank`` is the position in the current standings (0 = top; distinct). ``opponents``
    are the entries this player has already been paired against. ``byes`` counts every bye
    received so far, pairing byes and awarded byes alike (see the module docstring).
    """

    entry: EntryId
    points: int
    rank: int
    opponents: frozenset[EntryId] = frozenset()
    byes: int = 0


@dataclass(frozen=True, slots=True)
class Pairing:
    """One table of a round; ``player2`` and ``table`` are ``None`` for the bye.

    ``player1`` is the player with more points (then the better rank). Who plays first is
    decided at the table by a random method (MTR 2.2), so the order carries no meaning.
    """

    table: int | None
    player1: EntryId
    player2: EntryId | None

    @property
    def is_bye(self) -> bool:
        return self.player2 is None

    def players(self) -> tuple[EntryId, ...]:
        return (self.player1,) if self.player2 is None else (self.player1, self.player2)


@dataclass(frozen=True, slots=True)
class PairingQuality:
    """How a pairing scores on the objective, worst criterion first (see module docstring).

    ``players_ranked_below_bye`` is 0 when the bye went to the lowest-ranked player (always
    0 in round 1, where rank is not used). Compare two pairings by ``key()``.
    """

    repeat_bye: bool
    rematches: int
    pair_downs: int
    point_difference: int
    point_difference_squared: int
    players_ranked_below_bye: int

    def key(self) -> tuple[int, int, int, int, int, int]:
        return (
            int(self.repeat_bye),
            self.rematches,
            self.pair_downs,
            self.point_difference,
            self.point_difference_squared,
            self.players_ranked_below_bye,
        )


_LEVELS = 7  # repeat bye, rematch, pair-downs, difference, squared, bye rank, order
_MAX_WEIGHT_BITS = 126  # rustworkx keeps matching weights in i128


class _Field:
    """The players in pairing order with everything the cost of a pair needs."""

    def __init__(self, players: Sequence[SwissPlayer], round_number: int) -> None:
        self.players = list(players)
        self.round_number = round_number
        n = len(self.players)
        index = {p.entry: i for i, p in enumerate(self.players)}
        self.index = index
        self.points = [p.points for p in self.players]
        group_points = sorted({p.points for p in self.players}, reverse=True)
        group_of_points = {points: g for g, points in enumerate(group_points)}
        self.group = [group_of_points[p.points] for p in self.players]
        self.bottom_group = len(group_points) - 1
        self.bottom_points = group_points[-1]
        # Rematches are symmetric even if only one side lists the other.
        self.opponents: list[set[int]] = [set() for _ in range(n)]
        for i, p in enumerate(self.players):
            for entry in p.opponents:
                j = index.get(entry)
                if j is not None and j != i:
                    self.opponents[i].add(j)
                    self.opponents[j].add(i)
        self.degree = [len(o) for o in self.opponents]
        by_rank = sorted(range(n), key=lambda i: self.players[i].rank)
        #: How many players are ranked below each player.
        self.below = [0] * n
        for place, i in enumerate(by_rank):
            self.below[i] = n - 1 - place
        self.someone_without_bye = any(p.byes == 0 for p in self.players)
        self.phantom = n  # the virtual bye opponent's node, used when n is odd

    def pair_terms(self, i: int, j: int) -> tuple[int, int, int, int, int, int, int]:
        """The per-pair cost on every level; ``j`` may be the phantom (the bye)."""
        if j == self.phantom or i == self.phantom:
            k = i if j == self.phantom else j
            repeat = int(self.someone_without_bye and self.players[k].byes > 0)
            diff = self.points[k] - self.bottom_points
            below = 0 if self.round_number == 1 else self.below[k]
            return (
                repeat,
                0,
                self.bottom_group - self.group[k],
                diff,
                diff * diff,
                below,
                self.phantom - k,
            )
        rematch = int(j in self.opponents[i])
        diff = abs(self.points[i] - self.points[j])
        return (0, rematch, abs(self.group[i] - self.group[j]), diff, diff * diff, 0, abs(i - j))


def pair_swiss(
    players: Sequence[SwissPlayer],
    round_number: int,
    rng: random.Random,
    *,
    allow_rematches: bool = True,
) -> tuple[Pairing, ...]:
    """Pair one Swiss round optimally (see the module docstring for the objective).

    Tables are numbered from 1 starting with the highest point group; the bye comes last
    with ``table=None``. The result depends only on the input and the state of ``rng``.
    With ``allow_rematches=False`` a round that cannot avoid a rematch raises
    ``NoLegalPairing(REMATCH_REQUIRED)`` instead of returning the fewest rematches.
    """
    if round_number < 1:
        raise NoLegalPairing(PairingProblem.INVALID_ROUND, str(round_number))
    if len(players) < 2:
        raise NoLegalPairing(PairingProblem.TOO_FEW_PLAYERS, str(len(players)))
    if len({p.entry for p in players}) != len(players):
        raise NoLegalPairing(PairingProblem.DUPLICATE_ENTRY)
    if len({p.rank for p in players}) != len(players):
        raise NoLegalPairing(PairingProblem.DUPLICATE_RANK)

    # Pairing order: point groups from the top, a seeded shuffle inside each group.
    ordered = sorted(players, key=lambda p: (-p.points, p.rank, p.entry))
    sequence: list[SwissPlayer] = []
    start = 0
    while start < len(ordered):
        end = start
        while end < len(ordered) and ordered[end].points == ordered[start].points:
            end += 1
        group = ordered[start:end]
        rng.shuffle(group)
        sequence.extend(group)
        start = end

    field = _Field(sequence, round_number)
    matched = _solve(field)
    if not allow_rematches and any(j in field.opponents[i] for i, j in matched):
        raise NoLegalPairing(PairingProblem.REMATCH_REQUIRED)
    return _tables(field, matched)


def _solve(field: _Field) -> list[tuple[int, int]]:
    """A minimum-cost perfect matching of the candidate edges, as (i, j) with i < j.

    Candidate edges are the pairs within the span bound of the module docstring, plus
    every bye edge. The lexicographic objective becomes one integer per edge: each level's
    multiplier exceeds the largest total all lower levels can reach in one matching.
    """
    n = len(field.players)
    nodes = n + n % 2
    pairs = nodes // 2
    degree, points, group, opponents = field.degree, field.points, field.group, field.opponents
    widest = 2 * max(degree) + 3
    spread = points[0] - points[-1]
    # Largest total per level (repeat bye and bye rank sit on the single bye edge).
    reach = [
        1,
        pairs,
        pairs * field.bottom_group,
        pairs * spread,
        pairs * spread * spread,
        n,
        pairs * max(n, 2 * widest),
    ]
    multipliers = [0] * _LEVELS
    multiplier = 1
    for level in reversed(range(_LEVELS)):
        multipliers[level] = multiplier
        multiplier *= reach[level] + 1
    top = multiplier  # exceeds any matching's total cost, so every weight is positive
    if (top * 2).bit_length() > _MAX_WEIGHT_BITS:
        raise NoLegalPairing(PairingProblem.TOO_LARGE)
    _, m_rematch, m_down, m_diff, m_square, _, m_order = multipliers

    edges: list[tuple[int, int, int]] = []
    for i in range(n):
        points_i, group_i, opponents_i, reach_i = points[i], group[i], opponents[i], degree[i]
        for j in range(i + 1, min(n, i + 2 * reach_i + widest + 1)):
            span = j - i
            if span > 2 * (reach_i + degree[j]) + 3:
                continue
            diff = points_i - points[j]  # the order puts more points first
            cost = (
                (m_rematch if j in opponents_i else 0)
                + m_down * (group[j] - group_i)
                + m_diff * diff
                + m_square * diff * diff
                + m_order * span
            )
            edges.append((i, j, top - cost))
    if n % 2:
        for i in range(n):
            terms = field.pair_terms(i, field.phantom)
            edges.append((i, field.phantom, top - sum(map(operator.mul, multipliers, terms))))

    graph = rustworkx.PyGraph(multigraph=False)
    graph.add_nodes_from(range(nodes))
    graph.add_edges_from(edges)
    matching = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    if len(matching) != pairs:  # the span bound guarantees a perfect matching
        raise AssertionError(f"swiss matching covered {len(matching)} of {pairs} pairs")
    return sorted((min(i, j), max(i, j)) for i, j in matching)


def _tables(field: _Field, matched: Iterable[tuple[int, int]]) -> tuple[Pairing, ...]:
    """Order pairs from the top point group down; the bye last."""
    players = field.players
    tables: list[tuple[tuple[int, int, int], EntryId, EntryId]] = []
    bye: EntryId | None = None
    for i, j in matched:
        if j == field.phantom:
            bye = players[i].entry
            continue
        first, second = sorted((players[i], players[j]), key=lambda p: (-p.points, p.rank))
        tables.append(((-first.points, -second.points, first.rank), first.entry, second.entry))
    tables.sort()
    result = [Pairing(t, first, second) for t, (_, first, second) in enumerate(tables, 1)]
    if bye is not None:
        result.append(Pairing(None, bye, None))
    return tuple(result)


def pairing_quality(
    players: Sequence[SwissPlayer], pairings: Iterable[Pairing], round_number: int
) -> PairingQuality:
    """Score a pairing of ``players`` on the objective ``pair_swiss`` minimises.

    Useful to warn about a hand-edited pairing ("2 rematches") and to test optimality.
    """
    field = _Field(players, round_number)
    pairings = tuple(pairings)
    seen = [entry for pairing in pairings for entry in pairing.players()]
    if sorted(seen) != sorted(field.index):
        raise ValueError("the pairings must hold every player exactly once")
    totals = [0] * _LEVELS
    for pairing in pairings:
        i = field.index[pairing.player1]
        j = field.phantom if pairing.player2 is None else field.index[pairing.player2]
        for level, value in enumerate(field.pair_terms(i, j)):
            totals[level] += value
    return PairingQuality(
        repeat_bye=bool(totals[0]),
        rematches=totals[1],
        pair_downs=totals[2],
        point_difference=totals[3],
        point_difference_squared=totals[4],
        players_ranked_below_bye=totals[5],
    )


def players_for_pairing(
    standings: Sequence[EntryId], matches: Iterable[MatchRecord]
) -> tuple[SwissPlayer, ...]:
    """``SwissPlayer`` values for the entries in ``standings`` (current order, top first).

    Points come from reported results (MTR Appendix C: 3 per win, 1 per draw; a bye is a
    win). Opponents include unreported pairings too: a match that was paired was met.
    Byes count pairing and awarded byes alike. Entries not in ``standings`` (dropped) are
    still remembered as opponents but are not paired.
    """
    matches = tuple(matches)
    points = match_points(matches)
    opponents: dict[EntryId, set[EntryId]] = {entry: set() for entry in standings}
    byes = dict.fromkeys(standings, 0)
    for match in matches:
        if match.kind is MatchKind.PAIRED and match.player2 is not None:
            for me, other in ((match.player1, match.player2), (match.player2, match.player1)):
                if me in opponents:
                    opponents[me].add(other)
        elif match.kind.is_bye and match.player1 in byes:
            byes[match.player1] += 1
    return tuple(
        SwissPlayer(entry, points.get(entry, 0), rank, frozenset(opponents[entry]), byes[entry])
        for rank, entry in enumerate(standings)
    )
