"""Round ▸ Roll back round N...: what will be removed, and why (required, kept in the log).

The dialog reads what rolling back would do (``RollbackService.preview``): the round, its
tables and the results entered, its time extensions and deck checks, the players who
dropped or entered late during it; the organizer writes the reason and confirms. Edit ▸
Undo brings the round back exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services.swiss.rollback import REASON_LIMIT, RollbackView
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import ok_cancel

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services


def rollback_summary(view: RollbackView, names: Mapping[int, str]) -> str:
    """What rolling back ``view.round`` removes and changes, in sentences."""
    lines = [
        QCoreApplication.translate(
            "RollbackDialog",
            "Round %1 will be removed: its pairings at %n table(s),",
            None,
            view.tables,
        ).replace("%1", str(view.round)),
        QCoreApplication.translate(
            "RollbackDialog", "and the %n result(s) entered in it.", None, view.results
        ),
    ]
    others = view.extensions + view.deck_checks
    if others:
        lines.append(
            QCoreApplication.translate(
                "RollbackDialog",
                "Its time extensions and deck checks (%n) go with it.",
                None,
                others,
            )
        )
    lines.extend(moved_entries(view, names))
    lines.append(
        QCoreApplication.translate(
            "RollbackDialog", "Edit ▸ Undo brings the round back exactly as it was."
        )
    )
    return "\n".join(lines)


def moved_entries(view: RollbackView, names: Mapping[int, str]) -> list[str]:
    """Who taking the round back moves (``round_rows.unpair_current_round``), by name: the
    drops of the round, dropped before it; its late entrants, paired in it. Rolling back
    and Round ▸ Pair again both say it before they do it (issue 27)."""
    lines = []
    separator = QCoreApplication.translate("RollbackDialog", ", ")
    if view.drops:
        lines.append(
            QCoreApplication.translate(
                "RollbackDialog", "Dropped during the round, they stay dropped (before it): %1"
            ).replace("%1", separator.join(names.get(e, f"#{e}") for e in view.drops))
        )
    if view.late_entries:
        lines.append(
            QCoreApplication.translate(
                "RollbackDialog",
                "Entered during the round, they are paired in it when it is paired again: %1",
            ).replace("%1", separator.join(names.get(e, f"#{e}") for e in view.late_entries))
        )
    return lines


class RollbackDialog(QDialog):
    """Confirm rolling back the latest round, with a reason; ``changes`` once done."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        view: RollbackView,
        names: Mapping[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rollbackDialog")
        self._services, self._event_id, self._view = services, event_id, view
        self.changes: Changes | None = None
        self.setWindowTitle(
            QCoreApplication.translate("RollbackDialog", "Roll back round %1").replace(
                "%1", str(view.round)
            )
        )
        self.summary_label = PlainLabel(rollback_summary(view, names))
        self.summary_label.setObjectName("rollbackSummary")
        self.summary_label.setWordWrap(True)
        self.setMinimumWidth(460)  # the reason's example and the summary read whole
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("rollbackReason")
        self.reason_edit.setMaxLength(REASON_LIMIT)
        self.reason_edit.setPlaceholderText(
            QCoreApplication.translate(
                "RollbackDialog", "Why? For example: paired before a result was fixed"
            )
        )
        buttons = ok_cancel(
            self._roll_back,
            self.reject,
            QCoreApplication.translate("RollbackDialog", "Roll back round %1").replace(
                "%1", str(view.round)
            ),
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary_label)
        layout.addWidget(
            PlainLabel(QCoreApplication.translate("RollbackDialog", "Reason (kept in the log):"))
        )
        layout.addWidget(self.reason_edit)
        layout.addWidget(buttons)
        self.reason_edit.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        self.ok_button.setEnabled(bool(self.reason_edit.text().strip()))

    def _roll_back(self) -> None:
        reason = self.reason_edit.text()
        changes = attempt(
            self,
            lambda: self._services.rollback.rollback(self._event_id, self._view.round, reason),
        )
        if changes is not None:
            self.changes = changes
            self.accept()


def roll_back_latest(parent: QWidget, services: Services, event_id: int) -> Changes | None:
    """Ask and roll back the event's latest round; what changed, or ``None`` (refused or
    cancelled)."""
    view = attempt(parent, lambda: services.rollback.preview(event_id))
    if view is None:
        return None
    names = attempt(
        parent, lambda: {e.id: e.display_name for e in services.players.list_entries(event_id)}
    )
    dialog = RollbackDialog(services, event_id, view, names or {}, parent)
    dialog.exec()
    return dialog.changes
