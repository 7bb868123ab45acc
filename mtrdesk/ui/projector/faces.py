"""What the projector shows at one moment, as translated text (no widgets).

``face_of(program, clock)`` turns the clock's state into a ``Face``: the window only lays
the texts out, and tests read them without fonts or screens. Every string is in the
"Projector" translation context.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace
from typing import TypedDict

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.draft.steps import Direction, DraftKind, DraftStep, OnTimeout, StepKind
from mtrdesk.ui.projector.clock import ClockState, StepClock, countdown_seconds
from mtrdesk.ui.projector.programs import Mode, PhaseKind, Program, TurnsAtTime
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "Projector"
# The last 5 seconds turn the digits red; a step of 5 s or less (Appendix B's last picks,
# every Rochester pick) only in its second half, else it would be red throughout.
WARNING_SECONDS = 5
# Long clocks (deck building, rounds) turn amber for their last 5 minutes.
SOON_SECONDS = 5 * 60


class Alert(enum.Enum):
    """The colour state of the digits."""

    WAITING = "waiting"  # not started yet
    RUNNING = "running"
    REVIEW = "review"  # a review period (MTR 7.7) or a Rochester layout (MTR 8.5)
    SOON = "soon"  # the last minutes of a long clock
    WARNING = "warning"  # the last seconds
    PAUSED = "paused"
    FINISHED = "finished"


_TITLES: dict[object, str] = {
    DraftKind.BOOSTER: QT_TRANSLATE_NOOP("Projector", "Booster draft"),
    DraftKind.TWO_HEADED_GIANT: QT_TRANSLATE_NOOP("Projector", "Two-Headed Giant booster draft"),
    DraftKind.MULTIPLAYER: QT_TRANSLATE_NOOP("Projector", "Multiplayer booster draft"),
    DraftKind.ROCHESTER: QT_TRANSLATE_NOOP("Projector", "Team Rochester draft"),
    Mode.DECK_BUILDING: QT_TRANSLATE_NOOP("Projector", "Deck building"),
    Mode.ROUND: QT_TRANSLATE_NOOP("Projector", "Round time"),
}
_DIRECTIONS: dict[Direction, tuple[str, str]] = {
    Direction.LEFT: ("←", QT_TRANSLATE_NOOP("Projector", "Pass left")),
    Direction.RIGHT: ("→", QT_TRANSLATE_NOOP("Projector", "Pass right")),
    Direction.CLOCKWISE: ("↻", QT_TRANSLATE_NOOP("Projector", "Clockwise")),
    Direction.COUNTERCLOCKWISE: ("↺", QT_TRANSLATE_NOOP("Projector", "Counterclockwise")),
}
_PHASES: dict[PhaseKind, str] = {
    PhaseKind.REGISTRATION: QT_TRANSLATE_NOOP("Projector", "Deck registration"),
    PhaseKind.CONSTRUCTION: QT_TRANSLATE_NOOP("Projector", "Deck construction"),
    PhaseKind.REGISTRATION_AND_CONSTRUCTION: QT_TRANSLATE_NOOP(
        "Projector", "Deck registration and construction"
    ),
    PhaseKind.ROUND: QT_TRANSLATE_NOOP("Projector", "Time left in the round"),
}


def translated(source: str) -> str:
    """Translate a string marked with ``QT_TRANSLATE_NOOP("Projector", ...)``."""
    return QCoreApplication.translate(CONTEXT, source)


def fill(template: str, *values: object) -> str:
    """Qt's %1, %2 ... placeholders (the translation may reorder them)."""
    for number in range(len(values), 0, -1):
        template = template.replace(f"%{number}", str(values[number - 1]))
    return template


