"""Events run as single elimination only, with no Swiss rounds (MTR Appendix E).

Appendix E: "5-8 | 3 Single-Elimination Rounds (No Swiss) | None (Run Single Elimination)"
(and 2 rounds for 4 teams). There are no standings to seed by, so the players are seeded
at random with the caller's ``rng`` and placed in the standard bracket of 8
(``bracket_order(8) == (1, 8, 4, 5, 2, 7, 3, 6)``). Any other field is seeded the same way
in the smallest power-of-two bracket that holds it.

Byes. With ``n`` players in a bracket of ``size``, seeds ``n+1``..``size`` are empty, and in
the standard order seed ``k`` meets seed ``size + 1 - k``: so seeds ``1``..``size - n`` have
no opponent and take the round-1 byes (``first_round_byes``). 5 players: seeds 1, 2, 3 have
byes and 4 v 5 play; 6 players: 1 and 2 have byes, 4 v 5 and 3 v 6; 7 players: 1 has a
bye. That is also what MTR 2.10 would give (byes to the "highest ranked remaining" players),
so ``bracket_from_slots`` pairs it with no special case, and from round 2 on the bracket is
full: 3 rounds for 5–8 players, as Appendix E says.

Where the MTR is silent, these choices:

* The random seed is the ranking wherever the playoff rules use "ranked higher at the end of
  Swiss rounds": it names who chooses play or draw (MTR 2.2 asks for "a random method" when
  there is no ranking, and the seeding is one), who gets the byes, and the order of players
  knocked out in the same round in ``Bracket.final_standings``.
* A player who leaves before round 1 is paired did not take part (MTR 2.10): leave them out
  of the seeding. A later drop follows MTR 2.10's playoff rule through ``drops``: nobody is
  moved up, the highest seed left gets a bye, the stranded players meet.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.playoff.bracket import (
    Bracket,
    PlayoffError,
    PlayoffProblem,
    bracket_from_slots,
    bracket_order,
)
from mtrdesk.core.tournament import EntryId, MatchRecord

#: MTR Appendix E: 5–8 players play single elimination, no Swiss ...
ELIMINATION_ONLY_MIN_PLAYERS = 5
ELIMINATION_ONLY_MAX_PLAYERS = 8
#: ... in 3 rounds: a bracket of 8.
ELIMINATION_ONLY_BRACKET = 8


def is_elimination_only(players: int) -> bool:
    """Appendix E runs 5–8 players as single elimination with no Swiss rounds."""
    return ELIMINATION_ONLY_MIN_PLAYERS <= players <= ELIMINATION_ONLY_MAX_PLAYERS


def elimination_bracket_size(players: int) -> int:
    """The smallest power-of-two bracket that holds ``players`` (8 for 5–8, Appendix E)."""
    if players < 2:
        raise PlayoffError(PlayoffProblem.TOO_FEW_PLAYERS)
    size = 2
    while size < players:
        size *= 2
    return size


def elimination_rounds(players: int) -> int:
    """Rounds of single elimination: 3 for 5–8 players, 2 for 4 teams (Appendix E)."""
    return elimination_bracket_size(players).bit_length() - 1


def first_round_byes(players: int) -> tuple[int, ...]:
    """Seeds with a round-1 bye: those whose standard opponent seed is not in the field.

    ``first_round_byes(5) == (1, 2, 3)``, ``(6) == (1, 2)``, ``(7) == (1,)``, ``(8) == ()``.
    """
    size = elimination_bracket_size(players)
    return tuple(seed for seed in range(1, size + 1) if size + 1 - seed > players)


@dataclass(frozen=True, slots=True)
class EliminationSeeding:
    """A random seeding: ``seeds[k - 1]`` is seed ``k``; ``byes`` have no round-1 match."""

    seeds: tuple[EntryId, ...]
    bracket_size: int
    byes: tuple[EntryId, ...]

    @property
    def rounds(self) -> int:
        return self.bracket_size.bit_length() - 1


def seed_elimination(players: Iterable[EntryId], rng: random.Random) -> EliminationSeeding:
    """Seed the field at random (Appendix E events have no standings to seed by).

    The players are sorted before the shuffle, so the same players and the same ``rng``
    state give the same seeding whatever order they are passed in.
    """
    entries = list(players)
    order = sorted(set(entries))
    if len(order) != len(entries):
        raise PlayoffError(PlayoffProblem.DUPLICATE_ENTRY)
    size = elimination_bracket_size(len(order))
    rng.shuffle(order)
    byes = tuple(order[seed - 1] for seed in first_round_byes(len(order)))
    return EliminationSeeding(tuple(order), size, byes)


def build_elimination_bracket(
    seeds: Sequence[EntryId],
    results: Iterable[MatchRecord] = (),
    drops: Mapping[EntryId, int] | None = None,
) -> Bracket:
    """The bracket of a single-elimination-only event from its seeding and results so far.

    ``seeds`` is seed 1 first (``EliminationSeeding.seeds``); ``results`` and ``drops`` are
    read as by ``build_bracket``. Empty places give the top seeds their byes.
    """
    seeds = tuple(seeds)
    size = elimination_bracket_size(len(seeds))
    slots = [seeds[seed - 1] if seed <= len(seeds) else None for seed in bracket_order(size)]
    return bracket_from_slots(seeds, slots, results, drops)
