"""Which use cases can be undone: every transaction's changed rows, kept as a step or not.

``Context.transaction`` records every row a use case changes (``store.change_log``); when
the use case ends, its audit rows say what it was, and this module decides:

* an **undoable** change (``UNDOABLE``: results, drops and re-entries, player edits,
  pairing edits, pod moves, time extensions, a round rollback) becomes a step of its event,
  the newest of the undo stack; it clears the event's redo stack;
* a **barrier** (anything else an event's log records: pairing a round, starting the
  playoff, an import, seating pods...) is a step nothing before it can be undone past;
  Round ▸ Roll back is the undo of a paired round;
* an **independent** change (decklists, deck checks, settings) neither: earlier steps
  stay undoable (it changes none of their rows, and a row it did change refuses the undo);
  it clears the redo stack, like any new change.

Because the decision is read from the audit log, which every mutation writes, no service
can forget to make its change undoable or to stop undo at it.
"""

from __future__ import annotations

import contextlib
import enum
from collections.abc import Iterator

from mtrdesk.store import Store, change_log
from mtrdesk.store.unrecorded import unrecorded as unrecorded_writes


class StepKind(enum.Enum):
    """What an undoable step was (the Edit menu words it from its audit row)."""

    RESULT = "result"
    DROP = "drop"
    PLAYER = "player"
    PAIRING = "pairing"
    POD = "pod"
    EXTENSION = "extension"
    ROLLBACK = "rollback"


#: Audit actions of undoable use cases, and what kind of step each is.
UNDOABLE: dict[str, StepKind] = {
    "result.report": StepKind.RESULT,
    "result.clear": StepKind.RESULT,
    "multiplayer.report": StepKind.RESULT,
    "multiplayer.clear": StepKind.RESULT,
    "player.drop": StepKind.DROP,
    "player.re_enter": StepKind.DROP,
    "team.drop": StepKind.DROP,
    "team.re_enter": StepKind.DROP,
    "multiplayer.playoff_drop": StepKind.DROP,
    "player.add": StepKind.PLAYER,
    "player.edit": StepKind.PLAYER,
    "player.byes": StepKind.PLAYER,
    "player.remove": StepKind.PLAYER,
    "player.no_show": StepKind.PLAYER,  # with player.remove: removed as absent (issue 30)
    "team.add": StepKind.PLAYER,
    "team.edit": StepKind.PLAYER,
    "team.remove": StepKind.PLAYER,
    "pairing.edit": StepKind.PAIRING,
    "team.pairing_edit": StepKind.PAIRING,
    "multiplayer.swap": StepKind.PAIRING,
    "playoff.seat": StepKind.PAIRING,
    "pods.move": StepKind.POD,
    "pods.swap": StepKind.POD,
    "pods.draft_drop": StepKind.POD,
    "extensions.add": StepKind.EXTENSION,
    "extensions.remove": StepKind.EXTENSION,
    "round.rollback": StepKind.ROLLBACK,
}
#: Written by an undoable use case as its consequence: the next playoff round paired the
#: moment a result completes the current one (its undo takes that round back too).
FOLLOW_ON = frozenset({"playoff.pair", "multiplayer.playoff_pair"})
#: Changes that do not build on the event's results, pairings or players.
#: ("floor": reports from the floor and their settings, issue 16; the result a report
#: enters is its own undoable step. "registration": registrations from phones, issue 30;
#: accepting one adds a player, an undoable step that takes the acceptance back too.)
INDEPENDENT_FAMILIES = frozenset(
    {"decklists", "floor", "registration"}
)  # the part of the action before its dot
INDEPENDENT = frozenset({"event.update"})
#: Written by undo and redo themselves: they keep the stacks in order on their own.
MANAGED = frozenset({"undo", "redo"})
#: Steps kept per event (barriers included); older ones can no longer be undone.
KEEP_STEPS = 100
BARRIER_KIND = "barrier"


def _independent(action: str) -> bool:
    return action in INDEPENDENT or action.split(".", 1)[0] in INDEPENDENT_FAMILIES


@contextlib.contextmanager
def recording(store: Store, keep: int = KEEP_STEPS) -> Iterator[None]:
    """Inside ``store.atomic()``: record what the use case changes, then settle it.

    A nested transaction (a savepoint) records into its outer one; a refused use case
    raises through and its rows roll back with it.
    """
    db = store.db
    # A read-only store (reading commands beside the window) can write nothing, not even
    # the TEMP triggers, and has nothing to record.
    if store.read_only or not change_log.outermost(db) or not change_log.ensure_installed(db):
        yield
        return
    if not change_log.pending_empty(db):  # rows written outside a use case (store tests)
        change_log.discard_pending(db)
    before = change_log.total_changes(db)
    yield
    if change_log.total_changes(db) != before:
        settle(store, keep)


def always_barrier(action: str) -> bool:
    """Whether a use case that logs ``action`` settles as a barrier whatever else it logs
    (``settle``): not undoable, not a follow-on, not independent, not undo's own."""
    return not (action in UNDOABLE or action in FOLLOW_ON or action in MANAGED) and not (
        _independent(action)
    )


@contextlib.contextmanager
def unrecorded(store: Store, action: str) -> Iterator[None]:
    """Around writes of a use case logging ``action``, inside its transaction: when that
    makes it a barrier, which keeps no row, the rows are not recorded at all (a new round's
    2,048 matches at 4,096 players: issue 33). Otherwise recorded as ever."""
    db = store.db
    if store.read_only or not always_barrier(action) or not change_log.ensure_installed(db):
        yield
        return
    with unrecorded_writes(db):
        yield


def settle(store: Store, keep: int = KEEP_STEPS) -> None:
    """Turn the pending rows into a step, a barrier or nothing, by the audit rows."""
    db = store.db
    by_event: dict[int, list[change_log.AuditMark]] = {}
    for mark in change_log.written_audit(db):
        if mark.event_id is not None:
            by_event.setdefault(mark.event_id, []).append(mark)
    for event_id, marks in by_event.items():
        actions = [m.action for m in marks]
        if any(a in MANAGED for a in actions):
            continue
        undoable = [m for m in marks if m.action in UNDOABLE]
        if (
            undoable
            and len(by_event) == 1
            and all(a in UNDOABLE or a in FOLLOW_ON or _independent(a) for a in actions)
        ):
            change_log.clear_redo(db, event_id)
            first = undoable[0]
            change_log.keep_pending(db, event_id, UNDOABLE[first.action].value, first.id)
            change_log.prune(db, event_id, keep)
        elif all(_independent(a) for a in actions):
            change_log.clear_redo(db, event_id)
        else:
            change_log.clear_redo(db, event_id)
            barrier = next(m for m in marks if not _independent(m.action))
            change_log.add_barrier(db, event_id, BARRIER_KIND, barrier.id)
            change_log.prune(db, event_id, keep)
    change_log.discard_pending(db)