def clock_text(seconds: int) -> str:
    """45:00, 1:15:00 (deck building and rounds count minutes)."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


@dataclass(frozen=True, slots=True)
class Face:
    """Every text of the projector at one moment; empty strings are hidden."""

    title: str
    countdown: str
    alert: Alert
    caption: str = ""  # above the digits: "Pick 5", "Review: 60 s", a deck-building phase
    pack: str = ""
    booster: str = ""
    cards: str = ""
    arrow: str = ""
    direction: str = ""
    picker: str = ""
    # Rochester: every picker of the booster laid out, and the current one's place.
    order: tuple[str, ...] = ()
    order_at: int | None = None
    note: str = ""
    next_up: str = ""
    status: str = ""


def face_of(program: Program, clock: StepClock) -> Face:
    state = clock.state()
    if program.mode is Mode.DRAFT:
        return _draft_face(program, clock, state)
    return _timer_face(program, clock, state)


def warning_seconds(length: float) -> int:
    """How many last seconds of a step of ``length`` seconds show red."""
    return min(WARNING_SECONDS, int(length) // 2)


def _alert(program: Program, clock: StepClock, state: ClockState, review: bool) -> Alert:
    if state.finished:
        return Alert.FINISHED
    if not state.started:
        return Alert.WAITING
    if state.paused:
        return Alert.PAUSED
    assert state.index is not None
    if state.seconds_left <= warning_seconds(clock.durations()[state.index]):
        return Alert.WARNING
    if program.mode is not Mode.DRAFT and state.seconds_left <= SOON_SECONDS:
        return Alert.SOON
    return Alert.REVIEW if review else Alert.RUNNING


def _status(state: ClockState) -> str:
    if not state.started:
        return translated(QT_TRANSLATE_NOOP("Projector", "Press Space to start"))
    if state.paused:
        return translated(QT_TRANSLATE_NOOP("Projector", "Paused"))
    return ""


def _draft_face(program: Program, clock: StepClock, state: ClockState) -> Face:
    plan = program.plan
    assert plan is not None
    title = translated(_TITLES[plan.kind])
    if state.index is None:
        return Face(
            title=title,
            countdown=translated(QT_TRANSLATE_NOOP("Projector", "Draft finished")),
            alert=Alert.FINISHED,
        )
    step = plan.steps[state.index]
    review = step.kind is not StepKind.PICK
    packs = plan.packs
    face = Face(
        title=title,
        countdown=str(state.seconds_left),
        alert=_alert(program, clock, state, review),
        status=_status(state),
        next_up=_next_review(program, clock, state),
    )
    if step.kind is StepKind.REVIEW:
        following = _next_pick(plan.steps, state.index)
        return replace(
            face,
            caption=fill(translated(QT_TRANSLATE_NOOP("Projector", "Review: %1 s")), step.seconds),
            pack=fill(
                translated(QT_TRANSLATE_NOOP("Projector", "Next: pack %1 of %2")),
                step.pack + 1,
                packs,
            ),
            **_direction(following.direction if following else None),
        )
    pack = fill(translated(QT_TRANSLATE_NOOP("Projector", "Pack %1 of %2")), step.pack, packs)
    booster = ""
    if step.booster is not None:
        booster = fill(
            translated(QT_TRANSLATE_NOOP("Projector", "Booster %1 of %2")),
            step.booster,
            len(plan.seats),
        )
    face = replace(
        face,
        pack=pack,
        booster=booster,
        cards=fill(translated(QT_TRANSLATE_NOOP("Projector", "Cards left: %1")), step.cards_left),
        **_direction(step.direction),
    )
    if step.kind is StepKind.LAYOUT:
        order, _ = _booster_order(plan.steps, state.index)
        return replace(
            face,
            caption=fill(translated(QT_TRANSLATE_NOOP("Projector", "Review: %1 s")), step.seconds),
            picker=fill(translated(QT_TRANSLATE_NOOP("Projector", "Laid out by %1")), step.picker),
            order=order,
        )
    order, at = _booster_order(plan.steps, state.index) if step.picker else ((), None)
    notes = []
    if step.cards_taken > 1:
        notes.append(
            fill(translated(QT_TRANSLATE_NOOP("Projector", "Take %1 cards")), step.cards_taken)
        )
    if step.on_timeout is OnTimeout.OLDEST_CARD:
        notes.append(
            translated(QT_TRANSLATE_NOOP("Projector", "Time out: the oldest card is taken"))
        )
    return replace(
        face,
        caption=fill(translated(QT_TRANSLATE_NOOP("Projector", "Pick %1")), step.pick),
        picker=fill(translated(QT_TRANSLATE_NOOP("Projector", "Now picking: %1")), step.picker)
        if step.picker
        else "",
        order=order,
        order_at=at,
        note="  ".join(notes),
    )


class _Passing(TypedDict, total=False):
    """The ``Face`` fields that show which way the boosters pass (none between packs)."""

    arrow: str
    direction: str


def _direction(direction: Direction | None) -> _Passing:
    if direction is None:
        return {}
    arrow, words = _DIRECTIONS[direction]
    return {"arrow": arrow, "direction": translated(words)}


def _next_pick(steps: tuple[DraftStep, ...], index: int) -> DraftStep | None:
    return next((s for s in steps[index + 1 :] if s.kind is not StepKind.REVIEW), None)


def _booster_order(steps: tuple[DraftStep, ...], index: int) -> tuple[tuple[str, ...], int | None]:
    """Rochester: the pickers of the booster on the table (MTR 8.5's horseshoe), in order,
    and the place of the pick running at ``index`` (``None`` during the layout review)."""
    key = (steps[index].pack, steps[index].booster)
    first = index
    while first > 0 and (steps[first - 1].pack, steps[first - 1].booster) == key:
        first -= 1
    picks: list[str] = []
    at = None
    i = first
    while i < len(steps) and (steps[i].pack, steps[i].booster) == key:
        if steps[i].kind is StepKind.PICK and steps[i].picker:
            if i == index:
                at = len(picks)
            picks.append(steps[i].picker or "")
        i += 1
    return tuple(picks), at


def _next_review(program: Program, clock: StepClock, state: ClockState) -> str:
    """The next review period (booster style) or the next booster laid out (Rochester)."""
    plan = program.plan
    assert plan is not None and state.index is not None
    for i in range(state.index + 1, len(plan.steps)):
        step = plan.steps[i]
        until = clock_text(countdown_seconds(clock.step_start(i) - state.elapsed))
        if step.kind is StepKind.REVIEW:
            return fill(
                translated(
                    QT_TRANSLATE_NOOP("Projector", "Next review: %1 s after pack %2, in %3")
                ),
                step.seconds,
                step.pack,
                until,
            )
        if step.kind is StepKind.LAYOUT:
            return fill(
                translated(QT_TRANSLATE_NOOP("Projector", "Next booster: laid out by %1, in %2")),
                step.picker,
                until,
            )
    return ""


def _turns_text(turns: TurnsAtTime | None, *, at_time: bool) -> str:
    if turns is None:
        return ""
    if turns.count is None:
        if at_time:
            return translated(
                QT_TRANSLATE_NOOP(
                    "Projector", "Time is up: one additional turn per player still in the game"
                )
            )
        return translated(
            QT_TRANSLATE_NOOP(
                "Projector", "At time: one additional turn per player still in the game"
            )
        )
    if at_time:
        return fill(
            translated(QT_TRANSLATE_NOOP("Projector", "Time is up: %1 additional turns")),
            turns.count,
        )
    return fill(
        translated(QT_TRANSLATE_NOOP("Projector", "At time: %1 additional turns")), turns.count
    )


def _timer_face(program: Program, clock: StepClock, state: ClockState) -> Face:
    """Deck building (Appendix B) and the round clock (MTR 2.5): minutes and seconds.
    A round clock of an event is titled with its round (第3回戦, 準決勝)."""
    title = program.round_name or translated(_TITLES[program.mode])
    if state.index is None:
        if program.mode is Mode.ROUND:
            done = _turns_text(program.turns, at_time=True)
        else:
            done = translated(QT_TRANSLATE_NOOP("Projector", "Deck building time is over"))
        return Face(title=title, countdown=done, alert=Alert.FINISHED)
    phase = program.phases[state.index]
    next_up = ""
    if state.index + 1 < len(program.phases):
        following = program.phases[state.index + 1]
        next_up = fill(
            translated(QT_TRANSLATE_NOOP("Projector", "Next: %1, %2 min")),
            translated(_PHASES[following.kind]),
            following.seconds // 60,
        )
    return Face(
        title=title,
        countdown=clock_text(state.seconds_left),
        alert=_alert(program, clock, state, review=False),
        caption=translated(_PHASES[phase.kind]),
        note=_turns_text(program.turns, at_time=False),
        next_up=next_up,
        status=_status(state),
    )
