"""Round ▸ Roll back: take back the latest Swiss round, its pairings and its results.

The organizer paired a round too early, or with a result still wrong in the round before:
rolling back deletes the round (its matches or pods, its results, its time extensions and
deck checks go with it, MTR 2.6 and 2.8 records of a round that is no longer played) and
says why in the log (a reason is required). It is one undoable step: Edit ▸ Undo brings
the round back exactly as it was, row for row.

Around the round, the same rules as pairing it again (``round_rows.unpair_current_round``):

* a player who dropped during the round (``dropped_after_round`` = the round) stays
  dropped, now before it: they left, and pairing them again would give an opponent a
  no-show. Players are told in the dialog; re-entering them is one click on the Players
  tab (MTR 2.10);
* a player who entered late during the round enters it instead of taking its loss;
* rolling back round 1 that fixed the number of Swiss rounds from the recommendation
  (MTR 10.2) recomputes it when round 1 is paired again.

Playoff rounds are not rolled back: the next one is paired by the result that completes
the one before, so Edit ▸ Undo of that result (or of the playoff's results, newest first)
is their rollback.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.text import clean, text_problem
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event, load_outline
from mtrdesk.services.swiss.round_rows import unpair_current_round
from mtrdesk.store.models import DeckCheck, Entry, Pod, TimeExtension

#: The longest reason kept in the log.
REASON_LIMIT = 500


@dataclass(frozen=True)
class RollbackView:
    """What rolling back the latest round would remove and change."""

    round: int
    #: Tables (matches with two players, or pods) and the results entered at them.
    tables: int
    results: int
    extensions: int
    deck_checks: int
    #: Dropped during the round: stay dropped, before it.
    drops: tuple[EntryId, ...]
    #: Entered during the round: paired in it when it is paired again.
    late_entries: tuple[EntryId, ...]


class RollbackService:
    """Round rollback (Round ▸ Roll back round N…)."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def latest_round(self, event_id: int) -> int | None:
        """The round Round ▸ Roll back would take back (``None``: none, or a playoff round),
        read cheaply for the menu's text."""
        with self._ctx.transaction():
            last = load_outline(event_id).last_round
        return None if last is None or last.playoff else last.number

    def preview(self, event_id: int) -> RollbackView:
        """What ``rollback`` of the latest round would do; refused as ``rollback`` is."""
        with self._ctx.transaction():
            return _view(event_id)

    def rollback(self, event_id: int, number: int, reason: str) -> Changes:
        """Take back round ``number``, which must be the latest (Swiss) round."""
        reason = clean(reason)
        problem = text_problem(reason, REASON_LIMIT)
        if problem is not None:
            raise ServiceError(Problem.ROLLBACK_REASON, text_problem=problem.value)
        if not reason:
            raise ServiceError(Problem.ROLLBACK_REASON)
        with self._ctx.transaction():
            view = _view(event_id)
            if view.round != number:
                raise ServiceError(Problem.ROLLBACK_NOT_LATEST, round=number, latest=view.round)
            state = load_event(event_id)
            unpair_current_round(state, state.rounds[-1])
            self._ctx.audit(
                event_id,
                "round.rollback",
                round=number,
                reason=reason,
                tables=view.tables,
                results=view.results,
                drops=list(view.drops),
                late_entries=list(view.late_entries),
            )
        return Changes(
            events=True, players=True, pairings=True, results=True, standings=True, playoff=True
        )


def _view(event_id: int) -> RollbackView:
    state = load_event(event_id)
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    latest = state.rounds[-1]
    if latest.playoff:
        raise ServiceError(Problem.ROLLBACK_PLAYOFF, round=latest.number)
    paired = [m for m in latest.matches if m.kind is MatchKind.PAIRED]
    pods = list(Pod.select().where(Pod.round == latest.id))
    entries = Entry.select(Entry.id, Entry.dropped_after_round, Entry.late_entry_round).where(
        Entry.event == event_id
    )
    return RollbackView(
        round=latest.number,
        tables=len(paired) + len(pods),
        results=sum(1 for m in paired if m.result is not None)
        + sum(1 for p in pods if p.reported_at is not None),
        extensions=TimeExtension.select().where(TimeExtension.round == latest.id).count(),
        deck_checks=DeckCheck.select().where(DeckCheck.round == latest.id).count(),
        drops=tuple(e.id for e in entries if e.dropped_after_round == latest.number),
        late_entries=tuple(e.id for e in entries if e.late_entry_round == latest.number + 1),
    )
