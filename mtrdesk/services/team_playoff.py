"""The single-elimination playoff of a three-person team or Two-Headed Giant event
(MTR 8, 9, 10.4, 2.2, 2.5, 2.10) over ``core.team_playoff``.

Stored like the individual playoff (``services.playoff``) and like the team Swiss rounds
(``services.team_rounds``):

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

from mtrdesk.core.elimination_only import build_elimination_bracket
from mtrdesk.core.event_state import EventState, MatchState
from mtrdesk.core.event_teams import (
    core_team,
    standing_teams,
    stored_team_records,
    team_dropped_after,
    team_of_entry,
)
from mtrdesk.core.playoff import Bracket, PlayoffMatch
from mtrdesk.core.team_pairing import SeatPairing, TeamPairing
from mtrdesk.core.team_playoff import (
    TEAM_ELIMINATION_MAX_TEAMS,
    TEAM_ELIMINATION_MIN_TEAMS,
    build_team_bracket,
    team_chooser,
)
from mtrdesk.core.team_standings import pairing_order
from mtrdesk.core.teams import TeamKind, team_history, team_match_result
from mtrdesk.core.tournament import MatchKind, MatchRecord
from mtrdesk.services.context import Context
from mtrdesk.services.elimination import seed_elimination_field
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.playoff_views import (
    BracketKind,
    BracketView,
    FinalRow,
    PlayoffMatchView,
    PlayoffRoundView,
    SeatView,
)
from mtrdesk.services.swiss_end import require_cut_ready
from mtrdesk.services.team_rounds import (
    check_teams_ready,
    require_teams,
    team_standing_rows,
    write_team_round,
)
from mtrdesk.store.models import Entry as EntryRow

__all__ = [
    "start_team_elimination",
    "start_team_playoff",
    "team_bracket_for",
    "team_bracket_view",
    "team_final_standings",
    "write_team_playoff_rounds",
]


def team_seeds(state: EventState) -> dict[int, int]:
    """Each seeded team's place (stored on its members), team id → seed."""
    seeds: dict[int, int] = {}
    for team in state.teams.values():
        for player in team.players:
            seed = state.entries[player].playoff_seed
            if seed is not None:
                seeds[team.id] = seed
    return seeds


def _playoff_team_matches(state: EventState, kind: TeamKind) -> tuple[MatchRecord, ...]:
    """The playoff rounds as team matches (a match without every seat result is pending)."""
    records = stored_team_records(state, state.playoff_rounds)
    if not records:
        return ()
    return team_history([core_team(t) for t in standing_teams(state)], kind, records)


def team_bracket_for(state: EventState) -> Bracket | None:
    """The team bracket from the stored seeds and playoff rounds; ``None`` before the cut.

    A dropped team (MTR 8.2: a member's drop drops the team) misses the rounds after its
    drop, but a round already paired with it stands (MTR 2.10: nobody moves up, the
    highest-ranked remaining team gets the bye in later rounds).
    """
    kind = require_teams(state)
    seeds = team_seeds(state)
    if not seeds:
        return None
    order = sorted(seeds, key=seeds.__getitem__)
    swiss = state.swiss_paired
    team_of = team_of_entry(state)
    last_paired: dict[int, int] = {}
    for index, rnd in enumerate(state.playoff_rounds, start=1):
        for m in rnd.matches:
            for player in m.players():
                last_paired[team_of[player]] = index
    drops = {
        team: max(1, after - swiss + 1, last_paired.get(team, 0) + 1)
        for team, after in team_dropped_after(state).items()
        if team in seeds
    }
    matches = _playoff_team_matches(state, kind)
    if state.settings.elimination_only:  # Appendix E: seeded at random, byes to top seeds
        return build_elimination_bracket(order, matches, drops)
    return build_team_bracket(order, len(order), matches, drops)


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
    if not TEAM_ELIMINATION_MIN_TEAMS <= len(teams) <= TEAM_ELIMINATION_MAX_TEAMS:
        raise ServiceError(
            Problem.ELIMINATION_FIELD,
            players=len(teams),
            smallest=TEAM_ELIMINATION_MIN_TEAMS,
            largest=TEAM_ELIMINATION_MAX_TEAMS,
            teams=True,
        )

    def members(team: int) -> tuple[int, ...]:
        return state.teams[team].players

    seed_elimination_field(ctx, state, teams, members, seed, teams=True)


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


