"""Team events (MTR 8) and Two-Headed Giant (MTR 9) as stored: team history, standings,
pairing and the rows a paired round writes.

How a team event is stored (schema version 3):

* A team is a ``team`` row; its members are entries with ``team`` and ``seat`` ("A",
  "B", "C"). Seats are fixed at registration (MTR 8.2: "Players retain these
  designations throughout the entire tournament").
* Seat-based events (teams of two or three): each seat match is an ordinary match row
  between the two players of that seat (MTR 8.2: "player A" plays "player A"), with the
  team match's table and the seat letter: table 12 seat B is posted and typed "12B". A
  team bye is a bye row for every member (seat letter, no table).
* Two-Headed Giant: one match row per team match (MTR 9.1: "All players from the two
  teams play in the same game"), written between the two teams' seat-A members, who
  stand for their teams; the seat is "". Nothing else reads a 2HG match by player.

Everything here turns those rows into core team values (``core.teams.team``): the team
history folds seat matches into team matches (``team_history``), so team standings
(``core.teams.standings``, Appendix C: no game points) and team pairing
(``core.teams.pairing``) read teams as single players (Appendix E).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.event.state import EventState, TeamState
from mtrdesk.core.event.teams import (
    core_team,
    standing_teams,
    stored_team_records,
    team_dropped_after,
)
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.swiss.pairing import NoLegalPairing
from mtrdesk.core.teams.pairing import TeamPairing, pair_teams
from mtrdesk.core.teams.playoff import (
    TeamPlayoffProblem,
    team_playoff_problem,
    team_settings_problems,
)
from mtrdesk.core.teams.standings import TeamStandingRow, compute_team_standings, pairing_order
from mtrdesk.core.teams.team import (
    TeamError,
    TeamKind,
    TeamProblem,
    team_history,
    team_issues,
)
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, match_points
from mtrdesk.services.errors import Problem, ServiceError

if TYPE_CHECKING:
    from mtrdesk.services.context import Context


def team_settings(settings: EventSettings) -> EventSettings:
    """Settings as a team event keeps them: a Two-Headed Giant match is one game (MTR 9.1),
    whatever was chosen. A top 4 / top 8 playoff is for three-person teams and 2HG only
    (``core.teams.playoff``): teams of two are ``TEAM_PLAYOFF_TEAMS_OF_TWO``. Single
    elimination only, a variable end of the Swiss or early advancement is refused
    (``NOT_FOR_TEAMS``, details: ``what``)."""
    if not settings.structure.has_teams:
        return settings
    kind = TeamKind(settings.structure.value)
    problem = team_playoff_problem(kind, settings.playoff, settings.elimination_only)
    if problem is TeamPlayoffProblem.TEAMS_OF_TWO:
        raise ServiceError(
            Problem.TEAM_PLAYOFF_TEAMS_OF_TWO,
            playoff=settings.playoff.value,
            edition=edition_of(settings).key,
        )
    unsupported = team_settings_problems(settings, kind)
    if unsupported:
        raise ServiceError(Problem.NOT_FOR_TEAMS, what=unsupported)
    return settings.with_changes(games_to_win=kind.games_to_win(settings.games_to_win))


def require_teams(state: EventState) -> TeamKind:
    """The event's team kind, or ``NOT_A_TEAM_EVENT``."""
    kind = state.team_kind
    if kind is None:
        raise ServiceError(Problem.NOT_A_TEAM_EVENT, structure=state.settings.structure.value)
    return kind


def team_records(state: EventState, after_round: int | None = None) -> tuple[MatchRecord, ...]:
    """The Swiss rounds (all, or up to ``after_round``) as team matches (team ids)."""
    kind = require_teams(state)
    rounds = [r for r in state.swiss if after_round is None or r.number <= after_round]
    records = stored_team_records(state, rounds)
    if not records:
        return ()
    teams = [core_team(t) for t in standing_teams(state)]
    try:
        return team_history(teams, kind, records)
    except TeamError as error:
        raise ServiceError(Problem.TEAMS_INCOMPLETE, teams=_names(state, error)) from error


def _names(state: EventState, error: TeamError) -> list[str]:
    return sorted(
        {state.teams[i.team].name for i in error.issues if i.team in state.teams}
        | {state.entries[i.player].display_name for i in error.issues if i.player in state.entries}
    )


def team_standing_rows(state: EventState, after_round: int | None = None) -> list[TeamStandingRow]:
    """Team standings (MTR Appendix C: match points, then OMW%; no game points)."""
    teams = standing_teams(state)
    dropped = {
        team: after
        for team, after in team_dropped_after(state).items()
        if after_round is None or after <= after_round
    }
    return compute_team_standings(
        [core_team(t) for t in teams],
        team_records(state, after_round),
        state.settings.floor.value_fraction,
        dropped=dropped,
    )


