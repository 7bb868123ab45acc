"""Hand-editing the current round of a team or Two-Headed Giant event: two teams change
places (``core.teams.edit``), checked first by the team-level pairing checker.

The change is allowed only in the latest Swiss round, before the playoff, and only
between team matches (or the team bye) without any reported seat result: a seat result
belongs to the players who played it. The seat matches are rewritten so that player A
still plays player A (MTR 8.2); a 2HG match stays one game between two teams (MTR 9.1).

``preview`` runs ``pairing_check.check_pairing`` on the round as it would be, with the
teams as they stood before the round (team match points, team standings, teams met,
byes: docs/pairing-spec.md), so the window can say "these teams already met", "a second
bye" or "a better pairing existed" before anything is saved.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.event.teams import core_team, seat_groups
from mtrdesk.core.swiss.check import RoundCheck, check_pairing
from mtrdesk.core.swiss.pairing import Pairing, players_for_pairing
from mtrdesk.core.teams.edit import (
    SwapProblem,
    TeamSwapError,
    member_swaps,
    swap_in_pairings,
    team_pairs,
)
from mtrdesk.core.teams.pairing import TeamPairing, expand_pairing
from mtrdesk.core.teams.seat_check import check_seats
from mtrdesk.core.teams.team import Team, TeamKind
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.teams.rounds import require_teams, team_records, team_standing_rows
from mtrdesk.store.models import Match

__all__ = ["TeamSwapPreview", "preview_swap", "write_swap"]

#: One team match of the round with its stored rows (seat matches, or the 2HG match).
Stored = tuple[TeamPairing, tuple[MatchState, ...]]


@dataclass(frozen=True)
class TeamSwapPreview:
    """The round if two teams changed places, as the checker sees it.

    ``check`` is the team-level verdict (teams are the players). ``rematches`` are the
    team matches the change would create between teams that already met (names and the
    rounds they met); ``repeat_byes`` a second bye it would give (name, rounds of the
    earlier byes). ``changed`` is false when both teams are in one match (nothing to do).
    """

    round: int
    first: str
    second: str
    check: RoundCheck
    rematches: tuple[tuple[str, str, tuple[int, ...]], ...] = ()
    repeat_byes: tuple[tuple[str, tuple[int, ...]], ...] = ()
    changed: bool = True

    @property
    def clean(self) -> bool:
        """Nothing for the organizer to confirm."""
        return self.check.clean and not self.rematches and not self.repeat_byes


def _stored_matches(state: EventState, rnd: RoundState, kind: TeamKind) -> list[Stored]:
    """The round's team matches and team bye with their rows (unopposed losses left out:
    nothing to pair)."""
    teams = {team.id: core_team(team) for team in state.teams.values()}
    found: list[Stored] = []
    if kind.shares_game:
        team_of = {p: t.id for t in state.teams.values() for p in t.players}
        for m in rnd.matches:
            if m.kind not in (MatchKind.PAIRED, MatchKind.BYE) or m.player1 not in team_of:
                continue
            second = None if m.player2 is None else team_of.get(m.player2)
            found.append((TeamPairing(m.table, team_of[m.player1], second), (m,)))
        return found
    for team1, team2, matches in seat_groups(state, rnd):
        if matches[0].kind not in (MatchKind.PAIRED, MatchKind.BYE):
            continue
        pairing = expand_pairing(Pairing(matches[0].table, team1, team2), teams, kind)
        found.append((pairing, matches))
    return found


def _editable(
    state: EventState, first: int, second: int
) -> tuple[TeamKind, RoundState, list[Stored], dict[EntryId, Team]]:
    """The current round's team matches, once every refusal has been checked."""
    kind = require_teams(state)
    for team in (first, second):
        if team not in state.teams:
            raise ServiceError(Problem.TEAM_NOT_FOUND, team=team)
    if state.playoff_started:
        raise ServiceError(Problem.PLAYOFF_STARTED)
    if not state.swiss:
        raise ServiceError(Problem.NO_ROUNDS)
    rnd = state.swiss[-1]
    stored = _stored_matches(state, rnd, kind)
    for team in (first, second):
        rows = next((rows for p, rows in stored if team in p.teams()), None)
        if rows is None:  # a loss without an opponent (late entry, re-entry) or not in it
            raise ServiceError(
                Problem.NOT_A_PAIRED_MATCH, team=state.teams[team].name, round=rnd.number
            )
        done = next((m for m in rows if m.kind is MatchKind.PAIRED and m.result is not None), None)
        if done is not None:
            raise ServiceError(Problem.RESULTS_IN, match=done.id, round=rnd.number)
    return kind, rnd, stored, {t: core_team(team) for t, team in state.teams.items()}