def _seat_views(state: EventState, rows: list[MatchState], team1: set[int]) -> tuple[SeatView, ...]:
    views = []
    for row in sorted(rows, key=lambda r: r.seat):
        flipped = row.player1 not in team1
        p1, p2 = (row.player2, row.player1) if flipped else (row.player1, row.player2)
        result = row.result.swapped() if flipped and row.result is not None else row.result
        views.append(
            SeatView(row.seat, row.label or "", state.name(p1) or "", state.name(p2) or "", result)
        )
    return tuple(views)


def team_bracket_view(state: EventState) -> BracketView:
    """The team bracket as the playoff tab shows it: team names, seeds, each team match's
    seat matches and result (seat matches won by each team), who chooses play or draw."""
    kind = require_teams(state)
    bracket = team_bracket_for(state)
    if bracket is None:
        raise ServiceError(Problem.PLAYOFF_NOT_STARTED)
    team_of = team_of_entry(state)
    rounds = []
    for playoff_round, stored in zip(bracket.rounds, state.playoff_rounds, strict=False):
        by_teams: dict[frozenset[int], list[MatchState]] = {}
        for row in stored.matches:
            if row.kind is MatchKind.PAIRED and row.player2 is not None:
                key = frozenset((team_of[row.player1], team_of[row.player2]))
                by_teams.setdefault(key, []).append(row)
        number = stored.number
        views = []
        for m in playoff_round.matches:
            rows = by_teams.get(frozenset(m.players()), []) if m.player2 is not None else []
            views.append(_match_view(state, kind, number, m, rows))
        rounds.append(
            PlayoffRoundView(number, playoff_round.field_size, tuple(views), playoff_round.dropped)
        )
    champion = bracket.champion
    return BracketView(
        size=bracket.size,
        seeds=bracket.seeds,
        rounds=tuple(rounds),
        champion=champion,
        champion_name=None if champion is None else state.teams[champion].name,
        finished=bracket.finished,
        kind=BracketKind.STANDINGS,
        team_seats="" if kind.shares_game else "".join(s.value for s in kind.seats),
        teams=True,
    )


def _match_view(
    state: EventState, kind: TeamKind, number: int, m: PlayoffMatch, rows: list[MatchState]
) -> PlayoffMatchView:
    team1 = set(state.teams[m.player1].players)
    seats = () if kind.shares_game else _seat_views(state, rows, team1)
    if kind.shares_game:
        row = rows[0] if rows else None
        flipped = row is not None and row.player1 not in team1
        result = None if row is None else row.result
        if flipped and result is not None:
            result = result.swapped()
    else:
        results = [s.result for s in seats]
        complete = bool(results) and all(r is not None for r in results)
        result = None
        if complete:
            result = team_match_result(results)
    chooser = team_chooser(m, kind)
    return PlayoffMatchView(
        match_id=rows[0].id if rows else None,
        round=number,
        table=None if m.player2 is None else m.position + 1,
        player1=m.player1,
        player1_name=state.teams[m.player1].name,
        seed1=m.seed1,
        player2=m.player2,
        player2_name=None if m.player2 is None else state.teams[m.player2].name,
        seed2=m.seed2,
        result=result,
        winner=m.winner,
        chooser=m.player1 if chooser is None else chooser,
        chooser_name="" if chooser is None else state.teams[chooser].name,
        seats=seats,
        chooser_random=chooser is None,
    )


def team_final_standings(state: EventState) -> list[FinalRow]:
    """Teams in final order: champion, finalist, semifinal losers by seed, ...; then the
    other teams in team-standings order (MTR 10.4, Appendix C). Names are team names."""
    rows = {r.entry: r for r in team_standing_rows(state)}
    bracket = team_bracket_for(state)
    order: list[int] = list(rows)
    out_in: dict[int, int] = {}
    if bracket is not None:
        order, out_in = bracket.finish(order, state.swiss_paired)
    seeds = team_seeds(state)
    champion = bracket.champion if bracket is not None else None
    return [
        FinalRow(
            rank=rank,
            entry=team,
            name=rows[team].name,
            player_id="",
            swiss_rank=rows[team].rank,
            points=rows[team].points,
            record=rows[team].record,
            playoff_seed=seeds.get(team),
            eliminated_in=out_in.get(team),
            champion=team == champion,
            dropped_after_round=rows[team].dropped_after_round,
        )
        for rank, team in enumerate(order, start=1)
    ]
