"""Swiss standings by MTR 3.1 / Appendix C (core), with the names a posting sheet needs."""

from __future__ import annotations

from dataclasses import dataclass, fields

from mtrdesk.core.event.state import EntryState
from mtrdesk.core.event.swiss import below_day_two_cut, standings_rows
from mtrdesk.core.standings.individual import StandingRow
from mtrdesk.core.teams.standings import TeamStandingRow
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.teams.rounds import require_teams, team_standing_rows

__all__ = ["StandingView", "StandingsService", "TeamStandingView"]

_ROW_FIELDS = tuple(f.name for f in fields(StandingRow))


@dataclass(frozen=True, slots=True, kw_only=True)
class StandingView(StandingRow):
    """A core ``StandingRow`` plus who the entry is, for tables and posting sheets."""

    name: str
    reading: str = ""
    player_id: str = ""
    #: Below the event's day-two cut: no longer paired, still ranked (not a drop).
    cut_out: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamStandingView(TeamStandingRow):
    """A core ``TeamStandingRow`` (MTR Appendix C for teams: match points, then OMW%; no
    game points) plus the members' names in seat order (MTR 8.2)."""

    members: tuple[str, ...] = ()


class StandingsService:
    """The standings of an event after any Swiss round."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        #: The views handed out last, by the identity of their row: a row the standings
        #: kept after a result (``core.standings.individual.Standings``) keeps its view too, when
        #: the entry is the very same.
        self._views: dict[int, tuple[StandingRow, EntryState, StandingView]] = {}

    def standings(self, event_id: int, after_round: int | None = None) -> list[StandingView]:
        """Standings after ``after_round`` (default: every Swiss round so far).

        Players who dropped before round 1 are not listed (MTR 2.10); later drops keep
        their line with ``dropped_after_round``; players below a day-two cut keep theirs
        with ``cut_out``. Unreported matches count for nothing yet.
        The event's floor (0.33 or 1/3) is used.
        """
        with self._ctx.transaction():
            state = load_event(event_id)
        if after_round is not None and not 0 <= after_round <= state.swiss_paired:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
        earlier, kept = self._views, {}
        views = []
        below = below_day_two_cut(state, after_round)
        for row in standings_rows(state, after_round):
            entry = state.entries[row.entry]
            held = earlier.get(id(row))
            cut_out = row.entry in below
            if (
                held is not None
                and held[0] is row
                and held[1] is entry
                and held[2].cut_out == cut_out
            ):
                view = held[2]
            else:
                view = StandingView(
                    **{name: getattr(row, name) for name in _ROW_FIELDS},
                    name=entry.display_name,
                    reading=entry.reading,
                    player_id=entry.player_id,
                    cut_out=cut_out,
                )
            kept[id(row)] = (row, entry, view)
            views.append(view)
        self._views = kept
        return views

    def team_standings(
        self, event_id: int, after_round: int | None = None
    ) -> list[TeamStandingView]:
        """Team standings after ``after_round`` (default: every Swiss round so far), for a
        team or Two-Headed Giant event (else ``NOT_A_TEAM_EVENT``).

        MTR Appendix C: "Game points are not used in team tournaments; only the overall
        result of the match is used for tiebreakers": match points (a team match won 3,
        drawn 1; a bye is a win), then OMW% with the event's floor. A team match of seat
        matches is won by the team that won more seats (``core.teams.team``); a 2HG match is its
        one game (MTR 9.1). A team whose member dropped is dropped (MTR 8.2) and keeps its
        line; teams dropped before round 1 are not listed.
        """
        with self._ctx.transaction():
            state = load_event(event_id)
        require_teams(state)
        if after_round is not None and not 0 <= after_round <= state.swiss_paired:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
        views = []
        for row in team_standing_rows(state, after_round):
            team = state.teams[row.entry]
            views.append(
                TeamStandingView(
                    **{f.name: getattr(row, f.name) for f in fields(TeamStandingRow)},
                    members=tuple(
                        state.entries[p].display_name if p is not None else "" for p in team.members
                    ),
                )
            )
        return views
