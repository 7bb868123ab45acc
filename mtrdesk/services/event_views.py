"""An event as lists and headers show it (``EventSummary``) and where it stands
(``Stage``), built from values already loaded. Pure: no store, no context."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtrdesk.core.settings import EventSettings, Structure

if TYPE_CHECKING:  # the rules load with the first event read, not with ``Stage`` (issue 33)
    from mtrdesk.core.event.state import EventState
    from mtrdesk.services.pods.state import PodEventState

__all__ = ["EventSummary", "Stage", "stage_of", "summary_of"]


class Stage(enum.Enum):
    """Where an event is; the window shows the tabs that fit."""

    REGISTRATION = "registration"  # no round paired yet
    SWISS = "swiss"
    PLAYOFF = "playoff"
    FINISHED = "finished"


def stage_of(state: EventState, pods: PodEventState | None = None) -> Stage:
    """Finished means every match there will be is reported: the last Swiss round without a
    playoff (the last announced, or the one after which the announced rule ended the Swiss,
    MTR 10.2), or the playoff final (single elimination only: its final). ``pods``: a
    multiplayer event's pods (``multiplayer_loading.load_pod_event``), once a round is
    paired."""
    from mtrdesk.core.event.playoff import bracket_for
    from mtrdesk.core.event.swiss import swiss_over
    from mtrdesk.services.pods.state import pod_stage_of

    if not state.rounds:
        return Stage.REGISTRATION
    if state.settings.structure is Structure.MULTIPLAYER:  # pods (multiplayer addendum)
        if pods is None:
            raise ValueError("a multiplayer event's stage is read from its pods")
        return Stage(pod_stage_of(pods))
    bracket = bracket_for(state)
    if bracket is not None:
        return Stage.FINISHED if bracket.finished else Stage.PLAYOFF
    if state.settings.playoff.size == 0 and swiss_over(state) and state.first_incomplete() is None:
        return Stage.FINISHED
    return Stage.SWISS


@dataclass(frozen=True)
class EventSummary:
    """One event as lists and headers show it.

    ``player_count`` counts everyone who took part (all entries except those dropped before
    round 1); ``active_count`` those not dropped. ``swiss_rounds`` is the fixed count once
    round 1 is paired, the Appendix E recommendation before.
    """

    id: int
    settings: EventSettings
    player_count: int
    active_count: int
    rounds_paired: int
    swiss_rounds: int
    recommended_rounds: int
    stage: Stage
    #: MTR 7.6: the organizer lifted the draft pods (Regular REL): pairing ignores them.
    pods_lifted: bool = False
    #: No further Swiss round will be paired: every announced round is paired, or the
    #: announced end rule ended the Swiss (MTR 10.2). False for single elimination only.
    swiss_over: bool = False
    #: Team and Two-Headed Giant events (MTR 8, 9): teams registered, and those still in
    #: (none of their members dropped, MTR 8.2). Appendix E counts teams, not players.
    team_count: int = 0
    active_teams: int = 0

    @property
    def multiplayer(self) -> bool:
        """A multiplayer event (multiplayer addendum): pods instead of pairings, and the
        pods' own rounds, standings and playoff tabs."""
        return self.settings.structure is Structure.MULTIPLAYER


def summary_of(state: EventState, pods: PodEventState | None = None) -> EventSummary:
    """The summary of a loaded event (``pods``: as for ``stage_of``)."""
    from mtrdesk.core.event.swiss import swiss_over

    entries = state.entries.values()
    return EventSummary(
        id=state.id,
        settings=state.settings,
        player_count=sum(1 for e in entries if e.dropped_after_round != 0),
        active_count=sum(1 for e in entries if not e.dropped),
        rounds_paired=state.swiss_paired,
        swiss_rounds=state.swiss_rounds,
        recommended_rounds=state.recommended_rounds,
        stage=stage_of(state, pods),
        pods_lifted=state.pods_lifted,
        swiss_over=swiss_over(state),
        team_count=len(state.teams),
        active_teams=len(state.active_teams()),
    )
