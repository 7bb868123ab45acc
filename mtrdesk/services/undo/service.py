"""Undo and redo of an event's last changes (Edit ▸ Undo / Redo).

Each event has its own stack of steps (``change_steps``): the newest undoable step is
undone first, and what was undone is redone newest-undone first, until a new change of the
event clears the redo stack. Undo and redo are use cases like any other: one transaction,
audited as "undo" / "redo" with what they undid or redid.

``state`` says which refusal undo would meet now (``UndoStep.refusal``: it tries the undo
inside a savepoint and rolls it back), so Edit ▸ Undo is disabled with the reason instead
of offering a step and then refusing it (issue 27).

Refusals, with what to do instead:

* a later change needs the step (``UNDO_BLOCKED``): a round paired after a result, a
  drop or a player edit was paired from it; Round ▸ Roll back takes that round back;
* the rows the step wrote were changed since (``UNDO_CHANGED_SINCE``): a later result
  corrected the same match, a decklist was registered for a player whose entry the undo
  would remove; ``by`` names the later step's kind when it was one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mtrdesk.core.names import display_name
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import event_row
from mtrdesk.services.undo.steps import BARRIER_KIND, StepKind
from mtrdesk.services.views import AuditEntry, audit_entry
from mtrdesk.store import change_log
from mtrdesk.store.models import AuditLog, Entry, RosterPlayer

#: Undo and redo may touch any data of the event: every tab reads it again.
EVERYTHING = Changes(
    events=True,
    players=True,
    roster=True,
    pairings=True,
    results=True,
    standings=True,
    playoff=True,
    decklists=True,
)
#: Barriers that are a paired round: Round ▸ Roll back takes them back.
PAIRED_ACTIONS = frozenset({"round.pair", "round.repair"})


@dataclass(frozen=True)
class UndoStep:
    """A step Edit ▸ Undo or Redo would take: what it was (its audit row) and, for undo,
    the later change that stops it (``blocked``), if any."""

    step: int
    kind: StepKind
    entry: AuditEntry | None
    blocked: AuditEntry | None = None
    #: For undo: the refusal taking it back would meet now (a later round paired from it,
    #: its rows changed since), so the menu never offers a step it would refuse.
    refusal: ServiceError | None = None


@dataclass(frozen=True)
class UndoState:
    """What Edit ▸ Undo and Edit ▸ Redo would do for the event now."""

    undo: UndoStep | None
    redo: UndoStep | None
    #: The event's players by entry id, for the steps' words.
    names: Mapping[int, str] = field(default_factory=dict)


class UndoService:
    """Undo and redo per event."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def state(self, event_id: int) -> UndoState:
        """The step undo would take back (and what blocks it) and the step redo would do."""
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            undo, blocked, redo = self._candidates(event_id)
            undo_step = redo_step = None
            if undo is not None:
                refusal = _blocked(blocked) if blocked is not None else self._trial(undo)
                undo_step = UndoStep(
                    undo.id,
                    StepKind(undo.kind),
                    _entry(undo.audit_id),
                    None if blocked is None else _entry(blocked.audit_id),
                    refusal,
                )
            if redo is not None:
                redo_step = UndoStep(redo.id, StepKind(redo.kind), _entry(redo.audit_id))
            mentioned = {
                number
                for step in (undo_step, redo_step)
                if step is not None and step.entry is not None
                for number in _numbers(step.entry.detail)
            }
            return UndoState(undo_step, redo_step, _names(event_id, mentioned))

    def undo(self, event_id: int) -> Changes:
        """Take back the event's newest undoable change."""
        return self._step(event_id, forward=False)

    def redo(self, event_id: int) -> Changes:
        """Make again the change the last undo took back."""
        return self._step(event_id, forward=True)

    def _step(self, event_id: int, *, forward: bool) -> Changes:
        """Undo (the newest done step, unless a barrier came after it) or redo
        (``forward``: the oldest undone step), in one transaction, audited."""
        with self._ctx.transaction():
            event_row(event_id)
            undo, blocked, redo = self._candidates(event_id)
            step = redo if forward else undo
            if step is None:
                if forward:
                    raise ServiceError(Problem.NOTHING_TO_REDO)
                raise ServiceError(Problem.NOTHING_TO_UNDO)
            if blocked is not None and not forward:
                raise _blocked(blocked)
            self._apply(step, forward=forward)
            state = change_log.DONE if forward else change_log.UNDONE
            change_log.set_state(self._ctx.store.db, step.id, state)
            self._audit(event_id, "redo" if forward else "undo", step)
        return EVERYTHING

    # --- inside the transaction ---

    def _candidates(
        self, event_id: int
    ) -> tuple[change_log.StepRow | None, change_log.StepRow | None, change_log.StepRow | None]:
        """(the newest done step, the newest barrier after it, the oldest undone step)."""
        undo = blocked = redo = None
        for step in change_log.steps(self._ctx.store.db, event_id):  # newest first
            if step.state == change_log.UNDONE:
                redo = step
            elif step.state == change_log.BARRIER or step.kind == BARRIER_KIND:
                blocked = step if blocked is None else blocked
            elif step.state == change_log.DONE:
                undo = step
                break
        return undo, (blocked if undo is not None else None), redo

    def _apply(self, step: change_log.StepRow, *, forward: bool) -> None:
        try:
            change_log.apply_step(self._ctx.store.db, step.id, forward=forward)
        except change_log.ChangeConflict as conflict:
            raise self._changed_since(step, conflict) from conflict

    def _trial(self, step: change_log.StepRow) -> ServiceError | None:
        """The refusal undoing ``step`` would meet now (tried and rolled back); a store
        opened read-only writes nothing, not even a trial (its undo is refused anyway)."""
        if self._ctx.store.read_only:
            return None
        conflict = change_log.trial(self._ctx.store.db, step.id, forward=False)
        return None if conflict is None else self._changed_since(step, conflict)

    def _changed_since(
        self, step: change_log.StepRow, conflict: change_log.ChangeConflict
    ) -> ServiceError:
        """``UNDO_CHANGED_SINCE``, naming the later step's kind when one changed the row."""
        db = self._ctx.store.db
        by = None
        if conflict.key is not None:
            later = change_log.later_step_touching(db, conflict.key, step.id)
            found = None if later is None else change_log.step(db, later)
            by = None if found is None else found.kind
        if by is not None and by != BARRIER_KIND:
            return ServiceError(Problem.UNDO_CHANGED_SINCE, by=by)
        return ServiceError(Problem.UNDO_CHANGED_SINCE)

    def _audit(self, event_id: int, action: str, step: change_log.StepRow) -> None:
        entry = _entry(step.audit_id)
        self._ctx.audit(
            event_id,
            action,
            step=step.id,
            kind=step.kind,
            what=None if entry is None else entry.action,
            detail=None if entry is None else dict(entry.detail),
        )


