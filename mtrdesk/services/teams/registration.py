"""Registering teams (MTR 8.1, 8.2) for team and Two-Headed Giant events.

A team is a name and its members by seat: "each team must designate who is player A,
player B, and player C. Players retain these designations throughout the entire
tournament" (MTR 8.2). Members are entries of the event, entered like individual players
(a roster player, or a new one by name and player ID); a team's registration creates the
entries it needs. Teams are edited and removed before round 1 only (the seats are fixed
for the whole event). A team registered once round 1 is paired enters late, as a player
does: a loss without an opponent for every Swiss round already paired (the MTR has no
late-entry rule; docs/pairing-spec.md section 7), then paired from the next round.

Drops (MTR 8.2): "If a player drops from the tournament, the entire team is dropped from
the tournament." ``drop`` drops every member at once (``players.drop`` of a member does
the same), and the team keeps its line in the team standings, like a dropped player.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.teams import team_dropped_after
from mtrdesk.core.names import display_name
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.text import fold
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.roster import roster_for
from mtrdesk.services.teams.entries import drop_members, missed_round_losses, re_enter_members
from mtrdesk.services.teams.pairing_edit import TeamSwapPreview, preview_swap, write_swap
from mtrdesk.services.teams.rounds import require_teams
from mtrdesk.services.teams.views import MemberView, TeamView, team_views
from mtrdesk.services.text_fields import TextField, check_text
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import RosterPlayer as RosterRow
from mtrdesk.store.models import Team as TeamRow

__all__ = [
    "MemberView",
    "TeamMember",
    "TeamService",
    "TeamSwapPreview",
    "TeamView",
    "drop_members",
    "re_enter_members",
]


@dataclass(frozen=True)
class TeamMember:
    """Who sits in one seat, as the registration form gives it: an entry of the event
    (``entry_id``), a roster player (``roster_id``), or a new player by name and ID
    (looked up on the roster by player ID, as ``players.add`` does). All empty: a seat
    nobody fills (refused: ``TEAM_EMPTY_SEAT``)."""

    family: str = ""
    given: str = ""
    reading: str = ""
    player_id: str = ""
    roster_id: int | None = None
    entry_id: int | None = None

    @property
    def empty(self) -> bool:
        return self.entry_id is None and self.roster_id is None and not self.family.strip()


class TeamService:
    """Use cases on an event's teams."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # --- reading ---

    def list_teams(self, event_id: int) -> list[TeamView]:
        """The event's teams in registration order (dropped ones included)."""
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
        return team_views(state)

    def get(self, team_id: int) -> TeamView:
        with self._ctx.transaction():
            state = load_event(self._team_row(team_id).event_id, matches=False)
        return next(v for v in team_views(state) if v.id == team_id)

    # --- registration ---

    def add(self, event_id: int, name: str, members: Sequence[TeamMember]) -> tuple[int, Changes]:
        """Register a team: its name and its members in seat order (A, B[, C]).

        Once round 1 is paired the team enters late (see the module docstring): its
        members get ``late_entry_round`` and a late-entry loss for each Swiss round paired,
        the current one included, and the team is paired from the next round.

        Refused: ``NOT_A_TEAM_EVENT``; ``AFTER_CUT`` once the playoff started (MTR 2.10),
        ``SWISS_COMPLETE`` once every Swiss round is paired; ``TEAM_NAME_EMPTY``,
        ``TEAM_NAME_TAKEN``, ``TEAM_WRONG_SIZE``, ``TEAM_EMPTY_SEAT``, ``TEAM_PLAYER_TWICE``
        (MTR 8.2: not in two teams of one event, nor twice in one team), late
        ``ALREADY_ENTERED`` (a player of the event who is in no team), and what
        ``players.add`` refuses for a new player (``NAME_EMPTY``, ``DUPLICATE_PLAYER_ID``).
        """
        with self._ctx.transaction():
            state = load_event(event_id, matches=False)
            kind = self._check_can_enter(state)
            late = bool(state.swiss)
            name = self._check_name(state, name, None)
            row = TeamRow.create(event=event_id, name=name, created_at=self._ctx.now())
            seated = self._seat(state, kind, row.id, members, late=late)
            late_round = state.swiss_paired + 1 if late else None
            if late:
                entries = [entry for _, entry, _ in seated]
                EntryRow.update(late_entry_round=late_round).where(
                    EntryRow.id.in_(entries)
                ).execute()
                missed_round_losses(
                    self._ctx,
                    kind,
                    state.swiss,
                    [(entry, seat) for seat, entry, _ in seated],
                    MatchKind.LATE_ENTRY_LOSS,
                )
            self._ctx.audit(
                event_id,
                "team.add",
                team=row.id,
                name=name,
                members=seated,
                **({"late_entry_round": late_round} if late else {}),
            )
        return row.id, Changes(
            events=True, players=True, roster=True, standings=late, pairings=late
        )

    def edit(self, team_id: int, name: str, members: Sequence[TeamMember]) -> Changes:
        """Rename a team or change its members or seats, before round 1 (MTR 8.2).

        A player taken out of the team is taken out of the event (they never played),
        unless they are put in another seat of it. Refusals as ``add``.
        """
        with self._ctx.transaction():
            row = self._team_row(team_id)
            state = load_event(row.event_id, matches=False)
            kind = self._check_open(state)
            before = state.teams[team_id]
            name = self._check_name(state, name, team_id)
            EntryRow.update(team=None, seat=None).where(EntryRow.team == team_id).execute()
            seated = self._seat(state, kind, team_id, members)
            kept = {entry for _, entry, _ in seated}
            gone = [p for p in before.players if p not in kept]
            if gone:
                EntryRow.delete().where(EntryRow.id.in_(gone)).execute()
            old_name, row.name = row.name, name
            row.save()
            self._ctx.audit(
                row.event_id,
                "team.edit",
                team=team_id,
                before={"name": old_name, "members": list(before.members)},
                name=name,
                members=seated,
                removed=gone,
            )
        return Changes(events=True, players=True, roster=True, pairings=True, standings=True)

    def remove(self, team_id: int) -> Changes:
        """Take a team and its members out of the event, before round 1 (later: drop)."""
        with self._ctx.transaction():
            row = self._team_row(team_id)
            state = load_event(row.event_id, matches=False)
            self._check_open(state)
            members = list(state.teams[team_id].players)
            EntryRow.delete().where(EntryRow.team == team_id).execute()
            row.delete_instance()
            self._ctx.audit(
                row.event_id, "team.remove", team=team_id, name=row.name, members=members
            )
        return Changes(events=True, players=True)

    def drop(self, team_id: int) -> Changes:
        """MTR 8.2: the team drops with all its members; a team paired in the current
        round keeps that match (MTR 2.10). ``ALREADY_DROPPED`` if it had dropped."""
        with self._ctx.transaction():
            row = self._team_row(team_id)
            state = load_event(row.event_id, matches=False)
            require_teams(state)
            if team_id in team_dropped_after(state):
                raise ServiceError(Problem.ALREADY_DROPPED, team=team_id)
            after = drop_members(self._ctx, state, team_id, None)
        return Changes(players=True, events=True, standings=True, pairings=after == 0)

    def re_enter(self, team_id: int) -> Changes:
        """MTR 2.10 for a team: every member back in; each Swiss round missed meanwhile is
        an unopposed loss of the team (one per seat, or the one 2HG match)."""
        with self._ctx.transaction():
            row = self._team_row(team_id)
            state = load_event(row.event_id, matches=False)
            re_enter_members(self._ctx, state, team_id)
        return Changes(players=True, events=True, standings=True, pairings=True)

    # --- hand-made pairing changes (MTR 8.2, 9.1) ---

    def check_swap(self, event_id: int, first: int, second: int) -> TeamSwapPreview:
        """The pairing checker's verdict on the current round if ``first`` and ``second``
        changed places (``team_pairing_edit``); nothing is saved."""
        with self._ctx.transaction():
            return preview_swap(load_event(event_id), first, second)

    def swap(self, event_id: int, first: int, second: int) -> tuple[TeamSwapPreview, Changes]:
        """Let two teams of the current round change places (or one take the bye); the
        seat matches follow, player A still against player A (MTR 8.2). Refusals as
        ``team_pairing_edit.write_swap``."""
        with self._ctx.transaction():
            preview = write_swap(self._ctx, load_event(event_id), first, second)
        if not preview.changed:
            return preview, Changes()
        return preview, Changes(events=True, pairings=True, results=True, standings=True)

    # --- helpers (inside a transaction) ---

    def _team_row(self, team_id: int) -> TeamRow:
        row = TeamRow.get_or_none(TeamRow.id == team_id)
        if row is None:
            raise ServiceError(Problem.TEAM_NOT_FOUND, team=team_id)
        return row

    def _check_can_enter(self, state: EventState) -> TeamKind:
        """A team may register before round 1, or late while Swiss rounds remain (as
        ``players.add``): never after the cut (MTR 2.10)."""
        kind = require_teams(state)
        if state.playoff_started:
            raise ServiceError(Problem.AFTER_CUT)
        announced = state.settings.swiss_rounds
        if state.swiss and announced is not None and state.swiss_paired >= announced:
            raise ServiceError(Problem.SWISS_COMPLETE)
        return kind

    def _check_open(self, state: EventState) -> TeamKind:
        kind = require_teams(state)
        if state.rounds:
            raise ServiceError(Problem.TEAMS_FIXED)
        return kind

    def _check_name(self, state: EventState, name: str, team_id: int | None) -> str:
        """MTR 8.1: a team registers a name; two teams of one event need two names."""
        name = " ".join(name.split())
        if not name:
            raise ServiceError(Problem.TEAM_NAME_EMPTY)
        check_text(TextField.TEAM_NAME, name)
        for other in state.teams.values():
            if other.id != team_id and fold(other.name) == fold(name):
                raise ServiceError(Problem.TEAM_NAME_TAKEN, name=other.name)
        return name

    def _seat(
        self,
        state: EventState,
        kind: TeamKind,
        team_id: int,
        members: Sequence[TeamMember],
        *,
        late: bool = False,
    ) -> list[tuple[str, int, str]]:
        """Put ``members`` in their seats, entering new players; (seat, entry, name) each.
        A late team's players must be new to the event (``ALREADY_ENTERED``)."""
        if len(members) != kind.size:
            raise ServiceError(Problem.TEAM_WRONG_SIZE, size=len(members), expected=kind.size)
        empty = [seat.value for seat, m in zip(kind.seats, members, strict=True) if m.empty]
        if empty:
            raise ServiceError(Problem.TEAM_EMPTY_SEAT, seats=empty)
        team_names = {t.id: t.name for t in state.teams.values()}
        seen: set[int] = set()
        seated = []
        for seat, member in zip(kind.seats, members, strict=True):
            existing, roster = self._resolve(state, member)
            if roster.id in seen:
                raise ServiceError(
                    Problem.TEAM_PLAYER_TWICE,
                    name=display_name(roster.family, roster.given),
                    team=None,
                )
            seen.add(roster.id)
            if existing is not None and existing.team_id not in (None, team_id):
                raise ServiceError(
                    Problem.TEAM_PLAYER_TWICE,
                    name=display_name(roster.family, roster.given),
                    team=team_names.get(existing.team_id),
                )
            if existing is not None and late:
                raise ServiceError(Problem.ALREADY_ENTERED, entry=existing.id, roster=roster.id)
            if existing is None:
                existing = EntryRow.create(
                    event=state.id, roster=roster.id, created_at=self._ctx.now()
                )
            existing.team_id = team_id
            existing.seat = seat.value
            existing.save()
            seated.append((seat.value, existing.id, display_name(roster.family, roster.given)))
        return seated

    def _resolve(self, state: EventState, member: TeamMember) -> tuple[EntryRow | None, RosterRow]:
        """The entry (if the player is already entered) and roster player of a seat."""
        if member.entry_id is not None:
            entry = EntryRow.get_or_none(
                (EntryRow.id == member.entry_id) & (EntryRow.event == state.id)
            )
            if entry is None:
                raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=member.entry_id)
            return entry, RosterRow.get_by_id(entry.roster_id)
        if member.roster_id is not None:
            roster = RosterRow.get_or_none(RosterRow.id == member.roster_id)
            if roster is None:
                raise ServiceError(Problem.ROSTER_NOT_FOUND, roster=member.roster_id)
        else:
            roster = roster_for(member.family, member.given, member.reading, member.player_id)
        entry = EntryRow.get_or_none((EntryRow.event == state.id) & (EntryRow.roster == roster.id))
        return entry, roster
