"""A player entered in one event as the window and the command line show it, built from a
loaded ``EntryState``. Pure: no store, no context."""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EntryState
from mtrdesk.core.names import display_name

__all__ = ["Entry", "entry_view"]


@dataclass(frozen=True)
class Entry:
    """A player entered in one event."""

    id: int
    event_id: int
    roster_id: int
    family: str
    given: str
    reading: str
    player_id: str
    awarded_byes: int
    dropped_after_round: int | None
    late_entry_round: int | None
    active: bool
    #: The booster-draft pod (MTR 7.6), numbered from 1; ``None`` when not seated in one.
    pod: int | None = None
    #: A team event's team id and seat letter "A", "B", "C" (MTR 8.2); ``None`` outside one.
    team: int | None = None
    seat: str | None = None

    @property
    def display_name(self) -> str:
        """Family name first (romaji as registered), as Japanese posting sheets write it."""
        return display_name(self.family, self.given)


def entry_view(event_id: int, e: EntryState) -> Entry:
    return Entry(
        id=e.id,
        event_id=event_id,
        roster_id=e.roster_id,
        family=e.family,
        given=e.given,
        reading=e.reading,
        player_id=e.player_id,
        awarded_byes=e.awarded_byes,
        dropped_after_round=e.dropped_after_round,
        late_entry_round=e.late_entry_round,
        active=e.dropped_after_round is None,
        pod=e.pod,
        team=e.team,
        seat=e.seat,
    )
