"""Entering a roster player in an event: the one way an entry is made, shared by the
players' use cases and registrations accepted from phones (issue 30). After round 1 the
entry is late: a 0-2 loss for each round missed (MTR 2.10's re-entry rule too), so the
player's match-win percentage counts every round of the event."""

from __future__ import annotations

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import swiss_over
from mtrdesk.core.names import display_name
from mtrdesk.core.settings import MAX_AWARDED_BYES, EndRuleKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import add_unopposed, load_event
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import RosterPlayer as RosterRow


def check_can_join(state: EventState) -> None:
    """Refuse when the event takes no more players: after the cut (MTR 2.10), a team
    event once paired, a Swiss that is complete or ended early (MTR 10.2)."""
    if state.playoff_started:
        raise ServiceError(Problem.AFTER_CUT)
    if state.rounds and state.settings.structure.has_teams:
        raise ServiceError(Problem.TEAMS_FIXED)  # teams do not enter late
    if state.settings.swiss_rounds is not None and state.swiss_paired >= (
        state.settings.swiss_rounds
    ):
        raise ServiceError(Problem.SWISS_COMPLETE)
    # MTR 10.2: nor once the announced rule has ended the Swiss early.
    variable = state.settings.end_rule is not EndRuleKind.FIXED
    if state.swiss and variable and swiss_over(load_event(state.id)):
        raise ServiceError(Problem.SWISS_ENDED, round=state.swiss_paired)


def enter(
    ctx: Context,
    state: EventState,
    roster: RosterRow | int,
    awarded_byes: int,
    *,
    audit: bool = True,
    checked: bool = False,
) -> tuple[int, bool]:
    """Create the entry (late when rounds exist); return its id and whether it was late.

    ``checked``: the caller has seen that the event takes players and that this roster
    player is not entered (the CSV import, once for all its rows)."""
    roster_id = roster if isinstance(roster, int) else roster.id
    if not 0 <= awarded_byes <= MAX_AWARDED_BYES:
        raise ServiceError(Problem.BAD_BYES, byes=awarded_byes)
    late = bool(state.swiss)
    if late and awarded_byes:
        raise ServiceError(Problem.NOT_BEFORE_ROUND_ONE)
    if not checked:
        check_can_join(state)
        existing = EntryRow.get_or_none(
            (EntryRow.event == state.id) & (EntryRow.roster == roster_id)
        )
        if existing is not None:
            raise ServiceError(Problem.ALREADY_ENTERED, entry=existing.id, roster=roster_id)
    now = ctx.now()
    late_entry_round = state.swiss_paired + 1 if late else None
    entry_id = int(
        EntryRow.insert(
            event=state.id,
            roster=roster_id,
            awarded_byes=awarded_byes,
            late_entry_round=late_entry_round,
            created_at=now,
        ).execute()
    )
    for rnd in state.swiss:
        add_unopposed(rnd.id, entry_id, MatchKind.LATE_ENTRY_LOSS, now)
    if audit and isinstance(roster, RosterRow):
        ctx.audit(
            state.id,
            "player.add",
            entry=entry_id,
            roster=roster_id,
            name=display_name(roster.family, roster.given),
            awarded_byes=awarded_byes,
            late_entry_round=late_entry_round,
        )
    return entry_id, late
