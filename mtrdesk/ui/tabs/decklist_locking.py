"""Accepting every received list at once (MTR 2.7: "Once your decklist has been accepted
by a Tournament Official it may not be altered"): before round 1 the staff type in the
paper lists, then one official accepts every list entered with no problems in one go.

The Decklists tab's "Lock received lists..." button asks who accepts them
(``OfficialDialog``, saying how many lists will be locked) and calls
``DecklistService.lock_received``; the tab then says how many were locked. Lists with
problems and missing lists are left as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QWidget

from mtrdesk.ui.errors import attempt

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.decklists.views import DecklistRow


def received_count(rows: Sequence[DecklistRow]) -> int:
    """Lists entered, not locked, with no problem and no note: what the button locks."""
    from mtrdesk.services.decklists.views import DeckState

    return sum(1 for row in rows if row.state is DeckState.RECEIVED and not row.advisory_count)


def lock_received_lists(
    parent: QWidget,
    services: Services,
    event_id: int | None,
    rows: Sequence[DecklistRow],
    official: str | None = None,
) -> tuple[Changes, str] | None:
    """Ask who accepts the received lists among ``rows`` (unless ``official`` is given)
    and lock them: the changes and the sentence saying how many were locked; ``None`` when
    there is nothing to lock, or it was cancelled or refused."""
    from mtrdesk.ui.dialogs.decklists.prompts import OfficialDialog

    count = received_count(rows)
    if event_id is None or not count:
        return None
    if official is None:
        dialog = OfficialDialog(
            "",
            parent=parent,
            explanation=QCoreApplication.translate(
                "DecklistsTab",
                "Accept and lock %n list(s) with no problems (MTR 2.7)? Lists with problems "
                "and missing lists are left as they are. After this only the head judge can "
                "change a locked list.",
                None,
                count,
            ),
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        official = dialog.official()
        dialog.deleteLater()
        if not accepted:
            return None
    chosen = official
    done = attempt(parent, lambda: services.decklists.lock_received(event_id, chosen))
    if done is None:
        return None
    locked, changes = done
    said = QCoreApplication.translate(
        "DecklistsTab", "%n list(s) accepted and locked by %1 (MTR 2.7).", None, len(locked)
    ).replace("%1", " ".join(chosen.split()))
    return changes, said
