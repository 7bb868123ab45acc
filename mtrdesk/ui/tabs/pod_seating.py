"""Seating the pods of a booster draft at random (MTR 7.6): the one action the players tab
and the draft pods tab both offer, through the shared ``PodsDialog``; and one player moved
to another pod (``MovePodDialog``). The dialogs load when first opened (issue 33)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.players.views import Entry


def seat_in_pods(
    parent: QWidget, services: Services, event_id: int, entries: Iterable[Entry]
) -> Changes | None:
    """Show the seating dialog (pod size, seat at random) with ``entries`` sorted by their
    readings; what it changed, ``None`` when nothing was seated."""
    from mtrdesk.ui.dialogs.draft.pods import PodsDialog

    readings = {e.id: (e.reading, e.family, e.given) for e in entries}
    dialog = PodsDialog(services.pods, event_id, readings=readings, parent=parent)
    dialog.exec()
    return dialog.changes or None


def chosen_pod(parent: QWidget, name: str, pod: int | None, sizes: dict[int, int]) -> int | None:
    """The pod chosen for one player (``name``, now in ``pod``); ``None`` when cancelled."""
    from mtrdesk.ui.dialogs.draft.pods import MovePodDialog

    dialog = MovePodDialog(name, pod, sizes, parent=parent)
    if dialog.exec() != MovePodDialog.DialogCode.Accepted:
        return None
    return dialog.pod()
