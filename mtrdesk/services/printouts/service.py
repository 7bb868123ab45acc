"""What printed sheets show, read from an event in one transaction (no Qt, no reportlab).

The slips are built by ``services.printouts.slips`` (``slip_sheet`` on an ``EventState``,
``pod_slip_sheet`` on a multiplayer event's ``PodEventState``) so the command line can
print from an event file exactly as the window prints from the database (``PrintService``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping

from mtrdesk.core.floor.published_clock import ROUND, ClockDataError, PublishedClock
from mtrdesk.core.printouts.slips import FloorCodes, PodSlipSheet, SlipSheet
from mtrdesk.services.context import Context
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.floor.service import FloorService
from mtrdesk.services.history import load_event
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.state import is_multiplayer
from mtrdesk.services.printouts.slips import pod_slip_sheet, slip_sheet, with_floor_codes
from mtrdesk.store import audit_chain
from mtrdesk.store.models import EventClock, Round


def _round_times(event_id: int) -> tuple[tuple[int, dt.datetime, dt.datetime], ...]:
    """The latest round's start and expected end, from the round clock the projector
    published (``services.public.clocks``) when it was started after that round was paired: the
    start is where the clock stood at zero, the end its round time later (a pause moves
    neither; the pairings sheet prints them as the organizer announced them). Empty
    otherwise: a round whose clock has not started has only its length."""
    latest = Round.select(Round.number, Round.paired_at).where(Round.event == event_id)
    last = latest.order_by(Round.number.desc()).first()
    row = EventClock.get_or_none((EventClock.event == event_id) & (EventClock.kind == ROUND))
    if last is None or row is None:
        return ()
    try:
        clock = PublishedClock.from_json(row.state)
    except ClockDataError:
        return ()
    snapshot = clock.snapshot
    seconds = sum(s.seconds for s in snapshot.steps if s.kind == "round")
    if snapshot.mode != "round" or not snapshot.started or not seconds:
        return ()
    started = (clock.at - dt.timedelta(seconds=snapshot.position)).replace(microsecond=0)
    if started < last.paired_at:
        return ()  # the clock of an earlier round
    return ((last.number, started, started + dt.timedelta(seconds=seconds)),)


class PrintService:
    """Use cases that read what a printout needs; ``floor`` draws the slips' one-time
    codes (issue 16)."""

    def __init__(self, ctx: Context, floor: FloorService) -> None:
        self._ctx = ctx
        self._floor = floor

    def event(self, event_id: int, report_base: str | None = None) -> EventHistory:
        """The whole event as plain values, as every sheet in ``mtrdesk.sheets`` reads it
        (with its pods for a multiplayer event), in one transaction. Its match slips carry
        their one-time codes, drawn when the slips are made (``FloorCodes``); with
        ``report_base``, the address phones open, a QR code to the slip's report page too.
        """
        with self._ctx.transaction():
            state = load_event(event_id)
            pods = load_pod_event(event_id) if is_multiplayer(state) else None
            times = _round_times(event_id)
            head = audit_chain.head()
        code = "" if head is None else head.code  # every posted sheet's footer (issue 27)
        if pods is not None:  # pods are not reported from phones
            return EventHistory(state, pods, round_times=times, audit_head=code)
        codes = FloorCodes(self._codes(event_id), report_base)
        return EventHistory(state, pods, codes, round_times=times, audit_head=code)

    def slips(
        self, event_id: int, round_number: int | None = None, report_base: str | None = None
    ) -> SlipSheet:
        """The result slips of round ``round_number`` (default: the latest round), each
        with its match's one-time code (the same on a reprint) and, given ``report_base``
        (the address phones open), the link its phone QR code leads to."""
        with self._ctx.transaction():
            state = load_event(event_id)
        sheet = slip_sheet(state, round_number)
        return with_floor_codes(sheet, self._codes(event_id)(sheet.round_number), report_base)

    def _codes(self, event_id: int) -> Callable[[int], Mapping[str, str]]:
        def codes(round_number: int) -> Mapping[str, str]:
            return {c.table: c.code for c in self._floor.slip_codes(event_id, round_number)}

        return codes

    def pod_slips(self, event_id: int, round_number: int | None = None) -> PodSlipSheet:
        """The pod result slips of a multiplayer round (default: the latest round)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        return pod_slip_sheet(ev, round_number)
