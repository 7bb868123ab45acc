"""A scanned result slip: which match (or pod) of the open event its QR code names.

A USB scanner types the slip's QR text (``core.printouts.slips.slip_code``) and Enter into the
window; this check decides, in one transaction, whether the slip belongs to the event on
screen and the round being played, so a slip from last week's event or an earlier round
can never put a result on the wrong match. It refuses with a ``ServiceError`` that says
what was read, and the window opens the result entry of the match returned.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.printouts.slips import SlipCode, parse_slip_code
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import event_row, load_event, round_of
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.state import (
    is_multiplayer,
)
from mtrdesk.store.models import Event


@dataclass(frozen=True)
class ScannedSlip:
    """The match a slip names, in the open event and the round being played.

    ``seat`` is a team seat match's letter ("12A", MTR 8.2), else ""; ``pod`` is True for
    a multiplayer pod (its result is picked in the pod result dialog); ``reported`` says a
    result is already stored (the entry shows it, so a correction is deliberate).
    """

    event_id: int
    round_number: int
    playoff: bool
    table: int
    seat: str = ""
    pod: bool = False
    reported: bool = False

    @property
    def label(self) -> str:
        """The table as posted and typed in the result entry: "12" or "12A"."""
        return f"{self.table}{self.seat}"


class SlipScanService:
    """``services.slip_scan``: find the match a scanned slip names."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def find(self, event_id: int, text: str) -> ScannedSlip:
        """The match or pod of event ``event_id`` that the QR ``text`` names.

        The slip names its event by identity (``core.event_identity``: kept by export and
        import, so slips printed by ``mtrdesk print`` from the file scan too), or on a slip
        printed before it by database id. Refuses (``ServiceError``) with
        ``SLIP_UNREADABLE`` (not an mtrdesk slip; details: text), ``SLIP_FROM_EVENT_FILE``
        (printed from a file by an mtrdesk before the identity: the code names no event),
        ``SLIP_OTHER_EVENT`` (details: event and name, or name None when it is not in this
        database; event None too when the slip named it by identity),
        ``SLIP_ROUND_NOT_PAIRED`` / ``SLIP_OLD_ROUND`` (details: round, current, pods) and
        ``SLIP_TABLE_NOT_FOUND`` (details: round, table).
        """
        code = parse_slip_code(text)
        if code is None:
            raise ServiceError(Problem.SLIP_UNREADABLE, text=text.strip()[:60])
        if code.event_id == 0 and not code.event_uid:
            raise ServiceError(Problem.SLIP_FROM_EVENT_FILE, round=code.round_number)
        with self._ctx.transaction():
            if code.event_uid:
                _check_identity(event_id, code.event_uid)
            elif code.event_id != event_id:
                raise ServiceError(
                    Problem.SLIP_OTHER_EVENT, event=code.event_id, name=_event_name(code.event_id)
                )
            state = load_event(event_id)
            _check_round(state, code)
            if is_multiplayer(state):
                return _pod(event_id, code)
            return _match(state, code)


def _check_identity(event_id: int, uid: str) -> None:
    """A slip naming its event by identity belongs to the open event, or says which event
    of this database it is (``SLIP_OTHER_EVENT``; event None and name None: none here)."""
    if event_row(event_id).uid == uid:  # EVENT_NOT_FOUND first
        return
    other = Event.get_or_none(Event.uid == uid)
    if other is None:
        raise ServiceError(Problem.SLIP_OTHER_EVENT, event=None, name=None)
    raise ServiceError(Problem.SLIP_OTHER_EVENT, event=other.id, name=str(other.name))


def _event_name(event_id: int) -> str | None:
    """The name of the event a slip belongs to, or None when it is not in this database."""
    try:
        return str(event_row(event_id).name)
    except ServiceError:
        return None


def _check_round(state: EventState, code: SlipCode) -> None:
    """Only slips of the round being played (the latest) are scanned; an earlier round's
    late result is a correction, made on purpose on the rounds tab."""
    current = state.rounds[-1].number if state.rounds else 0
    # ``pods``: a multiplayer event corrects results on its pods tab.
    number, pods = code.round_number, is_multiplayer(state)
    if number > current or state.round_numbered(number) is None:
        raise ServiceError(Problem.SLIP_ROUND_NOT_PAIRED, round=number, current=current, pods=pods)
    if number < current:
        raise ServiceError(Problem.SLIP_OLD_ROUND, round=number, current=current, pods=pods)


def _match(state: EventState, code: SlipCode) -> ScannedSlip:
    rnd = round_of(state, code.round_number)
    match = next(
        (m for m in rnd.matches if m.kind is MatchKind.PAIRED and m.label == code.table), None
    )
    if match is None or match.table is None:
        raise ServiceError(Problem.SLIP_TABLE_NOT_FOUND, round=rnd.number, table=code.table)
    return ScannedSlip(
        event_id=state.id,
        round_number=rnd.number,
        playoff=rnd.playoff,
        table=match.table,
        seat=match.seat,
        reported=match.result is not None,
    )


def _pod(event_id: int, code: SlipCode) -> ScannedSlip:
    pods = load_pod_event(event_id)
    found = next((p for p in pods.pods_of(code.round_number) if str(p.table) == code.table), None)
    if found is None:
        raise ServiceError(Problem.SLIP_TABLE_NOT_FOUND, round=code.round_number, table=code.table)
    return ScannedSlip(
        event_id=event_id,
        round_number=code.round_number,
        playoff=found.playoff,
        table=found.table,
        pod=True,
        reported=found.reported,
    )
