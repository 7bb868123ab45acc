"""What printed sheets show, read from an event in one transaction (no Qt, no reportlab).

The slips are built by ``services.print_slips`` (``slip_sheet`` on an ``EventState``,
``pod_slip_sheet`` on a multiplayer event's ``PodEventState``) so the command line can
print from an event file exactly as the window prints from the database (``PrintService``).
"""

from __future__ import annotations

from mtrdesk.core.slips import PodSlipSheet, SlipSheet
from mtrdesk.services.context import Context
from mtrdesk.services.event_files import EventHistory
from mtrdesk.services.history import load_event
from mtrdesk.services.multiplayer_loading import load_pod_event
from mtrdesk.services.multiplayer_state import is_multiplayer
from mtrdesk.services.print_slips import pod_slip_sheet, slip_sheet


class PrintService:
    """Use cases that read what a printout needs."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def event(self, event_id: int) -> EventHistory:
        """The whole event as plain values, as every sheet in ``mtrdesk.sheets`` reads it
        (with its pods for a multiplayer event), in one transaction."""
        with self._ctx.transaction():
            state = load_event(event_id)
            pods = load_pod_event(event_id) if is_multiplayer(state) else None
        return EventHistory(state, pods)

    def slips(self, event_id: int, round_number: int | None = None) -> SlipSheet:
        """The result slips of round ``round_number`` (default: the latest round)."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return slip_sheet(state, round_number)

    def pod_slips(self, event_id: int, round_number: int | None = None) -> PodSlipSheet:
        """The pod result slips of a multiplayer round (default: the latest round)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        return pod_slip_sheet(ev, round_number)
