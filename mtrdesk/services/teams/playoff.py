"""The single-elimination playoff of a three-person team or Two-Headed Giant event
(MTR 8, 9, 10.4, 2.2, 2.5, 2.10) over ``core.teams.playoff``.

Stored like the individual playoff (``services.playoff.service``) and like the team Swiss rounds
(``services.teams.rounds``):

* The cut stores each team's seed on every member (``Entry.playoff_seed``): a team is
  "a single player" (Appendix E), its members share its place. No schema change.
* Each playoff round is a ``Round`` with ``playoff`` set; a team match's table is its
  bracket position (1 = top). Three-person teams: one match row per seat ("1A", "1B",
  "1C"), team 1 (the higher seed) holding player 1 of each. 2HG: one row between the
  teams' seat-A members. A team's bye (MTR 2.10) is a bye row for each member.
* Single elimination only (Appendix E, 4 to 8 teams, "No Swiss"): ``start_team_elimination``
  seeds the teams at random and the same rounds follow, from round 1.
* Results are typed per seat as in the Swiss ("1A 2-1"); a drawn seat match is refused
  (MTR 2.5), so a complete team match always has a winner, two seats of three.
"""

from __future__ import annotations

from mtrdesk.core.event.state import EventState
from mtrdesk.core.playoff.bracket import Bracket, PlayoffMatch
from mtrdesk.core.teams.pairing import SeatPairing, TeamPairing
from mtrdesk.core.teams.playoff import (
    TEAM_ELIMINATION_MAX_TEAMS,
    TEAM_ELIMINATION_MIN_TEAMS,
)
from mtrdesk.core.teams.standings import pairing_order
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.services.context import Context
from mtrdesk.services.elimination import seed_elimination_field
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.swiss_end import require_cut_ready
from mtrdesk.services.teams.rounds import (
    check_teams_ready,
    require_teams,
    team_standing_rows,
    write_team_round,
)
from mtrdesk.store.models import Entry as EntryRow

__all__ = [
    "start_team_elimination",
    "start_team_playoff",
    "write_team_playoff_rounds",
]


def start_team_playoff(ctx: Context, state: EventState) -> None:
    """The cut (MTR 10.4 by the final team standings, Appendix C): each of the top 4 / 8
    teams' members get the team's seed. Refused before the Swiss is over, with a Swiss
    result missing, or with fewer teams still in than places."""
    require_teams(state)
    require_cut_ready(state)
    size = state.settings.playoff.size
    order = list(pairing_order(team_standing_rows(state)))
    if len(order) < size:
        raise ServiceError(
            Problem.PLAYOFF_TOO_FEW_PLAYERS, players=len(order), size=size, teams=True
        )
    top = order[:size]
    for place, team_id in enumerate(top, start=1):
        members = state.teams[team_id].players
        EntryRow.update(playoff_seed=place).where(EntryRow.id.in_(members)).execute()
    ctx.audit(state.id, "playoff.start", size=size, seeds=top, teams=True)


def start_team_elimination(ctx: Context, state: EventState, seed: int | None) -> None:
    """Single elimination only (Appendix E: 4 teams play 2 rounds, 5-8 teams 3, "No
    Swiss"): the active teams seeded at random from ``seed`` (``None``: a new one, logged),
    the top seeds taking the byes of a field short of a power of two."""
    teams = [t.id for t in check_teams_ready(state)]

    def members(team: int) -> tuple[int, ...]:
        return state.teams[team].players

    bounds = (TEAM_ELIMINATION_MIN_TEAMS, TEAM_ELIMINATION_MAX_TEAMS)
    seed_elimination_field(ctx, state, teams, members, seed, bounds=bounds, teams=True)


def _seated(state: EventState, team_id: int) -> tuple[int, ...]:
    """A seeded team's members by seat, A first. No seat is empty: ``check_teams_ready``
    refuses an empty seat (MTR 8.2, ``TEAMS_INCOMPLETE``) before a team round is paired,
    the Swiss round 1 or the elimination bracket's, and teams change before round 1 only."""
    members = state.teams[team_id].members
    seated = tuple(m for m in members if m is not None)
    assert len(seated) == len(members), f"team {team_id} reached the playoff with an empty seat"
    return seated


def _pairing(state: EventState, kind: TeamKind, match: PlayoffMatch) -> TeamPairing:
    """A bracket match as the team rows ``write_team_round`` stores (see the docstring)."""
    table = None if match.player2 is None else match.position + 1
    if kind.shares_game:
        return TeamPairing(table, match.player1, match.player2)
    first = _seated(state, match.player1)
    second = None if match.player2 is None else _seated(state, match.player2)
    seats = tuple(
        SeatPairing(table, seat, first[seat.index], None if second is None else second[seat.index])
        for seat in kind.seats
    )
    return TeamPairing(table, match.player1, match.player2, seats)


def write_team_playoff_rounds(ctx: Context, state: EventState, bracket: Bracket) -> bool:
    """Store the bracket's rounds not stored yet; True when one was added."""
    kind = require_teams(state)
    added = False
    for playoff_round in bracket.rounds[len(state.playoff_rounds) :]:
        if not playoff_round.matches:
            continue
        pairings = tuple(_pairing(state, kind, m) for m in playoff_round.matches)
        number = state.swiss_paired + playoff_round.number
        write_team_round(ctx, state, number, None, pairings, playoff=True)
        ctx.audit(
            state.id,
            "playoff.pair",
            round=number,
            teams=[[p.table, p.team1, p.team2] for p in pairings],
        )
        added = True
    return added
