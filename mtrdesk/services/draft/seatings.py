"""The seatings sheet's values (``core.draft.seatings``) from an event as plain values.

Which players: everyone seated in a pod except players who dropped before round 1 without
drafting (they never sat down); players who dropped later, or stopped drafting (MTR 7.7),
drafted there, so they keep their seat and nobody else's seat moves. The seats are the
stored ones (``core.event.draft_pods.seat_map``: derived as before only for pods seated before
seats were stored). The playoff table: the booster-draft playoff's seats (MTR 10.4) once
drawn or entered. Player IDs (a Wizards Account may be an e-mail address) only when the
organizer turned them on for the event's postings (``EventSettings.show_player_ids``).
"""

from __future__ import annotations

from mtrdesk.core.draft.seatings import DraftPod, SeatedPlayer, SeatingSheet
from mtrdesk.core.event.draft_pods import draft_drop_of, seat_map
from mtrdesk.core.event.state import EntryState, EventState
from mtrdesk.core.names import posted_id
from mtrdesk.core.text import fold
from mtrdesk.services.errors import Problem, ServiceError


def _sort_key(entry: EntryState) -> str:
    """The reading (kana fold to hiragana, in gojūon order), else the name as written."""
    return fold(entry.reading) or fold(entry.family + entry.given)


def seating_sheet(state: EventState) -> SeatingSheet:
    """The event's draft pods seat by seat and the draft-playoff table;
    ``NO_PODS_TO_SEAT`` when it has neither."""
    seats = seat_map(state)
    show_ids = state.settings.show_player_ids  # privacy: only when the organizer asks
    by_pod: dict[int, list[SeatedPlayer]] = {}
    for entry in state.entries.values():
        never_drafted = entry.dropped_after_round == 0 and entry.draft_drop_pack is None
        if entry.pod is not None and entry.id in seats and not never_drafted:
            seated = _seated(entry, entry.pod, seats[entry.id], None, show_ids)
            by_pod.setdefault(entry.pod, []).append(seated)
    pods = [
        DraftPod(number, tuple(sorted(by_pod[number], key=lambda p: p.seat)))
        for number in sorted(by_pod)
    ]
    playoff = tuple(
        sorted(
            (
                _seated(e, 0, e.draft_seat, e.playoff_seed, show_ids)
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


def _seated(
    entry: EntryState, pod: int, seat: int, place: int | None = None, show_ids: bool = False
) -> SeatedPlayer:
    return SeatedPlayer(
        pod,
        seat,
        entry.display_name,
        posted_id(entry.player_id, show_ids),
        _sort_key(entry),
        place,
        draft_drop_of(entry) if pod else None,
        entry.reading,
        entry.family,
        entry.given,
    )
