"""Rounds, matches and the audit log as frozen values the window and the CLI display, built
from values already loaded (pure functions: no store, no context)."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Collection, Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from mtrdesk.core.event.playoff import playoff_field
from mtrdesk.core.event.state import ROUND_VIEW, EventState, MatchState, RoundState
from mtrdesk.core.event.teams import seat_groups, team_name, team_result
from mtrdesk.core.results import MatchResult
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.teams.rounds import team_points_before


@dataclass(frozen=True)
class MatchView:
    """One table, or one unopposed bye/loss (``table`` and ``player2`` are ``None``)."""

    id: int
    round: int
    table: int | None
    kind: MatchKind
    player1: int
    player1_name: str
    player2: int | None
    player2_name: str | None
    result: MatchResult | None
    playoff: bool
    #: Match points each player had when the round was paired (Swiss rounds; else 0).
    points1: int = 0
    points2: int | None = None
    #: The draft pod (MTR 7.6) of the players at this table (a bye: its player's pod);
    #: ``None`` for a playoff match, players without a pod, or players of different pods.
    pod: int | None = None
    #: A team event's seat match (MTR 8.2): "A", "B" or "C"; "" for every other match.
    #: In a Two-Headed Giant event the names are the teams' names (MTR 9.1).
    seat: str = ""

    @property
    def awaiting_result(self) -> bool:
        return self.kind is MatchKind.PAIRED and self.result is None

    @property
    def label(self) -> str | None:
        """The table as posted and typed: "12", or "12B" for a seat match; None for a bye."""
        return None if self.table is None else f"{self.table}{self.seat}"


@dataclass(frozen=True)
class TeamMatchView:
    """One team match of a team or Two-Headed Giant round (``team2`` ``None``: a bye).

    ``result`` is the team result from team 1's side: seat matches won, lost and drawn
    (MTR 8.2 seat events, once every seat has reported), or the game of a 2HG match
    (MTR 9.1). ``points1``/``points2`` are team match points before the round.
    ``seats`` are the seat matches A, B(, C) in seat events, empty for 2HG, where
    ``match_id`` is the one stored match.
    """

    round: int
    table: int | None
    kind: MatchKind
    team1: int
    team1_name: str
    team2: int | None
    team2_name: str | None
    result: MatchResult | None
    points1: int = 0
    points2: int | None = None
    seats: tuple[MatchView, ...] = ()
    match_id: int | None = None

    @property
    def awaiting_result(self) -> bool:
        return self.kind is MatchKind.PAIRED and self.result is None

    @property
    def missing_seats(self) -> tuple[MatchView, ...]:
        return tuple(m for m in self.seats if m.awaiting_result)


@dataclass(frozen=True)
class RoundView:
    """A paired round; ``seed`` replays its Swiss pairing (``None`` for playoff rounds)."""

    number: int
    seed: int | None
    playoff: bool
    matches: tuple[MatchView, ...]
    #: Team events (MTR 8, 9): the team matches, tables in order, then byes.
    teams: tuple[TeamMatchView, ...] = ()
    #: A playoff round's players (teams) as the bracket counts them: 8 for the
    #: quarterfinals, 4, 2 for the final (``core.event.playoff.playoff_field``); 0 else.
    field: int = 0

    @cached_property
    def missing(self) -> tuple[MatchView, ...]:
        """Paired matches still waiting for a result, by table."""
        return tuple(m for m in self.matches if m.awaiting_result)

    @property
    def complete(self) -> bool:
        return not self.missing

    def at_table(self, table: int) -> MatchView | None:
        return next((m for m in self.matches if m.table == table), None)

    def at_seat(self, table: int, seat: str) -> MatchView | None:
        """A team event's seat match: table 12, seat "B" is "12B"."""
        return next((m for m in self.matches if m.table == table and m.seat == seat), None)


@dataclass(frozen=True)
class RoundOutline:
    """A round as the round chooser and the "pair next" check need it, read without
    loading the event: its number and the tables still waiting for a result ("12",
    "12B"), by table."""

    number: int
    playoff: bool
    missing: tuple[str, ...] = ()

    def reported(self, labels: Collection[str]) -> RoundOutline:
        """The outline once the tables ``labels`` have their results."""
        return replace(self, missing=tuple(m for m in self.missing if m not in labels))


@dataclass(frozen=True)
class RecordedResult:
    """A match's result as stored now (``None``: none yet), its round and its table as
    posted ("12", "12B"; ``None``: a bye)."""

    round: int
    label: str | None
    result: MatchResult | None


@dataclass(frozen=True)
class AuditEntry:
    """One logged mutation."""

    when: dt.datetime
    action: str
    detail: Mapping[str, Any]


def match_view(
    state: EventState, match: MatchState, team_points: dict[int, dict[int, int]] | None = None
) -> MatchView:
    if state.team_kind is TeamKind.TWO_HEADED_GIANT and not match.playoff:
        return _shared_game_view(state, match, team_points)
    points = state.points_before.get(match.round, {}) if not match.playoff else {}
    return _player_view(state, match, points, bool(state.pods))


