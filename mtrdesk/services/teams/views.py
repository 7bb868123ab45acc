"""A team event's registered teams as the players tab shows them (MTR 8.2), built from a
loaded ``EventState``. Pure: no store, no context."""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.teams import team_dropped_after
from mtrdesk.core.names import display_name
from mtrdesk.core.teams.team import Seat

__all__ = ["MemberView", "TeamView", "team_views"]


@dataclass(frozen=True)
class MemberView:
    """A team member: seat letter, entry and who the player is."""

    seat: Seat
    entry: int
    roster_id: int
    family: str
    given: str
    reading: str
    player_id: str
    dropped_after_round: int | None

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)


@dataclass(frozen=True)
class TeamView:
    """A registered team. ``members`` by seat (A first; ``None`` for an empty seat);
    ``dropped_after_round`` as for a player: 0 = before round 1, n = after round n."""

    id: int
    event_id: int
    name: str
    members: tuple[MemberView | None, ...]
    dropped_after_round: int | None
    #: A team registered after round 1 was paired: the first round it is paired in.
    late_entry_round: int | None = None

    @property
    def active(self) -> bool:
        return self.dropped_after_round is None

    @property
    def complete(self) -> bool:
        return bool(self.members) and None not in self.members


def team_views(state: EventState) -> list[TeamView]:
    dropped = team_dropped_after(state)
    views = []
    for team in state.teams.values():
        members: list[MemberView | None] = []
        for index, entry_id in enumerate(team.members):
            if entry_id is None:
                members.append(None)
                continue
            e = state.entries[entry_id]
            members.append(
                MemberView(
                    seat=list(Seat)[index],
                    entry=e.id,
                    roster_id=e.roster_id,
                    family=e.family,
                    given=e.given,
                    reading=e.reading,
                    player_id=e.player_id,
                    dropped_after_round=e.dropped_after_round,
                )
            )
        late = [r for p in team.players if (r := state.entries[p].late_entry_round) is not None]
        views.append(
            TeamView(
                team.id,
                state.id,
                team.name,
                tuple(members),
                dropped.get(team.id),
                max(late, default=None),
            )
        )
    return views