def team_points_before(state: EventState) -> dict[int, dict[int, int]]:
    """Team match points when each Swiss round was paired, by round number."""
    if state.team_kind is None:
        return {}
    running: dict[int, int] = {}
    before: dict[int, dict[int, int]] = {}
    by_round: dict[int, list[MatchRecord]] = {}
    for record in team_records(state):
        by_round.setdefault(record.round, []).append(record)
    for rnd in state.swiss:
        before[rnd.number] = dict(running)
        for team, earned in match_points(by_round.get(rnd.number, ())).items():
            running[team] = running.get(team, 0) + earned
    return before


# --- pairing ---


def check_teams_ready(state: EventState) -> list[TeamState]:
    """The teams to pair next, or a refusal: players still without a team
    (``PLAYERS_WITHOUT_TEAM``), teams that do not fit the structure (``TEAMS_INCOMPLETE``,
    MTR 8.2), fewer than two teams (``TOO_FEW_PLAYERS``)."""
    kind = require_teams(state)
    loose = [e for e in state.entries.values() if e.team is None and not e.dropped]
    if loose:
        raise ServiceError(
            Problem.PLAYERS_WITHOUT_TEAM,
            entries=[e.id for e in loose],
            names=[e.display_name for e in loose],
        )
    active = state.active_teams()
    issues = team_issues((core_team(t) for t in active), kind)
    if issues:
        bad = sorted({state.teams[i.team].name for i in issues if i.team in state.teams})
        raise ServiceError(Problem.TEAMS_INCOMPLETE, teams=bad)
    if len(active) < 2:
        raise ServiceError(Problem.TOO_FEW_PLAYERS, players=len(active), teams=True)
    return active


def draw_team_pairings(state: EventState, number: int, seed: int) -> tuple[TeamPairing, ...]:
    """Team pairings of Swiss round ``number`` (``state`` must not hold it yet): the
    active teams ranked by the team standings, paired as units (``core.teams.pairing``)."""
    kind = require_teams(state)
    active = check_teams_ready(state)
    active_ids = {t.id for t in active}
    order = [e for e in pairing_order(team_standing_rows(state)) if e in active_ids]
    try:
        return pair_teams(
            [core_team(t) for t in active],
            kind,
            order,
            team_records(state),
            number,
            random.Random(seed),
        )
    except NoLegalPairing as exc:
        raise ServiceError(Problem.NO_LEGAL_PAIRING, reason=exc.reason.value) from exc
    except TeamError as exc:
        if exc.problem is TeamProblem.UNKNOWN_ENTRY:
            raise
        raise ServiceError(Problem.TEAMS_INCOMPLETE, teams=_names(state, exc)) from exc


def write_team_round(
    ctx: Context,
    state: EventState,
    number: int,
    seed: int | None,
    pairings: tuple[TeamPairing, ...],
    *,
    playoff: bool = False,
) -> int:
    """Save a paired team round (see the module docstring for the rows); ``playoff``
    marks a round of the team playoff (``services.teams.playoff``)."""
    # The store, here only: reading an event file (``require_teams``, the team standings)
    # must not load the database layer (issue 33).
    from mtrdesk.services.history import match_row
    from mtrdesk.store.models import Match, Round

    now = ctx.now()
    rnd = Round.create(event=state.id, number=number, seed=seed, playoff=playoff, paired_at=now)
    ctx.round_started(state.id, number)  # backed up at its start (services.backups)
    rows = []
    for pairing in pairings:
        if pairing.seats:
            for seat in pairing.seats:
                rows.append(
                    match_row(
                        rnd.id,
                        seat.table,
                        MatchKind.BYE if seat.is_bye else MatchKind.PAIRED,
                        seat.player1,
                        seat.player2,
                        now,
                        seat.seat.value,
                    )
                )
            continue
        first = _representative(state, pairing.team1)
        second = None if pairing.team2 is None else _representative(state, pairing.team2)
        kind = MatchKind.BYE if second is None else MatchKind.PAIRED
        rows.append(match_row(rnd.id, pairing.table, kind, first, second, now))
    if rows:
        Match.insert_many(rows).execute()
    return rnd.id


def _representative(state: EventState, team: int) -> EntryId:
    """The member a 2HG team's match rows name: the player registered first (seat A)."""
    return state.teams[team].players[0]


def pairing_audit(pairings: tuple[TeamPairing, ...]) -> list[list[object]]:
    """What the audit log keeps of a team round: table, team 1, team 2."""
    return [[p.table, p.team1, p.team2] for p in pairings]


# --- reading a round ---


def pair_team_round(ctx: Context, state: EventState, number: int, seed: int, action: str) -> int:
    """Draw, write and log Swiss round ``number`` of a team event; the new round's id."""
    pairings = draw_team_pairings(state, number, seed)
    round_id = write_team_round(ctx, state, number, seed, pairings)
    ctx.audit(
        state.id,
        action,
        round=number,
        seed=seed,
        swiss_rounds=state.swiss_rounds,
        teams=pairing_audit(pairings),
        team_names={str(t.id): t.name for t in state.teams.values()},
    )
    return round_id