def _met(history: tuple[MatchRecord, ...], pair: tuple[EntryId, EntryId]) -> tuple[int, ...]:
    return tuple(sorted({r.round for r in history if set(r.players()) == set(pair)}))


def _byes(history: tuple[MatchRecord, ...], team: EntryId) -> tuple[int, ...]:
    return tuple(
        sorted(
            r.round
            for r in history
            if r.player1 == team and r.kind in (MatchKind.BYE, MatchKind.AWARDED_BYE)
        )
    )


def preview_swap(state: EventState, first: int, second: int) -> TeamSwapPreview:
    """What the checker says of the current round if ``first`` and ``second`` changed
    places (refusals as ``write_swap``). Nothing is written."""
    kind, rnd, stored, teams = _editable(state, first, second)
    pairings = [p for p, _ in stored]
    names = (state.teams[first].name, state.teams[second].name)
    try:
        after = swap_in_pairings(pairings, first, second, teams, kind)
        changed = True
    except TeamSwapError as error:
        if error.problem is not SwapProblem.SAME_MATCH:
            raise
        after, changed = tuple(pairings), False
    if check_seats(teams.values(), kind, after):  # MTR 8.2; cannot happen for full teams
        raise ServiceError(Problem.TEAMS_INCOMPLETE, teams=sorted(names))
    before = rnd.number - 1
    history = team_records(state, before) if before else ()
    seated = {team for p in after for team in p.teams()}
    order = [row.entry for row in team_standing_rows(state, before)] if before else []
    order = [t for t in order if t in seated] + sorted(seated - set(order))
    check = check_pairing(players_for_pairing(order, history), team_pairs(after), rnd.number)
    moved = {first, second}
    rematches = tuple(
        (state.teams[a].name, state.teams[b].name, _met(history, (a, b)))
        for a, b in check.rematches
        if changed and moved & {a, b}
    )
    repeat = tuple(
        (state.teams[t].name, _byes(history, t))
        for t in check.repeat_byes
        if changed and t in moved
    )
    return TeamSwapPreview(rnd.number, *names, check, rematches, repeat, changed)


def write_swap(ctx: Context, state: EventState, first: int, second: int) -> TeamSwapPreview:
    """Let ``first`` and ``second`` change places in the current round, logged as
    "team.pairing_edit" with the round before and after. Refused: ``NOT_A_TEAM_EVENT``,
    ``TEAM_NOT_FOUND``, ``PLAYOFF_STARTED``, ``NO_ROUNDS``, ``NOT_A_PAIRED_MATCH`` (a team
    with a loss without an opponent), ``RESULTS_IN`` (a seat result of either match)."""
    preview = preview_swap(state, first, second)
    if not preview.changed:
        return preview
    kind, rnd, stored, teams = _editable(state, first, second)
    swaps = member_swaps(teams[first], teams[second], kind)
    touched = [(p, rows) for p, rows in stored if {first, second} & set(p.teams())]
    for _, rows in touched:
        for m in rows:
            p1 = swaps.get(m.player1, m.player1)
            p2 = None if m.player2 is None else swaps.get(m.player2, m.player2)
            Match.update(player1=p1, player2=p2).where(Match.id == m.id).execute()
    after = swap_in_pairings([p for p, _ in stored], first, second, teams, kind)
    check = preview.check
    ctx.audit(
        state.id,
        "team.pairing_edit",
        round=rnd.number,
        teams=[first, second],
        team_names={str(t): state.teams[t].name for t in (first, second)},
        before=[[p.table, p.team1, p.team2] for p, _ in touched],
        after=[[p.table, p.team1, p.team2] for p in after if {first, second} & set(p.teams())],
        rematches=[[a, b, list(rounds)] for a, b, rounds in preview.rematches],
        repeat_byes=[name for name, _ in preview.repeat_byes],
        better_exists=check.better_exists,
    )
    return preview
