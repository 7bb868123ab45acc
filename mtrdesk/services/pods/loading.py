"""A multiplayer pod event read from the store, inside a use case's transaction.

The event itself (entries, rounds, byes and unopposed losses) is ``history.load_event``;
this module adds what only pod events have: the pod size and playoff cut (``PodEvent``),
each round's pods with their seats (``Pod``, ``PodSeat``) and the playoff seeds, as the
``PodEventState`` of ``services.pods.state``.
"""

from __future__ import annotations

from typing import Any

from mtrdesk.core.pods.pairing import DEFAULT_POD_SIZE
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.pods.state import PodData, PodEventState, is_multiplayer
from mtrdesk.store.models import Pod, PodEvent, PodPlayoffSeed, PodSeat, Round


def pod_settings_row(event_id: int) -> tuple[int, int]:
    """(pod size, playoff cut) as stored; pods of 4 and no playoff without a row."""
    row = PodEvent.get_or_none(PodEvent.event == event_id)
    if row is None:
        return DEFAULT_POD_SIZE, 0
    return row.pod_size, row.playoff_size


def pod_seat_rows(event_id: int) -> list[tuple[Any, ...]]:
    """Every stored pod seat of the event, by round number, table and seat: (pod id,
    round id, round number, playoff, table, reported at, seat, entry, result)."""
    return list(
        PodSeat.select(
            Pod.id,
            Round.id,
            Round.number,
            Round.playoff,
            Pod.table,
            Pod.reported_at,
            PodSeat.seat,
            PodSeat.entry,
            PodSeat.result,
        )
        .join(Pod)
        .join(Round)
        .where(Round.event == event_id)
        .order_by(Round.number, Pod.table, PodSeat.seat)
        .tuples()
    )


def load_pods(event_id: int) -> dict[int, list[PodData]]:
    """Every pod of the event by round number, tables in order."""
    pods: dict[int, dict[int, list]] = {}
    meta: dict[int, tuple[int, bool, int, bool]] = {}
    for pod_id, _, number, playoff, table, reported_at, seat, entry, result in pod_seat_rows(
        event_id
    ):
        meta[pod_id] = (number, bool(playoff), table, reported_at is not None)
        pods.setdefault(number, {}).setdefault(pod_id, []).append((seat, entry, result))
    loaded: dict[int, list[PodData]] = {}
    for number, by_pod in pods.items():
        loaded[number] = [
            PodData(pod_id, *meta[pod_id], tuple(seats)) for pod_id, seats in by_pod.items()
        ]
        loaded[number].sort(key=lambda p: p.table)
    return loaded


def load_pod_event(event_id: int, *, require: bool = True) -> PodEventState:
    """The event with its pods; ``NOT_MULTIPLAYER`` for another structure (``require``)."""
    state = load_event(event_id)
    if require and not is_multiplayer(state):
        raise ServiceError(Problem.NOT_MULTIPLAYER, structure=state.settings.structure.value)
    pod_size, playoff_size = pod_settings_row(event_id)
    seeds = [
        entry
        for (entry,) in PodPlayoffSeed.select(PodPlayoffSeed.entry)
        .where(PodPlayoffSeed.event == event_id)
        .order_by(PodPlayoffSeed.seed)
        .tuples()
    ]
    return PodEventState(state, pod_size, playoff_size, load_pods(event_id), seeds)
