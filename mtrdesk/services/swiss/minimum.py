"""MTR 10.1 when round 1 is paired: the warnings that an event has fewer players (teams)
than its edition asks of a sanctioned tournament, or belongs to a program whose own rules
ask for more. Warnings, never refusals: a casual event may still run (issue 29).

``core.editions.minimum`` decides; this turns its answer into ``ServiceWarning`` values
that the window and the command line show as they show every warning.
"""

from __future__ import annotations

from mtrdesk.core.editions.minimum import higher_minimum, participation_shortfall
from mtrdesk.core.event.state import EventState
from mtrdesk.services.errors import Problem, ServiceWarning


def participants(state: EventState) -> int:
    """What 10.1 counts: teams still in for a team or Two-Headed Giant event, players
    still in otherwise (multiplayer pods count players)."""
    if state.team_kind is not None:
        return len(state.active_teams())
    return len(state.counted_entries())


def minimum_warnings(state: EventState) -> list[ServiceWarning]:
    """``BELOW_MINIMUM`` and ``HIGHER_MINIMUM`` for the event as it is paired for round 1."""
    warnings = []
    short = participation_shortfall(state.settings, participants(state))
    if short is not None:
        warnings.append(
            ServiceWarning.of(
                Problem.BELOW_MINIMUM,
                count=short.count,
                minimum=short.minimum,
                teams=short.teams,
                edition=short.edition,
                section=short.section,
            )
        )
    higher = higher_minimum(state.settings)
    if higher is not None:
        warnings.append(
            ServiceWarning.of(
                Problem.HIGHER_MINIMUM,
                program=state.settings.program.value,
                edition=higher.edition,
                section=higher.section,
            )
        )
    return warnings
