"""Which events show the tabs that only some events have: the window asks before it makes
the tab (``ui/window/tab_set``), so this stays free of the tab's own widgets."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtrdesk.core.settings import Structure

if TYPE_CHECKING:
    from mtrdesk.services.event_views import EventSummary


def shows_draft_pods(summary: EventSummary | None) -> bool:
    """The Draft pods tab is shown for an individual event drafted in pods (MTR 7.6), as
    the Players tab offers pods: not for teams nor multiplayer pods, which have their own."""
    if summary is None:
        return False
    # The event rules load with the first event fitted (an empty window's start needs none).
    from mtrdesk.core.event_rules import has_pods

    settings = summary.settings
    return has_pods(settings) and settings.structure is Structure.INDIVIDUAL
