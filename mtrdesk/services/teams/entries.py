"""What a team's entries go through after registration: drops, re-entry and late entry
(MTR 8.2, MTR 2.10; late entry is mtrdesk's choice, docs/pairing-spec.md section 7).

A team is entered, dropped and re-entered as a whole: MTR 8.2, "If a player drops from
the tournament, the entire team is dropped". A round the team missed is a loss without an
opponent for the team: one row per seat (each seat's record then shows the loss, and
``core.teams.team.team_history`` folds them into one team loss), or the one 2HG match row.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import match_row
from mtrdesk.services.teams.rounds import require_teams
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Match

__all__ = ["drop_members", "missed_round_losses", "re_enter_members"]


def missed_round_losses(
    ctx: Context,
    kind: TeamKind,
    rounds: Iterable[RoundState],
    members: list[tuple[int, str]],
    loss: MatchKind,
) -> None:
    """A loss without an opponent in each of ``rounds`` for a team whose ``members`` are
    (entry, seat letter) in seat order: every seat, or only seat A's row in 2HG (MTR 9.1:
    one game for the team)."""
    now = ctx.now()
    losers = members[:1] if kind.shares_game else members
    for rnd in rounds:
        for player, seat in losers:
            if _has_match(rnd.id, player):
                continue
            shown = "" if kind.shares_game else seat
            Match.insert(match_row(rnd.id, None, loss, player, None, now, shown)).execute()


def drop_members(ctx: Context, state: EventState, team_id: int, by: int | None) -> int:
    """Drop every member of a team who has not dropped (MTR 8.2), after the last round
    paired; ``by`` is the member whose drop drops the team (``None``: the team itself).
    Logged as "team.drop". Returns the round after which the team dropped."""
    last = state.last_round
    after = last.number if last is not None else 0
    members = [
        p for p in state.teams[team_id].players if state.entries[p].dropped_after_round is None
    ]
    EntryRow.update(dropped_after_round=after).where(EntryRow.id.in_(members)).execute()
    ctx.audit(
        state.id,
        "team.drop",
        team=team_id,
        name=state.teams[team_id].name,
        members=members,
        by=by,
        after_round=after,
    )
    return after


def re_enter_members(ctx: Context, state: EventState, team_id: int) -> None:
    """Every dropped member back in (MTR 2.10): a missed round is a loss without an
    opponent for each seat (2HG: for the team's one match row). Refused after the last
    Swiss round (``SWISS_COMPLETE``) like a late entry; ``NOT_DROPPED`` if none dropped."""
    kind = require_teams(state)
    team = state.teams[team_id]
    members = [p for p in team.players if state.entries[p].dropped_after_round is not None]
    if not members:
        raise ServiceError(Problem.NOT_DROPPED, team=team_id)
    dropped = min(state.entries[p].dropped_after_round or 0 for p in members)
    announced = state.settings.swiss_rounds
    if announced is not None and state.swiss_paired >= announced:
        raise ServiceError(Problem.SWISS_COMPLETE)
    missed = [r for r in state.swiss if r.number > dropped]
    late = dropped == 0 and bool(missed)
    kind_of_loss = MatchKind.LATE_ENTRY_LOSS if late else MatchKind.UNOPPOSED_LOSS
    seats = [(p, state.entries[p].seat or "") for p in team.players]
    missed_round_losses(ctx, kind, missed, seats, kind_of_loss)
    EntryRow.update(
        dropped_after_round=None,
        late_entry_round=state.swiss_paired + 1 if late else EntryRow.late_entry_round,
    ).where(EntryRow.id.in_(list(team.players))).execute()
    ctx.audit(
        state.id,
        "team.re_enter",
        team=team_id,
        name=team.name,
        dropped_after_round=dropped,
        losses=[r.number for r in missed],
    )


def _has_match(round_id: int, player: int) -> bool:
    return (
        Match.select(Match.id)
        .where((Match.round == round_id) & ((Match.player1 == player) | (Match.player2 == player)))
        .exists()
    )