def _numbers(value: object) -> set[int]:
    """Every whole number in an audit detail: the entry ids it may name, among others."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, Mapping):
        return {n for v in value.values() for n in _numbers(v)}
    if isinstance(value, list | tuple):
        return {n for v in value for n in _numbers(v)}
    return set()


def _names(event_id: int, entries: set[int]) -> dict[int, str]:
    """The names of those ``entries`` of the event (not all of a 4,000-player field)."""
    if not entries:
        return {}
    rows = (
        Entry.select(Entry.id, RosterPlayer.family, RosterPlayer.given)
        .join(RosterPlayer)
        .where((Entry.event == event_id) & Entry.id.in_(sorted(entries)[:500]))
        .tuples()
    )
    return {int(e): display_name(f, g) for e, f, g in rows}


def _entry(audit_id: int | None) -> AuditEntry | None:
    if audit_id is None:
        return None
    row = AuditLog.get_or_none(AuditLog.id == audit_id)
    return None if row is None else audit_entry(row.when, row.action, row.detail)


def _blocked(barrier: change_log.StepRow) -> ServiceError:
    entry = _entry(barrier.audit_id)
    action = "" if entry is None else entry.action
    number = None if entry is None else entry.detail.get("round")
    if action in PAIRED_ACTIONS and isinstance(number, int):
        return ServiceError(Problem.UNDO_BLOCKED, action=action, round=number)
    return ServiceError(Problem.UNDO_BLOCKED, action=action)
