"""What printed sheets show, read from an event in one transaction (no Qt, no reportlab).

``slip_sheet`` works on an ``EventState`` so the command line can print from an event
file exactly as the window prints from the database (``PrintService``).
"""

from __future__ import annotations

from mtrdesk.core.slips import Slip, SlipPlayer, SlipSheet, slip_code
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_files import EventHistory
from mtrdesk.services.history import EventState, load_event
from mtrdesk.services.multiplayer_state import is_multiplayer, load_pod_event
from mtrdesk.services.playoff import bracket_for
from mtrdesk.services.views import MatchView, round_view


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


def slip_sheet(state: EventState, round_number: int | None = None) -> SlipSheet:
    """One slip per table of the round, in table order (byes need none).

    Team events get one slip per seat match ("12A"); a playoff slip of an individual
    event names the higher seed, who chooses to play or draw (MTR 2.2).
    """
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    rnd = state.rounds[-1] if round_number is None else state.find_round(round_number)
    view = round_view(state, rnd)
    choosers = _choosers(state) if rnd.playoff and state.team_kind is None else {}
    slips = []
    for match in view.matches:
        if match.kind is not MatchKind.PAIRED or match.table is None:
            continue
        table = f"{match.table}{match.seat}"
        chooser = choosers.get(frozenset((match.player1, match.player2)))
        slips.append(
            Slip(
                table=table,
                player1=_player(state, match, 1),
                player2=_player(state, match, 2),
                code=slip_code(state.id, rnd.number, table),
                chooser=None if chooser is None else (1 if chooser == match.player1 else 2),
            )
        )
    return SlipSheet(
        event_id=state.id,
        event_name=state.settings.name,
        date=state.settings.date,
        round_number=rnd.number,
        playoff=rnd.playoff,
        slips=tuple(slips),
    )


def _player(state: EventState, match: MatchView, side: int) -> SlipPlayer:
    """A player's slip name (family name first) and ID; a 2HG side is its team's name."""
    entry_id = match.player1 if side == 1 else match.player2
    name = match.player1_name if side == 1 else match.player2_name
    entry = state.entries.get(entry_id) if entry_id is not None else None
    same_person = entry is not None and entry.display_name == name
    return SlipPlayer(name=name or "", player_id=entry.player_id if same_person else "")


def _choosers(state: EventState) -> dict[frozenset[int | None], int]:
    """Who chooses play or draw in each playoff match: the higher seed (MTR 2.2)."""
    bracket = bracket_for(state)
    if bracket is None:
        return {}
    return {
        frozenset(m.players()): m.chooser
        for r in bracket.rounds
        for m in r.matches
        if m.player2 is not None
    }
