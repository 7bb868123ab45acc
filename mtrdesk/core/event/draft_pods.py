"""Booster-draft pods and the seats inside them (MTR 7.6, 7.7) as they stand, built from an
``EventState``: the values the pods dialog, the draft-pods tab and the seatings sheet show.

MTR 7.6: "players assemble into random drafting circles (called pods) of roughly equal
size"; ``services.draft.pods`` draws and stores them.

MTR 7.7 passes packs left, then right, and breaks ties by "the lower seat number", so a
seat is a fact of the draft: ``services.draft.pods.seat`` stores each player's seat when it
draws the pods, and every later change keeps everyone else's seat. Which seat a pod
player holds (``seat_map``):

- the stored seat (``Entry.pod_seat``);
- a pod with no stored seat at all (seated before schema version 6, or an event file up
  to version 3): the seats its seatings sheet printed, ``core.draft.seatings.seat_order``;
- a player without a seat in a pod with seats (a hand-edited file): the lowest free seat,
  in registration order.

A player who dropped from the event before round 1 without drafting (no stored seat, no
draft drop) never sat down, as the seatings sheet has always said; one with a stored seat
keeps it (an empty chair nobody else takes).

MTR 7.7: "If a player is unable or unwilling to continue drafting, but wishes to remain
in the tournament, they are suspended from drafting and must construct a deck from
whatever cards they have drafted thus far. For the remainder of the draft, their picks
are skipped and the draft continues with one fewer player." So a draft drop is stored
as the pack and pick before which they stopped; the player stays in the event unless the
organizer also drops them from it (MTR 2.10); their seat stays theirs.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.draft.seatings import assign_seats
from mtrdesk.core.event.state import EntryState, EventState
from mtrdesk.core.event_rules import has_pods
from mtrdesk.core.tournament import EntryId

__all__ = [
    "MAX_DRAFT_PACKS",
    "MAX_DRAFT_PICKS",
    "DraftPodView",
    "DraftSeatsView",
    "PodView",
    "PodsView",
    "SeatView",
    "draft_drop_of",
    "pods_view",
    "seat_map",
    "seats_view",
]


@dataclass(frozen=True)
class PodView:
    """One pod: its number (from 1) and its active players in registration order."""

    number: int
    entries: tuple[int, ...]
    names: tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.entries)


@dataclass(frozen=True)
class PodsView:
    """The event's pods as they stand.

    ``unseated``/``unseated_names``: active players without a pod (they block pairing while
    pods are kept). ``kept``: pairing keeps to the pods now. ``seating_open``: ``seat`` and
    ``clear`` are still possible (before round 1).
    """

    pods: tuple[PodView, ...]
    unseated: tuple[int, ...]
    unseated_names: tuple[str, ...]
    lifted: bool
    kept: bool
    draft: bool
    seating_open: bool

    @property
    def sizes(self) -> list[int]:
        return [pod.size for pod in self.pods]


def pods_view(state: EventState) -> PodsView:
    active = [e for e in state.entries.values() if not e.dropped]
    by_pod: dict[int, list[int]] = {}
    for entry in active:
        if entry.pod is not None:
            by_pod.setdefault(entry.pod, []).append(entry.id)
    unseated = tuple(e.id for e in active if e.pod is None)
    return PodsView(
        pods=tuple(
            PodView(
                number,
                tuple(by_pod[number]),
                tuple(state.entries[e].display_name for e in by_pod[number]),
            )
            for number in sorted(by_pod)
        ),
        unseated=unseated,
        unseated_names=tuple(state.entries[e].display_name for e in unseated),
        lifted=state.pods_lifted,
        kept=state.pods_kept,
        draft=has_pods(state.settings),
        seating_open=has_pods(state.settings) and not state.rounds,
    )


#: MTR 7.7 drops are counted in packs and picks; a booster has at most 20 cards (the
#: multiplayer addendum's 20-card packs), and no draft here has more than 9 packs.
MAX_DRAFT_PACKS = 9
MAX_DRAFT_PICKS = 20


@dataclass(frozen=True)
class SeatView:
    """One player at a draft table: ``seat`` from 1; ``stored``: the seat is in the
    database (else derived, see the module docstring); ``dropped_after_round``: left the
    event (0 = before round 1); ``draft_drop``: (pack, pick) before which they stopped
    drafting (MTR 7.7)."""

    entry: EntryId
    pod: int
    seat: int | None
    name: str
    player_id: str
    stored: bool
    dropped_after_round: int | None = None
    draft_drop: tuple[int, int] | None = None

    @property
    def drafting(self) -> bool:
        """Still drafting: has a seat, has not stopped (7.7) nor left before the draft."""
        return self.seat is not None and self.draft_drop is None and self.dropped_after_round != 0


@dataclass(frozen=True)
class DraftPodView:
    """A pod seat by seat (players without a seat last)."""

    number: int
    seats: tuple[SeatView, ...]

    @property
    def drops(self) -> tuple[tuple[int, int, int], ...]:
        """MTR 7.7: (seat, pack, pick) of each player who stopped drafting, for the draft
        clock (``core.draft.clock.draft_plan(drops=...)``)."""
        return tuple(
            (s.seat, *s.draft_drop)
            for s in self.seats
            if s.seat is not None and s.draft_drop is not None
        )

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.seat is not None)

    def free_seat(self, wanted: int | None = None) -> int:
        """``wanted`` if free, else the next free seat after it (``None``: the lowest)."""
        taken = set(self.seat_numbers)
        seat = wanted or 1
        while seat in taken:
            seat += 1
        return seat


@dataclass(frozen=True)
class DraftSeatsView:
    """Every draft pod seat by seat, with the seed that drew the pods (``None`` when the
    log has none: pods from an event file, or seated by hand)."""

    pods: tuple[DraftPodView, ...]
    seed: int | None
    pod_size: int | None

    def pod(self, number: int) -> DraftPodView | None:
        return next((p for p in self.pods if p.number == number), None)

    def of(self, entry: EntryId) -> SeatView | None:
        return next((s for p in self.pods for s in p.seats if s.entry == entry), None)


def sat_down(entry: EntryState) -> bool:
    """Holds a seat: seated, or drafted, or did not leave before round 1 (module doc)."""
    return (
        entry.pod_seat is not None
        or entry.draft_drop_pack is not None
        or entry.dropped_after_round != 0
    )


def draft_drop_of(entry: EntryState) -> tuple[int, int] | None:
    if entry.draft_drop_pack is None:
        return None
    return (entry.draft_drop_pack, entry.draft_drop_pick or 1)


def seat_map(state: EventState) -> dict[EntryId, int]:
    """Each pod player's seat (module docstring); players who never sat down have none."""
    by_pod: dict[int, list[EntryState]] = {}
    for entry in state.entries.values():
        if entry.pod is not None and sat_down(entry):
            by_pod.setdefault(entry.pod, []).append(entry)
    seed_text = f"{state.settings.name}\x1f{state.settings.date.isoformat()}"
    seats: dict[EntryId, int] = {}
    for number, members in by_pod.items():
        keys = [f"{e.player_id}\x1f{e.display_name}" for e in members]
        stored = [e.pod_seat for e in members]
        for entry, seat in zip(
            members, assign_seats(f"{seed_text}\x1f{number}", keys, stored), strict=True
        ):
            seats[entry.id] = seat
    return seats


def seats_view(state: EventState, seed: int | None, pod_size: int | None) -> DraftSeatsView:
    seats = seat_map(state)
    by_pod: dict[int, list[SeatView]] = {}
    for entry in state.entries.values():
        if entry.pod is None:
            continue
        by_pod.setdefault(entry.pod, []).append(
            SeatView(
                entry=entry.id,
                pod=entry.pod,
                seat=seats.get(entry.id),
                name=entry.display_name,
                player_id=entry.player_id,
                stored=entry.pod_seat is not None,
                dropped_after_round=entry.dropped_after_round,
                draft_drop=draft_drop_of(entry),
            )
        )
    pods = tuple(
        DraftPodView(
            number,
            tuple(sorted(by_pod[number], key=lambda s: (s.seat is None, s.seat or 0, s.entry))),
        )
        for number in sorted(by_pod)
    )
    return DraftSeatsView(pods, seed, pod_size)
