"""The booster-draft playoff of Limited tournaments (MTR 10.4), paired by draft seat.

MTR 10.4: "For Limited tournaments that have a single-elimination Booster Draft playoff, it
is recommend that only an 8-player playoff is run": "Use a random method to seat players
around the draft table", then "the player in seat 1 plays the player in seat 5, the player
in seat 2 plays the player in seat 6, the player in seat 3 plays the player in seat 7, and
the player in seat 4 plays the player in seat 8. The winners of the seat 1/5 and the 3/7
matches play each other in the next round of the playoff. The winners of the seat 2/6 and
the seat 4/8 matches play each other". So the bracket, top first, is seats 1, 5, 3, 7, 2,
6, 4, 8 (``DRAFT_BRACKET_SEATS``): 1/5 and 3/7 feed one semifinal, 2/6 and 4/8 the other.
Facing across the table, each pair of opponents drafted as far apart as possible.

Seats decide only who meets whom. The Swiss standings still rank the eight players:

* MTR 2.2: in playoff matches "the player ranked higher at the end of Swiss rounds" chooses
  to play or draw, so ``PlayoffMatch.player1`` is the better Swiss place, whatever the seat.
* MTR 2.10: after the cut nobody replaces a player who drops; "the highest ranked remaining
  player receives a bye", by Swiss place, as in ``core.playoff.bracket``.

The result is the same ``Bracket`` the standings-seeded playoff gives (``seed1``/``seed2``
are Swiss places, ``position`` the bracket place), plus ``Bracket.seat_of``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from mtrdesk.core.playoff.bracket import Bracket, PlayoffError, PlayoffProblem, bracket_from_slots
from mtrdesk.core.tournament import EntryId, MatchRecord

#: MTR 10.4: the booster-draft playoff is an 8-player playoff around one draft table.
DRAFT_PLAYOFF_SIZE = 8
#: MTR 10.4: the seats in bracket order; consecutive seats meet in the quarterfinals.
DRAFT_BRACKET_SEATS = (1, 5, 3, 7, 2, 6, 4, 8)


def random_draft_seating(players: Iterable[EntryId], rng: random.Random) -> dict[int, EntryId]:
    """Seat the playoff players at random around the draft table (MTR 10.4), seat → entry.

    The players are sorted before the shuffle, so the same players and the same ``rng``
    state give the same seating whatever order they are passed in.
    """
    order = sorted(set(players))
    if len(order) != DRAFT_PLAYOFF_SIZE:
        raise PlayoffError(PlayoffProblem.SEATING, tuple(order))
    rng.shuffle(order)
    return {seat: entry for seat, entry in enumerate(order, start=1)}


def build_draft_bracket(
    seats: Mapping[int, EntryId],
    swiss_order: Sequence[EntryId],
    results: Iterable[MatchRecord] = (),
    drops: Mapping[EntryId, int] | None = None,
) -> Bracket:
    """The booster-draft playoff bracket (MTR 10.4) from the draft seats and results so far.

    ``seats`` maps every seat 1–8 to the player in it; they must be the top 8 of
    ``swiss_order`` (the final Swiss standings, best first), which ranks them for play/draw
    (MTR 2.2) and byes (MTR 2.10). ``results`` and ``drops`` are read as by
    ``build_bracket``. A player who leaves after the draft keeps their seat number and is
    passed in ``drops`` with playoff round 1.
    """
    swiss_order = tuple(swiss_order)
    if len(swiss_order) < DRAFT_PLAYOFF_SIZE:
        raise PlayoffError(PlayoffProblem.TOO_FEW_PLAYERS)
    if set(seats) != set(DRAFT_BRACKET_SEATS):
        raise PlayoffError(PlayoffProblem.SEATING, tuple(sorted(seats.values())))
    by_seat = tuple(seats[seat] for seat in range(1, DRAFT_PLAYOFF_SIZE + 1))
    slots = [seats[seat] for seat in DRAFT_BRACKET_SEATS]
    return bracket_from_slots(swiss_order, slots, results, drops, draft_seats=by_seat)
