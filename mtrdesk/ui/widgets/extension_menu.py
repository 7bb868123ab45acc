"""Taking back a time extension, shared by the Rounds tab and the pods' round panel (MTR 2.6;
a multiplayer pod's deck check: multiplayer addendum *.5A).

"Remove last extension" takes back the latest extension of a match or pod (a mistake) after
a confirmation. "Time extension..." is ``dialogs.extension_dialog.extend_match``, handed to
the panel by its tab.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from mtrdesk.ui.errors import attempt
from mtrdesk.ui.widgets.question import ask_yes

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services


def extended_minutes(services: Services, event_id: int, round_number: int, label: str) -> int:
    """The minutes the match ``label`` ("12", "12B") of ``round_number`` gained in all."""
    return services.extensions.for_round(event_id, round_number).get(label, 0)


def add_remove_action(
    menu: QMenu,
    services: Services,
    event_id: int | None,
    round_number: int | None,
    table: int | None,
    seat: str = "",
) -> QAction | None:
    """A "Remove last extension" entry in ``menu`` when the match at ``table`` of the
    current round ``round_number`` (``None``: not the current round) has an extension."""
    if event_id is None or round_number is None or table is None:
        return None
    if extended_minutes(services, event_id, round_number, f"{table}{seat}") <= 0:
        return None
    action = menu.addAction(QCoreApplication.translate("Extensions", "Remove last extension"))
    action.setData((event_id, round_number, table, seat))
    return action


def remove_chosen(parent: QWidget, services: Services, action: QAction) -> Changes | None:
    """Ask, then take back the latest extension (MTR 2.6) of the match an
    ``add_remove_action`` entry was made for; ``None`` when the organizer says no or the
    service refuses (its message is shown)."""
    event_id, round_number, table, seat = action.data()
    if not ask_yes(
        parent,
        QCoreApplication.translate("Extensions", "Remove last extension"),
        QCoreApplication.translate(
            "Extensions", "Take back the latest time extension of table %1?"
        ).replace("%1", f"{table}{seat}"),
    ):
        return None
    return attempt(parent, lambda: services.extensions.remove(event_id, round_number, table, seat))
