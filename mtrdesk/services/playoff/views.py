"""What the playoff services return: the bracket as shown, cut and final standings, and
the pure functions that build them from a loaded ``EventState`` (no store, no context).

Shared by ``services.playoff.service`` (individual events) and ``services.teams.playoff`` (team
events, MTR 8 and 9, where "player" is a team and ``seats`` holds its seat matches).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtrdesk.core.event.playoff import bracket_for, team_seeds
from mtrdesk.core.event.state import EventState, MatchState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.event.teams import team_of_entry
from mtrdesk.core.playoff.bracket import PlayoffMatch
from mtrdesk.core.results import MatchResult
from mtrdesk.core.teams.playoff import team_chooser
from mtrdesk.core.teams.team import TeamKind, team_match_result
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.teams.rounds import require_teams, team_standing_rows


@dataclass(frozen=True)
class SeatView:
    """One seat match of a team playoff match (MTR 8.2: A plays A), from team 1's side:
    ``label`` is the table as typed ("1A")."""

    seat: str
    label: str
    player1_name: str
    player2_name: str
    result: MatchResult | None


class BracketKind(enum.Enum):
    """How the first playoff round is laid out."""

    STANDINGS = "standings"  # MTR 10.4: by the final Swiss standings (1 v 8, 4 v 5, ...)
    DRAFT = "draft"  # MTR 10.4: the booster-draft playoff, by draft seat (1 v 5, ...)
    ELIMINATION = "elimination"  # Appendix E: single elimination only, seeded at random


@dataclass(frozen=True)
class PlayoffMatchView:
    """One bracket match; ``chooser`` picks play or draw (MTR 2.2: the higher seed)."""

    match_id: int | None  # the stored match, None for a bye
    round: int  # the event's round number
    table: int | None
    player1: int
    player1_name: str
    seed1: int
    player2: int | None
    player2_name: str | None
    seed2: int | None
    result: MatchResult | None
    winner: int | None
    chooser: int
    chooser_name: str
    #: The booster-draft playoff (MTR 10.4): each player's seat at the draft table.
    seat1: int | None = None
    seat2: int | None = None
    #: A team playoff match (MTR 8): its seat matches, seat A first.
    seats: tuple[SeatView, ...] = ()
    #: Two-Headed Giant: a team determined at random chooses play or draw (MTR 9.3).
    chooser_random: bool = False

    @property
    def is_bye(self) -> bool:
        return self.player2 is None


@dataclass(frozen=True)
class PlayoffRoundView:
    """``field_size`` names the round: 8 quarterfinal, 4 semifinal, 2 final."""

    number: int
    field_size: int
    matches: tuple[PlayoffMatchView, ...]
    dropped: tuple[int, ...]


@dataclass(frozen=True)
class BracketView:
    size: int
    seeds: tuple[int, ...]  # entry ids, seed 1 first
    rounds: tuple[PlayoffRoundView, ...]
    champion: int | None
    champion_name: str | None
    finished: bool
    kind: BracketKind = BracketKind.STANDINGS
    #: The booster-draft playoff (MTR 10.4): the entry in seat k is ``draft_seats[k - 1]``.
    draft_seats: tuple[int, ...] = ()
    #: A team event's bracket (MTR 8, 9): "players" are teams; the seat letters typed.
    team_seats: str = ""
    teams: bool = False

    @property
    def next_matches(self) -> tuple[PlayoffMatchView, ...]:
        """The matches to play now."""
        if not self.rounds:
            return ()
        return tuple(m for m in self.rounds[-1].matches if m.winner is None)


@dataclass(frozen=True)
class FinalRow:
    """A final place: playoff finish first, then Swiss order (``swiss_rank``)."""

    rank: int
    entry: int
    name: str
    player_id: str
    swiss_rank: int
    points: int
    record: str
    playoff_seed: int | None
    eliminated_in: int | None  # the event round a playoff player lost (or left) in
    champion: bool
    dropped_after_round: int | None


@dataclass(frozen=True)
class CutPlayer:
    """A player who makes the playoff (``PlayoffService.cut``), best seed first.

    ``seed`` is ``None`` in a single-elimination-only event before its random seeding;
    ``advanced_after`` the Swiss round after which they advanced early (MTR 10.4);
    ``seat`` their seat at the booster-draft playoff table once seated.
    """

    seed: int | None
    entry: int
    name: str
    points: int
    record: str
    advanced_after: int | None
    seat: int | None


def bracket_kind(state: EventState) -> BracketKind:
    if state.settings.elimination_only:
        return BracketKind.ELIMINATION
    if state.settings.playoff.by_draft_seat:
        return BracketKind.DRAFT
    return BracketKind.STANDINGS


def bracket_view(state: EventState) -> BracketView:
    """The bracket as shown (``PlayoffService.bracket``) from an event as plain values, so a
    printout of an event file shows what the window shows; ``PLAYOFF_NOT_STARTED`` before
    the cut."""
    if state.team_kind is not None:
        return team_bracket_view(state)
    bracket = bracket_for(state)
    if bracket is None:
        raise ServiceError(Problem.PLAYOFF_NOT_STARTED)
    stored = {
        frozenset(m.players()): m
        for r in state.playoff_rounds
        for m in r.matches
        if m.kind is MatchKind.PAIRED
    }
    rounds = []
    for playoff_round in bracket.rounds:
        number = state.swiss_paired + playoff_round.number
        views = tuple(_match_view(state, number, m, stored) for m in playoff_round.matches)
        rounds.append(
            PlayoffRoundView(number, playoff_round.field_size, views, playoff_round.dropped)
        )
    return BracketView(
        size=bracket.size,
        seeds=bracket.seeds,
        rounds=tuple(rounds),
        champion=bracket.champion,
        champion_name=state.name(bracket.champion),
        finished=bracket.finished,
        kind=bracket_kind(state),
        draft_seats=bracket.draft_seats,
    )


def _match_view(state: EventState, number: int, m: PlayoffMatch, stored: dict) -> PlayoffMatchView:
    saved = stored.get(frozenset(m.players())) if m.player2 is not None else None
    result = None
    table = None
    if saved is not None:
        table = saved.table
        result = (
            saved.result
            if saved.player1 == m.player1 or saved.result is None
            else (saved.result.swapped())
        )
    return PlayoffMatchView(
        match_id=saved.id if saved is not None else None,
        round=number,
        table=table,
        player1=m.player1,
        player1_name=state.name(m.player1) or "",
        seed1=m.seed1,
        player2=m.player2,
        player2_name=state.name(m.player2),
        seed2=m.seed2,
        result=result,
        winner=m.winner,
        chooser=m.chooser,
        chooser_name=state.name(m.chooser) or "",
        seat1=state.entries[m.player1].draft_seat,
        seat2=None if m.player2 is None else state.entries[m.player2].draft_seat,
    )


def _finish(
    state: EventState, swiss_order: list[int]
) -> tuple[list[int], dict[int, int], int | None]:
    """The final order of ``swiss_order`` (players or teams, Swiss order), the playoff
    round each one lost in, and the champion; without a playoff, the Swiss order."""
    bracket = bracket_for(state)
    if bracket is None:
        return swiss_order, {}, None
    order, out_in = bracket.finish(swiss_order, state.swiss_paired)
    return order, out_in, bracket.champion


def final_standings(state: EventState) -> list[FinalRow]:
    """Playoff finish (champion, finalist, then by round lost and seed), then everyone
    else in Swiss order. Without a playoff this is the Swiss standings."""
    if state.team_kind is not None:
        return team_final_standings(state)
    rows = {r.entry: r for r in standings_rows(state)}
    order, out_in, champion = _finish(state, list(rows))
    final = []
    for rank, entry_id in enumerate(order, start=1):
        row, entry = rows[entry_id], state.entries[entry_id]
        final.append(
            FinalRow(
                rank=rank,
                entry=entry_id,
                name=entry.display_name,
                player_id=entry.player_id,
                swiss_rank=row.rank,
                points=row.points,
                record=row.record,
                playoff_seed=entry.playoff_seed,
                eliminated_in=out_in.get(entry_id),
                champion=entry_id == champion,
                dropped_after_round=entry.dropped_after_round,
            )
        )
    return final


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
    bracket = bracket_for(state)
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
            views.append(_team_match_view(state, kind, number, m, rows))
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


def _team_match_view(
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
    order, out_in, champion = _finish(state, list(rows))
    seeds = team_seeds(state)
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
