"""Single-elimination playoffs in pods of 4 (multiplayer addendum 10.4A, 2.2A, 2.4C, App. E).

Cut sizes. Each pod sends its winner on, so a round of ``p`` pods removes ``3p`` players and
a cut of ``c`` players needs ``c - 1`` divisible by 3. The addendum's cuts (Appendix E: top 4,
10, 16, 40, 64) all are; any ``c >= 4`` with ``c % 3 == 1`` is accepted, others raise
``PodPlayoffError(CUT_SIZE)``. Rounds from the final back hold 4, 16, 64 ... players; when the
cut is not one of those, the top seeds skip the first round (10.4A "Uneven cuts") so that the
second round is full:

* top 4: the final pod, seeds 1-4;
* top 10: seeds 1-2 skip the semifinals, seeds 3-10 play 2 semifinal pods, then the final;
* top 16: 4 semifinal pods, then the final (16 players need only two rounds of pods);
* top 40: seeds 1-8 skip the quarterfinals, seeds 9-40 play 8 quarterfinal pods, the 16
  left play 4 semifinal pods, then the final;
* top 64: 16 quarterfinal pods, 4 semifinal pods, the final.

Pattern. The addendum's figure for the pattern ("top16") is missing from its text. This module
uses snake seeding: with ``m`` pods, the players of a round re-numbered 1..4m by seed go to
pod ``p`` as ``p``, ``2m + 1 - p``, ``2m + p``, ``4m + 1 - p``. Top 16: pod 1 = 1, 8, 9, 16;
pod 2 = 2, 7, 10, 15; pod 3 = 3, 6, 11, 14; pod 4 = 4, 5, 12, 13. Every pod has the same seed
total, so no pod is much harder than another, and each seed among the top ``m`` meets the
weakest of the others first, as 1 v 8 does in the MTR's top 8 (MTR 10.4). The same pattern
pairs every round: "the seeds of the winners from the quarterfinals are taken into account and
the same pattern as above is applied" (10.4A), with players who skipped a round joining the
next by their seed.

Seats. In single elimination "the player with the highest standing from the swiss portion ...
will go first, followed by the player with the next highest" (2.2A, *.3A): ``seats`` are in
seed order and seat 1 plays first.

Draws. "In the case a Single Elimination Match results in a Draw, the Player with the highest
Standing from the Swiss Portion of the event should be considered the Winner" (2.4C):
``draw_winner`` picks the best seed among the players who drew (2.1A: not those who conceded
or received a match loss).

Drops. The addendum has no rule of its own for drops, so MTR 2.10 applies: "If a player drops
from a tournament after a cut has been made, no other player is advanced as a replacement.
The highest ranked remaining player receives a bye for the round instead." ``dropped`` gives,
for each player who dropped while still in the playoff, the first playoff round they are not
in. Each round is still paired by the pattern over everyone who earned a place in it (so a
drop moves nobody else to another pod), and the dropped player's seat is left empty: their
pod plays on with one player fewer (``PodPlayoffRound.dropped`` names them). A pod left with
one player is that player's bye: the services record it as their win. A pod whose players all
dropped is not played and sends nobody on; a round left without any pod is skipped, and when
nobody is left at all the playoff ends without a champion (``PodPlayoff.abandoned``). In the
final standings a dropped player ranks with the players who went out in the round they left,
by seed, as if they had lost there.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.tournament import EntryId

PLAYOFF_POD_SIZE = 4
#: The cuts the addendum names (Appendix E; 10.4A "Uneven cuts").
ADDENDUM_CUTS = (4, 10, 16, 40, 64)


class PodPlayoffProblem(enum.Enum):
    """Why a pod playoff round could not be built."""

    CUT_SIZE = "cut_size"  # below 4, or c - 1 not a multiple of 3
    TOO_FEW_PLAYERS = "too_few_players"  # fewer Swiss finishers than the cut
    DUPLICATE_ENTRY = "duplicate_entry"
    WRONG_WINNERS = "wrong_winners"  # not exactly one winner from each pod of the round
    FINISHED = "finished"  # winners given for more rounds than the playoff has
    NOT_IN_POD = "not_in_pod"  # a draw names a player outside the pod, or nobody


class PodPlayoffError(ValueError):
    """A pod playoff input that cannot be used; ``problem`` says why, ``entries`` who."""

    def __init__(self, problem: PodPlayoffProblem, entries: tuple[EntryId, ...] = ()) -> None:
        super().__init__(f"{problem.value}: {entries}" if entries else problem.value)
        self.problem = problem
        self.entries = entries


class Stage(enum.Enum):
    """A round's name, counted back from the final."""

    FINAL = "final"
    SEMIFINAL = "semifinal"
    QUARTERFINAL = "quarterfinal"
    EARLIER = "earlier"


