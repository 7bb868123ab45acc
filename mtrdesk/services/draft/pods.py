"""Booster-draft pods (MTR 7.6): seating players into pods, moving one, lifting the pods.

MTR 7.6: "players assemble into random drafting circles (called pods) of roughly equal size
at the direction of the Head Judge", and "Players within a pod may play only against other
players within that pod. In Regular Rules Enforcement Level tournaments, the Tournament
Organizer may elect to lift this restriction. This must be announced before the tournament
starts."

So:

- ``seat`` divides the active players at random (a seeded shuffle; the seed is in the
  audit log, so the division can be replayed) into the fewest pods of at most
  ``pod_size`` players, as even as possible: 20 players with pods of 8 are 7 + 7 + 6, never
  8 + 8 + 4 (a pod of 4 drafts badly and "roughly equal size" rules it out). Larger pods
  come first. Seating and clearing are possible only before round 1 is paired: the draft
  happens before the first round, and once it has, the pods are what they are.
- ``move`` seats one player by hand: freely before round 1; later only between rounds (never
  while a round waits for results, nor after the cut), to seat a late entrant or to
  correct the record of where someone drafted. Each move is audited with before and after.
- ``lift`` records the organizer's announcement (Regular REL only, before round 1): the
  ``pods.lift`` audit entry is the record of the announcement.

Seats (MTR 7.7 counts them: packs pass left then right, ties go to the lower seat
number; ``services.draft.seats``): ``seat`` stores each player's seat, in the order the
seeded shuffle drew them, so the seed replays pods and seats. ``move`` gives the moved
player the seat asked for, or the next free one, and nobody else's seat changes; only
``swap`` trades two players' places. ``drop_from_draft`` records a drafter who stops
(MTR 7.7): they keep their seat, their picks are skipped (``seats`` lists each pod's
drops for the draft clock). ``clear`` takes pods, seats and draft drops away together.

Pairing (``services.swiss.pairing``) pairs each pod on its own while pods are kept.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mtrdesk.core.draft.pods import DEFAULT_POD_SIZE, MAX_POD_SIZE, MIN_POD_SIZE, pod_sizes
from mtrdesk.core.event.draft_pods import (
    DraftPodView,
    DraftSeatsView,
    PodsView,
    PodView,
    SeatView,
    pods_view,
    seats_view,
)
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event_rules import SettingField, editable_settings, has_pods
from mtrdesk.core.settings import Rel
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.draft.seat_cases import PodSeatCases, check_change
from mtrdesk.services.draft.seats import check_seat, store_derived_seats
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import entry_of, event_row, load_event
from mtrdesk.store.models import Entry as EntryRow

__all__ = [
    "DEFAULT_POD_SIZE",
    "MAX_POD_SIZE",
    "MIN_POD_SIZE",
    "DraftPodView",
    "DraftSeatsView",
    "PodSeating",
    "PodService",
    "PodView",
    "PodsView",
    "SeatView",
    "pod_sizes",
]

_CHANGES = Changes(players=True, events=True, pairings=True)


@dataclass(frozen=True)
class PodSeating:
    """What ``seat`` did: the seed that drew it, the size asked for, the pods made
    (``PodView.entries`` in registration order; ``seats``: each pod seat 1 first)."""

    seed: int
    pod_size: int
    pods: tuple[PodView, ...]
    seats: tuple[tuple[EntryId, ...], ...] = ()


def check_lift(state: EventState, rel: Rel, lifted: bool) -> None:
    """MTR 7.6: lifting is the Tournament Organizer's choice at Regular REL only, and is
    announced before the tournament starts (changing it either way after round 1 is
    refused). Raises when ``lifted`` may not be the event's state with ``rel``."""
    if lifted and rel is not Rel.REGULAR:
        raise ServiceError(Problem.LIFT_REGULAR_ONLY, rel=rel.value)
    if lifted != state.pods_lifted and (
        SettingField.PODS_LIFTED not in editable_settings(state.progress)
    ):
        raise ServiceError(Problem.LIFT_BEFORE_START, lifted=state.pods_lifted)


def write_lifted(ctx: Context, state: EventState, lifted: bool) -> bool:
    """Store and audit the announcement (inside the caller's transaction, after
    ``check_lift``); False when nothing changed."""
    if lifted == state.pods_lifted:
        return False
    row = event_row(state.id)
    row.pods_lifted = lifted
    row.save()
    ctx.audit(state.id, "pods.lift", lifted=lifted, rel=state.settings.rel)
    return True


