"""The projector's clock as data for the phones (issue 16): ``snapshot_of`` reads the
program and the ``StepClock`` into a ``core.floor.published_clock.ClockSnapshot``; the window
hands it to a ``Publish`` callable after every control (never on a tick), and ``None`` when
it closes. The projector calls no service: whoever opens it for an event passes the
callable (``publisher``), which writes through ``services.public.clocks``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from mtrdesk.core.floor.published_clock import DRAFT, ROUND, ClockSnapshot, ClockStep
from mtrdesk.ui.projector.clock import StepClock
from mtrdesk.ui.projector.programs import Mode, Program

#: ``(kind, snapshot)``: the event's ``kind`` clock ("round", "draft") as it stands now, or
#: ``None`` once the projector closed.
Publish = Callable[[str, ClockSnapshot | None], None]

_log = logging.getLogger(__name__)


def clock_kind(program: Program) -> str:
    """The round clock, or the draft's (its pick clock, or the deck building after it)."""
    return ROUND if program.mode is Mode.ROUND else DRAFT


def snapshot_of(program: Program, clock: StepClock, pod: int | None = None) -> ClockSnapshot:
    """Every step with its adjusted length and what it is, and the position now."""
    durations = clock.durations()
    state = clock.state()
    if program.mode is Mode.DRAFT:
        plan = program.plan
        assert plan is not None
        title = plan.kind.value
        steps = tuple(
            ClockStep(
                kind=step.kind.value,
                seconds=durations[i],
                pack=step.pack,
                packs=plan.packs,
                pick=step.pick,
                cards_left=step.cards_left,
                direction=step.direction.value if step.direction else None,
                picker=step.picker,
            )
            for i, step in enumerate(plan.steps)
        )
    else:
        title = program.mode.value
        steps = tuple(
            ClockStep(kind=phase.kind.value, seconds=durations[i])
            for i, phase in enumerate(program.phases)
        )
    return ClockSnapshot(
        kind=clock_kind(program),
        mode=program.mode.value,
        title=title,
        steps=steps,
        position=state.elapsed,
        started=state.started,
        running=state.running,
        turns=program.turns.value if program.turns else None,
        pod=pod,
    )


def publisher(
    publish: Callable[[int, ClockSnapshot], object],
    stop: Callable[[int, str, int | None], object],
    event_id: int,
) -> Publish:
    """A ``Publish`` for ``event_id`` over the clock service's ``publish`` and ``stop``
    (a pod's pick clock takes down only its own pod's clock).

    A clock that cannot be published (the file read-only, locked, the event deleted) is
    logged and the projector counts on: the wall matters more than the phones.
    """
    pods: dict[str, int | None] = {}

    def send(kind: str, snapshot: ClockSnapshot | None) -> None:
        try:
            if snapshot is None:
                stop(event_id, kind, pods.get(kind))
            else:
                pods[kind] = snapshot.pod
                publish(event_id, snapshot)
        except Exception:  # the projector must keep counting, whatever failed
            _log.exception("the %s clock of event %s was not published", kind, event_id)

    return send