@dataclass(frozen=True, slots=True)
class PlayoffPod:
    """One playoff pod: ``seats`` in seed order (seat 1 plays first, 2.2A) and their seeds.

    Seeds are 1-based final Swiss places.
    """

    table: int
    seats: tuple[EntryId, ...]
    seeds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PodPlayoffRound:
    """A playoff round: its pods, and the seeds who skip it (10.4A "Uneven cuts")."""

    number: int
    stage: Stage
    pods: tuple[PlayoffPod, ...]
    byes: tuple[EntryId, ...] = ()
    #: Players with a place in this round who dropped (MTR 2.10): their seats stay empty.
    dropped: tuple[EntryId, ...] = ()

    def players(self) -> tuple[EntryId, ...]:
        return tuple(entry for pod in self.pods for entry in pod.seats)


@dataclass(frozen=True, slots=True)
class PodPlayoff:
    """The playoff so far: rounds paired, each round's winners, and the champion once the
    final is decided."""

    size: int
    swiss_order: tuple[EntryId, ...]
    rounds: tuple[PodPlayoffRound, ...]
    winners: tuple[frozenset[EntryId], ...]
    champion: EntryId | None
    #: Everyone still in the playoff dropped (MTR 2.10): it ends without a champion.
    abandoned: bool = False

    @property
    def finished(self) -> bool:
        return self.champion is not None or self.abandoned

    @property
    def current_round(self) -> PodPlayoffRound | None:
        """The round being played, or ``None`` once the playoff is over."""
        return None if self.finished or not self.rounds else self.rounds[-1]

    def final_standings(self) -> tuple[EntryId, ...]:
        """Everyone, best first: the champion, then each round's losers by seed from the final
        back (players still in the playoff first, by seed), then the rest in Swiss order."""
        seed = {entry: place for place, entry in enumerate(self.swiss_order, 1)}
        reached: dict[EntryId, int] = {}
        for number, playoff_round in enumerate(self.rounds, 1):
            for entry in (*playoff_round.players(), *playoff_round.byes, *playoff_round.dropped):
                reached[entry] = number
        for number, won in enumerate(self.winners, 1):
            for entry in won:
                reached[entry] = number + 1
        playoff = sorted(reached, key=lambda entry: (-reached[entry], seed[entry]))
        return tuple(playoff) + self.swiss_order[self.size :]


def is_valid_cut(size: int) -> bool:
    """True when pods of 4 can play a ``size``-player cut down to one winner."""
    return size >= PLAYOFF_POD_SIZE and (size - 1) % (PLAYOFF_POD_SIZE - 1) == 0


