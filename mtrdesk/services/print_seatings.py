"""The seatings sheet's values (``core.seatings``) from an event as plain values.

Which players: everyone seated in a pod except players who dropped before round 1 (they
never drafted); players who dropped later drafted and built there, so they keep their seat
and nobody else's seat moves. The playoff table: the booster-draft playoff's seats (MTR
10.4) once drawn or entered.
"""

from __future__ import annotations

from mtrdesk.core.seatings import DraftPod, SeatedPlayer, SeatingSheet, seat_order
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import EntryState, EventState
from mtrdesk.services.text import fold


def _sort_key(entry: EntryState) -> str:
    """The reading (kana fold to hiragana, in gojūon order), else the name as written."""
    return fold(entry.reading) or fold(entry.family + entry.given)


def seating_sheet(state: EventState) -> SeatingSheet:
    """The event's draft pods seat by seat and the draft-playoff table;
    ``NO_PODS_TO_SEAT`` when it has neither."""
    by_pod: dict[int, list[EntryState]] = {}
    for entry in state.entries.values():
        dropped = entry.dropped_after_round
        if entry.pod is not None and (dropped is None or dropped >= 1):
            by_pod.setdefault(entry.pod, []).append(entry)
    seed_text = f"{state.settings.name}\x1f{state.settings.date.isoformat()}"
    pods = []
    for number in sorted(by_pod):
        members = by_pod[number]
        keys = [f"{e.player_id}\x1f{e.display_name}" for e in members]
        order = seat_order(f"{seed_text}\x1f{number}", keys)
        pods.append(
            DraftPod(
                number,
                tuple(_seated(members[i], number, seat) for seat, i in enumerate(order, 1)),
            )
        )
    playoff = tuple(
        sorted(
            (
                _seated(e, 0, e.draft_seat, e.playoff_seed)
                for e in state.entries.values()
                if e.draft_seat is not None and e.playoff_seed is not None
            ),
            key=lambda p: p.seat,
        )
    )
    if not pods and not playoff:
        raise ServiceError(Problem.NO_PODS_TO_SEAT)
    return SeatingSheet(
        event_name=state.settings.name,
        date=state.settings.date,
        pods=tuple(pods),
        playoff=playoff,
        lifted=state.pods_lifted,
    )


def _seated(entry: EntryState, pod: int, seat: int, place: int | None = None) -> SeatedPlayer:
    return SeatedPlayer(pod, seat, entry.display_name, entry.player_id, _sort_key(entry), place)