class PodService(PodSeatCases):
    """Use cases on an event's draft pods (seat-level ones in ``PodSeatCases``)."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def get(self, event_id: int) -> PodsView:
        """The pods as they stand (active players only)."""
        with self._ctx.transaction():
            return pods_view(load_event(event_id, matches=False))

    def seat(
        self, event_id: int, pod_size: int = DEFAULT_POD_SIZE, seed: int | None = None
    ) -> tuple[PodSeating, Changes]:
        """Divide the active players at random into pods (see the module docstring);
        players seated before are seated again. Only before round 1."""
        if not MIN_POD_SIZE <= pod_size <= MAX_POD_SIZE:
            raise ServiceError(
                Problem.BAD_POD_SIZE,
                pod_size=pod_size,
                smallest=MIN_POD_SIZE,
                largest=MAX_POD_SIZE,
            )
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            self._check_seating(state)
            active = sorted(e.id for e in state.entries.values() if not e.dropped)
            if len(active) < 2:
                raise ServiceError(Problem.TOO_FEW_PLAYERS, players=len(active))
            seed = self._ctx.new_seed() if seed is None else seed
            random.Random(seed).shuffle(active)
            # Each pod is the next run of the shuffled players, seated in the order drawn.
            seated: list[list[EntryId]] = []
            start = 0
            for size in pod_sizes(len(active), pod_size):
                seated.append(active[start : start + size])
                start += size
            _unseat(EntryRow.event == event_id)
            for number, members in enumerate(seated, 1):
                for seat, entry in enumerate(members, 1):
                    EntryRow.update(pod=number, pod_seat=seat).where(EntryRow.id == entry).execute()
            pods = [sorted(members) for members in seated]
            self._ctx.audit(
                event_id, "pods.seat", seed=seed, pod_size=pod_size, pods=pods, seats=seated
            )
            views = tuple(
                PodView(n, tuple(m), tuple(state.entries[e].display_name for e in m))
                for n, m in enumerate(pods, 1)
            )
        return PodSeating(seed, pod_size, views, tuple(map(tuple, seated))), _CHANGES

    def move(
        self, event_id: int, entry_id: int, pod: int | None, seat: int | None = None
    ) -> Changes:
        """Seat one player in ``pod`` (a number from 1; a new number makes a new pod) at
        ``seat`` if free, else the next free seat (``None``: the lowest free one); nobody
        else's seat changes. ``pod=None`` takes them out of the pods (only before round 1).
        After round 1 only between rounds: ``ROUND_IN_PROGRESS`` while a result is
        missing."""
        if pod is not None and pod < 1:
            raise ServiceError(Problem.BAD_POD, pod=pod)
        check_seat(seat)
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            entry = entry_of(state, entry_id)
            check_change(state, taking_out=pod is None)
            view = seats_view(state, None, None)
            before = view.of(entry_id)
            if pod is None:
                after_seat = None
            elif entry.pod == pod and before is not None and seat in (None, before.seat):
                return Changes()
            else:
                target = view.pod(pod) or DraftPodView(pod, ())
                if before is not None and before.pod == pod:
                    target = DraftPodView(pod, tuple(s for s in target.seats if s != before))
                after_seat = target.free_seat(seat)
            if entry.pod is None and pod is None:
                return Changes()
            derived = store_derived_seats(state)
            EntryRow.update(pod=pod, pod_seat=after_seat).where(EntryRow.id == entry_id).execute()
            self._ctx.audit(
                event_id,
                "pods.move",
                entry=entry_id,
                before=entry.pod,
                after=pod,
                seat_before=None if before is None else before.seat,
                seat_after=after_seat,
                after_round=state.swiss_paired,
                **({"seated": derived} if derived else {}),
            )
        return _CHANGES

    def clear(self, event_id: int) -> Changes:
        """Take every player out of the pods; only before round 1."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            self._check_seating(state)
            if not state.pods:
                return Changes()
            _unseat(EntryRow.event == event_id)
            self._ctx.audit(event_id, "pods.clear", entries=sorted(state.pods))
        return _CHANGES

    def lift(self, event_id: int, lifted: bool = True) -> Changes:
        """MTR 7.6: the organizer lets players of different pods play each other (Regular
        REL only, announced before round 1); ``lifted=False`` withdraws it before round 1.
        The ``pods.lift`` audit entry is the record of the announcement."""
        with self._ctx.transaction():
            state = load_event(event_id, entries=False, matches=False)
            check_lift(state, state.settings.rel, lifted)
            changed = write_lifted(self._ctx, state, lifted)
        return _CHANGES if changed else Changes()

    # --- helpers (inside a transaction) ---

    def _check_seating(self, state: EventState) -> None:
        if not has_pods(state.settings):
            raise ServiceError(Problem.NOT_A_DRAFT, format=state.settings.format.value)
        if state.rounds:
            raise ServiceError(Problem.PODS_FIXED)


def _unseat(where: object) -> None:
    """Take the matching entries out of the pods: pod, seat and draft drop together."""
    EntryRow.update(pod=None, pod_seat=None, draft_drop_pack=None, draft_drop_pick=None).where(
        where
    ).execute()