def playoff_layout(size: int) -> tuple[tuple[int, int], ...]:
    """``(pods, byes)`` for each round of a ``size`` cut: ``playoff_layout(40) ==
    ((8, 8), (4, 0), (1, 0))`` (module docstring)."""
    if not is_valid_cut(size):
        raise PodPlayoffError(PodPlayoffProblem.CUT_SIZE, (size,))
    full = PLAYOFF_POD_SIZE
    while full * PLAYOFF_POD_SIZE <= size:
        full *= PLAYOFF_POD_SIZE
    if full == size:
        first = (size // PLAYOFF_POD_SIZE, 0)
        field = size // PLAYOFF_POD_SIZE
    else:  # pods playing in round 1 leave ``full`` players for round 2
        pods = (size - full) // (PLAYOFF_POD_SIZE - 1)
        first = (pods, full - pods)
        field = full
    rounds = [first]
    while field > 1:
        rounds.append((field // PLAYOFF_POD_SIZE, 0))
        field //= PLAYOFF_POD_SIZE
    return tuple(rounds)


def snake_pods(pod_count: int) -> tuple[tuple[int, ...], ...]:
    """Positions 1..4m (by seed) of each of ``m`` pods, in the module docstring's pattern."""
    m = pod_count
    return tuple((p, 2 * m + 1 - p, 2 * m + p, 4 * m + 1 - p) for p in range(1, m + 1))


def _stage(rounds_left: int) -> Stage:
    named = (Stage.FINAL, Stage.SEMIFINAL, Stage.QUARTERFINAL)
    return named[rounds_left] if rounds_left < len(named) else Stage.EARLIER


def _pair(
    players: Sequence[EntryId],
    seed: dict[EntryId, int],
    pod_count: int,
    absent: frozenset[EntryId] = frozenset(),
) -> tuple[PlayoffPod, ...]:
    """``pod_count`` pods for ``players`` re-numbered by seed, in the snake pattern; seats by
    seed. Places nobody holds (a pod before sent nobody on) and ``absent`` players (dropped)
    leave their seats empty; a pod with nobody left is not played."""
    ordered = sorted(players, key=seed.__getitem__)
    pods = []
    for table, positions in enumerate(snake_pods(pod_count), 1):
        chosen = (ordered[p - 1] for p in positions if p <= len(ordered))
        seats = sorted((e for e in chosen if e not in absent), key=seed.__getitem__)
        if seats:
            pods.append(PlayoffPod(table, tuple(seats), tuple(seed[entry] for entry in seats)))
    return tuple(pods)


def build_pod_playoff(
    swiss_order: Sequence[EntryId],
    size: int,
    winners: Sequence[Iterable[EntryId]] = (),
    dropped: Mapping[EntryId, int] | None = None,
) -> PodPlayoff:
    """The playoff for the top ``size`` of ``swiss_order`` (final Swiss standings, best
    first) after the rounds whose winners are given, in order (one winner per pod played).
    ``dropped``: the first playoff round (1, 2, ...) each dropped player is not in.

    The last round in ``rounds`` is the one to play next, unless the playoff is finished.
    """
    dropped = dict(dropped or {})
    layout = playoff_layout(size)
    swiss_order = tuple(swiss_order)
    if len(set(swiss_order)) != len(swiss_order):
        raise PodPlayoffError(PodPlayoffProblem.DUPLICATE_ENTRY)
    if len(swiss_order) < size:
        raise PodPlayoffError(PodPlayoffProblem.TOO_FEW_PLAYERS, (len(swiss_order), size))
    if len(winners) > len(layout):
        raise PodPlayoffError(PodPlayoffProblem.FINISHED)
    seed = {entry: place for place, entry in enumerate(swiss_order[:size], 1)}
    byes = layout[0][1]
    rounds: list[PodPlayoffRound] = []
    results: list[frozenset[EntryId]] = []
    players = list(swiss_order[byes:size])
    waiting = swiss_order[:byes]
    for index, (pod_count, skip) in enumerate(layout):
        stage = _stage(len(layout) - index - 1)
        number = len(rounds) + 1
        absent = frozenset(e for e in players if 0 < dropped.get(e, 0) <= number)
        pods = _pair(players, seed, pod_count, absent)
        gone = tuple(sorted(absent, key=seed.__getitem__))
        if not pods:  # everyone with a place in this round dropped: nobody plays it
            players = list(waiting[:skip])
            waiting = ()
            if not players:
                return PodPlayoff(
                    size, swiss_order, tuple(rounds), tuple(results), None, abandoned=True
                )
            continue
        rounds.append(PodPlayoffRound(number, stage, pods, waiting[:skip], gone))
        if number > len(winners):
            return PodPlayoff(size, swiss_order, tuple(rounds), tuple(results), None)
        won = frozenset(winners[number - 1])
        if len(won) != len(pods) or any(len(won & set(pod.seats)) != 1 for pod in pods):
            raise PodPlayoffError(PodPlayoffProblem.WRONG_WINNERS, tuple(sorted(won)))
        results.append(won)
        players = [*waiting[:skip], *won]
        waiting = ()
    (champion,) = results[-1]
    return PodPlayoff(size, swiss_order, tuple(rounds), tuple(results), champion)


def playoff_round(
    swiss_order: Sequence[EntryId], size: int, winners: Sequence[Iterable[EntryId]] = ()
) -> PodPlayoffRound:
    """The next round to play after the rounds whose winners are given (``build_pod_playoff``);
    ``PodPlayoffError(FINISHED)`` once the final is decided."""
    playoff = build_pod_playoff(swiss_order, size, winners)
    if playoff.current_round is None:
        raise PodPlayoffError(PodPlayoffProblem.FINISHED)
    return playoff.current_round


def draw_winner(pod: PlayoffPod, drawn: Iterable[EntryId]) -> EntryId:
    """The winner of a drawn playoff pod: the best seed among ``drawn`` (2.4C, 2.1A)."""
    drawn = set(drawn)
    if not drawn or not drawn <= set(pod.seats):
        raise PodPlayoffError(PodPlayoffProblem.NOT_IN_POD, tuple(sorted(drawn)))
    return min(drawn, key=lambda entry: pod.seeds[pod.seats.index(entry)])
