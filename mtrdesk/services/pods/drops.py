"""Drops during the pod playoff of a multiplayer event.

The multiplayer addendum says nothing of its own about drops, so the MTR's rule stands (MTR
2.10): players may drop at any time; "If a player drops from a tournament after a cut has
been made, no other player is advanced as a replacement. The highest ranked remaining player
receives a bye for the round instead." For pods that means (``core.pods.playoff``):

* A player whose playoff pod has no result yet leaves it: their seat is removed, the others
  keep their order (seats follow the seeds, 2.2A, so seat numbers close up) and the pod
  plays on with one player fewer. Nobody from the Swiss standings takes the seat.
* A pod left with one player is that player's bye: it is recorded as their win at once,
  and the next round is paired when the round is complete.
* A player who already won their pod this round, or who skips this round as a top seed
  (10.4A "Uneven cuts"), keeps that and is left out of the next round: the next round is
  paired by the pattern as if they were there, and their seat stays empty.
* A result already entered stands: a drop never changes a finished pod. A player already
  out of the playoff drops as in the Swiss (their place does not change), and after the
  final nothing is left to drop from (``PLAYOFF_FINISHED``).
* The dropped player's final place is among the players who went out in the round they
  left, by seed, as if they had lost there.

``services.players.registration.drop`` calls ``drop_from_pod_playoff`` for a multiplayer event whose
cut is made; the drop itself is audited there ("player.drop"), the empty seat here
("multiplayer.playoff_drop").
"""

from __future__ import annotations

from mtrdesk.core.tournament import EntryId
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.service import MultiplayerService
from mtrdesk.services.pods.state import (
    WIN,
)
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import PodSeat


def drop_from_pod_playoff(ctx: Context, event_id: int, entry_id: EntryId) -> int | None:
    """MTR 2.10 for a player in the pod playoff (module docstring), inside the caller's
    transaction: the round number their drop counts after, or ``None`` when the playoff
    is not concerned (not started, or the player is out of it already)."""
    ev = load_pod_event(event_id)
    playoff = ev.playoff()
    if playoff is None or not ev.state.playoff_rounds:
        return None
    if playoff.finished:
        raise ServiceError(Problem.PLAYOFF_FINISHED, pods=True)
    current = ev.state.playoff_rounds[-1]
    core_round = playoff.current_round
    pod = next((p for p in ev.pods_of(current.number) if entry_id in p.players), None)
    skipping = core_round is not None and entry_id in core_round.byes
    if pod is None and not skipping:
        return None  # out of the playoff already
    if pod is not None and pod.reported:
        if pod.winner != entry_id:
            return None  # lost this round: out already, the result stands
        skipping = True  # won: the result stands, the next round goes on without them
    if skipping:
        EntryRow.update(dropped_after_round=current.number).where(EntryRow.id == entry_id).execute()
        return current.number
    assert pod is not None
    after = current.number - 1
    EntryRow.update(dropped_after_round=after).where(EntryRow.id == entry_id).execute()
    PodSeat.delete().where((PodSeat.pod == pod.id) & (PodSeat.entry == entry_id)).execute()
    left = [(seat, entry) for seat, entry, _ in pod.seats if entry != entry_id]
    for number, (seat, entry) in enumerate(left, 1):  # ascending: each seat is free
        if seat != number:
            PodSeat.update(seat=number).where(
                (PodSeat.pod == pod.id) & (PodSeat.entry == entry)
            ).execute()
    ctx.audit(
        event_id,
        "multiplayer.playoff_drop",
        round=current.number,
        table=pod.table,
        entry=entry_id,
        before=list(pod.players),
        after=[entry for _, entry in left],
    )
    if len(left) == 1:  # the last player of the pod goes on (MTR 2.10: the bye)
        ev = load_pod_event(event_id)
        alone = next(p for p in ev.pods_of(current.number) if p.id == pod.id)
        MultiplayerService(ctx)._save(ev, alone, {left[0][1]: WIN})
    return after
