"""Swiss pairing (MTR 10.4): an optimal pairing for the objective in docs/pairing-spec.md.

MTR 10.4 only says that tournaments "follow the Swiss pairing algorithm"; it does not spell
the algorithm out. mtrdesk writes the usual Swiss rules down as a lexicographic objective
(``pairing_objective``: no repeat bye, no rematch, fewest and nearest pair-downs, the bye to
the lowest-ranked eligible player, a seeded random order within point groups) and returns a
pairing that is optimal for it, not a greedy pairing repaired afterwards.

How, fast: the players are put in pairing order (point groups from the top, a seeded
shuffle inside each) and, above ``WHOLE`` players, cut into runs of about ``CHUNK``
consecutive players. Each run is solved exactly as a minimum-cost perfect matching
(``swiss_exact``; a run whose neighbours never met is its own sequential optimum and needs
no matching, issue 33); ``pairing_bounds`` then proves the assembled pairing optimal on
rules 0-5 from lower bounds per group boundary.
Where the proof fails, the runs around the failure are merged and solved again, up to the
whole field in one matching, which is exact by itself. So the result is always optimal; the
chunks only make the common case fast (a 16,384-player round in well under 0.1 s of CPU).
Runs of 32 (64 before issue 33) keep most runs free of rematches between neighbours; they
change only rule 5's tie-break, never rules 0-4, and fields up to ``WHOLE`` are unchanged.

Booster-draft pods (MTR 7.6) are a structure rule: with ``SwissPlayer.pod`` set, each pod is
paired on its own (with its own bye when its count is odd) unless the caller lifts pods.
"""

from __future__ import annotations

import enum
import itertools
import operator
import random
from collections.abc import Iterable, Mapping, Sequence

from mtrdesk.core.refusal import ProblemError
from mtrdesk.core.swiss.bounds import certify
from mtrdesk.core.swiss.exact import WeightsTooLarge, solve_run
from mtrdesk.core.swiss.objective import (
    PairingField,
    PairingQuality,
    pairing_quality,
    pairing_sequence,
)
from mtrdesk.core.swiss.types import Pairing, SwissPlayer
from mtrdesk.core.tournament import EntryId, MatchKind, Played, match_points

__all__ = [
    "CHUNK",
    "WHOLE",
    "NoLegalPairing",
    "Pairing",
    "PairingProblem",
    "PairingQuality",
    "SwissPlayer",
    "pair_swiss",
    "pairing_quality",
    "pairing_units",
    "players_for_pairing",
]

_ENTRY = operator.attrgetter("entry")
_RANK = operator.attrgetter("rank")
_POD = operator.attrgetter("pod")

#: Fields of up to this many players are solved in one matching (exact on every rule).
WHOLE = 128
#: Players per exactly solved run in a larger field (``solve_field``).
CHUNK = 32


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


class NoLegalPairing(ProblemError[PairingProblem]):
    """The players cannot be paired as asked; ``reason`` (``problem``) says why."""

    def __init__(self, reason: PairingProblem, detail: str = "") -> None:
        super().__init__(reason, detail)
        self.reason = reason


