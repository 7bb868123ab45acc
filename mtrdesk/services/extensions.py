"""``services.extensions``: time extensions of the matches of the round being played.

MTR 2.6: a judge who pauses a match for more than a minute extends its time; a deck check
(MTR 2.8) gives the time it took plus three minutes, four in a multiplayer (Commander)
pod (multiplayer addendum *.5A). Each extension is one ``TimeExtension`` row, audited;
the Rounds tab and the projector's round clock show each table's total.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.time_extensions import (
    MAX_EXTENSION_MINUTES,
    ExtensionReason,
    commander_deck_checks,
    extension_minutes,
    minutes_problem,
)
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.state import (
    is_multiplayer,
)
from mtrdesk.services.text_fields import NOTE_LIMIT, TextField, check_text
from mtrdesk.store.models import Round, TimeExtension


@dataclass(frozen=True)
class Extension:
    """One stored extension: ``minutes`` gained by the match at ``label`` ("12", "12B")."""

    id: int
    table: int
    seat: str
    minutes: int
    reason: ExtensionReason
    note: str

    @property
    def label(self) -> str:
        return f"{self.table}{self.seat}"


class ExtensionService:
    """Add, take back and read the time extensions of a round (MTR 2.6)."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def add(
        self,
        event_id: int,
        round: int,
        table: int,
        minutes: int,
        reason: ExtensionReason,
        seat: str = "",
        note: str = "",
    ) -> Changes:
        """Extend the match at ``table`` (``seat``: a team seat match's letter) of the
        current round. For a deck check ``minutes`` is the time it took and the rule's
        bonus is added (MTR 2.6: +3; Commander decks: +4, addendum *.5A); otherwise
        ``minutes`` is what the judge gave. Refuses ``BAD_EXTENSION_MINUTES`` (more than
        ``MAX_EXTENSION_MINUTES`` in all, or none), ``NOT_CURRENT_ROUND``,
        ``TABLE_NOT_FOUND`` and ``EXTENSION_RESULT_IN`` (the match is over)."""
        note = check_text(TextField.EXTENSION_NOTE, " ".join(note.split())[:NOTE_LIMIT])
        with self._ctx.transaction():
            state = load_event(event_id)
            commander = commander_deck_checks(state.settings)
            if minutes_problem(reason, minutes, commander):
                raise ServiceError(
                    Problem.BAD_EXTENSION_MINUTES,
                    minutes=minutes,
                    reason=reason.value,
                    largest=MAX_EXTENSION_MINUTES,
                )
            round_id = _open_match(state, round, table, seat)
            gained = extension_minutes(reason, minutes, commander)
            TimeExtension.create(
                round=round_id,
                table=table,
                seat=seat,
                minutes=gained,
                reason=reason.value,
                note=note,
            )
            self._ctx.audit(
                event_id,
                "extensions.add",
                round=round,
                table=f"{table}{seat}",
                minutes=gained,
                reason=reason,
                took=minutes if reason is ExtensionReason.DECK_CHECK else None,
                note=note,
            )
        return Changes(pairings=True)

    def remove(self, event_id: int, round: int, table: int, seat: str = "") -> Changes:
        """Take back the latest extension of the match at ``table`` of the current round
        (a mistake); ``NO_EXTENSION`` when it has none."""
        with self._ctx.transaction():
            state = load_event(event_id)
            round_id = _current_round_id(state, round)
            latest = (
                TimeExtension.select()
                .where(
                    (TimeExtension.round == round_id)
                    & (TimeExtension.table == table)
                    & (TimeExtension.seat == seat)
                )
                .order_by(TimeExtension.id.desc())
                .first()
            )
            if latest is None:
                raise ServiceError(Problem.NO_EXTENSION, round=round, table=f"{table}{seat}")
            latest.delete_instance()
            self._ctx.audit(
                event_id,
                "extensions.remove",
                round=round,
                table=f"{table}{seat}",
                minutes=latest.minutes,
                reason=latest.reason,
            )
        return Changes(pairings=True)

    def of_round(self, event_id: int, round: int) -> list[Extension]:
        """Every extension of round ``round``, in the order given (``ROUND_NOT_FOUND``)."""
        with self._ctx.transaction():
            row = Round.get_or_none((Round.event == event_id) & (Round.number == round))
            if row is None:
                load_event(event_id, entries=False, matches=False)  # EVENT_NOT_FOUND first
                raise ServiceError(Problem.ROUND_NOT_FOUND, round=round)
            rows = TimeExtension.select().where(TimeExtension.round == row.id)
            return [
                Extension(x.id, x.table, x.seat, x.minutes, ExtensionReason(x.reason), x.note)
                for x in rows.order_by(TimeExtension.id)
            ]

    def for_round(self, event_id: int, round: int) -> dict[str, int]:
        """Each extended table's total minutes, by its label ("12", "12B"), table order."""
        totals: dict[str, int] = {}
        for x in sorted(self.of_round(event_id, round), key=lambda x: (x.table, x.seat, x.id)):
            totals[x.label] = totals.get(x.label, 0) + x.minutes
        return totals


def _current_round_id(state: EventState, number: int) -> int:
    """The round being played (the latest); only its matches are still on the clock."""
    if not state.rounds:
        raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
    current = state.rounds[-1]
    if number != current.number:
        if not any(r.number == number for r in state.rounds):
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
        raise ServiceError(Problem.NOT_CURRENT_ROUND, round=number, current=current.number)
    return current.id


def _open_match(state: EventState, number: int, table: int, seat: str) -> int:
    """The current round's id, once the match at ``table`` is found without a result."""
    round_id = _current_round_id(state, number)
    label = f"{table}{seat}"
    if is_multiplayer(state):
        pod = next((p for p in load_pod_event(state.id).pods_of(number) if p.table == table), None)
        if pod is None or seat:
            raise ServiceError(Problem.TABLE_NOT_FOUND, round=number, table=label)
        if pod.reported:
            raise ServiceError(Problem.EXTENSION_RESULT_IN, round=number, table=label)
        return round_id
    match = next(
        (
            m
            for m in state.rounds[-1].matches
            if m.kind is MatchKind.PAIRED and m.table == table and m.seat == seat
        ),
        None,
    )
    if match is None:
        raise ServiceError(Problem.TABLE_NOT_FOUND, round=number, table=label)
    if match.result is not None:
        raise ServiceError(Problem.EXTENSION_RESULT_IN, round=number, table=label)
    return round_id
