"""The seat-level use cases on booster-draft pods (MTR 7.6, 7.7): the seats as they stand,
two players trading places, a drafter who stops (see ``services.draft.pods`` and
``services.draft.seats``). Each is one transaction with one audit entry."""

from __future__ import annotations

import json

from mtrdesk.core.event.draft_pods import DraftSeatsView, SeatView, draft_drop_of, seats_view
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event_rules import has_pods
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.draft.seats import check_draft_drop, store_derived_seats
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import entry_of, load_event
from mtrdesk.services.players.registration import PlayerService
from mtrdesk.store.models import AuditLog
from mtrdesk.store.models import Entry as EntryRow

_CHANGES = Changes(players=True, events=True, pairings=True)


class PodSeatCases:
    """Mixed into ``PodService``."""

    _ctx: Context

    def seats(self, event_id: int) -> DraftSeatsView:
        """Every pod seat by seat, who stopped drafting where (MTR 7.7: ``DraftPodView.
        drops`` feeds the draft clock), and the seed of the seating shown."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            seed, pod_size = last_seating(event_id)
            return seats_view(state, seed, pod_size)

    def swap(self, event_id: int, first: int, second: int) -> Changes:
        """Two players trade pods and seats (the one change that moves a seated player
        other than the one chosen); when ``move`` may happen."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            check_change(state)
            view = seats_view(state, None, None)
            a, b = (_seated(view, state, e) for e in (first, second))
            if a.entry == b.entry:
                return Changes()
            derived = store_derived_seats(state)
            for one, other in ((a, b), (b, a)):
                EntryRow.update(pod=other.pod, pod_seat=other.seat).where(
                    EntryRow.id == one.entry
                ).execute()
            self._ctx.audit(
                event_id,
                "pods.swap",
                entries=[a.entry, b.entry],
                places=[[a.pod, a.seat], [b.pod, b.seat]],
                after_round=state.swiss_paired,
                **({"seated": derived} if derived else {}),
            )
        return _CHANGES

    def drop_from_draft(
        self, event_id: int, entry_id: int, pack: int, pick: int, *, leave_event: bool = False
    ) -> Changes:
        """MTR 7.7: the player stopped drafting before ``pick`` of ``pack``; their picks
        are skipped and they keep their seat (so nobody else's seat moves). They stay in
        the event and build from what they drafted, unless ``leave_event`` (MTR 2.10,
        ``players.drop`` in the same transaction)."""
        check_draft_drop(pack, pick)
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            check_change(state)
            seat = _seated(seats_view(state, None, None), state, entry_id)
            entry = entry_of(state, entry_id)
            if draft_drop_of(entry) == (pack, pick) and not (leave_event and not entry.dropped):
                return Changes()
            self._record_draft_drop(state, entry_id, (pack, pick), pod=seat.pod, seat=seat.seat)
            changes = _CHANGES
            if leave_event and not entry.dropped:
                changes = changes | PlayerService(self._ctx).drop(entry_id)
        return changes

    def undo_draft_drop(self, event_id: int, entry_id: int) -> Changes:
        """Take back a draft drop recorded by mistake (the player drafts on)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            check_change(state)
            entry = entry_of(state, entry_id)
            if entry.draft_drop_pack is None:
                return Changes()
            self._record_draft_drop(state, entry_id, None, pod=entry.pod)
        return _CHANGES

    def _record_draft_drop(
        self, state: EventState, entry_id: int, drop: tuple[int, int] | None, **where: object
    ) -> None:
        """Store (or clear, ``None``) a draft drop and audit it; pods without stored seats
        get them first, so the seats printed so far stay (``store_derived_seats``)."""
        before = draft_drop_of(entry_of(state, entry_id))
        derived = store_derived_seats(state)
        pack, pick = drop if drop is not None else (None, None)
        EntryRow.update(draft_drop_pack=pack, draft_drop_pick=pick).where(
            EntryRow.id == entry_id
        ).execute()
        self._ctx.audit(
            state.id,
            "pods.draft_drop",
            entry=entry_id,
            **where,
            pack=pack,
            pick=pick,
            before=before,
            **({"seated": derived} if derived else {}),
        )


def check_change(state: EventState, *, taking_out: bool = False) -> None:
    """A pod or seat changes freely before round 1, later only between Swiss rounds
    (never taking a player out of the pods: they drafted there)."""
    if not has_pods(state.settings):
        raise ServiceError(Problem.NOT_A_DRAFT, format=state.settings.format.value)
    if state.rounds:
        if state.playoff_started:
            raise ServiceError(Problem.PLAYOFF_STARTED)
        waiting = state.first_incomplete(state.swiss)
        if waiting is not None:
            raise ServiceError(Problem.ROUND_IN_PROGRESS, round=waiting.number)
        if taking_out:
            raise ServiceError(Problem.PODS_FIXED)


def _seated(view: DraftSeatsView, state: EventState, entry_id: int) -> SeatView:
    entry_of(state, entry_id)  # PLAYER_NOT_FOUND first
    seat = view.of(entry_id)
    if seat is None or seat.seat is None:
        raise ServiceError(Problem.NOT_IN_A_POD, entry=entry_id)
    return seat


def last_seating(event_id: int) -> tuple[int | None, int | None]:
    """The seed and pod size of the seating standing now: the last ``pods.seat`` unless
    the pods were cleared after it."""
    row = (
        AuditLog.select(AuditLog.action, AuditLog.detail)
        .where((AuditLog.event == event_id) & AuditLog.action.in_(("pods.seat", "pods.clear")))
        .order_by(AuditLog.id.desc())
        .first()
    )
    if row is None or row.action != "pods.seat":
        return None, None
    detail = json.loads(row.detail)
    return detail.get("seed"), detail.get("pod_size")