def pair_swiss(
    players: Sequence[SwissPlayer],
    round_number: int,
    rng: random.Random,
    *,
    allow_rematches: bool = True,
    keep_pods: bool = True,
    paired_fields: list[PairingField] | None = None,
) -> tuple[Pairing, ...]:
    """Pair one Swiss round optimally (see the module docstring for the objective).

    Tables are numbered from 1 starting with the highest point group (pod by pod when
    pods are kept); byes come last with ``table=None``. The result depends only on the
    input and the state of ``rng``. With ``allow_rematches=False`` a round that cannot
    avoid a rematch raises ``NoLegalPairing(REMATCH_REQUIRED)`` instead of returning the
    fewest rematches. ``keep_pods=False`` lifts the pods (MTR 7.6 allows it at Regular
    REL when announced) and pairs the whole field as one. ``paired_fields``: the fields
    paired (one per ``pairing_units`` unit, in order) are added to it, for the round's notes
    (``explain.explain_pairings``) to read instead of building them again.
    """
    if round_number < 1:
        raise NoLegalPairing(PairingProblem.INVALID_ROUND, str(round_number))
    if len(players) < 2:
        raise NoLegalPairing(PairingProblem.TOO_FEW_PLAYERS, str(len(players)))
    if len(set(map(_ENTRY, players))) != len(players):
        raise NoLegalPairing(PairingProblem.DUPLICATE_ENTRY)
    if len(set(map(_RANK, players))) != len(players):
        raise NoLegalPairing(PairingProblem.DUPLICATE_RANK)
    fields: list[tuple[PairingField, list[tuple[int, int]]]] = []
    for members in pairing_units(players, keep_pods):
        if len(members) < 2:
            raise NoLegalPairing(PairingProblem.TOO_FEW_PLAYERS, f"pod of {len(members)}")
        field = PairingField(pairing_sequence(members, rng, round_number), round_number)
        try:
            matched = solve_field(field, WHOLE // 2 if field.size <= WHOLE else CHUNK)
        except WeightsTooLarge as error:
            raise NoLegalPairing(PairingProblem.TOO_LARGE, str(error)) from error
        if not allow_rematches and any(j != field.phantom and field.met(i, j) for i, j in matched):
            raise NoLegalPairing(PairingProblem.REMATCH_REQUIRED)
        fields.append((field, matched))
    if paired_fields is not None:
        paired_fields.extend(field for field, _ in fields)
    return _tables(fields)


def pairing_units(players: Sequence[SwissPlayer], keep_pods: bool) -> list[list[SwissPlayer]]:
    """The groups paired on their own: each pod (in pod order, players without one last),
    or the whole field when pods are lifted or nobody has one."""
    if not keep_pods or all(map(operator.is_, map(_POD, players), itertools.repeat(None))):
        return [list(players)]
    by_pod: dict[int | None, list[SwissPlayer]] = {}
    for player in players:
        by_pod.setdefault(player.pod, []).append(player)
    return [by_pod[pod] for pod in sorted(by_pod, key=lambda pod: (pod is None, pod or 0))]


def solve_field(field: PairingField, chunk: int = CHUNK) -> list[tuple[int, int]]:
    """An optimal pairing of ``field`` (positions; ``field.phantom`` for the bye).

    Solves runs of about ``chunk`` players exactly and proves the whole optimal with
    ``pairing_bounds.certify``; runs near an unproven spot are merged and solved again.
    A single run is the whole field solved in one matching, optimal by itself.
    """
    n = field.size
    runs = _runs(n, chunk)
    solved: dict[tuple[int, int], list[tuple[int, int]]] = {}
    while True:
        matched: list[tuple[int, int]] = []
        for lo, hi in runs:
            if (lo, hi) not in solved:
                solved[lo, hi] = solve_run(field, lo, hi, with_phantom=hi == n and n % 2 == 1)
            matched.extend(solved[lo, hi])
        if len(runs) == 1:
            return matched
        certificate = certify(field, matched)
        if certificate.proven:
            return matched
        runs = _merged(runs, certificate.suspects)


def _runs(n: int, chunk: int) -> list[tuple[int, int]]:
    """Cut positions ``0..n-1`` into runs of ``chunk`` (even), the last one longer."""
    if n <= 2 * chunk:
        return [(0, n)]
    cuts = [*range(0, n - chunk - chunk // 2, chunk), n]
    return list(itertools.pairwise(cuts))


def _merged(runs: list[tuple[int, int]], suspects: Iterable[int]) -> list[tuple[int, int]]:
    """Merge every run holding a suspect position with its neighbours on both sides."""
    marked = [False] * len(runs)
    for position in suspects:
        index = next(k for k, (lo, hi) in enumerate(runs) if lo <= position < hi)
        for k in (index - 1, index, index + 1):
            if 0 <= k < len(runs):
                marked[k] = True
    merged: list[tuple[int, int]] = []
    for k, (lo, hi) in enumerate(runs):
        if merged and marked[k] and marked[k - 1]:
            merged[-1] = (merged[-1][0], hi)
        else:
            merged.append((lo, hi))
    return merged


def _tables(fields: Iterable[tuple[PairingField, list[tuple[int, int]]]]) -> tuple[Pairing, ...]:
    """Number tables from the top point group down, pod by pod; byes last."""
    result: list[Pairing] = []
    byes: list[EntryId] = []
    for field, matched in fields:
        points, ranks, entries, phantom = field.points, field.ranks, field.entries, field.phantom
        tables: list[tuple[int, int, int, EntryId, EntryId]] = []
        for i, j in matched:
            if j == phantom:
                byes.append(entries[i])
                continue
            first, second = points[i], points[j]
            if second > first or (second == first and ranks[j] < ranks[i]):
                i, j, first, second = j, i, second, first
            tables.append((-first, -second, ranks[i], entries[i], entries[j]))
        tables.sort()
        start = len(result) + 1
        result.extend(Pairing(t, a, b) for t, (_, _, _, a, b) in enumerate(tables, start))
    result.extend(Pairing(None, bye, None) for bye in byes)
    return tuple(result)


def players_for_pairing(
    standings: Sequence[EntryId],
    matches: Iterable[Played],
    pods: Mapping[EntryId, int] | None = None,
    *,
    points: Mapping[EntryId, int] | None = None,
    history: History | None = None,
) -> tuple[SwissPlayer, ...]:
    """``SwissPlayer`` values for the entries in ``standings`` (current order, top first).

    Points come from reported results (MTR Appendix C: 3 per win, 1 per draw; a bye is a
    win). Opponents include unreported pairings too: a match that was paired was met.
    Byes count pairing and awarded byes alike. Entries not in ``standings`` (dropped) are
    still remembered as opponents but are not paired. ``pods`` gives each entry's draft pod.
    ``points``: ``match_points(matches)`` when the caller has counted them already;
    ``history``: ``swiss_history(matches)``, likewise.
    """
    pods = pods or {}
    matches = tuple(matches)
    if points is None:
        points = match_points(matches)
    if history is not None:
        met, had = history
        nobody: frozenset[EntryId] = frozenset()
        return tuple(
            SwissPlayer(
                entry,
                points.get(entry, 0),
                rank,
                met.get(entry, nobody),
                had.get(entry, 0),
                pods.get(entry),
            )
            for rank, entry in enumerate(standings)
        )
    opponents: dict[EntryId, set[EntryId]] = {entry: set() for entry in standings}
    byes = dict.fromkeys(standings, 0)
    paired, bye_kinds = MatchKind.PAIRED, _BYE_KINDS
    for match in matches:
        kind, first, second = match.kind, match.player1, match.player2
        if kind is paired and second is not None:
            if first in opponents:
                opponents[first].add(second)
            if second in opponents:
                opponents[second].add(first)
        elif kind in bye_kinds and first in byes:
            byes[first] += 1
    return tuple(
        SwissPlayer(
            entry,
            points.get(entry, 0),
            rank,
            frozenset(opponents[entry]),
            byes[entry],
            pods.get(entry),
        )
        for rank, entry in enumerate(standings)
    )


_BYE_KINDS = frozenset(kind for kind in MatchKind if kind.is_bye)

#: Who each entry met (unreported pairings too) and how many byes it had (pairing and
#: awarded byes alike), for every entry with a match: ``swiss_history``.
History = tuple[Mapping[EntryId, frozenset[EntryId]], Mapping[EntryId, int]]


def swiss_history(matches: Iterable[Played]) -> History:
    """The opponents and byes ``players_for_pairing`` reads from ``matches``, for every
    entry in them (each entry's opponents gathered in the order of ``matches``, as there).
    """
    met: dict[EntryId, set[EntryId]] = {}
    had: dict[EntryId, int] = {}
    paired, bye_kinds = MatchKind.PAIRED, _BYE_KINDS
    for match in matches:
        kind, first, second = match.kind, match.player1, match.player2
        if kind is paired and second is not None:
            met.setdefault(first, set()).add(second)
            met.setdefault(second, set()).add(first)
        elif kind in bye_kinds:
            had[first] = had.get(first, 0) + 1
    return {entry: frozenset(others) for entry, others in met.items()}, had


def extend_history(history: History, matches: Iterable[Played]) -> History:
    """``swiss_history`` of the matches ``history`` was read from followed by ``matches``
    (a later round), reading only ``matches``: the same opponents and byes, entries in
    the same order. An opponent set may iterate in another order than one read from every
    match; the engine asks only whether two met and how many each met (issue 33)."""
    met, had = history
    extended = dict(met)
    counts = dict(had)
    nobody: frozenset[EntryId] = frozenset()
    paired, bye_kinds = MatchKind.PAIRED, _BYE_KINDS
    for match in matches:
        kind, first, second = match.kind, match.player1, match.player2
        if kind is paired and second is not None:
            extended[first] = extended.get(first, nobody) | {second}
            extended[second] = extended.get(second, nobody) | {first}
        elif kind in bye_kinds:
            counts[first] = counts.get(first, 0) + 1
    return extended, counts
