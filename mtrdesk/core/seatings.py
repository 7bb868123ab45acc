"""What a seatings sheet shows: booster-draft pods seat by seat (MTR 7.6, 7.7) and the
booster-draft playoff table (MTR 10.4), as plain values for ``printing.seatings``.

Seats inside a pod. MTR 7.6 asks for "random drafting circles"; ``services.pods.seat``
draws which pod each player joins, but only the pod is stored, so the seat around the
table is drawn here by ``seat_order``: a shuffle seeded by the event and the pod's players,
so printing again (from the window or from an event file) gives the same seats, and
players who registered together are not seated side by side by registration order.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class SeatedPlayer:
    """A player at a draft table: ``pod`` (0 for the playoff table), ``seat`` from 1
    (clockwise), family name first; ``sort_key`` orders the by-name list (the reading in
    Japanese); ``swiss_place``: the playoff seed of a draft-playoff player."""

    pod: int
    seat: int
    name: str
    player_id: str = ""
    sort_key: str = ""
    swiss_place: int | None = None


@dataclass(frozen=True)
class DraftPod:
    """One pod and its players in seat order."""

    number: int
    players: tuple[SeatedPlayer, ...]


@dataclass(frozen=True)
class SeatingSheet:
    """Every pod, everyone by name, and the booster-draft playoff table when seated.

    ``lifted``: the organizer lifted the pods for pairing (MTR 7.6); players still draft
    and build in them.
    """

    event_name: str
    date: dt.date
    pods: tuple[DraftPod, ...]
    playoff: tuple[SeatedPlayer, ...] = ()
    lifted: bool = False

    @property
    def by_name(self) -> tuple[SeatedPlayer, ...]:
        """Everyone in a pod, by reading then name: the list posted at the entrance."""
        players = (p for pod in self.pods for p in pod.players)
        return tuple(sorted(players, key=lambda p: (p.sort_key, p.name, p.pod, p.seat)))


def seat_order(seed_text: str, keys: Sequence[str]) -> list[int]:
    """Indexes of ``keys`` (the pod's players) in seat order, seat 1 first: a shuffle of
    the players sorted by ``keys``, seeded by ``seed_text`` and the keys (module docstring).
    Same players, same seats."""
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    rng = random.Random("\x1f".join((seed_text, *sorted(keys))))  # str seeds are stable
    rng.shuffle(order)
    return order