def _player_view(
    state: EventState, match: MatchState, points: Mapping[int, int], pods: bool
) -> MatchView:
    """``match_view`` of a match between players, ``points`` those of its round (empty
    for a playoff match); ``pods``: whether any entry is seated in a pod."""
    names = state.names
    player1, player2 = match.player1, match.player2
    return MatchView(
        match.id,
        match.round,
        match.table,
        match.kind,
        player1,
        names[player1] or "",
        player2,
        None if player2 is None else names[player2],
        match.result,
        match.playoff,
        points.get(player1, 0),
        None if player2 is None else points.get(player2, 0),
        # No entry in a pod: every match's pod is None (``EventState.pod_of_match``).
        None if match.playoff or not pods else state.pod_of_match(match.players()),
        match.seat,
    )


def _shared_game_view(
    state: EventState, match: MatchState, team_points: dict[int, dict[int, int]] | None
) -> MatchView:
    """A Two-Headed Giant match (MTR 9.1): the teams by name, with team points."""
    points = (team_points or team_points_before(state)).get(match.round, {})
    team1 = state.entries[match.player1].team
    team2 = None if match.player2 is None else state.entries[match.player2].team
    return MatchView(
        id=match.id,
        round=match.round,
        table=match.table,
        kind=match.kind,
        player1=match.player1,
        player1_name=team_name(state, match.player1) or state.name(match.player1) or "",
        player2=match.player2,
        player2_name=team_name(state, match.player2) or state.name(match.player2),
        result=match.result,
        playoff=match.playoff,
        points1=points.get(team1, 0) if team1 is not None else 0,
        points2=None if match.player2 is None or team2 is None else points.get(team2, 0),
    )


def team_match_views(
    state: EventState, rnd: RoundState, team_points: dict[int, dict[int, int]]
) -> tuple[TeamMatchView, ...]:
    """The team matches of a Swiss round of a team event, tables first, then byes."""
    points = team_points.get(rnd.number, {})
    views = []
    if state.team_kind is TeamKind.TWO_HEADED_GIANT:
        for m in rnd.matches:
            view = match_view(state, m, team_points)
            team1 = state.entries[m.player1].team
            team2 = None if m.player2 is None else state.entries[m.player2].team
            if team1 is None:
                continue
            views.append(
                TeamMatchView(
                    round=m.round,
                    table=m.table,
                    kind=m.kind,
                    team1=team1,
                    team1_name=view.player1_name,
                    team2=team2,
                    team2_name=view.player2_name,
                    result=m.result if m.kind is MatchKind.PAIRED else m.kind.fixed_result,
                    points1=view.points1,
                    points2=view.points2,
                    match_id=m.id,
                )
            )
    else:
        for team1, team2, seats in seat_groups(state, rnd):
            lead = seats[0]
            members = set(state.teams[team1].players)
            result = (
                team_result(seats, members)
                if lead.kind is MatchKind.PAIRED
                else lead.kind.fixed_result
            )
            views.append(
                TeamMatchView(
                    round=rnd.number,
                    table=lead.table,
                    kind=lead.kind,
                    team1=team1,
                    team1_name=state.teams[team1].name,
                    team2=team2,
                    team2_name=None if team2 is None else state.teams[team2].name,
                    result=result,
                    points1=points.get(team1, 0),
                    points2=None if team2 is None else points.get(team2, 0),
                    seats=tuple(match_view(state, m) for m in seats),
                )
            )
    views.sort(key=lambda v: (v.table is None, v.table or 0, not v.kind.is_bye, v.team1_name))
    return tuple(views)


def round_view(state: EventState, rnd: RoundState) -> RoundView:
    """Tables in order, then byes, then unopposed losses (each by name); built once per
    state and round (``EventState.derived``)."""
    key = (ROUND_VIEW, rnd.id)
    kept = state.derived.get(key)
    if isinstance(kept, tuple) and kept[0] is rnd:  # this very round, not one like it
        view: RoundView = kept[1]
        return view
    view = _round_view(state, rnd)
    state.derived[key] = (rnd, view)
    return view


def _round_view(state: EventState, rnd: RoundState) -> RoundView:

    def order(m: MatchState) -> tuple[int, int, str]:
        if m.table is not None:
            return (0, m.table, "")
        return (1 if m.kind.is_bye else 2, 0, state.name(m.player1) or "")

    if state.team_kind is not None:  # team playoff rounds too (services.team_playoff)
        team_points = team_points_before(state)
        return RoundView(
            number=rnd.number,
            seed=rnd.seed,
            playoff=rnd.playoff,
            matches=tuple(
                match_view(state, m, team_points)
                for m in sorted(rnd.matches, key=lambda m: (*order(m), m.seat))
            ),
            teams=team_match_views(state, rnd, team_points),
            field=playoff_field(state, rnd.number) if rnd.playoff else 0,
        )
    points = state.points_before.get(rnd.number, {}) if not rnd.playoff else {}
    pods = bool(state.pods)
    return RoundView(
        number=rnd.number,
        seed=rnd.seed,
        playoff=rnd.playoff,
        matches=tuple(
            # A round's matches are all of it: Swiss, or playoff (``services.history``).
            _player_view(state, m, points if not m.playoff else {}, pods)
            for m in sorted(rnd.matches, key=order)
        ),
        field=playoff_field(state, rnd.number) if rnd.playoff else 0,
    )


def audit_entry(when: dt.datetime | str, action: str, detail: str) -> AuditEntry:
    """One audit row as stored (``when`` as a datetime or ISO text, ``detail`` JSON)."""
    return AuditEntry(
        when=when if isinstance(when, dt.datetime) else dt.datetime.fromisoformat(when),
        action=action,
        detail=json.loads(detail),
    )
