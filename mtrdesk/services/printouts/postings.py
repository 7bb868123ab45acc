"""What the posting sheets print, read from an event (no Qt, no reportlab).

Pairings come from the same round views the window shows (``views.round_view``, the pod
views of ``multiplayer_state``), so the points beside a name are the ones on screen: match
points before the round, a team's for team events. Standings come from the standings
services' own functions (``standings_rows``, ``team_standing_rows``, the pod event's
``standing_rows``); nothing is computed here. Names stay unsorted: the order depends on
the reader's language, which ``sheets`` knows (the collator is Qt).
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Any

from mtrdesk.core.event.playoff import playoff_field
from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.pods.standings import points_per_win
from mtrdesk.core.printouts.postings import (
    NameLine,
    PairingsPosting,
    PostingKind,
    StandingLine,
    StandingsKind,
    StandingsPosting,
    TableLine,
    TableSide,
)
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.history import round_of
from mtrdesk.services.pods.state import PodEventState, pod_round_view
from mtrdesk.services.teams.rounds import team_standing_rows
from mtrdesk.services.views import MatchView, TeamMatchView, round_view

__all__ = ["pairings_posting", "standings_after", "standings_posting"]


def pairings_posting(event: EventHistory, round_number: int | None = None) -> PairingsPosting:
    """Round ``round_number`` (default: the latest round paired, playoff included) as both
    pairings sheets print it; ``NO_ROUNDS`` or ``ROUND_NOT_FOUND`` when there is none."""
    state = event.state
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    rnd = state.rounds[-1] if round_number is None else round_of(state, round_number)
    if event.pod_event is not None:
        kind = PostingKind.PODS
        names, tables = _pod_lines(event.pod_event, rnd)
    elif state.team_kind is None:
        kind = PostingKind.PLAYERS
        names, tables = _player_lines(state, rnd)
    else:
        shared = state.team_kind is TeamKind.TWO_HEADED_GIANT and not rnd.playoff
        kind = PostingKind.SHARED if shared else PostingKind.SEATS
        names, tables = _team_lines(state, rnd, shared)
    return PairingsPosting(
        event_name=state.settings.name,
        date=state.settings.date,
        round_number=rnd.number,
        playoff=rnd.playoff,
        kind=kind,
        names=tuple(names),
        tables=tuple(tables),
        field=playoff_field(state, rnd.number) if event.pod_event is None else 0,
        format=state.settings.format,
        minutes=state.settings.round_minutes,
        started=next((s for n, s, _ in event.round_times if n == rnd.number), None),
        ends=next((e for n, _, e in event.round_times if n == rnd.number), None),
    )


def _name_line(
    state: EventState,
    entry: EntryId,
    points: int | None,
    table: str | None,
    opponent: str | None,
    kind: MatchKind,
    *,
    seat: int | None = None,
    team: str = "",
) -> NameLine:
    e = state.entries[entry]
    return NameLine(
        name=e.display_name,
        family=e.family,
        given=e.given,
        reading=e.reading,
        points=points,
        table=table,
        opponent=opponent,
        kind=kind,
        seat=seat,
        team=team,
    )


def _both_sides(
    state: EventState, m: MatchView, points: tuple[int | None, int | None]
) -> Iterator[NameLine]:
    """A match from each side: the posting lists every player once (byes: one line)."""
    yield _name_line(state, m.player1, points[0], m.label, m.player2_name, m.kind)
    if m.player2 is not None:
        yield _name_line(state, m.player2, points[1], m.label, m.player1_name, m.kind)


def _player_lines(state: EventState, rnd: RoundState) -> tuple[list[NameLine], list[TableLine]]:
    names: list[NameLine] = []
    tables: list[TableLine] = []
    for m in round_view(state, rnd).matches:  # tables in order, then byes, then losses
        points = (None, None) if rnd.playoff else (m.points1, m.points2)
        names.extend(_both_sides(state, m, points))
        sides = [TableSide(m.player1_name, points[0])]
        if m.player2_name is not None:
            sides.append(TableSide(m.player2_name, points[1]))
        tables.append(TableLine(m.label, tuple(sides), m.kind))
    return names, tables


def _team_lines(
    state: EventState, rnd: RoundState, shared: bool
) -> tuple[list[NameLine], list[TableLine]]:
    """Team rounds: one line per player on the by-name sheet (a player looks for their own
    name), with the seat table "12A" and the opposing seat's player (MTR 8.2), or the
    opposing team in Two-Headed Giant (MTR 9.1: the team is the opponent). The by-table
    sheet gives the team line, then its seats."""
    names: list[NameLine] = []
    tables: list[TableLine] = []
    view = round_view(state, rnd)
    for tm in view.teams:
        p1, p2 = (None, None) if rnd.playoff else (tm.points1, tm.points2)
        label = None if tm.table is None else str(tm.table)
        sides = [TableSide(tm.team1_name, p1)]
        if tm.team2_name is not None:
            sides.append(TableSide(tm.team2_name, p2))
        tables.append(TableLine(label, tuple(sides), tm.kind))
        if shared:
            names.extend(_shared_names(state, tm, label, (p1, p2)))
            continue
        for m in tm.seats:
            team_points = {tm.team1: p1, tm.team2: p2}
            names.extend(_both_sides(state, m, _seat_points(state, m, team_points)))
            if m.kind is MatchKind.PAIRED:
                seat_sides = (
                    TableSide(m.player1_name, seat=m.seat),
                    TableSide(m.player2_name or "", seat=m.seat),
                )
                tables.append(TableLine(m.label, seat_sides, m.kind, under_team=True))
    return names, tables


def _seat_points(
    state: EventState, m: MatchView, team_points: dict[int | None, int | None]
) -> tuple[int | None, int | None]:
    """Each side's team points in seat match ``m``, found by the player's own team (a
    hand-edited file may seat team 2 on the left)."""

    def of(entry: EntryId | None) -> int | None:
        return None if entry is None else team_points.get(state.entries[entry].team)

    return of(m.player1), of(m.player2)


def _shared_names(
    state: EventState, tm: TeamMatchView, label: str | None, points: tuple[int | None, int | None]
) -> Iterator[NameLine]:
    """Both members of each 2HG team, the other team named as the opponent."""
    for team, opponent, team_points in (
        (tm.team1, tm.team2_name, points[0]),
        (tm.team2, tm.team1_name, points[1]),
    ):
        if team is None:
            continue
        team_name = state.teams[team].name
        for player in state.teams[team].players:
            yield _name_line(state, player, team_points, label, opponent, tm.kind, team=team_name)


def _pod_lines(ev: PodEventState, rnd: RoundState) -> tuple[list[NameLine], list[TableLine]]:
    """Pods: each player's table and seat on the by-name sheet (the pod's other players
    are on the by-table sheet, which lists every pod seat by seat)."""
    state = ev.state
    view = pod_round_view(ev, rnd)
    names: list[NameLine] = []
    tables: list[TableLine] = []
    for pod in view.pods:
        table = str(pod.table)
        for seat in pod.seats:
            points = None if pod.playoff else seat.points
            names.append(
                _name_line(state, seat.entry, points, table, None, MatchKind.PAIRED, seat=seat.seat)
            )
        sides = tuple(
            TableSide(s.name, None if pod.playoff else s.points, seat=str(s.seat))
            for s in pod.seats
        )
        tables.append(TableLine(table, sides))
    for u in view.unopposed:
        points = None if rnd.playoff else u.points
        names.append(_name_line(state, u.entry, points, None, None, u.kind))
        tables.append(TableLine(None, (TableSide(u.name, points),), u.kind))
    return names, tables


# --- standings ------------------------------------------------------------------------


def standings_after(event: EventHistory, after_round: int | None = None) -> int:
    """The Swiss round the standings are taken after: ``after_round``, or the latest
    round with every result in. ``NO_ROUNDS`` before round 1, ``ROUND_NOT_FOUND`` for a
    round not paired, ``RESULTS_MISSING`` (round and tables) for a round whose results are
    not all in: a posted standings sheet must not rank on a partial round."""
    state = event.state
    swiss = state.swiss
    if not swiss:
        raise ServiceError(Problem.NO_ROUNDS)
    if after_round is not None and not any(r.number == after_round for r in swiss):
        raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
    last = swiss[-1].number if after_round is None else after_round
    complete = 0
    for rnd in swiss:
        if rnd.number > last:
            break
        missing = _missing_tables(event, rnd)
        if missing:
            if after_round is None and complete:
                return complete
            raise ServiceError(Problem.RESULTS_MISSING, round=rnd.number, tables=missing)
        complete = rnd.number
    return complete


def _missing_tables(event: EventHistory, rnd: RoundState) -> list[str]:
    if event.pod_event is not None:
        return [str(t) for t in event.pod_event.missing_tables(rnd.number)]
    return [m.label or "" for m in rnd.matches if m.awaiting_result]


def standings_posting(event: EventHistory, after_round: int | None = None) -> StandingsPosting:
    """The standings after a Swiss round (see ``standings_after``): players (MTR 3.1,
    Appendix C), teams (Appendix C: points, then OMW%) or pods (multiplayer 3.1A)."""
    state = event.state
    after = standings_after(event, after_round)
    names = {e.id: e.display_name for e in state.entries.values()}
    ppw = 0
    if event.pod_event is not None:
        kind = StandingsKind.PODS
        ppw = points_per_win(event.pod_event.pod_size)
        floor = Fraction(1, ppw)
        lines = [
            _line(r, names[r.entry], (r.mwp, r.oamp, r.omwp))
            for r in event.pod_event.standing_rows(after)
        ]
    elif state.team_kind is not None:
        kind = StandingsKind.TEAMS
        floor = state.settings.floor.value_fraction
        lines = [
            StandingLine(
                rank=r.rank,
                name=r.name,
                points=r.points,
                record=r.record,
                values=(r.omwp,),
                members=tuple("" if p is None else names[p] for p in state.teams[r.entry].members),
                dropped=r.dropped_after_round is not None,
                tied_with_previous=r.tied_with_previous,
            )
            for r in team_standing_rows(state, after)
        ]
    else:
        kind = StandingsKind.PLAYERS
        floor = state.settings.floor.value_fraction
        lines = [
            _line(r, names[r.entry], (r.omwp, r.gwp, r.ogwp)) for r in standings_rows(state, after)
        ]
    return StandingsPosting(
        event_name=state.settings.name,
        date=state.settings.date,
        after_round=after,
        kind=kind,
        floor=floor,
        lines=tuple(lines),
        points_per_win=ppw,
    )


def _line(row: Any, name: str, values: tuple[Fraction, ...]) -> StandingLine:
    """A player's printed line from a standings row (individual or pod standings)."""
    return StandingLine(
        rank=row.rank,
        name=name,
        points=row.points,
        record=row.record,
        values=values,
        dropped=row.dropped_after_round is not None,
        tied_with_previous=row.tied_with_previous,
    )
