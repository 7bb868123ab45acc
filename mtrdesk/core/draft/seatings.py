"""What a seatings sheet shows: booster-draft pods seat by seat (MTR 7.6, 7.7) and the
booster-draft playoff table (MTR 10.4), as plain values for ``printing.seatings``.

Seats inside a pod. MTR 7.6 asks for "random drafting circles"; ``services.draft.pods.seat``
draws each pod and its seat order from one recorded seed and stores every seat, so moving
one player never moves anyone else. Pods seated before seats were stored (schema version
5, event files up to version 3) have no stored seats: ``seat_order`` derives them as those
releases printed them, a shuffle seeded by the event and the pod's players, so the seats
already posted stay true. ``assign_seats`` joins both.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class SeatedPlayer:
    """A player at a draft table: ``pod`` (0 for the playoff table), ``seat`` from 1
    (clockwise), family name first; ``sort_key``: the reading folded, for finding a name
    (the phone pages); ``swiss_place``: the playoff seed of a draft-playoff player;
    ``reading``, ``family``, ``given``: what the by-name list is ordered by (the sheet
    orders it with the one collation of every sheet, ``words.collation``)."""

    pod: int
    seat: int
    name: str
    player_id: str = ""
    sort_key: str = ""
    swiss_place: int | None = None
    #: MTR 7.7: stopped drafting before (pack, pick); ``None`` while drafting.
    draft_drop: tuple[int, int] | None = None
    reading: str = ""
    family: str = ""
    given: str = ""


@dataclass(frozen=True)
class DraftPod:
    """One pod and its players in seat order."""

    number: int
    players: tuple[SeatedPlayer, ...]


@dataclass(frozen=True)
class SeatingSheet:
    """Every pod, everyone by name, and the booster-draft playoff table when seated.

    ``lifted``: the organizer lifted the pods for pairing (MTR 7.6); players still draft
    and build in them. ``names``: everyone in a pod in the reader's order, with the index
    head (あ行…) to print before each name ("" for none); set by ``sheets.seatings``,
    which knows the reader's language (empty: ``by_name``'s plain order, no heads).
    """

    event_name: str
    date: dt.date
    pods: tuple[DraftPod, ...]
    playoff: tuple[SeatedPlayer, ...] = ()
    lifted: bool = False
    names: tuple[tuple[str, SeatedPlayer], ...] = ()

    @property
    def players(self) -> tuple[SeatedPlayer, ...]:
        """Everyone in a pod, pod by pod."""
        return tuple(p for pod in self.pods for p in pod.players)

    @property
    def by_name(self) -> tuple[tuple[str, SeatedPlayer], ...]:
        """Everyone in a pod with their index head: the list posted at the entrance."""
        if self.names:
            return self.names
        plain = sorted(self.players, key=lambda p: (p.sort_key, p.name, p.pod, p.seat))
        return tuple(("", p) for p in plain)


def seat_order(seed_text: str, keys: Sequence[str]) -> list[int]:
    """Indexes of ``keys`` (the pod's players) in seat order, seat 1 first: a shuffle of
    the players sorted by ``keys``, seeded by ``seed_text`` and the keys (module docstring).
    Same players, same seats."""
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    rng = random.Random("\x1f".join((seed_text, *sorted(keys))))  # str seeds are stable
    rng.shuffle(order)
    return order


def assign_seats(seed_text: str, keys: Sequence[str], stored: Sequence[int | None]) -> list[int]:
    """Each pod player's seat: the ``stored`` seat where there is one. A pod without any
    stored seat takes ``seat_order`` (the seats printed before seats were stored); in a
    pod with some, a player without one takes the lowest free seat, in the order given
    (registration order), so nobody with a seat moves."""
    if not any(seat is not None for seat in stored):
        order = seat_order(seed_text, keys)
        seats = [0] * len(keys)
        for seat, index in enumerate(order, 1):
            seats[index] = seat
        return seats
    taken = {seat for seat in stored if seat is not None}
    result = []
    free = (n for n in range(1, len(stored) + len(taken) + 2) if n not in taken)
    for kept in stored:
        result.append(kept if kept is not None else next(free))
    return result
