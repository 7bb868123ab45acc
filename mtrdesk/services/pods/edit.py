"""Hand edits of the current Swiss round's pods: two players change places.

"Pair again" redraws every pod; an organizer who needs one change (two friends who asked
not to share a pod, a player seated at the wrong pod) swaps two players instead
(``core.pods.edit``: each takes the other's seat, nobody else moves). MTR 1.9 gives the Head
Judge the final word on pairing corrections, and docs/pairing-spec.md section 4 says every
manual change is checked first: ``check_swap`` runs the pod checker (``core.pods.check``) on
the round as it would be, with the players as they stood when it was paired, and the window
shows that before ``swap`` saves anything.

A swap is refused once the playoff has started (``PLAYOFF_STARTED``), in any round but the
latest Swiss round (``NOT_CURRENT_ROUND``), when either pod has a result (``RESULTS_IN``:
its players have played), for a player not seated in a pod of that round
(``PLAYER_NOT_FOUND``) and for two players of one pod (``SAME_POD``). Refusals carry
``pod_edit=True`` so the window words them for this editor. ``swap`` is one transaction
with the audit entry "multiplayer.swap" (before and after of both pods, and the checker's
findings).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mtrdesk.core.pods.check import PodCheck
from mtrdesk.core.pods.edit import PodEditError, PodEditProblem, swap_players
from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import round_of
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.round_check import check_pod_round
from mtrdesk.services.pods.state import (
    PodData,
    PodEventState,
)
from mtrdesk.store.models import PodSeat

_SWAPPED = Changes(pairings=True, events=True)


@dataclass(frozen=True)
class PodSwapCheck:
    """What the checker says of the round if the two players changed places.

    ``tables``: the two pods' tables, in the order the players were given; ``seats``:
    each player's seat (the other takes it); ``check``: ``core.pods.check`` on the round as
    it would be; ``current``: the same checker on the round as it is, so the window can say
    what the change adds."""

    round: int
    entries: tuple[EntryId, EntryId]
    tables: tuple[int, int]
    seats: tuple[int, int]
    check: PodCheck
    current: PodCheck

    @property
    def new_meetings(self) -> tuple[tuple[EntryId, EntryId], ...]:
        """Players who would meet again and do not in the round as it is."""
        before = set(self.current.repeat_meetings)
        return tuple(m for m in self.check.repeat_meetings if m not in before)

    @property
    def new_repeat_short(self) -> tuple[EntryId, ...]:
        """Players who would sit in a second short pod and do not now."""
        before = set(self.current.repeat_short)
        return tuple(e for e in self.check.repeat_short if e not in before)


def editable_pods(
    ev: PodEventState, number: int, first: EntryId, second: EntryId
) -> tuple[PodData, PodData]:
    """The pods of ``first`` and ``second`` in Swiss round ``number``, once every refusal
    of the module docstring is ruled out."""
    if ev.playoff_started or ev.state.playoff_started:
        raise ServiceError(Problem.PLAYOFF_STARTED, pod_edit=True)
    if not ev.swiss:
        raise ServiceError(Problem.NO_ROUNDS)
    latest = ev.swiss[-1].number
    if number != latest:
        round_of(ev.state, number)  # ROUND_NOT_FOUND for a round that does not exist
        raise ServiceError(Problem.NOT_CURRENT_ROUND, round=number, latest=latest, pod_edit=True)
    found = []
    for entry in (first, second):
        pod = next((p for p in ev.pods_of(number) if entry in p.players), None)
        if pod is None:
            raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry, round=number, pod_edit=True)
        if pod.reported:
            raise ServiceError(Problem.RESULTS_IN, round=number, table=pod.table, pod_edit=True)
        found.append(pod)
    if found[0].id == found[1].id:
        raise ServiceError(Problem.SAME_POD, round=number, table=found[0].table, pod_edit=True)
    return found[0], found[1]


def swapped_round(ev: PodEventState, number: int, first: EntryId, second: EntryId) -> PodEventState:
    """``ev`` with the two players in each other's seats in round ``number`` (not saved)."""
    pods = ev.pods_of(number)
    core = [Pod(p.table, p.players) for p in pods]
    try:
        after = {p.table: p.seats for p in swap_players(core, first, second)}
    except PodEditError as exc:  # editable_pods rules these out; kept for direct callers
        if exc.problem is PodEditProblem.SAME_POD:
            raise ServiceError(
                Problem.SAME_POD, round=number, entry=exc.entry, pod_edit=True
            ) from exc
        raise ServiceError(
            Problem.PLAYER_NOT_FOUND, round=number, entry=exc.entry, pod_edit=True
        ) from exc
    changed = [
        replace(
            pod,
            seats=tuple(
                (seat, entry, result)
                for (seat, _, result), entry in zip(pod.seats, after[pod.table], strict=True)
            ),
        )
        for pod in pods
    ]
    return replace(ev, pods={**ev.pods, number: changed})


def check_swap(ev: PodEventState, number: int, first: EntryId, second: EntryId) -> PodSwapCheck:
    """The checker's verdict on round ``number`` with the two players swapped."""
    pod_a, pod_b = editable_pods(ev, number, first, second)
    after = swapped_round(ev, number, first, second)
    return PodSwapCheck(
        round=number,
        entries=(first, second),
        tables=(pod_a.table, pod_b.table),
        seats=(_seat_of(pod_a, first), _seat_of(pod_b, second)),
        check=check_pod_round(after, number),
        current=check_pod_round(ev, number),
    )


def save_swap(ctx: Context, event_id: int, number: int, first: EntryId, second: EntryId) -> Changes:
    """Swap the two players' seats (inside the caller's transaction) and audit it."""
    ev = load_pod_event(event_id)
    pod_a, pod_b = editable_pods(ev, number, first, second)
    seat_a, seat_b = _seat_of(pod_a, first), _seat_of(pod_b, second)
    after = swapped_round(ev, number, first, second)
    check = check_pod_round(after, number)
    PodSeat.update(entry=second).where(
        (PodSeat.pod == pod_a.id) & (PodSeat.seat == seat_a)
    ).execute()
    PodSeat.update(entry=first).where(
        (PodSeat.pod == pod_b.id) & (PodSeat.seat == seat_b)
    ).execute()
    new = {p.table: list(p.players) for p in after.pods_of(number)}
    ctx.audit(
        event_id,
        "multiplayer.swap",
        round=number,
        entries=[first, second],
        tables=[pod_a.table, pod_b.table],
        seats=[seat_a, seat_b],
        before={str(p.table): list(p.players) for p in (pod_a, pod_b)},
        after={str(t): new[t] for t in (pod_a.table, pod_b.table)},
        meetings=[list(m) for m in check.repeat_meetings],
        repeat_short=list(check.repeat_short),
        better_exists=check.better_exists,
    )
    return _SWAPPED


def _seat_of(pod: PodData, entry: EntryId) -> int:
    return next(seat for seat, e, _ in pod.seats if e == entry)
